import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletMovement } from '@tripsetu/domain/wallet-api.ts';
import { api } from '../../../lib/api.ts';
import { ADMIN_WALLET_KEY } from './get-admin-deposits.ts';

export function movementsQuery(search: string) {
  return queryOptions({
    queryKey: [...ADMIN_WALLET_KEY, 'movements', search],
    queryFn: async ({ signal }) =>
      (await api<{ movements: WalletMovement[] }>('/admin/wallet/movements', { query: { q: search }, signal }))
        .movements,
  });
}

/** GET /admin/wallet/movements?q=: every agency's wallet movements, newest first. */
export const useMovements = (search: string) =>
  useQuery({ ...movementsQuery(search), placeholderData: keepPreviousData });
