import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OfflineAcceptBody, OfflineAccepted } from '@tripsetu/domain/offline-requests.ts';
import { api } from '../../../lib/api.ts';
import { OFFLINE_KEY } from './get-offline-requests.ts';

/** POST /offline-requests/:id/accept: the quote becomes a booking on hold. */
export function useAcceptOfflineQuote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfflineAcceptBody) =>
      api<OfflineAccepted>(`/offline-requests/${id}/accept`, { method: 'POST', json: body }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: OFFLINE_KEY }),
  });
}
