import { useMutation, useQuery } from '@tanstack/react-query';
import type { RescheduleOptions, RescheduleQuoteAnswer } from '@tripsetu/domain/booking-api.ts';
import type { RescheduleStartedAnswer } from '@tripsetu/domain/gateway-flight-after-sales.ts';
import { FLIGHT_BOOKING_OPID } from '@tripsetu/domain/gateway-flight-booking.ts';
import { SIGNED_IN_QUERY_KEY } from '../../../app/session-context.tsx';
import { GatewayError, gatewayResult } from '../../../lib/gateway.ts';

/** Who moves, off which journey, to which date: what the search of the new date asks. */
export interface RescheduleSearch {
  txid: string;
  travellers: number[];
  journey: number;
  date: string;
}

/** The search's choice with the flight and fare picked on the new date. */
export interface RescheduleChoice extends RescheduleSearch {
  optionId: string;
}

const searchFields = (search: RescheduleSearch) => ({
  txid: search.txid,
  travellers: search.travellers.join(','),
  journey: String(search.journey),
  date: search.date,
});

const choiceFields = (choice: RescheduleChoice) => ({ ...searchFields(choice), optionid: choice.optionId });

/** MF001 getrescheduleoptions: the route's flights on the new date, once a search is asked for. */
export const useRescheduleOptions = (search: RescheduleSearch | null) =>
  useQuery({
    queryKey: [SIGNED_IN_QUERY_KEY, 'flight-reschedule-options', search],
    queryFn: async ({ signal }) => {
      const answer = await gatewayResult<RescheduleOptions>(
        FLIGHT_BOOKING_OPID,
        'getrescheduleoptions',
        searchFields(search as RescheduleSearch),
        signal,
      );
      if (!answer.Result) throw new GatewayError('No flights found.');
      return answer.Result;
    },
    enabled: search !== null,
    retry: false,
    staleTime: 60_000,
  });

/** MF001 getreschedulequote: what the move would cost now; nothing changes. */
export const useRescheduleQuote = () =>
  useMutation({
    mutationFn: async (choice: RescheduleChoice) =>
      (await gatewayResult<RescheduleQuoteAnswer>(FLIGHT_BOOKING_OPID, 'getreschedulequote', choiceFields(choice)))
        .Result as RescheduleQuoteAnswer,
  });

/** MF001 reschedule: keeps the new flight and opens its payment; once per request key. */
export const useStartReschedule = () =>
  useMutation({
    mutationFn: async ({
      choice,
      requestKey,
      acceptedAmountPaise,
    }: {
      choice: RescheduleChoice;
      requestKey: string;
      acceptedAmountPaise: number;
    }) =>
      (
        await gatewayResult<RescheduleStartedAnswer>(FLIGHT_BOOKING_OPID, 'reschedule', {
          ...choiceFields(choice),
          requestkey: requestKey,
          acceptedamount_paise: acceptedAmountPaise,
        })
      ).Result as RescheduleStartedAnswer,
  });
