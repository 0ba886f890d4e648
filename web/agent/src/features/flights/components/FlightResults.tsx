import { Badge, Button, Card, Drawer, Group, Stack, Tabs, Title } from '@mantine/core';
import type { AirportShape, FareOption, FlightSearchResult, Itinerary } from '@tripsetu/domain/flight-api.ts';
import { facetsOf } from '@tripsetu/domain/flight-results.ts';
import type { FlightSearchRequest } from '@tripsetu/domain/flight-search.ts';
import { useIsPhone, useMatchesMedia } from '@tripsetu/ui/theme';
import { useId, useMemo, useState } from 'react';
import { FareRulesModal } from '../../../components/FareRulesModal.tsx';
import { t } from '../../../i18n/i18n.ts';
import { type FareChoice, flightChain } from '../../../lib/fare-summary.ts';
import { cityOf } from '../../../lib/flight-display.ts';
import { travellersText } from '../../../lib/flight-search-form.ts';
import {
  activeFilterCount,
  DEFAULT_SORT,
  legItineraries,
  NO_REFINE,
  nextSort,
  type RefineState,
  visibleItineraries,
} from '../refine.ts';
import { EmailResultsModal } from './EmailResultsModal.tsx';
import { FareSummaryBar } from './FareSummaryBar.tsx';
import { LegResults, type LegSelection } from './LegResults.tsx';
import { RefineFilters } from './RefineFilters.tsx';
import { SortBar } from './SortBar.tsx';

/** Onward and Return for a round trip, Flight 1… for multi city, Onward for one way. */
export function legTitles(search: Pick<FlightSearchRequest, 'tripType'>, count: number): string[] {
  if (search.tripType === 'ROUND_TRIP') return [t('flights.results.onward'), t('flights.results.return')];
  if (search.tripType === 'MULTI_CITY') {
    return Array.from({ length: count }, (_, index) => t('flights.results.flightN', { number: index + 1 }));
  }
  return [t('flights.results.onward')];
}

/** The fare picked on each leg, if it is still among the results (Refundable only drops the others). */
export function choicesOf(pools: readonly (readonly Itinerary[])[], selection: Record<number, LegSelection>) {
  return pools.map((pool, legIndex): FareChoice | undefined => {
    const picked = selection[legIndex];
    const itinerary = picked && pool.find((entry) => entry.id === picked.itineraryId);
    const fare = itinerary?.fares.find((entry) => entry.id === picked?.fareId);
    return itinerary && fare ? { itinerary, fare } : undefined;
  });
}

function FilterIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M2 3h12M4.5 8h7M7 13h2" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * §2 flight search results: refine filters (a sidebar, or a drawer on narrow screens), the sort bar,
 * each leg's list (side by side for a round trip on wide screens, tabs otherwise), fare rules, the
 * fare summary and e-mail results. Sort applies to every leg; filters too, except on a multi city search,
 * where each flight has its own (its airlines, times and prices are its own).
 */
