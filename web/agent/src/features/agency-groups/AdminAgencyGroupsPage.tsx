import { Container, Stack, Text, Title } from '@mantine/core';
import { AGENCY_GROUP_MSG } from '@tripsetu/domain/agency-groups.ts';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { EmptyCard, LoadFailed, Loading } from '../../components/ListParts.tsx';
import { t } from '../../i18n/i18n.ts';
import { failureMessage } from '../../lib/api.ts';
import { useAgencyGroups } from '../../lib/get-agency-groups.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { GROUPS_TEXT } from './agency-groups-text.ts';
import { AddGroupForm } from './components/AddGroupForm.tsx';
import { GroupCard } from './components/GroupCard.tsx';

/** Agency groups (issue 24, decision 038): the back office names groups and puts agencies in them. */
export function AdminAgencyGroupsPage() {
  usePageTitle(t('agencyGroups.menu'));
  const groups = useAgencyGroups();
  return (
    <Container size="lg" py="md">
      <Title order={1} size="h2">
        {t('agencyGroups.menu')}
      </Title>
      <Text c="dimmed" mt="xs" mb="md">
        {GROUPS_TEXT.intro}
      </Text>
      <Stack gap="md">
        <AddGroupForm />
        {groups.isPending ? (
          <Loading text={GROUPS_TEXT.loading} />
        ) : groups.isError ? (
          <LoadFailed
            message={failureMessage(groups.error, AGENT_MSG.loadDetailsFailed)}
            onRetry={() => void groups.refetch()}
            retrying={groups.isFetching}
          />
        ) : groups.data.length === 0 ? (
          <div role="status">
            <EmptyCard text={AGENCY_GROUP_MSG.none} />
          </div>
        ) : (
          <Stack gap="sm" component="section" aria-label={GROUPS_TEXT.listLabel}>
            {groups.data.map((group) => (
              <GroupCard key={group.id} group={group} />
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
