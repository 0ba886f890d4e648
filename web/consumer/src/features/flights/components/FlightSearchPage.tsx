import '../flights.css';
import { Anchor, Box, Card, Container, SimpleGrid, Text, Title } from '@mantine/core';
import { addDays } from '@tripsetu/domain/dates.ts';
import { Link, useNavigate } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useToday } from '../../../lib/today.ts';
import { EMPTY_FLIGHT_SEARCH, flightResultsPath, flightSearchToQuery } from '../search-params.ts';
import { FlightSearchForm } from './FlightSearchForm.tsx';

const POPULAR_ROUTES = [
  { origin: 'DEL', destination: 'BOM', label: 'New Delhi → Mumbai' },
  { origin: 'BLR', destination: 'DEL', label: 'Bengaluru → New Delhi' },
  { origin: 'BOM', destination: 'GOI', label: 'Mumbai → Goa' },
  { origin: 'MAA', destination: 'CCU', label: 'Chennai → Kolkata' },
];

/** /flight: the flight search form and a few popular routes a week ahead. */
export function FlightSearchPage() {
  usePageMeta('Flights');
  const navigate = useNavigate();
  const today = useToday();
  const inAWeek = addDays(today, 7);
  return (
    <>
      <Box className="hero flight-hero">
        <Container size="lg" py={{ base: 'lg', sm: 48 }}>
          <Title order={1} c="white" className="hero-title">
            Flights across India and beyond
          </Title>
          <Text c="white" size="lg" mb="lg" className="hero-subtitle">
            Compare every fare of every flight, cheapest first, with baggage and refund terms shown before you choose.
          </Text>
          <Card shadow="lg" radius="md" p={{ base: 'md', sm: 'xl' }}>
            <FlightSearchForm
              initial={EMPTY_FLIGHT_SEARCH}
              onSearch={(search, airports) => navigate(flightResultsPath(search, airports))}
            />
          </Card>
        </Container>
      </Box>
      <Container size="lg" py="xl">
        <Title order={2} size="h3" mb="md">
          Popular routes next week
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          {POPULAR_ROUTES.map((route) => (
            <Anchor
              key={route.label}
              component={Link}
              to={`/flight/owresults?${flightSearchToQuery({ ...EMPTY_FLIGHT_SEARCH, ...route, jdate: inAWeek })}`}
              className="destination-tile"
              underline="never"
            >
              <span>{route.label}</span>
            </Anchor>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
