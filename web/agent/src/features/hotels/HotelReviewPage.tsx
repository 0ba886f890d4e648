import { Alert, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { HOTEL_BOOKING_MSG_DECIDED } from '@tripsetu/domain/hotel-booking-api.ts';
import { ALL_LOCATIONS } from '@tripsetu/domain/hotel-search.ts';
import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { t } from '../../i18n/i18n.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useHotelDetails } from './api/get-hotel-details.ts';
import { useRateEarnings } from './api/get-rate-earnings.ts';
import { DetailsFailure, DetailsLoading } from './details/DetailsStates.tsx';
import { hotelDetailsFromParams, hotelDetailsPath, hotelSearchToParams } from './hotel-search-url.ts';
import { HotelBookForm } from './review/HotelBookForm.tsx';
import { ReviewRate } from './review/ReviewRate.tsx';
import { ReviewStay } from './review/ReviewStay.tsx';
import { findRate } from './review/review-form.ts';
import './hotels.css';
import './details/hotel-details.css';
import './review/hotel-review.css';
import './hotels-words.ts';

/**
 * /hotels/:hotelId/book?checkin=&checkout=&rooms=&nationality=[&rise=]&rate= (issue 23, decision 033): the rate
 * chosen on the hotel's page, read afresh for the stay: the hotel and the stay, the room, its price night by night and
 * its cancellation charges; then the lead guests, contact, GST, special requests and markup, and Book and pay.
 */
export function HotelReviewPage() {
  const hotelId = useParams().hotelId ?? '';
  const [params] = useSearchParams();
  const query = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the hotel and the query string are the request's identity
  const request = useMemo(() => hotelDetailsFromParams(hotelId, params), [hotelId, query]);
  const rateId = params.get('rate') ?? '';
  // The hotel's page asks the same: a rate chosen there a moment ago comes from its answer.
  const details = useHotelDetails(request);
  const answer = details.data;
  const chosen = answer ? findRate(answer.roomTypes, rateId) : null;
  // What the agency earns on this rate by its commission rules; the review shows the rate alone until it answers.
  const earnings = useRateEarnings(request, rateId);
  const earned = chosen && earnings.data?.earnings ? earnings.data.earnings : null;
  usePageTitle(answer ? t('hotelReview.pageTitle', { name: answer.hotel.name }) : t('hotelReview.title'));

  const { hotelId: _hotel, ...stay } = request;
  const hotelPath = hotelDetailsPath(hotelId, stay);
  const searchBody = { ...stay, city: hotelId.split('-')[0] ?? '', location: ALL_LOCATIONS };
  const searchPath = `${ROUTES.hotels}?${hotelSearchToParams(searchBody)}`;

  return (
    <Container size="md" py="md" px={{ base: 'xs', sm: 'md' }} className="hotel-review-page">
      <Stack gap="md">
        <div>
          <Anchor component={Link} to={hotelPath} size="sm" fw={600}>
            <span aria-hidden="true" className="flip-in-rtl">
              ←
            </span>{' '}
            {t('hotelReview.back')}
          </Anchor>
          <Title order={1} size="h2" mt={4}>
            {t('hotelReview.title')}
          </Title>
        </div>
        {details.isPending && <DetailsLoading />}
        {details.isError && !answer && (
          <DetailsFailure
            error={details.error}
            retrying={details.isFetching}
            onRetry={() => void details.refetch()}
            searchPath={searchPath}
          />
        )}
        {answer && !chosen && (
          <Alert color="orange" role="alert">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{HOTEL_BOOKING_MSG_DECIDED.rateGone}</Text>
              <Anchor component={Link} to={hotelPath} fw={600}>
                {t('hotelReview.chooseAnother')}
              </Anchor>
            </Stack>
          </Alert>
        )}
        {answer && chosen && (
          <>
            <ReviewStay answer={answer} nationality={request.nationality} />
            <ReviewRate
              roomType={chosen.roomType}
              rate={chosen.rate}
              nights={answer.nights}
              rooms={answer.rooms}
              earnings={earned}
            />
            <HotelBookForm
              key={chosen.rate.id}
              request={request}
              rateId={chosen.rate.id}
              ratePaise={chosen.rate.totalPaise}
              payPaise={earned?.payPaise ?? null}
              platformPaise={earned ? earned.platformMarkupPaise + earned.platformMarkupGstPaise : 0}
              roomsPath={hotelPath}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
