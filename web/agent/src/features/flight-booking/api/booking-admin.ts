import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingGatewayPayment, BookingNote } from '@tripsetu/domain/booking-admin.ts';
import { api } from '../../../lib/api.ts';

const notesKey = (id: number) => ['booking-admin', id, 'notes'] as const;

/** GET /bookings/:id/notes: the back office's notes about the booking. */
export const useBookingNotes = (id: number) =>
  useQuery({ queryKey: notesKey(id), queryFn: () => api<BookingNote[]>(`/bookings/${id}/notes`) });

/** POST /bookings/:id/notes: adds one; answers them all. */
export function useAddBookingNote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api<BookingNote[]>(`/bookings/${id}/notes`, { method: 'POST', json: { body } }),
    onSuccess: (notes) => queryClient.setQueryData(notesKey(id), notes),
  });
}

/** GET /bookings/:id/payments: the gateway orders that paid the booking and its services. */
export const useBookingPayments = (id: number) =>
  useQuery({
    queryKey: ['booking-admin', id, 'payments'],
    queryFn: () => api<BookingGatewayPayment[]>(`/bookings/${id}/payments`),
  });
