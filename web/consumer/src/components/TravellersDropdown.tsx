import { Button, Popover, Stack, Text } from '@mantine/core';
import { ADULTS_MIN, PAX_COUNT_MAX } from '@tripsetu/domain/constants.ts';
import { MSG_DECIDED } from '@tripsetu/domain/messages.ts';
import { SelectField } from '@tripsetu/ui/SelectField';
import { type ReactElement, useEffect, useRef } from 'react';
import type { TravellerCounts } from './TravellersPopup.tsx';

/**
 * Always under the button: flipped above (Mantine's default when the viewport has no room below, as on a phone) it
 * covered the fields above it, its own label too. It scrolls into view instead.
 */
const UNDER_THE_BUTTON = { flip: false, shift: true } as const;

const digits = (from: number) =>
  Array.from({ length: PAX_COUNT_MAX - from + 1 }, (_, i) => ({ value: String(from + i), label: String(from + i) }));

/** The passenger popup's dropdown around its button: loaded when the button is first reached for. */
export default function TravellersDropdown({
  value,
  onChange,
  opened,
  setOpened,
  infantsOver,
  button,
  buttonId,
}: {
  value: TravellerCounts;
  onChange: (next: TravellerCounts) => void;
  opened: boolean;
  setOpened: (opened: boolean) => void;
  infantsOver: boolean;
  button: ReactElement;
  /** The button's id, which the Travellers label names: the popover would otherwise give its target one of its own. */
  buttonId: string;
}) {
  const dropdownRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!opened) return;
    // Two frames on: the dropdown is drawn in the first (its transition's own frame) and placed by the time of the
    // second. Not the transition's end: the first press mounts this component open, with no transition to end.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => dropdownRef.current?.scrollIntoView?.({ block: 'nearest' }));
    });
    return () => cancelAnimationFrame(frame);
  }, [opened]);
  return (
    <Popover
      id={buttonId}
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      middlewares={UNDER_THE_BUTTON}
      shadow="md"
      width={280}
      trapFocus
    >
      <Popover.Target>{button}</Popover.Target>
      <Popover.Dropdown ref={dropdownRef}>
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
  );
}
