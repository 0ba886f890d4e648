import '../flight-booking.css';
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatDisplayDate, formatDisplayDateTime } from '@tripsetu/domain/dates.ts';
import type { GatewayFlightBooking } from '@tripsetu/domain/gateway-flight-booking.ts';
import { FLIGHT_PROOF_MSG } from '@tripsetu/domain/gateway-flight-trips.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { Link } from 'react-router';
import { useSession } from '../../../app/session-context.tsx';
import { useRefundReceipts } from '../api/after-sales.ts';
import { FareLines, FlightLegsList } from '../components/FlightSummary.tsx';
import { PassengerTable } from '../components/PassengerTable.tsx';
import { canCancelOnline, canRescheduleOnline, journeyName, passengerStatus, pnrFor } from '../ticket-state.ts';
import { OwnBooking } from './OwnBooking.tsx';
import { RescheduleLinks } from './RescheduleLinks.tsx';

/** /flight/order-details/:transactionId: the traveller's booking, what is cancelled, and what they can do. */
export function FlightOrderDetailsPage() {
  return (
    <OwnBooking title="Booking details" visitors>
      {(booking, access) => <OrderDetails booking={booking} visitor={access.visitor} />}
    </OwnBooking>
  );
}

/** `visitor`: opened with a proof, not signed in; changing the date and support need an account (decision 029). */
function OrderDetails({ booking, visitor }: { booking: GatewayFlightBooking; visitor: boolean }) {
  const { openLogin } = useSession();
  const receipts = useRefundReceipts(booking.txid, booking.cancelledsegments.length > 0);
  const refunded = (receipts.data ?? []).reduce((total, receipt) => total + receipt.totals.refundPaise, 0);
  const cancellable = canCancelOnline(booking, Date.now());
  return (
    <Stack gap="md" maw={900} mx="auto">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={1} size="h2">
            Booking details
          </Title>
          <Text size="sm" c="dimmed">
            Booking ID {booking.txid} · Booked {formatDisplayDateTime(booking.booked_at)}
          </Text>
        </div>
        <Badge size="lg" color={booking.status_code === 'CONFIRMED' ? 'tripsetuTeal' : 'gray.7'} variant="filled">
          {booking.booking_status}
        </Badge>
      </Group>

      {receipts.data && receipts.data.length > 0 && (
        <Alert color="blue" role="status" title="Refund">
          {formatRupees(refunded)} refunded to your payment in {receipts.data.length}{' '}
          {receipts.data.length === 1 ? 'cancellation' : 'cancellations'}.
        </Alert>
      )}

      <RescheduleLinks booking={booking} />

      <Group gap="sm">
        {booking.status_code !== 'NOT_CONFIRMED' && booking.status_code !== 'RELEASED' && (
          <Button component={Link} to={`/flight/ticket/${booking.txid}`} variant="default">
            E-ticket
          </Button>
        )}
        {!visitor && canRescheduleOnline(booking, Date.now()) && (
          <Button component={Link} to={`/flight/reshedule/${booking.txid}`} variant="default">
            Change date
          </Button>
        )}
        {canRescheduleOnline(booking, Date.now()) && (
          <Button component={Link} to={`/flight/add-ssr/${booking.txid}`} variant="default">
            Add seats, meals and more
          </Button>
        )}
        {cancellable && (
          <Button component={Link} to={`/flight/cancellation/${booking.txid}`} color="red.8">
            Cancel flights
          </Button>
        )}
        {booking.cancelledsegments.length > 0 && (
          <Button component={Link} to={`/flight/refund-receipt/${booking.txid}`} variant="default">
            Refund receipts
          </Button>
        )}
        {!visitor && (
          <Button
            component={Link}
            to={`/flight/agent-support?txid=${encodeURIComponent(booking.txid)}`}
            variant="default"
          >
            Contact support
          </Button>
        )}
        {!visitor && booking.status_code === 'CONFIRMED' && (
          <Button
            component={Link}
            to={`/flight/offline-ssr-booking?txid=${encodeURIComponent(booking.txid)}`}
            variant="default"
          >
            Special service request
          </Button>
        )}
      </Group>
      {visitor && (
        <Text size="sm" c="dimmed">
          {FLIGHT_PROOF_MSG.signInForMore}{' '}
          <Anchor component="button" type="button" size="sm" onClick={openLogin}>
            Login
          </Anchor>
        </Text>
      )}

      <Card withBorder radius="md" component="section" aria-labelledby="order-flights">
        <Title order={2} size="h4" mb="xs" id="order-flights">
          Flights
        </Title>
        <Stack gap="sm">
          {booking.legs.map((leg, index) => (
            <div key={`${leg.from}-${leg.to}-${leg.date}`}>
              <Text size="sm" fw={600} c="dimmed">
                {journeyName(booking, index)} · {leg.from} → {leg.to} · {formatDisplayDate(leg.date)} ·{' '}
                {leg.refundable ? 'Refundable' : 'Non-refundable'}
                {booking.pnrs.length > 0 && ` · PNR ${pnrFor(booking, leg.flightlegs[0]?.carrier ?? '')}`}
              </Text>
              <FlightLegsList flights={leg.flightlegs} />
            </div>
          ))}
        </Stack>
      </Card>

      <Card withBorder radius="md" component="section" aria-labelledby="order-travellers">
        <Title order={2} size="h4" mb="xs" id="order-travellers">
          Travellers
        </Title>
        <PassengerTable
          booking={booking}
          status={(index) =>
            booking.status_code === 'CONFIRMED' || booking.status_code === 'CANCELLED'
              ? passengerStatus(booking, index)
              : booking.booking_status
          }
        />
      </Card>

      <Card withBorder radius="md" component="section" aria-labelledby="order-fare">
        <Title order={2} size="h4" mb="xs" id="order-fare">
          Fare paid
        </Title>
        <FareLines lines={booking.fare} totalPaise={booking.total_paise} label="Fare paid" />
        {booking.payment && (
          <Text size="xs" c="dimmed" mt="xs">
            {booking.payment.method ? `Paid by ${booking.payment.method}` : 'Payment'} · Order{' '}
            {booking.payment.orderref}
            {booking.payment.paymentid && ` · Payment ${booking.payment.paymentid}`}
          </Text>
        )}
      </Card>
    </Stack>
  );
}
