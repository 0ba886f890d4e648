import { aircraftByCode } from '@tripsetu/domain/aircraft.ts';
import { AIRPORTS, airportByCode, greatCircleKm } from '@tripsetu/domain/airports.ts';
import { carrierByCode } from '@tripsetu/domain/carriers.ts';
import { addDays } from '@tripsetu/domain/dates.ts';
import type { Airport, FlightSchedule } from '@tripsetu/domain/flight-types.ts';
import type { Insertable, Kysely } from 'kysely';
import type { Database, FlightScheduleTable } from '../schema.ts';
import { mulberry32 } from './random.ts';

/**
 * The operator's flight schedules (issue 6, docs/decisions/011), generated deterministically from
 * the reference airports, carriers and aircraft: who flies where, how often, at what local times and
 * on which aircraft. The same data always gives the same schedules and flight numbers; only the
 * validity window moves with the day it is seeded.
 */

type Plan = {
  carrier: string;
  origin: Airport;
  destination: Airport;
  perDay: number;
  everyDay: boolean;
  widebody?: boolean;
};

const INDIAN = AIRPORTS.filter((airport) => airport.countryCode === 'IN');
const byTier = (tiers: number[]) => INDIAN.filter((airport) => tiers.includes(airport.tier));
const code = (codes: string) => codes.split(' ').map((c) => airportByCode(c) as Airport);

/** The flights each Indian carrier runs, both ways, with departures per day. */
function domesticPlans(): Plan[] {
  const plans: Plan[] = [];
  const metros = byTier([1]);
  const big = byTier([2]);
  const mid = byTier([3]);
  const small = byTier([4]);
  const pair = (carrier: string, a: Airport, b: Airport, perDay: number, everyDay = true, widebody = false) => {
    if (a.code === b.code || perDay <= 0) return;
    plans.push({ carrier, origin: a, destination: b, perDay, everyDay, widebody });
    plans.push({ carrier, origin: b, destination: a, perDay, everyDay, widebody });
  };
  const km = (a: Airport, b: Airport) => greatCircleKm(a, b);
  const nearest = (airport: Airport, among: Airport[], n: number) =>
    [...among].sort((x, y) => km(airport, x) - km(airport, y)).slice(0, n);

  // Metro to metro: the trunk routes.
  for (const [i, a] of metros.entries()) {
    for (const b of metros.slice(i + 1)) {
      pair('6E', a, b, 9);
      pair('AI', a, b, 4);
      pair('AI', a, b, 1, true, true);
      pair('IX', a, b, 2);
      pair('SG', a, b, 2);
      pair('QP', a, b, 2);
    }
  }
  // Metros to the big cities.
  for (const a of metros) {
    for (const b of big) {
      if (km(a, b) < 250) continue;
      pair('6E', a, b, 3);
      pair('AI', a, b, a.code === 'DEL' || a.code === 'BOM' || a.code === 'BLR' ? 2 : 1);
      pair('IX', a, b, 1);
      pair(['DEL', 'BOM'].includes(a.code) ? 'SG' : 'QP', a, b, 1);
    }
  }
  // Big city to big city within a domestic flight's comfortable range.
  for (const [i, a] of big.entries()) {
    for (const b of big.slice(i + 1)) {
      const distance = km(a, b);
      if (distance < 350 || distance > 1500) continue;
      pair('6E', a, b, 1, (a.code.charCodeAt(0) + b.code.charCodeAt(1)) % 3 !== 0);
    }
  }
  // Mid-size and small cities: from their three nearest metros and big cities, by jet or turboprop.
  for (const a of [...mid, ...small]) {
    for (const hub of nearest(a, metros, 2)) pair('6E', a, hub, a.tier === 3 ? 2 : 1);
    for (const hub of nearest(a, big, 1)) pair('6E', a, hub, 1, a.tier === 3);
    // Alliance Air flies only turboprops: Delhi's region.
    if (km(a, code('DEL')[0] as Airport) < 800) pair('9I', a, code('DEL')[0] as Airport, 1, a.tier === 3);
    if (km(a, code('BLR')[0] as Airport) < 900) pair('S5', a, code('BLR')[0] as Airport, 1, false);
    if (km(a, code('HYD')[0] as Airport) < 900) pair('SG', a, code('HYD')[0] as Airport, 1, false);
  }
  return plans;
}

