import { Alert, Anchor, Container, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { CABIN_LABELS } from '@tripsetu/domain/flight-types.ts';
import { OFFLINE_MSG, type OfflineRequestRow, PREFERRED_TIME_LABELS } from '@tripsetu/domain/offline-requests.ts';
import { Link, useLocation, useParams } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { useSession } from '../../app/session-context.ts';
import { DetailSection, Facts } from '../../components/DetailSection.tsx';
import { LoadFailed, Loading } from '../../components/ListParts.tsx';
import { t } from '../../i18n/i18n.ts';
import { failureMessage } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useOfflineRequest } from './api/get-offline-request.ts';
import { AcceptQuoteForm } from './components/AcceptQuoteForm.tsx';
import { QuoteForm, RejectForm } from './components/AnswerForms.tsx';
import { OfflineStatusBadge } from './components/OfflineStatusBadge.tsx';
import { QuoteCard } from './components/QuoteCard.tsx';
import { paxText, tripText } from './components/request-text.ts';
import './offline-requests.css';

/**
 * One offline request (decision 028): what was asked and the answer. The agency accepts a valid quote here
 * with its travellers; the back office answers a waiting request here with a quote or a rejection.
 */
export function OfflineRequestPage() {
  const { id = '' } = useParams();
  const request = useOfflineRequest(id);
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  usePageTitle(
    request.data ? t('offline.requestTitle', { reference: request.data.reference }) : t('offline.listTitle'),
  );
  const { can } = useSession();
  const backOffice = can('bookings.admin');
  const back = backOffice ? ROUTES.adminOfflineRequests : ROUTES.offlineRequests;

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={back} size="sm">
          <span aria-hidden="true" className="flip-in-rtl">
            ←
          </span>{' '}
          {t('offline.backToList')}
        </Anchor>
        {request.isPending && <Loading text={t('offline.loading')} />}
        {request.isError && (
          <LoadFailed
            message={failureMessage(request.error, t('offline.failed'))}
            onRetry={() => void request.refetch()}
            retrying={request.isFetching}
          />
        )}
        {request.data && (
          <RequestView request={request.data} notice={notice} backOffice={backOffice} canBook={can('flights.book')} />
        )}
      </Stack>
    </Container>
  );
}

function RequestView({
  request,
  notice,
  backOffice,
  canBook,
}: {
  request: OfflineRequestRow;
  notice: string | undefined;
  backOffice: boolean;
  canBook: boolean;
}) {
  const preferences = [
    request.preferredAirline || t('offline.anyAirline'),
    PREFERRED_TIME_LABELS[request.preferredTime],
  ].join(' · ');
  return (
    <>
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {t('offline.requestTitle', { reference: request.reference })}
        </Title>
        <OfflineStatusBadge status={request.status} />
      </Group>
      {notice && request.status === 'SUBMITTED' && (
        <Alert color="green" role="status">
          {notice}
        </Alert>
      )}
      <DetailSection id="offline-facts" title={t('offline.facts')}>
        <Facts
          facts={[
            { label: t('offline.requestType'), value: request.requestTypeLabel },
            { label: t('offline.col.trip'), value: tripText(request) },
            { label: t('offline.cabin'), value: CABIN_LABELS[request.cabin] },
            { label: t('offline.col.travellers'), value: paxText(request) },
            { label: t('offline.preferences'), value: preferences },
            {
              label: t('offline.requestedBy'),
              value: `${request.requestedBy} · ${formatDateTime(request.requestedAt)}`,
              hint: backOffice ? request.agencyName : undefined,
            },
            { label: t('offline.remarks'), value: request.remarks },
          ]}
        />
      </DetailSection>
      <DetailSection id="offline-answer" title={t('offline.answer')}>
        <Answer request={request} backOffice={backOffice} canBook={canBook} />
      </DetailSection>
    </>
  );
}

function Answer({
  request,
  backOffice,
  canBook,
}: {
  request: OfflineRequestRow;
  backOffice: boolean;
  canBook: boolean;
}) {
  if (request.status === 'SUBMITTED') {
    if (!backOffice) return <Text size="sm">{t('offline.waiting')}</Text>;
    return (
      <Stack gap="lg">
        <QuoteForm request={request} />
        <Divider />
        <RejectForm request={request} />
      </Stack>
    );
  }
  if (request.status === 'REJECTED') {
    return (
      <Alert color="red" title={t('offline.rejectedTitle')}>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {request.rejectionReason}
        </Text>
      </Alert>
    );
  }
  if (!request.quote) return null;
  return (
    <Stack gap="lg">
      <QuoteCard quote={request.quote} />
      {request.status === 'EXPIRED' && (
        <Alert color="gray" role="status">
          {OFFLINE_MSG.expired}
        </Alert>
      )}
      {request.booking && (
        <Anchor component={Link} to={ROUTES.flightBooking(request.booking.id)} fw={600}>
          {t('offline.openBooking', { transactionId: request.booking.transactionId })}
        </Anchor>
      )}
      {request.status === 'QUOTED' && canBook && (
        <section aria-labelledby="offline-accept-heading">
          <Title order={3} size="h4" id="offline-accept-heading" mb="xs">
            {t('offline.acceptTitle')}
          </Title>
          <AcceptQuoteForm requestId={request.id} quote={request.quote} />
        </section>
      )}
    </Stack>
  );
}
