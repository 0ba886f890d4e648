import { airportByCode, greatCircleKm } from '@tripsetu/domain/airports.ts';
import { CARRIERS } from '@tripsetu/domain/carriers.ts';
import { addDays, isoWeekday } from '@tripsetu/domain/dates.ts';
import type { FlightSchedule } from '@tripsetu/domain/flight-types.ts';
import { utcOffsetMinutes } from '../../db/seed/flight-schedules.ts';

/** A schedule flown on one date, with its instants (UTC ms) and local times at each end. */
export interface FlightOnDate {
  schedule: FlightSchedule;
  departureDate: string;
  departureUtc: number;
  arrivalUtc: number;
  arrivalDate: string;
  arrivalTime: string;
}

/**
 * Connection rules (docs/decisions/011): one stop at most, on the same carrier, at an airport the
 * carrier uses as a hub or a metro; at least the minimum connecting time on the ground (75 minutes
 * between domestic flights, 120 when either is international) and at most 8 hours; and no detour of
 * more than 70 % over the direct distance; for each first flight, the two soonest onward flights.
 */
export const CONNECTION = {
  minDomesticMinutes: 75,
  minInternationalMinutes: 120,
  maxMinutes: 8 * 60,
  maxDetour: 1.7,
  /** Connections offered per first flight: the soonest ones. */
  perFirstFlight: 2,
} as const;

