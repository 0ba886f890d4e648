import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeriesFare, SeriesFareBody } from '@tripsetu/domain/series-fares.ts';
import { api } from '../../../lib/api.ts';
import { SERIES_FARES_KEY } from './get-series-fares.ts';

/** POST /admin/series-fares; the list is read again. */
export function useAddSeriesFare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SeriesFareBody) => api<SeriesFare>('/admin/series-fares', { method: 'POST', json: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SERIES_FARES_KEY }),
  });
}
