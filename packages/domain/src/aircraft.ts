import type { AircraftType, Cabin, CabinLayout } from './flight-types.ts';

/**
 * Aircraft types of the operator's flight inventory with one real cabin configuration each; the seat
 * maps of the booking are drawn from these layouts.
 *
 * The model has whole rows of one width per cabin, so where a published configuration ends in a
 * partial row, the partial row is left out and the total is a few seats under the published one
 * (noted per type). Door and over-wing exit rows are the exit rows; extra-legroom rows are the
 * exit rows and the bulkhead row of the cabin.
 */
export const AIRCRAFT_TYPES: readonly AircraftType[] = [
  {
    // IndiGo A320neo, 180 Economy (its 186-seat A320neos have one more row).
    code: '32N',
    name: 'Airbus A320neo',
    cruiseKmh: 830,
    cabins: [
      {
        cabin: 'ECONOMY',
        firstRow: 1,
        lastRow: 30,
        letters: 'ABC-DEF',
        exitRows: [12, 13],
        extraLegroomRows: [1, 12, 13],
      },
    ],
  },
  {
    // IndiGo A321neo, 222 Economy; exits behind door 2 and door 3 (Air India's two-class A321neo is not modelled).
    code: '32Q',
    name: 'Airbus A321neo',
    cruiseKmh: 830,
    cabins: [
      {
        cabin: 'ECONOMY',
        firstRow: 1,
        lastRow: 37,
        letters: 'ABC-DEF',
        exitRows: [11, 25],
        extraLegroomRows: [1, 11, 25],
      },
    ],
  },
  {
    // Akasa Air / Air India Express / SpiceJet 737 MAX 8: published 189 Economy, modelled 186 (31 full rows).
    code: '7M8',
    name: 'Boeing 737 MAX 8',
    cruiseKmh: 840,
    cabins: [
      {
        cabin: 'ECONOMY',
        firstRow: 1,
        lastRow: 31,
        letters: 'ABC-DEF',
        exitRows: [14, 15],
        extraLegroomRows: [1, 14, 15],
      },
    ],
  },
  {
    // SpiceJet / Air India Express 737-800: published 189 Economy, modelled 186 (31 full rows).
    code: '738',
    name: 'Boeing 737-800',
    cruiseKmh: 830,
    cabins: [
      {
        cabin: 'ECONOMY',
        firstRow: 1,
        lastRow: 31,
        letters: 'ABC-DEF',
        exitRows: [14, 15],
        extraLegroomRows: [1, 14, 15],
      },
    ],
  },
  {
    // Alliance Air ATR 72-600, 72 Economy (IndiGo's 78-seat version is denser); exits at the front and rear.
    code: 'AT7',
    name: 'ATR 72-600',
    cruiseKmh: 510,
    cabins: [
      { cabin: 'ECONOMY', firstRow: 1, lastRow: 18, letters: 'AC-DF', exitRows: [1, 18], extraLegroomRows: [1] },
    ],
  },
  {
    // De Havilland Canada Dash 8-400 in its 76-seat single-class configuration (SpiceJet flies 78 and 90).
    code: 'DH8D',
    name: 'De Havilland Canada Dash 8-400',
    cruiseKmh: 600,
    cabins: [
      { cabin: 'ECONOMY', firstRow: 1, lastRow: 19, letters: 'AC-DF', exitRows: [1, 19], extraLegroomRows: [1] },
    ],
  },
  {
    // Star Air Embraer 175: 12 Business (1-2) and 64 Economy (2-2), 76 seats.
    code: 'E75',
    name: 'Embraer 175',
    cruiseKmh: 800,
    cabins: [
      { cabin: 'BUSINESS', firstRow: 1, lastRow: 4, letters: 'A-CD', exitRows: [], extraLegroomRows: [] },
      { cabin: 'ECONOMY', firstRow: 5, lastRow: 20, letters: 'AC-DF', exitRows: [12], extraLegroomRows: [5, 12] },
    ],
  },
  {
    // Air India 787-8: 18 Business (2-2-2) and published 238 Economy (3-3-3), modelled 234 (26 full rows).
    code: '788',
    name: 'Boeing 787-8 Dreamliner',
    cruiseKmh: 900,
    cabins: [
      { cabin: 'BUSINESS', firstRow: 1, lastRow: 3, letters: 'AC-DF-HK', exitRows: [], extraLegroomRows: [] },
      {
        cabin: 'ECONOMY',
        firstRow: 11,
        lastRow: 36,
        letters: 'ABC-DEF-HJK',
        exitRows: [11, 27],
        extraLegroomRows: [11, 27],
      },
    ],
  },
  {
    // Air India A350-900: 28 Business (1-2-1), 24 Premium Economy (2-4-2) and published 264 Economy
    // (3-3-3, the A350's nine abreast), modelled 261 (29 full rows).
    code: '359',
    name: 'Airbus A350-900',
    cruiseKmh: 910,
    cabins: [
      { cabin: 'BUSINESS', firstRow: 1, lastRow: 7, letters: 'A-DG-K', exitRows: [], extraLegroomRows: [] },
      {
        cabin: 'PREMIUM_ECONOMY',
        firstRow: 15,
        lastRow: 17,
        letters: 'AC-DEFG-HK',
        exitRows: [15],
        extraLegroomRows: [],
      },
      {
        cabin: 'ECONOMY',
        firstRow: 20,
        lastRow: 48,
        letters: 'ABC-DEF-HJK',
        exitRows: [31],
        extraLegroomRows: [20, 31],
      },
    ],
  },
  {
    // Air India 777-300ER: 4 First (1-2-1), 35 Business (2-3-2) and published 303 Economy (3-4-3),
    // modelled 300 (30 full rows).
    code: '77W',
    name: 'Boeing 777-300ER',
    cruiseKmh: 905,
    cabins: [
      { cabin: 'FIRST', firstRow: 1, lastRow: 1, letters: 'A-EF-K', exitRows: [], extraLegroomRows: [] },
      { cabin: 'BUSINESS', firstRow: 2, lastRow: 6, letters: 'AC-DEG-HK', exitRows: [], extraLegroomRows: [] },
      {
        cabin: 'ECONOMY',
        firstRow: 20,
        lastRow: 49,
        letters: 'ABC-DEFG-HJK',
        exitRows: [20, 31, 42],
        extraLegroomRows: [20, 31, 42],
      },
    ],
  },
];

