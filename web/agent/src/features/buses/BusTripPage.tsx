import { Alert, Anchor, Button, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import type { BusSearchAnswer, BusTrip } from '@tripsetu/domain/bus-search.ts';
import { formatHhmm } from '@tripsetu/domain/flight-results.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { t } from '../../i18n/i18n.ts';
import { failureMessage } from '../../lib/api.ts';
import { longDate } from '../../lib/flight-display.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { type BusTripSeats, useTripSeats } from './api/get-trip-seats.ts';
import { BUS_SEARCH_KEY } from './api/search-buses.ts';
import { arrivalDaysLater } from './bus-results.ts';
import './buses.css';

/** The trip as the results listed it, when this browser searched it (none after a reload of a bookmark). */
function useListedTrip(tripId: string): BusTrip | undefined {
  const answers = useQueryClient().getQueriesData<BusSearchAnswer>({ queryKey: BUS_SEARCH_KEY });
  for (const [, answer] of answers) {
    const trip = answer?.trips.find((entry) => entry.id === tripId);
    if (trip) return trip;
  }
  return undefined;
}

/** What the seats tell of the bus: seats free of all, decks, the fares of the free seats, ladies seats. */
export function seatSummary(seats: BusTripSeats) {
  const free = seats.seats.filter((seat) => seat.available);
  const fares = free.map((seat) => seat.farePaise);
  return {
    free: free.length,
    total: seats.seats.length,
    decks: new Set(seats.seats.map((seat) => seat.deck)).size,
    lowPaise: fares.length > 0 ? Math.min(...fares) : null,
    highPaise: fares.length > 0 ? Math.max(...fares) : null,
    ladies: seats.seats.filter((seat) => seat.ladies).length,
  };
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="bus-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * /buses/trips/:tripId: until the seat layout arrives (the next slice of issue 22), a clear notice with the
 * bus's summary from GET /buses/trips/:tripId/seats, and the way back to the results.
 */
export function BusTripPage() {
  usePageTitle(t('buses.trip.title'));
  const tripId = useParams().tripId ?? '';
  const seats = useTripSeats(tripId);
  const listed = useListedTrip(tripId);
  const navigate = useNavigate();
  const location = useLocation();
  const [service = tripId, date = ''] = tripId.split('@');
  // Back to the results when they opened this page; a bookmark has no page behind it in the portal.
  const cameFromPortal = location.key !== 'default';
  const summary = seats.data ? seatSummary(seats.data) : null;

  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('buses.trip.title')}
        </Title>
        {seats.isPending && (
          <Card withBorder radius="md" p="md">
            <Text size="sm" fw={600} role="status" mb="sm">
              {t('buses.trip.loading')}
            </Text>
            <Skeleton height={14} width="50%" mb="sm" aria-hidden="true" />
            <Skeleton height={14} width="30%" aria-hidden="true" />
          </Card>
        )}
        {seats.isError && (
          <Alert color="red" role="alert">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{failureMessage(seats.error, AGENT_MSG.oops)}</Text>
              <Anchor component={Link} to={ROUTES.buses} fw={600}>
                {t('buses.trip.newSearch')}
              </Anchor>
            </Stack>
          </Alert>
        )}
        {summary && (
          <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="bus-trip-soon">
            <Stack gap="md">
              <div className="bus-soon">
                <Title order={2} size="h4" id="bus-trip-soon">
                  {t('buses.trip.soonTitle')}
                </Title>
                <Text size="sm" mt={4}>
                  {t('buses.trip.soon')}
                </Text>
              </div>
              {listed && (
                <div>
                  <Text fw={700}>
                    {listed.operator.name} · {listed.busType.name}
                  </Text>
                  <Text size="sm">
                    {formatHhmm(listed.departureTime)} → {formatHhmm(listed.arrivalTime)}
                    {arrivalDaysLater(listed) > 0 &&
                      ` (${t('buses.card.nextDay', { days: arrivalDaysLater(listed) })})`}
                    {' · '}
                    {listed.boardingPoints[0]?.name} → {listed.droppingPoints.at(-1)?.name}
                  </Text>
                </div>
              )}
              <dl className="bus-facts">
                <Fact label={t('buses.trip.service')}>{service}</Fact>
                <Fact label={t('buses.trip.date')}>{longDate(date) || date}</Fact>
                <Fact label={t('buses.trip.seatsFree')}>
                  {t('buses.trip.seatsFreeValue', { free: summary.free, total: summary.total })}
                </Fact>
                <Fact label={t('buses.trip.decks')}>
                  {summary.decks > 1 ? t('buses.trip.decksTwo') : t('buses.trip.decksOne')}
                </Fact>
                {summary.lowPaise !== null && summary.highPaise !== null && (
                  <Fact label={t('buses.trip.fares')}>
                    {summary.lowPaise === summary.highPaise
                      ? formatRupees(summary.lowPaise)
                      : t('buses.trip.faresRange', {
                          low: formatRupees(summary.lowPaise),
                          high: formatRupees(summary.highPaise),
                        })}
                  </Fact>
                )}
                <Fact label={t('buses.trip.ladies')}>{summary.ladies}</Fact>
              </dl>
              <Group gap="sm">
                {cameFromPortal && (
                  <Button variant="default" onClick={() => navigate(-1)}>
                    {t('buses.trip.back')}
                  </Button>
                )}
                <Button component={Link} to={ROUTES.buses} variant={cameFromPortal ? 'subtle' : 'filled'}>
                  {t('buses.trip.newSearch')}
                </Button>
              </Group>
            </Stack>
          </Card>
        )}
      </Stack>
    </Container>
  );
}
