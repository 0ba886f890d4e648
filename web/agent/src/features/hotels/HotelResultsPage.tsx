import { Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { todayInIndia } from '@tripsetu/domain/dates.ts';
import { ALL_LOCATIONS, validateHotelSearch } from '@tripsetu/domain/hotel-search.ts';
import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SearchFailure, SearchSummary } from '../../components/ResultsParts.tsx';
import { t } from '../../i18n/i18n.ts';
import { failureMessage, fieldErrors } from '../../lib/api.ts';
import { longDate } from '../../lib/flight-display.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useHotelCities } from './api/get-hotel-cities.ts';
import { useHotelSearch } from './api/search-hotels.ts';
import { HotelResults } from './components/HotelResults.tsx';
import { HotelSearchForm } from './components/HotelSearchForm.tsx';
import { hotelSearchFromParams } from './hotel-search-url.ts';
import './hotels-words.ts';

function ResultsLoading() {
  return (
    <Stack gap="sm">
      <Text size="sm" fw={600} role="status">
        {t('hotels.results.loading')}
      </Text>
      {[0, 1, 2].map((row) => (
        <Card key={row} withBorder radius="md" p="md" aria-hidden="true">
          <Group align="flex-start" wrap="nowrap">
            <Skeleton height={100} width={150} />
            <Stack gap="xs" style={{ flex: 1 }}>
              <Skeleton height={18} width="50%" />
              <Skeleton height={14} width="70%" />
              <Skeleton height={14} width="30%" />
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * /hotels/results?city=&location=&checkin=&checkout=&rooms=&nationality=: the search in the URL (reload, back
 * and bookmarks work), its summary with Modify search, and the hotels. A search the checks or the server
 * refuse opens the form with the messages under their fields.
 */
export function HotelResultsPage() {
  const [params] = useSearchParams();
  const query = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string is the search's identity
  const search = useMemo(() => hotelSearchFromParams(params), [query]);
  const cities = useHotelCities();
  const today = todayInIndia();
  const formId = useId();
  const [modifyFor, setModifyFor] = useState<string | null>(null);
  const city = cities.data?.find((entry) => entry.id === search?.city);
  const localErrors = search
    ? validateHotelSearch(search, today, (id) =>
        cities.data
          ? cities.data.find((entry) => entry.id === id)?.localities.map((place) => place.name)
          : [search.location],
      )
    : {};
  // Checked against the city list once it has answered; after a failure, retries must not hold the search back.
  const checked = search !== null && (cities.data !== undefined || cities.errorUpdateCount > 0);
  const request = search && Object.keys(localErrors).length === 0 ? search : null;
  const results = useHotelSearch(request, checked);
  const serverErrors = results.isError ? fieldErrors(results.error) : {};
  const refused = checked && (request === null || Object.keys(serverErrors).length > 0);
  const cityName = results.data?.city.name ?? city?.name ?? search?.city ?? '';
  const place =
    !search || search.location === ALL_LOCATIONS || !search.location ? cityName : `${search.location}, ${cityName}`;
  const heading = search ? t('hotels.results.heading', { place }) : t('hotels.results.title');
  usePageTitle(heading);

  if (!search) {
    return (
      <Container size="lg" py="md">
        <Title order={1} size="h2">
          {t('hotels.results.title')}
        </Title>
        <Text c="dimmed" mb="md">
          {t('hotels.results.noSearch')}
        </Text>
        <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <HotelSearchForm />
        </Card>
      </Container>
    );
  }

  const modifyOpen = modifyFor === query || refused;
  const count = results.data?.hotels.length;
  const guests = search.rooms.reduce((sum, room) => sum + room.adults + room.childAges.length, 0);
  const facts = [
    `${longDate(search.checkIn) || search.checkIn} – ${longDate(search.checkOut) || search.checkOut}`,
    search.rooms.length === 1
      ? t('hotels.rooms.summaryOne', { guests })
      : t('hotels.rooms.summary', { rooms: search.rooms.length, guests }),
    count === undefined ? '' : count === 1 ? t('hotels.results.countOne') : t('hotels.results.count', { count }),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <SearchSummary
          label={t('hotels.results.summaryLabel')}
          heading={heading}
          facts={facts}
          modifyLabel={t('hotels.results.modify')}
          modifyOpen={modifyOpen}
          onModify={() => setModifyFor(modifyOpen ? null : query)}
          formId={formId}
        />
        {modifyOpen && (
          <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} id={formId}>
            <HotelSearchForm
              key={query}
              initial={search}
              serverErrors={results.isError ? serverErrors : localErrors}
              onSearched={() => setModifyFor(null)}
            />
          </Card>
        )}
        {request && (results.isPending || (results.isFetching && !results.data)) && <ResultsLoading />}
        {results.isError && !refused && (
          <SearchFailure
            message={failureMessage(results.error, AGENT_MSG.oops)}
            retryLabel={t('hotels.results.retry')}
            retrying={results.isFetching}
            onRetry={() => void results.refetch()}
          />
        )}
        {request && results.data && <HotelResults key={query} answer={results.data} search={request} city={city} />}
      </Stack>
    </Container>
  );
}