export function FlightResults({
  search,
  result,
  airports,
}: {
  search: FlightSearchRequest;
  result: FlightSearchResult;
  airports: readonly AirportShape[];
}) {
  const isPhone = useIsPhone();
  const narrow = useMatchesMedia('(max-width: 899px)');
  const filtersHeadingId = useId();
  const [sort, setSort] = useState(DEFAULT_SORT);
  // Filters by leg: one shared set (key 0), or one per flight on a multi city search.
  const [refines, setRefines] = useState<Record<number, RefineState>>({});
  const [activeTab, setActiveTab] = useState('0');
  const [selection, setSelection] = useState<Record<number, LegSelection>>({});
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [emailOpen, setEmailOpen] = useState(false);
  const [rulesFor, setRulesFor] = useState<{ itinerary: Itinerary; fare: FareOption } | null>(null);

  const perLeg = search.tripType === 'MULTI_CITY';
  const refineOf = (legIndex: number) => refines[perLeg ? legIndex : 0] ?? NO_REFINE;
  const filteredLeg = perLeg ? Number(activeTab) : 0;
  const refine = refineOf(filteredLeg);
  const setRefine = (next: RefineState, legIndex = filteredLeg) =>
    setRefines((current) => ({ ...current, [perLeg ? legIndex : 0]: next }));
  const pools = useMemo(
    () => result.legs.map((leg, legIndex) => legItineraries(leg, refines[perLeg ? legIndex : 0] ?? NO_REFINE)),
    [result, refines, perLeg],
  );
  const facets = useMemo(
    () => facetsOf(perLeg ? (pools[filteredLeg] ?? []) : pools.flat()),
    [pools, perLeg, filteredLeg],
  );
  const visible = pools.map((pool, legIndex) => visibleItineraries(pool, refineOf(legIndex), sort));
  const shown = perLeg ? (visible[filteredLeg]?.length ?? 0) : visible.reduce((sum, list) => sum + list.length, 0);
  const titles = legTitles(search, result.legs.length);
  const choices = choicesOf(pools, selection);
  const travellers = travellersText(result.travellers);
  const activeFilters = activeFilterCount(refine);

  const legList = (legIndex: number, headingLevel: 2 | 3 = 2) => {
    const leg = result.legs[legIndex];
    if (!leg) return null;
    return (
      <LegResults
        leg={leg}
        legIndex={legIndex}
        title={titles[legIndex] ?? ''}
        fromCity={cityOf(airports, leg.from)}
        toCity={cityOf(airports, leg.to)}
        itineraries={visible[legIndex] ?? []}
        travellers={travellers}
        infants={result.travellers.infants}
        selection={selection[legIndex]}
        onSelect={(itinerary, fare) =>
          setSelection((current) => ({ ...current, [legIndex]: { itineraryId: itinerary.id, fareId: fare.id } }))
        }
        onShowRules={(itinerary, fare) => setRulesFor({ itinerary, fare })}
        onClearFilters={() => setRefine(NO_REFINE, legIndex)}
        headingLevel={headingLevel}
      />
    );
  };

  let legs: React.ReactNode;
  if (result.legs.length === 1) legs = legList(0);
  else if (search.tripType === 'ROUND_TRIP' && !isPhone) {
    legs = (
      <div className="flight-legs-columns">
        {legList(0)}
        {legList(1)}
      </div>
    );
  } else {
    legs = (
      <Tabs value={activeTab} onChange={(value) => setActiveTab(value ?? '0')}>
        <Tabs.List mb="sm" aria-label={t('flights.results.legs')}>
          {result.legs.map((leg, legIndex) => (
            <Tabs.Tab key={`${leg.from}-${leg.to}-${leg.date}`} value={String(legIndex)} fw={600}>
              {titles[legIndex]}
              {choices[legIndex] && <span aria-hidden="true"> ✓</span>}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {result.legs.map((leg, legIndex) => (
          <Tabs.Panel key={`${leg.from}-${leg.to}-${leg.date}`} value={String(legIndex)}>
            {legList(legIndex, 3)}
          </Tabs.Panel>
        ))}
      </Tabs>
    );
  }

  const filters = <RefineFilters facets={facets} refine={refine} onChange={setRefine} />;
  const sortBar = <SortBar sort={sort} onSort={(key) => setSort((current) => nextSort(current, key))} />;
  const picked = choices.flatMap((choice) => (choice ? [choice.itinerary.id] : []));

  return (
    <>
      <div className="flight-results-layout">
        {!narrow && (
          <aside className="flight-filters-sidebar" aria-labelledby={filtersHeadingId}>
            <Card withBorder radius="md" p="md">
              <Title order={2} size="h5" id={filtersHeadingId} mb="sm">
                {t('flights.filters.title')}
              </Title>
              {filters}
            </Card>
          </aside>
        )}
        <Stack gap="sm" style={{ minWidth: 0 }}>
          <Group justify="space-between" gap="sm" align="center">
            {narrow ? (
              <Button
                variant="default"
                leftSection={<FilterIcon />}
                onClick={() => setFiltersOpen(true)}
                rightSection={
                  activeFilters > 0 ? (
                    <Badge size="sm" circle>
                      <span aria-hidden="true">{activeFilters}</span>
                      <span className="visually-hidden">
                        {t('flights.filters.activeCount', { count: activeFilters })}
                      </span>
                    </Badge>
                  ) : undefined
                }
              >
                {t('flights.filters.open')}
              </Button>
            ) : (
              sortBar
            )}
            <Button variant="light" onClick={() => setEmailOpen(true)}>
              {t('flights.results.email')}
            </Button>
          </Group>
          {narrow && sortBar}
          {legs}
        </Stack>
      </div>

      {choices.some(Boolean) && <FareSummaryBar legTitles={titles} choices={choices} />}

      {narrow && (
        <Drawer
          opened={filtersOpen}
          onClose={() => setFiltersOpen(false)}
          title={t('flights.filters.title')}
          position="right"
          size="90%"
          closeButtonProps={{ 'aria-label': t('flights.filters.close') }}
        >
          <Stack gap="lg">
            {filters}
            <Button onClick={() => setFiltersOpen(false)} fullWidth>
              {t('flights.filters.done', { count: shown })}
            </Button>
          </Stack>
        </Drawer>
      )}
      {rulesFor && (
        <FareRulesModal
          fare={rulesFor.fare}
          rules={result.fareRules[rulesFor.fare.rulesId]}
          chain={flightChain(rulesFor.itinerary)}
          onClose={() => setRulesFor(null)}
        />
      )}
      {emailOpen && <EmailResultsModal search={search} itineraryIds={picked} onClose={() => setEmailOpen(false)} />}
    </>
  );
}
