import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgencyStatus } from '@tripsetu/domain/agency.ts';
import type { ApplicationRow } from '@tripsetu/domain/agent-api.ts';
import { api } from '../../../lib/api.ts';

export const APPLICATIONS_KEY = ['admin', 'applications'] as const;

export function applicationsQuery(status: AgencyStatus) {
  return queryOptions({
    queryKey: [...APPLICATIONS_KEY, status],
    queryFn: async ({ signal }) =>
      (await api<{ applications: ApplicationRow[] }>('/admin/applications', { query: { status }, signal }))
        .applications,
  });
}

/** GET /admin/applications?status=: agency applications waiting for review, approved or rejected. */
export const useApplications = (status: AgencyStatus) => useQuery(applicationsQuery(status));
