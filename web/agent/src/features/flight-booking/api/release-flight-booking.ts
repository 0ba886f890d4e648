import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnyBooking } from '@tripsetu/domain/booking-api.ts';
import { api } from '../../../lib/api.ts';
import { flightBookingKey } from './get-flight-booking.ts';
import { FLIGHT_BOOKINGS_KEY } from './quote-flight.ts';

export const releaseFlightBooking = (id: number) =>
  api<AnyBooking>(`/bookings/${id}/release`, { method: 'POST' }).then(({ booking }) => booking);

/** POST /bookings/:id/release: the hold's seats go back on sale; no money moves. */
export function useReleaseFlightBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseFlightBooking,
    // A refusal (e.g. the hold passed its limit and was released there and then) changed the booking: read it again.
    onError: (_error, id) => void queryClient.invalidateQueries({ queryKey: flightBookingKey(id) }),
    onSuccess: (booking) => {
      queryClient.setQueryData(flightBookingKey(booking.id), booking);
      void queryClient.invalidateQueries({ queryKey: [...FLIGHT_BOOKINGS_KEY, 'hold-queue'] });
    },
  });
}
