import { Container, Stack, Text, Title } from '@mantine/core';
import { ALL_LOCATIONS } from '@tripsetu/domain/hotel-search.ts';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { t } from '../../i18n/i18n.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useHotelDetails } from './api/get-hotel-details.ts';
import { DetailsFailure, DetailsLoading, NoRooms } from './details/DetailsStates.tsx';
import { DetailsSection, HotelAmenities, HotelOverview, HotelPolicies } from './details/HotelAbout.tsx';
import { HotelGallery } from './details/HotelGallery.tsx';
import { HotelHeader, stayText } from './details/HotelHeader.tsx';
import { HotelLocation } from './details/HotelLocation.tsx';
import { HotelWeather } from './details/HotelWeather.tsx';
import { RoomTypeCard } from './details/RoomTypeCard.tsx';
import { hotelDetailsFromParams, hotelResultsPath, hotelSearchToParams } from './hotel-search-url.ts';
import './hotels.css';
import './details/hotel-details.css';
import './hotels-words.ts';

/** The in-page target of 'See rooms and rates'. */
const ROOMS_ID = 'hotel-rooms';

/**
 * /hotels/:hotelId?checkin=&checkout=&rooms=&nationality= (issue 23): one hotel for the stay in the URL. Its
 * header, photos, overview and amenities, then every room type that sleeps the party with each rate's price for
 * the stay, cancellation charges and tax night by night; then where it is, the usual weather and its policies.
 */
export function HotelDetailsPage() {
  const hotelId = useParams().hotelId ?? '';
  const [params] = useSearchParams();
  const query = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the hotel and the query string are the request's identity
  const request = useMemo(() => hotelDetailsFromParams(hotelId, params), [hotelId, query]);
  const details = useHotelDetails(request);
  const answer = details.data;
  usePageTitle(answer?.hotel.name ?? t('hotelDetails.title'));

  // The hotel's city is its id's prefix ('GOI-0012'): enough to rebuild the results this hotel came from.
  const { hotelId: _hotel, ...stay } = request;
  const searchBody = { ...stay, city: hotelId.split('-')[0] ?? '', location: ALL_LOCATIONS };
  const resultsPath = hotelResultsPath(searchBody);
  const searchPath = `${ROUTES.hotels}?${hotelSearchToParams(searchBody)}`;

  return (
    <Container size="lg" py="md" px={{ base: 'xs', sm: 'md' }} className="hotel-details-page">
      {details.isPending && <DetailsLoading />}
      {details.isError && !answer && (
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('hotelDetails.title')}
          </Title>
          <DetailsFailure
            error={details.error}
            retrying={details.isFetching}
            onRetry={() => void details.refetch()}
            searchPath={searchPath}
          />
        </Stack>
      )}
      {answer && (
        <Stack gap="lg">
          <HotelHeader answer={answer} resultsPath={resultsPath} roomsId={ROOMS_ID} />
          <div className="hotel-details-top">
            <HotelGallery photos={answer.hotel.photos} />
            <div className="hotel-details-about">
              <HotelOverview hotel={answer.hotel} />
              <HotelAmenities hotel={answer.hotel} />
            </div>
          </div>
          <DetailsSection title={t('hotelDetails.roomsTitle')} id={ROOMS_ID}>
            {answer.roomTypes.length === 0 ? (
              <NoRooms searchPath={searchPath} />
            ) : (
              <>
                <Text size="sm" c="dimmed" mb="sm">
                  {t('hotelDetails.roomsIntro', { stay: stayText(answer.nights, answer.rooms) })}
                </Text>
                <Stack gap="md">
                  {answer.roomTypes.map((roomType) => (
                    <RoomTypeCard key={roomType.id} roomType={roomType} nights={answer.nights} rooms={answer.rooms} />
                  ))}
                </Stack>
              </>
            )}
          </DetailsSection>
          <div className="hotel-details-where">
            <HotelLocation hotel={answer.hotel} />
            <HotelWeather answer={answer} />
          </div>
          <HotelPolicies hotel={answer.hotel} />
        </Stack>
      )}
    </Container>
  );
}
