import { Button, Input, Popover, Stack, Text } from '@mantine/core';
import { ADULTS_MIN, PAX_COUNT_MAX } from '@tripsetu/domain/constants.ts';
import { MSG_DECIDED } from '@tripsetu/domain/messages.ts';
import { SelectField } from '@tripsetu/ui/SelectField';
import { useId, useState } from 'react';
import { type PackageSearch, travellersLabel } from '../search-params.ts';

type Counts = Pick<PackageSearch, 'numadults' | 'numchildren' | 'numinfants'>;

const digits = (from: number) =>
  Array.from({ length: PAX_COUNT_MAX - from + 1 }, (_, i) => ({ value: String(from + i), label: String(from + i) }));

/** §2 passenger popup: adult, child and infant selectors, digits 0-9, at least one adult. */
export function TravellersPopup({
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
  const infantsOver = value.numinfants > value.numadults;
  return (
    <Input.Wrapper
      label="Travellers"
      labelProps={{ id: labelId }}
      error={error ?? (infantsOver ? MSG_DECIDED.infantsOverAdults : undefined)}
    >
      <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" width={280} trapFocus>
        <Popover.Target>
          <Button
            variant="default"
            fullWidth
            justify="space-between"
            aria-labelledby={`${labelId} ${textId}`}
            onClick={() => setOpened((o) => !o)}
            styles={{ root: { fontWeight: 400 } }}
          >
            <span id={textId}>{travellersLabel(value)}</span>
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
            {infantsOver && (
              <Text size="sm" c="red.8">
                {MSG_DECIDED.infantsOverAdults}
              </Text>
            )}
            <Button onClick={() => setOpened(false)}>Done</Button>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Input.Wrapper>
  );
}
