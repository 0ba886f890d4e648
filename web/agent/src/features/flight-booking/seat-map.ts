import { type BookingPaxType, type SeatSpec, seatRestriction } from '@tripsetu/domain/flight-booking.ts';
import type { FlightQuote, SeatMapShape } from '@tripsetu/domain/flight-booking-api.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { t } from '../../i18n/i18n.ts';

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

/** The seat map of one flight of a leg, if the quote has one. */
export function seatMapOf(quote: Pick<FlightQuote, 'seatMaps'>, legIndex: number, segmentIndex: number) {
  return quote.seatMaps.find((map) => map.legIndex === legIndex && map.segmentIndex === segmentIndex);
}

export function seatsOfSegment(quote: Pick<FlightQuote, 'seatMaps'>, legIndex: number, segmentIndex: number) {
  return seatMapOf(quote, legIndex, segmentIndex)?.rows.flatMap((row) => row.seats) ?? [];
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
 * '14C, aisle, ₹350, extra legroom, exit row, available': the seat's name for screen readers. A chosen
 * seat shows its traveller's number, so the name says it too: 'selected for 1. Arjun Sharma'.
 */
export function seatLabel(seat: SeatShape, state: SeatState, holder = { name: '', number: 0 }): string {
  const parts = [
    seat.seatNo,
    t(`flightBooking.seat.position.${seat.position}`),
    seat.pricePaise === 0 ? t('flightBooking.seat.noCharge') : formatRupees(seat.pricePaise),
  ];
  if (seat.extraLegroom) parts.push(t('flightBooking.seat.extraLegroom'));
  if (seat.exitRow) parts.push(t('flightBooking.seat.exitRow'));
  if (state === 'mine') parts.push(t('flightBooking.seat.selectedFor', holder));
  else if (state === 'companion') parts.push(t('flightBooking.seat.chosenFor', holder));
  else parts.push(t(state === 'taken' ? 'flightBooking.seat.taken' : 'flightBooking.seat.available'));
  return parts.join(', ');
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
