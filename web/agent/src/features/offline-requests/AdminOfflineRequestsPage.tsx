import { Anchor, Container, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { OFFLINE_MSG, type OfflineRequestRow } from '@tripsetu/domain/offline-requests.ts';
import { SERVICE_REQUEST_MSG } from '@tripsetu/domain/service-requests.ts';
import { useIsPhone } from '@tripsetu/ui/theme';
import { Link, useSearchParams } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { CardFact, CardList, EmptyCard, ListCard, LoadFailed, Loading } from '../../components/ListParts.tsx';
import { t } from '../../i18n/i18n.ts';
import { failureMessage } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useWaitingOfflineRequests } from './api/get-waiting-requests.ts';
import { useWaitingServiceRequests } from './api/service-requests.ts';
import { paxText, tripText } from './components/request-text.ts';
import { ServiceRequestCard } from './components/ServiceRequestCard.tsx';

const TABS = { agencies: 'agencies', travellers: 'travellers' } as const;

/**
 * The back office's queue (issue 21, decision 028): agencies' offline requests and travellers' special-service
 * requests waiting for an answer, each oldest first with how long it has waited.
 */
export function AdminOfflineRequestsPage() {
  usePageTitle(t('offline.queueTitle'));
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === TABS.travellers ? TABS.travellers : TABS.agencies;
  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {t('offline.queueTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('offline.queueIntro')}
          </Text>
        </div>
        <Tabs value={tab} onChange={(value) => setParams(value === TABS.travellers ? { tab: value } : {})}>
          <Tabs.List>
            <Tabs.Tab value={TABS.agencies}>{t('offline.tabAgencies')}</Tabs.Tab>
            <Tabs.Tab value={TABS.travellers}>{t('offline.tabTravellers')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value={TABS.agencies} pt="md">
            {tab === TABS.agencies && <AgencyQueue />}
          </Tabs.Panel>
          <Tabs.Panel value={TABS.travellers} pt="md">
            {tab === TABS.travellers && <TravellerQueue />}
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}

const requestLink = (request: OfflineRequestRow) => (
  <Anchor component={Link} to={ROUTES.offlineRequest(request.id)} fw={600}>
    {request.reference}
  </Anchor>
);

function AgencyQueue() {
  const requests = useWaitingOfflineRequests();
  const isPhone = useIsPhone();
  const list = requests.data ?? [];
  if (requests.isPending) return <Loading text={t('offline.loading')} />;
  if (requests.isError) {
    return (
      <LoadFailed
        message={failureMessage(requests.error, t('offline.failed'))}
        onRetry={() => void requests.refetch()}
        retrying={requests.isFetching}
      />
    );
  }
  if (list.length === 0) return <EmptyCard text={OFFLINE_MSG.queueEmpty} />;
  if (isPhone) {
    return (
      <CardList label={t('offline.tabAgencies')}>
        {list.map((request) => (
          <ListCard
            key={request.id}
            id={`queue-${request.id}`}
            title={requestLink(request)}
            amount={t('offline.ageHours', { hours: request.ageHours })}
          >
            <CardFact label={t('offline.col.agency')}>{request.agencyName}</CardFact>
            <CardFact label={t('offline.col.trip')}>{tripText(request)}</CardFact>
            <CardFact label={t('offline.col.travellers')}>{paxText(request)}</CardFact>
            <CardFact label={t('offline.col.type')}>{request.requestTypeLabel}</CardFact>
          </ListCard>
        ))}
      </CardList>
    );
  }
  return (
    <Table striped withTableBorder fz="sm" aria-label={t('offline.tabAgencies')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('offline.col.reference')}</Table.Th>
          <Table.Th>{t('offline.col.requested')}</Table.Th>
          <Table.Th>{t('offline.col.age')}</Table.Th>
          <Table.Th>{t('offline.col.agency')}</Table.Th>
          <Table.Th>{t('offline.col.trip')}</Table.Th>
          <Table.Th>{t('offline.col.travellers')}</Table.Th>
          <Table.Th>{t('offline.col.type')}</Table.Th>
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
            <Table.Td>{t('offline.ageHours', { hours: request.ageHours })}</Table.Td>
            <Table.Td>{request.agencyName}</Table.Td>
            <Table.Td>{tripText(request)}</Table.Td>
            <Table.Td>{paxText(request)}</Table.Td>
            <Table.Td>{request.requestTypeLabel}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function TravellerQueue() {
  const requests = useWaitingServiceRequests(true);
  if (requests.isPending) return <Loading text={t('offline.loading')} />;
  if (requests.isError) {
    return (
      <LoadFailed
        message={failureMessage(requests.error, t('offline.failed'))}
        onRetry={() => void requests.refetch()}
        retrying={requests.isFetching}
      />
    );
  }
  if (requests.data.length === 0) return <EmptyCard text={SERVICE_REQUEST_MSG.queueEmpty} />;
  return (
    <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('offline.tabTravellers')}>
      {requests.data.map((request) => (
        <ServiceRequestCard key={request.id} request={request} />
      ))}
    </Stack>
  );
}
