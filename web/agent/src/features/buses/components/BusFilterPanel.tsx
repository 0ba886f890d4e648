import { Button, Checkbox, Slider, Stack, Text } from '@mantine/core';
import { type BusFilters, NO_BUS_FILTERS } from '@tripsetu/domain/bus-search.ts';
import { BUS_TYPE_FILTER_LABELS } from '@tripsetu/domain/bus-types.ts';
import { TIME_BAND_RANGES, type TimeBand } from '@tripsetu/domain/flight-results.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { type ReactNode, useId } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { activeBusFilterCount, type BusFacets, fareSliderRange, toggled } from '../bus-results.ts';

function FilterGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <fieldset className="bus-filter-group">
      <legend className="bus-filter-legend">{label}</legend>
      <Stack gap={8} mt={6}>
        {children}
      </Stack>
    </fieldset>
  );
}

function BandGroup({
  label,
  bands,
  chosen,
  onChange,
}: {
  label: string;
  bands: BusFacets['departureBands'];
  chosen: readonly TimeBand[];
  onChange: (bands: TimeBand[]) => void;
}) {
  if (bands.length === 0) return null;
  return (
    <FilterGroup label={label}>
      {bands.map(({ band, count }) => (
        <Checkbox
          key={band}
          label={
            <>
              {TIME_BAND_RANGES[band].label} ({count})
              <Text span size="xs" c="dimmed" display="block">
                {TIME_BAND_RANGES[band].hours}
              </Text>
            </>
          }
          checked={chosen.includes(band)}
          onChange={(event) => onChange(toggled(chosen, band, event.currentTarget.checked))}
        />
      ))}
    </FilterGroup>
  );
}

function NameGroup({
  label,
  entries,
  chosen,
  onChange,
}: {
  label: string;
  entries: { key: string; name: string; count: number }[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) {
  if (entries.length === 0) return null;
  return (
    <FilterGroup label={label}>
      {entries.map(({ key, name, count }) => (
        <Checkbox
          key={key}
          label={`${name} (${count})`}
          checked={chosen.includes(key)}
          onChange={(event) => onChange(toggled(chosen, key, event.currentTarget.checked))}
        />
      ))}
    </FilterGroup>
  );
}

/**
 * The results' filters (issue 22) with how many buses each choice has: §9 departure and arrival time bands,
 * bus type, operator, boarding and dropping point, and a fare ceiling.
 */
export function BusFilterPanel({
  facets,
  filters,
  onChange,
}: {
  facets: BusFacets;
  filters: BusFilters;
  onChange: (filters: BusFilters) => void;
}) {
  const fareLabelId = useId();
  const range = facets.fare ? fareSliderRange(facets.fare) : null;
  const ceiling = filters.maxFarePaise ?? range?.max ?? 0;
  return (
    <Stack gap="lg">
      <BandGroup
        label={t('buses.filters.departure')}
        bands={facets.departureBands}
        chosen={filters.departureBands}
        onChange={(departureBands) => onChange({ ...filters, departureBands })}
      />
      <BandGroup
        label={t('buses.filters.arrival')}
        bands={facets.arrivalBands}
        chosen={filters.arrivalBands}
        onChange={(arrivalBands) => onChange({ ...filters, arrivalBands })}
      />
      <FilterGroup label={t('buses.filters.busType')}>
        {facets.types.map(({ type, count }) => (
          <Checkbox
            key={type}
            label={`${BUS_TYPE_FILTER_LABELS[type]} (${count})`}
            checked={filters.types.includes(type)}
            onChange={(event) =>
              onChange({ ...filters, types: toggled(filters.types, type, event.currentTarget.checked) })
            }
          />
        ))}
      </FilterGroup>
      {range && range.max > range.min && (
        <div>
          <Text id={fareLabelId} size="sm" fw={600}>
            {t('buses.filters.maxFare')}
          </Text>
          <Text size="sm" c="dimmed" mb={6} className="money" aria-live="polite">
            {filters.maxFarePaise === null
              ? t('buses.filters.anyFare')
              : t('buses.filters.maxFareValue', { fare: formatRupees(ceiling) })}
          </Text>
          {/* In rupees, not paise: screen readers announce aria-valuenow (₹50 steps). */}
          <Slider
            min={range.min / 100}
            max={range.max / 100}
            step={50}
            value={Math.ceil(ceiling / 100)}
            onChange={(rupees) =>
              onChange({ ...filters, maxFarePaise: rupees * 100 >= range.max ? null : rupees * 100 })
            }
            label={(rupees) => formatRupees(rupees * 100)}
            thumbLabel={t('buses.filters.maxFare')}
            thumbValueText={(rupees) => formatRupees(rupees * 100)}
            mx={6}
          />
        </div>
      )}
      <NameGroup
        label={t('buses.filters.operator')}
        entries={facets.operators.map(({ code, name, count }) => ({ key: code, name, count }))}
        chosen={filters.operators}
        onChange={(operators) => onChange({ ...filters, operators })}
      />
      <NameGroup
        label={t('buses.filters.boarding')}
        entries={facets.boardingPoints.map(({ name, count }) => ({ key: name, name, count }))}
        chosen={filters.boardingPoints}
        onChange={(boardingPoints) => onChange({ ...filters, boardingPoints })}
      />
      <NameGroup
        label={t('buses.filters.dropping')}
        entries={facets.droppingPoints.map(({ name, count }) => ({ key: name, name, count }))}
        chosen={filters.droppingPoints}
        onChange={(droppingPoints) => onChange({ ...filters, droppingPoints })}
      />
      {activeBusFilterCount(filters) > 0 && (
        <Button variant="default" onClick={() => onChange(NO_BUS_FILTERS)}>
          {t('buses.filters.clear')}
        </Button>
      )}
    </Stack>
  );
}
