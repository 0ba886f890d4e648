import { Alert, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { UserStatus } from '@tripsetu/domain/agency.ts';
import type { AgentRow } from '@tripsetu/domain/agent-api.ts';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { type AlertVariant, AutoHideAlert } from '@tripsetu/ui/AutoHideAlert';
import { useConfirm } from '@tripsetu/ui/ConfirmDialog';
import { TextField } from '@tripsetu/ui/TextField';
import { useIsPhone } from '@tripsetu/ui/theme';
import { useState } from 'react';
import { useSession } from '../../app/session-context.ts';
import { t } from '../../i18n/i18n.ts';
import { failureMessage } from '../../lib/api.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { statusChangeNeedsConfirmation } from './admin-rules.ts';
import { useAgents } from './api/search-agents.ts';
import { useSetAgentStatus } from './api/set-agent-status.ts';
import { AgentsCards, AgentsTable } from './components/AgentsList.tsx';
import './admin-words.ts';

export const AGENT_SEARCH_DEBOUNCE_MS = 300;

/** Agents: every portal user found by user id, agent code, agency, name or phone; the administrator sets their status. */
export function AgentsPage() {
  usePageTitle(t('admin.agents.title'));
  const { session } = useSession();
  const isPhone = useIsPhone();
  const confirm = useConfirm();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), AGENT_SEARCH_DEBOUNCE_MS);
  const agents = useAgents(debouncedSearch);
  const setStatus = useSetAgentStatus();
  const [banner, setBanner] = useState<{ id: number; variant: AlertVariant; message: string } | null>(null);

  const changeStatus = async (agent: AgentRow, status: UserStatus) => {
    if (status === agent.status) return;
    if (statusChangeNeedsConfirmation(agent.status, status)) {
      const yes = await confirm({
        title: t('admin.agents.confirm.title'),
        message: t('admin.agents.confirm.message', { userId: agent.userId, status }),
        yesLabel: t('admin.agents.confirm.yes', { status }),
        noLabel: t('admin.cancel'),
      });
      if (!yes) return;
    }
    try {
      const saved = await setStatus.mutateAsync({ id: agent.id, status });
      setBanner({
        id: Date.now(),
        variant: 'success',
        message: t('admin.agents.changed', { userId: saved.userId, status: saved.status }),
      });
    } catch (error) {
      setBanner({ id: Date.now(), variant: 'error', message: failureMessage(error, AGENT_MSG.submitFailed) });
    }
  };

  const listProps = {
    agents: agents.data ?? [],
    ownId: session?.user.id,
    busyId: setStatus.isPending ? setStatus.variables?.id : undefined,
    onStatus: (agent: AgentRow, status: UserStatus) => void changeStatus(agent, status),
  };

  return (
    <Container size="lg" py="md">
      <Title order={1} size="h2" mb="md">
        {t('admin.agents.title')}
      </Title>
      <Stack gap="md">
        <TextField
          label={t('admin.agents.search')}
          description={t('admin.agents.searchHint')}
          type="search"
          value={search}
          onChange={setSearch}
          maw={{ base: '100%', sm: 480 }}
          rightSection={agents.isFetching && !agents.isPending ? <Loader size="xs" aria-hidden /> : null}
        />
        {banner && (
          <AutoHideAlert
            key={banner.id}
            variant={banner.variant}
            message={banner.message}
            onClose={() => setBanner(null)}
          />
        )}
        {agents.isPending && (
          <Group justify="center" py="xl" role="status">
            <Loader size="md" />
            <Text>{t('admin.agents.loading')}</Text>
          </Group>
        )}
        {agents.isError && (
          <Alert color="red" role="alert">
            {failureMessage(agents.error, AGENT_MSG.loadDetailsFailed)}
          </Alert>
        )}
        {agents.data &&
          (agents.data.length === 0 ? (
            <Card withBorder radius="md" p="xl" ta="center">
              <Text fw={600}>{AGENT_MSG.noProfiles}</Text>
            </Card>
          ) : (
            <>
              <Text size="sm" c="dimmed" aria-live="polite">
                {t(agents.data.length === 1 ? 'admin.agents.countOne' : 'admin.agents.count', {
                  count: agents.data.length,
                })}
              </Text>
              {isPhone ? (
                <AgentsCards {...listProps} />
              ) : (
                <Card withBorder radius="md" p={0}>
                  <AgentsTable {...listProps} />
                </Card>
              )}
            </>
          ))}
      </Stack>
    </Container>
  );
}
