import '../flight-booking.css';
import { Alert, Anchor, Badge, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { formatDisplayDate, formatDisplayDateTime } from '@tripsetu/domain/dates.ts';
import { FLIGHT_BOOKING_GATEWAY_MSG, type GatewayFlightBooking } from '@tripsetu/domain/gateway-flight-booking.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { FullScreenLoader } from '@tripsetu/ui/LoadingOverlay';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { ProveBooking, proofRefused, useBookingAccess, useForgetRefusedProof } from '../after-sales/ProveBooking.tsx';
import { flightBookingQuery, useFlightBooking } from '../api/get-flight-booking.ts';
import { passengerStatus, pnrFor, timeLeft } from '../ticket-state.ts';
import { FareLines, FlightLegsList } from './FlightSummary.tsx';
import { PassengerTable } from './PassengerTable.tsx';
import { TicketDocumentActions } from './TicketDocumentActions.tsx';

/** /flight/ticket/:transactionId: where the gateway sends the payer back; the e-ticket once confirmed. */
export function FlightTicketPage() {
  const { transactionId = '' } = useParams();
  // The signed-in traveller, or a visitor who proved the booking (decision 029).
  const access = useBookingAccess(transactionId);
  const booking = useFlightBooking(transactionId, access.canLoad);
  usePageMeta('E-ticket');
  useForgetRefusedProof(access, booking.error);
  if (!access.canLoad || proofRefused(booking.error)) {
    const refusal = proofRefused(booking.error) ? booking.error?.message : undefined;
    return <ProveBooking title="E-ticket" txid={transactionId} access={access} refusal={refusal} />;
  }
  return (
    <Container size="lg" py="md">
      <FullScreenLoader visible={booking.isLoading} />
      {booking.isError && (
        <Alert color="red" title="E-ticket" role="alert">
          {booking.error.message}{' '}
          <Anchor component={Link} to="/my-bookings">
            My Bookings
          </Anchor>
        </Alert>
      )}
      {booking.data?.status_code === 'CONFIRMED' && <ETicket booking={booking.data} visitor={access.visitor} />}
      {booking.data?.status_code === 'NOT_CONFIRMED' && <AwaitingPayment booking={booking.data} />}
      {booking.data && !['CONFIRMED', 'NOT_CONFIRMED'].includes(booking.data.status_code) && (
        <Card withBorder radius="md" maw={640} mx="auto">
          <Title order={1} size="h3" mb="xs">
            Booking {booking.data.booking_status.toLowerCase()}
          </Title>
          <Alert color="yellow" role="status">
            {booking.data.message || booking.data.release_reason || FLIGHT_BOOKING_GATEWAY_MSG.paymentWindowPassed}
          </Alert>
          <Text size="sm" mt="sm">
            Booking ID {booking.data.txid}.{' '}
            {booking.data.status_code === 'CANCELLED' ? (
              <Anchor component={Link} to={`/flight/order-details/${booking.data.txid}`}>
                Booking details
              </Anchor>
            ) : (
              <Anchor component={Link} to="/flight">
                Search flights
              </Anchor>
            )}
          </Text>
        </Card>
      )}
    </Container>
  );
}

function AwaitingPayment({ booking }: { booking: GatewayFlightBooking }) {
  const queryClient = useQueryClient();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = booking.paymentdeadline ? timeLeft(booking.paymentdeadline, now) : null;
  const expired = booking.paymentdeadline !== null && left === null;
  // Once the window closes, ask again: the server has released the seats or settled a late payment.
  useEffect(() => {
    if (expired) void queryClient.invalidateQueries({ queryKey: flightBookingQuery(booking.txid).queryKey });
  }, [expired, booking.txid, queryClient]);
  const checkout = booking.payment?.checkouturl;
  return (
    <Card withBorder radius="md" maw={640} mx="auto">
      <Group justify="space-between" mb="xs">
        <Title order={1} size="h3">
          Complete your payment
        </Title>
        <Badge color="yellow.4" autoContrast>
          {booking.booking_status}
        </Badge>
      </Group>
      <Stack gap="sm">
        <Alert color="yellow" role="status">
          {booking.message || FLIGHT_BOOKING_GATEWAY_MSG.paymentPending}
        </Alert>
        {booking.payment?.failurereason && (
          <Text size="sm" c="red.8">
            {booking.payment.failurereason}
          </Text>
        )}
        {left && (
          <Text size="sm">
            Time left to pay: <strong aria-live="off">{left}</strong>
          </Text>
        )}
        <Text size="sm">
          Booking ID {booking.txid} · {formatRupees(booking.total_paise)}
        </Text>
        {checkout && !expired && (
          <Button component="a" href={checkout} size="md">
            Pay {formatRupees(booking.total_paise)}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

function ETicket({ booking, visitor }: { booking: GatewayFlightBooking; visitor: boolean }) {
  // A partly cancelled booking says who no longer flies where; their tickets there are void.
  const cancelled = booking.cancelledsegments.length > 0;
  return (
    <div className="ticket-document">
      <Anchor component={Link} to={`/flight/order-details/${booking.txid}`} size="sm" className="no-print">
        Manage this booking: cancel flights, see refunds
      </Anchor>
      <TicketDocumentActions txid={booking.txid} contactEmail={booking.contact.email} visitor={visitor}>
        <Button component={Link} to={`/flight/invoice/${booking.txid}`} variant="default">
          Tax invoice
        </Button>
        <Button component={Link} to={`/flight/customer-invoice/${booking.txid}`} variant="default">
          Customer invoice
        </Button>
        <Button onClick={() => window.print()}>Print</Button>
      </TicketDocumentActions>
      <Card withBorder radius="md" className="printable" component="article" aria-labelledby="ticket-title">
        <Group justify="space-between" align="flex-start" mb="md">
          <div>
            <Title order={1} size="h2" id="ticket-title">
              E-ticket
            </Title>
            <Text size="sm" c="dimmed">
              Booking ID {booking.txid}
              {booking.ticketed_at && ` · Issued ${formatDisplayDateTime(booking.ticketed_at)}`}
            </Text>
          </div>
          <Stack gap={4} className="ticket-status">
            <Badge color="tripsetuTeal" variant="filled">
              {booking.booking_status}
            </Badge>
            {booking.pnrs.map((pnr) => (
              <Text key={pnr.carrier} fw={800} size="lg">
                PNR {pnr.pnr}
                {booking.pnrs.length > 1 && ` (${pnr.carrier})`}
              </Text>
            ))}
          </Stack>
        </Group>

        <section className="ticket-section" aria-labelledby="ticket-flights">
          <Title order={2} size="h4" mb="xs" id="ticket-flights">
            Flights
          </Title>
          <Stack gap="sm" mb="md">
            {booking.legs.map((leg, index) => (
              <div key={`${leg.from}-${leg.to}-${leg.date}`}>
                <Text size="sm" fw={600} c="dimmed">
                  {booking.legs.length > 1 ? (index === 0 ? 'Onward' : 'Return') : 'Flight'} · {leg.from} → {leg.to} ·{' '}
                  {formatDisplayDate(leg.date)} · {leg.farefamily} · {leg.baggage} ·{' '}
                  {leg.refundable ? 'Refundable' : 'Non-refundable'} · PNR{' '}
                  {pnrFor(booking, leg.flightlegs[0]?.carrier ?? '')}
                </Text>
                <FlightLegsList flights={leg.flightlegs} />
              </div>
            ))}
          </Stack>
        </section>

        <section className="ticket-section" aria-labelledby="ticket-travellers">
          <Title order={2} size="h4" mb="xs" id="ticket-travellers">
            Travellers
          </Title>
          <PassengerTable
            booking={booking}
            addOns
            status={cancelled ? (index) => passengerStatus(booking, index) : undefined}
          />
        </section>

        <section className="ticket-section" aria-labelledby="ticket-fare">
          <Title order={2} size="h4" mt="md" mb="xs" id="ticket-fare">
            Fare
          </Title>
          <FareLines lines={booking.fare} totalPaise={booking.total_paise} label="Fare paid" />
          {booking.payment && (
            <Text size="xs" c="dimmed" mt="xs">
              Paid {booking.payment.method ? `by ${booking.payment.method}` : ''} · Order {booking.payment.orderref}
              {booking.payment.paymentid && ` · Payment ${booking.payment.paymentid}`}
            </Text>
          )}
        </section>

        <section className="ticket-section" aria-labelledby="ticket-contact">
          <Title order={2} size="h4" mt="md" mb="xs" id="ticket-contact">
            Contact
          </Title>
          <Text size="sm">
            {booking.contact.email} · {booking.contact.countrycode} {booking.contact.mobile}
          </Text>
          {booking.gst && (
            <Text size="sm" mt={4}>
              GST: {booking.gst.gstnumber} · {booking.gst.gstcompany || booking.gst.gstholder}
            </Text>
          )}
        </section>
      </Card>
    </div>
  );
}
