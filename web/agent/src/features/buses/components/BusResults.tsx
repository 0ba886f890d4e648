import { Stack, Text, Title } from '@mantine/core';
import {
  BUS_MSG,
  type BusFilters,
  type BusSearchAnswer,
  type BusSort,
  filterBusTrips,
  NO_BUS_FILTERS,
  sortBusTrips,
} from '@tripsetu/domain/bus-search.ts';
import { useId, useMemo, useState } from 'react';
import { FilteredResults, NoResults } from '../../../components/ResultsParts.tsx';
import { t } from '../../../i18n/i18n.ts';
import { activeBusFilterCount, busFacetsOf } from '../bus-results.ts';
import { BusCard } from './BusCard.tsx';
import { BusFilterPanel } from './BusFilterPanel.tsx';
import { BusSortBar } from './BusSortBar.tsx';

/**
 * The buses of a search (issue 22): filters (a sidebar, or a drawer on narrow screens) and sorts over the
 * whole answer, with the domain's pure functions; each bus a card.
 */
export function BusResults({ answer }: { answer: BusSearchAnswer }) {
  const listHeadingId = useId();
  const [filters, setFilters] = useState<BusFilters>(NO_BUS_FILTERS);
  const [sort, setSort] = useState<BusSort>('DEPARTURE');
  const facets = useMemo(() => busFacetsOf(answer.trips), [answer]);
  const shown = useMemo(() => sortBusTrips(filterBusTrips(answer.trips, filters), sort), [answer, filters, sort]);
  const active = activeBusFilterCount(filters);
  const total = answer.trips.length;

  if (total === 0) return <NoResults message={BUS_MSG.noBuses} clearLabel={t('buses.filters.clear')} />;

  return (
    <FilteredResults
      title={t('buses.filters.title')}
      openLabel={t('buses.filters.open')}
      closeLabel={t('buses.filters.close')}
      doneLabel={t('buses.filters.done', { count: shown.length })}
      activeLabel={t('buses.filters.activeCount', { count: active })}
      active={active}
      panel={<BusFilterPanel facets={facets} filters={filters} onChange={setFilters} />}
    >
      <BusSortBar sort={sort} onSort={setSort} />
      <section aria-labelledby={listHeadingId}>
        <Title order={2} className="visually-hidden" id={listHeadingId}>
          {t('buses.results.listLabel', { from: answer.from.name, to: answer.to.name })}
        </Title>
        <Text size="sm" c="dimmed" mb="xs" aria-live="polite">
          {t('buses.results.shown', { shown: shown.length, total })}
        </Text>
        {shown.length === 0 ? (
          <NoResults
            message={BUS_MSG.noBuses}
            clearLabel={t('buses.filters.clear')}
            onClear={() => setFilters(NO_BUS_FILTERS)}
          />
        ) : (
          <Stack component="ul" gap="sm" className="bus-plain-list">
            {shown.map((trip) => (
              <li key={trip.id}>
                <BusCard trip={trip} />
              </li>
            ))}
          </Stack>
        )}
      </section>
    </FilteredResults>
  );
}