/** International routes Indian agents sell most, by Indian and foreign carriers. */
function internationalPlans(): Plan[] {
  const plans: Plan[] = [];
  const pair = (carrier: string, from: string, to: string, perDay: number, widebody = false) => {
    for (const a of code(from)) {
      for (const b of code(to)) {
        plans.push({ carrier, origin: a, destination: b, perDay, everyDay: true, widebody });
        plans.push({ carrier, origin: b, destination: a, perDay, everyDay: true, widebody });
      }
    }
  };
  pair('AI', 'DEL BOM', 'LHR', 2, true);
  pair('AI', 'DEL BOM', 'JFK', 1, true);
  pair('AI', 'DEL', 'EWR SFO', 1, true);
  pair('AI', 'DEL BOM', 'DXB SIN', 1, true);
  pair('6E', 'DEL BOM BLR HYD', 'DXB', 2);
  pair('6E', 'DEL BOM BLR HYD MAA', 'SIN BKK', 1);
  pair('6E', 'DEL BOM HYD COK', 'DOH MCT', 1);
  pair('6E', 'DEL', 'KTM', 1);
  pair('6E', 'BOM MAA BLR', 'CMB', 1);
  pair('IX', 'COK CCJ TRV BLR', 'DXB SHJ', 1);
  pair('IX', 'COK CCJ', 'MCT DOH AUH', 1);
  pair('EK', 'DXB', 'DEL BOM BLR HYD MAA COK', 2, true);
  pair('QR', 'DOH', 'DEL BOM BLR HYD COK', 1, true);
  pair('SQ', 'SIN', 'DEL BOM BLR MAA', 1, true);
  pair('TG', 'BKK', 'DEL BOM BLR CCU', 1, true);
  pair('BA', 'LHR', 'DEL BOM BLR HYD', 1, true);
  pair('UL', 'CMB', 'MAA BOM DEL BLR COK', 1);
  return plans.filter((plan) => plan.origin && plan.destination);
}

/** The carrier's aircraft for a route: turboprops on short regional hops, widebodies where asked. */
function aircraftFor(plan: Plan, distance: number, pick: number): string {
  const fleet = carrierByCode(plan.carrier)?.fleet ?? [];
  const turboprops = fleet.filter((type) => (aircraftByCode(type)?.cruiseKmh ?? 900) < 700);
  const jets = fleet.filter((type) => (aircraftByCode(type)?.cruiseKmh ?? 0) >= 700);
  const wide = jets.filter((type) => ['788', '359', '77W', '789', '333', '388'].includes(type));
  const narrow = jets.filter((type) => !wide.includes(type));
  const regional = Math.max(plan.origin.tier, plan.destination.tier) >= 3;
  if (turboprops.length > 0 && (jets.length === 0 || (regional && distance < 750))) {
    return turboprops[pick % turboprops.length] as string;
  }
  if ((plan.widebody || distance > 4500 || narrow.length === 0) && wide.length > 0) {
    return wide[pick % wide.length] as string;
  }
  return (narrow[pick % narrow.length] ?? jets[0] ?? fleet[0]) as string;
}

/** The terminal a carrier uses: international and full-service flights the newest, low-cost the first. */
function terminalFor(airport: Airport, carrier: string, international: boolean): string {
  const terminals = airport.terminals;
  if (terminals.length === 1) return terminals[0] as string;
  const full = !(carrierByCode(carrier)?.lowCost ?? false);
  return (international || full ? terminals[terminals.length - 1] : terminals[0]) as string;
}

