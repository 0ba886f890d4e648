import { Title } from '@mantine/core';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { t } from '../../../i18n/i18n.ts';
import type { BusSeat } from '../api/get-trip-seats.ts';
import { busSeatLabel, deckName, nextBusSeat, SEAT_MOVES, type SeatMove, seatState } from '../bus-seats.ts';

/**
 * One deck seen from above, front at the top and the driver on the right: each seat a button named like
 * 'Upper deck, berth U4, ₹1,150, ladies, available', berths two cells long. One tab stop for the deck;
 * the arrow keys move between the seats that can be chosen, Enter or Space chooses. Booked seats are
 * disabled and marked ✕ as well as greyed; ladies seats carry a mark (♀) as well as a colour.
 */
export function BusDeck({
  deck,
  seats,
  columns,
  rows,
  decks,
  chosen,
  hintId,
  onPick,
}: {
  deck: BusSeat['deck'];
  seats: readonly BusSeat[];
  columns: number;
  rows: number;
  decks: number;
  chosen: readonly string[];
  hintId: string;
  onPick: (seat: BusSeat) => void;
}) {
  const titleId = useId();
  const gridRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<string | null>(null);
  const reachable = seats.filter((seat) => seatState(seat, chosen) !== 'booked');
  const tabStop =
    reachable.find((seat) => seat.seatNo === active)?.seatNo ??
    reachable.find((seat) => chosen.includes(seat.seatNo))?.seatNo ??
    reachable[0]?.seatNo;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!SEAT_MOVES.includes(event.key)) return;
    const from = reachable.find((seat) => seat.seatNo === (event.target as HTMLElement).dataset.seat);
    if (!from) return;
    event.preventDefault();
    const next = nextBusSeat(reachable, from, event.key as SeatMove);
    if (next) gridRef.current?.querySelector<HTMLElement>(`[data-seat="${next.seatNo}"]`)?.focus();
  };

  return (
    <div className="bus-deck">
      <div className="bus-deck-head">
        <Title order={3} size="h5" id={titleId}>
          {deckName(deck, decks)}
        </Title>
        {deck === 'LOWER' && (
          <span className="bus-wheel" role="img" aria-label={t('buses.seats.driver')} title={t('buses.seats.driver')}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
              <circle cx="12" cy="12" r="2.5" fill="currentColor" />
              <path d="M3.5 10.5h6M14.5 10.5h6M12 14.5V21" stroke="currentColor" strokeWidth="2" />
            </svg>
          </span>
        )}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset cannot be a CSS grid in every browser */}
      <div
        ref={gridRef}
        role="group"
        aria-labelledby={titleId}
        aria-describedby={hintId}
        className="bus-deck-grid"
        style={{
          gridTemplateColumns: `repeat(${columns}, var(--bus-cell))`,
          gridTemplateRows: `repeat(${rows}, var(--bus-cell))`,
        }}
        onKeyDown={onKeyDown}
      >
        {seats.map((seat) => {
          const state = seatState(seat, chosen);
          return (
            <button
              key={seat.seatNo}
              type="button"
              className="bus-seat"
              data-seat={seat.seatNo}
              data-state={state}
              data-kind={seat.kind}
              data-ladies={seat.ladies || undefined}
              style={{ gridRow: `${seat.row + 1} / span ${seat.length}`, gridColumn: seat.column + 1 }}
              tabIndex={seat.seatNo === tabStop ? 0 : -1}
              disabled={state === 'booked'}
              aria-pressed={state === 'selected'}
              aria-label={busSeatLabel(seat, state, decks)}
              onClick={() => onPick(seat)}
              onFocus={() => setActive(seat.seatNo)}
            >
              <span aria-hidden="true" className="bus-seat-no">
                {seat.seatNo}
              </span>
              <span aria-hidden="true" className="bus-seat-mark">
                {state === 'booked' ? '✕' : state === 'selected' ? '✓' : seat.ladies ? '♀' : ''}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
