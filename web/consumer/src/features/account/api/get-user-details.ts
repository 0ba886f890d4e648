import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsumerProfile } from '@tripsetu/domain/gateway-contract.ts';
import { SIGNED_IN_QUERY_KEY } from '../../../app/session-context.tsx';
import { gatewayResult } from '../../../lib/gateway.ts';

export function userDetailsQuery(agentid: string) {
  return queryOptions({
    queryKey: [SIGNED_IN_QUERY_KEY, 'user-details', agentid],
    queryFn: async ({ signal }) => {
      const answer = await gatewayResult<ConsumerProfile>('MU030', 'GETUSERDETAILSV4', { agentid }, signal);
      if (!answer.Result) throw new Error('We could not load your profile.');
      return answer.Result;
    },
    retry: false,
  });
}

/** MU030 GETUSERDETAILSV4 (§7): the signed-in user's profile, by agent id. */
export const useUserDetails = (agentid: string) => useQuery(userDetailsQuery(agentid));
