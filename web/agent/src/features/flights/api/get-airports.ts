import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AirportShape } from '@tripsetu/domain/flight-api.ts';
import { api } from '../../../lib/api.ts';

export const FLIGHTS_KEY = ['flights'] as const;

export function airportsQuery() {
  return queryOptions({
    queryKey: [...FLIGHTS_KEY, 'airports'],
    queryFn: async ({ signal }) => (await api<{ airports: AirportShape[] }>('/flights/airports', { signal })).airports,
    staleTime: 60 * 60 * 1000,
  });
}

/** GET /flights/airports: every airport the search knows (about sixty), filtered on screen. */
export const useAirports = () => useQuery(airportsQuery());
