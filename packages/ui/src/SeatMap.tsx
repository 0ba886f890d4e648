import { Text } from '@mantine/core';
import type { SeatMapShape } from '@tripsetu/domain/flight-booking-api.ts';
import { type KeyboardEvent, memo, useId, useMemo, useRef, useState } from 'react';
import {
  cabinColumns,
  nextSeat,
  rowCells,
  SEAT_KEYS,
  type SeatKey,
  type SeatShape,
  type SeatState,
} from './seat-map.ts';

export interface SeatView {
  state: SeatState;
  /** For a chosen seat: who has it, by name and by number (1-based) as printed on the seat. */
  holderName: string;
  holderNumber: number;
}

/** The map's words, in the site's language. */
export interface SeatMapText {
  /** How the keyboard works, read with the map. */
  hint: string;
  /** Over the first row. */
  front: string;
  /** Beside exit rows. */
  exit: string;
  /** The map's name, e.g. 'Seat map of 6E 2134, DEL to BOM'. */
  mapLabel: (map: SeatMapShape) => string;
  /** A seat's spoken name, e.g. '14C, aisle, ₹350, available'. */
  seatLabel: (seat: SeatShape, view: SeatView) => string;
}

/**
 * One flight's cabin, row by row, with the aisles where the layout has them. Each seat is a button
 * named like '14C, aisle, ₹350, available'; the arrow keys move between seats (one tab stop for the
 * whole map), Enter or Space chooses. Taken seats stay reachable, so a screen reader hears them, but
 * choose nothing. What a seat is shows by a mark as well as by colour: ✕ taken, + extra legroom, the
 * traveller's number on a chosen seat, and Exit beside exit rows.
 */
export const SeatMap = memo(function SeatMap({
  map,
  text,
  viewOf,
  onPick,
}: {
  map: SeatMapShape;
  text: SeatMapText;
  viewOf: (seat: SeatShape) => SeatView;
  onPick: (seat: SeatShape) => void;
}) {
  const hintId = useId();
  const gridRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<string | null>(null);
  const [pointed, setPointed] = useState<string | null>(null);
  const columns = useMemo(() => cabinColumns(map.letters), [map.letters]);
  const rows = useMemo(() => map.rows.map((row) => rowCells(row, columns)), [map.rows, columns]);
  const focusable = useMemo(() => rows.map((cells) => cells.map((cell) => cell !== null && cell !== 'aisle')), [rows]);
  const allSeats = map.rows.flatMap((row) => row.seats);
  const mine = allSeats.find((seat) => viewOf(seat).state === 'mine');
  const firstFree = allSeats.find((seat) => viewOf(seat).state === 'free');
  const tabStop =
    (active && allSeats.some((seat) => seat.seatNo === active) ? active : null) ??
    mine?.seatNo ??
    firstFree?.seatNo ??
    allSeats[0]?.seatNo;
  const pointedSeat = allSeats.find((seat) => seat.seatNo === (pointed ?? active));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!SEAT_KEYS.includes(event.key)) return;
    const target = event.target as HTMLElement;
    const row = Number(target.dataset.row);
    const column = Number(target.dataset.column);
    if (Number.isNaN(row) || Number.isNaN(column)) return;
    const next = nextSeat(focusable, { row, column }, event.key as SeatKey);
    event.preventDefault();
    if (!next) return;
    gridRef.current?.querySelector<HTMLElement>(`[data-row="${next.row}"][data-column="${next.column}"]`)?.focus();
  };

  const template = [
    'var(--seat-label)',
    ...columns.map((column) => (column.kind === 'aisle' ? 'var(--seat-aisle)' : 'var(--seat-size)')),
    'var(--seat-label)',
  ].join(' ');

  return (
    <div className="seat-map-wrap">
      <Text size="xs" c="dimmed" id={hintId} mb={4}>
        {text.hint}
      </Text>
      {/* The cabin as seen from the nose, seat A on the left, even on a right-to-left page (Arabic). */}
      <div className="seat-map-scroll" dir="ltr">
        <div className="seat-map-nose" aria-hidden="true">
          {text.front}
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: a fieldset cannot be a CSS grid in every browser */}
        <div
          ref={gridRef}
          role="group"
          aria-label={text.mapLabel(map)}
          aria-describedby={hintId}
          className="seat-map"
          style={{ gridTemplateColumns: template }}
          onKeyDown={onKeyDown}
          onMouseLeave={() => setPointed(null)}
        >
          <span aria-hidden="true" />
          {columns.map((column, index) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed for a map
              key={index}
              aria-hidden="true"
              className="seat-map-letter"
            >
              {column.kind === 'seat' ? column.letter : ''}
            </span>
          ))}
          <span aria-hidden="true" />
          {rows.map((cells, rowIndex) => {
            const row = map.rows[rowIndex];
            if (!row) return null;
            const exitRow = row.seats.some((seat) => seat.exitRow);
            return (
              <SeatRow
                key={row.row}
                rowNumber={row.row}
                rowIndex={rowIndex}
                cells={cells}
                exitRow={exitRow}
                text={text}
                tabStop={tabStop}
                viewOf={viewOf}
                onPick={onPick}
                onFocusSeat={setActive}
                onPointSeat={setPointed}
              />
            );
          })}
        </div>
      </div>
      <Text size="sm" mt={4} className="seat-map-pointed" aria-hidden="true">
        {pointedSeat ? text.seatLabel(pointedSeat, viewOf(pointedSeat)) : '\u00a0'}
      </Text>
    </div>
  );
});

