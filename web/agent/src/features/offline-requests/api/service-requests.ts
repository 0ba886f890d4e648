import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ServiceAnswerBody, ServiceRequestRow } from '@tripsetu/domain/service-requests.ts';
import { api } from '../../../lib/api.ts';

const SERVICE_KEY = ['admin-service-requests'] as const;

/** GET /admin/service-requests: travellers' service requests waiting for an answer, oldest first. */
export const useWaitingServiceRequests = (enabled: boolean) =>
  useQuery({
    queryKey: SERVICE_KEY,
    queryFn: ({ signal }) =>
      api<{ requests: ServiceRequestRow[] }>('/admin/service-requests', { signal }).then((answer) => answer.requests),
    enabled,
  });

/** POST /admin/service-requests/:id/answer: priced or declined, e-mailed to the traveller. */
export function useAnswerServiceRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceAnswerBody) =>
      api<ServiceRequestRow>(`/admin/service-requests/${id}/answer`, { method: 'POST', json: body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: SERVICE_KEY }),
  });
}
