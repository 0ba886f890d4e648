import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffMember } from '@tripsetu/domain/agent-api.ts';
import { api } from '../../../lib/api.ts';

export function staffQuery() {
  return queryOptions({
    queryKey: ['staff'],
    queryFn: async ({ signal }) => (await api<{ staff: StaffMember[] }>('/staff', { signal })).staff,
  });
}

/** GET /staff (owner): the agency's staff accounts. */
export const useStaff = () => useQuery(staffQuery());
