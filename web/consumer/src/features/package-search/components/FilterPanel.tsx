import { Checkbox, Stack, Text, Title } from '@mantine/core';
import {
  FILTER_DURATIONS,
  FILTER_INCLUSIONS,
  FILTER_PRICE_BANDS,
  FILTER_STAR_RATINGS,
} from '@tripsetu/domain/constants.ts';

const GROUPS = [
  { title: 'Star rating', options: FILTER_STAR_RATINGS.map((stars) => `${stars} Star`) },
  { title: 'Inclusions', options: [...FILTER_INCLUSIONS] },
  { title: 'Price per person', options: [...FILTER_PRICE_BANDS] },
  { title: 'Tour duration', options: [...FILTER_DURATIONS] },
];

/** §2: the filter panel is display only; its options are shown but do not filter yet (docs/decisions/003). */
export function FilterPanel() {
  return (
    <Stack gap="md" aria-label="Filters">
      <Text size="xs" c="dimmed">
        Refining by these options is coming soon. Results are sorted by the duration you chose, then price.
      </Text>
      {GROUPS.map((group) => (
        <fieldset key={group.title} className="filter-group" disabled>
          <Title order={3} size="sm" component="legend" mb={6}>
            {group.title}
          </Title>
          <Stack gap={6}>
            {group.options.map((option) => (
              <Checkbox key={option} label={option} disabled size="sm" />
            ))}
          </Stack>
        </fieldset>
      ))}
    </Stack>
  );
}
