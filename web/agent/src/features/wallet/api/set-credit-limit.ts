import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WalletBalanceShape } from '@tripsetu/domain/wallet-api.ts';
import { api } from '../../../lib/api.ts';
import { agencyWalletQuery } from './get-agency-wallet.ts';

export const setCreditLimit = ({ agencyId, creditLimit }: { agencyId: number; creditLimit: string }) =>
  api<WalletBalanceShape>(`/admin/agencies/${agencyId}/credit-limit`, { method: 'PUT', json: { creditLimit } });

/** PUT /admin/agencies/:agencyId/credit-limit: how far below zero the agency's main balance may go. */
export function useSetCreditLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCreditLimit,
    onSuccess: (balance, { agencyId }) => queryClient.setQueryData(agencyWalletQuery(agencyId).queryKey, balance),
  });
}