function SeatRow({
  rowNumber,
  rowIndex,
  cells,
  exitRow,
  text,
  tabStop,
  viewOf,
  onPick,
  onFocusSeat,
  onPointSeat,
}: {
  rowNumber: number;
  rowIndex: number;
  cells: (SeatShape | null | 'aisle')[];
  exitRow: boolean;
  text: SeatMapText;
  tabStop: string | undefined;
  viewOf: (seat: SeatShape) => SeatView;
  onPick: (seat: SeatShape) => void;
  onFocusSeat: (seatNo: string) => void;
  onPointSeat: (seatNo: string) => void;
}) {
  const side = (
    <span aria-hidden="true" className="seat-map-row">
      {rowNumber}
      {exitRow && <span className="seat-map-exit">{text.exit}</span>}
    </span>
  );
  return (
    <>
      {side}
      {cells.map((cell, column) => {
        if (cell === 'aisle') {
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: an aisle is its column
            <span key={`aisle-${column}`} aria-hidden="true" className="seat-map-aisle" />
          );
        }
        if (cell === null) {
          // biome-ignore lint/suspicious/noArrayIndexKey: an empty place is its column
          return <span key={`none-${column}`} aria-hidden="true" />;
        }
        const view = viewOf(cell);
        const unavailable = view.state === 'taken' || view.state === 'companion';
        return (
          <button
            key={cell.seatNo}
            type="button"
            className="seat"
            data-state={view.state}
            data-extra-legroom={cell.extraLegroom || undefined}
            data-exit-row={cell.exitRow || undefined}
            data-seat={cell.seatNo}
            data-row={rowIndex}
            data-column={column}
            tabIndex={cell.seatNo === tabStop ? 0 : -1}
            aria-label={text.seatLabel(cell, view)}
            aria-pressed={view.state === 'mine'}
            aria-disabled={unavailable || undefined}
            onClick={() => onPick(cell)}
            onFocus={() => onFocusSeat(cell.seatNo)}
            onMouseEnter={() => onPointSeat(cell.seatNo)}
          >
            <span aria-hidden="true">
              {view.state === 'mine' || view.state === 'companion'
                ? view.holderNumber
                : view.state === 'taken'
                  ? '✕'
                  : cell.extraLegroom
                    ? '+'
                    : ''}
            </span>
          </button>
        );
      })}
      {side}
    </>
  );
}
