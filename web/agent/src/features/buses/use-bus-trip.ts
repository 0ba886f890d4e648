import { useQueries, useQueryClient } from '@tanstack/react-query';
import type { BusSearchAnswer, BusTrip } from '@tripsetu/domain/bus-search.ts';
import { BUS_SEARCH_KEY, busSearchQuery } from './api/search-buses.ts';
import { readRecentBusSearches } from './recent-bus-searches.ts';

/**
 * The trip as a search listed it: from this session's searches, else (a reload) by searching again the
 * recent searches of the trip's date, as the trip id (`CODE-NNNN@YYYY-MM-DD`) names no route.
 */
export function useBusTrip(tripId: string): { trip: BusTrip | undefined; pending: boolean } {
  const client = useQueryClient();
  const date = tripId.split('@')[1] ?? '';
  let cached: BusTrip | undefined;
  for (const [, answer] of client.getQueriesData<BusSearchAnswer>({ queryKey: BUS_SEARCH_KEY })) {
    cached = answer?.trips.find((entry) => entry.id === tripId);
    if (cached) break;
  }
  const again = cached ? [] : readRecentBusSearches().filter((search) => search.date === date);
  const results = useQueries({ queries: again.map((search) => busSearchQuery(search)) });
  if (cached) return { trip: cached, pending: false };
  const found = results.map((result) => result.data?.trips.find((entry) => entry.id === tripId)).find(Boolean);
  return { trip: found, pending: !found && results.some((result) => result.isPending) };
}
