import { addDays, isIsoDate } from './dates.ts';
import type { Cabin } from './flight-types.ts';
import { CABINS } from './flight-types.ts';

/** Flight search (agent-portal.md §2, §5, §9; consumer-site.md §3, §9; docs/decisions/011). */

export const TRIP_TYPES = ['ONE_WAY', 'ROUND_TRIP', 'MULTI_CITY'] as const;
export type TripType = (typeof TRIP_TYPES)[number];
export const TRIP_TYPE_LABELS: Record<TripType, string> = {
  ONE_WAY: 'One Way',
  ROUND_TRIP: 'Round Trip',
  MULTI_CITY: 'Multi City',
};

/** §2 special fares beside the regular ones: who may book them and what they must carry. */
export const FARE_TYPES = ['REGULAR', 'STUDENT', 'ARMED_FORCES', 'SENIOR_CITIZEN'] as const;
export type FareType = (typeof FARE_TYPES)[number];
export const SPECIAL_FARES: Record<
  Exclude<FareType, 'REGULAR'>,
  { label: string; eligibility: string; document: string; discountPercent: number; extraCheckInKg: number }
> = {
  STUDENT: {
    label: 'Student',
    eligibility: 'Students aged 12 years or more, enrolled in a recognised school, college or university.',
    document: 'A valid student ID card or admission letter, shown at check-in.',
    discountPercent: 6,
    extraCheckInKg: 10,
  },
  ARMED_FORCES: {
    label: 'Armed Forces',
    eligibility:
      'Serving and retired personnel of the Indian Army, Navy and Air Force and the paramilitary forces, their spouses and dependent children.',
    document: 'A valid service or ex-servicemen ID card (or dependant card), shown at check-in.',
    discountPercent: 10,
    extraCheckInKg: 10,
  },
  SENIOR_CITIZEN: {
    label: 'Senior Citizen',
    eligibility: 'Indian residents aged 60 years or more on the date of travel.',
    document: 'A government photo ID showing the date of birth, shown at check-in.',
    discountPercent: 8,
    extraCheckInKg: 0,
  },
};
export const FARE_TYPE_LABELS: Record<FareType, string> = {
  REGULAR: 'Regular Fares',
  STUDENT: 'Student',
  ARMED_FORCES: 'Armed Forces',
  SENIOR_CITIZEN: 'Senior Citizen',
};

/** §9 age classes: adults 12 years and up, children 2 to 12, infants under 2. */
export const PAX_TYPES = ['ADT', 'CHD', 'INF'] as const;
export type PaxType = (typeof PAX_TYPES)[number];
export const MAX_SEATED_TRAVELLERS = 9;
export const MAX_MULTI_CITY_SEGMENTS = 5;
export const SEARCH_HORIZON_DAYS = 365;

export interface FlightSearchSegment {
  from: string;
  to: string;
  date: string;
}

export interface FlightSearchRequest {
  tripType: TripType;
  /** One for one way and round trip (the onward flight), two to five for multi city. */
  segments: FlightSearchSegment[];
  /** Round trip only. */
  returnDate?: string;
  adults: number;
  children: number;
  infants: number;
  cabin: Cabin;
  /** Also search the airports grouped with each end (AirportGroup). */
  nearbyAirports: boolean;
  nonStopOnly: boolean;
  fareType: FareType;
}

/** §5 messages, word for word. */
export const FLIGHT_MSG = {
  originRequired: 'Please select origin',
  destinationRequired: 'Please select destination',
  sameOriginDestination: "Origin and Destination can't be same",
  journeyDateRequired: 'Please select journey date',
  returnDateRequired: 'Please select return date',
  returnAfterJourney: 'Return date should be greater than journey date',
  yesterday: 'Cannot search for Yesterday',
  onwardAfterReturn: 'Onward date should not be greater than return date',
  selectFlight: 'Please select at least one flight',
  selectOnwardAndReturn: 'Please select one onward and one return flight',
  noFlights: 'No flights found for the given date.',
  emailFailed: 'Failed to send Email',
  emailSent: 'Email Sent Successfully',
} as const;

/** Decided where §5 is silent (docs/decisions/011). */
export const FLIGHT_MSG_DECIDED = {
  unknownAirport: 'Please select an airport from the list',
  tooFarAhead: `Flights can be searched up to ${SEARCH_HORIZON_DAYS} days ahead`,
  adultsRequired: 'At least 1 adult is required',
  tooManyTravellers: `At most ${MAX_SEATED_TRAVELLERS} adults and children can be booked together`,
  infantsPerAdult: 'Each infant must travel with an adult (at most one infant per adult)',
  multiCitySegments: `Multi city needs 2 to ${MAX_MULTI_CITY_SEGMENTS} flights`,
  segmentOrder: "A flight's date cannot be earlier than the previous flight's date",
  specialFareCabin: 'Special fares are offered in Economy only',
  specialFareChildren: 'Special fares are for adults travelling without children or infants',
} as const;

export type FlightSearchErrors = Partial<Record<string, string>>;

const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 9;

/**
 * The §5 rules for a search. Field keys: `segments.N.from|to|date`, `returnDate`, `adults`,
 * `children`, `infants`, `cabin`, `fareType`, `segments`. `isAirport` tells a known IATA code.
 */
