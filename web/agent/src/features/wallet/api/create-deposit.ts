import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DepositForm } from '@tripsetu/domain/wallet.ts';
import { type Deposit, IDEMPOTENCY_HEADER } from '@tripsetu/domain/wallet-api.ts';
import { api } from '../../../lib/api.ts';
import { WALLET_KEY } from '../../../lib/get-balance.ts';

export const createDeposit = ({ body, key }: { body: DepositForm; key: string }) =>
  api<Deposit>('/wallet/deposits', { method: 'POST', json: body, headers: { [IDEMPOTENCY_HEADER]: key } });

/** POST /wallet/deposits (owner): Upload Balance; the deposit waits for TripSetu's approval. */
export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeposit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WALLET_KEY }),
  });
}
