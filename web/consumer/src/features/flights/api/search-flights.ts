import { queryOptions, useQuery } from '@tanstack/react-query';
import { FLIGHTS_OPID, type FlightSearchAnswer, type FlightSearchFields } from '@tripsetu/domain/gateway-flights.ts';
import { GatewayError, gatewayResult } from '../../../lib/gateway.ts';

/**
 * MF001 search. The site always asks for every flight and filters non-stops itself, so the
 * non-stop switch on the results page needs no new search (docs/decisions/012).
 */
export function searchFlightsQuery(fields: FlightSearchFields) {
  const asked = { ...fields, nonstop: 'N' as const };
  return queryOptions({
    queryKey: ['flight-search', asked],
    queryFn: async ({ signal }) => {
      const answer = await gatewayResult<FlightSearchAnswer>(FLIGHTS_OPID, 'search', { ...asked }, signal);
      return answer.Result ?? { onward: [], return: [], computedat: '' };
    },
    // A refused search (4xx) answers the same the second time.
    retry: (failures, error) =>
      !(error instanceof GatewayError && (error.status?.StatusCode ?? 500) < 500) && failures < 1,
    staleTime: 5 * 60 * 1000,
  });
}

export const useSearchFlights = (fields: FlightSearchFields, enabled: boolean) =>
  useQuery({ ...searchFlightsQuery(fields), enabled });
