import { useQuery } from '@tanstack/react-query';
import type { HotelRateEarnings } from '@tripsetu/domain/hotel-results.ts';
import { api } from '../../../lib/api.ts';
import { HOTELS_KEY } from './get-hotel-cities.ts';
import type { HotelDetailsRequest } from './get-hotel-details.ts';
import { HOTEL_SEARCH_FRESH_MS } from './search-hotels.ts';

/** POST /hotels/rate-earnings: what the agency earns on the chosen rate for the stay, and what its wallet pays. */
export const useRateEarnings = (request: HotelDetailsRequest, rateId: string) =>
  useQuery({
    queryKey: [...HOTELS_KEY, 'rate-earnings', request, rateId],
    queryFn: ({ signal }) =>
      api<HotelRateEarnings>('/hotels/rate-earnings', { method: 'POST', json: { ...request, rateId }, signal }),
    staleTime: HOTEL_SEARCH_FRESH_MS,
    retry: false,
  });
