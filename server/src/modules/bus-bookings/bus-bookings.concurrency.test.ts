import type { BusBlockAnswer } from '@tripsetu/domain/bus-booking.ts';
import type { BusTrip } from '@tripsetu/domain/bus-search.ts';
import { type BusSearchWire, expandBusSearch } from '@tripsetu/domain/bus-wire.ts';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { type AgentClient, DEMO, signedInClient } from '../../test/agent-client.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { assertLedgerConsistent, depositAndApprove, expectStatus, withKey } from '../../test/wallet-fixtures.ts';
import type { BusTripSeats } from '../buses/supplier.ts';

/** Bus bookings racing for seats and blocks, on PostgreSQL only (the `server-pg-concurrency` project). */

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
  await depositAndApprove(agents[0] as AgentClient, admin, '200000');
  await depositAndApprove(agents[2] as AgentClient, admin, '200000');
});
afterAll(() => t?.close());

const agent = (i: number) => agents[i % agents.length] as AgentClient;
const balances = async () =>
  Promise.all(
    [agent(0), agent(2)].map(async (client) => (await client.get('/wallet')).body.mainBalancePaise as number),
  );

async function tripAndFreeSeats(days: number) {
  const answer = expandBusSearch(
    expectStatus(
      await agent(0).post('/buses/search', { from: 'MAA', to: 'CJB', date: addDays(todayInIndia(), days) }),
      200,
    ).body as BusSearchWire,
  );
  const trip = answer.trips[1] as BusTrip;
  const seats = expectStatus(await agent(0).get(`/buses/trips/${encodeURIComponent(trip.id)}/seats`), 200)
    .body as BusTripSeats;
  return { trip, free: seats.seats.filter((seat) => seat.available && !seat.ladies).map((seat) => seat.seatNo) };
}

const blockBody = (trip: BusTrip, seatNos: readonly string[]) => ({
  tripId: trip.id,
  seats: seatNos.map((seatNo) => ({ seatNo, name: 'Racing Traveller', age: 40, gender: 'M' })),
  boardingPointId: trip.boardingPoints[0]?.id ?? '',
  droppingPointId: trip.droppingPoints[0]?.id ?? '',
  contact: { email: 'race@example.in', mobile: '9876543210' },
});
const bookBlock = (client: AgentClient, block: BusBlockAnswer) =>
  client.post('/buses/bookings', { blockId: block.blockId, acceptedTotalPaise: block.price.totalPaise }, withKey());

describe('bus bookings at once (PostgreSQL)', () => {
  it('fifty agents racing to block and book the last three seats: exactly three sold, each once, paid once', async () => {
    const { trip, free } = await tripAndFreeSeats(16);
    const three = free.slice(0, 3);
    const before = await balances();
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const client = agent(i);
        const blocked = await client.post('/buses/blocks', blockBody(trip, [three[i % 3] as string]));
        if (blocked.status !== 201) return { blocked: blocked.status, booked: 0, paise: 0 };
        const booked = await bookBlock(client, blocked.body as BusBlockAnswer);
        return { blocked: 201, booked: booked.status, paise: booked.body.totalPaise as number, agency: i % 3 === 2 };
      }),
    );
    expect(answers.every((answer) => answer.blocked === 201 || answer.blocked === 409)).toBe(true);
    const sold = answers.filter((answer) => answer.booked === 201);
    expect(sold).toHaveLength(3);
    const rows = await t.database.db
      .selectFrom('bus_seats')
      .select(['seat_no', 'status', 'booking_id'])
      .where('trip_id', '=', trip.id)
      .execute();
    expect(rows.map((row) => row.seat_no).sort()).toEqual([...three].sort());
    expect(rows.every((row) => row.status === 'SOLD' && row.booking_id !== null)).toBe(true);
    const after = await balances();
    const spent = (agency: boolean) =>
      sold.filter((answer) => Boolean(answer.agency) === agency).reduce((sum, answer) => sum + answer.paise, 0);
    expect(after).toEqual([(before[0] ?? 0) - spent(false), (before[1] ?? 0) - spent(true)]);
    await assertLedgerConsistent(t.database.db);
  });

  it('one block booked twenty times at once: one booking, one debit', async () => {
    const { trip, free } = await tripAndFreeSeats(17);
    const block = expectStatus(await agent(0).post('/buses/blocks', blockBody(trip, free.slice(0, 2))), 201)
      .body as BusBlockAnswer;
    const before = await balances();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => bookBlock(agent(i % 2), block)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
    expect((await balances())[0]).toBe((before[0] ?? 0) - block.price.totalPaise);
  });

  it('a block lapsing while it is booked and others block its seats: one outcome, never both', async () => {
    for (let round = 0; round < 6; round += 1) {
      const { trip, free } = await tripAndFreeSeats(18 + round);
      const seats = free.slice(0, 2);
      const block = expectStatus(await agent(0).post('/buses/blocks', blockBody(trip, seats)), 201)
        .body as BusBlockAnswer;
      // The block lapses in a few milliseconds, as the booking and the other agency's blocks arrive.
      const lapse = new Date(Date.now() + 15 + round * 10);
      await t.database.db
        .updateTable('bus_blocks')
        .set({ expires_at: lapse })
        .where('id', '=', block.blockId)
        .execute();
      await t.database.db
        .updateTable('bus_seats')
        .set({ expires_at: lapse })
        .where('block_id', '=', block.blockId)
        .execute();
      const rivals = Array.from({ length: 8 }, (_, i) =>
        new Promise((resolve) => setTimeout(resolve, i * 5)).then(() =>
          agent(2).post('/buses/blocks', blockBody(trip, seats)),
        ),
      );
      const [booked, ...others] = await Promise.all([bookBlock(agent(0), block), ...rivals]);
      const rivalsWon = others.filter((answer) => answer.status === 201);
      const rows = await t.database.db
        .selectFrom('bus_seats')
        .select(['status', 'booking_id', 'block_id'])
        .where('trip_id', '=', trip.id)
        .execute();
      if (booked.status === 201) {
        expect(rivalsWon).toHaveLength(0);
        expect(rows.every((row) => row.status === 'SOLD' && row.booking_id === booked.body.id)).toBe(true);
      } else {
        expect(booked.status).toBe(409);
        expect(rivalsWon.length).toBeLessThanOrEqual(1);
        expect(rows.every((row) => row.status === 'HELD')).toBe(true);
        if (rivalsWon.length === 1) expect(rows.every((row) => row.block_id === rivalsWon[0]?.body.blockId)).toBe(true);
      }
    }
    await assertLedgerConsistent(t.database.db);
  });
});