const hhmm = (minutes: number) => {
  const day = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(day / 60)).padStart(2, '0')}${String(day % 60).padStart(2, '0')}`;
};

/** The UTC offset of a zone on a date, in minutes (DST included). */
export function utcOffsetMinutes(timeZone: string, isoDate: string): number {
  const instant = new Date(`${isoDate}T12:00:00Z`);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((local - instant.getTime()) / 60000);
}

const FIRST_NUMBER: Record<string, number> = { '6E': 101, AI: 401, IX: 1101, SG: 101, QP: 1101, '9I': 601, S5: 101 };
const FIRST_INTERNATIONAL_NUMBER: Record<string, number> = { '6E': 1401, AI: 101, IX: 301 };

/** Every schedule, valid from a week before `today` to 400 days after. */
export function generateFlightSchedules(today: string): Omit<FlightSchedule, 'id'>[] {
  const rng = mulberry32(20261122);
  const next = new Map<string, number>();
  const taken = new Set<string>();
  /** The next free number of the carrier's domestic or international series. */
  const numberFor = (carrier: string, international: boolean) => {
    const key = `${carrier}:${international && FIRST_INTERNATIONAL_NUMBER[carrier] ? 'i' : 'd'}`;
    const start = international
      ? (FIRST_INTERNATIONAL_NUMBER[carrier] ?? FIRST_NUMBER[carrier] ?? 1)
      : (FIRST_NUMBER[carrier] ?? 1);
    let number = next.get(key) ?? start;
    while (taken.has(`${carrier}${number}`)) number += 1;
    taken.add(`${carrier}${number}`);
    next.set(key, number + 1);
    return number;
  };
  const schedules: Omit<FlightSchedule, 'id'>[] = [];
  for (const plan of [...domesticPlans(), ...internationalPlans()]) {
    const distance = greatCircleKm(plan.origin, plan.destination);
    const international = plan.origin.countryCode !== 'IN' || plan.destination.countryCode !== 'IN';
    const weekdays = plan.everyDay
      ? [1, 2, 3, 4, 5, 6, 7]
      : [1, 2, 3, 4, 5, 6, 7].filter((_, index) => (index + plan.origin.code.charCodeAt(2)) % 7 < 4);
    // Departures spread over the day, from 05:30 to 23:00, each moved by up to ±40 minutes.
    const span = 17.5 * 60;
    for (let index = 0; index < plan.perDay; index++) {
      const slot = 330 + Math.floor(((index + rng()) * span) / plan.perDay);
      const departure = Math.round(Math.min(1430, Math.max(300, slot + (rng() - 0.5) * 80)) / 5) * 5;
      const aircraft = aircraftFor(plan, distance, Math.floor(rng() * 4));
      const cruise = aircraftByCode(aircraft)?.cruiseKmh ?? 830;
      const duration = Math.round(((distance * 1.08) / cruise) * 60 + 28 + (international ? 10 : 0)) / 5;
      const durationMinutes = Math.ceil(duration) * 5;
      const shift = utcOffsetMinutes(plan.destination.timeZone, today) - utcOffsetMinutes(plan.origin.timeZone, today);
      const arrivalLocal = departure + durationMinutes + shift;
      schedules.push({
        carrier: plan.carrier,
        flightNumber: numberFor(plan.carrier, international),
        origin: plan.origin.code,
        destination: plan.destination.code,
        departureTime: hhmm(departure),
        arrivalTime: hhmm(arrivalLocal),
        arrivalDayOffset: Math.max(0, Math.floor(arrivalLocal / 1440)),
        durationMinutes,
        weekdays,
        validFrom: addDays(today, -7),
        validTo: addDays(today, 400),
        aircraft,
        departureTerminal: terminalFor(plan.origin, plan.carrier, international),
        arrivalTerminal: terminalFor(plan.destination, plan.carrier, international),
      });
    }
  }
  return schedules;
}

const toRow = (schedule: Omit<FlightSchedule, 'id'>): Insertable<FlightScheduleTable> => ({
  carrier: schedule.carrier,
  flight_number: schedule.flightNumber,
  origin: schedule.origin,
  destination: schedule.destination,
  departure_time: schedule.departureTime,
  arrival_time: schedule.arrivalTime,
  arrival_day_offset: schedule.arrivalDayOffset,
  duration_minutes: schedule.durationMinutes,
  weekdays: schedule.weekdays.join(''),
  valid_from: schedule.validFrom,
  valid_to: schedule.validTo,
  aircraft: schedule.aircraft,
  departure_terminal: schedule.departureTerminal,
  arrival_terminal: schedule.arrivalTerminal,
});

/**
 * Writes the schedules for `today`: safe at every start. A flight number keeps its row (bookings
 * point at it); its times, aircraft and validity follow the generator.
 */
export async function seedFlightSchedules(db: Kysely<Database>, today: string): Promise<{ schedules: number }> {
  const rows = generateFlightSchedules(today).map(toRow);
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += 500) {
      await trx
        .insertInto('flight_schedules')
        .values(rows.slice(start, start + 500))
        .onConflict((conflict) =>
          conflict.columns(['carrier', 'flight_number']).doUpdateSet((eb) => ({
            origin: eb.ref('excluded.origin'),
            destination: eb.ref('excluded.destination'),
            departure_time: eb.ref('excluded.departure_time'),
            arrival_time: eb.ref('excluded.arrival_time'),
            arrival_day_offset: eb.ref('excluded.arrival_day_offset'),
            duration_minutes: eb.ref('excluded.duration_minutes'),
            weekdays: eb.ref('excluded.weekdays'),
            valid_from: eb.ref('excluded.valid_from'),
            valid_to: eb.ref('excluded.valid_to'),
            aircraft: eb.ref('excluded.aircraft'),
            departure_terminal: eb.ref('excluded.departure_terminal'),
            arrival_terminal: eb.ref('excluded.arrival_terminal'),
          })),
        )
        .execute();
    }
  });
  return { schedules: rows.length };
}
