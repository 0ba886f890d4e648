import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlatformMarkup, PlatformMarkupBody } from '@tripsetu/domain/platform-markups.ts';
import { api } from '../../../lib/api.ts';

const KEY = ['platform-markups'] as const;

/** GET /admin/platform-markups: every live TripSetu markup. */
export const usePlatformMarkups = () =>
  useQuery({
    queryKey: KEY,
    queryFn: async ({ signal }) =>
      (await api<{ markups: PlatformMarkup[] }>('/admin/platform-markups', { signal })).markups,
  });

/** POST /admin/platform-markups; the list is read again. */
export function useAddPlatformMarkup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlatformMarkupBody) =>
      api<PlatformMarkup>('/admin/platform-markups', { method: 'POST', json: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** DELETE /admin/platform-markups/:id; the list is read again. */
export function useDeletePlatformMarkup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<undefined>(`/admin/platform-markups/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
