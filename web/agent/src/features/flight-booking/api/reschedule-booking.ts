import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  RescheduleChoiceBody,
  RescheduleDoneAnswer,
  RescheduleOptions,
  RescheduleQuoteAnswer,
} from '@tripsetu/domain/booking-api.ts';
import { IDEMPOTENCY_HEADER } from '@tripsetu/domain/wallet-api.ts';
import { api } from '../../../lib/api.ts';
import { WALLET_KEY } from '../../../lib/get-balance.ts';
import { flightBookingKey } from './get-flight-booking.ts';
import { FLIGHT_BOOKINGS_KEY } from './quote-flight.ts';

/** Which travellers of which journey move, and to which date: what the options are searched for. */
export interface RescheduleSearch {
  travellers: number[];
  leg: number;
  date: string;
}

/** GET /bookings/:id/reschedule/options: the route's flights and fares on the new date (once asked). */
export const useRescheduleOptions = (id: number, search: RescheduleSearch | null) =>
  useQuery({
    queryKey: [...FLIGHT_BOOKINGS_KEY, 'reschedule-options', id, search],
    queryFn: ({ signal }) => {
      const { travellers, leg, date } = search as RescheduleSearch;
      const query = new URLSearchParams({ travellers: travellers.join(','), leg: String(leg), date });
      return api<RescheduleOptions>(`/bookings/${id}/reschedule/options?${query}`, { signal });
    },
    enabled: search !== null,
    retry: false,
    placeholderData: keepPreviousData,
  });

/** POST /bookings/:id/reschedule/quote: what the move would cost; nothing changes. */
export const useRescheduleQuote = () =>
  useMutation({
    mutationFn: ({ id, choice }: { id: number; choice: RescheduleChoiceBody }) =>
      api<RescheduleQuoteAnswer>(`/bookings/${id}/reschedule/quote`, { method: 'POST', json: choice }),
  });

/** POST /bookings/:id/reschedule: the move, paid from the wallet; one Idempotency-Key per confirmation. */
export function useRescheduleBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      choice,
      key,
      acceptedAmountPaise,
    }: {
      id: number;
      choice: RescheduleChoiceBody;
      key: string;
      /** The amount the quote showed: the server asks again if it has moved. */
      acceptedAmountPaise: number;
    }) =>
      api<RescheduleDoneAnswer>(`/bookings/${id}/reschedule`, {
        method: 'POST',
        json: { ...choice, acceptedAmountPaise },
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
    onSettled: (_answer, _error, { id }) => {
      void queryClient.invalidateQueries({ queryKey: flightBookingKey(id) });
      void queryClient.invalidateQueries({ queryKey: WALLET_KEY });
    },
  });
}
