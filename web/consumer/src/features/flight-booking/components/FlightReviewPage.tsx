import '../flight-booking.css';
import { Alert, Anchor, Button, Card, Checkbox, Container, Stack, Text, Title } from '@mantine/core';
import type { GatewayFareQuote } from '@tripsetu/domain/gateway-flight-booking.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { FullScreenLoader } from '@tripsetu/ui/LoadingOverlay';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../../app/session-context.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { type BookOutcome, useBookFlight } from '../api/book-flight.ts';
import { useFareQuote } from '../api/get-fare-quote.ts';
import {
  bookFields,
  bookingFieldErrors,
  draftErrors,
  extrasPaise,
  type FareSelection,
  fareSelectionFromQuery,
  hasErrors,
  summaryWithExtras,
} from '../booking-form.ts';
import { useBookingDraft } from '../use-booking-draft.ts';
import { ContactCard } from './ContactCard.tsx';
import { FlightLegsList } from './FlightSummary.tsx';
import { PRICE_CHANGED_TITLE, PriceChangedModal } from './PriceChangedModal.tsx';
import { BookingProblems, FareSummaryCard, SignInToBook } from './ReviewParts.tsx';
import { SeatSelection } from './SeatSelection.tsx';
import { TravellerAddOns } from './TravellerAddOns.tsx';
import { TravellerFields } from './TravellerFields.tsx';

/** /flight/book: the chosen fares priced now, the travellers and the contact, then the gateway's page. */
export function FlightReviewPage() {
  usePageMeta('Book your flight');
  const [params] = useSearchParams();
  const selection = fareSelectionFromQuery(params);
  const quote = useFareQuote(selection);

  if (!selection) {
    return (
      <Container size="sm" py="xl">
        <Alert color="yellow" title="Book your flight">
          Choose a fare first.{' '}
          <Anchor component={Link} to="/flight">
            Search flights
          </Anchor>
        </Alert>
      </Container>
    );
  }
  return (
    <Container size="lg" py="md">
      <FullScreenLoader visible={quote.isPending} />
      <Title order={1} size="h2" mb="md">
        Book your flight
      </Title>
      {quote.isPending && (
        <Text role="status" c="dimmed">
          Checking the latest fare…
        </Text>
      )}
      {quote.isError && (
        <Alert color="red" title="Book your flight" role="alert">
          <Text size="sm">{quote.error.message}</Text>
          <Anchor component={Link} to="/flight" size="sm">
            Search flights again
          </Anchor>
        </Alert>
      )}
      {quote.data && <BookingForm key={quote.dataUpdatedAt} selection={selection} quote={quote.data} />}
    </Container>
  );
}

