import { Group, Text, UnstyledButton } from '@mantine/core';
import type { AirportShape } from '@tripsetu/domain/flight-api.ts';
import type { FlightSearchRequest } from '@tripsetu/domain/flight-search.ts';
import { useId } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { cityOf, recentSearchText } from '../../../lib/flight-display.ts';
import { useRecentSearches } from '../api/get-recent-searches.ts';

/** §1 recent searches: the user's last five; picking one fills the form and searches again. */
export function RecentSearches({
  airports,
  onPick,
}: {
  airports: readonly AirportShape[];
  onPick: (search: FlightSearchRequest) => void;
}) {
  const headingId = useId();
  const recent = useRecentSearches();
  const searches = recent.data ?? [];
  if (searches.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Text id={headingId} size="sm" fw={700} mb={6}>
        {t('flights.recent.title')}
      </Text>
      <Group gap="xs" component="ul" className="plain-list">
        {searches.map((search) => {
          const text = recentSearchText(search);
          const first = search.segments[0];
          return (
            <li key={JSON.stringify(search)}>
              <UnstyledButton
                className="recent-search"
                onClick={() => onPick(search)}
                title={first ? `${cityOf(airports, first.from)} → ${cityOf(airports, first.to)}` : undefined}
              >
                {text}
              </UnstyledButton>
            </li>
          );
        })}
      </Group>
    </section>
  );
}
