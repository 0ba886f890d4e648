import { BUS_SORT_LABELS, BUS_SORTS, type BusSort } from '@tripsetu/domain/bus-search.ts';
import { SortButtons } from '../../../components/FilterParts.tsx';
import { t } from '../../../i18n/i18n.ts';

const OPTIONS = BUS_SORTS.map((key) => ({ key, label: BUS_SORT_LABELS[key] }));

/** The sorts: fares and durations low first, ratings and seats high first. */
export function BusSortBar({ sort, onSort }: { sort: BusSort; onSort: (sort: BusSort) => void }) {
  return <SortButtons label={t('buses.sort.label')} options={OPTIONS} value={sort} onChange={onSort} />;
}
