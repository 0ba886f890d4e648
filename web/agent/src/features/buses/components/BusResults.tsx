import { Badge, Button, Card, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
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
import { t } from '../../../i18n/i18n.ts';
import { activeBusFilterCount, busFacetsOf } from '../bus-results.ts';
import { BusCard } from './BusCard.tsx';
import { BusFilterPanel } from './BusFilterPanel.tsx';
import { BusSortBar } from './BusSortBar.tsx';

function FilterIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M2 3h12M4.5 8h7M7 13h2" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** 'No Buses found' (§8), with Clear filters when the filters, not the search, left nothing. */
function NoBuses({ onClear }: { onClear?: () => void }) {
  return (
    <Card withBorder radius="md" p="xl" ta="center">
      <Stack gap="sm" align="center">
        <Text fw={700} role="status">
          {BUS_MSG.noBuses}
        </Text>
        {onClear && (
          <Button variant="default" onClick={onClear}>
            {t('buses.filters.clear')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The buses of a search (issue 22): filters (a sidebar, or a drawer on narrow screens) and sorts over the
 * whole answer, with the domain's pure functions; each bus a card.
 */
export function BusResults({ answer }: { answer: BusSearchAnswer }) {
  const narrow = useMediaQuery('(max-width: 899px)');
  const filtersHeadingId = useId();
  const listHeadingId = useId();
  const [filters, setFilters] = useState<BusFilters>(NO_BUS_FILTERS);
  const [sort, setSort] = useState<BusSort>('DEPARTURE');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const facets = useMemo(() => busFacetsOf(answer.trips), [answer]);
  const shown = useMemo(() => sortBusTrips(filterBusTrips(answer.trips, filters), sort), [answer, filters, sort]);
  const active = activeBusFilterCount(filters);
  const total = answer.trips.length;

  if (total === 0) return <NoBuses />;

  const panel = <BusFilterPanel facets={facets} filters={filters} onChange={setFilters} />;
  const sortBar = <BusSortBar sort={sort} onSort={setSort} />;
  return (
    <>
      <div className="bus-results-layout">
        {!narrow && (
          <aside className="bus-filters-sidebar" aria-labelledby={filtersHeadingId}>
            <Card withBorder radius="md" p="md">
              <Title order={2} size="h5" id={filtersHeadingId} mb="sm">
                {t('buses.filters.title')}
              </Title>
              {panel}
            </Card>
          </aside>
        )}
        <Stack gap="sm" style={{ minWidth: 0 }}>
          {narrow && (
            <Group>
              <Button
                variant="default"
                leftSection={<FilterIcon />}
                onClick={() => setFiltersOpen(true)}
                rightSection={
                  active > 0 ? (
                    <Badge size="sm" circle>
                      <span aria-hidden="true">{active}</span>
                      <span className="visually-hidden">{t('buses.filters.activeCount', { count: active })}</span>
                    </Badge>
                  ) : undefined
                }
              >
                {t('buses.filters.open')}
              </Button>
            </Group>
          )}
          {sortBar}
          <section aria-labelledby={listHeadingId}>
            <Title order={2} className="visually-hidden" id={listHeadingId}>
              {t('buses.results.listLabel', { from: answer.from.name, to: answer.to.name })}
            </Title>
            <Text size="sm" c="dimmed" mb="xs" aria-live="polite">
              {t('buses.results.shown', { shown: shown.length, total })}
            </Text>
            {shown.length === 0 ? (
              <NoBuses onClear={() => setFilters(NO_BUS_FILTERS)} />
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
        </Stack>
      </div>
      {narrow && (
        <Drawer
          opened={filtersOpen}
          onClose={() => setFiltersOpen(false)}
          title={t('buses.filters.title')}
          position="right"
          size="90%"
          closeButtonProps={{ 'aria-label': t('buses.filters.close') }}
        >
          <Stack gap="lg">
            {panel}
            <Button onClick={() => setFiltersOpen(false)} fullWidth>
              {t('buses.filters.done', { count: shown.length })}
            </Button>
          </Stack>
        </Drawer>
      )}
    </>
  );
}
