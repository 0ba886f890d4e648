import '../flight-booking.css';
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { CancellationQuoteAnswer } from '@tripsetu/domain/booking-api.ts';
import { CANCELLATION_MSG, CANCELLATION_MSG_DECIDED } from '@tripsetu/domain/flight-cancellation.ts';
import type { GatewayFlightBooking } from '@tripsetu/domain/gateway-flight-booking.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { useConfirm } from '@tripsetu/ui/ConfirmDialog';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { GatewayError } from '../../../lib/gateway.ts';
import { type CancelChoice, useCancelFlights, useCancellationQuote } from '../api/after-sales.ts';
import { canCancelOnline, offJourney } from '../ticket-state.ts';
import { CancelChoices } from './CancelChoices.tsx';
import { OwnBooking } from './OwnBooking.tsx';
import { QuoteLines } from './QuoteLines.tsx';
import { RefundAmounts } from './RefundAmounts.tsx';

/** /flight/cancellation/:transactionId: choose, see the refund, confirm; the money goes back to the payment. */
export function FlightCancellationPage() {
  return (
    <OwnBooking title="Cancel flights" visitors>
      {(booking) =>
        canCancelOnline(booking, Date.now()) ? (
          <CancelFlights booking={booking} />
        ) : (
          <Card withBorder radius="md" maw={640} mx="auto">
            <Title order={1} size="h3" mb="xs">
              Cancel flights
            </Title>
            <Alert color="yellow" role="status">
              {booking.status_code === 'CANCELLED'
                ? 'This booking is cancelled.'
                : booking.status_code === 'CONFIRMED'
                  ? CANCELLATION_MSG_DECIDED.departed
                  : CANCELLATION_MSG_DECIDED.notTicketed}
            </Alert>
            <Anchor component={Link} to={`/flight/order-details/${booking.txid}`} size="sm" mt="sm" display="block">
              Back to booking details
            </Anchor>
          </Card>
        )
      }
    </OwnBooking>
  );
}

/** What the booking paid for seats, meals, baggage and services: kept on cancellation (decision 023). */
const EXTRA_CODES = new Set(['SEATS', 'MEALS', 'BAGGAGE', 'SPECIAL_SERVICES']);
const extrasPaid = (booking: GatewayFlightBooking) =>
  booking.fare.filter((line) => EXTRA_CODES.has(line.code)).reduce((total, line) => total + line.amount_paise, 0);

/** Everyone still flying, on every journey someone still flies. */
const stillFlying = (booking: GatewayFlightBooking) => ({
  travellers: booking.passengers
    .map((_, index) => index)
    .filter((passenger) => booking.legs.some((_, leg) => !offJourney(booking, passenger, leg))),
  journeys: booking.legs
    .map((_, index) => index)
    .filter((leg) => booking.passengers.some((_, passenger) => !offJourney(booking, passenger, leg))),
});

function CancelFlights({ booking }: { booking: GatewayFlightBooking }) {
  const [choice, setChoice] = useState(() => stillFlying(booking));
  const [quote, setQuote] = useState<CancellationQuoteAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const requestKey = useRef<string | null>(null);
  const quoting = useCancellationQuote();
  const cancelling = useCancelFlights();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const asked: CancelChoice = { txid: booking.txid, ...choice };

  const changed = (next: typeof choice) => {
    setChoice(next);
    setQuote(null);
    setFailure(null);
    requestKey.current = null;
  };
  const showRefund = () => {
    setFailure(null);
    quoting.mutate(asked, { onSuccess: setQuote, onError: (error) => setFailure(error.message) });
  };
  const cancel = async (shown: CancellationQuoteAnswer) => {
    const yes = await confirm({
      title: 'Cancel these flights?',
      message: `This cannot be undone. ${formatRupees(shown.totals.refundPaise)} will be refunded to the payment you made.`,
      yesLabel: 'Yes, cancel',
      noLabel: 'Keep my booking',
    });
    if (!yes) return;
    // One key per confirmation: a retry after a lost answer cancels (and refunds) once.
    requestKey.current ??= crypto.randomUUID();
    cancelling.mutate(
      { choice: asked, requestKey: requestKey.current, acceptedRefundPaise: shown.totals.refundPaise },
      {
        onSuccess: (done) =>
          navigate(`/flight/refund-receipt/${booking.txid}`, {
            state: { message: done.message, receiptNo: done.refundReceiptNo },
          }),
        onError: (error) => {
          // A refusal changed nothing: the next confirmation is a new request.
          if (error instanceof GatewayError && error.status) requestKey.current = null;
          setFailure(error.message);
          // The refund moved since it was shown (a rule window passed): the new one, to confirm again.
          if (error instanceof GatewayError && error.status?.Errors?.newRefundPaise !== undefined) {
            setQuote(null);
            quoting.mutate(asked, { onSuccess: setQuote });
          }
        },
      },
    );
  };

  return (
    <Stack gap="md" maw={760} mx="auto">
      <div>
        <Title order={1} size="h2">
          Cancel flights
        </Title>
        <Text size="sm" c="dimmed">
          Booking ID {booking.txid} · {booking.legs.map((leg) => `${leg.from} → ${leg.to}`).join(', ')}
        </Text>
      </div>
      <Card withBorder radius="md">
        <Stack gap="md">
          <Text size="sm">
            Choose the travellers and journeys to cancel. You see the refund before anything is cancelled.
          </Text>
          <CancelChoices
            booking={booking}
            travellers={choice.travellers}
            journeys={choice.journeys}
            onChange={changed}
          />
          {failure && (
            <Alert color="red" role="alert" title={CANCELLATION_MSG.failed}>
              {failure}
            </Alert>
          )}
          {!quote && (
            <Group justify="flex-end">
              <Button onClick={showRefund} loading={quoting.isPending}>
                Show refund
              </Button>
            </Group>
          )}
        </Stack>
      </Card>
      {quote && (
        <Card withBorder radius="md" component="section" aria-labelledby="refund-quote">
          <Title order={2} size="h4" mb="xs" id="refund-quote">
            Your refund
          </Title>
          <Stack gap="sm">
            {quote.taxesOnly && (
              <Alert color="yellow" role="status">
                {CANCELLATION_MSG_DECIDED.nonRefundable}
              </Alert>
            )}
            <QuoteLines booking={booking} quote={quote} />
            <RefundAmounts totals={quote.totals} label="Refund" />
            {extrasPaid(booking) > 0 && (
              <Text size="sm">
                Seats, meals, extra baggage and special services bought with this booking (
                {formatRupees(extrasPaid(booking))} in all) are not refunded: the airline has given the seat and planned
                the service.
              </Text>
            )}
            <Text size="xs" c="dimmed">
              The refund goes back to the payment you made
              {booking.payment?.method ? ` (${booking.payment.method})` : ''}. {CANCELLATION_MSG_DECIDED.refundTime}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button component={Link} to={`/flight/order-details/${booking.txid}`} variant="default">
                Keep my booking
              </Button>
              <Button color="red.8" onClick={() => void cancel(quote)} loading={cancelling.isPending}>
                Cancel and refund {formatRupees(quote.totals.refundPaise)}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
