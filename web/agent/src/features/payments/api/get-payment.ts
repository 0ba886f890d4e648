import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GatewayPayment } from '@tripsetu/domain/payments-api.ts';
import { api } from '../../../lib/api.ts';
import { WALLET_KEY } from '../../../lib/get-balance.ts';

export function paymentQuery(orderRef: string) {
  return queryOptions({
    // Under the wallet's key: a settled payment changes the balance, and one invalidation refreshes both.
    queryKey: [...WALLET_KEY, 'payment', orderRef],
    queryFn: ({ signal }) => api<GatewayPayment>(`/wallet/payments/${encodeURIComponent(orderRef)}`, { signal }),
    retry: false,
  });
}

/** GET /wallet/payments/:orderRef: the payment and how it ended (the server asks the gateway if it is open). */
export const usePayment = (orderRef: string) => useQuery(paymentQuery(orderRef));
