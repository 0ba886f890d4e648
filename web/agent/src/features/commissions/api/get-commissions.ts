import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CommissionFilters, CommissionRule } from '@tripsetu/domain/commissions.ts';
import { api } from '../../../lib/api.ts';

/** Every commission list, the agency's and the back office's: a change to the rules marks them all out of date. */
export const COMMISSIONS_KEY = ['commissions'] as const;

/** No filter, no query string (not a bare '?'). */
export const queryOf = (filters: CommissionFilters) => (Object.keys(filters).length > 0 ? filters : undefined);

export function commissionsQuery(filters: CommissionFilters) {
  return queryOptions({
    queryKey: [...COMMISSIONS_KEY, 'agency', filters],
    queryFn: async ({ signal }) =>
      (await api<{ rules: CommissionRule[] }>('/commissions', { query: queryOf(filters), signal })).rules,
  });
}

/** GET /commissions?carrier=&sector=&product=: View Commissions, the rules for every agency and for this one. */
export const useCommissions = (filters: CommissionFilters) =>
  useQuery({ ...commissionsQuery(filters), placeholderData: keepPreviousData });
