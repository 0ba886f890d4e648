import { Alert, Button, Group, Stack, Table, Text, Textarea } from '@mantine/core';
import { BOOKING_NOTE_MAX, noteProblem } from '@tripsetu/domain/booking-admin.ts';
import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { useState } from 'react';
import { useSession } from '../../../app/session-context.ts';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { Loading } from '../../../components/ListParts.tsx';
import { t } from '../../../i18n/i18n.ts';
import { ApiFailure, failureMessage } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useAddBookingNote, useBookingNotes, useBookingPayments } from '../api/booking-admin.ts';

/** The team's notes about the booking, oldest first, and a box to add one. */
function NotesSection({ bookingId }: { bookingId: number }) {
  const notes = useBookingNotes(bookingId);
  const add = useAddBookingNote(bookingId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const problem = noteProblem(body);
    setError(problem);
    if (problem) return;
    try {
      await add.mutateAsync(body);
      setBody('');
    } catch (failure) {
      setError(failure instanceof ApiFailure ? (failure.fields.body ?? failure.message) : failureMessage(failure, ''));
    }
  };
  return (
    <DetailSection id="order-notes" title={t('orderAdmin.notes')}>
      <Stack gap="sm">
        {notes.isLoading && <Loading text={t('orderAdmin.loadingNotes')} />}
        {notes.data?.length === 0 && <Text size="sm">{t('orderAdmin.noNotes')}</Text>}
        {notes.data?.map((note) => (
          <div key={note.id}>
            <Text size="xs" c="dimmed">
              {note.author} · {formatDateTime(note.createdAt)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {note.body}
            </Text>
          </div>
        ))}
        <Textarea
          label={t('orderAdmin.addNote')}
          description={t('orderAdmin.noteLimit', { count: body.trim().length, max: BOOKING_NOTE_MAX })}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          error={error}
          autosize
          minRows={2}
        />
        <Group justify="flex-end">
          <Button onClick={() => void submit()} loading={add.isPending}>
            {t('orderAdmin.saveNote')}
          </Button>
        </Group>
      </Stack>
    </DetailSection>
  );
}

/** The gateway's orders for a traveller's booking: reference, payment, amount, refunds, when settled. */
function PaymentsSection({ bookingId }: { bookingId: number }) {
  const payments = useBookingPayments(bookingId);
  if (payments.isError) {
    return (
      <Alert color="red" role="alert">
        {payments.error.message}
      </Alert>
    );
  }
  if (!payments.data || payments.data.length === 0) return null;
  return (
    <DetailSection id="order-payments" title={t('orderAdmin.payments')}>
      <Table.ScrollContainer minWidth={640} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
        <Table fz="sm" striped aria-label={t('orderAdmin.payments')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('orderAdmin.col.order')}</Table.Th>
              <Table.Th>{t('orderAdmin.col.for')}</Table.Th>
              <Table.Th>{t('orderAdmin.col.payment')}</Table.Th>
              <Table.Th>{t('orderAdmin.col.status')}</Table.Th>
              <Table.Th ta="right">{t('orderAdmin.col.amount')}</Table.Th>
              <Table.Th ta="right">{t('orderAdmin.col.refunded')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {payments.data.map((payment) => (
              <Table.Tr key={payment.orderRef}>
                <Table.Td>{payment.orderRef}</Table.Td>
                <Table.Td>
                  {t(`orderAdmin.purpose.${payment.purpose === 'SERVICES' ? 'SERVICES' : 'BOOKING'}`)}
                </Table.Td>
                <Table.Td>
                  {[payment.method, payment.providerPaymentId].filter(Boolean).join(' · ')}
                  {payment.settledAt && (
                    <Text size="xs" c="dimmed">
                      {formatDateTime(payment.settledAt)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{payment.status}</Table.Td>
                <Table.Td ta="right">{formatRupees(payment.amountPaise)}</Table.Td>
                <Table.Td ta="right">{formatRupees(payment.refundedPaise)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </DetailSection>
  );
}

/** Flight order details for admins (agent-portal.md §2): the team's notes and the gateway's payments. */
export function OrderAdminSections({ booking }: { booking: FlightBooking }) {
  const { can } = useSession();
  if (!can('bookings.admin')) return null;
  return (
    <>
      <PaymentsSection bookingId={booking.id} />
      <NotesSection bookingId={booking.id} />
    </>
  );
}
