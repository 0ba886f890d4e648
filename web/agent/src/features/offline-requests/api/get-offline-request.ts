import { useQuery } from '@tanstack/react-query';
import type { OfflineRequestRow } from '@tripsetu/domain/offline-requests.ts';
import { api } from '../../../lib/api.ts';
import { OFFLINE_KEY } from './get-offline-requests.ts';

export const offlineRequestKey = (id: string) => [...OFFLINE_KEY, 'one', id];

/** GET /offline-requests/:id: one request with its answer. */
export const useOfflineRequest = (id: string) =>
  useQuery({
    queryKey: offlineRequestKey(id),
    queryFn: ({ signal }) => api<OfflineRequestRow>(`/offline-requests/${encodeURIComponent(id)}`, { signal }),
  });