const MINUTE = 60_000;
/** Route-dates whose flights the network keeps worked out (about 100 bytes a flight). */
const DEPARTURE_DATES = 50_000;
const offsets = new Map<string, number>();
/** A zone's UTC offset on a date, cached (Intl is slow, and a search asks thousands of times). */
export function offsetOn(timeZone: string, date: string): number {
  const key = `${timeZone}|${date}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = utcOffsetMinutes(timeZone, date);
    offsets.set(key, offset);
  }
  return offset;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(2, 4));

/** When a flight leaves (ms), from its origin's local date and 'HHMM' time. */
export function departureInstant(origin: string, date: string, hhmm: string): number {
  const zone = airportByCode(origin)?.timeZone ?? 'Asia/Kolkata';
  return Date.parse(`${date}T00:00:00Z`) + (minutesOf(hhmm) - offsetOn(zone, date)) * MINUTE;
}
const pad = (n: number) => String(n).padStart(2, '0');

export const isInternational = (schedule: FlightSchedule) =>
  airportByCode(schedule.origin)?.countryCode !== 'IN' || airportByCode(schedule.destination)?.countryCode !== 'IN';

/** The schedules indexed for search: by route, and by origin for connections. */
export class FlightNetwork {
  private readonly byRoute = new Map<string, FlightSchedule[]>();
  private readonly destinationsFrom = new Map<string, Set<string>>();
  private readonly byFlight = new Map<string, FlightSchedule>();
  readonly size: number;

  constructor(schedules: readonly FlightSchedule[]) {
    for (const schedule of schedules) {
      const key = `${schedule.origin}-${schedule.destination}`;
      const list = this.byRoute.get(key) ?? [];
      list.push(schedule);
      this.byRoute.set(key, list);
      const destinations = this.destinationsFrom.get(schedule.origin) ?? new Set();
      destinations.add(schedule.destination);
      this.destinationsFrom.set(schedule.origin, destinations);
      this.byFlight.set(`${schedule.carrier}-${schedule.flightNumber}`, schedule);
    }
    for (const list of this.byRoute.values()) list.sort((a, b) => a.departureTime.localeCompare(b.departureTime));
    this.size = schedules.length;
  }

  /** The schedule of a flight by its code, e.g. '6E-2134'. */
  schedule(flightCode: string): FlightSchedule | undefined {
    return this.byFlight.get(flightCode);
  }

  /**
   * Each route's flights on a date, worked out once: they follow from the schedules alone, and a
   * search asks for the same ones again and again (a hub's onward flights serve every origin, and a
   * leg priced again after its minute flies the same flights). At most DEPARTURE_DATES lists are
   * kept; all are dropped when there are more (issue 6).
   */
  private readonly departuresOn = new Map<string, readonly FlightOnDate[]>();

  /** The flights from one airport to another departing on a local date (shared lists: do not change them). */
  departures(origin: string, destination: string, date: string): readonly FlightOnDate[] {
    const key = `${origin}-${destination}@${date}`;
    const known = this.departuresOn.get(key);
    if (known) return known;
    const list = this.byRoute.get(`${origin}-${destination}`);
    const weekday = isoWeekday(date);
    const out: FlightOnDate[] = [];
    for (const schedule of list ?? []) {
      if (date < schedule.validFrom || date > schedule.validTo || !schedule.weekdays.includes(weekday)) continue;
      out.push(this.onDate(schedule, date));
    }
    if (this.departuresOn.size >= DEPARTURE_DATES) this.departuresOn.clear();
    this.departuresOn.set(key, out);
    return out;
  }

  onDate(schedule: FlightSchedule, date: string): FlightOnDate {
    const to = airportByCode(schedule.destination);
    const departureUtc = departureInstant(schedule.origin, date, schedule.departureTime);
    const arrivalUtc = departureUtc + schedule.durationMinutes * MINUTE;
    const local = new Date(arrivalUtc + offsetOn(to?.timeZone ?? 'Asia/Kolkata', date) * MINUTE);
    return {
      schedule,
      departureDate: date,
      departureUtc,
      arrivalUtc,
      arrivalDate: local.toISOString().slice(0, 10),
      arrivalTime: `${pad(local.getUTCHours())}${pad(local.getUTCMinutes())}`,
    };
  }

  /** Non-stop flights and one-stop connections from `origin` to `destination` departing on `date`. */
  journeys(origin: string, destination: string, date: string, nonStopOnly: boolean): FlightOnDate[][] {
    const journeys: FlightOnDate[][] = this.departures(origin, destination, date).map((flight) => [flight]);
    if (nonStopOnly) return journeys;
    const from = airportByCode(origin);
    const to = airportByCode(destination);
    if (!from || !to) return journeys;
    const direct = greatCircleKm(from, to);
    for (const hubCode of this.destinationsFrom.get(origin) ?? []) {
      if (hubCode === destination) continue;
      const hub = airportByCode(hubCode);
      if (!hub || (hub.tier !== 1 && !this.isCarrierHub(hubCode))) continue;
      if (greatCircleKm(from, hub) + greatCircleKm(hub, to) > direct * CONNECTION.maxDetour) continue;
      if (!this.destinationsFrom.get(hubCode)?.has(destination)) continue;
      const firsts = this.departures(origin, hubCode, date);
      if (firsts.length === 0) continue;
      const seconds = [
        ...this.departures(hubCode, destination, date),
        ...this.departures(hubCode, destination, addDays(date, 1)),
      ].sort((a, b) => a.departureUtc - b.departureUtc);
      for (const first of firsts) {
        // The first two onward flights that make the connection: a later one only waits longer.
        let taken = 0;
        for (const second of seconds) {
          if (taken === CONNECTION.perFirstFlight) break;
          if (second.schedule.carrier !== first.schedule.carrier) continue;
          const ground = (second.departureUtc - first.arrivalUtc) / MINUTE;
          const international = isInternational(first.schedule) || isInternational(second.schedule);
          const minimum = international ? CONNECTION.minInternationalMinutes : CONNECTION.minDomesticMinutes;
          if (ground >= minimum && ground <= CONNECTION.maxMinutes) {
            journeys.push([first, second]);
            taken += 1;
          }
        }
      }
    }
    return journeys;
  }

  private hubCache = new Map<string, boolean>();
  private isCarrierHub(code: string): boolean {
    let known = this.hubCache.get(code);
    if (known === undefined) {
      known = CARRIERS.some((carrier) => carrier.hubs.includes(code));
      this.hubCache.set(code, known);
    }
    return known;
  }
}
