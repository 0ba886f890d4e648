import { rm } from 'node:fs/promises';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import type { FareOption, FareRules, FlightSearchResult, Itinerary } from '@tripsetu/domain/flight-api.ts';
import { BOOKING_MSG_DECIDED } from '@tripsetu/domain/flight-booking.ts';
import { FLIGHT_MSG, FLIGHT_MSG_DECIDED, type FlightSearchRequest } from '@tripsetu/domain/flight-search.ts';
import { expandSearchResult, type FlightSearchWire, flightSearchWire } from '@tripsetu/domain/flight-wire.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { type AgentClient, DEMO, mailsTo, signedInClient } from '../../test/agent-client.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { RECENT_SEARCH_FLUSH_MS, RECENT_SEARCHES } from './flights.service.ts';

let t: TestApp;
let owner: AgentClient;
let staff: AgentClient;
const today = todayInIndia();
const inTenDays = addDays(today, 10);

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.services);
  owner = await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
  staff = await signedInClient(t.app, DEMO.skywaysStaff.userId, DEMO.skywaysStaff.password);
});
afterAll(() => t.close());

function request(overrides: Partial<FlightSearchRequest> = {}): FlightSearchRequest {
  return {
    tripType: 'ONE_WAY',
    segments: [{ from: 'DEL', to: 'BOM', date: inTenDays }],
    adults: 1,
    children: 0,
    infants: 0,
    cabin: 'ECONOMY',
    nearbyAirports: false,
    nonStopOnly: false,
    fareType: 'REGULAR',
    ...overrides,
  };
}

async function search(overrides: Partial<FlightSearchRequest> = {}, client: AgentClient = owner) {
  const answer = await client.post('/flights/search', request(overrides));
  expect(answer.status, JSON.stringify(answer.body).slice(0, 500)).toBe(200);
  // Sent with nothing twice (flight-wire.ts); the portal expands it on receipt, as here.
  expect(flightSearchWire.safeParse(answer.body).success).toBe(true);
  return expandSearchResult(answer.body as FlightSearchWire);
}

