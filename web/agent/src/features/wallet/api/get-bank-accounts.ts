import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BankAccount } from '@tripsetu/domain/wallet-api.ts';
import { api } from '../../../lib/api.ts';

export function bankAccountsQuery() {
  return queryOptions({
    queryKey: ['wallet-bank-accounts'],
    queryFn: async ({ signal }) =>
      (await api<{ accounts: BankAccount[] }>('/wallet/bank-accounts', { signal })).accounts.filter(
        (account) => account.active,
      ),
    staleTime: 5 * 60_000,
  });
}

/** GET /wallet/bank-accounts: the TripSetu accounts an agency pays into. */
export const useBankAccounts = () => useQuery(bankAccountsQuery());
