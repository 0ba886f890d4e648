import { queryOptions, useQuery } from '@tanstack/react-query';
import { FLIGHTS_OPID, type GatewayAirport } from '@tripsetu/domain/gateway-flights.ts';
import { gatewayResult } from '../../../lib/gateway.ts';

export function airportsQuery() {
  return queryOptions({
    queryKey: ['flight-airports'],
    queryFn: async ({ signal }) => {
      const answer = await gatewayResult<GatewayAirport[]>(FLIGHTS_OPID, 'getairports', {}, signal);
      return answer.Result ?? [];
    },
    staleTime: 60 * 60 * 1000,
  });
}

export const useAirports = () => useQuery(airportsQuery());
