import { BUS_MSG, BUS_MSG_DECIDED, type BusSearchAnswer } from '@tripsetu/domain/bus-search.ts';
import { busTypeOf } from '@tripsetu/domain/bus-types.ts';
import { type BusSearchWire, expandBusSearch } from '@tripsetu/domain/bus-wire.ts';
import { addDays, isoWeekday, todayInIndia } from '@tripsetu/domain/dates.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUS_ROUTES, generateBusServices } from '../../db/seed/bus-services.ts';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { type AgentClient, DEMO, signedInClient } from '../../test/agent-client.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { expectStatus } from '../../test/wallet-fixtures.ts';
import { createInventoryBusSupplier, seatFareOn } from './inventory-supplier.ts';
import type { BusTripSeats } from './supplier.ts';

let t: TestApp;
let agent: AgentClient;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.services);
  agent = await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
});
afterAll(() => t.close());

const day = (days: number) => addDays(todayInIndia(), days);
/** The first day at least `from` days ahead that is a Tuesday (an ordinary weekday), or a Saturday. */
const weekday = (from: number, iso: number) => {
  let n = from;
  while (isoWeekday(day(n)) !== iso) n += 1;
  return day(n);
};
const search = async (from: string, to: string, date: string) =>
  expandBusSearch(expectStatus(await agent.post('/buses/search', { from, to, date }), 200).body as BusSearchWire);

describe('the bus inventory', () => {
  const services = generateBusServices();

  it('serves at least 60 city pairs both ways with at least 1,500 departures a day', () => {
    const pairs = new Set(BUS_ROUTES.map(([a, b]) => [a, b].sort().join('-')));
    expect(pairs.size).toBeGreaterThanOrEqual(60);
    for (const [a, b] of BUS_ROUTES) {
      expect(services.some((s) => s.from === a && s.to === b)).toBe(true);
      expect(services.some((s) => s.from === b && s.to === a)).toBe(true);
    }
    expect(services.length).toBeGreaterThanOrEqual(1500);
    expect(new Set(services.map((s) => s.code)).size).toBe(services.length);
  });

  it('runs state and private operators, overnight buses, and the trade’s bus types', () => {
    const operators = new Set(services.map((s) => s.operator.name));
    for (const name of ['KSRTC (Karnataka)', 'MSRTC', 'APSRTC', 'VRL Travels', 'IntrCity SmartBus', 'NueGo']) {
      expect(operators.has(name), name).toBe(true);
    }
    expect(
      services.filter((s) => Number(s.departureTime.slice(0, 2)) * 60 + s.durationMinutes > 1440).length,
    ).toBeGreaterThan(300);
    expect(new Set(services.map((s) => s.type.code)).size).toBeGreaterThanOrEqual(8);
  });

  it('prices Bengaluru–Hyderabad luxury coaches as travellers pay, more at weekends and festivals', () => {
    const luxury = services.filter(
      (s) =>
        s.from === 'BLR' &&
        s.to === 'HYD' &&
        ['VOLVO_SEMI', 'SCANIA_SEMI', 'AC_SLEEPER', 'BENZ_SLEEPER'].includes(s.type.code),
    );
    expect(luxury.length).toBeGreaterThan(5);
    const tuesday = '2027-02-02';
    const fares = luxury.map((s) => seatFareOn(s, tuesday));
    expect(Math.min(...fares)).toBeGreaterThanOrEqual(850_00);
    expect(Math.max(...fares)).toBeLessThanOrEqual(1_400_00);
    const one = luxury[0] as (typeof luxury)[number];
    expect(seatFareOn(one, '2027-02-06')).toBeGreaterThan(seatFareOn(one, tuesday));
    expect(seatFareOn(one, '2026-12-31')).toBeGreaterThan(seatFareOn(one, '2027-02-05'));
  });

  it('sells seats elsewhere seat by seat, never a whole deck or none of it', () => {
    // A Saturday a week out: about half the seats go elsewhere (loadElsewhere). Seat numbers differ only at the
    // end (U1, U2…), which once drew nearly the same number for every seat of a deck.
    const supplier = createInventoryBusSupplier({ today: todayInIndia, services });
    const date = weekday(5, 6);
    const none = () => new Set<string>();
    let sold = 0;
    let open = 0;
    for (const [from, to] of [
      ['BLR', 'HYD'],
      ['BOM', 'PNQ'],
      ['DEL', 'JAI'],
    ] as const) {
      for (const trip of supplier.search(from, to, date, none)) {
        for (const deck of ['LOWER', 'UPPER'] as const) {
          const seats = (supplier.seats(trip.id, none)?.seats ?? []).filter((s) => s.deck === deck && !s.ladies);
          if (seats.length < 10) continue;
          const gone = seats.filter((s) => !s.available).length;
          expect(gone, `${trip.id} ${deck}`).toBeGreaterThan(0);
          expect(gone, `${trip.id} ${deck}`).toBeLessThan(seats.length);
          sold += gone;
          open += seats.length - gone;
        }
      }
    }
    expect(sold + open).toBeGreaterThan(500);
    expect(sold / (sold + open)).toBeGreaterThan(0.45);
    expect(sold / (sold + open)).toBeLessThan(0.65);
  });
});

