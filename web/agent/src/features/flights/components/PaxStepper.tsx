import { ActionIcon, Group, Input, Text } from '@mantine/core';
import { useId } from 'react';

function Sign({ plus }: { plus: boolean }) {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
      <path d={plus ? 'M2 7h10M7 2v10' : 'M2 7h10'} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export interface PaxStepperProps {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  addLabel: string;
  removeLabel: string;
  error?: string;
  /** Why + has stopped (the group or infant limit), said under the count. */
  limitReason?: string | null;
}

/** A traveller count with − and + buttons: its label names the group, and the count is announced as it changes. */
export function PaxStepper({
  label,
  value,
  min,
  max,
  onChange,
  addLabel,
  removeLabel,
  error,
  limitReason,
}: PaxStepperProps) {
  const id = useId();
  return (
    <fieldset className="pax-stepper" aria-describedby={error ? `${id}-error` : undefined}>
      <legend id={`${id}-label`} className="pax-stepper-label">
        {label}
      </legend>
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          // aria-disabled rather than disabled: the button keeps keyboard focus when the count reaches its bound.
          onClick={() => value > min && onChange(value - 1)}
          aria-disabled={value <= min || undefined}
          data-disabled={value <= min || undefined}
          aria-label={removeLabel}
        >
          <Sign plus={false} />
        </ActionIcon>
        <Text
          component="output"
          aria-live="polite"
          aria-labelledby={`${id}-label`}
          fw={700}
          w={28}
          ta="center"
          className="money"
        >
          {value}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => value < max && onChange(value + 1)}
          aria-disabled={value >= max || undefined}
          data-disabled={value >= max || undefined}
          aria-label={addLabel}
          aria-describedby={limitReason ? `${id}-limit` : undefined}
        >
          <Sign plus />
        </ActionIcon>
      </Group>
      {limitReason && (
        <Text id={`${id}-limit`} size="xs" c="dimmed" mt={4} maw={220}>
          {limitReason}
        </Text>
      )}
      {error && (
        <Input.Error id={`${id}-error`} mt={4}>
          {error}
        </Input.Error>
      )}
    </fieldset>
  );
}
