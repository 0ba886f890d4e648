import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentRow } from '@tripsetu/domain/agent-api.ts';
import { api } from '../../../lib/api.ts';

export const AGENTS_KEY = ['admin', 'agents'] as const;

export function agentsQuery(search: string) {
  return queryOptions({
    queryKey: [...AGENTS_KEY, search],
    queryFn: async ({ signal }) =>
      (await api<{ agents: AgentRow[] }>('/admin/agents', { query: { q: search }, signal })).agents,
  });
}

/** GET /admin/agents?q=: users found by user id, agent code, agency name, name or phone. */
export const useAgents = (search: string) => useQuery({ ...agentsQuery(search), placeholderData: keepPreviousData });
