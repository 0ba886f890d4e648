import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusSearchBody } from '@tripsetu/domain/bus-search.ts';
import { type BusSearchWire, expandBusSearch } from '@tripsetu/domain/bus-wire.ts';
import { api } from '../../../lib/api.ts';
import { BUSES_KEY } from './get-bus-cities.ts';

/** Seats sell while the page is open; five minutes keeps back and forward from searching again. */
export const BUS_SEARCH_FRESH_MS = 5 * 60 * 1000;

export const BUS_SEARCH_KEY = [...BUSES_KEY, 'search'] as const;

export function busSearchQuery(request: BusSearchBody) {
  return queryOptions({
    queryKey: [...BUS_SEARCH_KEY, request],
    queryFn: async ({ signal }) =>
      expandBusSearch(await api<BusSearchWire>('/buses/search', { method: 'POST', json: request, signal })),
    staleTime: BUS_SEARCH_FRESH_MS,
    // A refused search (422) answers the same on a second try.
    retry: false,
  });
}

/** POST /buses/search: every bus of the route on the date; idle without a search. */
export const useBusSearch = (request: BusSearchBody | null, enabled = true) =>
  useQuery({ ...busSearchQuery(request ?? { from: '', to: '', date: '' }), enabled: request !== null && enabled });
