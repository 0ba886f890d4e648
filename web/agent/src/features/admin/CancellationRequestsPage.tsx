import { Anchor, Container, Stack, Table, Text, Title } from '@mantine/core';
import { CANCELLATION_REQUEST_MSG } from '@tripsetu/domain/booking-api.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { useIsPhone } from '@tripsetu/ui/theme';
import { Link } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { CardFact, CardList, EmptyCard, ListCard, LoadFailed, Loading } from '../../components/ListParts.tsx';
import { t } from '../../i18n/i18n.ts';
import { failureMessage } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useOpenCancellationRequests } from './api/get-cancellation-requests.ts';
import './admin-words.ts';

/** The back office's queue (issue 21): open cancellation requests, oldest first, each opening its booking to decide. */
export function CancellationRequestsPage() {
  usePageTitle(t('cancellationRequest.queueTitle'));
  const requests = useOpenCancellationRequests();
  const isPhone = useIsPhone();
  const list = requests.data ?? [];
  const bookingLink = (id: number, text: string) => (
    <Anchor component={Link} to={ROUTES.flightBooking(id)}>
      {text}
    </Anchor>
  );
  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {t('cancellationRequest.queueTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('cancellationRequest.queueIntro')}
          </Text>
        </div>
        {requests.isLoading && <Loading text={t('cancellationRequest.queueTitle')} />}
        {requests.isError && (
          <LoadFailed
            message={failureMessage(requests.error, t('cancellationRequest.failed'))}
            onRetry={() => void requests.refetch()}
            retrying={requests.isFetching}
          />
        )}
        {requests.isSuccess && list.length === 0 && <EmptyCard text={CANCELLATION_REQUEST_MSG.noRequests} />}
        {list.length > 0 && isPhone && (
          <CardList label={t('cancellationRequest.queueTitle')}>
            {list.map((request) => (
              <ListCard
                key={request.id}
                id={`request-${request.id}`}
                title={`${request.reference} · ${request.agencyName}`}
                amount={formatRupees(request.totalInvoicePaise)}
              >
                <CardFact label={t('cancellationRequest.col.booking')}>
                  {bookingLink(request.bookingId, request.transactionId)}
                </CardFact>
                <CardFact label={t('cancellationRequest.reason')}>{request.reasonLabel}</CardFact>
                <CardFact label={t('cancellationRequest.col.age')}>
                  {t('cancellationRequest.ageHours', { hours: request.ageHours })}
                </CardFact>
              </ListCard>
            ))}
          </CardList>
        )}
        {list.length > 0 && !isPhone && (
          <Table striped withTableBorder fz="sm" aria-label={t('cancellationRequest.queueTitle')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('cancellationRequest.col.reference')}</Table.Th>
                <Table.Th>{t('cancellationRequest.col.requested')}</Table.Th>
                <Table.Th>{t('cancellationRequest.col.age')}</Table.Th>
                <Table.Th>{t('cancellationRequest.col.agency')}</Table.Th>
                <Table.Th>{t('cancellationRequest.col.booking')}</Table.Th>
                <Table.Th>{t('cancellationRequest.reason')}</Table.Th>
                <Table.Th ta="right">{t('cancellationRequest.col.totalInvoice')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((request) => (
                <Table.Tr key={request.id}>
                  <Table.Td>{request.reference}</Table.Td>
                  <Table.Td>
                    {formatDateTime(request.requestedAt)}
                    <Text size="xs" c="dimmed">
                      {request.requestedBy}
                    </Text>
                  </Table.Td>
                  <Table.Td>{t('cancellationRequest.ageHours', { hours: request.ageHours })}</Table.Td>
                  <Table.Td>{request.agencyName}</Table.Td>
                  <Table.Td>{bookingLink(request.bookingId, request.transactionId)}</Table.Td>
                  <Table.Td>{request.reasonLabel}</Table.Td>
                  <Table.Td ta="right">{formatRupees(request.totalInvoicePaise)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Container>
  );
}
