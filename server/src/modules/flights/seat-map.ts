import { aircraftByCode } from '@tripsetu/domain/aircraft.ts';
import { layoutSeats, type SeatSpec } from '@tripsetu/domain/flight-extras.ts';
import type { Cabin, CabinLayout } from '@tripsetu/domain/flight-types.ts';
import { hash } from './inventory-supplier.ts';

export interface FlightSeats {
  layout: CabinLayout;
  rows: SeatSpec[][];
  bySeatNo: Map<string, SeatSpec>;
  /** Seats nobody may choose: sold elsewhere, sold here without a seat, or chosen here. */
  taken: Set<string>;
}

/**
 * Which seats of a flight's cabin are taken (decision 013): the seats chosen through TripSetu, and as
 * many more as were sold without a chosen seat (before anyone booked here, or here without choosing),
 * taken in an order fixed per flight. The free seats are then exactly the seats left for sale.
 */
export function flightSeats(input: {
  aircraft: string;
  cabin: Cabin;
  scheduleId: number;
  date: string;
  /** Seats sold elsewhere (presold) plus seats sold here, with or without a chosen seat. */
  soldTotal: number;
  /** Seats chosen through TripSetu. */
  assigned: ReadonlySet<string>;
}): FlightSeats | null {
  const layout = aircraftByCode(input.aircraft)?.cabins.find((cabin) => cabin.cabin === input.cabin);
  if (!layout) return null;
  const rows = layoutSeats(layout);
  const all = rows.flat();
  const bySeatNo = new Map(all.map((seat) => [seat.seatNo, seat]));
  const taken = new Set<string>([...input.assigned].filter((seatNo) => bySeatNo.has(seatNo)));
  const withoutSeat = Math.max(0, input.soldTotal - taken.size);
  const order = all
    .filter((seat) => !taken.has(seat.seatNo))
    .map((seat) => ({ seatNo: seat.seatNo, key: hash(`${input.scheduleId}|${input.date}|${seat.seatNo}`) }))
    .sort((a, b) => a.key - b.key);
  for (const seat of order.slice(0, withoutSeat)) taken.add(seat.seatNo);
  return { layout, rows, bySeatNo, taken };
}
