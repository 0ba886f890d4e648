import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { RescheduleQuoteAnswer } from '@tripsetu/domain/booking-api.ts';
import { formatDisplayDate } from '@tripsetu/domain/dates.ts';
import { RESCHEDULE_MSG_DECIDED } from '@tripsetu/domain/flight-reschedule.ts';
import type { GatewayFlightBooking } from '@tripsetu/domain/gateway-flight-booking.ts';
import { PAYMENT_WINDOW_MINUTES } from '@tripsetu/domain/gateway-flight-booking.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { flightCodes, rescheduleFlights } from '@tripsetu/domain/reschedule-options.ts';
import { useConfirm } from '@tripsetu/ui/ConfirmDialog';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { GatewayError } from '../../../lib/gateway.ts';
import { leaveSite } from '../../../lib/leave-site.ts';
import {
  type RescheduleChoice,
  type RescheduleSearch,
  useRescheduleOptions,
  useRescheduleQuote,
  useStartReschedule,
} from '../api/reschedule.ts';
import { openJourneys } from '../ticket-state.ts';
import { RescheduleCharges } from './RescheduleCharges.tsx';
import { onJourney, RescheduleChoiceFields, type RescheduleDraft } from './RescheduleChoiceFields.tsx';
import { RescheduleFlightList } from './RescheduleFlightList.tsx';

/** The first journey that can move, with everyone on it, on its own date. */
function firstDraft(booking: GatewayFlightBooking): RescheduleDraft {
  const journey = openJourneys(booking, Date.now())[0] ?? 0;
  return { journey, travellers: onJourney(booking, journey), date: booking.legs[journey]?.date ?? '' };
}

/** The booked flights of a journey: 'QP-1107 + QP-1311'. */
const bookedFlights = (booking: GatewayFlightBooking, journey: number) =>
  flightCodes(
    (booking.legs[journey]?.flightlegs ?? []).map((flight) => ({
      carrier: flight.carrier,
      flightNumber: flight.flightnumber,
    })),
  );

/**
 * A traveller's reschedule (issue 21, decision 024): choose the journey, travellers and date, search that
 * route, pick a flight and fare, see every charge, then pay the amount on the payment page; the new tickets
 * are issued when the payment arrives.
 */
