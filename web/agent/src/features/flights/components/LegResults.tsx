import { Button, Card, Stack, Text, Title } from '@mantine/core';
import type { FareOption, Itinerary, SearchLeg } from '@tripsetu/domain/flight-api.ts';
import { FLIGHT_MSG } from '@tripsetu/domain/flight-search.ts';
import { useId } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { longDate } from '../../../lib/flight-display.ts';
import { ItineraryCard } from './ItineraryCard.tsx';

export interface LegSelection {
  itineraryId: string;
  fareId: string;
}

export interface LegResultsProps {
  leg: SearchLeg;
  legIndex: number;
  title: string;
  /** City names for the heading. */
  fromCity: string;
  toCity: string;
  itineraries: Itinerary[];
  travellers: string;
  infants: number;
  selection: LegSelection | undefined;
  onSelect: (itinerary: Itinerary, fare: FareOption) => void;
  onShowRules: (itinerary: Itinerary, fare: FareOption) => void;
  onClearFilters: () => void;
  /** Headings in a tab panel repeat the tab; the route and date still help. */
  headingLevel?: 2 | 3;
}

/** One leg's list: its heading, how many of its flights the filters show, the cards or why there are none. */
export function LegResults({
  leg,
  legIndex,
  title,
  fromCity,
  toCity,
  itineraries,
  travellers,
  infants,
  selection,
  onSelect,
  onShowRules,
  onClearFilters,
  headingLevel = 2,
}: LegResultsProps) {
  const headingId = useId();
  const total = leg.itineraries.length;
  return (
    <section aria-labelledby={headingId}>
      <Title order={headingLevel} size="h4" id={headingId}>
        {title}: {fromCity} → {toCity}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {longDate(leg.date)}
        {total > 0 &&
          ` · ${t(total === 1 ? 'flights.results.countOne' : 'flights.results.count', { shown: itineraries.length, total })}`}
      </Text>
      {total === 0 ? (
        <Card withBorder radius="md" p="xl" ta="center">
          <Text fw={600}>{FLIGHT_MSG.noFlights}</Text>
        </Card>
      ) : itineraries.length === 0 ? (
        <Card withBorder radius="md" p="lg" ta="center">
          <Stack gap="sm" align="center">
            <Text fw={600}>{t('flights.results.noneMatch')}</Text>
            <Button variant="default" onClick={onClearFilters}>
              {t('flights.filters.clear')}
            </Button>
          </Stack>
        </Card>
      ) : (
        <Stack component="ul" gap="sm" className="plain-list" aria-labelledby={headingId}>
          {itineraries.map((itinerary) => (
            <li key={itinerary.id}>
              <ItineraryCard
                itinerary={itinerary}
                legIndex={legIndex}
                travellers={travellers}
                infants={infants}
                selectedFareId={selection?.itineraryId === itinerary.id ? selection.fareId : null}
                onSelectFare={(fare) => onSelect(itinerary, fare)}
                onShowRules={(fare) => onShowRules(itinerary, fare)}
              />
            </li>
          ))}
        </Stack>
      )}
    </section>
  );
}
