import { Card, Container, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { t } from '../../i18n/i18n.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { HotelSearchForm } from './components/HotelSearchForm.tsx';
import { hotelSearchFromParams } from './hotel-search-url.ts';
import './hotels-words.ts';

/** /hotels: the hotel search on its own page, filled from the query string when it holds a search. */
export function HotelSearchPage() {
  usePageTitle(t('hotels.search.title'));
  const [params] = useSearchParams();
  return (
    <Container size="lg" py="md">
      <Title order={1} size="h2" mb="md">
        {t('hotels.search.title')}
      </Title>
      <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <HotelSearchForm initial={hotelSearchFromParams(params)} />
      </Card>
    </Container>
  );
}
