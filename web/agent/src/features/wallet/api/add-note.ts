import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, type WalletMovement } from '@tripsetu/domain/wallet-api.ts';
import { api } from '../../../lib/api.ts';
import type { NoteKind } from '../../../lib/wallet-rules.ts';
import { ADMIN_WALLET_KEY } from './get-admin-deposits.ts';

export interface NoteRequest {
  agencyId: number;
  body: { kind: NoteKind; amount: string; reason: string };
  key: string;
}

export const addNote = ({ agencyId, body, key }: NoteRequest) =>
  api<WalletMovement>(`/admin/agencies/${agencyId}/notes`, {
    method: 'POST',
    json: body,
    headers: { [IDEMPOTENCY_HEADER]: key },
  });

/** POST /admin/agencies/:agencyId/notes: a credit or debit note, fund transfer or reversal. */
export function useAddNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addNote,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_WALLET_KEY }),
  });
}
