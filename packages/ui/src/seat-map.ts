import { BOOKING_MSG, BOOKING_MSG_DECIDED, type BookingPaxType } from '@tripsetu/domain/flight-booking.ts';
import type { SeatMapShape } from '@tripsetu/domain/flight-booking-api.ts';
import { type SeatSpec, seatRestriction } from '@tripsetu/domain/flight-extras.ts';

/*
 * The seat map's rules, shared by the agent portal's review page and the consumer site's booking
 * page: the cabin's columns, who may sit where, what state a seat is in and how the arrow keys move.
 * The words (a seat's spoken name, the hints) are each site's own and reach SeatMap as its `text`.
 */

export type SeatShape = SeatMapShape['rows'][number]['seats'][number];

/** Across the cabin, left to right: a seat letter or an aisle. */
export type CabinColumn = { kind: 'seat'; letter: string } | { kind: 'aisle' };

/** 'ABC-DEF' → A B C, an aisle, D E F. */
export function cabinColumns(letters: string): CabinColumn[] {
  return [...letters].map((char) => (char === '-' ? { kind: 'aisle' } : { kind: 'seat', letter: char }));
}

export const seatLetter = (seatNo: string) => seatNo.replace(/^\d+/, '');

/** A row's seats by column (null where the row has no such seat, 'aisle' for an aisle). */
export function rowCells(
  row: SeatMapShape['rows'][number],
  columns: readonly CabinColumn[],
): (SeatShape | null | 'aisle')[] {
  const byLetter = new Map(row.seats.map((seat) => [seatLetter(seat.seatNo), seat]));
  return columns.map((column) => (column.kind === 'aisle' ? 'aisle' : (byLetter.get(column.letter) ?? null)));
}

/**
 * The adults who carry an infant on their lap, as the server pairs them (decision 013): the first
 * infant with the first adult, and so on.
 */
export function lapAdults(travellers: readonly { paxType: BookingPaxType }[]): Set<number> {
  const adults = travellers.flatMap((traveller, index) => (traveller.paxType === 'ADT' ? [index] : []));
  const infants = travellers.filter((traveller) => traveller.paxType === 'INF').length;
  return new Set(adults.slice(0, infants));
}

/** Why a traveller may not have a seat (exit rows: no child, no adult with an infant; no seat for an infant), or null. */
export function seatProblem(seat: SeatShape, traveller: { paxType: BookingPaxType; withInfant: boolean }) {
  const spec: SeatSpec = {
    ...seat,
    row: Number.parseInt(seat.seatNo, 10),
    letter: seatLetter(seat.seatNo),
  };
  return seatRestriction(spec, traveller);
}

/**
 * A seat as the traveller being seated sees it: theirs, a companion's on this booking, taken (sold, or
 * lost to someone else since the map was drawn), or free.
 */
export type SeatState = 'mine' | 'companion' | 'taken' | 'free';

export function seatState(
  seat: SeatShape,
  input: { chosenBy: ReadonlyMap<string, number>; lost: ReadonlySet<string>; travellerIndex: number | null },
): SeatState {
  const holder = input.chosenBy.get(seat.seatNo);
  if (holder !== undefined) return holder === input.travellerIndex ? 'mine' : 'companion';
  if (!seat.available || input.lost.has(seat.seatNo)) return 'taken';
  return 'free';
}

/**
 * What choosing a seat does for the traveller being seated: their own seat is given up, a seat they
 * may not have is refused with the §5 message (taken, a companion's, an exit row for a child or an
 * adult with an infant), any other becomes theirs.
 */
export type SeatPick = { kind: 'clear' } | { kind: 'refused'; message: string } | { kind: 'take' };

export function pickSeat(
  seat: SeatShape,
  state: SeatState,
  traveller: { paxType: BookingPaxType; withInfant: boolean },
): SeatPick {
  if (state === 'mine') return { kind: 'clear' };
  if (state === 'taken') return { kind: 'refused', message: BOOKING_MSG.seatTaken };
  if (state === 'companion') return { kind: 'refused', message: BOOKING_MSG_DECIDED.seatTwice };
  const problem = seatProblem(seat, traveller);
  return problem ? { kind: 'refused', message: problem } : { kind: 'take' };
}

export type SeatKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';
export const SEAT_KEYS: readonly string[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];

/**
 * Arrow-key movement over the seat map: to the next seat that can take focus in that direction
 * (skipping aisles and taken seats), or null at the edge. `focusable[row][column]`.
 */
export function nextSeat(
  focusable: readonly (readonly boolean[])[],
  from: { row: number; column: number },
  key: SeatKey,
): { row: number; column: number } | null {
  const at = (row: number, column: number) => focusable[row]?.[column] === true;
  const width = Math.max(0, ...focusable.map((row) => row.length));
  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    const step = key === 'ArrowLeft' ? -1 : 1;
    for (let column = from.column + step; column >= 0 && column < width; column += step) {
      if (at(from.row, column)) return { row: from.row, column };
    }
    return null;
  }
  if (key === 'Home' || key === 'End') {
    const columns = [...Array(width).keys()];
    const found = (key === 'Home' ? columns : columns.reverse()).find((column) => at(from.row, column));
    return found === undefined || found === from.column ? null : { row: from.row, column: found };
  }
  const step = key === 'ArrowUp' ? -1 : 1;
  for (let row = from.row + step; row >= 0 && row < focusable.length; row += step) {
    if (at(row, from.column)) return { row, column: from.column };
  }
  return null;
}
