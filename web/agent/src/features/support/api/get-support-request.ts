import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportRequestDetail } from '@tripsetu/domain/agent-api.ts';
import { api } from '../../../lib/api.ts';

export function supportRequestQuery(id: string) {
  return queryOptions({
    queryKey: ['support', 'request', id],
    queryFn: ({ signal }) => api<SupportRequestDetail>(`/support/requests/${encodeURIComponent(id)}`, { signal }),
  });
}

/** GET /support/requests/:id: the request and its thread of messages. */
export const useSupportRequest = (id: string) => useQuery(supportRequestQuery(id));
