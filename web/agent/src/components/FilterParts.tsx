import { Button, Checkbox, Slider, Stack, Text } from '@mantine/core';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { type ReactNode, useId } from 'react';
import './filter-parts.css';

/**
 * The pieces every results page's filters are made of (buses, hotels): a titled group, checkboxes with how
 * many results each choice has, and a price ceiling.
 */

/** One value in or out of a list filter. */
export function toggled<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...list.filter((item) => item !== value), value] : list.filter((item) => item !== value);
}

/** The price slider moves in ₹50 steps, wide enough to reach both ends. */
export const PRICE_STEP_PAISE = 50_00;
export function priceSliderRange(price: { minPaise: number; maxPaise: number }) {
  return {
    min: Math.floor(price.minPaise / PRICE_STEP_PAISE) * PRICE_STEP_PAISE,
    max: Math.ceil(price.maxPaise / PRICE_STEP_PAISE) * PRICE_STEP_PAISE,
  };
}

export function FilterGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <fieldset className="filter-group">
      <legend className="filter-legend">{label}</legend>
      <Stack gap={8} mt={6}>
        {children}
      </Stack>
    </fieldset>
  );
}

/** Checkboxes, each labelled with how many results it has; none rendered when there is nothing to choose. */
export function CountedChoices<K extends string | number>({
  label,
  entries,
  chosen,
  onChange,
}: {
  label: string;
  entries: { key: K; name: ReactNode; count: number }[];
  chosen: readonly K[];
  onChange: (chosen: K[]) => void;
}) {
  if (entries.length === 0) return null;
  return (
    <FilterGroup label={label}>
      {entries.map(({ key, name, count }) => (
        <Checkbox
          key={key}
          label={
            <>
              {name} ({count})
            </>
          }
          checked={chosen.includes(key)}
          onChange={(event) => onChange(toggled(chosen, key, event.currentTarget.checked))}
        />
      ))}
    </FilterGroup>
  );
}

/** A ceiling on the price, in rupees on the slider (screen readers announce aria-valuenow); null is any price. */
export function PriceCeiling({
  label,
  anyText,
  valueText,
  range,
  value,
  onChange,
}: {
  label: string;
  anyText: string;
  valueText: (price: string) => string;
  range: { min: number; max: number };
  value: number | null;
  onChange: (paise: number | null) => void;
}) {
  const labelId = useId();
  const ceiling = value ?? range.max;
  if (range.max <= range.min) return null;
  return (
    <div>
      <Text id={labelId} size="sm" fw={600}>
        {label}
      </Text>
      <Text size="sm" c="dimmed" mb={6} className="money" aria-live="polite">
        {value === null ? anyText : valueText(formatRupees(ceiling))}
      </Text>
      <Slider
        min={range.min / 100}
        max={range.max / 100}
        step={50}
        value={Math.ceil(ceiling / 100)}
        onChange={(rupees) => onChange(rupees * 100 >= range.max ? null : rupees * 100)}
        label={(rupees) => formatRupees(rupees * 100)}
        thumbLabel={label}
        thumbValueText={(rupees) => formatRupees(rupees * 100)}
        mx={6}
      />
    </div>
  );
}

/** The sorts as toggle buttons, the pressed one in force. */
export function SortButtons<K extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { key: K; label: string }[];
  value: K;
  onChange: (key: K) => void;
}) {
  return (
    <fieldset className="filter-group">
      <legend className="visually-hidden">{label}</legend>
      <div className="sort-buttons">
        <Text size="sm" fw={600} mr={4} aria-hidden="true">
          {label}
        </Text>
        {options.map((option) => (
          <Button
            key={option.key}
            variant="default"
            size="compact-sm"
            className="sort-button"
            aria-pressed={value === option.key}
            onClick={() => onChange(option.key)}
          >
            {option.label}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
