import { Button, Checkbox, Slider, Stack, Text } from '@mantine/core';
import { type ResultFacets, stopsLabel, TIME_BAND_RANGES } from '@tripsetu/domain/flight-results.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { type ReactNode, useId } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { activeFilterCount, NO_REFINE, priceSliderRange, type RefineState, toggled } from '../refine.ts';

function FilterGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <fieldset className="filter-group">
      <legend className="filter-legend">{label}</legend>
      <Stack gap={8} mt={6}>
        {children}
      </Stack>
    </fieldset>
  );
}

/** §2 refine filters with what each would show: stops, airlines, departure time, price ceiling, refundable. */
export function RefineFilters({
  facets,
  refine,
  onChange,
}: {
  facets: ResultFacets;
  refine: RefineState;
  onChange: (refine: RefineState) => void;
}) {
  const priceLabelId = useId();
  const range = facets.price ? priceSliderRange(facets.price) : null;
  const ceiling = refine.maxPricePaise ?? range?.max ?? 0;
  return (
    <Stack gap="lg">
      {facets.stops.length > 0 && (
        <FilterGroup label={t('flights.filters.stops')}>
          {facets.stops.map(({ stops, count }) => (
            <Checkbox
              key={stops}
              // bdi: '1 stop (24)' is English, and keeps its order on a right-to-left page.
              label={<bdi>{`${stops >= 2 ? `${stopsLabel(2)}+` : stopsLabel(stops)} (${count})`}</bdi>}
              checked={refine.stops.includes(stops)}
              onChange={(event) =>
                onChange({ ...refine, stops: toggled(refine.stops, stops, event.currentTarget.checked) })
              }
            />
          ))}
        </FilterGroup>
      )}
      {facets.airlines.length > 0 && (
        <FilterGroup label={t('flights.filters.airlines')}>
          {facets.airlines.map((airline) => (
            <Checkbox
              key={airline.code}
              label={
                <>
                  {airline.name} ({airline.count})
                  <Text span size="xs" c="dimmed" display="block" className="money">
                    {formatRupees(airline.lowestPaise)}
                  </Text>
                </>
              }
              checked={refine.airlines.includes(airline.code)}
              onChange={(event) =>
                onChange({ ...refine, airlines: toggled(refine.airlines, airline.code, event.currentTarget.checked) })
              }
            />
          ))}
        </FilterGroup>
      )}
      {facets.departureBands.length > 0 && (
        <FilterGroup label={t('flights.filters.departure')}>
          {facets.departureBands.map(({ band, count }) => (
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
              checked={refine.departureBands.includes(band)}
              onChange={(event) =>
                onChange({
                  ...refine,
                  departureBands: toggled(refine.departureBands, band, event.currentTarget.checked),
                })
              }
            />
          ))}
        </FilterGroup>
      )}
      {range && range.max > range.min && (
        <div>
          <Text id={priceLabelId} size="sm" fw={500}>
            {t('flights.filters.maxPrice')}
          </Text>
          <Text size="sm" c="dimmed" mb={6} className="money" aria-live="polite">
            {t('flights.filters.maxPriceValue', { price: formatRupees(ceiling) })}
          </Text>
          {/* In rupees, not paise: screen readers announce aria-valuenow (₹100 steps). */}
          <Slider
            min={Math.floor(range.min / 100)}
            max={Math.ceil(range.max / 100)}
            step={100}
            value={Math.ceil(ceiling / 100)}
            onChange={(rupees) =>
              onChange({ ...refine, maxPricePaise: rupees * 100 >= range.max ? null : rupees * 100 })
            }
            label={(rupees) => formatRupees(rupees * 100)}
            thumbLabel={t('flights.filters.maxPrice')}
            thumbValueText={(rupees) => formatRupees(rupees * 100)}
            mx={6}
          />
        </div>
      )}
      <Checkbox
        label={t('flights.filters.refundable')}
        checked={refine.refundableOnly}
        onChange={(event) => onChange({ ...refine, refundableOnly: event.currentTarget.checked })}
      />
      {activeFilterCount(refine) > 0 && (
        <Button variant="default" onClick={() => onChange(NO_REFINE)}>
          {t('flights.filters.clear')}
        </Button>
      )}
    </Stack>
  );
}
