import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommissionRule, CommissionRuleBody } from '@tripsetu/domain/commissions.ts';
import { api } from '../../../lib/api.ts';
import { COMMISSIONS_KEY } from './get-commissions.ts';

export const addCommissionRule = (body: CommissionRuleBody) =>
  api<CommissionRule>('/admin/commission-rules', { method: 'POST', json: body });

/** POST /admin/commission-rules; every list is read again. */
export function useAddCommissionRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCommissionRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMMISSIONS_KEY }),
  });
}