function BookingForm({ selection, quote }: { selection: FareSelection; quote: GatewayFareQuote }) {
  const { user, openLogin } = useSession();
  const book = useBookFlight();
  const flightsPerLeg = quote.legs.map((leg) => leg.flightlegs.length);
  const { draft, dispatch, gstSent } = useBookingDraft(quote);
  const { travellers, lostSeats, gstOpen, gst, contact, terms, errors } = draft;
  const [failure, setFailure] = useState<{ title: string; message: string } | null>(null);
  // The quote's own price change must be accepted before anything is booked.
  const [acceptedTotal, setAcceptedTotal] = useState<number | null>(quote.pricechange ? null : quote.faretotal_paise);
  const [priceChange, setPriceChange] = useState<{ oldPaise: number; newPaise: number; reason: string } | null>(
    quote.pricechange
      ? {
          oldPaise: quote.pricechange.oldtotal_paise,
          newPaise: quote.pricechange.newtotal_paise,
          reason: quote.pricechange.reason,
        }
      : null,
  );
  const requestKey = useRef<{ key: string; retry: boolean } | null>(null);

  const summary = summaryWithExtras(quote, extrasPaise(quote, travellers));

  const settle = (outcome: BookOutcome) => {
    if (requestKey.current) requestKey.current.retry = outcome.kind === 'unreachable';
    switch (outcome.kind) {
      case 'started':
        window.location.assign(outcome.booking.checkouturl);
        return;
      case 'price-changed':
        setPriceChange({ oldPaise: outcome.oldTotalPaise, newPaise: outcome.newTotalPaise, reason: outcome.reason });
        return;
      case 'sign-in':
        openLogin();
        return;
      case 'unreachable':
        setFailure({
          title: 'Book your flight',
          message: 'We could not reach TripSetu. Please check your connection and try again.',
        });
        return;
      case 'refused': {
        const sorted = bookingFieldErrors(outcome.status.Errors);
        // A seat someone else took meanwhile shows as taken, and its traveller chooses again.
        dispatch({ type: 'refused', errors: sorted });
        const code = outcome.status.Errors?.code;
        setFailure(
          code === 'BOOKING_FAILED'
            ? { title: outcome.status.Errors?.title ?? 'Flight Booking Failed', message: outcome.status.Message }
            : hasErrors(sorted)
              ? null
              : { title: 'Book your flight', message: outcome.status.Message },
        );
      }
    }
  };

  const confirm = (total: number) => {
    setFailure(null);
    const checked = draftErrors(travellers, quote.international, gstSent);
    dispatch({ type: 'errors', errors: checked });
    if (hasErrors(checked)) return;
    if (!requestKey.current?.retry) requestKey.current = { key: crypto.randomUUID(), retry: false };
    book.mutate(
      bookFields({
        selection,
        acceptedTotalPaise: total,
        travellers,
        international: quote.international,
        flightsPerLeg,
        contact,
        gst: gstSent,
        termsAccepted: terms,
        requestKey: requestKey.current.key,
      }),
      { onSuccess: settle },
    );
  };

  const continueAtNewPrice = () => {
    if (!priceChange) return;
    const total = priceChange.newPaise;
    setAcceptedTotal(total);
    setPriceChange(null);
    // A change found by the quote waits for Confirm; one found while booking books at once.
    if (acceptedTotal !== null) confirm(total);
  };

  return (
    <div className="booking-layout">
      <Stack gap="md">
        <Card withBorder radius="md">
          <Title order={2} size="h4" mb="xs">
            Your flights
          </Title>
          <Stack gap="sm">
            {quote.legs.map((leg, index) => (
              <div key={leg.recommendedflight_id}>
                <Text size="sm" fw={600} c="dimmed">
                  {quote.legs.length > 1 ? (index === 0 ? 'Onward' : 'Return') : 'Flight'} · {leg.from} → {leg.to} ·{' '}
                  {leg.fare.farefamily} · {leg.fare.baggage} · {leg.fare.refundable ? 'Refundable' : 'Non-refundable'}
                </Text>
                <FlightLegsList flights={leg.flightlegs} />
              </div>
            ))}
          </Stack>
        </Card>

        {!user ? (
          <SignInToBook openLogin={openLogin} />
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (acceptedTotal === null) return;
              confirm(acceptedTotal);
            }}
          >
            <Stack gap="md">
              {travellers.map((traveller, index) => (
                <TravellerFields
                  // biome-ignore lint/suspicious/noArrayIndexKey: travellers are fixed by the search's counts
                  key={index}
                  index={index}
                  traveller={traveller}
                  international={quote.international}
                  errors={errors.travellers[index] ?? {}}
                  onChange={(change) => dispatch({ type: 'traveller', index, change })}
                >
                  <TravellerAddOns
                    quote={quote}
                    traveller={traveller}
                    errors={errors.travellers[index] ?? {}}
                    onLeg={(legIndex, change) => dispatch({ type: 'leg', index, legIndex, change })}
                  />
                </TravellerFields>
              ))}
              <SeatSelection
                quote={quote}
                travellers={travellers}
                lost={lostSeats}
                errors={errors.travellers}
                onSeat={(index, legIndex, segmentIndex, seatNo) =>
                  dispatch({ type: 'seat', index, legIndex, segmentIndex, seatNo })
                }
              />
              <ContactCard contact={contact} gst={gst} gstOpen={gstOpen} errors={errors.fields} dispatch={dispatch} />
              <BookingProblems general={errors.general} failure={failure} />
              <Checkbox
                checked={terms}
                error={errors.fields.termsaccepted}
                onChange={(event) => dispatch({ type: 'terms', value: event.currentTarget.checked })}
                label={
                  <>
                    I accept the{' '}
                    <Anchor component={Link} to="/terms-conditions" target="_blank">
                      terms and conditions
                    </Anchor>{' '}
                    and the fare rules
                  </>
                }
              />
              {acceptedTotal === null && quote.pricechange && (
                <Alert color="yellow" title={PRICE_CHANGED_TITLE}>
                  <Button
                    variant="white"
                    size="compact-sm"
                    onClick={() =>
                      quote.pricechange &&
                      setPriceChange({
                        oldPaise: quote.pricechange.oldtotal_paise,
                        newPaise: quote.pricechange.newtotal_paise,
                        reason: quote.pricechange.reason,
                      })
                    }
                  >
                    Review the new fare
                  </Button>
                </Alert>
              )}
              <Button type="submit" size="md" loading={book.isPending} disabled={acceptedTotal === null}>
                Confirm and pay {formatRupees(summary.totalPaise)}
              </Button>
              <Text size="xs" c="dimmed">
                Your seats are kept for {quote.paymentwindowminutes} minutes while you pay on the payment page.
              </Text>
            </Stack>
          </form>
        )}
      </Stack>

      <FareSummaryCard quote={quote} summary={summary} />

      <PriceChangedModal change={priceChange} onClose={() => setPriceChange(null)} onContinue={continueAtNewPrice} />
    </div>
  );
}
