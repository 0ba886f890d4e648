import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Markup, MarkupBody } from '@tripsetu/domain/markups.ts';
import { api } from '../../../lib/api.ts';
import { MARKUPS_KEY } from '../../../lib/get-markups.ts';

export const addMarkup = (body: MarkupBody) => api<Markup>('/markups', { method: 'POST', json: body });

/** POST /markups; the list (and the review forms' prefill) is read again. */
export function useAddMarkup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMarkup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MARKUPS_KEY }),
  });
}
