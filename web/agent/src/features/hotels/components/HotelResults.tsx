import { Badge, Button, Card, Drawer, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  filterHotels,
  HOTEL_SORT_LABELS,
  HOTEL_SORTS,
  type HotelCity,
  type HotelFilters,
  type HotelSearchAnswer,
  type HotelSort,
  NO_HOTEL_FILTERS,
  sortHotels,
} from '@tripsetu/domain/hotel-results.ts';
import { HOTEL_MSG, type HotelSearchBody } from '@tripsetu/domain/hotel-search.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { SortButtons } from '../../../components/FilterParts.tsx';
import { type TextKey, t } from '../../../i18n/i18n.ts';
import { activeHotelFilterCount, HOTEL_VIEWS, type HotelView, hotelFacetsOf } from '../hotel-results.ts';
import { hotelDetailsPath } from '../hotel-search-url.ts';
import { HotelCard } from './HotelCard.tsx';
import { HotelFilterPanel } from './HotelFilterPanel.tsx';

// Leaflet is loaded only when the map is shown.
const HotelMap = lazy(() => import('./HotelMap.tsx').then((module) => ({ default: module.HotelMap })));

const SORTS = HOTEL_SORTS.map((key) => ({ key, label: HOTEL_SORT_LABELS[key] }));
const VIEW_LABELS: Record<HotelView, TextKey> = {
  LIST: 'hotels.view.list',
  GRID: 'hotels.view.grid',
  MAP: 'hotels.view.map',
};

/** 'No Hotels found' (§8), with Clear filters when the filters, not the search, left nothing. */
function NoHotels({ onClear }: { onClear?: () => void }) {
  return (
    <Card withBorder radius="md" p="xl" ta="center">
      <Stack gap="sm" align="center">
        <Text fw={700} role="status">
          {HOTEL_MSG.noHotels}
        </Text>
        {onClear && (
          <Button variant="default" onClick={onClear}>
            {t('hotels.filters.clear')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The hotels of a search (issue 23): filters (a sidebar, or a drawer on narrow screens) and the §9 sorts over
 * the whole answer, shown as a list, a grid or on the map of the city's localities.
 */
export interface HotelResultsProps {
  answer: HotelSearchAnswer;
  /** The search as asked: its stay and guests go with each hotel's link. */
  search: HotelSearchBody;
  city: HotelCity | undefined;
}

export function HotelResults({ answer, search, city }: HotelResultsProps) {
  const narrow = useMediaQuery('(max-width: 899px)');
  const navigate = useNavigate();
  const filtersHeadingId = useId();
  const listHeadingId = useId();
  const [filters, setFilters] = useState<HotelFilters>(NO_HOTEL_FILTERS);
  const [sort, setSort] = useState<HotelSort>('PRICE_LOW');
  const [view, setView] = useState<HotelView>('LIST');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const facets = useMemo(() => hotelFacetsOf(answer.hotels), [answer]);
  const shown = useMemo(() => sortHotels(filterHotels(answer.hotels, filters), sort), [answer, filters, sort]);
  const active = activeHotelFilterCount(filters);
  const total = answer.hotels.length;
  const place = answer.location === 'ALL' ? answer.city.name : `${answer.location}, ${answer.city.name}`;
  const pathOf = (hotelId: string) => hotelDetailsPath(hotelId, search);

  if (total === 0) return <NoHotels />;

  const panel = <HotelFilterPanel facets={facets} filters={filters} onChange={setFilters} />;
  const hotels =
    view === 'MAP' ? (
      <Suspense fallback={<Skeleton height={480} radius="md" />}>
        <HotelMap
          label={t('hotels.map.label', { place })}
          center={city ?? { lat: shown[0]?.lat ?? 20.6, lng: shown[0]?.lng ?? 79 }}
          localities={city?.localities ?? []}
          pins={shown.map((hotel) => ({
            id: hotel.id,
            lat: hotel.lat,
            lng: hotel.lng,
            label: hotel.name,
            price: formatRupees(hotel.offer.perNightPaise),
            stars: hotel.stars,
          }))}
          onPinSelect={(id) => navigate(pathOf(id))}
        />
      </Suspense>
    ) : (
      <ul className={`hotel-plain-list ${view === 'GRID' ? 'hotel-grid' : 'hotel-list'}`}>
        {shown.map((hotel) => (
          <li key={hotel.id}>
            <HotelCard hotel={hotel} rooms={answer.rooms.length} href={pathOf(hotel.id)} />
          </li>
        ))}
      </ul>
    );
  return (
    <>
      <div className="hotel-results-layout">
        {!narrow && (
          <aside className="hotel-filters-sidebar" aria-labelledby={filtersHeadingId}>
            <Card withBorder radius="md" p="md">
              <Title order={2} size="h5" id={filtersHeadingId} mb="sm">
                {t('hotels.filters.title')}
              </Title>
              {panel}
            </Card>
          </aside>
        )}
        <Stack gap="sm" style={{ minWidth: 0 }}>
          <Group justify="space-between" gap="sm">
            {narrow && (
              <Button
                variant="default"
                onClick={() => setFiltersOpen(true)}
                rightSection={
                  active > 0 ? (
                    <Badge size="sm" circle>
                      {active}
                    </Badge>
                  ) : undefined
                }
              >
                {t('hotels.filters.open')}
              </Button>
            )}
            <SegmentedControl
              aria-label={t('hotels.view.label')}
              value={view}
              onChange={(value) => setView(value as HotelView)}
              data={HOTEL_VIEWS.map((key) => ({ value: key, label: t(VIEW_LABELS[key]) }))}
            />
          </Group>
          <SortButtons label={t('hotels.sort.label')} options={SORTS} value={sort} onChange={setSort} />
          <section aria-labelledby={listHeadingId}>
            <Title order={2} className="visually-hidden" id={listHeadingId}>
              {t('hotels.results.listLabel', { place })}
            </Title>
            <Text size="sm" c="dimmed" mb="xs" aria-live="polite">
              {t('hotels.results.shown', { shown: shown.length, total })}
            </Text>
            {shown.length === 0 ? <NoHotels onClear={() => setFilters(NO_HOTEL_FILTERS)} /> : hotels}
          </section>
        </Stack>
      </div>
      {narrow && (
        <Drawer
          opened={filtersOpen}
          onClose={() => setFiltersOpen(false)}
          title={t('hotels.filters.title')}
          position="right"
          size="90%"
          closeButtonProps={{ 'aria-label': t('hotels.filters.close') }}
        >
          <Stack gap="lg">
            {panel}
            <Button onClick={() => setFiltersOpen(false)} fullWidth>
              {t('hotels.filters.done', { count: shown.length })}
            </Button>
          </Stack>
        </Drawer>
      )}
    </>
  );
}
