import { useMutation } from '@tanstack/react-query';
import type { BookingBody, FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { IDEMPOTENCY_HEADER } from '@tripsetu/domain/wallet-api.ts';
import { api } from '../../../lib/api.ts';

export const bookFlight = ({ body, key }: { body: BookingBody; key: string }) =>
  api<FlightBooking>('/flights/bookings', { method: 'POST', json: body, headers: { [IDEMPOTENCY_HEADER]: key } });

/** POST /flights/bookings: book and pay from the wallet, or hold; one Idempotency-Key per submission. */
export const useBookFlight = () => useMutation({ mutationFn: bookFlight });
