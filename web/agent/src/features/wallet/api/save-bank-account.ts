import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankAccountForm } from '@tripsetu/domain/bank-account.ts';
import type { BankAccount } from '@tripsetu/domain/wallet-api.ts';
import { api } from '../../../lib/api.ts';
import { adminBankAccountsQuery } from './get-admin-bank-accounts.ts';
import { bankAccountsQuery } from './get-bank-accounts.ts';

export type BankAccountBody = BankAccountForm & { active: boolean };

/** A new account without an id, an edit of every field with one. */
export const saveBankAccount = ({ id, body }: { id?: number; body: BankAccountBody }) =>
  id === undefined
    ? api<BankAccount>('/admin/bank-accounts', { method: 'POST', json: body })
    : api<BankAccount>(`/admin/bank-accounts/${id}`, { method: 'PUT', json: body });

/** POST /admin/bank-accounts or PUT /admin/bank-accounts/:id; the accounts agencies see follow. */
export function useSaveBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBankAccount,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminBankAccountsQuery().queryKey });
      await queryClient.invalidateQueries({ queryKey: bankAccountsQuery().queryKey });
    },
  });
}
