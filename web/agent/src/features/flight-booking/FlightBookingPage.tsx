import { Alert, Badge, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { GST_FIELDS } from '@tripsetu/domain/agency.ts';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { BOOKING_MSG_DECIDED } from '@tripsetu/domain/flight-booking.ts';
import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { TRIP_TYPE_LABELS, type TripType } from '@tripsetu/domain/flight-search.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { useConfirm } from '@tripsetu/ui/ConfirmDialog';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { useSession } from '../../app/session-context.ts';
import { DetailSection, Facts } from '../../components/DetailSection.tsx';
import { CardFact, CardFacts, Loading } from '../../components/ListParts.tsx';
import { t } from '../../i18n/i18n.ts';
import { ApiFailure, failureMessage } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { AddServicesLink, ServicesSection, StepNotice } from './add-services/BookingServices.tsx';
import { OrderAdminSections } from './admin/OrderAdminSections.tsx';
import { useFlightBooking } from './api/get-flight-booking.ts';
import { useReleaseFlightBooking } from './api/release-flight-booking.ts';
import { useTicketFlightBooking } from './api/ticket-flight-booking.ts';
import { carrierName } from './booking-display.ts';
import { CancelBookingAction, CancellationsSection } from './cancellation/BookingCancellations.tsx';
import { CancellationRequestsSection } from './cancellation/CancellationRequests.tsx';
import { BookedTravellers } from './components/BookedTravellers.tsx';
import { BookingDocumentsSlot } from './components/BookingDocumentsSlot.tsx';
import { FareLines } from './components/FareLines.tsx';
import { ItinerarySummary } from './components/ItinerarySummary.tsx';
import { RescheduledFromNotice, RescheduleLink, ReschedulesSection } from './reschedule/BookingReschedules.tsx';
import './flight-booking.css';

const STATUS_COLOURS: Record<FlightBooking['status'], string> = {
  CONFIRMED: 'green',
  ON_HOLD: 'yellow',
  RELEASED: 'gray',
  NOT_CONFIRMED: 'orange',
  CANCELLED: 'red',
  RESCHEDULED: 'violet',
};

function StatusNotice({ booking }: { booking: FlightBooking }) {
  if (booking.status === 'CONFIRMED') {
    return (
      <Alert color="green" role="status" title={booking.statusLabel}>
        {t('flightBooking.ticket.confirmed')}
      </Alert>
    );
  }
  if (booking.status === 'ON_HOLD') {
    return (
      <Alert color="yellow" role="status" title={booking.statusLabel}>
        {t('flightBooking.ticket.onHold', { time: formatDateTime(booking.holdUntil) })}
      </Alert>
    );
  }
  if (booking.status === 'RESCHEDULED') {
    return (
      <Alert color="violet" role="status" title={booking.statusLabel}>
        {t('flightBooking.ticket.rescheduled')}
      </Alert>
    );
  }
  if (booking.status === 'RELEASED') {
    return (
      <Alert color="gray" role="status" title={booking.statusLabel}>
        <Text size="sm">{t('flightBooking.ticket.released')}</Text>
        {booking.releaseReason && (
          <Text size="sm">{t('flightBooking.ticket.releasedReason', { reason: booking.releaseReason })}</Text>
        )}
      </Alert>
    );
  }
  return null;
}

/** Perform Ticketing and Release for a hold, each behind a confirmation (release cannot be undone). */
function HoldActions({ booking }: { booking: FlightBooking }) {
  const confirm = useConfirm();
  const ticket = useTicketFlightBooking();
  const release = useReleaseFlightBooking();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const busy = ticket.isPending || release.isPending;

  const onTicket = async () => {
    const yes = await confirm({
      title: t('flightBooking.ticket.ticketConfirmTitle'),
      message: t('flightBooking.ticket.ticketConfirmBody', { amount: formatRupees(booking.totalPaise) }),
      yesLabel: t('flightBooking.ticket.ticketConfirmYes'),
      noLabel: t('flightBooking.ticket.keep'),
    });
    if (!yes) return;
    setOutcome(null);
    try {
      await ticket.mutateAsync(booking.id);
      setOutcome({ ok: true, message: BOOKING_MSG_DECIDED.ticketed });
    } catch (error) {
      setOutcome({ ok: false, message: failureMessage(error, AGENT_MSG.submitFailed) });
    }
  };

  const onRelease = async () => {
    const yes = await confirm({
      title: t('flightBooking.ticket.releaseConfirmTitle'),
      message: t('flightBooking.ticket.releaseConfirmBody'),
      yesLabel: t('flightBooking.ticket.releaseConfirmYes'),
      noLabel: t('flightBooking.ticket.keep'),
    });
    if (!yes) return;
    setOutcome(null);
    try {
      await release.mutateAsync(booking.id);
      setOutcome({ ok: true, message: BOOKING_MSG_DECIDED.released });
    } catch (error) {
      setOutcome({ ok: false, message: failureMessage(error, AGENT_MSG.submitFailed) });
    }
  };

  return (
    <Stack gap="sm">
      {outcome && (
        <Alert color={outcome.ok ? 'green' : 'red'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.message}
        </Alert>
      )}
      {booking.status === 'ON_HOLD' && (
        <Group gap="sm" className="ticket-actions">
          <Button onClick={() => void onTicket()} loading={ticket.isPending} disabled={busy}>
            {t('flightBooking.ticket.performTicketing')}
          </Button>
          <Button
            variant="default"
            color="red"
            onClick={() => void onRelease()}
            loading={release.isPending}
            disabled={busy}
          >
            {t('flightBooking.ticket.release')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function BookingFacts({ booking }: { booking: FlightBooking }) {
  const tripType = TRIP_TYPE_LABELS[booking.tripType as TripType] ?? booking.tripType;
  const facts = [
    { label: t('flightBooking.ticket.transactionId'), value: booking.transactionId },
    {
      label: t('flightBooking.ticket.status'),
      value: (
        <Badge color={STATUS_COLOURS[booking.status]} variant="light" radius="sm">
          {booking.statusLabel}
        </Badge>
      ),
    },
    { label: t('flightBooking.ticket.payment'), value: t(`flightBooking.ticket.payment.${booking.paymentStatus}`) },
    { label: t('flightBooking.ticket.tripType'), value: tripType },
    { label: t('flightBooking.ticket.bookedAt'), value: formatDateTime(booking.bookedAt) },
    { label: t('flightBooking.ticket.bookedBy'), value: booking.bookedBy },
    { label: t('flightBooking.ticket.agency'), value: `${booking.agencyName} (${booking.agencyCode})` },
  ];
  if (booking.status === 'ON_HOLD') {
    facts.push({ label: t('flightBooking.ticket.timeLimit'), value: formatDateTime(booking.holdUntil) });
  }
  if (booking.ticketedAt) {
    facts.push({ label: t('flightBooking.ticket.ticketedAt'), value: formatDateTime(booking.ticketedAt) });
  }
  if (booking.walletDocumentNo) {
    facts.push({ label: t('flightBooking.ticket.walletDocument'), value: booking.walletDocumentNo });
  }
  return <Facts facts={facts} />;
}

function Pnrs({ booking }: { booking: FlightBooking }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" m={0}>
      {booking.pnrs.map((entry) => (
        <div key={entry.carrier}>
          <Text component="dt" size="sm" fw={600} c="dimmed">
            {t('flightBooking.ticket.pnrOf', {
              airline: carrierName(booking.legs, entry.carrier),
              carrier: entry.carrier,
            })}
          </Text>
          <Text component="dd" m={0} className="ticket-pnr">
            {entry.pnr}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

function BookingDetail({ booking }: { booking: FlightBooking }) {
  const infants = booking.travellers.filter((traveller) => traveller.paxType === 'INF').length;
  const held = booking.status === 'ON_HOLD';
  // What the agency's customer pays: the airline's price and the agency's service fee (decision 021).
  const forCustomer = booking.channel === 'AGENT';
  return (
    <Stack gap="lg">
      <StatusNotice booking={booking} />
      <HoldActions booking={booking} />
      <StepNotice />
      <RescheduledFromNotice booking={booking} />
      <CancelBookingAction
        booking={booking}
        beside={
          <>
            <AddServicesLink booking={booking} />
            <RescheduleLink booking={booking} />
          </>
        }
      />
      <DetailSection id="ticket-facts" title={t('flightBooking.ticket.facts')}>
        <BookingFacts booking={booking} />
      </DetailSection>
      <DetailSection id="ticket-pnrs" title={t('flightBooking.ticket.pnrs')}>
        <Pnrs booking={booking} />
      </DetailSection>
      <BookingDocumentsSlot booking={booking} />
      <section aria-labelledby="ticket-itinerary">
        <Title order={2} size="h4" id="ticket-itinerary" mb="sm">
          {t('flightBooking.review.itinerary')}
        </Title>
        <ItinerarySummary
          legs={booking.legs}
          tripType={booking.tripType}
          fareRules={booking.fareRules}
          infants={infants}
        />
      </section>
      <DetailSection id="ticket-travellers" title={t('flightBooking.ticket.travellers')}>
        <BookedTravellers booking={booking} />
      </DetailSection>
      <CancellationsSection booking={booking} />
      <ReschedulesSection booking={booking} />
      <ServicesSection booking={booking} />
      <CancellationRequestsSection booking={booking} />
      <OrderAdminSections booking={booking} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <DetailSection id="ticket-contact" title={t('flightBooking.ticket.contact')}>
          <CardFacts>
            <CardFact label={t('flightBooking.contact.email')}>{booking.contact.email}</CardFact>
            {booking.contact.alternateEmail && (
              <CardFact label={t('flightBooking.contact.alternateEmail')}>{booking.contact.alternateEmail}</CardFact>
            )}
            <CardFact label={t('flightBooking.contact.mobile')}>
              {`${booking.contact.countryCode} ${booking.contact.mobile}`}
            </CardFact>
          </CardFacts>
          {booking.gst && (
            <>
              <Title order={3} size="h5" mt="md" mb="xs">
                {t('flightBooking.ticket.gst')}
              </Title>
              <CardFacts>
                {GST_FIELDS.filter((field) => booking.gst?.[field]).map((field) => (
                  <CardFact key={field} label={t(`flightBooking.gst.${field}`)}>
                    {booking.gst?.[field]}
                  </CardFact>
                ))}
              </CardFacts>
            </>
          )}
        </DetailSection>
        <DetailSection id="ticket-fare" title={t('flightBooking.ticket.fare')}>
          <FareLines
            lines={booking.fare}
            totalLabel={held ? t('flightBooking.ticket.totalHeld') : t('flightBooking.ticket.total')}
            totalPaise={booking.totalPaise}
          />
          {forCustomer && (
            <>
              <Title order={3} size="h5" mt="md" mb="xs">
                {t('flightBooking.ticket.customerFare')}
              </Title>
              <FareLines
                lines={booking.customerFare}
                totalLabel={t('flightBooking.ticket.customerTotal')}
                totalPaise={booking.customerTotalPaise}
              />
            </>
          )}
        </DetailSection>
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The ticket page (§4: booking success lands here): status, transaction id, the airline PNRs, each
 * traveller's ticket numbers and extras, the itinerary, contact, GST and the fare; for a hold, its
 * time limit with Perform Ticketing and Release.
 */
export function FlightBookingPage() {
  const { id = '' } = useParams();
  const { can } = useSession();
  const booking = useFlightBooking(id);
  usePageTitle(
    booking.data ? `${t('flightBooking.ticket.title')} ${booking.data.transactionId}` : t('flightBooking.ticket.title'),
  );
  return (
    <Container size="lg" py="md">
      <Group justify="space-between" align="flex-end" gap="sm" mb="md">
        <div>
          <Title order={1} size="h2">
            {t('flightBooking.ticket.title')}
          </Title>
          {booking.data && (
            <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {booking.data.transactionId}
            </Text>
          )}
        </div>
        <Group gap="sm">
          <Button component={Link} to={ROUTES.flightHoldQueue} variant="default">
            {t('flightBooking.ticket.holdQueue')}
          </Button>
          {can('flights.book') && (
            <Button component={Link} to={ROUTES.flights} variant="default">
              {t('flightBooking.ticket.newSearch')}
            </Button>
          )}
        </Group>
      </Group>
      {booking.isPending && <Loading text={t('flightBooking.ticket.loading')} />}
      {booking.isError && (
        <Alert color="red" role="alert">
          {booking.error instanceof ApiFailure && booking.error.status === 404
            ? BOOKING_MSG_DECIDED.bookingNotFound
            : failureMessage(booking.error, AGENT_MSG.loadDetailsFailed)}
        </Alert>
      )}
      {booking.data && <BookingDetail booking={booking.data} />}
    </Container>
  );
}
