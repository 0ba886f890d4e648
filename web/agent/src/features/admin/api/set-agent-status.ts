import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserStatus } from '@tripsetu/domain/agency.ts';
import type { AgentRow } from '@tripsetu/domain/agent-api.ts';
import { api } from '../../../lib/api.ts';
import { AGENTS_KEY } from './search-agents.ts';

export const setAgentStatus = ({ id, status }: { id: number; status: UserStatus }) =>
  api<AgentRow>(`/admin/agents/${id}/status`, { method: 'PATCH', json: { status } });

/** PATCH /admin/agents/:id/status: the answered row replaces the old one in every cached search. */
export function useSetAgentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAgentStatus,
    onSuccess: (row) =>
      queryClient.setQueriesData<AgentRow[]>({ queryKey: AGENTS_KEY }, (agents) =>
        agents?.map((agent) => (agent.id === row.id ? row : agent)),
      ),
  });
}
