import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepositStatus } from '@tripsetu/domain/wallet.ts';
import type { Deposit } from '@tripsetu/domain/wallet-api.ts';
import { api } from '../../../lib/api.ts';

/** Every back-office wallet query starts with this. */
export const ADMIN_WALLET_KEY = ['admin', 'wallet'] as const;

export function adminDepositsQuery(status: DepositStatus) {
  return queryOptions({
    queryKey: [...ADMIN_WALLET_KEY, 'deposits', status],
    queryFn: async ({ signal }) =>
      (await api<{ deposits: Deposit[] }>('/admin/deposits', { query: { status }, signal })).deposits,
  });
}

/** GET /admin/deposits?status=: every agency's deposits by status. */
export const useAdminDeposits = (status: DepositStatus) => useQuery(adminDepositsQuery(status));
