import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HotelSearchAnswer } from '@tripsetu/domain/hotel-results.ts';
import type { HotelSearchBody } from '@tripsetu/domain/hotel-search.ts';
import { api } from '../../../lib/api.ts';
import { HOTELS_KEY } from './get-hotel-cities.ts';

/** Rates move as rooms sell; five minutes keeps back and forward from searching again. */
export const HOTEL_SEARCH_FRESH_MS = 5 * 60 * 1000;

export const HOTEL_SEARCH_KEY = [...HOTELS_KEY, 'search'] as const;

export function hotelSearchQuery(request: HotelSearchBody) {
  return queryOptions({
    queryKey: [...HOTEL_SEARCH_KEY, request],
    queryFn: ({ signal }) => api<HotelSearchAnswer>('/hotels/search', { method: 'POST', json: request, signal }),
    staleTime: HOTEL_SEARCH_FRESH_MS,
    // A refused search (422) answers the same on a second try.
    retry: false,
  });
}

/** POST /hotels/search: the city's (or locality's) hotels for the stay; idle without a search. */
export const useHotelSearch = (request: HotelSearchBody | null, enabled = true) =>
  useQuery({
    ...hotelSearchQuery(
      request ?? { city: '', location: '', checkIn: '', checkOut: '', rooms: [], nationality: '', priceRisePercent: 0 },
    ),
    enabled: request !== null && enabled,
  });
