import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletBalanceShape } from '@tripsetu/domain/wallet-api.ts';
import { api } from '../../../lib/api.ts';

/** Every query of the agency's own wallet starts with this, so one invalidation refreshes them all. */
export const WALLET_KEY = ['wallet'] as const;
const BALANCE_REFRESH_MS = 60_000;

export function balanceQuery() {
  return queryOptions({
    queryKey: [...WALLET_KEY, 'balance'],
    queryFn: ({ signal }) => api<WalletBalanceShape>('/wallet', { signal }),
    // An administrator's approval happens in another session; the header catches up within a minute.
    refetchInterval: BALANCE_REFRESH_MS,
  });
}

/** GET /wallet: main balance, credit limit, due, available balance and the low-balance threshold. */
export const useWalletBalance = (enabled = true) => useQuery({ ...balanceQuery(), enabled });
