import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WalletBalanceShape } from '@tripsetu/domain/wallet-api.ts';
import { api } from '../../../lib/api.ts';
import { balanceQuery } from '../../../lib/get-balance.ts';

export const setAlert = (threshold: string) =>
  api<WalletBalanceShape>('/wallet/alert', { method: 'PUT', json: { threshold } });

/** PUT /wallet/alert (owner): the low-balance alert threshold in rupees; empty turns it off. */
export function useSetAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAlert,
    onSuccess: (balance) => queryClient.setQueryData(balanceQuery().queryKey, balance),
  });
}
