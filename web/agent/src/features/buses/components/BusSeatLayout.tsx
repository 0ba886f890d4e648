import { Card, Group, Text, Title } from '@mantine/core';
import { MAX_SEATS_PER_BOOKING } from '@tripsetu/domain/bus-layouts.ts';
import { useId } from 'react';
import { t } from '../../../i18n/i18n.ts';
import type { BusSeat, BusTripSeats } from '../api/get-trip-seats.ts';
import { decksOf } from '../bus-seats.ts';
import { BusDeck } from './BusDeck.tsx';

const LEGEND = [
  { state: 'free', label: 'buses.seats.legendFree', mark: '' },
  { state: 'booked', label: 'buses.seats.legendBooked', mark: '✕' },
  { state: 'ladies', label: 'buses.seats.legendLadies', mark: '♀' },
  { state: 'selected', label: 'buses.seats.legendSelected', mark: '✓' },
] as const;

/** The bus's decks side by side (one under the other on a phone), the legend, and the note of a refused pick. */
export function BusSeatLayout({
  layout,
  chosen,
  note,
  refreshing,
  onPick,
}: {
  layout: BusTripSeats;
  chosen: readonly string[];
  note: string;
  refreshing: boolean;
  onPick: (seat: BusSeat) => void;
}) {
  const hintId = useId();
  const legendId = useId();
  const decks = decksOf(layout);
  return (
    <Card withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="bus-layout-title">
      <Title order={2} size="h4" id="bus-layout-title">
        {t('buses.seats.layoutTitle')}
      </Title>
      <Text size="xs" c="dimmed" id={hintId} mt={4}>
        {t('buses.seats.hint', { max: MAX_SEATS_PER_BOOKING })}
      </Text>
      <Text size="xs" fw={700} id={legendId} className="visually-hidden">
        {t('buses.seats.legend')}
      </Text>
      <Group component="ul" gap="md" mt="xs" className="bus-legend" aria-labelledby={legendId}>
        {LEGEND.map((entry) => (
          <Group component="li" gap={6} key={entry.state} wrap="nowrap">
            <span
              className="bus-seat bus-swatch"
              data-state={entry.state === 'ladies' ? 'free' : entry.state}
              data-ladies={entry.state === 'ladies' || undefined}
              aria-hidden="true"
            >
              <span className="bus-seat-mark">{entry.mark}</span>
            </span>
            <Text size="sm">{t(entry.label)}</Text>
          </Group>
        ))}
      </Group>
      <div className="bus-decks" aria-busy={refreshing}>
        {decks.map((deck) => (
          <BusDeck
            key={deck}
            deck={deck}
            seats={layout.seats.filter((seat) => seat.deck === deck)}
            columns={layout.columns}
            rows={layout.rows[deck]}
            decks={decks.length}
            chosen={chosen}
            hintId={hintId}
            onPick={onPick}
          />
        ))}
      </div>
      <Text size="sm" c="red.8" fw={600} role="status" aria-live="polite" className="bus-seat-note" mt="xs">
        {refreshing ? t('buses.seats.refreshing') : note}
      </Text>
    </Card>
  );
}