export function validateFlightSearch(
  request: Partial<FlightSearchRequest>,
  today: string,
  isAirport: (code: string) => boolean,
): FlightSearchErrors {
  const errors: FlightSearchErrors = {};
  const tripType = TRIP_TYPES.includes(request.tripType as TripType) ? (request.tripType as TripType) : 'ONE_WAY';
  const segments = Array.isArray(request.segments) ? request.segments : [];
  const wanted = tripType === 'MULTI_CITY' ? segments.length : 1;
  if (tripType === 'MULTI_CITY' && (segments.length < 2 || segments.length > MAX_MULTI_CITY_SEGMENTS)) {
    errors.segments = FLIGHT_MSG_DECIDED.multiCitySegments;
  }
  const horizon = addDays(today, SEARCH_HORIZON_DAYS);
  for (let index = 0; index < Math.max(1, Math.min(wanted, MAX_MULTI_CITY_SEGMENTS)); index++) {
    const segment = segments[index] ?? { from: '', to: '', date: '' };
    const from = String(segment.from ?? '')
      .trim()
      .toUpperCase();
    const to = String(segment.to ?? '')
      .trim()
      .toUpperCase();
    const key = `segments.${index}`;
    if (from === '') errors[`${key}.from`] = FLIGHT_MSG.originRequired;
    else if (!isAirport(from)) errors[`${key}.from`] = FLIGHT_MSG_DECIDED.unknownAirport;
    if (to === '') errors[`${key}.to`] = FLIGHT_MSG.destinationRequired;
    else if (!isAirport(to)) errors[`${key}.to`] = FLIGHT_MSG_DECIDED.unknownAirport;
    else if (from === to) errors[`${key}.to`] = FLIGHT_MSG.sameOriginDestination;
    const date = segment.date;
    if (!isIsoDate(date)) errors[`${key}.date`] = FLIGHT_MSG.journeyDateRequired;
    else if (date < today) errors[`${key}.date`] = FLIGHT_MSG.yesterday;
    else if (date > horizon) errors[`${key}.date`] = FLIGHT_MSG_DECIDED.tooFarAhead;
    else if (index > 0 && isIsoDate(segments[index - 1]?.date) && date < (segments[index - 1]?.date as string)) {
      errors[`${key}.date`] = FLIGHT_MSG_DECIDED.segmentOrder;
    }
  }
  if (tripType === 'ROUND_TRIP') {
    const onward = segments[0]?.date;
    const back = request.returnDate;
    if (!isIsoDate(back)) errors.returnDate = FLIGHT_MSG.returnDateRequired;
    else if (back > horizon) errors.returnDate = FLIGHT_MSG_DECIDED.tooFarAhead;
    else if (isIsoDate(onward) && !errors['segments.0.date']) {
      if (onward > back) errors['segments.0.date'] = FLIGHT_MSG.onwardAfterReturn;
      else if (onward === back) errors.returnDate = FLIGHT_MSG.returnAfterJourney;
    } else if (back < today) errors.returnDate = FLIGHT_MSG.yesterday;
  }
  const { adults, children, infants } = request;
  // Too many is told as the limit it passes, not as too few.
  const whole = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;
  if (whole(adults) && (adults as number) > MAX_SEATED_TRAVELLERS) errors.adults = FLIGHT_MSG_DECIDED.tooManyTravellers;
  else if (!isCount(adults) || (adults as number) < 1) errors.adults = FLIGHT_MSG_DECIDED.adultsRequired;
  if (!isCount(children)) errors.children = FLIGHT_MSG_DECIDED.tooManyTravellers;
  if (!isCount(infants)) errors.infants = FLIGHT_MSG_DECIDED.infantsPerAdult;
  if (!errors.adults && !errors.children && (adults as number) + (children as number) > MAX_SEATED_TRAVELLERS) {
    errors.children = FLIGHT_MSG_DECIDED.tooManyTravellers;
  }
  if (!errors.adults && !errors.infants && (infants as number) > (adults as number)) {
    errors.infants = FLIGHT_MSG_DECIDED.infantsPerAdult;
  }
  if (!CABINS.includes(request.cabin as Cabin)) errors.cabin = 'Please select a cabin';
  const fareType = request.fareType ?? 'REGULAR';
  if (!FARE_TYPES.includes(fareType)) errors.fareType = 'Please select a fare type';
  else if (fareType !== 'REGULAR') {
    if (request.cabin !== 'ECONOMY') errors.fareType = FLIGHT_MSG_DECIDED.specialFareCabin;
    else if ((children ?? 0) > 0 || (infants ?? 0) > 0) errors.fareType = FLIGHT_MSG_DECIDED.specialFareChildren;
  }
  return errors;
}

/** The legs a search asks for: one way 1, round trip 2 (onward, return), multi city 2–5. */
export function searchLegs(request: FlightSearchRequest): FlightSearchSegment[] {
  const norm = (segment: FlightSearchSegment) => ({
    from: segment.from.trim().toUpperCase(),
    to: segment.to.trim().toUpperCase(),
    date: segment.date,
  });
  if (request.tripType === 'MULTI_CITY') return request.segments.map(norm);
  const onward = norm(request.segments[0] as FlightSearchSegment);
  if (request.tripType === 'ONE_WAY') return [onward];
  return [onward, { from: onward.to, to: onward.from, date: request.returnDate as string }];
}
