import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_AGENT_ID } from '@tripsetu/domain/constants.ts';
import { gatewayResult } from '../../../lib/gateway.ts';

export function destinationsQuery() {
  return queryOptions({
    queryKey: ['package-destinations'],
    queryFn: async ({ signal }) => {
      const answer = await gatewayResult<{ strval: string }[]>(
        'MP003',
        'getdestinations',
        { agentid: DEFAULT_AGENT_ID, domint: 'domestic' },
        signal,
      );
      return (answer.Result ?? []).map((d) => d.strval);
    },
    staleTime: 60 * 60 * 1000,
  });
}

export const useDestinations = () => useQuery(destinationsQuery());
