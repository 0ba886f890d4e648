import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CommissionFilters, CommissionRule } from '@tripsetu/domain/commissions.ts';
import { api } from '../../../lib/api.ts';
import { COMMISSIONS_KEY, queryOf } from './get-commissions.ts';

export function commissionRulesQuery(filters: CommissionFilters) {
  return queryOptions({
    queryKey: [...COMMISSIONS_KEY, 'admin', filters],
    queryFn: async ({ signal }) =>
      (await api<{ rules: CommissionRule[] }>('/admin/commission-rules', { query: queryOf(filters), signal })).rules,
  });
}

/** GET /admin/commission-rules?carrier=&sector=&product=: every live rule, for the back office. */
export const useCommissionRules = (filters: CommissionFilters) =>
  useQuery({ ...commissionRulesQuery(filters), placeholderData: keepPreviousData });
