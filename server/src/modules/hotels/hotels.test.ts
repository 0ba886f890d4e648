import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import type { HotelCity, HotelDetails, HotelSearchAnswer } from '@tripsetu/domain/hotel-results.ts';
import { ALL_LOCATIONS, HOTEL_MSG, HOTEL_MSG_DECIDED } from '@tripsetu/domain/hotel-search.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { type AgentClient, DEMO, signedInClient } from '../../test/agent-client.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { expectStatus } from '../../test/wallet-fixtures.ts';

let t: TestApp;
let agent: AgentClient;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.services);
  agent = await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
});
afterAll(() => t.close());

const day = (days: number) => addDays(todayInIndia(), days);
const goa = (change: Record<string, unknown> = {}) => ({
  city: 'GOI',
  location: ALL_LOCATIONS,
  checkIn: day(20),
  checkOut: day(23),
  rooms: [{ adults: 2, childAges: [] }],
  nationality: 'IN',
  ...change,
});

describe('hotel search for agents (issue 23)', () => {
  it('lists the cities with their localities and where they are', async () => {
    const { cities } = expectStatus(await agent.get('/hotels/cities'), 200).body as { cities: HotelCity[] };
    expect(cities.length).toBeGreaterThanOrEqual(30);
    const goaCity = cities.find((city) => city.id === 'GOI');
    expect(goaCity?.localities.map((locality) => locality.name)).toEqual(
      expect.arrayContaining(['Calangute', 'Baga', 'Candolim', 'Panaji']),
    );
    expect(cities.reduce((sum, city) => sum + city.hotels, 0)).toBeGreaterThanOrEqual(1500);
  });

  it('finds Goa’s hotels for two rooms, cheapest first, and one locality’s alone', async () => {
    const rooms = [
      { adults: 2, childAges: [] },
      { adults: 2, childAges: [7] },
    ];
    const answer = expectStatus(await agent.post('/hotels/search', goa({ rooms })), 200).body as HotelSearchAnswer;
    expect(answer.city.name).toBe('Goa');
    expect(answer.nights).toBe(3);
    expect(answer.hotels.length).toBeGreaterThan(20);
    const prices = answer.hotels.map((hotel) => hotel.offer.perNightPaise);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(answer.hotels.every((hotel) => hotel.offer.roomsLeft >= 2)).toBe(true);
    const baga = expectStatus(await agent.post('/hotels/search', goa({ location: 'Baga' })), 200)
      .body as HotelSearchAnswer;
    expect(baga.hotels.length).toBeGreaterThan(0);
    expect(baga.hotels.every((hotel) => hotel.locality === 'Baga')).toBe(true);
  });

  it('refuses a search with the field’s message (§5), changes nothing, and never answers 5xx', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [goa({ city: '' }), 'city', HOTEL_MSG.cityRequired],
      [goa({ location: '' }), 'location', HOTEL_MSG.locationRequired],
      [goa({ checkIn: '' }), 'checkIn', HOTEL_MSG.checkInRequired],
      [goa({ checkOut: '' }), 'checkOut', HOTEL_MSG.checkOutRequired],
      [goa({ checkOut: day(20) }), 'checkOut', HOTEL_MSG.checkOutAfterCheckIn],
      [goa({ checkIn: day(-1) }), 'checkIn', HOTEL_MSG.yesterday],
      [goa({ city: 'XYZ' }), 'city', HOTEL_MSG_DECIDED.unknownCity],
      [goa({ location: 'Colaba' }), 'location', HOTEL_MSG_DECIDED.unknownLocation],
      [goa({ rooms: [{ adults: 9, childAges: [] }] }), 'rooms', HOTEL_MSG_DECIDED.adults],
      [goa({ rooms: [{ adults: 2, childAges: [40] }] }), 'rooms', HOTEL_MSG_DECIDED.childAge],
      [goa({ nationality: '' }), 'nationality', HOTEL_MSG_DECIDED.nationalityRequired],
      [goa({ priceRisePercent: 50 }), 'priceRisePercent', HOTEL_MSG_DECIDED.priceRise],
    ];
    for (const [body, field, message] of cases) {
      const answer = await agent.post('/hotels/search', body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.error.fields[field]).toBe(message);
    }
    const odd = [
      goa({ city: 'G\u0000OI' }),
      goa({ rooms: Array(500).fill({ adults: 1, childAges: [] }) }),
      goa({ rooms: [{ adults: 'two', childAges: 'none' }] }),
      goa({ rooms: { nested: { deeper: [1, 2, 3] } } }),
      { city: 'x'.repeat(5000) },
      [],
      'text',
    ];
    for (const body of odd) expect((await agent.post('/hotels/search', body)).status).toBeLessThan(500);
    const anonymous = { method: 'POST' as const, url: '/api/v1/hotels/search', headers: { 'x-tripsetu-csrf': '1' } };
    expect((await t.app.inject({ ...anonymous, payload: goa() })).statusCode).toBe(401);
  });

  it('answers no hotels (the page says No Hotels found) when no room sleeps the party', async () => {
    const rooms = [{ adults: 4, childAges: [8, 9, 10] }];
    const answer = expectStatus(await agent.post('/hotels/search', goa({ rooms })), 200).body as HotelSearchAnswer;
    expect(answer.hotels).toEqual([]);
  });
});

describe('a hotel’s details', () => {
  it('gives every room type’s rates with the tax breakup and cancellation, and the stay’s climate', async () => {
    const found = expectStatus(await agent.post('/hotels/search', goa()), 200).body as HotelSearchAnswer;
    const first = found.hotels[0];
    const body = {
      hotelId: first?.id,
      checkIn: day(20),
      checkOut: day(23),
      rooms: [{ adults: 2, childAges: [] }],
      nationality: 'IN',
    };
    const details = expectStatus(await agent.post('/hotels/details', body), 200).body as HotelDetails;
    expect(details.hotel.name).toBe(first?.name);
    expect(details.roomTypes[0]?.rates[0]?.totalPaise).toBe(first?.offer.totalPaise);
    expect(details.weather.length).toBeGreaterThanOrEqual(1);
    const photo = await t.app.inject({ url: details.hotel.photos[0]?.url ?? '' });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toContain('image/svg+xml');
    expect(photo.body.startsWith('<svg')).toBe(true);
  });

  it('answers 404 for a hotel it does not have, and for a picture it does not draw', async () => {
    const body = {
      hotelId: 'GOI-9999',
      checkIn: day(20),
      checkOut: day(21),
      rooms: [{ adults: 2, childAges: [] }],
      nationality: 'IN',
    };
    expect((await agent.post('/hotels/details', body)).status).toBe(404);
    expect((await agent.post('/hotels/details', { ...body, hotelId: 'ZZZ-0001' })).status).toBe(404);
    expect((await agent.post('/hotels/details', { ...body, hotelId: 'GOI-0001', checkOut: day(19) })).status).toBe(422);
    for (const url of [
      '/api/v1/hotels/photos/GOI-9999/exterior.svg',
      '/api/v1/hotels/photos/GOI-0001/attic.svg',
      '/api/v1/hotels/photos/GOI-0001/room-R9.svg',
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});
