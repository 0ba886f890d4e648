import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OfflineRequestBody, OfflineRequestRow } from '@tripsetu/domain/offline-requests.ts';
import { api } from '../../../lib/api.ts';
import { OFFLINE_KEY } from './get-offline-requests.ts';

/** POST /offline-requests: the agency's request, sent to the back office. */
export function useSubmitOfflineRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfflineRequestBody) =>
      api<OfflineRequestRow>('/offline-requests', { method: 'POST', json: body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: OFFLINE_KEY }),
  });
}
