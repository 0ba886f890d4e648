import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { formatDisplayDate } from '@tripsetu/domain/dates.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import type { RescheduleFlight } from '@tripsetu/domain/reschedule-options.ts';
import { useState } from 'react';

/** How many flights show before 'Show all': the cheapest, as the results page lists them first. */
const FIRST_FLIGHTS = 10;

const stopsText = (stops: number) => (stops === 0 ? 'non-stop' : `${stops} ${stops === 1 ? 'stop' : 'stops'}`);

/**
 * The flights on the new date, each with its fares to choose from; the one booked now is shown and cannot
 * be chosen. Each fare's name carries its flight, so a screen reader hears which is which.
 */
export function RescheduleFlightList({
  date,
  flights,
  value,
  onChange,
}: {
  date: string;
  flights: RescheduleFlight[];
  value: string | null;
  onChange: (id: string) => void;
}) {
  const [all, setAll] = useState(false);
  if (flights.length === 0) {
    return (
      <Text size="sm" role="status">
        No flights found on {formatDisplayDate(date)}. Please try another date.
      </Text>
    );
  }
  return (
    <Radio.Group label={`Flights on ${formatDisplayDate(date)}`} value={value} onChange={onChange}>
      <Stack gap="xs" mt={6}>
        {(all ? flights : flights.slice(0, FIRST_FLIGHTS)).map((flight) => {
          const label = `${flight.flight}, ${flight.departs} → ${flight.arrives} (${flight.duration}, ${stopsText(flight.stops)})`;
          return (
            <div key={flight.id} className="reschedule-flight">
              <Text size="sm" fw={600}>
                {label}
                {flight.current && (
                  <Text span size="xs" c="dimmed" fw={400}>
                    {' · your current flight'}
                  </Text>
                )}
              </Text>
              <Group gap="md" mt={4}>
                {flight.fares.map((fare) => (
                  <Radio
                    key={fare.id}
                    value={fare.id}
                    disabled={flight.current}
                    label={`${fare.family} ${formatRupees(fare.totalPaise)}`}
                    aria-label={`${fare.family} ${formatRupees(fare.totalPaise)}, ${label}`}
                  />
                ))}
              </Group>
            </div>
          );
        })}
        {!all && flights.length > FIRST_FLIGHTS && (
          <Button variant="subtle" onClick={() => setAll(true)} style={{ alignSelf: 'flex-start' }}>
            Show all {flights.length} flights
          </Button>
        )}
      </Stack>
    </Radio.Group>
  );
}
