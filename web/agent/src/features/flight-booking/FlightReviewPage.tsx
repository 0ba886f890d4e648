import { Alert, Anchor, Button, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { todayInIndia } from '@tripsetu/domain/dates.ts';
import { markupPaiseOf } from '@tripsetu/domain/fare-summary.ts';
import {
  BOOKING_MSG_DECIDED,
  type ContactForm,
  type GstForm,
  type TravellerForm,
} from '@tripsetu/domain/flight-booking.ts';
import type { FlightBooking, FlightQuote, PriceChange } from '@tripsetu/domain/flight-booking-api.ts';
import { validateJourneyExtras } from '@tripsetu/domain/flight-extras.ts';
import { CheckboxField } from '@tripsetu/ui/CheckboxField';
import { useConfirm } from '@tripsetu/ui/ConfirmDialog';
import { lapAdults } from '@tripsetu/ui/seat-map.ts';
import { TextField } from '@tripsetu/ui/TextField';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { t } from '../../i18n/i18n.ts';
import { failureMessage } from '../../lib/api.ts';
import { resultsPathFor } from '../../lib/flight-search-url.ts';
import { WALLET_KEY } from '../../lib/get-balance.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { quoteBodyOf, type ReviewState, reviewFromParams } from '../../lib/review-url.ts';
import { createSubmissionKeys } from '../../lib/wallet-rules.ts';
import { useBookFlight } from './api/book-flight.ts';
import { flightBookingKey } from './api/get-flight-booking.ts';
import { FLIGHT_BOOKINGS_KEY, useFlightQuote } from './api/quote-flight.ts';
import {
  type BookingErrors,
  type BookingForm,
  bookingBodyOf,
  initialBookingForm,
  replaceAt,
  toggled,
  travellerName,
  tripFactsOf,
  validateBookingForm,
  withLegExtras,
} from './booking-form.ts';
import { extrasTotals, summaryWithExtras } from './booking-summary.ts';
import { BaggageAndServices } from './components/BaggageAndServices.tsx';
import { BookingActions, type BookingFailureView } from './components/BookingActions.tsx';
import { ContactFields } from './components/ContactFields.tsx';
import { GstFields } from './components/GstFields.tsx';
import { ItinerarySummary } from './components/ItinerarySummary.tsx';
import { PriceChangedModal } from './components/PriceChangedModal.tsx';
import { ReviewFareSummary } from './components/ReviewFareSummary.tsx';
import { SeatsAndMeals, segmentValue } from './components/SeatsAndMeals.tsx';
import { TravellerFields } from './components/TravellerFields.tsx';
import { bookingFailureOf, focusFirstError, isShownOnField, segmentKeyOf } from './server-errors.ts';
import './flight-booking.css';

function PageFrame({ children }: { children: React.ReactNode }) {
  return (
    <Container size="xl" py="md">
      <Title order={1} size="h2" mb="md">
        {t('flightBooking.review.title')}
      </Title>
      {children}
    </Container>
  );
}

function QuoteLoading() {
  return (
    <Stack gap="sm">
      <Text role="status" fw={600}>
        {t('flightBooking.review.loading')}
      </Text>
      {[0, 1].map((row) => (
        <Card key={row} withBorder radius="md" p="md" aria-hidden="true">
          <Skeleton height={14} width="40%" mb="sm" />
          <Skeleton height={40} mb="sm" />
          <Skeleton height={14} width="30%" />
        </Card>
      ))}
    </Stack>
  );
}

/**
 * /flights/review?…: the fares picked on the results priced again (quote), with the price-changed
 * prompt when they moved; the itinerary; travellers, contact, GST and markup; seats, meals, baggage
 * and special services; the fare summary as it grows; and Book (paid from the wallet) or Hold.
 */
export function FlightReviewPage() {
  usePageTitle(t('flightBooking.review.title'));
  const [params] = useSearchParams();
  const query = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string is the review's identity
  const review = useMemo(() => reviewFromParams(params), [query]);
  if (!review) {
    return (
      <PageFrame>
        <Card withBorder radius="md" p="lg">
          <Stack gap="sm" align="flex-start">
            <Text>{t('flightBooking.review.nothing')}</Text>
            <Button component={Link} to={ROUTES.flights}>
              {t('flightBooking.review.toSearch')}
            </Button>
          </Stack>
        </Card>
      </PageFrame>
    );
  }
  return <QuotedReview key={query} review={review} />;
}

function QuotedReview({ review }: { review: ReviewState }) {
  const body = useMemo(() => quoteBodyOf(review), [review]);
  const quote = useFlightQuote(body);
  const resultsPath = resultsPathFor(review.search);
  if (quote.data) {
    return (
      <ReviewForm
        review={review}
        quote={quote.data}
        refreshing={quote.isFetching}
        refetch={() => void quote.refetch()}
        resultsPath={resultsPath}
      />
    );
  }
  return (
    <PageFrame>
      {quote.isError ? (
        <Alert color="red" role="alert" title={quoteFailureTitle(quote.error)}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{failureMessage(quote.error, AGENT_MSG.oops)}</Text>
            <Group gap="sm">
              <Button component={Link} to={resultsPath}>
                {t('flightBooking.review.backToResults')}
              </Button>
              <Button variant="default" onClick={() => void quote.refetch()} loading={quote.isFetching}>
                {t('flightBooking.review.retry')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <QuoteLoading />
      )}
    </PageFrame>
  );
}

/** 'Flight Booking Failed' when the fares can no longer be had (409), otherwise no title. */
function quoteFailureTitle(error: unknown): string | undefined {
  const failure = bookingFailureOf(error);
  return failure.kind === 'failed' ? failure.title : undefined;
}

interface PricePrompt {
  change: PriceChange;
  /** A booking refused at the old price is sent again at the new one once the agent continues. */
  resubmit: 'BOOK' | 'HOLD' | null;
}

function ReviewForm({
  review,
  quote,
  refreshing,
  refetch,
  resultsPath,
}: {
  review: ReviewState;
  quote: FlightQuote;
  refreshing: boolean;
  refetch: () => void;
  resultsPath: string;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const book = useBookFlight();
  const confirm = useConfirm();
  const keys = useRef(createSubmissionKeys());
  const [form, setForm] = useState<BookingForm>(() => initialBookingForm(quote));
  const [errors, setErrors] = useState<BookingErrors>({});
  const [gstOpen, setGstOpen] = useState(false);
  // The fare total the agent agreed to: the quote's, or a new price accepted in the prompt.
  const [accepted, setAccepted] = useState<number | null>(quote.priceChange ? null : quote.fareTotalPaise);
  const [prompt, setPrompt] = useState<PricePrompt | null>(
    quote.priceChange ? { change: quote.priceChange, resubmit: null } : null,
  );
  const [failure, setFailure] = useState<BookingFailureView | null>(null);
  const [lost, setLost] = useState<ReadonlySet<string>>(new Set());
  const [segment, setSegment] = useState('0-0');
  const [pendingAction, setPendingAction] = useState<'BOOK' | 'HOLD' | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const failureRef = useRef<HTMLDivElement>(null);
  const errorsRef = useRef(errors);
  errorsRef.current = errors;

  const trip = tripFactsOf(quote, review.search.fareType, todayInIndia());
  const carrying = useMemo(() => lapAdults(form.travellers), [form.travellers]);
  const infants = form.travellers.flatMap((traveller, index) => (traveller.paxType === 'INF' ? [index] : []));
  const carriers = [...carrying];
  const summary = summaryWithExtras(quote, extrasTotals(quote, form.travellers));
  const markupPaise = markupPaiseOf(form.markup);

  // A quote asked again (after a failed booking) at a price other than the one accepted asks again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new quote is the trigger, not the prompt or the price accepted
  useEffect(() => {
    if (accepted !== null && quote.fareTotalPaise !== accepted) {
      setPrompt({
        change: {
          oldTotalPaise: accepted,
          newTotalPaise: quote.fareTotalPaise,
          reason: quote.priceChange?.reason ?? '',
        },
        resubmit: null,
      });
    }
  }, [quote.quotedAt]);

  useEffect(() => {
    if (focusRequest === 0) return;
    if (!focusFirstError(Object.keys(errorsRef.current))) failureRef.current?.focus();
  }, [focusRequest]);

  const clearError = useCallback((...keysToClear: string[]) => {
    setErrors((current) => {
      if (!keysToClear.some((key) => key in current)) return current;
      const next = { ...current };
      for (const key of keysToClear) delete next[key];
      return next;
    });
  }, []);

  const onTraveller = useCallback(
    (index: number, patch: Partial<TravellerForm>) => {
      setForm((current) => ({
        ...current,
        travellers: current.travellers.map((traveller, at) => (at === index ? { ...traveller, ...patch } : traveller)),
      }));
      clearError(...Object.keys(patch).map((field) => `travellers.${index}.${field}`));
    },
    [clearError],
  );

  const onSeat = useCallback(
    (travellerIndex: number, legIndex: number, segmentIndex: number, seatNo: string) => {
      setForm((current) =>
        withLegExtras(current, travellerIndex, legIndex, (extras) => ({
          ...extras,
          seats: replaceAt(extras.seats, segmentIndex, seatNo),
        })),
      );
      clearError(`travellers.${travellerIndex}.legs.${legIndex}.seats.${segmentIndex}`);
    },
    [clearError],
  );

  const onMeal = useCallback(
    (travellerIndex: number, legIndex: number, segmentIndex: number, code: string) => {
      setForm((current) =>
        withLegExtras(current, travellerIndex, legIndex, (extras) => ({
          ...extras,
          meals: replaceAt(extras.meals, segmentIndex, code),
        })),
      );
      clearError(`travellers.${travellerIndex}.legs.${legIndex}.meals.${segmentIndex}`);
    },
    [clearError],
  );

  // Baggage and services are checked as they are ticked, so the 60 kg limit shows at once.
  const onExtraToggle = (
    travellerIndex: number,
    legIndex: number,
    kind: 'baggage' | 'services',
    code: string,
    on: boolean,
  ) => {
    const extras = form.travellers[travellerIndex]?.legs[legIndex];
    if (!extras) return;
    const next = { ...extras, [kind]: toggled(extras[kind], code, on) };
    setForm((current) => withLegExtras(current, travellerIndex, legIndex, () => next));
    const key = `travellers.${travellerIndex}.legs.${legIndex}.${kind}`;
    const message = validateJourneyExtras(next)[kind];
    if (message) setErrors((current) => ({ ...current, [key]: message }));
    else clearError(key);
  };

  const onContact = (patch: Partial<ContactForm>) => {
    setForm((current) => ({ ...current, contact: { ...current.contact, ...patch } }));
    clearError(...Object.keys(patch).map((field) => `contact.${field}`));
  };
  const onGst = (patch: Partial<GstForm>) => {
    setForm((current) => ({ ...current, gst: { ...current.gst, ...patch } }));
    clearError(...Object.keys(patch).map((field) => `gst.${field}`));
  };
  const onGstToggle = (open: boolean) => {
    setGstOpen(open);
    // Closing the details removes them: nothing hidden is ever sent.
    if (!open) {
      setForm((current) => ({ ...current, gst: { ...initialBookingForm(quote).gst } }));
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('gst.'))));
    }
  };

  const showErrors = (found: BookingErrors) => {
    setErrors(found);
    if (Object.keys(found).some((key) => key.startsWith('gst.'))) setGstOpen(true);
    const onFlight = Object.keys(found)
      .map(segmentKeyOf)
      .find((ref) => ref !== null);
    if (onFlight) setSegment(segmentValue({ legIndex: onFlight.leg, segmentIndex: onFlight.segment }));
    setFocusRequest((count) => count + 1);
  };

  const onBooked = (booking: FlightBooking) => {
    queryClient.setQueryData(flightBookingKey(booking.id), booking);
    void queryClient.invalidateQueries({ queryKey: WALLET_KEY });
    void queryClient.invalidateQueries({ queryKey: [...FLIGHT_BOOKINGS_KEY, 'hold-queue'] });
    // §4: booking success goes to the ticket page; Back then returns to the results, not to a spent review.
    navigate(ROUTES.flightBooking(booking.id), { replace: true });
  };

  const submit = async (action: 'BOOK' | 'HOLD', acceptedTotal: number | null = accepted, confirmDuplicate = false) => {
    if (acceptedTotal === null || book.isPending) return;
    setFailure(null);
    const found = validateBookingForm(form, quote, trip);
    if (Object.keys(found).length > 0) {
      setFailure({ kind: 'invalid', message: AGENT_MSG.validationError, notOnFields: [] });
      showErrors(found);
      return;
    }
    const body = bookingBodyOf(review, form, acceptedTotal, action, confirmDuplicate);
    setPendingAction(action);
    let bookAgain = false;
    try {
      onBooked(await book.mutateAsync({ body, key: keys.current.keyFor(body) }));
      keys.current.done();
    } catch (error) {
      const outcome = bookingFailureOf(error);
      // A refusal changed nothing: the next submission is a new one. A lost answer keeps its key for a retry.
      if (outcome.kind !== 'other') keys.current.done();
      if (outcome.kind === 'priceChanged') {
        setPrompt({ change: outcome.change, resubmit: action });
      } else if (outcome.kind === 'duplicate') {
        // Named before a second booking is made: book again only if the agent means it.
        const again = await confirm({
          title: t('flightBooking.duplicate.title'),
          message: outcome.message,
          yesLabel: action === 'HOLD' ? t('flightBooking.duplicate.holdAgain') : t('flightBooking.duplicate.bookAgain'),
          noLabel: t('flightBooking.duplicate.cancel'),
        });
        bookAgain = again;
      } else if (outcome.kind === 'invalid') {
        const notOnFields = Object.entries(outcome.fields)
          .filter(([key]) => !isShownOnField(key))
          .map(([, message]) => message);
        setFailure({ kind: 'invalid', message: AGENT_MSG.validationError, notOnFields });
        showErrors(outcome.fields);
      } else if (outcome.kind === 'failed') {
        const seatKeys = Object.keys(outcome.fields).filter((key) => segmentKeyOf(key)?.kind === 'seats');
        if (seatKeys.length > 0) {
          // The seat went to someone else since the map was drawn: mark it taken, free the traveller, redraw.
          const gone = new Set(lost);
          let next = form;
          for (const key of seatKeys) {
            const ref = segmentKeyOf(key);
            if (!ref) continue;
            const seatNo = form.travellers[ref.traveller]?.legs[ref.leg]?.seats[ref.segment] ?? '';
            if (seatNo) gone.add(`${ref.leg}|${ref.segment}|${seatNo}`);
            next = withLegExtras(next, ref.traveller, ref.leg, (extras) => ({
              ...extras,
              seats: replaceAt(extras.seats, ref.segment, ''),
            }));
          }
          setLost(gone);
          setForm(next);
          setErrors(Object.fromEntries(seatKeys.map((key) => [key, outcome.fields[key] ?? outcome.message])));
          const first = segmentKeyOf(seatKeys[0] ?? '');
          if (first) setSegment(segmentValue({ legIndex: first.leg, segmentIndex: first.segment }));
          refetch();
        }
        setFailure({
          kind: 'failed',
          title: outcome.title,
          message: outcome.message,
          notOnFields: [],
          lowBalance: outcome.message === BOOKING_MSG_DECIDED.insufficientBalance,
        });
        setFocusRequest((count) => count + 1);
      } else {
        setFailure({ kind: 'other', message: outcome.message, notOnFields: [] });
        setFocusRequest((count) => count + 1);
      }
    } finally {
      setPendingAction(null);
    }
    if (bookAgain) void submit(action, acceptedTotal, true);
  };

  const onPriceContinue = () => {
    if (!prompt) return;
    const total = prompt.change.newTotalPaise;
    setAccepted(total);
    setPrompt(null);
    if (prompt.resubmit) {
      refetch();
      void submit(prompt.resubmit, total);
    }
  };

  return (
    <Container size="xl" py="md">
      <Group justify="space-between" align="flex-end" gap="sm" mb="md">
        <Title order={1} size="h2">
          {t('flightBooking.review.title')}
        </Title>
        <Anchor component={Link} to={resultsPath} fw={600}>
          {t('flightBooking.review.backToResults')}
        </Anchor>
      </Group>
      {refreshing && (
        <Text role="status" size="sm" fw={600} mb="sm">
          {t('flightBooking.review.refreshing')}
        </Text>
      )}
      <div className="review-layout">
        <Stack gap="lg" className="review-main">
          <section aria-labelledby="review-itinerary">
            <Title order={2} size="h4" id="review-itinerary" mb="sm">
              {t('flightBooking.review.itinerary')}
            </Title>
            <ItinerarySummary
              legs={quote.legs}
              tripType={review.search.tripType}
              fareRules={quote.fareRules}
              infants={quote.travellers.infants}
            />
          </section>

          <section aria-labelledby="review-travellers">
            <Title order={2} size="h4" id="review-travellers" mb="sm">
              {t('flightBooking.review.travellers')}
            </Title>
            {errors.travellers && (
              <Alert color="red" role="alert" mb="sm" id="bk-travellers" tabIndex={-1}>
                {errors.travellers}
              </Alert>
            )}
            <Stack gap="sm">
              {form.travellers.map((traveller, index) => {
                const lapIndex = carriers.indexOf(index);
                const infantIndex = lapIndex >= 0 ? infants[lapIndex] : undefined;
                const infant = infantIndex === undefined ? undefined : form.travellers[infantIndex];
                return (
                  <TravellerFields
                    // biome-ignore lint/suspicious/noArrayIndexKey: travellers are fixed by the search, in order
                    key={index}
                    traveller={traveller}
                    index={index}
                    trip={trip}
                    meals={quote.extras.meals}
                    infantName={infant && infantIndex !== undefined ? travellerName(infant, infantIndex) : null}
                    errors={errors}
                    onChange={onTraveller}
                  />
                );
              })}
            </Stack>
          </section>

          <section aria-labelledby="review-extras">
            <Title order={2} size="h4" id="review-extras" mb={4}>
              {t('flightBooking.review.extras')}
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              {t('flightBooking.review.extrasIntro')}
            </Text>
            <Stack gap="lg">
              <Card withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
                <SeatsAndMeals
                  quote={quote}
                  tripType={review.search.tripType}
                  travellers={form.travellers}
                  lost={lost}
                  errors={errors}
                  segment={segment}
                  onSegment={setSegment}
                  onSeat={onSeat}
                  onMeal={onMeal}
                />
              </Card>
              <BaggageAndServices
                quote={quote}
                tripType={review.search.tripType}
                travellers={form.travellers}
                errors={errors}
                onToggle={onExtraToggle}
              />
            </Stack>
          </section>

          <section aria-labelledby="review-contact">
            <Title order={2} size="h4" id="review-contact" mb={4}>
              {t('flightBooking.review.contact')}
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              {t('flightBooking.review.contactIntro')}
            </Text>
            <Card withBorder radius="md" p="md">
              <Stack gap="md">
                <ContactFields contact={form.contact} errors={errors} onChange={onContact} />
                <GstFields gst={form.gst} open={gstOpen} errors={errors} onToggle={onGstToggle} onChange={onGst} />
              </Stack>
            </Card>
          </section>

          <section aria-labelledby="review-markup">
            <Title order={2} size="h4" id="review-markup" mb="sm">
              {t('flightBooking.review.markup')}
            </Title>
            <Card withBorder radius="md" p="md">
              <TextField
                id="bk-markupPaise"
                label={t('flightBooking.markup.label')}
                description={t('flightBooking.markup.hint')}
                inputMode="decimal"
                autoComplete="off"
                maw={280}
                value={form.markup}
                onChange={(markup) => {
                  setForm((current) => ({ ...current, markup }));
                  clearError('markupPaise');
                }}
                error={errors.markupPaise}
              />
            </Card>
          </section>
        </Stack>

        <aside className="review-side" aria-labelledby="review-summary">
          <ReviewFareSummary
            headingId="review-summary"
            lines={summary.lines}
            totalPaise={summary.totalPaise}
            markupPaise={Number.isNaN(markupPaise) ? 0 : markupPaise}
            travellers={quote.travellers}
            cabin={review.search.cabin}
          />
        </aside>

        <div className="review-actions">
          <Card withBorder radius="md" p="md">
            <Stack gap="md">
              <CheckboxField
                id="bk-termsAccepted"
                label={t('flightBooking.terms.label')}
                required
                value={form.termsAccepted}
                onChange={(termsAccepted) => {
                  setForm((current) => ({ ...current, termsAccepted }));
                  clearError('termsAccepted');
                }}
                error={errors.termsAccepted}
              />
              <BookingActions
                failure={failure}
                failureRef={failureRef}
                totalPaise={summary.totalPaise}
                holdUntil={quote.holdUntil}
                pendingAction={pendingAction}
                disabled={accepted === null || prompt !== null}
                onBook={() => void submit('BOOK')}
                onHold={() => void submit('HOLD')}
              />
            </Stack>
          </Card>
        </div>
      </div>

      <PriceChangedModal
        change={prompt?.change ?? null}
        onContinue={onPriceContinue}
        onCancel={() => navigate(resultsPath)}
      />
    </Container>
  );
}
