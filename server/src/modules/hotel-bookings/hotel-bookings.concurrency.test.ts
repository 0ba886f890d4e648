import { addDays } from '@tripsetu/domain/dates.ts';
import type { HotelBooking } from '@tripsetu/domain/hotel-booking-api.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { type AgentClient, DEMO, signedInClient } from '../../test/agent-client.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bookingBody, detailsOf, findRate, soldOn, stayFrom, type TestStay } from '../../test/hotel-fixtures.ts';
import { assertLedgerConsistent, depositAndApprove, expectStatus, withKey } from '../../test/wallet-fixtures.ts';

/** Hotel bookings racing for the last rooms of a type on overlapping nights, on PostgreSQL only. */

let t: TestApp;
let agents: AgentClient[];

beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('The concurrency proofs need PostgreSQL: set DATABASE_URL.');
  t = await createTestApp();
  expect(t.database.kind).toBe('postgres');
  await seedDemoAccounts(t.services);
  agents = await Promise.all([
    signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password),
    signedInClient(t.app, DEMO.skywaysStaff.userId, DEMO.skywaysStaff.password),
    signedInClient(t.app, DEMO.ghumakkadOwner.userId, DEMO.ghumakkadOwner.password),
  ]);
  const admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
  await depositAndApprove(agents[0] as AgentClient, admin, '900000');
  await depositAndApprove(agents[2] as AgentClient, admin, '900000');
});
afterAll(() => t?.close());

const agent = (i: number) => agents[i % agents.length] as AgentClient;
const balances = async () =>
  Promise.all(
    [agent(0), agent(2)].map(async (client) => (await client.get('/wallet')).body.mainBalancePaise as number),
  );

/** Sells all but `left` rooms of the type on each of the nights, as other agents' bookings would have. */
async function leaveRooms(hotelId: string, roomTypeId: string, from: string, nights: number, left: number) {
  const allotment = t.services.hotelSupplier.allotment(hotelId, roomTypeId) ?? 0;
  await t.database.db
    .insertInto('hotel_room_nights')
    .values(
      Array.from({ length: nights }, (_, n) => ({
        hotel_id: hotelId,
        room_type_id: roomTypeId,
        night: addDays(from, n),
        sold: allotment - left,
        allotment,
      })),
    )
    .execute();
  await t.services.soldNights.refresh(hotelId);
  return allotment;
}

describe('agents racing for the last rooms of a type (issue 23)', () => {
  it('never sells more than the allotment on any night of overlapping stays; every paisa accounted for', async () => {
    const base = stayFrom(60, 3, [{ adults: 2, childAges: [] }]);
    const found = await findRate(agent(0), 'GOI', base, (rate) => rate.refundable);
    const allotment = await leaveRooms(found.hotelId, found.type.id, addDays(base.checkIn, -2), 10, 2);
    // Stays of 2–3 nights starting on five days around each other: each night is wanted by many.
    const stays: TestStay[] = Array.from({ length: 24 }, (_, i) => ({
      ...stayFrom(58 + (i % 5), 2 + (i % 2), [{ adults: 2, childAges: [] }]),
      priceRisePercent: 10,
    }));
    const bodies = await Promise.all(
      stays.map(async (stay) => {
        const details = await detailsOf(agent(0), found.hotelId, stay);
        const rate = details.roomTypes
          .find((type) => type.id === found.type.id)
          ?.rates.find((r) => r.id === found.rate.id);
        if (!rate) throw new Error('the rate should be on sale before the race');
        return bookingBody(found.hotelId, stay, rate);
      }),
    );
    const before = await balances();
    const answers = await Promise.all(bodies.map((body, i) => agent(i).post('/hotels/bookings', body, withKey())));
    expect(
      answers.every((answer) => answer.status === 201 || answer.status === 409),
      answers.map((a) => a.status).join(),
    ).toBe(true);
    const won = answers.filter((answer) => answer.status === 201).map((answer) => answer.body as HotelBooking);
    expect(won.length).toBeGreaterThan(0);

    const nights = await soldOn(t.database.db, found.hotelId, found.type.id);
    for (const night of nights) {
      expect(night.sold, night.night).toBeLessThanOrEqual(allotment);
      // What was sold on a night beyond the setup is exactly the bookings staying that night.
      const staying = won.filter((booking) => booking.checkIn <= night.night && night.night < booking.checkOut).length;
      expect(night.sold - (allotment - 2), night.night).toBe(staying);
    }
    const rows = await t.database.db
      .selectFrom('hotel_bookings')
      .select('booking_id')
      .where('hotel_id', '=', found.hotelId)
      .execute();
    expect(rows.length).toBe(won.length);
    const after = await balances();
    const spent = (before[0] ?? 0) - (after[0] ?? 0) + (before[1] ?? 0) - (after[1] ?? 0);
    expect(spent).toBe(won.reduce((sum, booking) => sum + booking.totalPaise, 0));
    await assertLedgerConsistent(t.database.db);
  });

  it('sells the last two rooms once to twelve agents asking for both, and a cancellation racing a booking stays whole', async () => {
    const twin = { adults: 2, childAges: [] };
    const stay = stayFrom(80, 2, [twin, twin]);
    const single = { ...stay, rooms: [twin], priceRisePercent: 10 };
    const found = await findRate(
      agent(0),
      'JAI',
      stay,
      (rate) => rate.refundable && rate.freeCancellationUntil !== null,
    );
    const allotment = await leaveRooms(found.hotelId, found.type.id, stay.checkIn, 2, 2);
    // Priced now, with two rooms left: what the racers saw.
    const rateFor = async (asked: TestStay) => {
      const details = await detailsOf(agent(0), found.hotelId, asked);
      const rate = details.roomTypes
        .find((type) => type.id === found.type.id)
        ?.rates.find((r) => r.id === found.rate.id);
      if (!rate) throw new Error('the rate should be on sale before the race');
      return rate;
    };
    const both = bookingBody(found.hotelId, { ...stay, priceRisePercent: 10 }, await rateFor(stay));
    const one = bookingBody(found.hotelId, single, await rateFor(single));
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => agent(i).post('/hotels/bookings', both, withKey())),
    );
    const won = answers.filter((answer) => answer.status === 201);
    expect(won.length).toBe(1);
    expect((await soldOn(t.database.db, found.hotelId, found.type.id)).map((night) => night.sold)).toEqual([
      allotment,
      allotment,
    ]);

    // One room cancelled while three agents race for the one room it frees: at most one of them gets it.
    const booking = won[0]?.body as HotelBooking;
    const owner = agents[answers.findIndex((answer) => answer.status === 201) % agents.length] as AgentClient;
    const [cancel, ...racers] = await Promise.all([
      owner.post(`/bookings/${booking.id}/cancellation`, { travellers: [0], legs: [0] }, withKey()),
      ...[0, 1, 2].map((i) => agent(i).post('/hotels/bookings', one, withKey())),
    ]);
    expectStatus(cancel as NonNullable<typeof cancel>, 201);
    const gotIt = racers.filter((answer) => answer.status === 201).length;
    expect(gotIt).toBeLessThanOrEqual(1);
    const nights = await soldOn(t.database.db, found.hotelId, found.type.id);
    expect(nights.map((night) => night.sold)).toEqual([allotment - 1 + gotIt, allotment - 1 + gotIt]);
    await assertLedgerConsistent(t.database.db);
  });
});
