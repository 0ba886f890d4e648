import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { COMMISSIONS_KEY } from './get-commissions.ts';

export const deleteCommissionRule = (id: number) =>
  api<undefined>(`/admin/commission-rules/${id}`, { method: 'DELETE' });

/** DELETE /admin/commission-rules/:id; every list is read again. */
export function useDeleteCommissionRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCommissionRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMMISSIONS_KEY }),
  });
}
