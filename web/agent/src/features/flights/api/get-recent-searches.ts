import { queryOptions, useQuery } from '@tanstack/react-query';
import { type FlightSearchBody, flightSearchBody } from '@tripsetu/domain/flight-api.ts';
import type { FlightSearchRequest } from '@tripsetu/domain/flight-search.ts';
import { api } from '../../../lib/api.ts';
import { FLIGHTS_KEY } from './get-airports.ts';

export const RECENT_SEARCHES_KEY = [...FLIGHTS_KEY, 'recent-searches'] as const;

/** The wire leaves defaults out; the form wants every field. */
function completed(searches: FlightSearchBody[]): FlightSearchRequest[] {
  return searches.flatMap((search) => {
    const parsed = flightSearchBody.safeParse(search);
    return parsed.success ? [parsed.data] : [];
  });
}

export function recentSearchesQuery() {
  return queryOptions({
    queryKey: RECENT_SEARCHES_KEY,
    queryFn: async ({ signal }) =>
      completed((await api<{ searches: FlightSearchBody[] }>('/flights/recent-searches', { signal })).searches),
  });
}

/** GET /flights/recent-searches: the user's last five successful searches, newest first. */
export const useRecentSearches = () => useQuery(recentSearchesQuery());
