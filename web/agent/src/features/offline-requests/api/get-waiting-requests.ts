import { useQuery } from '@tanstack/react-query';
import type { OfflineRequestRow } from '@tripsetu/domain/offline-requests.ts';
import { api } from '../../../lib/api.ts';
import { OFFLINE_KEY } from './get-offline-requests.ts';

/** GET /admin/offline-requests: requests waiting for an answer, oldest first (back office). */
export const useWaitingOfflineRequests = () =>
  useQuery({
    queryKey: [...OFFLINE_KEY, 'waiting'],
    queryFn: ({ signal }) =>
      api<{ requests: OfflineRequestRow[] }>('/admin/offline-requests', { signal }).then((answer) => answer.requests),
  });
