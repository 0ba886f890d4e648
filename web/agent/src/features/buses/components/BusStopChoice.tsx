import { Radio, Stack, Text } from '@mantine/core';
import type { BusStop } from '@tripsetu/domain/bus-search.ts';
import { formatHhmm } from '@tripsetu/domain/flight-results.ts';
import { t } from '../../../i18n/i18n.ts';
import { busFieldId } from '../bus-seats.ts';

/** A boarding or dropping point from the bus's list: time, place and landmark on each choice. */
export function BusStopChoice({
  field,
  label,
  stops,
  value,
  error,
  onChange,
}: {
  field: 'boardingPointId' | 'droppingPointId';
  label: string;
  stops: readonly BusStop[];
  value: string;
  error: string | undefined;
  onChange: (id: string) => void;
}) {
  return (
    <Radio.Group id={busFieldId(field)} label={label} value={value} onChange={onChange} error={error} withAsterisk>
      <Stack gap={6} mt={6}>
        {stops.map((stop) => (
          <Radio
            key={stop.id}
            value={stop.id}
            label={
              <span>
                <Text span fw={700}>
                  {formatHhmm(stop.time)}
                </Text>{' '}
                {stop.name}
              </span>
            }
            description={t('buses.block.landmark', { landmark: stop.landmark })}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
