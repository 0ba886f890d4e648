import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RaiseSupportBody, SupportRequestDetail } from '@tripsetu/domain/agent-api.ts';
import { api } from '../../../lib/api.ts';
import { supportRequestQuery } from './get-support-request.ts';
import { SUPPORT_REQUESTS_KEY } from './get-support-requests.ts';

export const raiseSupportRequest = (body: RaiseSupportBody) =>
  api<SupportRequestDetail>('/support/requests', { method: 'POST', json: body });

/** POST /support/requests (owner, staff): answers with the new request, which its page shows at once. */
export function useRaiseSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: raiseSupportRequest,
    onSuccess: (request) => {
      queryClient.setQueryData(supportRequestQuery(String(request.id)).queryKey, request);
      void queryClient.invalidateQueries({ queryKey: SUPPORT_REQUESTS_KEY });
    },
  });
}
