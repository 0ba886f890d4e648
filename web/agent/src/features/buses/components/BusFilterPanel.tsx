import { Button, Checkbox, Stack, Text } from '@mantine/core';
import { type BusFilters, NO_BUS_FILTERS } from '@tripsetu/domain/bus-search.ts';
import { BUS_TYPE_FILTER_LABELS } from '@tripsetu/domain/bus-types.ts';
import { TIME_BAND_RANGES, type TimeBand } from '@tripsetu/domain/flight-results.ts';
import {
  CountedChoices,
  FilterGroup,
  PriceCeiling,
  priceSliderRange,
  toggled,
} from '../../../components/FilterParts.tsx';
import { t } from '../../../i18n/i18n.ts';
import { activeBusFilterCount, type BusFacets } from '../bus-results.ts';

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
  const range = facets.fare ? priceSliderRange(facets.fare) : null;
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
      {range && (
        <PriceCeiling
          label={t('buses.filters.maxFare')}
          anyText={t('buses.filters.anyFare')}
          valueText={(fare) => t('buses.filters.maxFareValue', { fare })}
          range={range}
          value={filters.maxFarePaise}
          onChange={(maxFarePaise) => onChange({ ...filters, maxFarePaise })}
        />
      )}
      <CountedChoices
        label={t('buses.filters.operator')}
        entries={facets.operators.map(({ code, name, count }) => ({ key: code, name, count }))}
        chosen={filters.operators}
        onChange={(operators) => onChange({ ...filters, operators })}
      />
      <CountedChoices
        label={t('buses.filters.boarding')}
        entries={facets.boardingPoints.map(({ name, count }) => ({ key: name, name, count }))}
        chosen={filters.boardingPoints}
        onChange={(boardingPoints) => onChange({ ...filters, boardingPoints })}
      />
      <CountedChoices
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
