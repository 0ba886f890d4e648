import { Button, Input, Popover, Stack, Text } from '@mantine/core';
import { ADULTS_MIN, PAX_COUNT_MAX } from '@tripsetu/domain/constants.ts';
import { MSG_DECIDED } from '@tripsetu/domain/messages.ts';
import { SelectField } from '@tripsetu/ui/SelectField';
import { useId, useState } from 'react';
/** The three counts a package or flight search carries (consumer-site.md §9 age classes). */
export interface TravellerCounts {
  numadults: number;
  numchildren: number;
  numinfants: number;
}

/** '2 Adults, 1 Child' — the counts as the button and the search summaries read them. */
export function travellersLabel(counts: TravellerCounts): string {
  const parts = [`${counts.numadults} Adult${counts.numadults === 1 ? '' : 's'}`];
  if (counts.numchildren > 0) parts.push(`${counts.numchildren} Child${counts.numchildren === 1 ? '' : 'ren'}`);
  if (counts.numinfants > 0) parts.push(`${counts.numinfants} Infant${counts.numinfants === 1 ? '' : 's'}`);
  return parts.join(', ');
}

const digits = (from: number) =>
  Array.from({ length: PAX_COUNT_MAX - from + 1 }, (_, i) => ({ value: String(from + i), label: String(from + i) }));

/**
 * §2 passenger popup: adult, child and infant selectors, digits 0-9, at least one adult. The package
 * forms flag more infants than adults here; the flight form leaves that to its search rules
 * (`flagInfantsOver={false}`), which answer with their own message through `error`.
 */
export function TravellersPopup({
  value,
  onChange,
  error,
  flagInfantsOver = true,
}: {
  value: TravellerCounts;
  onChange: (next: TravellerCounts) => void;
  error?: string;
  flagInfantsOver?: boolean;
}) {
  const [opened, setOpened] = useState(false);
  const labelId = useId();
  const textId = useId();
  const infantsOver = flagInfantsOver && value.numinfants > value.numadults;
  const shownError = error ?? (infantsOver ? MSG_DECIDED.infantsOverAdults : undefined);
  return (
    <Input.Wrapper label="Travellers" labelProps={{ id: labelId }} error={shownError}>
      <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" width={280} trapFocus>
        <Popover.Target>
          <Button
            variant="default"
            fullWidth
            justify="space-between"
            aria-labelledby={`${labelId} ${textId}`}
            onClick={() => setOpened((o) => !o)}
            aria-invalid={shownError ? true : undefined}
            styles={{ root: { fontWeight: 400, borderColor: shownError ? 'var(--mantine-color-error)' : undefined } }}
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
