import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgencyProfile } from '@tripsetu/domain/agent-api.ts';
import { api } from '../../../lib/api.ts';

export function profileQuery() {
  return queryOptions({
    queryKey: ['profile'],
    queryFn: ({ signal }) => api<AgencyProfile>('/profile', { signal }),
  });
}

/** GET /profile: the agency and the signed-in user, with the agency's documents. */
export const useProfile = () => useQuery(profileQuery());
