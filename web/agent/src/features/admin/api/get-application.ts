import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationDetail } from '@tripsetu/domain/agent-api.ts';
import { api } from '../../../lib/api.ts';

export function applicationQuery(agencyId: string) {
  return queryOptions({
    queryKey: ['admin', 'application', agencyId],
    queryFn: ({ signal }) => api<ApplicationDetail>(`/admin/applications/${encodeURIComponent(agencyId)}`, { signal }),
  });
}

/** GET /admin/applications/:agencyId: every registration field, the documents and the review. */
export const useApplication = (agencyId: string) => useQuery(applicationQuery(agencyId));
