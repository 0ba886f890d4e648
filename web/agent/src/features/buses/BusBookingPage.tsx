import { Alert, Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { BUS_BOOKING_MSG_DECIDED } from '@tripsetu/domain/bus-booking-api.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { LoadFailed, Loading } from '../../components/ListParts.tsx';
import { t } from '../../i18n/i18n.ts';
import { failureMessage } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { busCreditNoteHref, busTicketPdfHref, useBusBooking } from './api/bus-bookings.ts';
import { BusCancelModal } from './booking/BusCancelModal.tsx';
import { BusEmailModal } from './booking/BusEmailModal.tsx';
import { BusTicket } from './booking/BusTicket.tsx';
import './buses.css';
import './buses-words.ts';

/**
 * /buses/bookings/:id (issue 22, decision 031): the bus ticket with Print, Download PDF, E-mail, and Cancel
 * seats; the booking's cancellations with their credit notes. A cancellation lands on Manage Bookings (§4).
 */
export function BusBookingPage() {
  usePageTitle(t('busBooking.title'));
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const booking = useBusBooking(id);
  const [dialog, setDialog] = useState<'email' | 'cancel' | null>(null);
  const data = booking.data;
  const seatsLeft = data?.travellers.filter((traveller) => !traveller.cancelled).length ?? 0;

  return (
    <Container size="lg" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" className="no-print">
          <Title order={1} size="h2">
            {t('busBooking.title')}
          </Title>
          <Anchor component={Link} to={ROUTES.busBookings} size="sm">
            {t('busBooking.backToBookings')}
          </Anchor>
        </Group>
        {booking.isPending && <Loading text={t('busBooking.loading')} />}
        {booking.isError && (
          <LoadFailed
            message={failureMessage(booking.error, BUS_BOOKING_MSG_DECIDED.bookingNotFound)}
            onRetry={() => void booking.refetch()}
            retrying={booking.isFetching}
          />
        )}
        {data && (
          <>
            <Group gap="sm" className="no-print" wrap="wrap">
              <Button variant="default" onClick={() => window.print()}>
                {t('busBooking.print')}
              </Button>
              <Button variant="default" component="a" href={busTicketPdfHref(data.id, true)} target="_blank">
                {t('busBooking.pdf')}
              </Button>
              <Button variant="default" onClick={() => setDialog('email')}>
                {t('busBooking.email')}
              </Button>
              {data.cancellable && seatsLeft > 0 && (
                <Button color="red" variant="light" onClick={() => setDialog('cancel')}>
                  {t('busBooking.cancelSeats')}
                </Button>
              )}
            </Group>
            {!data.cancellable && data.status === 'CONFIRMED' && (
              <Text size="sm" c="dimmed" className="no-print">
                {t('busBooking.notCancellable')}
              </Text>
            )}
            <BusTicket booking={data} />
            {data.cancellations.length > 0 && (
              <Alert color="gray" title={t('busBooking.cancellations')} className="no-print">
                <Stack gap={4}>
                  {data.cancellations.map((cancellation) => (
                    <Text size="sm" key={cancellation.id}>
                      {t('busBooking.cancelledOn', {
                        seats: cancellation.seats.join(', '),
                        at: formatDateTime(cancellation.cancelledAt),
                        charge: formatRupees(cancellation.operatorChargePaise),
                        refund: formatRupees(cancellation.refundPaise),
                      })}{' '}
                      <Anchor href={busCreditNoteHref(data.id, cancellation.id)} target="_blank">
                        {t('busBooking.creditNote', { note: cancellation.creditNoteNo })}
                      </Anchor>
                    </Text>
                  ))}
                </Stack>
              </Alert>
            )}
            {dialog === 'email' && (
              <BusEmailModal id={data.id} initialTo={data.contact.email} onClose={() => setDialog(null)} />
            )}
            {dialog === 'cancel' && (
              <BusCancelModal
                booking={data}
                onClose={() => setDialog(null)}
                onDone={(notice) => navigate(ROUTES.busBookings, { state: { notice, bookingId: data.id } })}
              />
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
