import { Alert, Button, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { SupportRequestRow } from '@tripsetu/domain/agent-api.ts';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { supportQueueOrder } from '@tripsetu/domain/support-queue.ts';
import { useIsPhone } from '@tripsetu/ui/theme';
import { useSession } from '../../app/session-context.ts';
import { t } from '../../i18n/i18n.ts';
import { failureMessage } from '../../lib/api.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useSupportRequests } from './api/get-support-requests.ts';
import { RaiseRequestForm } from './components/RaiseRequestForm.tsx';
import { SupportRequestCards, SupportRequestsTable } from './components/SupportRequestsTable.tsx';
import { newestFirst } from './support-form.ts';
import './support-words.ts';

/**
 * Support Request (§2): agencies raise requests and follow them; administrators answer every agency's and
 * every traveller's (decision 027) from one queue, open ones first, oldest first, with how long each waits.
 */
export function SupportListPage() {
  usePageTitle(t('support.title'));
  const { can } = useSession();
  const requests = useSupportRequests();
  const isPhone = useIsPhone();
  const raises = can('support.use');
  const answers = can('support.answer');
  const ordered = (rows: SupportRequestRow[]) => (answers ? supportQueueOrder(rows) : newestFirst(rows));
  return (
    <Container size="lg" py="md">
      <Title order={1} size="h2">
        {t('support.title')}
      </Title>
      <Text c="dimmed" mb="md">
        {answers ? t('support.intro.admin') : t('support.intro.agency')}
      </Text>
      <Stack gap="md">
        {raises && (
          <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="raise-heading">
            <Title order={2} size="h4" id="raise-heading" mb="sm">
              {t('support.raise.title')}
            </Title>
            <RaiseRequestForm />
          </Card>
        )}
        <section aria-labelledby="requests-heading">
          <Title order={2} size="h4" id="requests-heading" mb="sm">
            {answers ? t('support.list.allTitle') : t('support.list.title')}
          </Title>
          {requests.isPending && (
            <Group justify="center" py="xl" role="status">
              <Loader size="md" />
              <Text>{t('support.list.loading')}</Text>
            </Group>
          )}
          {requests.isError && (
            <Alert color="red" role="alert">
              <Stack gap="sm" align="flex-start">
                <Text size="sm">{failureMessage(requests.error, AGENT_MSG.loadDetailsFailed)}</Text>
                <Button size="xs" variant="default" onClick={() => void requests.refetch()}>
                  {t('support.retry')}
                </Button>
              </Stack>
            </Alert>
          )}
          {requests.data &&
            (requests.data.length === 0 ? (
              <Card withBorder radius="md" p="xl" ta="center">
                <Text fw={600}>{t('support.list.none')}</Text>
              </Card>
            ) : isPhone ? (
              <SupportRequestCards requests={ordered(requests.data)} showAgency={answers} />
            ) : (
              <Card withBorder radius="md" p={0}>
                <SupportRequestsTable requests={ordered(requests.data)} showAgency={answers} />
              </Card>
            ))}
        </section>
      </Stack>
    </Container>
  );
}
