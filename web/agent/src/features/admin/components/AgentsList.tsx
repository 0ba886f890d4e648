import { Card, Group, NativeSelect, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { USER_STATUSES, type UserStatus } from '@tripsetu/domain/agency.ts';
import type { AgentRow } from '@tripsetu/domain/agent-api.ts';
import { SelectField } from '@tripsetu/ui/SelectField';
import type { ReactNode } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { ROLE_LABEL } from '../admin-rules.ts';
import { UserStatusBadge } from './StatusBadges.tsx';

const STATUSES = USER_STATUSES.map((status) => ({ value: status, label: status }));

export interface AgentsListProps {
  agents: AgentRow[];
  /** The signed-in administrator, whose own status cannot be changed here. */
  ownId: number | undefined;
  busyId: number | undefined;
  onStatus: (agent: AgentRow, status: UserStatus) => void;
}

/** The agents as a table on wider screens; the Status column's header and the row's user id name each select. */
export function AgentsTable({ agents, ownId, busyId, onStatus }: AgentsListProps) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('admin.agents.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('admin.agents.col.userId')}</Table.Th>
            <Table.Th scope="col">{t('admin.agents.col.agentCode')}</Table.Th>
            <Table.Th scope="col">{t('admin.agents.col.agencyName')}</Table.Th>
            <Table.Th scope="col">{t('admin.agents.col.name')}</Table.Th>
            <Table.Th scope="col">{t('admin.agents.col.role')}</Table.Th>
            <Table.Th scope="col">{t('admin.agents.col.phone')}</Table.Th>
            <Table.Th scope="col" id="agents-status-heading">
              {t('admin.agents.col.status')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {agents.map((agent) => (
            <Table.Tr key={agent.id}>
              <Table.Th scope="row" id={`agent-${agent.id}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
                {agent.userId}
              </Table.Th>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{agent.agentCode ?? '—'}</Table.Td>
              <Table.Td>{agent.agencyName || '—'}</Table.Td>
              <Table.Td>{agent.name}</Table.Td>
              <Table.Td>{ROLE_LABEL[agent.role]}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{agent.phone}</Table.Td>
              <Table.Td>
                <NativeSelect
                  aria-labelledby={`agents-status-heading agent-${agent.id}`}
                  data={STATUSES}
                  value={agent.status}
                  onChange={(event) => onStatus(agent, event.currentTarget.value as UserStatus)}
                  disabled={agent.id === ownId || agent.id === busyId}
                  size="xs"
                  w={130}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The agents as cards on phones. */
export function AgentsCards({ agents, ownId, busyId, onStatus }: AgentsListProps) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('admin.agents.tableLabel')}>
      {agents.map((agent) => (
        <li key={agent.id}>
          <Card withBorder radius="md" p="md" component="article" aria-labelledby={`agent-${agent.id}`}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" mb="xs">
              <Title order={2} size="h5" id={`agent-${agent.id}`} style={{ overflowWrap: 'anywhere' }}>
                {agent.userId}
              </Title>
              <UserStatusBadge status={agent.status} />
            </Group>
            <SimpleGrid component="dl" cols={1} spacing={4} m={0} mb="sm">
              <CardFact label={t('admin.agents.col.agentCode')}>{agent.agentCode ?? '—'}</CardFact>
              <CardFact label={t('admin.agents.col.agencyName')}>{agent.agencyName || '—'}</CardFact>
              <CardFact label={t('admin.agents.col.name')}>{agent.name}</CardFact>
              <CardFact label={t('admin.agents.col.role')}>{ROLE_LABEL[agent.role]}</CardFact>
              <CardFact label={t('admin.agents.col.phone')}>{agent.phone}</CardFact>
            </SimpleGrid>
            <SelectField
              label={t('admin.agents.col.status')}
              data={STATUSES}
              value={agent.status}
              onChange={(status) => onStatus(agent, status as UserStatus)}
              disabled={agent.id === ownId || agent.id === busyId}
            />
          </Card>
        </li>
      ))}
    </Stack>
  );
}

function CardFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text component="dt" size="sm" c="dimmed" w={100} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}
