import type { BusBlockBody } from '@tripsetu/domain/bus-booking.ts';
import { BUS_BLOCK_MSG, validateBusBlock } from '@tripsetu/domain/bus-booking.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { t } from '../../i18n/i18n.ts';
import type { BusSeat, BusTripSeats } from './api/get-trip-seats.ts';

/** A seat on screen: free, booked (sold or kept by someone else), or chosen on this page. */
export type BusSeatState = 'free' | 'booked' | 'selected';

export const seatState = (seat: BusSeat, chosen: readonly string[]): BusSeatState =>
  chosen.includes(seat.seatNo) ? 'selected' : seat.available ? 'free' : 'booked';

export const decksOf = (layout: BusTripSeats) =>
  (['LOWER', 'UPPER'] as const).filter((deck) => layout.seats.some((seat) => seat.deck === deck));

export const deckName = (deck: BusSeat['deck'], decks: number) =>
  decks < 2 ? t('buses.seats.deckOnly') : deck === 'LOWER' ? t('buses.seats.lower') : t('buses.seats.upper');

/** 'Upper deck, berth U4, ₹1,150, ladies, available'; a bus of one deck has no deck in the name. */
export function busSeatLabel(seat: BusSeat, state: BusSeatState, decks: number): string {
  return [
    decks > 1 ? deckName(seat.deck, decks) : null,
    `${seat.kind === 'SLEEPER' ? t('buses.seats.berth') : t('buses.seats.seat')} ${seat.seatNo}`,
    formatRupees(seat.farePaise),
    seat.ladies ? t('buses.seats.ladies') : null,
    t(`buses.seats.state.${state}`),
  ]
    .filter((part) => part !== null)
    .join(', ');
}

export type SeatMove = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';
export const SEAT_MOVES: readonly string[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];

const overlaps = (a: BusSeat, b: BusSeat) => a.row < b.row + b.length && b.row < a.row + a.length;

/**
 * Arrow keys over one deck: to the nearest seat that can take focus in that direction (berths span two
 * rows, so left and right go to a seat beside any part of it), or null at the edge.
 */
export function nextBusSeat(seats: readonly BusSeat[], from: BusSeat, key: SeatMove): BusSeat | null {
  const beside = seats.filter((seat) => seat !== from && overlaps(seat, from));
  const nearest = (list: BusSeat[], by: (seat: BusSeat) => number) =>
    list.sort((a, b) => by(a) - by(b) || a.row - b.row)[0] ?? null;
  switch (key) {
    case 'ArrowLeft':
      return nearest(
        beside.filter((s) => s.column < from.column),
        (s) => from.column - s.column,
      );
    case 'ArrowRight':
      return nearest(
        beside.filter((s) => s.column > from.column),
        (s) => s.column - from.column,
      );
    case 'Home':
      return nearest(
        beside.filter((s) => s.column < from.column),
        (s) => s.column,
      );
    case 'End':
      return nearest(
        beside.filter((s) => s.column > from.column),
        (s) => -s.column,
      );
    case 'ArrowUp':
      return nearest(
        seats.filter((s) => s.column === from.column && s.row < from.row),
        (s) => from.row - s.row,
      );
    default:
      return nearest(
        seats.filter((s) => s.column === from.column && s.row >= from.row + from.length),
        (s) => s.row - from.row,
      );
  }
}

export interface TravellerForm {
  name: string;
  age: string;
  gender: '' | 'M' | 'F';
}
export const emptyTraveller = (): TravellerForm => ({ name: '', age: '', gender: '' });

export interface BlockForm {
  travellers: Record<string, TravellerForm>;
  boardingPointId: string;
  droppingPointId: string;
  email: string;
  mobile: string;
}

/** The block's body for the chosen seats, in the order they were chosen. */
export function blockBody(tripId: string, chosen: readonly string[], form: BlockForm): BusBlockBody {
  return {
    tripId,
    seats: chosen.map((seatNo) => {
      const traveller = form.travellers[seatNo] ?? emptyTraveller();
      const age = traveller.age.trim() === '' ? null : Number(traveller.age);
      return {
        seatNo,
        name: traveller.name.trim(),
        age: age === null || Number.isInteger(age) ? age : null,
        gender: traveller.gender,
      };
    }),
    boardingPointId: form.boardingPointId,
    droppingPointId: form.droppingPointId,
    contact: { email: form.email.trim(), mobile: form.mobile.trim() },
  };
}

/** The server's checks (validateBusBlock), and a ladies seat for a male traveller, as the block refuses it. */
export function blockErrors(body: BusBlockBody, layout: BusTripSeats): Record<string, string> {
  const errors = validateBusBlock(body);
  for (const [index, seat] of body.seats.entries()) {
    const ladies = layout.seats.find((entry) => entry.seatNo === seat.seatNo)?.ladies;
    if (ladies && seat.gender === 'M') errors[`seats.${index}.gender`] = BUS_BLOCK_MSG.ladiesOnly;
  }
  return errors;
}

/** The seats a 409 names as just taken ('… Please choose other seats: U4, U5'), or none. */
export function takenSeatsOf(message: string): string[] {
  if (!message.startsWith(BUS_BLOCK_MSG.taken)) return [];
  return message
    .slice(BUS_BLOCK_MSG.taken.length)
    .split(/[,\s]+/)
    .map((part) => part.replace(/\.$/, ''))
    .filter(Boolean);
}

/** '07:42' for what is left until `expiresAt`, never below zero. */
export function countdownText(leftMs: number): string {
  const seconds = Math.max(0, Math.ceil(leftMs / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The DOM id of a form field by its server key ('seats.0.name' → 'bus-seats-0-name'). */
export const busFieldId = (key: string) => `bus-${key.replaceAll('.', '-')}`;
