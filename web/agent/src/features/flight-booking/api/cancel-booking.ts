import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CancellationDoneAnswer,
  CancellationQuoteAnswer,
  CancellationSelectionBody,
} from '@tripsetu/domain/booking-api.ts';
import { IDEMPOTENCY_HEADER } from '@tripsetu/domain/wallet-api.ts';
import { api } from '../../../lib/api.ts';
import { WALLET_KEY } from '../../../lib/get-balance.ts';
import { flightBookingKey } from './get-flight-booking.ts';

/** POST /bookings/:id/cancellation/quote: what cancelling these would charge and refund; nothing changes. */
export const useCancellationQuote = () =>
  useMutation({
    mutationFn: ({ id, selection }: { id: number; selection: CancellationSelectionBody }) =>
      api<CancellationQuoteAnswer>(`/bookings/${id}/cancellation/quote`, { method: 'POST', json: selection }),
  });

/** POST /bookings/:id/cancellation: cancels and refunds to the wallet; one Idempotency-Key per confirmation. */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      selection,
      key,
      acceptedRefundPaise,
    }: {
      id: number;
      selection: CancellationSelectionBody;
      key: string;
      /** The refund the quote showed: the server asks again if it has moved. */
      acceptedRefundPaise: number;
    }) =>
      api<CancellationDoneAnswer>(`/bookings/${id}/cancellation`, {
        method: 'POST',
        json: { ...selection, acceptedRefundPaise },
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
    onSettled: (_answer, _error, { id }) => {
      void queryClient.invalidateQueries({ queryKey: flightBookingKey(id) });
      void queryClient.invalidateQueries({ queryKey: WALLET_KEY });
    },
  });
}