async function refusal(overrides: Partial<FlightSearchRequest>) {
  const answer = await owner.post('/flights/search', request(overrides));
  expect(answer.status).toBe(422);
  return answer.body.error.fields as Record<string, string>;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

function expectFareAddsUp(fare: FareOption) {
  for (const pax of fare.pax) {
    expect(sum(pax.components.map((c) => c.amountPaise))).toBe(pax.totalPaise);
    expect(pax.components.map((c) => c.code)).toEqual(['BASE', 'YQ', 'K3', 'OTHER_TAXES']);
    for (const component of pax.components) expect(Number.isInteger(component.amountPaise)).toBe(true);
  }
  expect(sum(fare.pax.map((pax) => pax.count * pax.totalPaise))).toBe(fare.totalPaise);
}

describe('one way', () => {
  it('answers DEL → BOM with non-stop flights and connections, cheapest first, fares that add up', async () => {
    const result = await search();
    expect(result.legs).toHaveLength(1);
    const [leg] = result.legs;
    expect(leg).toMatchObject({ from: 'DEL', to: 'BOM', date: inTenDays, fromAirports: ['DEL'], toAirports: ['BOM'] });
    const list = leg?.itineraries as Itinerary[];
    expect(list.length).toBeGreaterThan(20);
    expect(list.some((it) => it.stops === 0)).toBe(true);
    const totals = list.map((it) => it.lowestTotalPaise);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    for (const itinerary of list) {
      expect(itinerary.stops).toBe(itinerary.segments.length - 1);
      expect(itinerary.segments[0]?.origin).toBe('DEL');
      expect(itinerary.segments.at(-1)?.destination).toBe('BOM');
      expect(itinerary.segments[0]?.departureDate).toBe(inTenDays);
      expect(itinerary.lowestTotalPaise).toBe(Math.min(...itinerary.fares.map((f) => f.totalPaise)));
      for (const segment of itinerary.segments) {
        expect(segment.departureTime).toMatch(/^([01]\d|2[0-3])[0-5]\d$/);
        expect(segment.arrivalTime).toMatch(/^([01]\d|2[0-3])[0-5]\d$/);
      }
      for (const fare of itinerary.fares) {
        expectFareAddsUp(fare);
        expect(fare.cabin).toBe('ECONOMY');
        expect(fare.baggage.cabinKg).toBe(7);
        expect(fare.seatsLeft).toBeGreaterThanOrEqual(1);
        expect(fare.seatsLeft).toBeLessThanOrEqual(9);
      }
      expect(new Set(itinerary.fares.map((f) => f.family))).toEqual(new Set(['Saver', 'Flexi', 'SME', 'Corporate']));
    }
    expect(Date.parse(result.computedAt)).toBeGreaterThan(Date.now() - 120_000);
  });

  it('connects on one carrier with at least 75 minutes and at most 8 hours on the ground', async () => {
    const result = await search({ segments: [{ from: 'IXJ', to: 'TRV', date: inTenDays }] });
    const list = result.legs[0]?.itineraries as Itinerary[];
    expect(list.length).toBeGreaterThan(0);
    for (const itinerary of list) {
      expect(itinerary.stops).toBe(1);
      const [first, second] = itinerary.segments;
      expect(first?.carrier).toBe(second?.carrier);
      expect(first?.destination).toBe(second?.origin);
      expect(second?.layoverMinutes).toBeGreaterThanOrEqual(75);
      expect(second?.layoverMinutes).toBeLessThanOrEqual(480);
      expect(itinerary.durationMinutes).toBe(
        (first?.durationMinutes ?? 0) + (second?.durationMinutes ?? 0) + (second?.layoverMinutes ?? 0),
      );
    }
    const nonStop = await search({ segments: [{ from: 'IXJ', to: 'TRV', date: inTenDays }], nonStopOnly: true });
    expect(nonStop.legs[0]?.itineraries).toEqual([]);
  });

  it('keeps to non-stop flights when asked', async () => {
    const result = await search({ nonStopOnly: true });
    const list = result.legs[0]?.itineraries as Itinerary[];
    expect(list.length).toBeGreaterThan(10);
    expect(list.every((it) => it.stops === 0)).toBe(true);
  });

  it('searches nearby airports at both ends when asked', async () => {
    const plain = await search({ segments: [{ from: 'BLR', to: 'GOI', date: inTenDays }], nonStopOnly: true });
    expect(plain.legs[0]?.itineraries.every((it) => it.segments.at(-1)?.destination === 'GOI')).toBe(true);
    const nearby = await search({
      segments: [{ from: 'BLR', to: 'GOI', date: inTenDays }],
      nonStopOnly: true,
      nearbyAirports: true,
    });
    expect(nearby.legs[0]?.toAirports).toEqual(['GOI', 'GOX']);
    const ends = new Set(nearby.legs[0]?.itineraries.map((it) => it.segments.at(-1)?.destination));
    expect(ends).toEqual(new Set(['GOI', 'GOX']));
  });

  it('prices children as adults at home, infants at ₹1,500 a flight without a seat, and counts them all', async () => {
    const result = await search({ adults: 2, children: 1, infants: 1, nonStopOnly: true });
    const fare = result.legs[0]?.itineraries[0]?.fares[0] as FareOption;
    const byType = Object.fromEntries(fare.pax.map((pax) => [pax.paxType, pax]));
    expect(byType.ADT?.count).toBe(2);
    expect(byType.CHD?.totalPaise).toBe(byType.ADT?.totalPaise);
    expect(byType.INF?.components.find((c) => c.code === 'BASE')?.amountPaise).toBe(1500_00);
    expect(byType.INF?.components.find((c) => c.code === 'YQ')?.amountPaise).toBe(0);
    expect(byType.INF?.components.find((c) => c.code === 'K3')?.amountPaise).toBe(75_00);
    expectFareAddsUp(fare);
  });

  it('states cancellation and change charges in rupees, never above base + YQ; low-cost Saver fares refund only taxes', async () => {
    const result = await search({ nonStopOnly: true });
    for (const itinerary of result.legs[0]?.itineraries ?? []) {
      for (const fare of itinerary.fares) {
        const adult = fare.pax.find((pax) => pax.paxType === 'ADT');
        const cap = sum(
          adult?.components.filter((c) => c.code === 'BASE' || c.code === 'YQ').map((c) => c.amountPaise) ?? [],
        );
        const rules = result.fareRules[fare.rulesId] as FareRules;
        expect(rules.cancellation).toHaveLength(3);
        for (const rule of [...rules.cancellation, ...rules.change]) {
          if (rule.chargePaise !== null) expect(rule.chargePaise).toBeLessThanOrEqual(cap);
        }
        const lowCost = ['6E', 'IX', 'SG', 'QP'].includes(itinerary.carriers[0] as string);
        if (fare.family === 'Saver' && lowCost) {
          expect(fare.refundable).toBe(false);
          expect(rules.cancellation.every((rule) => rule.chargePaise === null)).toBe(true);
        }
        if (fare.family === 'Flexi') expect(fare.refundable).toBe(true);
      }
    }
  });

  it('sells Business only where the aircraft has it', async () => {
    const result = await search({ cabin: 'BUSINESS', nonStopOnly: true });
    const list = result.legs[0]?.itineraries as Itinerary[];
    expect(list.length).toBeGreaterThan(0);
    for (const itinerary of list) {
      expect(itinerary.carriers).toEqual(['AI']);
      expect(['788', '359', '77W']).toContain(itinerary.segments[0]?.aircraft);
      expect(itinerary.fares.every((fare) => fare.cabin === 'BUSINESS')).toBe(true);
    }
  });

  it('offers special fares with their eligibility, the document to carry and a lower base', async () => {
    const regular = await search({ nonStopOnly: true });
    const student = await search({ nonStopOnly: true, fareType: 'STUDENT' });
    const first = student.legs[0]?.itineraries[0] as Itinerary;
    expect(first.fares).toHaveLength(1);
    const fare = first.fares[0] as FareOption;
    expect(fare.family).toBe('Student Fare');
    expect(fare.special?.document).toMatch(/student ID/i);
    expect(fare.baggage.checkInKg).toBe(25);
    const same = regular.legs[0]?.itineraries.find((it) => it.id === first.id);
    const saver = same?.fares.find((f) => f.family === 'Saver') as FareOption;
    const base = (f: FareOption) => f.pax[0]?.components.find((c) => c.code === 'BASE')?.amountPaise ?? 0;
    expect(base(fare)).toBeLessThan(base(saver));
  });

  it('prices rise as the day nears', async () => {
    const early = await search({ segments: [{ from: 'DEL', to: 'BOM', date: addDays(today, 45) }], nonStopOnly: true });
    const late = await search({ segments: [{ from: 'DEL', to: 'BOM', date: addDays(today, 2) }], nonStopOnly: true });
    const median = (result: FlightSearchResult) => {
      const totals = (result.legs[0]?.itineraries ?? []).map((it) => it.lowestTotalPaise).sort((a, b) => a - b);
      return totals[Math.floor(totals.length / 2)] ?? 0;
    };
    expect(median(late)).toBeGreaterThan(median(early));
  });

  it('writes the same answer as JSON (expanded) as the service gives as objects, the first time and after', async () => {
    const body = request({ tripType: 'ROUND_TRIP', returnDate: addDays(inTenDays, 3), adults: 2, infants: 1 });
    // Text the first time a leg is sent, bytes after.
    for (const _time of [1, 2, 3]) {
      const json = await t.services.flights.searchJson(body);
      expect(expandSearchResult(JSON.parse(json.toString()))).toEqual(await t.services.flights.search(body));
    }
    const multi = request({
      tripType: 'MULTI_CITY',
      segments: [
        { from: 'BLR', to: 'DEL', date: inTenDays },
        { from: 'IXZ', to: 'LHR', date: addDays(inTenDays, 2) },
      ],
    });
    for (const _time of [1, 2]) {
      const json = await t.services.flights.searchJson(multi);
      expect(expandSearchResult(JSON.parse(json.toString()))).toEqual(await t.services.flights.search(multi));
    }
  });

  it('answers the same search with the same flights and prices', async () => {
    const a = await search({ segments: [{ from: 'HYD', to: 'CCU', date: addDays(today, 20) }] });
    const b = await search({ segments: [{ from: 'HYD', to: 'CCU', date: addDays(today, 20) }] }, staff);
    expect(b.legs).toEqual(a.legs);
  });
});

describe('round trip and multi city', () => {
  it('answers onward and return lists', async () => {
    const result = await search({
      tripType: 'ROUND_TRIP',
      returnDate: addDays(inTenDays, 5),
      adults: 1,
      children: 1,
      infants: 1,
    });
    expect(result.legs.map((leg) => [leg.from, leg.to, leg.date])).toEqual([
      ['DEL', 'BOM', inTenDays],
      ['BOM', 'DEL', addDays(inTenDays, 5)],
    ]);
    expect(result.legs[1]?.itineraries.length).toBeGreaterThan(10);
    expect(result.legs[1]?.itineraries[0]?.segments[0]?.origin).toBe('BOM');
  });

  it('answers each flight of a multi city trip, including abroad', async () => {
    const result = await search({
      tripType: 'MULTI_CITY',
      segments: [
        { from: 'BLR', to: 'DEL', date: inTenDays },
        { from: 'DEL', to: 'DXB', date: addDays(inTenDays, 3) },
        { from: 'DXB', to: 'COK', date: addDays(inTenDays, 8) },
      ],
    });
    expect(result.legs).toHaveLength(3);
    for (const leg of result.legs) expect(leg.itineraries.length).toBeGreaterThan(0);
    const abroad = result.legs[2]?.itineraries[0] as Itinerary;
    // Leaving Dubai: no Indian GST (K3), the foreign airport's charges instead.
    expect(abroad.fares[0]?.pax[0]?.components.find((c) => c.code === 'K3')?.amountPaise).toBe(0);
  });
});

describe('validation (§5)', () => {
  it('answers every rule with its message and searches nothing', async () => {
    expect(await refusal({ segments: [{ from: '', to: '', date: '' }] })).toMatchObject({
      'segments.0.from': FLIGHT_MSG.originRequired,
      'segments.0.to': FLIGHT_MSG.destinationRequired,
      'segments.0.date': FLIGHT_MSG.journeyDateRequired,
    });
    expect((await refusal({ segments: [{ from: 'DEL', to: 'DEL', date: inTenDays }] }))['segments.0.to']).toBe(
      FLIGHT_MSG.sameOriginDestination,
    );
    expect(
      (await refusal({ segments: [{ from: 'DEL', to: 'BOM', date: addDays(today, -1) }] }))['segments.0.date'],
    ).toBe(FLIGHT_MSG.yesterday);
    expect((await refusal({ segments: [{ from: 'XXX', to: 'BOM', date: inTenDays }] }))['segments.0.from']).toBe(
      FLIGHT_MSG_DECIDED.unknownAirport,
    );
    expect((await refusal({ tripType: 'ROUND_TRIP' })).returnDate).toBe(FLIGHT_MSG.returnDateRequired);
    expect((await refusal({ tripType: 'ROUND_TRIP', returnDate: inTenDays })).returnDate).toBe(
      FLIGHT_MSG.returnAfterJourney,
    );
    expect((await refusal({ tripType: 'ROUND_TRIP', returnDate: addDays(inTenDays, -2) }))['segments.0.date']).toBe(
      FLIGHT_MSG.onwardAfterReturn,
    );
    expect(
      (await refusal({ segments: [{ from: 'DEL', to: 'BOM', date: addDays(today, 366) }] }))['segments.0.date'],
    ).toBe(FLIGHT_MSG_DECIDED.tooFarAhead);
    expect((await refusal({ adults: 0 })).adults).toBe(FLIGHT_MSG_DECIDED.adultsRequired);
    expect((await refusal({ adults: 5, children: 5 })).children).toBe(FLIGHT_MSG_DECIDED.tooManyTravellers);
    expect((await refusal({ adults: 1, infants: 2 })).infants).toBe(FLIGHT_MSG_DECIDED.infantsPerAdult);
    expect((await refusal({ tripType: 'MULTI_CITY' })).segments).toBe(FLIGHT_MSG_DECIDED.multiCitySegments);
    expect(
      (
        await refusal({
          tripType: 'MULTI_CITY',
          segments: [
            { from: 'DEL', to: 'BOM', date: addDays(inTenDays, 2) },
            { from: 'BOM', to: 'GOI', date: inTenDays },
          ],
        })
      )['segments.1.date'],
    ).toBe(FLIGHT_MSG_DECIDED.segmentOrder);
    expect((await refusal({ fareType: 'SENIOR_CITIZEN', cabin: 'BUSINESS' })).fareType).toBe(
      FLIGHT_MSG_DECIDED.specialFareCabin,
    );
    expect((await refusal({ fareType: 'ARMED_FORCES', children: 1 })).fareType).toBe(
      FLIGHT_MSG_DECIDED.specialFareChildren,
    );
    const recent = await owner.get('/flights/recent-searches');
    // Refused searches are not remembered.
    for (const searched of recent.body.searches) expect(searched.segments[0].from).not.toBe(searched.segments[0].to);
  });

  it('answers a date with nothing flying with an empty list, not an error', async () => {
    const result = await search({ segments: [{ from: 'IXZ', to: 'LHR', date: inTenDays }] });
    expect(result.legs[0]?.itineraries).toEqual([]);
  });

  it('needs a session', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/flights/search',
      headers: { 'x-tripsetu-csrf': '1' },
      payload: request(),
    });
    expect(answer.statusCode).toBe(401);
  });
});

