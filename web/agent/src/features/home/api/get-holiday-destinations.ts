import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export function holidayDestinationsQuery() {
  return queryOptions({
    queryKey: ['holidays', 'destinations'],
    queryFn: async ({ signal }) =>
      (await api<{ destinations: string[] }>('/holidays/destinations', { signal })).destinations,
    staleTime: 60 * 60 * 1000,
  });
}

/** GET /holidays/destinations: where the Vacation tab can search. */
export const useHolidayDestinations = () => useQuery(holidayDestinationsQuery());
