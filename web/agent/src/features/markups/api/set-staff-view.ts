import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkupAnswer } from '@tripsetu/domain/markups.ts';
import { api } from '../../../lib/api.ts';
import { MARKUPS_KEY } from '../../../lib/get-markups.ts';

/** PUT /markups/staff-view: whether staff see search prices with the markup; the answer replaces the kept one. */
export function useSetStaffView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (staffSeeMarkup: boolean) =>
      api<MarkupAnswer>('/markups/staff-view', { method: 'PUT', json: { staffSeeMarkup } }),
    onSuccess: (answer) => queryClient.setQueryData(MARKUPS_KEY, answer),
  });
}
