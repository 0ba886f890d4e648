import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Deposit, IDEMPOTENCY_HEADER } from '@tripsetu/domain/wallet-api.ts';
import { api } from '../../../lib/api.ts';
import { WALLET_KEY } from '../../../lib/get-balance.ts';
import { ADMIN_WALLET_KEY } from './get-admin-deposits.ts';

export const approveDeposit = ({ id, key }: { id: number; key: string }) =>
  api<Deposit>(`/admin/deposits/${id}/approve`, { method: 'POST', headers: { [IDEMPOTENCY_HEADER]: key } });

/** POST /admin/deposits/:id/approve: credits the wallet once and issues the top-up receipt. */
export function useApproveDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveDeposit,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ADMIN_WALLET_KEY });
      await queryClient.invalidateQueries({ queryKey: WALLET_KEY });
    },
  });
}
