import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CancellationDoneAnswer,
  CancellationQuoteAnswer,
  CancellationSelectionBody,
} from '@tripsetu/domain/booking-api.ts';
import { IDEMPOTENCY_HEADER } from '@tripsetu/domain/wallet-api.ts';
import { api } from '../../../lib/api.ts';
import { WALLET_KEY } from '../../../lib/get-balance.ts';
import { HOTEL_BOOKINGS_KEY } from './get-hotel-booking.ts';

/** Rooms of a hotel booking to cancel, by their index; a stay is one journey, so `legs` is always [0]. */
export const roomsSelection = (rooms: readonly number[]): CancellationSelectionBody => ({
  travellers: [...rooms],
  legs: [0],
});

/** POST /bookings/:id/cancellation/quote: what cancelling these rooms would charge and refund; nothing changes. */
export const useHotelCancellationQuote = () =>
  useMutation({
    mutationFn: ({ id, rooms }: { id: number; rooms: readonly number[] }) =>
      api<CancellationQuoteAnswer>(`/bookings/${id}/cancellation/quote`, {
        method: 'POST',
        json: roomsSelection(rooms),
      }),
  });

/** POST /bookings/:id/cancellation: cancels the rooms and credits the refund to the wallet, once per key. */
export function useCancelHotelRooms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; rooms: readonly number[]; key: string; acceptedRefundPaise: number }) =>
      api<CancellationDoneAnswer>(`/bookings/${input.id}/cancellation`, {
        method: 'POST',
        json: { ...roomsSelection(input.rooms), acceptedRefundPaise: input.acceptedRefundPaise },
        headers: { [IDEMPOTENCY_HEADER]: input.key },
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: HOTEL_BOOKINGS_KEY });
      void queryClient.invalidateQueries({ queryKey: WALLET_KEY });
      void queryClient.invalidateQueries({ queryKey: ['bookings'] });
    },
  });
}
