import { Alert, Button, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { todayInIndia } from '@tripsetu/domain/dates.ts';
import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { t } from '../../i18n/i18n.ts';
import { failureMessage, fieldErrors } from '../../lib/api.ts';
import { checkSearch, requestOf } from '../../lib/flight-search-form.ts';
import { searchFromParams } from '../../lib/flight-search-url.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useAirports } from './api/get-airports.ts';
import { useFlightSearch } from './api/search-flights.ts';
import { FlightResults } from './components/FlightResults.tsx';
import { FlightSearchForm } from './components/FlightSearchForm.tsx';
import { SearchSummary, searchHeading } from './components/SearchSummary.tsx';
import { TravelCalendarStrip } from './components/TravelCalendarStrip.tsx';

function ResultsLoading() {
  return (
    <Stack gap="sm">
      <Group gap="xs" role="status">
        <Text size="sm" fw={600}>
          {t('flights.results.loading')}
        </Text>
      </Group>
      {[0, 1, 2].map((row) => (
        <Card key={row} withBorder radius="md" p="md" aria-hidden="true">
          <Skeleton height={14} width="40%" mb="sm" />
          <Skeleton height={28} mb="sm" />
          <Skeleton height={14} width="25%" />
        </Card>
      ))}
    </Stack>
  );
}

/**
 * /flights/results?…: the search in the URL (so reload, back and shared links work), its summary with
 * Modify search, the travel calendar, and the results. A search the §5 checks or the server refuse
 * opens the form with the messages under their fields.
 */
export function FlightResultsPage() {
  const [params] = useSearchParams();
  const query = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string is the search's identity
  const search = useMemo(() => searchFromParams(params), [query]);
  const airports = useAirports();
  const today = todayInIndia();
  const formId = useId();
  const [modifyFor, setModifyFor] = useState<string | null>(null);
  const localErrors = search ? checkSearch(search, today, airports.data) : {};
  // Checked against the airport list once it has answered; after a failure, retries must not hold the search back.
  const checked = search !== null && (airports.data !== undefined || airports.errorUpdateCount > 0);
  const request = search && Object.keys(localErrors).length === 0 ? requestOf(search) : null;
  const results = useFlightSearch(request, checked);
  const serverErrors = results.isError ? fieldErrors(results.error) : {};
  const refused = checked && (request === null || Object.keys(serverErrors).length > 0);
  const airportList = airports.data ?? [];
  usePageTitle(search ? searchHeading(search, airportList) : t('flights.results.title'));

  if (!search) {
    return (
      <Container size="lg" py="md">
        <Title order={1} size="h2">
          {t('flights.results.title')}
        </Title>
        <Text c="dimmed" mb="md">
          {t('flights.results.noSearch')}
        </Text>
        <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <FlightSearchForm showRecent />
        </Card>
      </Container>
    );
  }

  const modifyOpen = modifyFor === query || refused;
  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <SearchSummary
          search={search}
          airports={airportList}
          modifyOpen={modifyOpen}
          onModify={() => setModifyFor(modifyOpen ? null : query)}
          formId={formId}
        />
        {modifyOpen && (
          <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} id={formId}>
            <FlightSearchForm
              key={query}
              initial={search}
              serverErrors={results.isError ? serverErrors : localErrors}
              onSearched={() => setModifyFor(null)}
            />
          </Card>
        )}
        {request && search.tripType !== 'MULTI_CITY' && <TravelCalendarStrip search={request} today={today} />}
        {request && (results.isPending || (results.isFetching && !results.data)) && <ResultsLoading />}
        {results.isError && !refused && (
          <Alert color="red" role="alert">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{failureMessage(results.error, AGENT_MSG.oops)}</Text>
              <Button size="xs" variant="default" onClick={() => void results.refetch()} loading={results.isFetching}>
                {t('flights.results.retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        {request && results.data && (
          <FlightResults key={query} search={request} result={results.data} airports={airportList} />
        )}
      </Stack>
    </Container>
  );
}
