import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportRequestRow } from '@tripsetu/domain/agent-api.ts';
import { api } from '../../../lib/api.ts';

export const SUPPORT_REQUESTS_KEY = ['support', 'requests'] as const;

export function supportRequestsQuery() {
  return queryOptions({
    queryKey: SUPPORT_REQUESTS_KEY,
    queryFn: async ({ signal }) =>
      (await api<{ requests: SupportRequestRow[] }>('/support/requests', { signal })).requests,
  });
}

/** GET /support/requests: the agency's requests, or every agency's for an administrator. */
export const useSupportRequests = () => useQuery(supportRequestsQuery());
