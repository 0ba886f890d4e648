import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import type { FlightSearchResult } from '@tripsetu/domain/flight-api.ts';
import { FARE_TYPES, type FlightSearchRequest } from '@tripsetu/domain/flight-search.ts';
import { CABINS } from '@tripsetu/domain/flight-types.ts';
import { expandSearchResult, type FlightSearchWire } from '@tripsetu/domain/flight-wire.ts';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { openTestDatabase } from '../../test/harness.ts';
import type { MailService } from '../mail/mail.service.ts';
import { createFlightsService, type FlightsService, PRICED_LEGS_KEPT, SEARCH_CACHE_MS } from './flights.service.ts';
import { cabinCapacity, inventorySupplier, presoldSeats, type SoldSeats } from './inventory-supplier.ts';
import { MAX_ITINERARIES } from './leg-answer.ts';
import type { PricingQuery, Travellers } from './supplier.ts';

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

/** Whether a value is a leg's wire object, as the service serialises it. */
const isWireLeg = (value: unknown) =>
  typeof value === 'object' && value !== null && 'flights' in value && 'baggage' in value && 'itineraries' in value;

/** The portal's answer from the JSON its search sent. */
const answerOf = (json: string): FlightSearchResult => expandSearchResult(JSON.parse(json) as FlightSearchWire);

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
    const first = answerOf((await flights.searchJson(oneAdult)).toString());
    expect(priced).toHaveLength(1);
    const forOne = first.legs[0]?.itineraries ?? [];
    // Some itineraries seat one traveller but not nine (every third flight has four seats left).
    expect(forOne.some((itinerary) => itinerary.fares.every((fare) => fare.seatsLeft === 4))).toBe(true);

    const json = (await flights.searchJson(nineAdults)).toString();
    expect(priced).toHaveLength(1);
    const fresh = await freshAnswer(clock, nineAdults);
    expect(json).toBe(fresh.json);
    expect(await flights.search(nineAdults)).toEqual(fresh.result);

    const forNine = answerOf(json).legs[0]?.itineraries ?? [];
    const seatingNine = inventorySupplier({
      network: () => flights.network(),
      today: () => today,
      now: () => clock.now,
      soldSeats,
    })
      .priceLeg(priced[0] as PricingQuery)
      .itineraries.filter((itinerary) => itinerary.fares.some((fare) => fare.seatsLeft >= 9));
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
    const fare = answerOf(json).legs[0]?.itineraries[0]?.fares[0];
    expect(fare?.pax.map((pax) => [pax.paxType, pax.count])).toEqual([
      ['ADT', 2],
      ['CHD', 1],
      ['INF', 1],
    ]);
  });

  it('sends one JSON of a leg to every count of the same passenger types, made once', async () => {
    const clock = { now: Date.now() };
    const { flights } = await flightsService(clock);
    // Each leg's JSON is made with JSON.stringify of its wire object (flights, baggage, itineraries).
    const stringify = vi.spyOn(JSON, 'stringify');
    const legsMade = () => stringify.mock.calls.filter(([value]) => isWireLeg(value)).length;
    try {
      const forOne = await flights.searchJson(oneAdult);
      expect(legsMade()).toBe(1);
      // Nine adults: the leg's JSON made for one is sent again; only the travellers differ.
      const forNine = await flights.searchJson(nineAdults);
      expect(legsMade()).toBe(1);
      const [one, nine] = [forOne, forNine].map((json) => JSON.parse(json.toString()) as FlightSearchWire);
      expect(nine?.legs).toEqual(one?.legs);
      expect(nine?.travellers).toEqual({ adults: 9, children: 0, infants: 0 });
      // Children and infants add their amounts to each fare: a JSON of its own, made once.
      await flights.searchJson(family);
      expect(legsMade()).toBe(2);
      await flights.searchJson({ ...family, adults: 1, children: 3 });
      expect(legsMade()).toBe(2);
    } finally {
      stringify.mockRestore();
    }
  });

  it('sends the same search again from the same bytes, and prices the leg again once the minute is over', async () => {
    const clock = { now: Date.now() };
    const { flights, priced } = await flightsService(clock);
    const first = await flights.searchJson(oneAdult);
    expect((await flights.searchJson(oneAdult)).equals(first)).toBe(true);
    expect(priced).toHaveLength(1);
    clock.now += SEARCH_CACHE_MS;
    const later = await flights.searchJson(oneAdult);
    expect(priced).toHaveLength(2);
    expect(answerOf(later.toString()).computedAt).toBe(new Date(clock.now).toISOString());
  });
});

