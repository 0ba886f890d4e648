import { Button, Input } from '@mantine/core';
import { MSG_DECIDED } from '@tripsetu/domain/messages.ts';
import { onDemand } from '@tripsetu/ui/on-demand';
import { useId, useState } from 'react';

const useDropdown = onDemand(() => import('./TravellersDropdown.tsx'));
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

/**
 * §2 passenger popup: adult, child and infant selectors, digits 0-9, at least one adult. The package
 * forms flag more infants than adults here; the flight form leaves that to its search rules
 * (`flagInfantsOver={false}`), which answer with their own message through `error`. The dropdown's
 * code arrives when the button is first pointed at, focused or pressed (decision 018).
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
  // The button moves into the dropdown's frame only when first pressed, never under a keyboard's focus.
  const [pressed, setPressed] = useState(false);
  const [dropdown, loadDropdown] = useDropdown();
  // The label's `for` names the button (a button is labelable: a click on "Travellers" presses it); its name
  // is the label and the count it shows.
  const buttonId = useId();
  const labelId = `${buttonId}-label`;
  const textId = useId();
  const infantsOver = flagInfantsOver && value.numinfants > value.numadults;
  const shownError = error ?? (infantsOver ? MSG_DECIDED.infantsOverAdults : undefined);
  const button = (
    <Button
      variant="default"
      fullWidth
      justify="space-between"
      id={buttonId}
      aria-labelledby={`${labelId} ${textId}`}
      aria-describedby={shownError ? `${buttonId}-error` : undefined}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={() => {
        setOpened((o) => !o);
        setPressed(true);
        void loadDropdown();
      }}
      aria-invalid={shownError ? true : undefined}
      styles={{ root: { fontWeight: 400, borderColor: shownError ? 'var(--mantine-color-error)' : undefined } }}
    >
      <span id={textId}>{travellersLabel(value)}</span>
    </Button>
  );
  const Dropdown = pressed ? dropdown?.default : undefined;
  return (
    <Input.Wrapper id={buttonId} label="Travellers" error={shownError}>
      {Dropdown ? (
        <Dropdown
          value={value}
          onChange={onChange}
          opened={opened}
          setOpened={setOpened}
          infantsOver={infantsOver}
          button={button}
          buttonId={buttonId}
        />
      ) : (
        button
      )}
    </Input.Wrapper>
  );
}
