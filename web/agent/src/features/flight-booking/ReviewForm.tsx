import { Alert, Anchor, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { todayInIndia } from '@tripsetu/domain/dates.ts';
import { markupPaiseOf } from '@tripsetu/domain/fare-summary.ts';
import type { FlightQuote } from '@tripsetu/domain/flight-booking-api.ts';
import { MARKUP_MSG } from '@tripsetu/domain/markups.ts';
import { CheckboxField } from '@tripsetu/ui/CheckboxField';
import { lapAdults } from '@tripsetu/ui/seat-map.ts';
import { TextField } from '@tripsetu/ui/TextField';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { GstFields } from '../../components/GstFields.tsx';
import { PriceChangedModal } from '../../components/PriceChangedModal.tsx';
import { t } from '../../i18n/i18n.ts';
import { useMarkupPrefill } from '../../lib/get-markups.ts';
import type { ReviewState } from '../../lib/review-url.ts';
import { travellerName, tripFactsOf } from './booking-form.ts';
import { customerTotalPaise, extrasTotals, summaryWithExtras } from './booking-summary.ts';
import { BaggageAndServices } from './components/BaggageAndServices.tsx';
import { BookingActions } from './components/BookingActions.tsx';
import { ContactFields } from './components/ContactFields.tsx';
import { ItinerarySummary } from './components/ItinerarySummary.tsx';
import { ReviewFareSummary } from './components/ReviewFareSummary.tsx';
import { SeatsAndMeals } from './components/SeatsAndMeals.tsx';
import { TravellerFields } from './components/TravellerFields.tsx';
import { fieldDomId } from './server-errors.ts';
import { useBookingDraft } from './use-booking-draft.ts';
import { useBookingSubmit } from './use-booking-submit.ts';

/**
 * The review page once quoted (§2, §3): itinerary, travellers, seats and extras, contact and GST, the
 * markup, the fare summary, and Book or Hold. The draft lives in one reducer (use-booking-draft.ts); the
 * submission and its refusals in use-booking-submit.ts.
 */
export function ReviewForm({
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
  const { draft, dispatch, ...on } = useBookingDraft(quote);
  const { onTraveller, onSeat, onMeal, onExtraToggle, onContact, onGst, onGstToggle, onSegment, onMarkup, onTerms } =
    on;
  const { form, errors, gstOpen, segment, lost } = draft;
  const trip = tripFactsOf(quote, review.search.fareType, todayInIndia());
  const { submit, accepted, prompt, failure, failureRef, pendingAction, onPriceContinue } = useBookingSubmit({
    review,
    quote,
    trip,
    draft,
    dispatch,
    refetch,
  });
  const carrying = useMemo(() => lapAdults(form.travellers), [form.travellers]);
  const infants = form.travellers.flatMap((traveller, index) => (traveller.paxType === 'INF' ? [index] : []));
  const carriers = [...carrying];
  const summary = summaryWithExtras(quote, extrasTotals(quote, form.travellers));
  const markupPaise = markupPaiseOf(form.markup);
  // The agency's standing markup, by the first flight's airline, on what the customer pays before markup.
  const agentMarkup = useMarkupPrefill(
    {
      product: 'FLIGHT',
      carrier: quote.legs[0]?.itinerary.carriers[0] ?? null,
      travellers: form.travellers.length,
      farePaise: customerTotalPaise(summary.lines, 0),
    },
    form.markup,
    onMarkup,
  );

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
                  onSegment={onSegment}
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
                <GstFields
                  gst={form.gst}
                  open={gstOpen}
                  errors={errors}
                  idOf={fieldDomId}
                  onToggle={onGstToggle}
                  onChange={onGst}
                />
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
                description={
                  agentMarkup.prefilled
                    ? `${t('flightBooking.markup.hint')} ${MARKUP_MSG.prefilled}.`
                    : t('flightBooking.markup.hint')
                }
                inputMode="decimal"
                autoComplete="off"
                maw={280}
                value={form.markup}
                onChange={agentMarkup.onMarkup}
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
                onChange={onTerms}
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
