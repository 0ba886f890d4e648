import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SeriesFare } from '@tripsetu/domain/series-fares.ts';
import { api } from '../../../lib/api.ts';

export const SERIES_FARES_KEY = ['series-fares'] as const;

export const seriesFaresQuery = () =>
  queryOptions({
    queryKey: SERIES_FARES_KEY,
    queryFn: async ({ signal }) => (await api<{ fares: SeriesFare[] }>('/admin/series-fares', { signal })).fares,
  });

/** GET /admin/series-fares: the blocks of flights from today on, soonest first. */
export const useSeriesFares = () => useQuery(seriesFaresQuery());
