import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Ledger } from '@tripsetu/domain/wallet-api.ts';
import { api } from '../../../lib/api.ts';
import { WALLET_KEY } from '../../../lib/get-balance.ts';

export function ledgerQuery(range: { from: string; to: string }) {
  return queryOptions({
    queryKey: [...WALLET_KEY, 'ledger', range.from, range.to],
    queryFn: ({ signal }) => api<Ledger>('/wallet/ledger', { query: range, signal }),
  });
}

/** GET /wallet/ledger?from&to: rows of at most 7 days with opening and closing balance. */
export const useLedger = (range: { from: string; to: string } | null) =>
  useQuery({ ...ledgerQuery(range ?? { from: '', to: '' }), enabled: range !== null });
