import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletBalanceShape } from '@tripsetu/domain/wallet-api.ts';
import { api } from './api.ts';

/** Every query of the agency's own wallet starts with this, so one invalidation refreshes them all. */
export const WALLET_KEY = ['wallet'] as const;

export function balanceQuery() {
  return queryOptions({
    queryKey: [...WALLET_KEY, 'balance'],
    queryFn: ({ signal }) => api<WalletBalanceShape>('/wallet', { signal }),
    // No polling: every call restarts the session's idle clock, so a timer would keep an unattended
    // portal signed in for ever. The balance refreshes when the window regains focus and on each page
    // that reads it.
    refetchOnWindowFocus: true,
  });
}

/** GET /wallet: main balance, credit limit, due, available balance and the low-balance threshold. */
export const useWalletBalance = (enabled = true) => useQuery({ ...balanceQuery(), enabled });
