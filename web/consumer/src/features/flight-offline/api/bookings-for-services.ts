import { useQuery } from '@tanstack/react-query';
import type { MyFlightBooking } from '@tripsetu/domain/gateway-flight-after-sales.ts';
import { FLIGHT_BOOKING_OPID } from '@tripsetu/domain/gateway-flight-booking.ts';
import { SIGNED_IN_QUERY_KEY } from '../../../app/session-context.tsx';
import { gatewayResult } from '../../../lib/gateway.ts';

/** MF001 mybookings, for the form's booking picker, under the traveller's bookings key (refreshed with it). */
export const useBookingsForServices = (enabled: boolean) =>
  useQuery({
    queryKey: [SIGNED_IN_QUERY_KEY, 'my-flight-bookings', 'service-picker'],
    queryFn: async ({ signal }) =>
      (await gatewayResult<MyFlightBooking[]>(FLIGHT_BOOKING_OPID, 'mybookings', {}, signal)).Result ?? [],
    enabled,
    retry: false,
  });
