import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { MARKUPS_KEY } from '../../../lib/get-markups.ts';

export const deleteMarkup = (id: number) => api<undefined>(`/markups/${id}`, { method: 'DELETE' });

/** DELETE /markups/:id; the list (and the review forms' prefill) is read again. */
export function useDeleteMarkup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMarkup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MARKUPS_KEY }),
  });
}