describe('bus search (agents)', () => {
  it('lists the route’s buses by departure, with stops, policy, next-day arrivals and seats left', async () => {
    const answer = await search('BLR', 'HYD', weekday(5, 2));
    expect(answer.from.name).toBe('Bengaluru');
    expect(answer.trips.length).toBe(BUS_ROUTES.find(([a, b]) => a === 'BLR' && b === 'HYD')?.[3]);
    const times = answer.trips.map((trip) => trip.departureTime);
    expect(times).toEqual([...times].sort());
    const overnight = answer.trips.find((trip) => trip.arrivalDate > trip.departureDate);
    expect(overnight).toBeDefined();
    for (const trip of answer.trips) {
      expect(trip.boardingPoints.length).toBeGreaterThanOrEqual(1);
      expect(trip.droppingPoints.length).toBeGreaterThanOrEqual(1);
      expect(trip.boardingPoints[0]?.time).toBe(trip.departureTime);
      expect(trip.droppingPoints.at(-1)?.time).toBe(trip.arrivalTime);
      expect(trip.cancellationPolicy.length).toBeGreaterThanOrEqual(3);
      expect(trip.seatsLeft).toBeLessThanOrEqual(trip.totalSeats);
      expect(busTypeOf(trip.busType.code)?.name).toBe(trip.busType.name);
    }
  });

  it('refuses what cannot be searched, with the field’s message, and never a 5xx', async () => {
    const date = day(3);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ from: 'BLR', to: 'HYD', date: day(-1) }, 'date', BUS_MSG.yesterday],
      [{ from: 'BLR', to: 'HYD', date: day(31) }, 'date', BUS_MSG_DECIDED.tooFar],
      [{ from: 'BLR', to: 'BLR', date }, 'to', BUS_MSG_DECIDED.sameCity],
      [{ from: 'XXX', to: 'HYD', date }, 'from', BUS_MSG_DECIDED.unknownCity],
      [{ from: '', to: 'HYD', date }, 'from', BUS_MSG_DECIDED.fromRequired],
      [{ from: 'BLR', to: 'HYD', date: '31-12-2026' }, 'date', BUS_MSG_DECIDED.dateRequired],
    ];
    for (const [body, field, message] of cases) {
      const answer = await agent.post('/buses/search', body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.error.fields[field]).toBe(message);
    }
    for (const body of [{ from: 'B\u0000LR', to: 'HYD', date }, { from: 'x'.repeat(5000) }, [], 'text']) {
      expect((await agent.post('/buses/search', body)).status).toBeLessThan(500);
    }
    const anonymous = { method: 'POST' as const, url: '/api/v1/buses/search', headers: { 'x-tripsetu-csrf': '1' } };
    expect((await t.app.inject({ ...anonymous, payload: {} })).statusCode).toBe(401);
  });

  it('answers an empty route with no trips (the page says No Buses found)', async () => {
    const answer = await search('KUU', 'MAA', day(4));
    expect(answer.trips).toEqual([]);
  });
});

describe('a bus’s seats', () => {
  it('draws a sleeper’s two decks, berths two rows long, lower berths dearer, ladies berths kept', async () => {
    const answer = await search('BLR', 'HYD', weekday(6, 3));
    const sleeper = answer.trips.find((trip) => trip.busType.code === 'AC_SLEEPER') as BusSearchAnswer['trips'][number];
    const seats = expectStatus(await agent.get(`/buses/trips/${encodeURIComponent(sleeper.id)}/seats`), 200)
      .body as BusTripSeats;
    const lower = seats.seats.filter((seat) => seat.deck === 'LOWER');
    const upper = seats.seats.filter((seat) => seat.deck === 'UPPER');
    expect([lower.length, upper.length]).toEqual([18, 18]);
    expect(seats.seats.every((seat) => seat.kind === 'SLEEPER' && seat.length === 2)).toBe(true);
    expect((lower[0] as (typeof lower)[number]).farePaise).toBeGreaterThan(
      (upper[0] as (typeof upper)[number]).farePaise,
    );
    const ladies = seats.seats.filter((seat) => seat.ladies);
    expect(ladies.length).toBeGreaterThan(0);
    expect(ladies.every((seat) => seat.available)).toBe(true);
    expect(seats.seats.filter((seat) => seat.available).length).toBe(sleeper.seatsLeft);
    expect(Math.min(...seats.seats.filter((s) => s.available).map((s) => s.farePaise))).toBe(sleeper.fareFromPaise);
  });

  it('draws a seater’s 45 seats on one deck, and refuses a trip that is not there', async () => {
    const answer = await search('BOM', 'PNQ', day(5));
    const seater = answer.trips.find((trip) => trip.busType.code === 'NAC_SEATER' || trip.busType.code === 'AC_SEATER');
    expect(seater).toBeDefined();
    const seats = expectStatus(await agent.get(`/buses/trips/${encodeURIComponent(seater?.id ?? '')}/seats`), 200)
      .body as BusTripSeats;
    expect(seats.seats.length).toBe(45);
    expect(seats.rows.UPPER).toBe(0);
    for (const id of ['VRL-1@2020-01-01', 'NOPE', 'VRL-99999@2026-01-01', `${seater?.id.split('@')[0]}@${day(-2)}`]) {
      const missing = await agent.get(`/buses/trips/${encodeURIComponent(id)}/seats`);
      expect(missing.status, id).toBe(404);
      expect(missing.body.error.message).toBe(BUS_MSG_DECIDED.tripNotFound);
      expect((await agent.get(`/buses/trips/${encodeURIComponent(id)}`)).status, id).toBe(404);
    }
    // A seat page opened from its address finds its bus as the search listed it.
    const one = expectStatus(await agent.get(`/buses/trips/${encodeURIComponent(seater?.id ?? '')}`), 200).body;
    expect(one.trip).toEqual(seater);
  });
});
