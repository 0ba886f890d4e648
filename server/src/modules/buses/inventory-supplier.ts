import { type BusLayoutSeat, busLayout, seatFarePaise } from '@tripsetu/domain/bus-layouts.ts';
import type { BusCity, BusStop, BusTrip } from '@tripsetu/domain/bus-search.ts';
import { addDays, isoWeekday } from '@tripsetu/domain/dates.ts';
import { BUS_CITIES, type BusCitySeed } from '../../db/seed/bus-cities.ts';
import { AMENITIES_BY_TYPE, CANCELLATION_POLICIES } from '../../db/seed/bus-operators.ts';
import { type BusService, generateBusServices } from '../../db/seed/bus-services.ts';
import { hashUnit } from '../../db/seed/random.ts';
import type { BusSupplier, BusTripSeat, BusTripSeats, TakenSeats } from './supplier.ts';

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

/**
 * How full the operator's other channels (its counter, other agents) have made a trip: fuller close to the
 * day and at weekends, so that the demo's buses look as they do. Worked out once per trip, not per seat.
 */
function loadElsewhere(date: string, today: string): number {
  const ahead = Math.max(0, (Date.parse(date) - Date.parse(today)) / 86_400_000);
  return (ahead <= 2 ? 0.6 : ahead <= 7 ? 0.4 : 0.2) + (isoWeekday(date) >= 5 ? 0.15 : 0);
}

/** Whether a seat went elsewhere, fixed by trip and seat; never a ladies seat, which stays for women travellers. */
const soldElsewhere = (tripId: string, seat: BusLayoutSeat, load: number) =>
  !seat.ladies && hashUnit(`${tripId}|${seat.seatNo}`) < load;

/** How many trips' seats and facts are kept built (about 6 KB each): a few days of the busiest routes' searches. */
const TRIPS_KEPT = 10_000;

/** A trip as it is on a day before TripSetu's own sales: its facts, and its seats with what went elsewhere. */
interface BuiltTrip {
  /** Shared by every answer that shows the trip: never changed once built. */
  trip: Omit<BusTrip, 'seatsLeft' | 'fareFromPaise'>;
  seats: readonly BusTripSeat[];
  /** Seats left and the lowest fare among them before TripSetu's own sales, and the lowest fare of all. */
  open: number;
  openFromPaise: number;
  fromPaise: number;
  columns: number;
  rows: BusTripSeats['rows'];
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

  // Trips built once a day and kept (first in, first out): a search builds each of its buses only the first time.
  const built = new Map<string, BuiltTrip>();

  function build(service: BusService, date: string, today: string): BuiltTrip {
    const tripId = `${service.code}@${date}`;
    const layout = busLayout(service.type.layout);
    const seatFare = seatFareOn(service, date);
    const load = loadElsewhere(date, today);
    const from = cities.get(service.from) as BusCitySeed;
    const to = cities.get(service.to) as BusCitySeed;
    const departure = hhmmToMinutes(service.departureTime);
    const arrival = departure + service.durationMinutes;
    const contact = contactOf(service);
    const seats = layout.seats.map((seat) =>
      Object.freeze({
        ...seat,
        farePaise: seatFarePaise(seat, seatFare, service.type.berthFactor),
        available: !soldElsewhere(tripId, seat, load),
      }),
    );
    const trip: BuiltTrip['trip'] = {
      id: tripId,
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
      totalSeats: seats.length,
      amenities: [...(AMENITIES_BY_TYPE[service.type.code] ?? [])],
      cancellationPolicy: CANCELLATION_POLICIES[service.operator.policy].map((window) => ({ ...window })),
      boardingPoints: service.boarding.map((stop) =>
        stopOf(from, stop.point, date, departure + stop.afterMinutes, contact),
      ),
      droppingPoints: service.dropping.map((stop) =>
        stopOf(to, stop.point, date, arrival - stop.beforeMinutes, contact),
      ),
    };
    const open = seats.filter((seat) => seat.available);
    const lowest = (list: readonly BusTripSeat[]) => Math.min(...list.map((seat) => seat.farePaise));
    return {
      trip,
      seats,
      columns: layout.columns,
      rows: layout.rows,
      open: open.length,
      openFromPaise: open.length > 0 ? lowest(open) : lowest(seats),
      fromPaise: lowest(seats),
    };
  }

  /** The trip as built today (built now if it is not kept yet). */
  function builtTrip(service: BusService, date: string, today = deps.today()): BuiltTrip {
    const key = `${service.code}@${date}|${today}`;
    let entry = built.get(key);
    if (!entry) {
      entry = build(service, date, today);
      if (built.size >= TRIPS_KEPT) built.delete(built.keys().next().value as string);
      built.set(key, entry);
    }
    return entry;
  }

  function seatsOf(service: BusService, date: string, taken: TakenSeats): BusTripSeats {
    const { trip, seats, columns, rows } = builtTrip(service, date);
    const mine = taken(trip.id);
    return {
      tripId: trip.id,
      columns,
      rows,
      seats:
        mine.size === 0
          ? [...seats]
          : seats.map((seat) => (mine.has(seat.seatNo) ? { ...seat, available: false } : seat)),
    };
  }

  /** The trip with its seats left and fare from, TripSetu's own sales (`taken`) taken off. */
  function tripOf(service: BusService, date: string, taken: TakenSeats, today?: string): BusTrip {
    const built = builtTrip(service, date, today);
    const mine = taken(built.trip.id);
    if (mine.size === 0) return { ...built.trip, seatsLeft: built.open, fareFromPaise: built.openFromPaise };
    let seatsLeft = 0;
    let cheapest = Number.POSITIVE_INFINITY;
    for (const seat of built.seats) {
      if (seat.available && !mine.has(seat.seatNo)) {
        seatsLeft += 1;
        cheapest = Math.min(cheapest, seat.farePaise);
      }
    }
    return { ...built.trip, seatsLeft, fareFromPaise: seatsLeft > 0 ? cheapest : built.fromPaise };
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
      const today = deps.today();
      return (byRoute.get(`${from}-${to}`) ?? []).map((service) => tripOf(service, date, taken, today));
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
