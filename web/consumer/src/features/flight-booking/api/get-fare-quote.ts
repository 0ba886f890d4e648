import { queryOptions, useQuery } from '@tanstack/react-query';
import { FLIGHT_BOOKING_OPID, type GatewayFareQuote } from '@tripsetu/domain/gateway-flight-booking.ts';
import { GatewayError, gatewayResult } from '../../../lib/gateway.ts';
import { type FareSelection, selectionFields } from '../booking-form.ts';

/** MF001 getfarequote: the chosen fares priced now, with the extras and the fare rules. */
export function fareQuoteQuery(selection: FareSelection) {
  return queryOptions({
    queryKey: ['flight-fare-quote', selection],
    queryFn: async ({ signal }) => {
      const answer = await gatewayResult<GatewayFareQuote>(
        FLIGHT_BOOKING_OPID,
        'getfarequote',
        { ...selectionFields(selection), seentotal_paise: selection.seentotal_paise || undefined },
        signal,
      );
      if (!answer.Result) throw new GatewayError('We could not price this fare. Please search again.');
      return answer.Result;
    },
    retry: (failures, error) =>
      !(error instanceof GatewayError && (error.status?.StatusCode ?? 500) < 500) && failures < 1,
    // A quote is priced for this visit: no refetch behind the traveller's back while they type.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export const useFareQuote = (selection: FareSelection | null) =>
  useQuery({
    ...fareQuoteQuery(
      selection ?? { search: {} as FareSelection['search'], fareid: '', returnfareid: '', seentotal_paise: 0 },
    ),
    enabled: selection !== null,
  });
