import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgencyGroup, AgencyGroupBody } from '@tripsetu/domain/agency-groups.ts';
import { api } from '../../../lib/api.ts';
import { AGENCY_GROUPS_KEY } from '../../../lib/get-agency-groups.ts';

// Every change reads the groups again; the rules' names of groups come with the rules.

/** POST /admin/agency-groups. */
export function useAddAgencyGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AgencyGroupBody) => api<AgencyGroup>('/admin/agency-groups', { method: 'POST', json: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AGENCY_GROUPS_KEY }),
  });
}

/** POST /admin/agency-groups/:id/agencies: puts an agency in the group (out of any other). */
export function useAddGroupAgency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, agencyId }: { groupId: number; agencyId: number }) =>
      api<AgencyGroup>(`/admin/agency-groups/${groupId}/agencies`, { method: 'POST', json: { agencyId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AGENCY_GROUPS_KEY }),
  });
}

/** DELETE /admin/agency-groups/:id/agencies/:agencyId. */
export function useRemoveGroupAgency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, agencyId }: { groupId: number; agencyId: number }) =>
      api<AgencyGroup>(`/admin/agency-groups/${groupId}/agencies/${agencyId}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AGENCY_GROUPS_KEY }),
  });
}
