import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeriesFare } from '@tripsetu/domain/series-fares.ts';
import { api } from '../../../lib/api.ts';
import { SERIES_FARES_KEY } from './get-series-fares.ts';

/** POST /admin/series-fares/:id/withdraw; the list is read again. */
export function useWithdrawSeriesFare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<SeriesFare>(`/admin/series-fares/${id}/withdraw`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SERIES_FARES_KEY }),
  });
}
