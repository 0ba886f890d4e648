import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Deposit } from '@tripsetu/domain/wallet-api.ts';
import { api } from '../../../lib/api.ts';
import { WALLET_KEY } from '../../../lib/get-balance.ts';

export function depositsQuery() {
  return queryOptions({
    queryKey: [...WALLET_KEY, 'deposits'],
    queryFn: async ({ signal }) => (await api<{ deposits: Deposit[] }>('/wallet/deposits', { signal })).deposits,
  });
}

/** GET /wallet/deposits: the agency's deposits, newest first. */
export const useDeposits = () => useQuery(depositsQuery());
