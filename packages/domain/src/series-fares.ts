import { z } from 'zod';
import type { FareRules } from './flight-api.ts';
import { type FareAmounts, k3Rate, otherTaxesPaise, RULE_WINDOWS, type SegmentPricing } from './flight-fares.ts';
import { CABIN_LABELS, CABINS, type Cabin } from './flight-types.ts';
import { formatRupees } from './money.ts';

/**
 * Agent series fares (agent-portal.md §2; issue 24, decision 037): blocks of seats on a named flight and date
 * that the operator bought from the airline at a fixed price and resells to agencies at a fixed fare. A block
 * is sold as one more fare of its flight, named 'Series fare', to agencies only; it never sells beyond its seats,
 * refunds only the statutory taxes and cannot be moved to another date. Amounts in paise.
 */

/** The fare's name in flight search, the review and the documents. */
export const SERIES_FARE_FAMILY = 'Series fare';
/** The group booking class airlines ticket blocks in. */
export const SERIES_BOOKING_CLASS = 'G';

export const SERIES_LIMITS = {
  minSeats: 1,
  maxSeats: 200,
  minAdultFarePaise: 500_00,
  maxFarePaise: 5_00_000_00,
  maxInfantFarePaise: 50_000_00,
  maxCheckInKg: 40,
  /** Rows one spreadsheet may add. */
  maxRows: 500,
} as const;

export const SERIES_MSG = {
  none: 'No series fares yet. Add one below, or upload a spreadsheet.',
  added: 'Series fare added',
  uploaded: (count: number) => `${count} series ${count === 1 ? 'fare' : 'fares'} added`,
  withdrawn: 'Series fare withdrawn: its unsold seats are no longer on sale',
  notFound: 'No such series fare',
  alreadyWithdrawn: 'This series fare is already withdrawn',
  flightRequired: 'Enter the flight, as 6E-2031',
  flightFormat: 'Enter the flight as the airline code and number, as 6E-2031',
  flightUnknown: 'No flight with this number is in the schedules',
  dateInvalid: 'Enter a date as YYYY-MM-DD',
  datePast: 'Enter a date from tomorrow on',
  notOperating: 'The flight does not fly on this date',
  cabinInvalid: 'Choose Economy, Premium Economy, Business or First',
  cabinMissing: "The flight's aircraft has no such cabin",
  seatsInvalid: 'Enter from 1 to 200 seats',
  adultFareInvalid: 'Enter an adult fare from ₹500 to ₹5,00,000',
  childFareInvalid: 'Enter a child fare from ₹0 to ₹5,00,000',
  infantFareInvalid: 'Enter an infant fare from ₹0 to ₹50,000',
  checkInInvalid: 'Enter check-in baggage from 0 to 40 kg',
  duplicate: 'A series fare for this flight, date and cabin is already on sale',
  duplicateInFile: (row: number) => `Row ${row} has the same flight, date and cabin`,
  fileRequired: 'Choose a spreadsheet (.xlsx or .csv) to upload',
  fileType: 'Upload the spreadsheet as .xlsx or .csv',
  fileUnreadable: 'The spreadsheet could not be read: save it again as .xlsx or .csv',
  fileEmpty: 'The spreadsheet has no rows under its column names',
  tooManyRows: 'Upload at most 500 rows at a time',
  columnsMissing: (names: readonly string[]) => `The first row must name these columns: ${names.join(', ')}`,
  uploadRefused: 'Nothing was added: correct the rows listed and upload again',
} as const;

/** One block as the back office types it. */
export const seriesFareBody = z
  .object({
    /** Airline code and flight number, as 6E-2031. */
    flight: z.string().max(12),
    date: z.string().max(10),
    cabin: z.enum(CABINS),
    seats: z.number().int(),
    adultFarePaise: z.number().int(),
    childFarePaise: z.number().int(),
    infantFarePaise: z.number().int(),
    checkInKg: z.number().int(),
  })
  .strict();
export type SeriesFareBody = z.infer<typeof seriesFareBody>;

