import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { FLIGHT_MSG, FLIGHT_MSG_DECIDED } from '@tripsetu/domain/flight-search.ts';
import type {
  FlightFare,
  FlightSearchAnswer,
  GatewayAirport,
  RecommendedFlight,
} from '@tripsetu/domain/gateway-flights.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callGateway, createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
const today = todayInIndia();
const jdate = addDays(today, 10);
const rdate = addDays(today, 14);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const search = (fields: Record<string, string | number>) =>
  callGateway(t.app, {
    opid: 'MF001',
    actioncode: 'search',
    origin: 'DEL',
    destination: 'BOM',
    jdate,
    triptype: 'O',
    numadults: 2,
    numchildren: 0,
    numinfants: 0,
    cabin: 'Y',
    nearby: 'N',
    nonstop: 'N',
    ...fields,
  });

const ascending = (fares: FlightFare[]) => {
  const totals = fares.map((fare) => fare.totalfq_paise);
  return totals.every((total, i) => i === 0 || (totals[i - 1] as number) <= total);
};

function expectWellFormed(flights: RecommendedFlight[], from: string, to: string, date: string) {
  expect(flights.length).toBeGreaterThan(0);
  const chains = flights.map((flight) => flight.flightlegs.map((l) => `${l.carrier}-${l.flightnumber}`).join('|'));
  expect(new Set(chains).size).toBe(chains.length);
  for (const flight of flights) {
    const legs = flight.flightlegs;
    expect(flight.recommendedflight_id.startsWith(`${chains[flights.indexOf(flight)]}@`)).toBe(true);
    expect(legs[0]?.origin).toBe(from);
    expect(legs.at(-1)?.destination).toBe(to);
    expect(legs[0]?.depdate).toBe(date);
    for (const [i, leg] of legs.entries()) {
      expect(leg.deptime).toMatch(/^([01]\d|2[0-3])[0-5]\d$/);
      expect(leg.arrtime).toMatch(/^([01]\d|2[0-3])[0-5]\d$/);
      expect(leg.duration).toBeGreaterThan(0);
      expect(leg.carriername.length).toBeGreaterThan(0);
      if (i > 0) expect(leg.origin).toBe(legs[i - 1]?.destination);
    }
    expect(flight.flightfare.length).toBeGreaterThan(0);
    expect(ascending(flight.flightfare)).toBe(true);
    for (const fare of flight.flightfare) {
      expect(fare.totalfq).toBe(fare.totalfq_paise / 100);
      expect(Math.round((fare.basefare + fare.yq + fare.k3 + fare.othertaxes) * 100)).toBe(fare.totalfq_paise);
      expect(fare.baggage).toMatch(/^\d+ kg cabin, \d+ kg check-in$/);
    }
  }
}

describe('MF001 getairports', () => {
  it('lists the airports the site can search, Indian and international', async () => {
    const { status, body } = await callGateway(t.app, { opid: 'MF001', actioncode: 'getairports' });
    expect(status).toBe(200);
    const airports = body.Result as GatewayAirport[];
    expect(Object.keys(airports[0] ?? {}).sort()).toEqual(['city', 'code', 'country', 'group', 'name']);
    const del = airports.find((a) => a.code === 'DEL');
    expect(del).toMatchObject({ city: 'New Delhi', country: 'India' });
    expect(airports.some((a) => a.country !== 'India')).toBe(true);
  });
});

describe('MF001 search', () => {
  it('answers a one-way DEL→BOM search 10 days ahead with flights, their legs and fares ascending', async () => {
    const { status, body } = await search({});
    expect(status).toBe(200);
    const answer = body.Result as FlightSearchAnswer;
    expectWellFormed(answer.onward, 'DEL', 'BOM', jdate);
    expect(answer.return).toEqual([]);
    expect(Number.isNaN(Date.parse(answer.computedat))).toBe(false);
    expect(answer.onward.every((flight) => flight.flightlegs.every((leg) => leg.cabin === 'Y'))).toBe(true);
    expect(answer.onward.some((flight) => flight.flightlegs.length === 1)).toBe(true);
  });

  it('answers a round trip with the onward and the return lists', async () => {
    const { status, body } = await search({ triptype: 'R', rdate });
    expect(status).toBe(200);
    const answer = body.Result as FlightSearchAnswer;
    expectWellFormed(answer.onward, 'DEL', 'BOM', jdate);
    expectWellFormed(answer.return, 'BOM', 'DEL', rdate);
  });

  it('answers Business with the legs marked W', async () => {
    const { body } = await search({ cabin: 'W' });
    const answer = body.Result as FlightSearchAnswer;
    expect(answer.onward.length).toBeGreaterThan(0);
    expect(answer.onward.every((flight) => flight.flightlegs.every((leg) => leg.cabin === 'W'))).toBe(true);
  });

  it('keeps only non-stop flights when asked', async () => {
    const { body } = await search({ nonstop: 'Y' });
    const answer = body.Result as FlightSearchAnswer;
    expect(answer.onward.length).toBeGreaterThan(0);
    expect(answer.onward.every((flight) => flight.flightlegs.length === 1)).toBe(true);
  });

  it.each([
    ['no origin', { origin: '' }, 'origin', FLIGHT_MSG.originRequired],
    ['no destination', { destination: '' }, 'destination', FLIGHT_MSG.destinationRequired],
    ['the same origin and destination', { destination: 'DEL' }, 'destination', FLIGHT_MSG.sameOriginDestination],
    ['an unknown airport', { destination: 'QQQ' }, 'destination', FLIGHT_MSG_DECIDED.unknownAirport],
    ['no journey date', { jdate: '' }, 'jdate', FLIGHT_MSG.journeyDateRequired],
    ['a journey date in the past', { jdate: addDays(today, -1) }, 'jdate', FLIGHT_MSG.yesterday],
    ['a round trip without return date', { triptype: 'R' }, 'rdate', FLIGHT_MSG.returnDateRequired],
    ['a return on the journey date', { triptype: 'R', rdate: jdate }, 'rdate', FLIGHT_MSG.returnAfterJourney],
    [
      'an onward date after the return',
      { triptype: 'R', rdate: addDays(today, 3) },
      'jdate',
      FLIGHT_MSG.onwardAfterReturn,
    ],
    ['no adult', { numadults: 0 }, 'numadults', FLIGHT_MSG_DECIDED.adultsRequired],
    [
      'more than 9 seated travellers',
      { numadults: 6, numchildren: 4 },
      'numchildren',
      FLIGHT_MSG_DECIDED.tooManyTravellers,
    ],
    ['more infants than adults', { numadults: 1, numinfants: 2 }, 'numinfants', FLIGHT_MSG_DECIDED.infantsPerAdult],
  ])('refuses %s with its message under the consumer field name', async (_name, change, field, message) => {
    const { status, body } = await search(change);
    expect(status).toBe(422);
    expect(body.ApiStatus.Status).toBe('FAILURE');
    expect(body.ApiStatus.Errors[field]).toBe(message);
    expect(body.Result).toBeUndefined();
  });
});
