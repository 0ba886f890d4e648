import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TopUpReceipt } from '@tripsetu/domain/wallet-api.ts';
import { api } from '../../../lib/api.ts';

export function receiptQuery(depositId: string) {
  return queryOptions({
    queryKey: ['wallet-receipt', depositId],
    queryFn: ({ signal }) => api<TopUpReceipt>(`/wallet/receipts/${encodeURIComponent(depositId)}`, { signal }),
    retry: false,
  });
}

/** GET /wallet/receipts/:depositId: the §3 top-up receipt of an approved deposit. */
export const useReceipt = (depositId: string) => useQuery(receiptQuery(depositId));
