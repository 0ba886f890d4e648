import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FlightSearchResult } from '@tripsetu/domain/flight-api.ts';
import type { FlightSearchRequest } from '@tripsetu/domain/flight-search.ts';
import { expandSearchResult, type FlightSearchWire } from '@tripsetu/domain/flight-wire.ts';
import { api } from '../../../lib/api.ts';
import { FLIGHTS_KEY } from './get-airports.ts';

/** Prices are quoted again before booking; five minutes keeps back and forward from searching again. */
export const SEARCH_FRESH_MS = 5 * 60 * 1000;

export function flightSearchQuery(request: FlightSearchRequest) {
  return queryOptions({
    queryKey: [...FLIGHTS_KEY, 'search', request],
    // The server sends each flight and allowance once and fares as amounts (flight-wire.ts); the
    // pages work with the whole answer.
    queryFn: async ({ signal }): Promise<FlightSearchResult> =>
      expandSearchResult(await api<FlightSearchWire>('/flights/search', { method: 'POST', json: request, signal })),
    staleTime: SEARCH_FRESH_MS,
    // A refused search (422) answers the same on a second try.
    retry: false,
  });
}

/** POST /flights/search: the itineraries of each leg; idle without a search. */
export const useFlightSearch = (request: FlightSearchRequest | null, enabled = true) =>
  useQuery({
    ...flightSearchQuery(request ?? ({} as FlightSearchRequest)),
    enabled: request !== null && enabled,
  });
