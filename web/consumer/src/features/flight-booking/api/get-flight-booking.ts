import { queryOptions, useQuery } from '@tanstack/react-query';
import { FLIGHT_BOOKING_OPID, type GatewayFlightBooking } from '@tripsetu/domain/gateway-flight-booking.ts';
import { SIGNED_IN_QUERY_KEY } from '../../../app/session-context.tsx';
import { flightProofFields } from '../../../lib/flight-booking-proof.ts';
import { GatewayError, gatewayResult } from '../../../lib/gateway.ts';

/** MF001 getbooking: the traveller's own booking; asking also settles a payment the gateway has taken. */
export function flightBookingQuery(txid: string) {
  return queryOptions({
    queryKey: [SIGNED_IN_QUERY_KEY, 'flight-booking', txid],
    queryFn: async ({ signal }) => {
      const answer = await gatewayResult<GatewayFlightBooking>(
        FLIGHT_BOOKING_OPID,
        'getbooking',
        { txid, ...flightProofFields(txid) },
        signal,
      );
      if (!answer.Result) throw new GatewayError('Booking not found.');
      return answer.Result;
    },
    retry: (failures, error) =>
      !(error instanceof GatewayError && (error.status?.StatusCode ?? 500) < 500) && failures < 1,
  });
}

export const useFlightBooking = (txid: string, enabled: boolean) => useQuery({ ...flightBookingQuery(txid), enabled });
