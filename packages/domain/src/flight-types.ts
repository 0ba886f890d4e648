/**
 * The operator's own flight inventory (issue 6, docs/decisions/011): reference facts (airports,
 * carriers, aircraft with their cabin layouts) and the schedules generated from them. A GDS could
 * later join beside it behind the supplier interface (server/src/modules/flights/supplier.ts).
 */

/** agent-portal.md §9 cabins. */
export const CABINS = ['ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST'] as const;
export type Cabin = (typeof CABINS)[number];
export const CABIN_LABELS: Record<Cabin, string> = {
  ECONOMY: 'Economy',
  PREMIUM_ECONOMY: 'Premium Economy',
  BUSINESS: 'Business',
  FIRST: 'First Class',
};

export interface Airport {
  /** IATA code, e.g. 'DEL'. */
  code: string;
  /** e.g. 'Indira Gandhi International Airport'. */
  name: string;
  /** e.g. 'New Delhi'. */
  city: string;
  /** ISO 3166-1 alpha-2, e.g. 'IN', 'AE'. */
  countryCode: string;
  country: string;
  latitude: number;
  longitude: number;
  /** IANA zone, e.g. 'Asia/Kolkata', 'Europe/London'. */
  timeZone: string;
  /** Terminal numbers or names in use ('1', '2', '3'); one entry for a single-terminal airport. */
  terminals: readonly string[];
  /** Size class used by the schedule generator: 1 = metro hub … 4 = small regional. */
  tier: 1 | 2 | 3 | 4;
}

/** Airports close enough to offer together ("nearby airports"), e.g. Goa's GOI and GOX. */
export interface AirportGroup {
  id: string;
  name: string;
  codes: readonly string[];
}

export interface Carrier {
  /** IATA designator, e.g. '6E', 'AI'. */
  code: string;
  name: string;
  countryCode: string;
  /** A low-cost carrier sells no First or Business (except where noted in its fleet). */
  lowCost: boolean;
  /** Airports it connects passengers through. */
  hubs: readonly string[];
  /** Aircraft type codes it flies (AircraftType.code). */
  fleet: readonly string[];
}

export interface CabinLayout {
  cabin: Cabin;
  /** First and last row numbers of the cabin (inclusive); some row numbers may be skipped (see skipRows). */
  firstRow: number;
  lastRow: number;
  /** Seat letters across, with '-' for each aisle, e.g. 'ABC-DEF' or 'AC-DF' or 'A-DG-K'. */
  letters: string;
  /** Row numbers that do not exist (e.g. 13 on some carriers). */
  skipRows?: readonly number[];
  /** Exit rows (no child or infant may sit there). */
  exitRows: readonly number[];
  /** Extra-legroom rows sold at a premium (bulkhead and exit rows usually). */
  extraLegroomRows: readonly number[];
}

export interface AircraftType {
  /** IATA aircraft type code, e.g. '32N' (A320neo), '7M8' (737 MAX 8), 'AT7' (ATR 72). */
  code: string;
  name: string;
  /** Cruise speed used for block times, km/h. */
  cruiseKmh: number;
  cabins: readonly CabinLayout[];
}

/** One scheduled flight: local times at each end, the weekdays it operates and its validity. */
export interface FlightSchedule {
  id: number;
  carrier: string;
  flightNumber: number;
  origin: string;
  destination: string;
  /** Local departure time HHMM at the origin. */
  departureTime: string;
  /** Local arrival time HHMM at the destination, arrivalDayOffset days after the departure date. */
  arrivalTime: string;
  arrivalDayOffset: number;
  durationMinutes: number;
  /** ISO weekdays it operates, 1 = Monday … 7 = Sunday. */
  weekdays: readonly number[];
  validFrom: string;
  validTo: string;
  aircraft: string;
  departureTerminal: string;
  arrivalTerminal: string;
}
