import { daysBetween } from '@tripsetu/domain/dates.ts';
import { padHhmm } from '@tripsetu/domain/flight-results.ts';
import type { FlightFare, FlightLeg, RecommendedFlight } from '@tripsetu/domain/gateway-flights.ts';

/**
 * How the consumer site shows a recommended flight (consumer-site.md §3, §9). Time, duration,
 * terminal and stops texts come from packages/domain/src/flight-results.ts, shared with the portal.
 */

/** §9: W is Business, C is blank (no label at all), anything else is Economy. */
export function cabinLabel(code: string): string {
  if (code === 'W') return 'Business';
  if (code === 'C') return '';
  return 'Economy';
}

const minutesOfDay = (hhmm: string) => {
  const time = padHhmm(hhmm);
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(2, 4));
};

/** Minutes from one local date and HHMM to another at the same place. */
function minutesBetween(fromDate: string, fromTime: string, toDate: string, toTime: string): number {
  return daysBetween(fromDate, toDate) * 1440 + minutesOfDay(toTime) - minutesOfDay(fromTime);
}

/** Time on the ground between two legs: both times are local to the connecting airport. */
export function layoverMinutes(arriving: FlightLeg, leaving: FlightLeg): number {
  return minutesBetween(arriving.arrdate, arriving.arrtime, leaving.depdate, leaving.deptime);
}

/** Door to door: every leg in the air and every connection on the ground (right across time zones). */
export function journeyMinutes(flight: RecommendedFlight): number {
  const legs = flight.flightlegs;
  return legs.reduce(
    (sum, leg, index) => sum + leg.duration + (index > 0 ? layoverMinutes(legs[index - 1] as FlightLeg, leg) : 0),
    0,
  );
}

/** §3: stops = legs minus one. */
export const stopsOf = (flight: RecommendedFlight) => Math.max(0, flight.flightlegs.length - 1);

/** The cities a traveller changes planes in. */
export function connectionCities(flight: RecommendedFlight): string[] {
  return flight.flightlegs.slice(0, -1).map((leg) => leg.destinationcity);
}

/** The chain of carrier-flightnumber codes: '6E-2134 · 6E-517'. */
export function flightChain(flight: RecommendedFlight): string {
  return flight.flightlegs.map((leg) => `${leg.carrier}-${leg.flightnumber}`).join(' · ');
}

/** The airlines flying it, in order, each once: 'IndiGo' or 'Air India, Vistara'. */
export function airlineNames(flight: RecommendedFlight): string {
  return [...new Set(flight.flightlegs.map((leg) => leg.carriername))].join(', ');
}

export const firstLeg = (flight: RecommendedFlight) => flight.flightlegs[0] as FlightLeg;
export const lastLeg = (flight: RecommendedFlight) => flight.flightlegs[flight.flightlegs.length - 1] as FlightLeg;

/** Days the arrival falls after the departure date, e.g. 1 for an overnight flight ('+1 day'). */
export function arrivalDayOffset(flight: RecommendedFlight): number {
  return daysBetween(firstLeg(flight).depdate, lastLeg(flight).arrdate);
}

/** Fares arrive ascending by total (§3): the first is the cheapest. */
export const cheapestFare = (flight: RecommendedFlight): FlightFare | undefined => flight.flightfare[0];
const cheapestPaise = (flight: RecommendedFlight) => cheapestFare(flight)?.totalfq_paise ?? Number.POSITIVE_INFINITY;

/** The seats the card shows as left: the fewest of any leg. */
export const seatsAvailable = (flight: RecommendedFlight) =>
  Math.min(...flight.flightlegs.map((leg) => leg.numseatsavailable));

export const FLIGHT_SORTS = ['price', 'departure', 'duration'] as const;
export type FlightSort = (typeof FLIGHT_SORTS)[number];
export const FLIGHT_SORT_LABELS: Record<FlightSort, string> = {
  price: 'Price',
  departure: 'Departure',
  duration: 'Duration',
};

const departureKey = (flight: RecommendedFlight) => `${firstLeg(flight).depdate}${padHhmm(firstLeg(flight).deptime)}`;
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const BY: Record<FlightSort, (a: RecommendedFlight, b: RecommendedFlight) => number> = {
  price: (a, b) => cheapestPaise(a) - cheapestPaise(b),
  departure: (a, b) => compareText(departureKey(a), departureKey(b)),
  duration: (a, b) => journeyMinutes(a) - journeyMinutes(b),
};

/** A new list in the chosen order; ties go to the cheaper, then the earlier departure. */
export function sortFlights(flights: readonly RecommendedFlight[], sort: FlightSort): RecommendedFlight[] {
  return [...flights].sort((a, b) => BY[sort](a, b) || BY.price(a, b) || BY.departure(a, b));
}

export function refineFlights(
  flights: readonly RecommendedFlight[],
  { sort, nonStopOnly }: { sort: FlightSort; nonStopOnly: boolean },
): RecommendedFlight[] {
  return sortFlights(nonStopOnly ? flights.filter((flight) => stopsOf(flight) === 0) : flights, sort);
}

/** The flight and fare a traveller picked in one list. */
export interface FareChoice {
  flightId: string;
  fareId: string;
}

/** The cheapest fare of the cheapest flight: what a list starts with chosen. */
export function cheapestChoice(flights: readonly RecommendedFlight[]): FareChoice | null {
  const flight = sortFlights(flights, 'price')[0];
  const fare = flight && cheapestFare(flight);
  return flight && fare ? { flightId: flight.recommendedflight_id, fareId: fare.fareid } : null;
}

export function chosenFare(flights: readonly RecommendedFlight[], choice: FareChoice | null) {
  if (!choice) return null;
  const flight = flights.find((f) => f.recommendedflight_id === choice.flightId);
  const fare = flight?.flightfare.find((f) => f.fareid === choice.fareId);
  return flight && fare ? { flight, fare } : null;
}
