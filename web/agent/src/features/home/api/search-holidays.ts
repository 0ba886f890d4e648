import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HolidayCard } from '@tripsetu/domain/agent-api.ts';
import { api } from '../../../lib/api.ts';
import type { HolidaySearch } from '../holiday-search.ts';

export function holidaySearchQuery(search: HolidaySearch) {
  return queryOptions({
    queryKey: ['holidays', 'search', search],
    queryFn: async ({ signal }) =>
      (await api<{ packages: HolidayCard[] }>('/holidays/search', { query: { ...search }, signal })).packages,
    // A refused search (field errors) answers the same on a second try.
    retry: false,
  });
}

const NO_SEARCH: HolidaySearch = { destination: '', jdate: '', numdays: '' };

/** GET /holidays/search: packages for a destination, date and length; idle until the first Search. */
export const useHolidaySearch = (search: HolidaySearch | null) =>
  useQuery({ ...holidaySearchQuery(search ?? NO_SEARCH), enabled: search !== null });
