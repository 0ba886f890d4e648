import { type BusLayoutSeat, busLayout, seatFarePaise } from '@tripsetu/domain/bus-layouts.ts';
import type { BusCity, BusStop, BusTrip } from '@tripsetu/domain/bus-search.ts';
import { addDays, isoWeekday } from '@tripsetu/domain/dates.ts';
import { BUS_CITIES, type BusCitySeed } from '../../db/seed/bus-cities.ts';
import { AMENITIES_BY_TYPE, CANCELLATION_POLICIES } from '../../db/seed/bus-operators.ts';
import { type BusService, generateBusServices } from '../../db/seed/bus-services.ts';
import type { BusSupplier, BusTripSeats, TakenSeats } from './supplier.ts';

/** Days when buses fill up and cost more: the year-end holidays and Sankranti/Pongal (decision 030). */
const FESTIVALS: readonly [string, string][] = [
  ['2026-12-23', '2027-01-02'],
  ['2027-01-12', '2027-01-16'],
];

/** A seat's fare on a date: Fridays to Sundays 15 % more, festival days 35 % more, whole ₹10. */
export function seatFareOn(service: Pick<BusService, 'seatFarePaise'>, date: string): number {
  const weekday = isoWeekday(date);
  const weekend = weekday >= 5 ? 1.15 : 1;
  const festival = FESTIVALS.some(([from, to]) => date >= from && date <= to) ? 1.35 : 1;
  return Math.round((service.seatFarePaise * weekend * festival) / 1000) * 1000;
}

/** A number from 0 to 1 fixed by the text, so that the same seat on the same trip is always the same. */
function hashUnit(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0) / 4294967296;
}

/**
 * Seats the operator sold elsewhere (its counter, other agents): fuller close to the day and at weekends,
 * so that the demo's buses look as they do. Never the ladies seats, which stay for women travellers.
 */
function soldElsewhere(tripId: string, date: string, today: string, seat: BusLayoutSeat): boolean {
  const ahead = Math.max(0, (Date.parse(date) - Date.parse(today)) / 86_400_000);
  const load = (ahead <= 2 ? 0.6 : ahead <= 7 ? 0.4 : 0.2) + (isoWeekday(date) >= 5 ? 0.15 : 0);
  return hashUnit(`${tripId}|${seat.seatNo}`) < load;
}

const hhmmToMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(2, 4));
const minutesToHhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}`;

/** A stop's local date and time, `minutes` after midnight of the departure date. */
function at(date: string, minutes: number) {
  return { date: addDays(date, Math.floor(minutes / 1440)), time: minutesToHhmm(((minutes % 1440) + 1440) % 1440) };
}

function stopOf(city: BusCitySeed, point: number, date: string, minutes: number, contact: string): BusStop {
  const [name, landmark] = city.points[point] ?? city.points[0] ?? ['', ''];
  return {
    id: `${city.id}-${point}`,
    name,
    ...at(date, minutes),
    address: `${name}, ${city.name}`,
    landmark,
    contact,
  };
}

/** The operator's telephone, as the ticket prints it: the demo's own numbers. */
const contactOf = (service: BusService) =>
  `+91 80${String(4000_0000 + Math.floor(hashUnit(service.operator.code) * 999_9999)).padStart(8, '0')}`;

/**
 * TripSetu's own bus inventory (issue 22, decision 030): the generated services, indexed by route, priced by
 * date, with seats the operator sold elsewhere and those sold through TripSetu (`taken`) not offered.
 */
export function createInventoryBusSupplier(deps: {
  today: () => string;
  services?: readonly BusService[];
}): BusSupplier {
  const services = deps.services ?? generateBusServices();
  const byRoute = new Map<string, BusService[]>();
  const byCode = new Map<string, BusService>();
  for (const service of services) {
    const key = `${service.from}-${service.to}`;
    const route = byRoute.get(key) ?? [];
    route.push(service);
    byRoute.set(key, route);
    byCode.set(service.code, service);
  }
  const cities = new Map(BUS_CITIES.map((city) => [city.id, city]));

  function seatsOf(service: BusService, date: string, taken: TakenSeats): BusTripSeats {
    const tripId = `${service.code}@${date}`;
    const layout = busLayout(service.type.layout);
    const seatFare = seatFareOn(service, date);
    const mine = taken(tripId);
    return {
      tripId,
      columns: layout.columns,
      rows: layout.rows,
      seats: layout.seats.map((seat) => ({
        ...seat,
        farePaise: seatFarePaise(seat, seatFare, service.type.berthFactor),
        available: !mine.has(seat.seatNo) && (seat.ladies || !soldElsewhere(tripId, date, deps.today(), seat)),
      })),
    };
  }

  function tripOf(service: BusService, date: string, taken: TakenSeats): BusTrip {
    const from = cities.get(service.from) as BusCitySeed;
    const to = cities.get(service.to) as BusCitySeed;
    const departure = hhmmToMinutes(service.departureTime);
    const arrival = departure + service.durationMinutes;
    const contact = contactOf(service);
    const seats = seatsOf(service, date, taken);
    const open = seats.seats.filter((seat) => seat.available);
    return {
      id: seats.tripId,
      operator: {
        code: service.operator.code,
        name: service.operator.name,
        state: service.operator.state,
        rating: service.operator.rating,
        ratings: 200 + Math.floor(hashUnit(service.code) * 4800),
        contact,
      },
      serviceName: service.serviceName,
      busType: {
        code: service.type.code,
        name: service.type.name,
        ac: service.type.ac,
        sleeper: service.type.sleeper,
        seater: service.type.seater,
      },
      from: service.from,
      to: service.to,
      departureDate: date,
      departureTime: service.departureTime,
      ...(({ date: arrivalDate, time: arrivalTime }) => ({ arrivalDate, arrivalTime }))(at(date, arrival)),
      durationMinutes: service.durationMinutes,
      seatsLeft: open.length,
      totalSeats: seats.seats.length,
      fareFromPaise: Math.min(...(open.length > 0 ? open : seats.seats).map((seat) => seat.farePaise)),
      amenities: [...(AMENITIES_BY_TYPE[service.type.code] ?? [])],
      cancellationPolicy: CANCELLATION_POLICIES[service.operator.policy].map((window) => ({ ...window })),
      boardingPoints: service.boarding.map((stop) =>
        stopOf(from, stop.point, date, departure + stop.afterMinutes, contact),
      ),
      droppingPoints: service.dropping.map((stop) =>
        stopOf(to, stop.point, date, arrival - stop.beforeMinutes, contact),
      ),
    };
  }

  /** The service and date of a trip id ('VRL-2041@2026-12-01'), when both are real. */
  function parse(tripId: string): { service: BusService; date: string } | undefined {
    const match = /^([A-Z]{2,12}-\d{1,6})@(\d{4}-\d{2}-\d{2})$/.exec(tripId);
    const service = match ? byCode.get(match[1] as string) : undefined;
    return service && match ? { service, date: match[2] as string } : undefined;
  }

  return {
    name: 'TripSetu buses',

    cities(): BusCity[] {
      return [...cities.values()]
        .map((city) => ({ id: city.id, name: city.name, state: city.state }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },

    tripIds(from, to, date) {
      return (byRoute.get(`${from}-${to}`) ?? []).map((service) => `${service.code}@${date}`);
    },

    search(from, to, date, taken) {
      return (byRoute.get(`${from}-${to}`) ?? []).map((service) => tripOf(service, date, taken));
    },

    trip(tripId, taken) {
      const found = parse(tripId);
      return found ? tripOf(found.service, found.date, taken) : undefined;
    },

    seats(tripId, taken) {
      const found = parse(tripId);
      return found ? seatsOf(found.service, found.date, taken) : undefined;
    },
  };
}
