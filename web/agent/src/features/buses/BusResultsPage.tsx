import { Card, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { type BusCity, validateBusSearch } from '@tripsetu/domain/bus-search.ts';
import { todayInIndia } from '@tripsetu/domain/dates.ts';
import { useEffect, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SearchFailure, SearchSummary } from '../../components/ResultsParts.tsx';
import { t } from '../../i18n/i18n.ts';
import { failureMessage, fieldErrors } from '../../lib/api.ts';
import { longDate } from '../../lib/flight-display.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useBusCities } from './api/get-bus-cities.ts';
import { useBusSearch } from './api/search-buses.ts';
import { busSearchFromParams } from './bus-search-url.ts';
import { BusResults } from './components/BusResults.tsx';
import { BusSearchForm } from './components/BusSearchForm.tsx';
import { rememberBusSearch } from './recent-bus-searches.ts';
import './buses-words.ts';

function ResultsLoading() {
  return (
    <Stack gap="sm">
      <Text size="sm" fw={600} role="status">
        {t('buses.results.loading')}
      </Text>
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

const nameOf = (cities: readonly BusCity[], id: string) => cities.find((city) => city.id === id)?.name ?? id;

/**
 * /buses/results?from=&to=&date=: the search in the URL (so reload, back and bookmarks work), its summary
 * with Modify search, and the buses. A search the checks or the server refuse opens the form with the
 * messages under their fields.
 */
export function BusResultsPage() {
  const [params] = useSearchParams();
  const query = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string is the search's identity
  const search = useMemo(() => busSearchFromParams(params), [query]);
  const cities = useBusCities();
  const today = todayInIndia();
  const formId = useId();
  const [modifyFor, setModifyFor] = useState<string | null>(null);
  const localErrors = search
    ? validateBusSearch(search, today, (id) => !cities.data || cities.data.some((city) => city.id === id))
    : {};
  // Checked against the city list once it has answered; after a failure, retries must not hold the search back.
  const checked = search !== null && (cities.data !== undefined || cities.errorUpdateCount > 0);
  const request = search && Object.keys(localErrors).length === 0 ? search : null;
  const results = useBusSearch(request, checked);
  const serverErrors = results.isError ? fieldErrors(results.error) : {};
  const refused = checked && (request === null || Object.keys(serverErrors).length > 0);
  const cityList = cities.data ?? [];
  const fromName = results.data?.from.name ?? nameOf(cityList, search?.from ?? '');
  const toName = results.data?.to.name ?? nameOf(cityList, search?.to ?? '');
  const heading = search ? t('buses.results.heading', { from: fromName, to: toName }) : t('buses.results.title');
  usePageTitle(heading);

  // A search the server answered joins this browser's recent searches.
  useEffect(() => {
    if (results.data && request) rememberBusSearch(request);
  }, [results.data, request]);

  if (!search) {
    return (
      <Container size="lg" py="md">
        <Title order={1} size="h2">
          {t('buses.results.title')}
        </Title>
        <Text c="dimmed" mb="md">
          {t('buses.results.noSearch')}
        </Text>
        <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <BusSearchForm showRecent />
        </Card>
      </Container>
    );
  }

  const modifyOpen = modifyFor === query || refused;
  const count = results.data?.trips.length;
  const facts = [
    longDate(search.date) || search.date,
    count === undefined ? '' : count === 1 ? t('buses.results.countOne') : t('buses.results.count', { count }),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <SearchSummary
          label={t('buses.results.summaryLabel')}
          heading={heading}
          facts={facts}
          modifyLabel={t('buses.results.modify')}
          modifyOpen={modifyOpen}
          onModify={() => setModifyFor(modifyOpen ? null : query)}
          formId={formId}
        />
        {modifyOpen && (
          <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} id={formId}>
            <BusSearchForm
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
            retryLabel={t('buses.results.retry')}
            retrying={results.isFetching}
            onRetry={() => void results.refetch()}
          />
        )}
        {request && results.data && <BusResults key={query} answer={results.data} />}
      </Stack>
    </Container>
  );
}
