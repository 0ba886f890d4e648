import { useQuery } from '@tanstack/react-query';
import type { AirportShape } from '@tripsetu/domain/flight-api.ts';
import { api } from '../../../lib/api.ts';

/** GET /flights/airports, under the search's own key so that both read one copy. */
export const useAirports = () =>
  useQuery({
    queryKey: ['flights', 'airports'],
    queryFn: async ({ signal }) => (await api<{ airports: AirportShape[] }>('/flights/airports', { signal })).airports,
    staleTime: 60 * 60 * 1000,
  });