export function RescheduleFlights({ booking }: { booking: GatewayFlightBooking }) {
  const [draft, setDraft] = useState(() => firstDraft(booking));
  const [search, setSearch] = useState<RescheduleSearch | null>(null);
  const [optionId, setOptionId] = useState<string | null>(null);
  const [quote, setQuote] = useState<RescheduleQuoteAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const requestKey = useRef<string | null>(null);
  const options = useRescheduleOptions(search);
  const quoting = useRescheduleQuote();
  const starting = useStartReschedule();
  const confirm = useConfirm();
  const flights = useMemo(() => {
    if (!options.data || !search) return [];
    const booked = bookedFlights(booking, search.journey);
    const bookedDate = booking.legs[search.journey]?.date;
    return rescheduleFlights(
      options.data,
      (itinerary) => search.date === bookedDate && flightCodes(itinerary.segments) === booked,
    );
  }, [options.data, booking, search]);
  const choice: RescheduleChoice | null = search && optionId ? { ...search, optionId } : null;

  const reset = () => {
    setQuote(null);
    setFailure(null);
    requestKey.current = null;
  };
  const showCharges = (keepFailure = false) => {
    if (!choice) return;
    if (!keepFailure) setFailure(null);
    quoting.mutate(choice, { onSuccess: setQuote, onError: (error) => setFailure(error.message) });
  };
  const pay = async (shown: RescheduleQuoteAnswer) => {
    if (!choice) return;
    const picked = flights.find((flight) => flight.fares.some((fare) => fare.id === choice.optionId));
    const yes = await confirm({
      title: 'Change to this flight?',
      message: `${picked?.flight ?? 'The new flight'} on ${formatDisplayDate(choice.date)}: pay ${formatRupees(shown.totals.amountPaise)} within ${PAYMENT_WINDOW_MINUTES} minutes. Your current tickets on this journey stay valid until the payment is received.`,
      yesLabel: 'Continue to payment',
      noLabel: 'Keep my flight',
    });
    if (!yes) return;
    // One key per confirmation: a retry after a lost answer opens the same payment.
    requestKey.current ??= crypto.randomUUID();
    starting.mutate(
      { choice, requestKey: requestKey.current, acceptedAmountPaise: shown.totals.amountPaise },
      {
        onSuccess: (started) => leaveSite.to(started.checkouturl),
        onError: (error) => {
          if (error instanceof GatewayError && error.status) requestKey.current = null;
          setFailure(error.message);
          // The amount moved since it was shown: the new one, to confirm again.
          if (error instanceof GatewayError && error.status?.Errors?.newAmountPaise !== undefined) {
            setQuote(null);
            showCharges(true);
          }
        },
      },
    );
  };

  const dateError = options.error instanceof GatewayError ? options.error.status?.Errors?.date : undefined;
  const searchError = options.isError && !dateError ? options.error.message : undefined;
  return (
    <Stack gap="md" maw={760} mx="auto">
      <div>
        <Title order={1} size="h2">
          Change flight date
        </Title>
        <Text size="sm" c="dimmed">
          Booking ID {booking.txid} · {booking.legs.map((leg) => `${leg.from} → ${leg.to}`).join(', ')}
        </Text>
      </div>
      <Card withBorder radius="md">
        <Stack gap="md">
          <Text size="sm">
            Choose who moves and the new date, then a flight. You see every charge before you pay, and the new tickets
            are issued as soon as the payment is received.
          </Text>
          <RescheduleChoiceFields
            booking={booking}
            journeys={openJourneys(booking, Date.now())}
            draft={draft}
            dateError={dateError}
            searching={options.isFetching}
            onChange={(next) => {
              setDraft(next);
              reset();
            }}
            onSearch={() => {
              reset();
              setOptionId(null);
              setSearch({ txid: booking.txid, ...draft });
            }}
          />
          {searchError && (
            <Alert color="red" role="alert" title={RESCHEDULE_MSG_DECIDED.failed}>
              {searchError}
            </Alert>
          )}
          {options.isFetching && !options.data && <Text size="sm">Looking for flights…</Text>}
          {search && options.data && !options.isError && (
            <RescheduleFlightList
              date={search.date}
              flights={flights}
              value={optionId}
              onChange={(id) => {
                setOptionId(id);
                reset();
              }}
            />
          )}
          {failure && (
            <Alert color="red" role="alert" title={RESCHEDULE_MSG_DECIDED.failed}>
              {failure}
            </Alert>
          )}
          {choice && !quote && (
            <Group justify="flex-end">
              <Button onClick={() => showCharges()} loading={quoting.isPending}>
                See the charges
              </Button>
            </Group>
          )}
        </Stack>
      </Card>
      {quote && (
        <Card withBorder radius="md" component="section" aria-labelledby="reschedule-charges">
          <Title order={2} size="h4" mb="xs" id="reschedule-charges">
            Charges for the change
          </Title>
          <RescheduleCharges booking={booking} quote={quote} />
          <Group justify="flex-end" gap="sm" mt="md">
            <Button component={Link} to={`/flight/order-details/${booking.txid}`} variant="default">
              Keep my flight
            </Button>
            <Button onClick={() => void pay(quote)} loading={starting.isPending}>
              Pay {formatRupees(quote.totals.amountPaise)}
            </Button>
          </Group>
        </Card>
      )}
      <Anchor component={Link} to={`/flight/order-details/${booking.txid}`} size="sm">
        Back to booking details
      </Anchor>
    </Stack>
  );
}
