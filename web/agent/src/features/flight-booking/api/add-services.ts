import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ServiceOptions,
  ServicesChoiceBody,
  ServicesDoneAnswer,
  ServicesQuoteAnswer,
} from '@tripsetu/domain/booking-api.ts';
import { IDEMPOTENCY_HEADER } from '@tripsetu/domain/wallet-api.ts';
import { api } from '../../../lib/api.ts';
import { WALLET_KEY } from '../../../lib/get-balance.ts';
import { flightBookingKey } from './get-flight-booking.ts';
import { FLIGHT_BOOKINGS_KEY } from './quote-flight.ts';

/** GET /bookings/:id/services/options: the seat maps, the catalogue and what is still open. */
export const useServiceOptions = (id: string, enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: [...FLIGHT_BOOKINGS_KEY, 'service-options', id],
    queryFn: ({ signal }) => api<ServiceOptions>(`/bookings/${encodeURIComponent(id)}/services/options`, { signal }),
    retry: false,
  });

/** POST /bookings/:id/services/quote: what adding these would cost; nothing changes. */
export const useServicesQuote = () =>
  useMutation({
    mutationFn: ({ id, choice }: { id: number; choice: ServicesChoiceBody }) =>
      api<ServicesQuoteAnswer>(`/bookings/${id}/services/quote`, { method: 'POST', json: choice }),
  });

/** POST /bookings/:id/services: adds them, paid from the wallet; one Idempotency-Key per confirmation. */
export function useAddServices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      choice,
      key,
      acceptedAmountPaise,
    }: {
      id: number;
      choice: ServicesChoiceBody;
      key: string;
      acceptedAmountPaise: number;
    }) =>
      api<ServicesDoneAnswer>(`/bookings/${id}/services`, {
        method: 'POST',
        json: { ...choice, acceptedAmountPaise },
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
    onSettled: (_answer, _error, { id }) => {
      void queryClient.invalidateQueries({ queryKey: flightBookingKey(id) });
      void queryClient.invalidateQueries({ queryKey: [...FLIGHT_BOOKINGS_KEY, 'service-options', String(id)] });
      void queryClient.invalidateQueries({ queryKey: WALLET_KEY });
    },
  });
}
