import { Button, Card, Group, Text, Title } from '@mantine/core';
import type { AirportShape } from '@tripsetu/domain/flight-api.ts';
import { FARE_TYPE_LABELS, type FlightSearchRequest, TRIP_TYPE_LABELS } from '@tripsetu/domain/flight-search.ts';
import { CABIN_LABELS } from '@tripsetu/domain/flight-types.ts';
import { t } from '../../../i18n/i18n.ts';
import { cityOf, longDate } from '../../../lib/flight-display.ts';
import { travellersText } from '../../../lib/flight-search-form.ts';
import { airportLabel } from './AirportSelect.tsx';

const placeOf = (airports: readonly AirportShape[], code: string) => {
  const airport = airports.find((entry) => entry.code === code);
  return airport ? airportLabel(airport) : code;
};

/** The page heading for a search: where, when, who, and the way back to the form. */
export function searchHeading(search: FlightSearchRequest, airports: readonly AirportShape[]): string {
  if (search.tripType === 'MULTI_CITY') {
    const stops = [search.segments[0]?.from ?? '', ...search.segments.map((segment) => segment.to)];
    return t('flights.results.multiCity', { route: stops.map((code) => cityOf(airports, code)).join(' → ') });
  }
  const onward = search.segments[0];
  return t('flights.results.heading', {
    from: placeOf(airports, onward?.from ?? ''),
    to: placeOf(airports, onward?.to ?? ''),
  });
}

export function searchFacts(search: FlightSearchRequest): string {
  const onward = search.segments[0];
  const dates =
    search.tripType === 'ROUND_TRIP'
      ? `${longDate(onward?.date)} – ${longDate(search.returnDate)}`
      : search.tripType === 'MULTI_CITY'
        ? `${longDate(onward?.date)} – ${longDate(search.segments.at(-1)?.date)}`
        : longDate(onward?.date);
  return [
    TRIP_TYPE_LABELS[search.tripType],
    dates,
    t('flights.results.travellersCabin', { travellers: travellersText(search), cabin: CABIN_LABELS[search.cabin] }),
    search.fareType !== 'REGULAR' ? FARE_TYPE_LABELS[search.fareType] : '',
    search.nonStopOnly ? t('flights.form.nonStop') : '',
    search.nearbyAirports ? t('flights.form.nearby') : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

export function SearchSummary({
  search,
  airports,
  modifyOpen,
  onModify,
  formId,
}: {
  search: FlightSearchRequest;
  airports: readonly AirportShape[];
  modifyOpen: boolean;
  onModify: () => void;
  formId: string;
}) {
  return (
    <Card withBorder radius="md" p="md" aria-label={t('flights.results.summaryLabel')} component="section">
      <Group justify="space-between" align="center" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {searchHeading(search, airports)}
          </Title>
          <Text size="sm" c="dimmed">
            {searchFacts(search)}
          </Text>
        </div>
        <Button
          variant="default"
          onClick={onModify}
          aria-expanded={modifyOpen}
          aria-controls={modifyOpen ? formId : undefined}
        >
          {t('flights.results.modify')}
        </Button>
      </Group>
    </Card>
  );
}
