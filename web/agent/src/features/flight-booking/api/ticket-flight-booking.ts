import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnyBooking } from '@tripsetu/domain/booking-api.ts';
import { api } from '../../../lib/api.ts';
import { WALLET_KEY } from '../../../lib/get-balance.ts';
import { flightBookingKey } from './get-flight-booking.ts';
import { FLIGHT_BOOKINGS_KEY } from './quote-flight.ts';

export const ticketFlightBooking = (id: number) =>
  api<AnyBooking>(`/bookings/${id}/ticket`, { method: 'POST' }).then(({ booking }) => booking);

/** POST /bookings/:id/ticket (Perform Ticketing): pays a hold from the wallet and issues the tickets. */
export function useTicketFlightBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ticketFlightBooking,
    // A refusal (e.g. the hold passed its limit and was released there and then) changed the booking: read it again.
    onError: (_error, id) => void queryClient.invalidateQueries({ queryKey: flightBookingKey(id) }),
    onSuccess: (booking) => {
      queryClient.setQueryData(flightBookingKey(booking.id), booking);
      void queryClient.invalidateQueries({ queryKey: [...FLIGHT_BOOKINGS_KEY, 'hold-queue'] });
      void queryClient.invalidateQueries({ queryKey: WALLET_KEY });
    },
  });
}
