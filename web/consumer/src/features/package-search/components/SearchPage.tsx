import { Anchor, Box, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { addDays } from '@tripsetu/domain/dates.ts';
import { Link, useNavigate } from 'react-router';
import { EMPTY_SEARCH, searchToQuery } from '../../../lib/package-search-params.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useToday } from '../../../lib/today.ts';
import { SearchForm } from './SearchForm.tsx';

const POPULAR = ['Goa', 'Kerala', 'Kashmir', 'Rajasthan', 'Andaman', 'Ladakh', 'Manali', 'Sikkim'];

const PROMISES = [
  {
    title: 'Priced from your city',
    body: 'Every package shows its price from each departure city, with GST and charges itemised before you book.',
  },
  {
    title: 'Request first, pay later',
    body: 'Send a request with your travellers. We confirm hotels and transport before you pay a rupee.',
  },
  {
    title: 'People who pick up',
    body: 'Our Ahmedabad team answers Monday to Saturday, 9:30 AM to 7:00 PM, from request to return.',
  },
];

/** The landing page (/search): the package search form, popular destinations and our promises. */
export function SearchPage() {
  usePageMeta(undefined);
  const navigate = useNavigate();
  const today = useToday();
  const quickSearch = (destination: string) =>
    `/holiday-package/search-results?${searchToQuery({ ...EMPTY_SEARCH, package_destination: destination, jdate: addDays(today, 30), numdays: 5, numadults: 2 })}`;
  return (
    <>
      <Box className="hero">
        <Container size="lg" py={{ base: 'lg', sm: 48 }}>
          <Title order={1} c="white" className="hero-title">
            Holidays across India, priced from your city
          </Title>
          <Text c="white" size="lg" mb="lg" className="hero-subtitle">
            Beaches, backwaters, mountains and forts: 40+ handpicked packages, confirmed by people who have been there.
          </Text>
          <Card shadow="lg" radius="md" p={{ base: 'md', sm: 'xl' }}>
            <SearchForm
              initial={EMPTY_SEARCH}
              onSearch={(search) => navigate(`/holiday-package/search-results?${searchToQuery(search)}`)}
            />
          </Card>
        </Container>
      </Box>
      <Container size="lg" py="xl">
        <Title order={2} size="h3" mb="md">
          Popular destinations
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" mb="xl">
          {POPULAR.map((destination) => (
            <Anchor
              key={destination}
              component={Link}
              to={quickSearch(destination)}
              className="destination-tile"
              underline="never"
            >
              <span>{destination}</span>
            </Anchor>
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {PROMISES.map((promise, index) => (
            <Group key={promise.title} align="flex-start" wrap="nowrap">
              <ThemeIcon size={36} radius="xl" variant="light" aria-hidden>
                {index + 1}
              </ThemeIcon>
              <Stack gap={4}>
                <Text fw={700}>{promise.title}</Text>
                <Text size="sm" c="dimmed">
                  {promise.body}
                </Text>
              </Stack>
            </Group>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
