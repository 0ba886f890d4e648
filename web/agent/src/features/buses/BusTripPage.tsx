import { Alert, Anchor, Card, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { BUS_BLOCK_MSG, type BusBlockAnswer } from '@tripsetu/domain/bus-booking.ts';
import { MAX_SEATS_PER_BOOKING } from '@tripsetu/domain/bus-layouts.ts';
import { formatHhmm } from '@tripsetu/domain/flight-results.ts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { t } from '../../i18n/i18n.ts';
import { failureMessage } from '../../lib/api.ts';
import { longDate } from '../../lib/flight-display.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import type { BusSeat } from './api/get-trip-seats.ts';
import { useTripSeats } from './api/get-trip-seats.ts';
import { arrivalDaysLater } from './bus-results.ts';
import { BusBlockForm } from './components/BusBlockForm.tsx';
import { BusBlockReview } from './components/BusBlockReview.tsx';
import { BusSeatLayout } from './components/BusSeatLayout.tsx';
import { useBusTrip } from './use-bus-trip.ts';
import './buses.css';
import './buses-words.ts';

function Loading({ label }: { label: string }) {
  return (
    <Card withBorder radius="md" p="md">
      <Text size="sm" fw={600} role="status" mb="sm">
        {label}
      </Text>
      <Skeleton height={14} width="50%" mb="sm" aria-hidden="true" />
      <Skeleton height={140} aria-hidden="true" />
    </Card>
  );
}

/**
 * /buses/trips/:tripId (issue 22): the seat layout per deck, the chosen seats with a traveller on each, the
 * boarding and dropping points and the contact; Block seats keeps them for a few minutes and shows the fare.
 */
export function BusTripPage() {
  usePageTitle(t('buses.trip.title'));
  const tripId = useParams().tripId ?? '';
  const seats = useTripSeats(tripId);
  const { trip, pending } = useBusTrip(tripId);
  const [chosen, setChosen] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const [block, setBlock] = useState<BusBlockAnswer | null>(null);
  const [contactEmail, setContactEmail] = useState('');
  const date = tripId.split('@')[1] ?? '';

  const pick = (seat: BusSeat) => {
    if (!seat.available) return;
    if (chosen.includes(seat.seatNo)) {
      setChosen(chosen.filter((seatNo) => seatNo !== seat.seatNo));
      setNote('');
    } else if (chosen.length >= MAX_SEATS_PER_BOOKING) {
      setNote(BUS_BLOCK_MSG.tooMany);
    } else {
      setChosen([...chosen, seat.seatNo]);
      setNote('');
    }
  };
  // The seats just taken (or, with none named, every seat no longer free) leave the choice.
  const refresh = async (taken: readonly string[]) => {
    setChosen((current) => current.filter((seatNo) => !taken.includes(seatNo)));
    const fresh = await seats.refetch();
    const free = new Set(fresh.data?.seats.filter((seat) => seat.available).map((seat) => seat.seatNo));
    if (fresh.data) setChosen((current) => current.filter((seatNo) => free.has(seatNo)));
  };
  const chooseAgain = () => {
    setBlock(null);
    setChosen([]);
    void refresh([]);
  };

  return (
    <Container size="lg" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {t('buses.trip.title')}
          </Title>
          {trip ? (
            <Text size="sm" mt={4} aria-label={t('buses.trip.summaryLabel')} role="note">
              <Text span fw={700}>
                {trip.operator.name} · {trip.busType.name}
              </Text>
              {' · '}
              {longDate(trip.departureDate)} · {formatHhmm(trip.departureTime)} → {formatHhmm(trip.arrivalTime)}
              {arrivalDaysLater(trip) > 0 && ` (${t('buses.card.nextDay', { days: arrivalDaysLater(trip) })})`}
            </Text>
          ) : (
            <Text size="sm" mt={4}>
              {tripId.split('@')[0]} · {longDate(date) || date}
            </Text>
          )}
        </div>
        {(seats.isPending || (pending && !seats.isError)) && <Loading label={t('buses.trip.loading')} />}
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
        {seats.data && !pending && !trip && (
          <Alert color="orange" role="alert">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('buses.trip.noStops')}</Text>
              <Anchor component={Link} to={ROUTES.buses} fw={600}>
                {t('buses.trip.newSearch')}
              </Anchor>
            </Stack>
          </Alert>
        )}
        {seats.data && trip && block && (
          <div className="bus-review-wrap">
            <BusBlockReview block={block} contactEmail={contactEmail} onChooseAgain={chooseAgain} />
          </div>
        )}
        {seats.data && trip && !block && (
          <div className="bus-trip-layout">
            <BusSeatLayout
              layout={seats.data}
              chosen={chosen}
              note={note}
              refreshing={seats.isRefetching}
              onPick={pick}
            />
            <BusBlockForm
              trip={trip}
              layout={seats.data}
              chosen={chosen}
              onBlocked={(answer, contact) => {
                setContactEmail(contact.email);
                setBlock(answer);
              }}
              onTaken={(taken) => void refresh(taken)}
            />
          </div>
        )}
      </Stack>
    </Container>
  );
}
