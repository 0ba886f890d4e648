import { Radio, ScrollArea, Stack, Text } from '@mantine/core';
import { t } from '../../../i18n/i18n.ts';
import type { FareChoice } from './reschedule-choice.ts';

/** The flights and fares on the new date, one to choose; the flight booked now is shown and cannot be. */
export function RescheduleOptionsList({
  date,
  choices,
  value,
  onChange,
}: {
  date: string;
  choices: FareChoice[];
  value: string | null;
  onChange: (id: string) => void;
}) {
  if (choices.length === 0) {
    return (
      <Text size="sm" role="status">
        {t('reschedule.noFlights')}
      </Text>
    );
  }
  return (
    <Radio.Group label={t('reschedule.flights', { date })} value={value} onChange={onChange}>
      <ScrollArea.Autosize mah={360} type="auto" mt={6}>
        <Stack gap={8} pr="sm">
          {choices.map((choice) => (
            <Radio
              key={choice.id}
              value={choice.id}
              disabled={choice.current}
              label={choice.label}
              description={choice.current ? t('reschedule.current') : undefined}
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Radio.Group>
  );
}
