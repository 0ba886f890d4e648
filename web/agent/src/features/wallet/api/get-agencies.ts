import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationRow } from '@tripsetu/domain/agent-api.ts';
import { api } from '../../../lib/api.ts';
import { ADMIN_WALLET_KEY } from './get-admin-deposits.ts';

export function approvedAgenciesQuery() {
  return queryOptions({
    queryKey: [...ADMIN_WALLET_KEY, 'agencies'],
    queryFn: async ({ signal }) =>
      (await api<{ applications: ApplicationRow[] }>('/admin/applications', { query: { status: 'APPROVED' }, signal }))
        .applications,
  });
}

/** GET /admin/applications?status=APPROVED: the agencies that trade, and so have wallets (with their ids). */
export const useApprovedAgencies = () => useQuery(approvedAgenciesQuery());
