import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletBalanceShape } from '@tripsetu/domain/wallet-api.ts';
import { api } from '../../../lib/api.ts';
import { ADMIN_WALLET_KEY } from './get-admin-deposits.ts';

export function agencyWalletQuery(agencyId: number) {
  return queryOptions({
    queryKey: [...ADMIN_WALLET_KEY, 'agency', agencyId],
    queryFn: ({ signal }) => api<WalletBalanceShape>(`/admin/agencies/${agencyId}/wallet`, { signal }),
  });
}

/** GET /admin/agencies/:agencyId/wallet: one agency's balance. */
export const useAgencyWallet = (agencyId: number | null) =>
  useQuery({ ...agencyWalletQuery(agencyId ?? 0), enabled: agencyId !== null });
