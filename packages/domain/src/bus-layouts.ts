import type { BusLayoutKind } from './bus-types.ts';

/**
 * Seat layouts as the trade draws them (issue 22, decision 030): one or two decks, a grid seen from above
 * with the front at the top and the driver on the right (India drives on the left), seats one cell long and
 * berths two, the aisle an empty column. Seat numbers follow the trade: seats 1, 2, 3 …; berths L1 … on the
 * lower deck and U1 … on the upper one.
 */

export const BUS_DECKS = ['LOWER', 'UPPER'] as const;
export type BusDeck = (typeof BUS_DECKS)[number];
export type BusSeatKind = 'SEAT' | 'SLEEPER';

export interface BusLayoutSeat {
  seatNo: string;
  deck: BusDeck;
  kind: BusSeatKind;
  /** Grid position: row from the front (0), column from the left (0); berths are two rows long. */
  row: number;
  column: number;
  length: 1 | 2;
  /** Kept for women travellers, as operators mark them. */
  ladies: boolean;
  /** A window seat or berth (the first or last column). */
  window: boolean;
}

export interface BusLayout {
  kind: BusLayoutKind;
  /** Columns across, aisle included. */
  columns: number;
  /** Rows of each deck, front to back. */
  rows: Record<BusDeck, number>;
  seats: BusLayoutSeat[];
}

/** The most seats one booking may take (the trade's MaxSeatsPerTicket). */
export const MAX_SEATS_PER_BOOKING = 6;

function seatRows(
  deck: BusDeck,
  rows: number,
  columns: readonly number[],
  last: number,
  number: (n: number) => string,
  ladies: ReadonlySet<number>,
) {
  const seats: BusLayoutSeat[] = [];
  let n = 0;
  for (let row = 0; row < rows; row++) {
    for (const column of columns) {
      n += 1;
      seats.push({
        seatNo: number(n),
        deck,
        kind: 'SEAT',
        row,
        column,
        length: 1,
        ladies: ladies.has(n),
        window: column === 0 || column === last,
      });
    }
  }
  return seats;
}

function berthRows(deck: BusDeck, rows: number, prefix: string, ladies: ReadonlySet<number>) {
  const seats: BusLayoutSeat[] = [];
  let n = 0;
  // A single berth on the left, the aisle, a double berth (two berths side by side) on the right.
  for (let row = 0; row < rows; row++) {
    for (const column of [0, 2, 3]) {
      n += 1;
      seats.push({
        seatNo: `${prefix}${n}`,
        deck,
        kind: 'SLEEPER',
        row: row * 2,
        column,
        length: 2,
        ladies: ladies.has(n),
        window: column === 0 || column === 3,
      });
    }
  }
  return seats;
}

const LAYOUTS: Record<BusLayoutKind, () => BusLayout> = {
  // 10 rows of 2+2 and a back row of five across the aisle: 45 seats.
  SEATER_2_2: () => {
    const seats = seatRows('LOWER', 10, [0, 1, 3, 4], 4, String, new Set([1, 2]));
    for (let column = 0; column < 5; column++) {
      const n = 41 + column;
      seats.push({
        seatNo: String(n),
        deck: 'LOWER',
        kind: 'SEAT',
        row: 10,
        column,
        length: 1,
        ladies: false,
        window: column === 0 || column === 4,
      });
    }
    return { kind: 'SEATER_2_2', columns: 5, rows: { LOWER: 11, UPPER: 0 }, seats };
  },
  // Reclining seats with more room: 9 rows of 2+2, 36 seats.
  SEMI_SLEEPER_2_2: () => ({
    kind: 'SEMI_SLEEPER_2_2',
    columns: 5,
    rows: { LOWER: 9, UPPER: 0 },
    seats: seatRows('LOWER', 9, [0, 1, 3, 4], 4, String, new Set([1, 2])),
  }),
  // Six rows of berths 2+1 on each deck: 36 berths.
  SLEEPER_2_1: () => ({
    kind: 'SLEEPER_2_1',
    columns: 4,
    rows: { LOWER: 12, UPPER: 12 },
    seats: [...berthRows('LOWER', 6, 'L', new Set([1])), ...berthRows('UPPER', 6, 'U', new Set([1]))],
  }),
  // Seats 2+1 below (10 rows, 30 seats), berths 2+1 above (6 rows, 18 berths).
  SEATER_SLEEPER_2_1: () => ({
    kind: 'SEATER_SLEEPER_2_1',
    columns: 4,
    rows: { LOWER: 10, UPPER: 12 },
    seats: [...seatRows('LOWER', 10, [0, 2, 3], 3, String, new Set([1])), ...berthRows('UPPER', 6, 'U', new Set([1]))],
  }),
};

const built = new Map<BusLayoutKind, BusLayout>();

/** A layout by kind, built once (every bus of a kind has the same). */
export function busLayout(kind: BusLayoutKind): BusLayout {
  let layout = built.get(kind);
  if (!layout) {
    layout = LAYOUTS[kind]();
    built.set(kind, layout);
  }
  return layout;
}

/** A seat's fare from the bus's seat fare: a berth costs more, an upper berth a little less than a lower one. */
export function seatFarePaise(
  seat: Pick<BusLayoutSeat, 'kind' | 'deck'>,
  seatFare: number,
  berthFactor: number,
): number {
  if (seat.kind === 'SEAT') return seatFare;
  const berth = seatFare * berthFactor;
  // Whole rupees, as operators price.
  return Math.round((seat.deck === 'UPPER' ? berth * 0.92 : berth) / 100) * 100;
}
