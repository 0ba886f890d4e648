import { Alert, Anchor, Button, Table, Text } from '@mantine/core';
import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { Link } from 'react-router';
import { ROUTES } from '../../../app/routes.ts';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { t } from '../../../i18n/i18n.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { movableLegs, reschedulable } from './reschedule-choice.ts';

/** The way to the reschedule page, for a ticketed booking with someone still to fly. */
export function RescheduleLink({ booking }: { booking: FlightBooking }) {
  if (!reschedulable(booking) || movableLegs(booking).length === 0) return null;
  return (
    <Button component={Link} to={ROUTES.flightReschedule(booking.id)} variant="default">
      {t('reschedule.open')}
    </Button>
  );
}

/** A booking made by a reschedule names the one it came from. */
export function RescheduledFromNotice({ booking }: { booking: FlightBooking }) {
  const from = booking.rescheduledFrom;
  if (!from) return null;
  return (
    <Alert color="violet" role="status">
      <Text size="sm">{t('reschedule.from', { transactionId: from.transactionId })}</Text>
      <Anchor component={Link} to={ROUTES.flightBooking(from.id)} size="sm" c="violet.9" fw={600} underline="always">
        {t('reschedule.openFrom')}
      </Anchor>
    </Alert>
  );
}

/** Each reschedule out of this booking: when, the new booking (a link), what was paid, the wallet's document. */
export function ReschedulesSection({ booking }: { booking: FlightBooking }) {
  if (booking.reschedules.length === 0) return null;
  return (
    <DetailSection id="ticket-reschedules" title={t('reschedule.section')}>
      <Table.ScrollContainer minWidth={520} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
        <Table striped fz="sm" aria-label={t('reschedule.section')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('reschedule.col.when')}</Table.Th>
              <Table.Th>{t('reschedule.col.newBooking')}</Table.Th>
              <Table.Th ta="right">{t('reschedule.col.paid')}</Table.Th>
              <Table.Th>{t('reschedule.col.walletDocument')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {booking.reschedules.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{formatDateTime(row.rescheduledAt)}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={ROUTES.flightBooking(row.newBookingId)} size="sm">
                    {row.newTransactionId}
                  </Anchor>
                </Table.Td>
                <Table.Td ta="right">{formatRupees(row.amountPaise)}</Table.Td>
                <Table.Td>{row.walletDocumentNo ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </DetailSection>
  );
}