describe('how many priced legs are kept (issue 6)', () => {
  it('keeps PRICED_LEGS_KEPT of them within the minute, and drops the oldest first', async () => {
    const priced: PricingQuery[] = [];
    const flights = createFlightsService({
      db: database.db,
      mail: {} as MailService,
      logger: pino({ level: 'silent' }),
      today: () => today,
      suppliers: [
        {
          name: 'counting',
          priceLeg(query) {
            priced.push(query);
            return { itineraries: [], fareRules: {} };
          },
        },
      ],
    });
    const routes = ['DEL', 'BOM', 'BLR', 'MAA', 'CCU', 'HYD', 'GOI', 'COK', 'PNQ', 'AMD', 'JAI', 'LKO', 'GAU'].flatMap(
      (from, index, codes) => codes.filter((_, other) => other !== index).map((to) => [from, to] as const),
    );
    const legs = routes.flatMap(([from, to]) =>
      Array.from({ length: 30 }, (_, day) => ({ from, to, date: addDays(today, 1 + day) })),
    );
    expect(legs.length).toBeGreaterThan(PRICED_LEGS_KEPT);
    const search = (leg: (typeof legs)[number]) =>
      flights.searchJson({ ...request({ adults: 1, children: 0, infants: 0 }), segments: [leg] });
    for (const leg of legs.slice(0, PRICED_LEGS_KEPT)) await search(leg);
    expect(priced).toHaveLength(PRICED_LEGS_KEPT);
    // All of them are still kept: searching each again prices nothing.
    for (const leg of legs.slice(0, PRICED_LEGS_KEPT)) await search(leg);
    expect(priced).toHaveLength(PRICED_LEGS_KEPT);
    // One more leg drops the first one kept, and only that one.
    await search(legs[PRICED_LEGS_KEPT] as (typeof legs)[number]);
    await search(legs[1] as (typeof legs)[number]);
    expect(priced).toHaveLength(PRICED_LEGS_KEPT + 1);
    await search(legs[0] as (typeof legs)[number]);
    expect(priced).toHaveLength(PRICED_LEGS_KEPT + 2);
    expect(priced.at(-1)?.from).toEqual([legs[0]?.from]);
  });
});

describe('the answer as the portal’s search sends it (flight-wire.ts, issue 6)', () => {
  const mixes: Travellers[] = [
    { adults: 1, children: 0, infants: 0 },
    { adults: 2, children: 1, infants: 1 },
    { adults: 1, children: 0, infants: 1 },
    { adults: 3, children: 2, infants: 0 },
    { adults: 9, children: 0, infants: 0 },
  ];
  const searches: Omit<FlightSearchRequest, keyof Travellers>[] = [
    ...CABINS.map((cabin) => ({ ...request(mixes[0] as Travellers), cabin })),
    ...FARE_TYPES.map((fareType) => ({
      ...request(mixes[0] as Travellers),
      segments: [{ from: 'BOM', to: 'GAU', date: tomorrow }],
      fareType,
    })),
    {
      ...request(mixes[0] as Travellers),
      tripType: 'ROUND_TRIP',
      segments: [{ from: 'DEL', to: 'DXB', date: addDays(today, 9) }],
      returnDate: addDays(today, 16),
      cabin: 'BUSINESS',
    },
    {
      ...request(mixes[0] as Travellers),
      tripType: 'MULTI_CITY',
      segments: [
        { from: 'BOM', to: 'CCU', date: addDays(today, 3) },
        { from: 'CCU', to: 'BLR', date: addDays(today, 5) },
      ],
      nearbyAirports: true,
    },
  ];

  it('expands to search()’s answer exactly, for every traveller mix in turn, at a third of its size', async () => {
    const clock = { now: Date.now() };
    const { flights } = await flightsService(clock);
    const seen = { itineraries: 0, connections: 0, specialFares: 0, infants: 0, wireBytes: 0, fullBytes: 0 };
    for (const search of searches) {
      // Special fares are for adults travelling alone (FLIGHT_MSG).
      const alone = (travellers: Travellers) => travellers.children === 0 && travellers.infants === 0;
      for (const travellers of mixes.filter((mix) => search.fareType === 'REGULAR' || alone(mix))) {
        const body = { ...search, ...travellers } as FlightSearchRequest;
        const wire = JSON.parse((await flights.searchJson(body)).toString()) as FlightSearchWire;
        const result = await flights.search(body);
        expect(expandSearchResult(wire)).toEqual(result);
        const itineraries = result.legs.flatMap((leg) => leg.itineraries);
        seen.itineraries += itineraries.length;
        seen.connections += itineraries.filter((itinerary) => itinerary.stops > 0).length;
        seen.specialFares += itineraries.filter((itinerary) => itinerary.fares.some((fare) => fare.special)).length;
        seen.infants += itineraries.filter((itinerary) =>
          itinerary.fares[0]?.pax.some((pax) => pax.paxType === 'INF'),
        ).length;
        seen.wireBytes += JSON.stringify(wire).length;
        seen.fullBytes += JSON.stringify(result).length;
      }
    }
    // Connections, special fares (with their terms) and infants were among them.
    expect(seen.itineraries).toBeGreaterThan(1_000);
    expect(seen.connections).toBeGreaterThan(100);
    expect(seen.specialFares).toBeGreaterThan(100);
    expect(seen.infants).toBeGreaterThan(100);
    expect(seen.wireBytes).toBeLessThan(seen.fullBytes * 0.4);
  });
});
