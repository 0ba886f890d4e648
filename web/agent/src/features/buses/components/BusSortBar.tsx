import { Button, Text } from '@mantine/core';
import { BUS_SORT_LABELS, BUS_SORTS, type BusSort } from '@tripsetu/domain/bus-search.ts';
import { t } from '../../../i18n/i18n.ts';

/** The sorts as toggle buttons, the pressed one in force: fares and durations low first, ratings and seats high first. */
export function BusSortBar({ sort, onSort }: { sort: BusSort; onSort: (sort: BusSort) => void }) {
  return (
    <fieldset className="bus-filter-group">
      <legend className="visually-hidden">{t('buses.sort.label')}</legend>
      <div className="bus-sort">
        <Text size="sm" fw={600} mr={4} aria-hidden="true">
          {t('buses.sort.label')}
        </Text>
        {BUS_SORTS.map((key) => (
          <Button
            key={key}
            variant="default"
            size="compact-sm"
            className="bus-sort-button"
            aria-pressed={sort === key}
            onClick={() => onSort(key)}
          >
            {BUS_SORT_LABELS[key]}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
