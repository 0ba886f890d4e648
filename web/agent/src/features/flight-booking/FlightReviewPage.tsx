import { Alert, Button, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { t } from '../../i18n/i18n.ts';
import { failureMessage } from '../../lib/api.ts';
import { resultsPathFor } from '../../lib/flight-search-url.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { quoteBodyOf, type ReviewState, reviewFromParams } from '../../lib/review-url.ts';
import { useFlightQuote } from './api/quote-flight.ts';
import { ReviewForm } from './ReviewForm.tsx';
import { bookingFailureOf } from './server-errors.ts';
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
