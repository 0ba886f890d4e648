import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HotelBooking, HotelBookingBody } from '@tripsetu/domain/hotel-booking-api.ts';
import { IDEMPOTENCY_HEADER } from '@tripsetu/domain/wallet-api.ts';
import { ApiFailure, api } from '../../../lib/api.ts';
import { WALLET_KEY } from '../../../lib/get-balance.ts';
import { HOTEL_BOOKINGS_KEY } from './get-hotel-booking.ts';
import { HOTELS_KEY } from './get-hotel-cities.ts';

/** POST /hotels/bookings: books a rate's rooms and pays from the wallet; one Idempotency-Key per submission. */
export function useBookHotel() {
  const queryClient = useQueryClient();
  // Rooms left have changed (or the rate is gone): the hotel's rates are asked again when its page next opens.
  const staleRates = () =>
    void queryClient.invalidateQueries({ queryKey: [...HOTELS_KEY, 'details'], refetchType: 'none' });
  return useMutation({
    mutationFn: ({ body, key }: { body: HotelBookingBody; key: string }) =>
      api<HotelBooking>('/hotels/bookings', { method: 'POST', json: body, headers: { [IDEMPOTENCY_HEADER]: key } }),
    onSuccess: () => {
      staleRates();
      void queryClient.invalidateQueries({ queryKey: WALLET_KEY });
      void queryClient.invalidateQueries({ queryKey: ['bookings'] });
      // Hotel Pax Calendar and the hotel bookings already read in this tab now have one more.
      void queryClient.invalidateQueries({ queryKey: HOTEL_BOOKINGS_KEY });
    },
    onError: (error) => {
      if (error instanceof ApiFailure && error.kind === 'BOOKING_FAILED') staleRates();
    },
  });
}
