import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgencyGroup } from '@tripsetu/domain/agency-groups.ts';
import { api } from './api.ts';

/** The agency groups: the Agency groups page keeps them, the commission rule form offers them (decision 038). */
export const AGENCY_GROUPS_KEY = ['agency-groups'] as const;

export const agencyGroupsQuery = () =>
  queryOptions({
    queryKey: AGENCY_GROUPS_KEY,
    queryFn: async ({ signal }) => (await api<{ groups: AgencyGroup[] }>('/admin/agency-groups', { signal })).groups,
  });

/** GET /admin/agency-groups: every group and its agencies. */
export const useAgencyGroups = () => useQuery(agencyGroupsQuery());
