import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BankAccount } from '@tripsetu/domain/wallet-api.ts';
import { api } from '../../../lib/api.ts';
import { ADMIN_WALLET_KEY } from './get-admin-deposits.ts';

export function adminBankAccountsQuery() {
  return queryOptions({
    queryKey: [...ADMIN_WALLET_KEY, 'bank-accounts'],
    queryFn: async ({ signal }) =>
      (await api<{ accounts: BankAccount[] }>('/admin/bank-accounts', { signal })).accounts,
  });
}

/** GET /admin/bank-accounts: every TripSetu bank account, active and inactive. */
export const useAdminBankAccounts = () => useQuery(adminBankAccountsQuery());
