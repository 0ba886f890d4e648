import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CancellationDoneAnswer,
  CancellationQuoteAnswer,
  CancellationSelectionBody,
} from '@tripsetu/domain/booking-api.ts';
import type { BusBooking, BusBookingBody } from '@tripsetu/domain/bus-booking-api.ts';
import { IDEMPOTENCY_HEADER } from '@tripsetu/domain/wallet-api.ts';
import { api } from '../../../lib/api.ts';
import { WALLET_KEY } from '../../../lib/get-balance.ts';

export const busBookingKey = (id: number | string) => ['bus-bookings', String(id)] as const;

/** POST /buses/bookings: books a block and pays from the wallet; one Idempotency-Key per submission. */
export function useBookBus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: BusBookingBody; key: string }) =>
      api<BusBooking>('/buses/bookings', { method: 'POST', json: body, headers: { [IDEMPOTENCY_HEADER]: key } }),
    onSuccess: (booking) => {
      queryClient.setQueryData(busBookingKey(booking.id), booking);
      void queryClient.invalidateQueries({ queryKey: WALLET_KEY });
      void queryClient.invalidateQueries({ queryKey: ['bookings'] });
    },
  });
}

/** GET /buses/bookings/:id: the booking with its ticket. */
export const useBusBooking = (id: string) =>
  useQuery({
    queryKey: busBookingKey(id),
    queryFn: ({ signal }) => api<BusBooking>(`/buses/bookings/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });

/** The ticket's PDF, with the fare or without it. */
export const busTicketPdfHref = (id: number, showFare: boolean) =>
  `/api/v1/buses/bookings/${id}/ticket.pdf?fare=${showFare ? 'true' : 'false'}`;

/** A cancellation's credit note as PDF. */
export const busCreditNoteHref = (id: number, cancellationId: number) =>
  `/api/v1/buses/bookings/${id}/credit-notes/${cancellationId}/pdf`;

/** POST /buses/bookings/:id/email: the ticket as a PDF attachment. */
export const useEmailBusTicket = (id: number) =>
  useMutation({
    mutationFn: (body: { to: string; showFare: boolean }) =>
      api<{ message: string }>(`/buses/bookings/${id}/email`, { method: 'POST', json: body }),
  });

/** POST /bookings/:id/cancellation/quote: what cancelling these seats would charge and refund; nothing changes. */
export const useBusCancellationQuote = () =>
  useMutation({
    mutationFn: ({ id, selection }: { id: number; selection: CancellationSelectionBody }) =>
      api<CancellationQuoteAnswer>(`/bookings/${id}/cancellation/quote`, { method: 'POST', json: selection }),
  });

/** POST /bookings/:id/cancellation: cancels the seats and credits the refund to the wallet, once per key. */
export function useCancelBusSeats() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      id: number;
      selection: CancellationSelectionBody;
      key: string;
      acceptedRefundPaise: number;
    }) =>
      api<CancellationDoneAnswer>(`/bookings/${input.id}/cancellation`, {
        method: 'POST',
        json: { ...input.selection, acceptedRefundPaise: input.acceptedRefundPaise },
        headers: { [IDEMPOTENCY_HEADER]: input.key },
      }),
    onSettled: (_answer, _error, { id }) => {
      void queryClient.invalidateQueries({ queryKey: busBookingKey(id) });
      void queryClient.invalidateQueries({ queryKey: WALLET_KEY });
      void queryClient.invalidateQueries({ queryKey: ['bookings'] });
    },
  });
}
