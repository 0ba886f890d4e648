import { Alert, Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { CancellationRequestRow } from '@tripsetu/domain/booking-api.ts';
import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { STATUS_COLORS, useIsPhone } from '@tripsetu/ui/theme';
import { useState } from 'react';
import { useSession } from '../../../app/session-context.ts';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { CardFact, CardList, ListCard } from '../../../components/ListParts.tsx';
import { t } from '../../../i18n/i18n.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useBookingRequests } from '../api/cancellation-requests.ts';
import { DecideRequest } from './DecideRequest.tsx';
import { RequestCancellationModal } from './RequestCancellationModal.tsx';

const STATUS_COLOR = {
  REQUESTED: STATUS_COLORS.waiting,
  APPROVED: STATUS_COLORS.done,
  REJECTED: STATUS_COLORS.refused,
};

/** Who and what a request asks to cancel, in the booking's words. */
const chosen = (booking: FlightBooking, request: CancellationRequestRow) => {
  const names = request.selection.travellers
    .map((index) => booking.travellers[index])
    .map((traveller) => (traveller ? `${traveller.firstName} ${traveller.lastName}` : ''))
    .join(', ');
  const legs = request.selection.legs.map((index) => {
    const leg = booking.legs[index];
    return leg ? `${leg.from} → ${leg.to}` : '';
  });
  return `${names} · ${legs.join(', ')}`;
};

/** A confirmed, paid agency booking may be the subject of a request (the server checks again). */
const askable = (booking: FlightBooking) =>
  booking.status === 'CONFIRMED' && booking.channel === 'AGENT' && booking.paymentStatus === 'PAID';

/**
 * The booking's cancellation requests (agent-portal.md §3's fields) and the way to raise one; for the back
 * office, each open request with its decision.
 */
export function CancellationRequestsSection({ booking }: { booking: FlightBooking }) {
  const { can } = useSession();
  const isPhone = useIsPhone();
  const requests = useBookingRequests(booking.id);
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const list = requests.data ?? [];
  const open = list.some((request) => request.status === 'REQUESTED');
  if (list.length === 0 && !askable(booking)) return null;
  return (
    <DetailSection id="cancellation-requests" title={t('cancellationRequest.section')}>
      <Stack gap="sm">
        {notice && (
          <Alert color="green" role="status" withCloseButton onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
        {list.length === 0 && <Text size="sm">{t('cancellationRequest.none')}</Text>}
        {list.length > 0 && isPhone && (
          <CardList label={t('cancellationRequest.section')}>
            {list.map((request) => (
              <ListCard
                key={request.id}
                id={`request-card-${request.id}`}
                title={`${request.reference} · ${t(`cancellationRequest.status.${request.status}`)}`}
                amount={request.refundPaise === null ? '' : formatRupees(request.refundPaise)}
              >
                <CardFact label={t('cancellationRequest.col.requested')}>
                  {formatDateTime(request.requestedAt)}, {request.requestedBy}
                </CardFact>
                <CardFact label={t('cancellationRequest.reason')}>
                  {request.reasonLabel}
                  {request.documentUrl && (
                    <Anchor href={request.documentUrl} display="block" size="sm" target="_blank" rel="noopener">
                      {t('cancellationRequest.certificate')}
                    </Anchor>
                  )}
                </CardFact>
                <CardFact label={t('cancellationRequest.col.what')}>{chosen(booking, request)}</CardFact>
                <CardFact label={t('cancellationRequest.col.remarks')}>{request.requestRemarks}</CardFact>
                {request.adminRemarks && (
                  <CardFact label={t('cancellationRequest.adminRemarks')}>{request.adminRemarks}</CardFact>
                )}
                {request.creditNoteNo && (
                  <CardFact label={t('cancellation.creditNote')}>{request.creditNoteNo}</CardFact>
                )}
              </ListCard>
            ))}
          </CardList>
        )}
        {list.length > 0 && !isPhone && (
          <Table.ScrollContainer minWidth={720}>
            <Table striped fz="sm" aria-label={t('cancellationRequest.section')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('cancellationRequest.col.reference')}</Table.Th>
                  <Table.Th>{t('cancellationRequest.col.requested')}</Table.Th>
                  <Table.Th>{t('cancellationRequest.reason')}</Table.Th>
                  <Table.Th>{t('cancellationRequest.col.what')}</Table.Th>
                  <Table.Th>{t('cancellationRequest.col.remarks')}</Table.Th>
                  <Table.Th>{t('cancellationRequest.col.status')}</Table.Th>
                  <Table.Th ta="right">{t('cancellationRequest.col.totalInvoice')}</Table.Th>
                  <Table.Th ta="right">{t('cancellation.col.airline')}</Table.Th>
                  <Table.Th ta="right">{t('cancellation.col.ota')}</Table.Th>
                  <Table.Th ta="right">{t('cancellation.col.refund')}</Table.Th>
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
                    <Table.Td>
                      {request.reasonLabel}
                      {request.documentUrl && (
                        <Anchor href={request.documentUrl} display="block" size="xs" target="_blank" rel="noopener">
                          {t('cancellationRequest.certificate')}
                        </Anchor>
                      )}
                    </Table.Td>
                    <Table.Td>{chosen(booking, request)}</Table.Td>
                    <Table.Td>
                      {request.requestRemarks}
                      {request.adminRemarks && (
                        <Text size="xs" c="dimmed">
                          {t('cancellationRequest.adminRemarks')}: {request.adminRemarks}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td miw={112}>
                      <Badge color={STATUS_COLOR[request.status]} variant="filled" autoContrast>
                        {t(`cancellationRequest.status.${request.status}`)}
                      </Badge>
                      {request.creditNoteNo && (
                        <Text size="xs" c="dimmed">
                          {request.creditNoteNo}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{formatRupees(request.totalInvoicePaise)}</Table.Td>
                    <Table.Td ta="right">
                      {request.airlineChargePaise === null ? '—' : formatRupees(request.airlineChargePaise)}
                    </Table.Td>
                    <Table.Td ta="right">
                      {request.otaChargePaise === null ? '—' : formatRupees(request.otaChargePaise)}
                    </Table.Td>
                    <Table.Td ta="right">
                      {request.refundPaise === null ? '—' : formatRupees(request.refundPaise)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {can('bookings.admin') &&
          list
            .filter((request) => request.status === 'REQUESTED')
            .map((request) => (
              <DecideRequest key={request.id} booking={booking} request={request} onDone={setNotice} />
            ))}
        {askable(booking) && !open && can('flights.book') && (
          <Group>
            <Button variant="default" onClick={() => setAsking(true)}>
              {t('cancellationRequest.open')}
            </Button>
          </Group>
        )}
        {asking && (
          <RequestCancellationModal
            booking={booking}
            onClose={() => setAsking(false)}
            onDone={(message) => {
              setAsking(false);
              setNotice(message);
            }}
          />
        )}
      </Stack>
    </DetailSection>
  );
}
