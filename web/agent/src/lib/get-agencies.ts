import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationRow } from '@tripsetu/domain/agent-api.ts';
import { api } from './api.ts';

export function approvedAgenciesQuery() {
  return queryOptions({
    queryKey: ['admin', 'approved-agencies'],
    queryFn: async ({ signal }) =>
      (await api<{ applications: ApplicationRow[] }>('/admin/applications', { query: { status: 'APPROVED' }, signal }))
        .applications,
  });
}

/**
 * GET /admin/applications?status=APPROVED: the agencies that trade, and so have wallets (with their ids). The back
 * office's Wallet Movements and Reports both choose an agency from it.
 */
export const useApprovedAgencies = (enabled = true) => useQuery({ ...approvedAgenciesQuery(), enabled });
