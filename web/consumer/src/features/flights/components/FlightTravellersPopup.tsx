import { Button, Input, Popover, Stack } from '@mantine/core';
import { ADULTS_MIN, PAX_COUNT_MAX } from '@tripsetu/domain/constants.ts';
import type { FlightSearchFields } from '@tripsetu/domain/gateway-flights.ts';
import { SelectField } from '@tripsetu/ui/SelectField';
import { useId, useState } from 'react';
import { flightTravellersLabel } from '../search-params.ts';

type Counts = Pick<FlightSearchFields, 'numadults' | 'numchildren' | 'numinfants'>;

const digits = (from: number) =>
  Array.from({ length: PAX_COUNT_MAX - from + 1 }, (_, i) => ({ value: String(from + i), label: String(from + i) }));

/** Travellers by §9 age class: adults over 12, children under 12, infants up to 2 years; digits 0-9, one adult at least. */
export function FlightTravellersPopup({
  value,
  onChange,
  error,
}: {
  value: Counts;
  onChange: (next: Counts) => void;
  error?: string;
}) {
  const [opened, setOpened] = useState(false);
  const labelId = useId();
  const textId = useId();
  return (
    <Input.Wrapper label="Travellers" labelProps={{ id: labelId }} error={error}>
      <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" width={280} trapFocus>
        <Popover.Target>
          <Button
            variant="default"
            fullWidth
            justify="space-between"
            aria-labelledby={`${labelId} ${textId}`}
            aria-invalid={error ? true : undefined}
            onClick={() => setOpened((o) => !o)}
            styles={{ root: { fontWeight: 400, borderColor: error ? 'var(--mantine-color-error)' : undefined } }}
          >
            <span id={textId}>{flightTravellersLabel(value)}</span>
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs">
            <SelectField
              label="Adults (12+ yrs)"
              value={String(value.numadults)}
              data={digits(ADULTS_MIN)}
              onChange={(v) => onChange({ ...value, numadults: Number(v) })}
            />
            <SelectField
              label="Children (2-12 yrs)"
              value={String(value.numchildren)}
              data={digits(0)}
              onChange={(v) => onChange({ ...value, numchildren: Number(v) })}
            />
            <SelectField
              label="Infants (below 2 yrs)"
              value={String(value.numinfants)}
              data={digits(0)}
              onChange={(v) => onChange({ ...value, numinfants: Number(v) })}
            />
            <Button onClick={() => setOpened(false)}>Done</Button>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Input.Wrapper>
  );
}