describe('travel calendar, recent searches and e-mailed results', () => {
  it('gives the lowest fare of each day of a month, with when it was computed', async () => {
    const month = addDays(today, 40).slice(0, 7);
    const answer = await owner.get(`/flights/calendar?from=DEL&to=BOM&month=${month}&cabin=ECONOMY`);
    expect(answer.status).toBe(200);
    const days = answer.body.days as { date: string; lowestPaise: number | null; computedAt: string | null }[];
    expect(days[0]?.date).toBe(`${month}-01`);
    expect(days.every((day) => day.date.startsWith(month))).toBe(true);
    expect(days.length).toBeGreaterThanOrEqual(28);
    for (const day of days.filter((d) => d.date >= today)) {
      expect(day.lowestPaise).toBeGreaterThan(0);
      expect(day.computedAt).not.toBeNull();
    }
    const one = days.find((day) => day.date === addDays(today, 40));
    const sameDay = await search({ segments: [{ from: 'DEL', to: 'BOM', date: addDays(today, 40) }] });
    expect(one?.lowestPaise).toBe(sameDay.legs[0]?.itineraries[0]?.lowestTotalPaise);
    const thisMonth = await owner.get(`/flights/calendar?from=DEL&to=BOM&month=${today.slice(0, 7)}`);
    const past = (thisMonth.body.days as { date: string; lowestPaise: number | null }[]).filter((d) => d.date < today);
    expect(past.every((day) => day.lowestPaise === null)).toBe(true);
    const bad = await owner.get('/flights/calendar?from=DEL&to=DEL&month=2026-13');
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields).toMatchObject({
      to: FLIGHT_MSG.sameOriginDestination,
      month: 'Please select a month',
    });
  });

  it('keeps each user’s last five different searches, newest first', async () => {
    const client = await signedInClient(t.app, DEMO.ghumakkadOwner.userId, DEMO.ghumakkadOwner.password);
    const routes = ['BOM', 'BLR', 'HYD', 'MAA', 'CCU', 'GOI'];
    for (const to of routes)
      await search({ segments: [{ from: 'DEL', to, date: inTenDays }], nonStopOnly: true }, client);
    await search({ segments: [{ from: 'DEL', to: 'MAA', date: inTenDays }], nonStopOnly: true }, client);
    const answer = await client.get('/flights/recent-searches');
    expect(answer.body.searches.map((s: FlightSearchRequest) => s.segments[0]?.to)).toEqual([
      'MAA',
      'GOI',
      'CCU',
      'HYD',
      'BLR',
    ]);
    const others = await staff.get('/flights/recent-searches');
    expect(others.body.searches.some((s: FlightSearchRequest) => s.segments[0]?.to === 'GOI')).toBe(false);
  });

  it('e-mails the chosen results, and refuses a bad address', async () => {
    const result = await search({ nonStopOnly: true });
    const ids = result.legs[0]?.itineraries.slice(0, 2).map((it) => it.id) as string[];
    const to = 'client.flights@example.in';
    const sent = await owner.post('/flights/email', { to, search: request({ nonStopOnly: true }), itineraryIds: ids });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(FLIGHT_MSG.emailSent);
    const mails = await mailsTo(t, to);
    expect(mails).toHaveLength(1);
    const flight = ids[0]?.split('|')[0]?.split('@')[0] as string;
    expect(mails[0]?.html).toContain(flight);
    // Times in India, as the spec formats them (DD MMM, YYYY hh:mm A), never UTC.
    expect(mails[0]?.html).not.toContain('UTC');
    expect(mails[0]?.html).toMatch(/as of \d{2} [A-Z][a-z]{2}, \d{4} \d{2}:\d{2} [AP]M IST/);
    const bad = await owner.post('/flights/email', { to: 'not-an-address', search: request(), itineraryIds: [] });
    expect(bad.status).toBe(422);
    expect(await mailsTo(t, 'not-an-address')).toHaveLength(0);
  });

  it("e-mails results in the agency's name, replies to the agent, its markup inside every price quoted", async () => {
    const result = await search({ nonStopOnly: true });
    const itinerary = result.legs[0]?.itineraries[0] as Itinerary;
    const to = 'customer.quote@example.in';
    const body = { to, search: request({ nonStopOnly: true }), itineraryIds: [itinerary.id] };
    const sent = await owner.post('/flights/email', { ...body, markupPaise: 750_00 });
    expect(sent.status).toBe(200);
    const [mail] = await mailsTo(t, to);
    expect(mail?.subject).toMatch(/^Flight options from Skyways Travels: DEL-BOM \d{2} [A-Z][a-z]{2}, \d{4}$/);
    expect(mail?.from_name).toBe('Skyways Travels');
    expect(mail?.reply_to).toBe(DEMO.skywaysOwner.userId);
    expect(mail?.html).toContain(formatRupees(itinerary.lowestTotalPaise + 750_00));
    expect(mail?.html).not.toContain(`>${formatRupees(itinerary.lowestTotalPaise)}<`);
    expect(mail?.html).not.toMatch(/markup/i);
    for (const markupPaise of [-1, 1.5, 1_00_000_01]) {
      const refused = await owner.post('/flights/email', { ...body, to: 'refused.quote@example.in', markupPaise });
      expect(refused.status).toBe(422);
      expect(refused.body.error.fields.markupPaise).toBe(BOOKING_MSG_DECIDED.markupInvalid);
    }
    expect(await mailsTo(t, 'refused.quote@example.in')).toHaveLength(0);
  });
});