const AIRCRAFT_BY_CODE: ReadonlyMap<string, AircraftType> = new Map(AIRCRAFT_TYPES.map((t) => [t.code, t]));

/** The aircraft type with this IATA code (exact), or undefined. */
export function aircraftByCode(code: string): AircraftType | undefined {
  return AIRCRAFT_BY_CODE.get(code);
}

/** The seat letters of a row of the layout, without the aisles: 'ABC-DEF' → ['A', 'B', 'C', 'D', 'E', 'F']. */
export function seatLetters(layout: CabinLayout): string[] {
  return [...layout.letters].filter((c) => c !== '-');
}

/** The row numbers of the layout in order, without the skipped ones. */
export function cabinRows(layout: CabinLayout): number[] {
  const rows: number[] = [];
  for (let row = layout.firstRow; row <= layout.lastRow; row++) {
    if (!layout.skipRows?.includes(row)) rows.push(row);
  }
  return rows;
}

/** Seats of the aircraft type (rows × seats across, less skipped rows), of one cabin or all of them. */
export function seatCount(type: AircraftType, cabin?: Cabin): number {
  return type.cabins
    .filter((layout) => cabin === undefined || layout.cabin === cabin)
    .reduce((sum, layout) => sum + cabinRows(layout).length * seatLetters(layout).length, 0);
}
