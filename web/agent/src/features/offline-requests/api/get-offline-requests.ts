import { useQuery } from '@tanstack/react-query';
import type { OfflineRequestRow } from '@tripsetu/domain/offline-requests.ts';
import { api } from '../../../lib/api.ts';

export const OFFLINE_KEY = ['offline-requests'] as const;

/** GET /offline-requests: the agency's requests, newest first. */
export const useOfflineRequests = () =>
  useQuery({
    queryKey: [...OFFLINE_KEY, 'agency'],
    queryFn: ({ signal }) =>
      api<{ requests: OfflineRequestRow[] }>('/offline-requests', { signal }).then((answer) => answer.requests),
  });
