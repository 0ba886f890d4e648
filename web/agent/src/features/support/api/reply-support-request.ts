import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupportRequestDetail } from '@tripsetu/domain/agent-api.ts';
import { api } from '../../../lib/api.ts';
import { supportRequestQuery } from './get-support-request.ts';
import { SUPPORT_REQUESTS_KEY } from './get-support-requests.ts';

export const replyToSupportRequest = (id: string, message: string) =>
  api<SupportRequestDetail>(`/support/requests/${encodeURIComponent(id)}/replies`, {
    method: 'POST',
    json: { message },
  });

/** POST /support/requests/:id/replies: an administrator's reply marks the request ANSWERED. */
export function useReplyToSupportRequest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => replyToSupportRequest(id, message),
    onSuccess: (request) => {
      queryClient.setQueryData(supportRequestQuery(id).queryKey, request);
      void queryClient.invalidateQueries({ queryKey: SUPPORT_REQUESTS_KEY });
    },
  });
}