export const seriesFareRow = seriesFareBody.extend({
  id: z.number(),
  origin: z.string(),
  destination: z.string(),
  /** Local HHMM. */
  departureTime: z.string(),
  seatsSold: z.number(),
  seatsLeft: z.number(),
  addedBy: z.string(),
  addedAt: z.string(),
  withdrawnAt: z.string().nullable(),
});
export type SeriesFare = z.infer<typeof seriesFareRow>;
export const seriesFareList = z.object({ fares: z.array(seriesFareRow) });
export const seriesUploadAnswer = z.object({ added: z.number() });

const FLIGHT = /^([A-Z0-9]{2})-?(\d{1,4})$/;

/** The airline code and number of a flight as typed ('6e 2031', '6E-2031'), or null. */
export function parseFlight(text: string): { carrier: string; flightNumber: number } | null {
  const match = FLIGHT.exec(text.trim().toUpperCase().replace(/\s+/g, '-'));
  if (!match) return null;
  const flightNumber = Number(match[2]);
  return flightNumber >= 1 ? { carrier: match[1] as string, flightNumber } : null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (text: string) => DAY.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;
const within = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

/**
 * Why a block cannot be kept, field by field, as far as the body alone tells (the server also checks the
 * flight flies that day with such a cabin, and that no block covers it already).
 */
export function seriesFareErrors(body: SeriesFareBody, today: string): Partial<Record<keyof SeriesFareBody, string>> {
  const errors: Partial<Record<keyof SeriesFareBody, string>> = {};
  if (body.flight.trim() === '') errors.flight = SERIES_MSG.flightRequired;
  else if (!parseFlight(body.flight)) errors.flight = SERIES_MSG.flightFormat;
  if (!isDay(body.date)) errors.date = SERIES_MSG.dateInvalid;
  // A block is loaded ahead of its flight: on the day itself the seats are already with the airline's check-in.
  else if (body.date <= today) errors.date = SERIES_MSG.datePast;
  if (!within(body.seats, SERIES_LIMITS.minSeats, SERIES_LIMITS.maxSeats)) errors.seats = SERIES_MSG.seatsInvalid;
  if (!within(body.adultFarePaise, SERIES_LIMITS.minAdultFarePaise, SERIES_LIMITS.maxFarePaise)) {
    errors.adultFarePaise = SERIES_MSG.adultFareInvalid;
  }
  if (!within(body.childFarePaise, 0, SERIES_LIMITS.maxFarePaise)) errors.childFarePaise = SERIES_MSG.childFareInvalid;
  if (!within(body.infantFarePaise, 0, SERIES_LIMITS.maxInfantFarePaise)) {
    errors.infantFarePaise = SERIES_MSG.infantFareInvalid;
  }
  if (!within(body.checkInKg, 0, SERIES_LIMITS.maxCheckInKg)) errors.checkInKg = SERIES_MSG.checkInInvalid;
  return errors;
}

/** The fixed fares of a block, per passenger type. */
export interface SeriesFares {
  adultFarePaise: number;
  childFarePaise: number;
  infantFarePaise: number;
}

/**
 * A block's fare on its one flight, per passenger type, as FARE_COMPONENTS amounts: the fixed fare is the base
 * (the airline's fuel charge is inside it: no YQ), GST (K3) on it at the cabin's rate when the flight leaves
 * India, and the airport's charges for each seated traveller; an infant pays its fare and GST only.
 */
export function seriesFareAmounts(
  fares: SeriesFares,
  segment: SegmentPricing,
  cabin: Cabin,
  taxDay: string,
): FareAmounts {
  const k3 = segment.departsIndia ? k3Rate(cabin, taxDay) : 0;
  const other = otherTaxesPaise(segment);
  // Whole rupees, as the airlines' own fares round their taxes.
  const gst = (base: number) => Math.round((base * k3) / 100) * 100;
  return {
    ADT: [fares.adultFarePaise, 0, gst(fares.adultFarePaise), other],
    CHD: [fares.childFarePaise, 0, gst(fares.childFarePaise), other],
    INF: [fares.infantFarePaise, 0, gst(fares.infantFarePaise), 0],
  };
}

/** A series fare's rules: the seats are the operator's once sold, so only the statutory taxes come back. */
export const SERIES_FARE_RULES: FareRules = Object.freeze({
  cancellation: RULE_WINDOWS.map((window) => ({ ...window, chargePaise: null })),
  change: RULE_WINDOWS.map((window) => ({ ...window, chargePaise: null })),
  notes: [
    'Series fare: a seat from a block bought for this flight and date.',
    'Non-refundable: on cancellation only the statutory taxes (K3 and other taxes) are refunded.',
    'The date, flight and traveller names cannot be changed once booked.',
  ],
}) as FareRules;

/** The cells of one spreadsheet row, by the column they sit under. */
export type SeriesCells = Partial<Record<SeriesColumn, string>>;
/** The spreadsheet's columns, in the template's order, and the body field each fills. */
export const SERIES_COLUMNS = [
  ['flight', 'Flight'],
  ['date', 'Date'],
  ['cabin', 'Cabin'],
  ['seats', 'Seats'],
  ['adultFarePaise', 'Adult fare (₹)'],
  ['childFarePaise', 'Child fare (₹)'],
  ['infantFarePaise', 'Infant fare (₹)'],
  ['checkInKg', 'Check-in baggage (kg)'],
] as const satisfies readonly (readonly [keyof SeriesFareBody, string])[];
export type SeriesColumn = (typeof SERIES_COLUMNS)[number][0];

/** A heading as typed, reduced to its letters ('Adult fare (₹)' → 'adultfare'), to match the template's loosely. */
export const headingKey = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/\(.*?\)/g, '')
    .replace(/[^a-z]/g, '');
