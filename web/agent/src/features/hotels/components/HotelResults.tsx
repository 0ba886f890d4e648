import { Button, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  filterHotels,
  HOTEL_SORT_LABELS,
  HOTEL_SORTS,
  type HotelCity,
  type HotelFilters,
  type HotelSearchAnswer,
  type HotelSort,
  type HotelSummary,
  NO_HOTEL_FILTERS,
  sortHotels,
} from '@tripsetu/domain/hotel-results.ts';
import { HOTEL_MSG, type HotelSearchBody } from '@tripsetu/domain/hotel-search.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { SortButtons } from '../../../components/FilterParts.tsx';
import { FilteredResults, NoResults } from '../../../components/ResultsParts.tsx';
import { type TextKey, t } from '../../../i18n/i18n.ts';
import { activeHotelFilterCount, HOTEL_VIEWS, type HotelView, hotelFacetsOf } from '../hotel-results.ts';
import { hotelDetailsPath } from '../hotel-search-url.ts';
import { CompareModal } from './compare/CompareModal.tsx';
import { CompareTray } from './compare/CompareTray.tsx';
import { useCompareChoice } from './compare/compare-choice.ts';
import { HotelCard } from './HotelCard.tsx';
import { HotelFilterPanel } from './HotelFilterPanel.tsx';
import { EmailOptionsModal } from './shortlist/EmailOptionsModal.tsx';
import { ShortlistControls } from './shortlist/ShortlistControls.tsx';
import { useShortlist } from './shortlist/shortlist-store.ts';

// Leaflet is loaded only when the map is shown.
const HotelMap = lazy(() => import('./HotelMap.tsx').then((module) => ({ default: module.HotelMap })));

const SORTS = HOTEL_SORTS.map((key) => ({ key, label: HOTEL_SORT_LABELS[key] }));
const VIEW_LABELS: Record<HotelView, TextKey> = {
  LIST: 'hotels.view.list',
  GRID: 'hotels.view.grid',
  MAP: 'hotels.view.map',
};

export interface HotelResultsProps {
  answer: HotelSearchAnswer;
  /** The search as asked: its stay and guests go with each hotel's link. */
  search: HotelSearchBody;
  city: HotelCity | undefined;
}

/** What 'Shortlisted' shows when nothing of this answer is shortlisted. */
function ShortlistEmpty({ onShowAll }: { onShowAll: () => void }) {
  return (
    <Stack gap="xs" align="flex-start" py="md">
      <Text>{t('hotels.shortlist.empty')}</Text>
      <Button variant="default" onClick={onShowAll}>
        {t('hotels.shortlist.showAll')}
      </Button>
    </Stack>
  );
}

/**
 * The hotels of a search (issue 23): filters (a sidebar, or a drawer on narrow screens) and the §9 sorts over
 * the whole answer, shown as a list, a grid or on the map of the city's localities. Each hotel can be
 * shortlisted (kept for the stay in this tab, and e-mailed to a customer) and chosen for a side-by-side
 * comparison of up to 3 in the tray at the foot.
 */
export function HotelResults({ answer, search, city }: HotelResultsProps) {
  const navigate = useNavigate();
  const listHeadingId = useId();
  const [filters, setFilters] = useState<HotelFilters>(NO_HOTEL_FILTERS);
  const [sort, setSort] = useState<HotelSort>('PRICE_LOW');
  const [view, setView] = useState<HotelView>('LIST');
  const [shortlistOnly, setShortlistOnly] = useState(false);
  const [dialog, setDialog] = useState<'COMPARE' | 'EMAIL' | null>(null);
  const shortlist = useShortlist(search);
  const compare = useCompareChoice();
  const facets = useMemo(() => hotelFacetsOf(answer.hotels), [answer]);
  const byId = useMemo(() => new Map(answer.hotels.map((hotel) => [hotel.id, hotel])), [answer]);
  const filtered = useMemo(() => sortHotels(filterHotels(answer.hotels, filters), sort), [answer, filters, sort]);
  const shown = shortlistOnly ? filtered.filter((hotel) => shortlist.has(hotel.id)) : filtered;
  // Of this answer only: a hotel shortlisted in another locality of the stay waits for that search.
  const shortlisted = shortlist.ids.flatMap((id) => byId.get(id) ?? []);
  const compared = compare.ids.flatMap((id) => byId.get(id) ?? []);
  const active = activeHotelFilterCount(filters);
  const total = answer.hotels.length;
  const place = answer.location === 'ALL' ? answer.city.name : `${answer.location}, ${answer.city.name}`;
  const pathOf = (hotelId: string) => hotelDetailsPath(hotelId, search);
  const picksOf = (hotel: HotelSummary) => ({
    shortlisted: shortlist.has(hotel.id),
    compared: compare.has(hotel.id),
    onShortlist: () => shortlist.toggle(hotel.id),
    onCompare: () => compare.toggle(hotel.id),
  });

  if (total === 0) return <NoResults message={HOTEL_MSG.noHotels} clearLabel={t('hotels.filters.clear')} />;

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
            <HotelCard hotel={hotel} rooms={answer.rooms.length} href={pathOf(hotel.id)} picks={picksOf(hotel)} />
          </li>
        ))}
      </ul>
    );
  return (
    <FilteredResults
      title={t('hotels.filters.title')}
      openLabel={t('hotels.filters.open')}
      closeLabel={t('hotels.filters.close')}
      doneLabel={t('hotels.filters.done', { count: shown.length })}
      activeLabel={t('hotels.filters.activeCount', { count: active })}
      active={active}
      panel={<HotelFilterPanel facets={facets} filters={filters} onChange={setFilters} />}
      toolbar={
        <Group gap="xs">
          <ShortlistControls
            count={shortlisted.length}
            only={shortlistOnly}
            onOnlyChange={setShortlistOnly}
            onEmail={() => setDialog('EMAIL')}
          />
          <SegmentedControl
            aria-label={t('hotels.view.label')}
            value={view}
            onChange={(value) => setView(value as HotelView)}
            data={HOTEL_VIEWS.map((key) => ({ value: key, label: t(VIEW_LABELS[key]) }))}
          />
        </Group>
      }
    >
      <SortButtons label={t('hotels.sort.label')} options={SORTS} value={sort} onChange={setSort} />
      <section aria-labelledby={listHeadingId}>
        <Title order={2} className="visually-hidden" id={listHeadingId}>
          {t('hotels.results.listLabel', { place })}
        </Title>
        <Text size="sm" c="dimmed" mb="xs" aria-live="polite">
          {t('hotels.results.shown', { shown: shown.length, total })}
        </Text>
        {shortlistOnly && shortlisted.length === 0 ? (
          <ShortlistEmpty onShowAll={() => setShortlistOnly(false)} />
        ) : shown.length === 0 ? (
          <NoResults
            message={HOTEL_MSG.noHotels}
            clearLabel={t('hotels.filters.clear')}
            onClear={() => setFilters(NO_HOTEL_FILTERS)}
          />
        ) : (
          hotels
        )}
      </section>
      <CompareTray
        hotels={compared}
        refused={compare.refused}
        onDismissRefusal={compare.dismissRefusal}
        onRemove={compare.remove}
        onClear={compare.clear}
        onCompare={() => setDialog('COMPARE')}
      />
      {dialog === 'COMPARE' && (
        <CompareModal
          hotels={compared}
          rooms={answer.rooms.length}
          nights={answer.nights}
          pathOf={pathOf}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'EMAIL' && <EmailOptionsModal hotels={shortlisted} search={search} onClose={() => setDialog(null)} />}
    </FilteredResults>
  );
}
