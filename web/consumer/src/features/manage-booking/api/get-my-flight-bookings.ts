import { useQuery } from '@tanstack/react-query';
import type { MyFlightBooking } from '@tripsetu/domain/gateway-flight-after-sales.ts';
import { FLIGHT_BOOKING_OPID } from '@tripsetu/domain/gateway-flight-booking.ts';
import { SIGNED_IN_QUERY_KEY } from '../../../app/session-context.tsx';
import { gatewayResult } from '../../../lib/gateway.ts';

/** MF001 mybookings: the signed-in traveller's flight bookings, newest first. */
export const useMyFlightBookings = (agentId: string) =>
  useQuery({
    queryKey: [SIGNED_IN_QUERY_KEY, 'my-flight-bookings', agentId],
    queryFn: async ({ signal }) =>
      (await gatewayResult<MyFlightBooking[]>(FLIGHT_BOOKING_OPID, 'mybookings', {}, signal)).Result ?? [],
    retry: false,
  });
