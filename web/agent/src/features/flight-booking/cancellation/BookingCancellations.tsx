import { Alert, Anchor, Button, Group, Table } from '@mantine/core';
import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../../../app/routes.ts';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { t } from '../../../i18n/i18n.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { CancelBookingModal } from './CancelBookingModal.tsx';

/** A ticketed, paid agency booking may be cancelled here (the server checks again). */
const cancellable = (booking: FlightBooking) =>
  booking.status === 'CONFIRMED' && booking.channel === 'AGENT' && booking.paymentStatus === 'PAID';

/** Cancel booking (a button and its dialog) beside the booking's other ways on, and the word of the last cancellation. */
export function CancelBookingAction({ booking, beside }: { booking: FlightBooking; beside?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  return (
    <>
      {done && (
        <Alert color="green" role="status" withCloseButton onClose={() => setDone(null)}>
          {done}
        </Alert>
      )}
      {(cancellable(booking) || beside) && (
        <Group gap="sm">
          {beside}
          {cancellable(booking) && (
            <Button variant="default" color="red" onClick={() => setOpen(true)}>
              {t('cancellation.open')}
            </Button>
          )}
        </Group>
      )}
      {open && (
        <CancelBookingModal
          booking={booking}
          onClose={() => setOpen(false)}
          onDone={(message) => {
            setOpen(false);
            setDone(message);
          }}
        />
      )}
    </>
  );
}

/** Each cancellation of the booking: when, its GST credit note, the charges, the refund and its wallet document. */
export function CancellationsSection({ booking }: { booking: FlightBooking }) {
  if (booking.cancellations.length === 0) return null;
  return (
    <DetailSection id="ticket-cancellations" title={t('cancellation.section')}>
      <Table.ScrollContainer minWidth={560}>
        <Table striped fz="sm" aria-label={t('cancellation.section')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('cancellation.col.cancelledAt')}</Table.Th>
              <Table.Th>{t('cancellation.creditNote')}</Table.Th>
              <Table.Th ta="right">{t('cancellation.col.airline')}</Table.Th>
              <Table.Th ta="right">{t('cancellation.col.ota')}</Table.Th>
              <Table.Th ta="right">{t('cancellation.col.gst')}</Table.Th>
              <Table.Th ta="right">{t('cancellation.col.commission')}</Table.Th>
              <Table.Th ta="right">{t('cancellation.col.refund')}</Table.Th>
              <Table.Th>{t('cancellation.walletDocument')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {booking.cancellations.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{formatDateTime(row.cancelledAt)}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={ROUTES.flightCreditNote(booking.id, row.id)} size="sm">
                    {row.creditNoteNo}
                  </Anchor>
                </Table.Td>
                <Table.Td ta="right">{formatRupees(row.airlineChargePaise)}</Table.Td>
                <Table.Td ta="right">{formatRupees(row.otaChargePaise)}</Table.Td>
                <Table.Td ta="right">{formatRupees(row.gstPaise)}</Table.Td>
                <Table.Td ta="right">{formatRupees(row.commissionReversedPaise)}</Table.Td>
                <Table.Td ta="right">{formatRupees(row.refundPaise)}</Table.Td>
                <Table.Td>{row.walletDocumentNo ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </DetailSection>
  );
}
