import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ServicesQuoteAnswer } from '@tripsetu/domain/booking-api.ts';
import { formatDisplayDate } from '@tripsetu/domain/dates.ts';
import { SERVICES_MSG_DECIDED } from '@tripsetu/domain/flight-services.ts';
import type { GatewayFlightBooking } from '@tripsetu/domain/gateway-flight-booking.ts';
import { PAYMENT_WINDOW_MINUTES } from '@tripsetu/domain/gateway-flight-booking.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { EMPTY_DRAFT, itemsOf, type ServicesDraft } from '@tripsetu/domain/services-draft.ts';
import { useConfirm } from '@tripsetu/ui/ConfirmDialog';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { GatewayError } from '../../../lib/gateway.ts';
import { leaveSite } from '../../../lib/leave-site.ts';
import { useAddServices, useServiceOptions, useServicesQuote } from '../api/add-services.ts';
import { journeyName, openJourneys } from '../ticket-state.ts';
import { FlightSeatMeal } from './FlightSeatMeal.tsx';
import { JourneyExtras } from './JourneyExtras.tsx';
import { ServicesCharges } from './ServicesCharges.tsx';

/**
 * Services after booking for the traveller (issue 21, decision 025): per flight a seat and a meal, per journey
 * excess baggage and special services, then every charge, then the payment page; nothing is added until the
 * payment is received.
 */
export function AddServicesForm({ booking, onAdded }: { booking: GatewayFlightBooking; onAdded: () => void }) {
  const options = useServiceOptions(booking.txid);
  const [draft, setDraft] = useState<ServicesDraft>(EMPTY_DRAFT);
  const [quote, setQuote] = useState<ServicesQuoteAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const requestKey = useRef<string | null>(null);
  const quoting = useServicesQuote();
  const adding = useAddServices();
  const confirm = useConfirm();
  const items = itemsOf(draft);

  const changed = (next: ServicesDraft) => {
    setDraft(next);
    setQuote(null);
    setFailure(null);
    requestKey.current = null;
  };
  const showCharges = (keepFailure = false) => {
    if (!keepFailure) setFailure(null);
    quoting.mutate(
      { txid: booking.txid, items },
      { onSuccess: setQuote, onError: (error) => setFailure(error.message) },
    );
  };
  const pay = async (shown: ServicesQuoteAnswer) => {
    const yes = await confirm({
      title: 'Add these to your booking?',
      message: `Pay ${formatRupees(shown.totals.amountPaise)} within ${PAYMENT_WINDOW_MINUTES} minutes. They are added as soon as the payment is received; if a seat is taken meanwhile, the payment is refunded.`,
      yesLabel: 'Continue to payment',
      noLabel: 'Not now',
    });
    if (!yes) return;
    requestKey.current ??= crypto.randomUUID();
    adding.mutate(
      { txid: booking.txid, items, requestKey: requestKey.current, acceptedAmountPaise: shown.totals.amountPaise },
      {
        onSuccess: (started) => (started.added ? onAdded() : leaveSite.to(started.checkouturl)),
        onError: (error) => {
          if (error instanceof GatewayError && error.status) requestKey.current = null;
          setFailure(error.message);
          if (error instanceof GatewayError && error.status?.Errors?.newAmountPaise !== undefined) {
            setQuote(null);
            showCharges(true);
          }
        },
      },
    );
  };

  if (options.isError) {
    return (
      <Alert color="red" role="alert" title={SERVICES_MSG_DECIDED.failed}>
        {options.error.message}
      </Alert>
    );
  }
  if (!options.data) return <Text size="sm">Loading seat maps and options…</Text>;
  return (
    <Stack gap="md">
      {openJourneys(booking, Date.now()).map((legIndex) => {
        const leg = booking.legs[legIndex];
        return (
          <Card key={legIndex} withBorder radius="md" component="section" aria-labelledby={`journey-${legIndex}`}>
            <Title order={2} size="h4" mb="sm" id={`journey-${legIndex}`}>
              {journeyName(booking, legIndex)}: {leg?.from} → {leg?.to}, {formatDisplayDate(leg?.date ?? '')}
            </Title>
            <Stack gap="lg">
              {leg?.flightlegs.map((flight, segmentIndex) => (
                <div key={`${flight.carrier}-${flight.flightnumber}`}>
                  <Title order={3} size="h5" mb="xs">
                    {flight.carrier}-{flight.flightnumber} {flight.origin} → {flight.destination}
                  </Title>
                  <FlightSeatMeal
                    booking={booking}
                    options={options.data}
                    legIndex={legIndex}
                    segmentIndex={segmentIndex}
                    draft={draft}
                    onDraft={changed}
                  />
                </div>
              ))}
              <div>
                <Title order={3} size="h5" mb="xs">
                  Baggage and special services
                </Title>
                <JourneyExtras
                  booking={booking}
                  options={options.data}
                  legIndex={legIndex}
                  draft={draft}
                  onDraft={changed}
                />
              </div>
            </Stack>
          </Card>
        );
      })}
      {failure && (
        <Alert color="red" role="alert" title={SERVICES_MSG_DECIDED.failed}>
          {failure}
        </Alert>
      )}
      {quote ? (
        <Card withBorder radius="md" component="section" aria-labelledby="services-charges">
          <Title order={2} size="h4" mb="xs" id="services-charges">
            Charges
          </Title>
          <ServicesCharges booking={booking} quote={quote} />
          <Group justify="flex-end" gap="sm" mt="md">
            <Button variant="default" onClick={() => changed(EMPTY_DRAFT)}>
              Start again
            </Button>
            <Button onClick={() => void pay(quote)} loading={adding.isPending}>
              Pay {formatRupees(quote.totals.amountPaise)}
            </Button>
          </Group>
        </Card>
      ) : (
        <Group justify="flex-end">
          <Button onClick={() => showCharges()} loading={quoting.isPending} disabled={items.length === 0}>
            See the charges
          </Button>
        </Group>
      )}
      <Anchor component={Link} to={`/flight/order-details/${booking.txid}`} size="sm">
        Back to booking details
      </Anchor>
    </Stack>
  );
}