/** The column a heading names, or undefined. */
export const columnOfHeading = (heading: string): SeriesColumn | undefined =>
  SERIES_COLUMNS.find(([, label]) => headingKey(label) === headingKey(heading))?.[0];

/** A date as a sheet may hold it: YYYY-MM-DD, or DD-MM-YYYY / DD/MM/YYYY as India writes it. */
function dayOfCell(text: string): string {
  const indian = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  return indian ? `${indian[3]}-${indian[2]?.padStart(2, '0')}-${indian[1]?.padStart(2, '0')}` : text;
}

/** Rupees as a sheet may hold them ('4,999', '₹ 4999.50') in paise; NaN when they are not a number. */
function paiseOfCell(text: string): number {
  const cleaned = text.replace(/[₹,\s]/g, '').replace(/^rs\.?/i, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  return Math.round(Number(cleaned) * 100);
}

const wholeOfCell = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
const cabinOfCell = (text: string): Cabin | undefined => {
  const key = headingKey(text);
  return CABINS.find((cabin) => headingKey(cabin) === key || headingKey(CABIN_LABELS[cabin]) === key);
};

/** A spreadsheet row as a body, with what cannot be read said under its field. */
export function seriesBodyOfCells(
  cells: SeriesCells,
  today: string,
): { body: SeriesFareBody; errors: Partial<Record<keyof SeriesFareBody, string>> } {
  const text = (column: SeriesColumn) => (cells[column] ?? '').trim();
  const cabin = cabinOfCell(text('cabin'));
  const body: SeriesFareBody = {
    flight: text('flight'),
    date: dayOfCell(text('date')),
    cabin: cabin ?? 'ECONOMY',
    seats: wholeOfCell(text('seats')),
    adultFarePaise: paiseOfCell(text('adultFarePaise')),
    childFarePaise: paiseOfCell(text('childFarePaise')),
    infantFarePaise: paiseOfCell(text('infantFarePaise') || '0'),
    checkInKg: wholeOfCell(text('checkInKg') || '15'),
  };
  const errors = seriesFareErrors(body, today);
  if (!cabin) errors.cabin = SERIES_MSG.cabinInvalid;
  return { body, errors };
}

/** A block's fares in one line, for the list and the confirmation. */
export const seriesFaresText = (fare: SeriesFares) =>
  `Adult ${formatRupees(fare.adultFarePaise)} · Child ${formatRupees(fare.childFarePaise)} · Infant ${formatRupees(fare.infantFarePaise)}`;
