import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HotelCity } from '@tripsetu/domain/hotel-results.ts';
import { api } from '../../../lib/api.ts';

export const HOTELS_KEY = ['hotels'] as const;

export function hotelCitiesQuery() {
  return queryOptions({
    queryKey: [...HOTELS_KEY, 'cities'],
    queryFn: async ({ signal }) => (await api<{ cities: HotelCity[] }>('/hotels/cities', { signal })).cities,
    staleTime: 60 * 60 * 1000,
  });
}

/** GET /hotels/cities: the cities and towns with hotels (about forty), each with its localities and where they are. */
export const useHotelCities = () => useQuery(hotelCitiesQuery());
