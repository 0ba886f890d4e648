import { z } from 'zod';
import { type BusTypeFilter, matchesTypeFilter } from './bus-types.ts';
import { addDays, daysBetween } from './dates.ts';
import { type TimeBand, timeBandOf } from './flight-results.ts';

/** Bus search and results (issue 22, decision 030): the request, its refusals, the answer, filters and sorts. */

/** How far ahead buses are sold: state transport undertakings open reservations 30 days ahead. */
export const BUS_BOOKING_WINDOW_DAYS = 30;

export const BUS_MSG = {
  /** agent-portal.md §8. */
  noBuses: 'No Buses found',
  yesterday: 'Cannot search for Yesterday',
} as const;

export const BUS_MSG_DECIDED = {
  fromRequired: 'Please choose where you leave from.',
  toRequired: 'Please choose where you are going.',
  sameCity: 'From and To cannot be the same city.',
  unknownCity: 'We do not run buses from or to this city yet.',
  dateRequired: 'Please choose the journey date.',
  tooFar: `Buses can be booked up to ${BUS_BOOKING_WINDOW_DAYS} days ahead.`,
  tripNotFound: 'This bus is no longer available. Please search again.',
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const busSearchBody = z.object({
  from: z.string().max(40),
  to: z.string().max(40),
  date: z.string().max(10),
});
export type BusSearchBody = z.infer<typeof busSearchBody>;

/** The search's refusals by field, or none; `knownCity` says whether the inventory serves a city id. */
export function validateBusSearch(
  body: BusSearchBody,
  today: string,
  knownCity: (id: string) => boolean,
): Partial<Record<keyof BusSearchBody, string>> {
  const errors: Partial<Record<keyof BusSearchBody, string>> = {};
  if (body.from.trim() === '') errors.from = BUS_MSG_DECIDED.fromRequired;
  else if (!knownCity(body.from)) errors.from = BUS_MSG_DECIDED.unknownCity;
  if (body.to.trim() === '') errors.to = BUS_MSG_DECIDED.toRequired;
  else if (!knownCity(body.to)) errors.to = BUS_MSG_DECIDED.unknownCity;
  else if (body.to === body.from) errors.to = BUS_MSG_DECIDED.sameCity;
  if (!DATE.test(body.date) || Number.isNaN(Date.parse(body.date))) errors.date = BUS_MSG_DECIDED.dateRequired;
  else if (body.date < today) errors.date = BUS_MSG.yesterday;
  else if (daysBetween(today, body.date) > BUS_BOOKING_WINDOW_DAYS) errors.date = BUS_MSG_DECIDED.tooFar;
  return errors;
}

/** The last day a search may ask for. */
export const lastBusDate = (today: string) => addDays(today, BUS_BOOKING_WINDOW_DAYS);

export const busCity = z.object({ id: z.string(), name: z.string(), state: z.string() });
export type BusCity = z.infer<typeof busCity>;

export const busStop = z.object({
  id: z.string(),
  name: z.string(),
  /** Local date and 'HHMM' time at the stop. */
  date: z.string(),
  time: z.string(),
  address: z.string(),
  landmark: z.string(),
  contact: z.string(),
});
export type BusStop = z.infer<typeof busStop>;

/** One window of an operator's cancellation policy: `chargePercent` of the fare from `fromHours` before departure up to `toHours` (null: and more). */
export const cancellationWindow = z.object({
  fromHours: z.number(),
  toHours: z.number().nullable(),
  chargePercent: z.number(),
});
export type BusCancellationWindow = z.infer<typeof cancellationWindow>;

export const busTrip = z.object({
  /** The service and the date: '1234@2026-12-01'. */
  id: z.string(),
  operator: z.object({
    code: z.string(),
    name: z.string(),
    state: z.boolean(),
    rating: z.number(),
    ratings: z.number(),
    contact: z.string(),
  }),
  serviceName: z.string(),
  busType: z.object({ code: z.string(), name: z.string(), ac: z.boolean(), sleeper: z.boolean(), seater: z.boolean() }),
  from: z.string(),
  to: z.string(),
  departureDate: z.string(),
  departureTime: z.string(),
  arrivalDate: z.string(),
  arrivalTime: z.string(),
  durationMinutes: z.number(),
  seatsLeft: z.number(),
  totalSeats: z.number(),
  fareFromPaise: z.number(),
  amenities: z.array(z.string()),
  cancellationPolicy: z.array(cancellationWindow),
  boardingPoints: z.array(busStop),
  droppingPoints: z.array(busStop),
});
export type BusTrip = z.infer<typeof busTrip>;

export const busSearchAnswer = z.object({
  from: busCity,
  to: busCity,
  date: z.string(),
  trips: z.array(busTrip),
});
export type BusSearchAnswer = z.infer<typeof busSearchAnswer>;

// ── Filters and sorts of the results page ───────────────────────────────────────────────────────

export interface BusFilters {
  departureBands: TimeBand[];
  arrivalBands: TimeBand[];
  types: BusTypeFilter[];
  operators: string[];
  boardingPoints: string[];
  droppingPoints: string[];
  /** Fare from at most this (paise); null: any. */
  maxFarePaise: number | null;
}
export const NO_BUS_FILTERS: BusFilters = {
  departureBands: [],
  arrivalBands: [],
  types: [],
  operators: [],
  boardingPoints: [],
  droppingPoints: [],
  maxFarePaise: null,
};

const anyOf = <T>(chosen: readonly T[], test: (value: T) => boolean) => chosen.length === 0 || chosen.some(test);

/**
 * The trips that pass every filter: within a filter any choice passes, across filters all must; the bus type
 * is two filters (A/C or non A/C; sleeper or seater), as redBus reads its chips.
 */
export function filterBusTrips(trips: readonly BusTrip[], filters: BusFilters): BusTrip[] {
  return trips.filter(
    (trip) =>
      anyOf(filters.departureBands, (band) => timeBandOf(trip.departureTime) === band) &&
      anyOf(filters.arrivalBands, (band) => timeBandOf(trip.arrivalTime) === band) &&
      // A/C or not, and berths or seats, are two questions: 'A/C' and 'Sleeper' together mean A/C sleepers.
      anyOf(
        filters.types.filter((type) => type === 'AC' || type === 'NON_AC'),
        (type) => matchesTypeFilter(trip.busType, type),
      ) &&
      anyOf(
        filters.types.filter((type) => type === 'SLEEPER' || type === 'SEATER'),
        (type) => matchesTypeFilter(trip.busType, type),
      ) &&
      anyOf(filters.operators, (code) => trip.operator.code === code) &&
      anyOf(filters.boardingPoints, (name) => trip.boardingPoints.some((stop) => stop.name === name)) &&
      anyOf(filters.droppingPoints, (name) => trip.droppingPoints.some((stop) => stop.name === name)) &&
      (filters.maxFarePaise === null || trip.fareFromPaise <= filters.maxFarePaise),
  );
}

export const BUS_SORTS = ['DEPARTURE', 'DURATION', 'FARE', 'RATING', 'SEATS'] as const;
export type BusSort = (typeof BUS_SORTS)[number];
export const BUS_SORT_LABELS: Record<BusSort, string> = {
  DEPARTURE: 'Departure',
  DURATION: 'Duration',
  FARE: 'Fare',
  RATING: 'Rating',
  SEATS: 'Seats available',
};

const departureKey = (trip: BusTrip) => `${trip.departureDate}${trip.departureTime}`;

/** Sorted by one key, then by departure: fares and durations low first, ratings and seats high first. */
export function sortBusTrips(trips: readonly BusTrip[], sort: BusSort): BusTrip[] {
  const key: Record<BusSort, (trip: BusTrip) => number> = {
    DEPARTURE: () => 0,
    DURATION: (trip) => trip.durationMinutes,
    FARE: (trip) => trip.fareFromPaise,
    RATING: (trip) => -trip.operator.rating,
    SEATS: (trip) => -trip.seatsLeft,
  };
  return [...trips].sort(
    (a, b) => key[sort](a) - key[sort](b) || departureKey(a).localeCompare(departureKey(b)) || a.id.localeCompare(b.id),
  );
}
