import { Button, Text } from '@mantine/core';
import { SORT_KEY_LABELS, SORT_KEYS, type SortKey } from '@tripsetu/domain/flight-results.ts';
import { t } from '../../../i18n/i18n.ts';
import type { SortState } from '../refine.ts';

/** §9 sort keys as toggle buttons: the pressed one sorts, and pressing it again turns the direction round. */
export function SortBar({ sort, onSort }: { sort: SortState; onSort: (key: SortKey) => void }) {
  return (
    <fieldset className="filter-group">
      <legend className="visually-hidden">{t('flights.sort.label')}</legend>
      <div className="flight-sort">
        <Text size="sm" fw={600} mr={4} aria-hidden="true">
          {t('flights.sort.label')}
        </Text>
        {SORT_KEYS.map((key) => {
          const active = sort.key === key;
          return (
            <Button
              key={key}
              variant="default"
              size="compact-sm"
              className="flight-sort-button"
              aria-pressed={active}
              onClick={() => onSort(key)}
              rightSection={active ? <span aria-hidden="true">{sort.direction === 'asc' ? '↑' : '↓'}</span> : undefined}
            >
              {SORT_KEY_LABELS[key]}
              {active && <span className="visually-hidden">{` (${t(`flights.sort.${sort.direction}`)})`}</span>}
            </Button>
          );
        })}
      </div>
    </fieldset>
  );
}
