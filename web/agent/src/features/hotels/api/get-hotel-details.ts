import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HotelDetails } from '@tripsetu/domain/hotel-results.ts';
import type { HotelSearchBody } from '@tripsetu/domain/hotel-search.ts';
import { api } from '../../../lib/api.ts';
import { HOTELS_KEY } from './get-hotel-cities.ts';
import { HOTEL_SEARCH_FRESH_MS } from './search-hotels.ts';

/** What the details ask: one hotel, and the search's stay and guests. */
export type HotelDetailsRequest = Omit<HotelSearchBody, 'city' | 'location'> & { hotelId: string };

export function hotelDetailsQuery(request: HotelDetailsRequest) {
  return queryOptions({
    queryKey: [...HOTELS_KEY, 'details', request],
    queryFn: ({ signal }) => api<HotelDetails>('/hotels/details', { method: 'POST', json: request, signal }),
    staleTime: HOTEL_SEARCH_FRESH_MS,
    retry: false,
  });
}

/** POST /hotels/details: one hotel's photos, facts and every room type's rates for the stay. */
export const useHotelDetails = (request: HotelDetailsRequest | null) =>
  useQuery({
    ...hotelDetailsQuery(
      request ?? { hotelId: '', checkIn: '', checkOut: '', rooms: [], nationality: '', priceRisePercent: 0 },
    ),
    enabled: request !== null,
  });
