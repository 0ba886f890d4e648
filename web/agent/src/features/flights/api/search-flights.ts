import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FlightSearchResult } from '@tripsetu/domain/flight-api.ts';
import type { FlightSearchRequest } from '@tripsetu/domain/flight-search.ts';
import { api } from '../../../lib/api.ts';
import { FLIGHTS_KEY } from './get-airports.ts';

/** Prices are quoted again before booking; five minutes keeps back and forward from searching again. */
export const SEARCH_FRESH_MS = 5 * 60 * 1000;

export function flightSearchQuery(request: FlightSearchRequest) {
  return queryOptions({
    queryKey: [...FLIGHTS_KEY, 'search', request],
    queryFn: ({ signal }) => api<FlightSearchResult>('/flights/search', { method: 'POST', json: request, signal }),
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
