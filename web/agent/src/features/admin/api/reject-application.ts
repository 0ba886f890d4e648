import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationDetail } from '@tripsetu/domain/agent-api.ts';
import { api } from '../../../lib/api.ts';
import { applicationQuery } from './get-application.ts';
import { APPLICATIONS_KEY } from './get-applications.ts';

export const rejectApplication = (agencyId: string, reason: string) =>
  api<ApplicationDetail>(`/admin/applications/${encodeURIComponent(agencyId)}/reject`, {
    method: 'POST',
    json: { reason },
  });

/** POST …/reject: the owner is e-mailed the reason. */
export function useRejectApplication(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => rejectApplication(agencyId, reason),
    onSuccess: (detail) => {
      queryClient.setQueryData(applicationQuery(agencyId).queryKey, detail);
      void queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY });
    },
  });
}
