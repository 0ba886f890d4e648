import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { BUS_BLOCK_MINUTES, BUS_BLOCK_MSG, type BusBlockAnswer, busFeeOn } from '@tripsetu/domain/bus-booking.ts';
import type { BusTrip } from '@tripsetu/domain/bus-search.ts';
import { type BusSearchWire, expandBusSearch } from '@tripsetu/domain/bus-wire.ts';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { type AgentClient, DEMO, signedInClient } from '../../test/agent-client.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { expectStatus } from '../../test/wallet-fixtures.ts';
import { createBusSeatView } from './bus-seat-view.ts';
import type { BusTripSeats } from './supplier.ts';

let t: TestApp;
let agent: AgentClient;
let other: AgentClient;
let admin: AgentClient;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.services);
  agent = await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
  other = await signedInClient(t.app, DEMO.ghumakkadOwner.userId, DEMO.ghumakkadOwner.password);
  admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
});
afterAll(() => t.close());

async function sleeperOn(days: number): Promise<BusTrip> {
  const answer = expandBusSearch(
    expectStatus(
      await agent.post('/buses/search', { from: 'BLR', to: 'HYD', date: addDays(todayInIndia(), days) }),
      200,
    ).body as BusSearchWire,
  );
  return answer.trips.find((trip) => trip.busType.code === 'AC_SLEEPER') as BusTrip;
}
const seatsOf = async (trip: BusTrip) =>
  expectStatus(await agent.get(`/buses/trips/${encodeURIComponent(trip.id)}/seats`), 200).body as BusTripSeats;
const free = (seats: BusTripSeats, deck: 'LOWER' | 'UPPER') =>
  seats.seats.filter((seat) => seat.available && seat.deck === deck && !seat.ladies);

const body = (trip: BusTrip, seats: { seatNo: string; gender?: string }[]) => ({
  tripId: trip.id,
  seats: seats.map((seat, index) => ({
    seatNo: seat.seatNo,
    name: `Traveller ${index + 1}`,
    age: 30,
    gender: seat.gender ?? 'M',
  })),
  boardingPointId: trip.boardingPoints[0]?.id ?? '',
  droppingPointId: trip.droppingPoints.at(-1)?.id ?? '',
  contact: { email: 'bookings@skyways.in', mobile: '9876543210' },
});
const blocks = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('bus_blocks')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('blocking bus seats (issue 22)', () => {
  it('keeps two upper berths for eight minutes, priced with GST and the fee, and no one else gets them', async () => {
    const trip = await sleeperOn(9);
    const before = await seatsOf(trip);
    const [a, b] = free(before, 'UPPER');
    const chosen = [{ seatNo: a?.seatNo ?? '' }, { seatNo: b?.seatNo ?? '', gender: 'F' }];
    const answer = expectStatus(await agent.post('/buses/blocks', body(trip, chosen)), 201).body as BusBlockAnswer;
    const fare = (a?.farePaise ?? 0) + (b?.farePaise ?? 0);
    const fee = busFeeOn(todayInIndia()) * 2;
    expect(answer.price).toMatchObject({ farePaise: fare, fareGstPaise: Math.round(fare * 0.05), feePaise: fee });
    expect(answer.price.totalPaise).toBe(fare + Math.round(fare * 0.05) + fee + Math.round(fee * 0.18));
    expect(Date.parse(answer.expiresAt) - Date.now()).toBeGreaterThan((BUS_BLOCK_MINUTES - 1) * 60_000);
    expect(answer.message).toBe(BUS_BLOCK_MSG.blocked);

    const after = await seatsOf(trip);
    expect(after.seats.filter((seat) => seat.available).length).toBe(
      before.seats.filter((seat) => seat.available).length - 2,
    );
    expect((await sleeperOn(9)).seatsLeft).toBe(trip.seatsLeft - 2);
    const taken = await other.post('/buses/blocks', body(trip, [{ seatNo: a?.seatNo ?? '' }]));
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(`${BUS_BLOCK_MSG.taken} ${a?.seatNo}.`);
  });

  it('gives the seats back when the block’s time has passed: the next agent may keep them', async () => {
    const trip = await sleeperOn(10);
    const seat = free(await seatsOf(trip), 'LOWER')[0]?.seatNo ?? '';
    const first = expectStatus(await agent.post('/buses/blocks', body(trip, [{ seatNo: seat }])), 201)
      .body as BusBlockAnswer;
    await t.database.db
      .updateTable('bus_seats')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('block_id', '=', first.blockId)
      .execute();
    // The time passed in the database: the search's view of the seats reads it again.
    await t.services.buses.refreshSeats([trip.id]);
    expect((await seatsOf(trip)).seats.find((entry) => entry.seatNo === seat)?.available).toBe(true);
    expectStatus(await other.post('/buses/blocks', body(trip, [{ seatNo: seat }])), 201);
  });

  it('refuses a ladies seat for a male traveller at the block, and bad input, keeping nothing', async () => {
    const trip = await sleeperOn(11);
    const seats = await seatsOf(trip);
    const ladies = seats.seats.find((seat) => seat.ladies && seat.available)?.seatNo ?? '';
    const count = await blocks();
    const refused = await agent.post('/buses/blocks', body(trip, [{ seatNo: ladies, gender: 'M' }]));
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(BUS_BLOCK_MSG.ladiesOnly);
    expect(refused.body.error.fields['seats.0.gender']).toBe(BUS_BLOCK_MSG.ladiesOnly);
    expect((await seatsOf(trip)).seats.find((seat) => seat.seatNo === ladies)?.available).toBe(true);

    const one = free(seats, 'LOWER')[0]?.seatNo ?? '';
    const seven = free(seats, 'LOWER')
      .slice(0, 7)
      .map((seat) => ({ seatNo: seat.seatNo }));
    const good = body(trip, [{ seatNo: one }]);
    const cases: [unknown, string, string][] = [
      [{ ...good, seats: [] }, 'seats', BUS_BLOCK_MSG.noSeats],
      [body(trip, seven), 'seats', BUS_BLOCK_MSG.tooMany],
      [body(trip, [{ seatNo: one }, { seatNo: one }]), 'seats', BUS_BLOCK_MSG.seatTwice],
      [{ ...good, seats: [{ ...good.seats[0], name: ' ' }] }, 'seats.0.name', BUS_BLOCK_MSG.nameRequired],
      [{ ...good, seats: [{ ...good.seats[0], age: 0 }] }, 'seats.0.age', BUS_BLOCK_MSG.ageInvalid],
      [{ ...good, seats: [{ ...good.seats[0], gender: 'X' }] }, 'seats.0.gender', BUS_BLOCK_MSG.genderRequired],
      [{ ...good, seats: [{ ...good.seats[0], seatNo: 'Z9' }] }, 'seats.0.seatNo', BUS_BLOCK_MSG.notOnBus],
      [{ ...good, boardingPointId: 'XXX-9' }, 'boardingPointId', BUS_BLOCK_MSG.boardingRequired],
      [{ ...good, contact: { email: 'nobody', mobile: '123' } }, 'contact.email', BUS_BLOCK_MSG.emailInvalid],
    ];
    for (const [request, field, message] of cases) {
      const answer = await agent.post('/buses/blocks', request);
      expect(answer.status, field).toBe(422);
      expect(answer.body.error.fields[field], field).toBe(message);
    }
    for (const request of [
      { ...good, tripId: 'NOPE' },
      { ...good, tripId: `${trip.id.split('@')[0]}@2020-01-01` },
    ]) {
      expect((await agent.post('/buses/blocks', request)).status).toBe(404);
    }
    for (const request of [
      { ...good, seats: 'x' },
      { ...good, tripId: 'A\u0000' },
      [],
      { ...good, seats: Array(50).fill(good.seats[0]) },
    ]) {
      expect((await agent.post('/buses/blocks', request)).status).toBeLessThan(500);
    }
    expect((await admin.post('/buses/blocks', good)).status).toBe(403);
    expect(await blocks()).toBe(count);
  });
});

