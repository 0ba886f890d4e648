import { Group, Radio, ScrollArea, Stack, Text } from '@mantine/core';
import { t } from '../../../i18n/i18n.ts';
import type { FlightChoice } from './reschedule-choice.ts';

/**
 * The flights on the new date, each with its fares to choose from; the flight booked now is shown and
 * cannot be chosen. Each fare's name carries its flight, so a screen reader hears which is which.
 */
export function RescheduleOptionsList({
  date,
  flights,
  value,
  onChange,
}: {
  date: string;
  flights: FlightChoice[];
  value: string | null;
  onChange: (id: string) => void;
}) {
  if (flights.length === 0) {
    return (
      <Text size="sm" role="status">
        {t('reschedule.noFlights')}
      </Text>
    );
  }
  return (
    <Radio.Group label={t('reschedule.flights', { date })} value={value} onChange={onChange}>
      <ScrollArea.Autosize mah={420} type="auto" mt={6}>
        <Stack gap="xs" pr="sm">
          {flights.map((flight) => (
            <div key={flight.id} className="reschedule-flight">
              <Text size="sm" fw={600}>
                {flight.label}
                {flight.current && (
                  <Text span size="xs" c="dimmed" fw={400}>
                    {` · ${t('reschedule.current')}`}
                  </Text>
                )}
              </Text>
              <Group gap="md" mt={4}>
                {flight.fares.map((fare) => (
                  <Radio
                    key={fare.id}
                    value={fare.id}
                    disabled={fare.current}
                    label={fare.label}
                    aria-label={`${fare.label}, ${flight.label}`}
                  />
                ))}
              </Group>
            </div>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Radio.Group>
  );
}
