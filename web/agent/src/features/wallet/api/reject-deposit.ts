import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Deposit, IDEMPOTENCY_HEADER } from '@tripsetu/domain/wallet-api.ts';
import { api } from '../../../lib/api.ts';
import { ADMIN_WALLET_KEY } from './get-admin-deposits.ts';

export const rejectDeposit = ({ id, reason, key }: { id: number; reason: string; key: string }) =>
  api<Deposit>(`/admin/deposits/${id}/reject`, {
    method: 'POST',
    json: { reason },
    headers: { [IDEMPOTENCY_HEADER]: key },
  });

/** POST /admin/deposits/:id/reject: the deposit is not credited; the agency is e-mailed the reason. */
export function useRejectDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectDeposit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_WALLET_KEY }),
  });
}
