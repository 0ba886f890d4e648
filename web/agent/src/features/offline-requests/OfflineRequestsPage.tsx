import { Anchor, Button, Container, Group, Stack, Table, Text, Title } from '@mantine/core';
import { OFFLINE_MSG, type OfflineRequestRow } from '@tripsetu/domain/offline-requests.ts';
import { useIsPhone } from '@tripsetu/ui/theme';
import { Link } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { CardFact, CardList, EmptyCard, ListCard, LoadFailed, Loading } from '../../components/ListParts.tsx';
import { t } from '../../i18n/i18n.ts';
import { failureMessage } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useOfflineRequests } from './api/get-offline-requests.ts';
import { OfflineStatusBadge } from './components/OfflineStatusBadge.tsx';
import { paxText, tripText } from './components/request-text.ts';

const requestLink = (request: OfflineRequestRow) => (
  <Anchor component={Link} to={ROUTES.offlineRequest(request.id)} fw={600}>
    {request.reference}
  </Anchor>
);

/** The agency's offline requests (decision 028), newest first, with their status and age; a new one from here. */
export function OfflineRequestsPage() {
  usePageTitle(t('offline.listTitle'));
  const requests = useOfflineRequests();
  const isPhone = useIsPhone();
  const list = requests.data ?? [];
  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1} size="h2">
              {t('offline.listTitle')}
            </Title>
            <Text size="sm" c="dimmed" maw={720}>
              {t('offline.listIntro')}
            </Text>
          </div>
          <Button component={Link} to={ROUTES.offlineRequestNew}>
            {t('offline.new')}
          </Button>
        </Group>
        {requests.isPending && <Loading text={t('offline.loading')} />}
        {requests.isError && (
          <LoadFailed
            message={failureMessage(requests.error, t('offline.failed'))}
            onRetry={() => void requests.refetch()}
            retrying={requests.isFetching}
          />
        )}
        {requests.isSuccess && list.length === 0 && <EmptyCard text={OFFLINE_MSG.noRequests} />}
        {list.length > 0 && isPhone && (
          <CardList label={t('offline.listTitle')}>
            {list.map((request) => (
              <ListCard
                key={request.id}
                id={`offline-${request.id}`}
                title={requestLink(request)}
                amount={<OfflineStatusBadge status={request.status} />}
              >
                <CardFact label={t('offline.col.trip')}>{tripText(request)}</CardFact>
                <CardFact label={t('offline.col.travellers')}>{paxText(request)}</CardFact>
                <CardFact label={t('offline.col.type')}>{request.requestTypeLabel}</CardFact>
                <CardFact label={t('offline.col.age')}>{t('offline.ageHours', { hours: request.ageHours })}</CardFact>
              </ListCard>
            ))}
          </CardList>
        )}
        {list.length > 0 && !isPhone && (
          <Table striped withTableBorder fz="sm" aria-label={t('offline.listTitle')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('offline.col.reference')}</Table.Th>
                <Table.Th>{t('offline.col.requested')}</Table.Th>
                <Table.Th>{t('offline.col.trip')}</Table.Th>
                <Table.Th>{t('offline.col.travellers')}</Table.Th>
                <Table.Th>{t('offline.col.type')}</Table.Th>
                <Table.Th>{t('offline.col.status')}</Table.Th>
                <Table.Th>{t('offline.col.age')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((request) => (
                <Table.Tr key={request.id}>
                  <Table.Td>{requestLink(request)}</Table.Td>
                  <Table.Td>
                    {formatDateTime(request.requestedAt)}
                    <Text size="xs" c="dimmed">
                      {request.requestedBy}
                    </Text>
                  </Table.Td>
                  <Table.Td>{tripText(request)}</Table.Td>
                  <Table.Td>{paxText(request)}</Table.Td>
                  <Table.Td>{request.requestTypeLabel}</Table.Td>
                  <Table.Td>
                    <OfflineStatusBadge status={request.status} />
                  </Table.Td>
                  <Table.Td>{t('offline.ageHours', { hours: request.ageHours })}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Container>
  );
}
