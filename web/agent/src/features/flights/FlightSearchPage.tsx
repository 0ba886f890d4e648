import { Card, Container, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { t } from '../../i18n/i18n.ts';
import { searchFromParams } from '../../lib/flight-search-url.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { FlightSearchForm } from './components/FlightSearchForm.tsx';

/** /flights: the flight search on its own page, filled from the query string when it holds a search. */
export function FlightSearchPage() {
  usePageTitle(t('flights.search.title'));
  const [params] = useSearchParams();
  return (
    <Container size="lg" py="md">
      <Title order={1} size="h2" mb="md">
        {t('flights.search.title')}
      </Title>
      <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <FlightSearchForm initial={searchFromParams(params)} showRecent />
      </Card>
    </Container>
  );
}
