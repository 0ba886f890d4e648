import { Card, Container, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { t } from '../../i18n/i18n.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { busSearchFromParams } from './bus-search-url.ts';
import { BusSearchForm } from './components/BusSearchForm.tsx';
import './buses-words.ts';

/** /buses: the bus search on its own page, filled from the query string when it holds a search. */
export function BusSearchPage() {
  usePageTitle(t('buses.search.title'));
  const [params] = useSearchParams();
  return (
    <Container size="lg" py="md">
      <Title order={1} size="h2" mb="md">
        {t('buses.search.title')}
      </Title>
      <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <BusSearchForm initial={busSearchFromParams(params)} showRecent />
      </Card>
    </Container>
  );
}
