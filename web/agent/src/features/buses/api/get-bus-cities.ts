import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusCity } from '@tripsetu/domain/bus-search.ts';
import { api } from '../../../lib/api.ts';

export const BUSES_KEY = ['buses'] as const;

export function busCitiesQuery() {
  return queryOptions({
    queryKey: [...BUSES_KEY, 'cities'],
    queryFn: async ({ signal }) => (await api<{ cities: BusCity[] }>('/buses/cities', { signal })).cities,
    staleTime: 60 * 60 * 1000,
  });
}

/** GET /buses/cities: the cities buses serve (about fifty), filtered on screen. */
export const useBusCities = () => useQuery(busCitiesQuery());
