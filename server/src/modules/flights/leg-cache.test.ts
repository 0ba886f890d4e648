import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import type { FlightSearchResult } from '@tripsetu/domain/flight-api.ts';
import type { FlightSearchRequest } from '@tripsetu/domain/flight-search.ts';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { openTestDatabase } from '../../test/harness.ts';
import type { MailService } from '../mail/mail.service.ts';
import { createFlightsService, type FlightsService, SEARCH_CACHE_MS } from './flights.service.ts';
import { cabinCapacity, inventorySupplier, presoldSeats, type SoldSeats } from './inventory-supplier.ts';
import { MAX_ITINERARIES } from './leg-answer.ts';
import type { PricingQuery } from './supplier.ts';

const today = todayInIndia();
const tomorrow = addDays(today, 1);
let database: DatabaseHandle;
/** Every third flight tomorrow has exactly four seats left: enough for one traveller, not for nine. */
let soldSeats: SoldSeats;

beforeAll(async () => {
  database = await openTestDatabase();
  const schedules = await database.db.selectFrom('flight_schedules').select(['id', 'aircraft']).execute();
  const aircraftOf = new Map(schedules.map((schedule) => [schedule.id, schedule.aircraft]));
  soldSeats = (scheduleId, date, cabin) => {
    if (scheduleId % 3 !== 0 || date !== tomorrow) return 0;
    const capacity = cabinCapacity(aircraftOf.get(scheduleId) ?? '', cabin);
    return Math.max(0, capacity - presoldSeats(scheduleId, date, cabin, today, capacity) - 4);
  };
});
afterAll(() => database.close());

function request(travellers: Pick<FlightSearchRequest, 'adults' | 'children' | 'infants'>): FlightSearchRequest {
  return {
    tripType: 'ONE_WAY',
    segments: [{ from: 'BLR', to: 'DEL', date: tomorrow }],
    cabin: 'ECONOMY',
    nearbyAirports: false,
    nonStopOnly: false,
    fareType: 'REGULAR',
    ...travellers,
  };
}

/** A flights service on the test schedules at a clock the test moves, and the legs its supplier priced. */
async function flightsService(clock: { now: number }) {
  const priced: PricingQuery[] = [];
  const base = {
    db: database.db,
    mail: {} as MailService,
    logger: pino({ level: 'silent' }),
    today: () => today,
    now: () => clock.now,
    soldSeats: (...flight: Parameters<SoldSeats>) => soldSeats(...flight),
  };
  const inventory = inventorySupplier({ network: () => flights.network(), ...base });
  const flights: FlightsService = createFlightsService({
    ...base,
    suppliers: [
      {
        name: inventory.name,
        priceLeg(query) {
          priced.push(query);
          return inventory.priceLeg(query);
        },
      },
    ],
  });
  await flights.load();
  return { flights, priced };
}

/** The answer of a server that has answered nothing before. */
async function freshAnswer(clock: { now: number }, body: FlightSearchRequest) {
  const { flights } = await flightsService(clock);
  return { json: (await flights.searchJson(body)).toString(), result: await flights.search(body) };
}

describe('the leg cache, keyed without the travellers (issue 6)', () => {
  const oneAdult = request({ adults: 1, children: 0, infants: 0 });
  const nineAdults = request({ adults: 9, children: 0, infants: 0 });
  const family = request({ adults: 2, children: 1, infants: 1 });

  it('prices a leg once for one adult and for nine, and answers nine as a fresh server would', async () => {
    const clock = { now: Date.now() };
    const { flights, priced } = await flightsService(clock);
    const first = JSON.parse((await flights.searchJson(oneAdult)).toString()) as FlightSearchResult;
    expect(priced).toHaveLength(1);
    const forOne = first.legs[0]?.itineraries ?? [];
    // Some itineraries seat one traveller but not nine (every third flight has four seats left).
    expect(forOne.some((itinerary) => itinerary.fares.every((fare) => fare.seatsLeft === 4))).toBe(true);

    const json = (await flights.searchJson(nineAdults)).toString();
    expect(priced).toHaveLength(1);
    const fresh = await freshAnswer(clock, nineAdults);
    expect(json).toBe(fresh.json);
    expect(await flights.search(nineAdults)).toEqual(fresh.result);

    const forNine = (JSON.parse(json) as FlightSearchResult).legs[0]?.itineraries ?? [];
    const seatingNine = inventorySupplier({
      network: () => flights.network(),
      today: () => today,
      now: () => clock.now,
      soldSeats,
    })
      .priceLeg(priced[0] as PricingQuery)
      .itineraries.filter((itinerary) => itinerary.seatsLeft >= 9);
    expect(forNine).toHaveLength(Math.min(MAX_ITINERARIES, seatingNine.length));
    for (const itinerary of forNine) {
      for (const fare of itinerary.fares) {
        expect(fare.seatsLeft).toBe(9);
        expect(fare.pax).toHaveLength(1);
        expect(fare.pax[0]?.count).toBe(9);
        expect(fare.totalPaise).toBe(9 * (fare.pax[0]?.totalPaise ?? 0));
      }
    }
    const totals = forNine.map((itinerary) => itinerary.lowestTotalPaise);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  it('answers children and infants from the same priced leg, as a fresh server would', async () => {
    const clock = { now: Date.now() };
    const { flights, priced } = await flightsService(clock);
    await flights.searchJson(nineAdults);
    const json = (await flights.searchJson(family)).toString();
    expect(priced).toHaveLength(1);
    expect(json).toBe((await freshAnswer(clock, family)).json);
    const fare = (JSON.parse(json) as FlightSearchResult).legs[0]?.itineraries[0]?.fares[0];
    expect(fare?.pax.map((pax) => [pax.paxType, pax.count])).toEqual([
      ['ADT', 2],
      ['CHD', 1],
      ['INF', 1],
    ]);
  });

  it('sends the same search again from its bytes, and prices the leg again once the minute is over', async () => {
    const clock = { now: Date.now() };
    const { flights, priced } = await flightsService(clock);
    expect(typeof (await flights.searchJson(oneAdult))).toBe('string');
    expect(Buffer.isBuffer(await flights.searchJson(oneAdult))).toBe(true);
    expect(priced).toHaveLength(1);
    clock.now += SEARCH_CACHE_MS;
    const later = await flights.searchJson(oneAdult);
    expect(priced).toHaveLength(2);
    expect(typeof later).toBe('string');
    expect((JSON.parse(later.toString()) as FlightSearchResult).computedAt).toBe(new Date(clock.now).toISOString());
  });
});
