import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationDetail } from '@tripsetu/domain/agent-api.ts';
import { api } from '../../../lib/api.ts';
import { applicationQuery } from './get-application.ts';
import { APPLICATIONS_KEY } from './get-applications.ts';

export const approveApplication = (agencyId: string) =>
  api<ApplicationDetail>(`/admin/applications/${encodeURIComponent(agencyId)}/approve`, { method: 'POST' });

/** POST …/approve: issues the agency code and e-mails the owner a link to set a password. */
export function useApproveApplication(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => approveApplication(agencyId),
    onSuccess: (detail) => {
      queryClient.setQueryData(applicationQuery(agencyId).queryKey, detail);
      void queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY });
    },
  });
}