describe('recent searches written behind the search (decision 014)', () => {
  const to = ['BOM', 'BLR', 'HYD', 'MAA', 'CCU', 'GOI', 'PNQ', 'COK', 'AMD', 'JAI', 'LKO', 'GAU'];
  const oneWayTo = (destination: string) => ({
    segments: [{ from: 'DEL', to: destination, date: inTenDays }],
    nonStopOnly: true,
  });
  const recentRows = async (app: TestApp, userId: string) => {
    const user = await app.services.agents.findByUserId(userId);
    return app.database.db
      .selectFrom('flight_recent_searches')
      .select(['search_key', 'created_at'])
      .where('agent_user_id', '=', user?.id as number)
      .execute();
  };

  it('writes a search within a second rather than on its path', async () => {
    const client = await signedInClient(t.app, DEMO.ghumakkadStaff.userId, DEMO.ghumakkadStaff.password);
    // Nothing else waiting, so that no earlier search's timer writes this one early.
    await t.services.flights.flushRecentSearches();
    await search(oneWayTo('BOM'), client);
    expect(await recentRows(t, DEMO.ghumakkadStaff.userId)).toHaveLength(0);
    await vi.waitFor(async () => expect(await recentRows(t, DEMO.ghumakkadStaff.userId)).toHaveLength(1), {
      timeout: RECENT_SEARCH_FLUSH_MS * 3,
      interval: 50,
    });
  });

  it('lists the newest five of many searches, newest first, a search repeated counting as its newest time', async () => {
    const client = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
    for (const destination of to.slice(0, 8)) await search(oneWayTo(destination), client);
    await search(oneWayTo('HYD'), client);
    await search(oneWayTo('HYD'), client);
    const answer = await client.get('/flights/recent-searches');
    expect(answer.body.searches.map((s: FlightSearchRequest) => s.segments[0]?.to)).toEqual([
      'HYD',
      'COK',
      'PNQ',
      'GOI',
      'CCU',
    ]);
    // At once, many at the same moment: still the newest five different ones.
    await Promise.all(to.map((destination) => search(oneWayTo(destination), client)));
    const after = await client.get('/flights/recent-searches');
    expect(after.body.searches).toHaveLength(RECENT_SEARCHES);
    expect(new Set(after.body.searches.map((s: FlightSearchRequest) => s.segments[0]?.to)).size).toBe(RECENT_SEARCHES);
  });

  it('keeps only a few rows of an agent who searches and never reads the list', async () => {
    const client = await signedInClient(t.app, DEMO.skywaysStaff.userId, DEMO.skywaysStaff.password);
    for (const destination of to) {
      await search(oneWayTo(destination), client);
      await t.services.flights.flushRecentSearches();
    }
    const rows = await recentRows(t, DEMO.skywaysStaff.userId);
    expect(rows.length).toBeLessThanOrEqual(RECENT_SEARCHES * 2);
    const times = rows.map((row) => new Date(row.created_at).getTime());
    expect(new Set(times).size).toBe(times.length);
  });

  it('writes the searches still waiting when the server closes', async () => {
    const other = await createTestApp();
    await seedDemoAccounts(other.services);
    const client = await signedInClient(other.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
    await search(oneWayTo('GOI'), client);
    await search(oneWayTo('COK'), client);
    await other.app.close();
    const rows = await recentRows(other, DEMO.skywaysOwner.userId);
    await other.database.close();
    await rm(other.config.DATA_DIR, { recursive: true, force: true });
    const destinations = rows.map((row) => (JSON.parse(row.search_key) as string[][][])[1]?.[0]?.[1]);
    expect(destinations.sort()).toEqual(['COK', 'GOI']);
  });
});