describe('the seats the search shows (decision 031)', () => {
  it('counts a kept seat until its time, by the clock, with no database read', async () => {
    const trip = await sleeperOn(16);
    const seat = free(await seatsOf(trip), 'UPPER')[0]?.seatNo ?? '';
    const answer = expectStatus(await agent.post('/buses/blocks', body(trip, [{ seatNo: seat }])), 201)
      .body as BusBlockAnswer;
    expect((await seatsOf(trip)).seats.find((entry) => entry.seatNo === seat)?.available).toBe(false);
    const view = createBusSeatView({ db: t.database.db, today: todayInIndia });
    await view.load();
    expect(view.taken(trip.id, Date.now()).has(seat)).toBe(true);
    expect(view.taken(trip.id, Date.parse(answer.expiresAt) + 1).has(seat)).toBe(false);
  });

  it('sends the search answer with operators, types and stops once: the same answer, in a third of the bytes', async () => {
    const search = { from: 'BLR', to: 'HYD', date: addDays(todayInIndia(), 16) };
    const [json, answer] = [await t.services.buses.searchJson(search), await t.services.buses.search(search)];
    expect(expandBusSearch(JSON.parse(json.json.toString()))).toEqual(answer);
    expect(answer.trips.find((trip) => trip.id.endsWith(search.date))?.seatsLeft).toBeGreaterThan(0);
    expect(json.json.length).toBeLessThan(JSON.stringify(answer).length * 0.4);
  });

  it('sends a kept answer compressed as the browser accepts, compressed once for every request', async () => {
    const search = { from: 'BLR', to: 'MAA', date: addDays(todayInIndia(), 17) };
    const plain = expectStatus(
      await agent.post('/buses/search', search, { headers: { 'accept-encoding': 'identity' } }),
      200,
    );
    expect(plain.headers['content-encoding']).toBeUndefined();
    const first = await agent.post('/buses/search', search, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const again = await agent.post('/buses/search', search, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(brotliDecompressSync(first.raw).toString()).toBe(plain.raw.toString());
    expect(again.raw.equals(first.raw)).toBe(true);
    expect(first.raw.length).toBeLessThan(plain.raw.length / 4);
    const gz = await agent.post('/buses/search', search, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.raw).toString()).toBe(plain.raw.toString());
    const layout = await agent.get(
      `/buses/trips/${encodeURIComponent(expandBusSearch(plain.body).trips[0]?.id ?? '')}/seats`,
      {
        headers: { 'accept-encoding': 'br;q=0, gzip' },
      },
    );
    expect(layout.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(layout.raw).toString()).seats.length).toBeGreaterThan(0);
  });
});
