import { Group, Text, UnstyledButton } from '@mantine/core';
import type { BusCity, BusSearchBody } from '@tripsetu/domain/bus-search.ts';
import { useId } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { shortDate } from '../../../lib/flight-display.ts';

const nameOf = (cities: readonly BusCity[], id: string) => cities.find((city) => city.id === id)?.name ?? id;

/** Recent searches (decision 030, Portal): this browser's last five, as chips; picking one fills the form. */
export function RecentBusSearches({
  searches,
  cities,
  onPick,
}: {
  searches: readonly BusSearchBody[];
  cities: readonly BusCity[];
  onPick: (search: BusSearchBody) => void;
}) {
  const headingId = useId();
  if (searches.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Text id={headingId} size="sm" fw={700} mb={6}>
        {t('buses.recent.title')}
      </Text>
      <Group gap="xs" component="ul" className="bus-plain-list">
        {searches.map((search) => (
          <li key={`${search.from}-${search.to}-${search.date}`}>
            <UnstyledButton className="bus-recent-search" onClick={() => onPick(search)}>
              {`${nameOf(cities, search.from)} → ${nameOf(cities, search.to)} · ${shortDate(search.date)}`}
            </UnstyledButton>
          </li>
        ))}
      </Group>
    </section>
  );
}
