import { useQuery } from '@tanstack/react-query';
import type { CancellationRequestRow } from '@tripsetu/domain/booking-api.ts';
import { api } from '../../../lib/api.ts';

/** GET /admin/cancellation-requests: the open requests, oldest first. */
export const useOpenCancellationRequests = () =>
  useQuery({
    queryKey: ['admin-cancellation-requests'],
    queryFn: ({ signal }) =>
      api<{ requests: CancellationRequestRow[] }>('/admin/cancellation-requests', { signal }).then(
        (answer) => answer.requests,
      ),
  });
