import type { FlightSearchErrors, FlightSearchRequest } from './flight-search.ts';
import type { Cabin } from './flight-types.ts';

/*
 * Consumer flight search over the gateway (consumer-site.md §3, §7; docs/decisions/012), one
 * definition for the server that answers it and the site that reads it. Field names are the
 * contract's; money fields are rupees with a `_paise` twin where the site needs exact amounts.
 *
 * | opid  | actioncode  | fields                                                              | answer
 * |-------|-------------|---------------------------------------------------------------------|------------------------
 * | MF001 | getairports | (none)                                                              | Result: GatewayAirport[]
 * | MF001 | search      | origin, destination, jdate, rdate, triptype, numadults, numchildren, | Result: FlightSearchAnswer
 * |       |             | numinfants, cabin, nearby, nonstop                                  |
 */

export const FLIGHTS_OPID = 'MF001';

/** O one way, R round trip: the consumer site offers no multi city. */
export type GatewayTripType = 'O' | 'R';
/** Y Economy, W Business (§9: W is Business). The consumer site offers these two only. */
export type GatewayCabin = 'Y' | 'W';
export const GATEWAY_CABINS: Record<GatewayCabin, Cabin> = { Y: 'ECONOMY', W: 'BUSINESS' };
/** The country of domestic trips: a round trip with either end elsewhere is international. */
export const HOME_COUNTRY = 'India';

/** The search as the form, the results page's query string and the gateway all carry it. */
export interface FlightSearchFields {
  origin: string;
  destination: string;
  /** YYYY-MM-DD */
  jdate: string;
  /** Round trip only. */
  rdate: string;
  triptype: GatewayTripType;
  numadults: number;
  numchildren: number;
  numinfants: number;
  cabin: GatewayCabin;
  nearby: 'Y' | 'N';
  nonstop: 'Y' | 'N';
}

export interface GatewayAirport {
  code: string;
  name: string;
  city: string;
  /** Country name, e.g. 'India', 'United Arab Emirates'. */
  country: string;
  /** The nearby-airport group it belongs to, if any. */
  group: string | null;
}

export interface FlightLeg {
  carrier: string;
  carriername: string;
  flightnumber: string;
  origin: string;
  origincity: string;
  destination: string;
  destinationcity: string;
  /** Local date and time at the origin: YYYY-MM-DD, HHMM. */
  depdate: string;
  deptime: string;
  /** Local date and time at the destination. */
  arrdate: string;
  arrtime: string;
  /** Minutes in the air. */
  duration: number;
  /** As the schedule has it ('1', 'T2'); the site shows it as 'Terminal-N' (§9). */
  depterminal: string;
  arrterminal: string;
  /** Seats the flight still sells in the searched cabin. */
  numseatsavailable: number;
  cabin: GatewayCabin;
}

export interface FlightFare {
  fareid: string;
  farefamily: string;
  /** Rupees, for all travellers. */
  totalfq: number;
  totalfq_paise: number;
  /** Rupees, all travellers: basefare + yq + k3 + othertaxes = totalfq. */
  basefare: number;
  yq: number;
  k3: number;
  othertaxes: number;
  refundable: boolean;
  /** e.g. '7 kg cabin, 15 kg check-in'. */
  baggage: string;
  seatsleft: number;
}

export interface RecommendedFlight {
  /** The chain of carrier-flightnumber codes and the date: '6E-2134|6E-517@2026-12-01'. */
  recommendedflight_id: string;
  flightlegs: FlightLeg[];
  /** Ascending by totalfq. */
  flightfare: FlightFare[];
}

export interface FlightSearchAnswer {
  onward: RecommendedFlight[];
  /** Empty for a one-way search. */
  return: RecommendedFlight[];
  /** When the fares were computed (ISO instant). */
  computedat: string;
}

/** Decided where §5 is silent (docs/decisions/012). */
export const FLIGHT_GATEWAY_MSG = {
  tripTypeInvalid: 'Please choose One Way or Round Trip',
  cabinInvalid: 'Please choose Economy or Business',
} as const;

/** validateFlightSearch's keys → the consumer's field names. */
const FIELD_BY_ERROR_KEY: Record<string, keyof FlightSearchFields> = {
  'segments.0.from': 'origin',
  'segments.0.to': 'destination',
  'segments.0.date': 'jdate',
  returnDate: 'rdate',
  adults: 'numadults',
  children: 'numchildren',
  infants: 'numinfants',
  cabin: 'cabin',
  segments: 'triptype',
};

/** The errors of validateFlightSearch (or of the service) under the consumer's field names. */
export function consumerFlightErrors(errors: FlightSearchErrors): Partial<Record<string, string>> {
  const mapped: Partial<Record<string, string>> = {};
  for (const [key, message] of Object.entries(errors)) {
    if (message === undefined) continue;
    const field = FIELD_BY_ERROR_KEY[key] ?? key;
    mapped[field] ??= message;
  }
  return mapped;
}

/** The one-way or round-trip search the fields describe, in the service's terms. */
export function flightSearchRequest(fields: FlightSearchFields): FlightSearchRequest {
  return {
    tripType: fields.triptype === 'R' ? 'ROUND_TRIP' : 'ONE_WAY',
    segments: [{ from: fields.origin, to: fields.destination, date: fields.jdate }],
    ...(fields.triptype === 'R' ? { returnDate: fields.rdate } : {}),
    adults: fields.numadults,
    children: fields.numchildren,
    infants: fields.numinfants,
    cabin: GATEWAY_CABINS[fields.cabin],
    nearbyAirports: fields.nearby === 'Y',
    nonStopOnly: fields.nonstop === 'Y',
    fareType: 'REGULAR',
  };
}

/** The gateway's cabin code for a cabin: W for Business, Y for the rest the site can ask for. */
export function gatewayCabin(cabin: Cabin): GatewayCabin {
  return cabin === 'BUSINESS' ? 'W' : 'Y';
}

/** A round trip is international when either end is outside India; unknown codes count as domestic. */
export function isInternationalTrip(
  origin: string,
  destination: string,
  airports: readonly Pick<GatewayAirport, 'code' | 'country'>[],
): boolean {
  const country = (code: string) => airports.find((airport) => airport.code === code)?.country ?? HOME_COUNTRY;
  return country(origin) !== HOME_COUNTRY || country(destination) !== HOME_COUNTRY;
}
