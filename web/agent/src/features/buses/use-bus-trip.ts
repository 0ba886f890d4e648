import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { BusSearchAnswer, BusTrip } from '@tripsetu/domain/bus-search.ts';
import { api } from '../../lib/api.ts';
import { BUS_SEARCH_KEY } from './api/search-buses.ts';

/**
 * The trip as a search listed it: from this session's searches, else (a reload, a shared link) asked of the
 * server by its id (`GET /buses/trips/:tripId`).
 */
export function useBusTrip(tripId: string): {
  trip: BusTrip | undefined;
  pending: boolean;
  error: unknown;
} {
  const client = useQueryClient();
  let cached: BusTrip | undefined;
  for (const [, answer] of client.getQueriesData<BusSearchAnswer>({ queryKey: BUS_SEARCH_KEY })) {
    cached = answer?.trips.find((entry) => entry.id === tripId);
    if (cached) break;
  }
  const asked = useQuery({
    queryKey: ['bus-trip', tripId],
    queryFn: ({ signal }) => api<{ trip: BusTrip }>(`/buses/trips/${encodeURIComponent(tripId)}`, { signal }),
    enabled: !cached,
    retry: false,
  });
  if (cached) return { trip: cached, pending: false, error: null };
  return { trip: asked.data?.trip, pending: asked.isPending, error: asked.error };
}
