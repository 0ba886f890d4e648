import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OfflineQuoteBody, OfflineRequestRow } from '@tripsetu/domain/offline-requests.ts';
import { api } from '../../../lib/api.ts';
import { OFFLINE_KEY } from './get-offline-requests.ts';

/** The back office's answer: POST /admin/offline-requests/:id/quote, or …/reject with the reason. */
export function useAnswerOfflineRequest(id: number) {
  const queryClient = useQueryClient();
  const done = () => void queryClient.invalidateQueries({ queryKey: OFFLINE_KEY });
  return {
    quote: useMutation({
      mutationFn: (body: OfflineQuoteBody) =>
        api<OfflineRequestRow>(`/admin/offline-requests/${id}/quote`, { method: 'POST', json: body }),
      onSuccess: done,
    }),
    reject: useMutation({
      mutationFn: (reason: string) =>
        api<OfflineRequestRow>(`/admin/offline-requests/${id}/reject`, { method: 'POST', json: { reason } }),
      onSuccess: done,
    }),
  };
}
