import { Button, Stack } from '@mantine/core';
import { type HotelFilters, NO_HOTEL_FILTERS } from '@tripsetu/domain/hotel-results.ts';
import { HOTEL_FACILITY_LABELS } from '@tripsetu/domain/hotel-search.ts';
import { CountedChoices, PriceCeiling, priceSliderRange } from '../../../components/FilterParts.tsx';
import { t } from '../../../i18n/i18n.ts';
import { activeHotelFilterCount, type HotelFacets } from '../hotel-results.ts';

/** The results' filters (agent-portal.md §9): star rating, facilities, locality and a price a night. */
export function HotelFilterPanel({
  facets,
  filters,
  onChange,
}: {
  facets: HotelFacets;
  filters: HotelFilters;
  onChange: (filters: HotelFilters) => void;
}) {
  const range = facets.price ? priceSliderRange(facets.price) : null;
  return (
    <Stack gap="lg">
      <CountedChoices
        label={t('hotels.filters.stars')}
        entries={facets.stars.map(({ stars, count }) => ({
          key: stars,
          name: t('hotels.filters.starsOption', { count: stars }),
          count,
        }))}
        chosen={filters.stars}
        onChange={(stars) => onChange({ ...filters, stars })}
      />
      {range && (
        <PriceCeiling
          label={t('hotels.filters.maxPrice')}
          anyText={t('hotels.filters.anyPrice')}
          valueText={(price) => price}
          range={range}
          value={filters.maxPerNightPaise}
          onChange={(maxPerNightPaise) => onChange({ ...filters, maxPerNightPaise })}
        />
      )}
      <CountedChoices
        label={t('hotels.filters.facilities')}
        entries={facets.facilities.map(({ facility, count }) => ({
          key: facility,
          name: HOTEL_FACILITY_LABELS[facility],
          count,
        }))}
        chosen={filters.facilities}
        onChange={(facilities) => onChange({ ...filters, facilities })}
      />
      <CountedChoices
        label={t('hotels.filters.localities')}
        entries={facets.localities.map(({ name, count }) => ({ key: name, name, count }))}
        chosen={filters.localities}
        onChange={(localities) => onChange({ ...filters, localities })}
      />
      {activeHotelFilterCount(filters) > 0 && (
        <Button variant="default" onClick={() => onChange(NO_HOTEL_FILTERS)}>
          {t('hotels.filters.clear')}
        </Button>
      )}
    </Stack>
  );
}
