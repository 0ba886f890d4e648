import type { BusTrip } from '@tripsetu/domain/bus-search.ts';
import { type BusSearchWire, expandBusSearch } from '@tripsetu/domain/bus-wire.ts';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { type AgentClient, DEMO, signedInClient } from '../../test/agent-client.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { expectStatus } from '../../test/wallet-fixtures.ts';
import type { BusTripSeats } from './supplier.ts';

/** Agents racing for the same bus seats, on PostgreSQL only (the `server-pg-concurrency` project). */

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
});
afterAll(() => t?.close());

const agent = (i: number) => agents[i % agents.length] as AgentClient;

async function tripAndFreeSeats(days: number) {
  const answer = expandBusSearch(
    expectStatus(
      await agent(0).post('/buses/search', { from: 'MAA', to: 'CJB', date: addDays(todayInIndia(), days) }),
      200,
    ).body as BusSearchWire,
  );
  const trip = answer.trips[0] as BusTrip;
  const seats = expectStatus(await agent(0).get(`/buses/trips/${encodeURIComponent(trip.id)}/seats`), 200)
    .body as BusTripSeats;
  return { trip, free: seats.seats.filter((seat) => seat.available && !seat.ladies).map((seat) => seat.seatNo) };
}

const blockBody = (trip: BusTrip, seatNos: string[]) => ({
  tripId: trip.id,
  seats: seatNos.map((seatNo) => ({ seatNo, name: 'Racing Traveller', age: 40, gender: 'M' })),
  boardingPointId: trip.boardingPoints[0]?.id ?? '',
  droppingPointId: trip.droppingPoints[0]?.id ?? '',
  contact: { email: 'race@example.in', mobile: '9876543210' },
});

describe('bus seats blocked at once (PostgreSQL)', () => {
  it('fifty agents racing for three seats, one seat each: exactly three keep one, each seat once', async () => {
    const { trip, free } = await tripAndFreeSeats(12);
    const three = free.slice(0, 3);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => agent(i).post('/buses/blocks', blockBody(trip, [three[i % 3] as string]))),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
    const rows = await t.database.db.selectFrom('bus_seats').select('seat_no').where('trip_id', '=', trip.id).execute();
    expect(rows.map((row) => row.seat_no).sort()).toEqual([...three].sort());
  });

  it('twenty blocks of the same two seats: one keeps both, no block keeps only one', async () => {
    const { trip, free } = await tripAndFreeSeats(13);
    const pair = free.slice(0, 2);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => agent(i).post('/buses/blocks', blockBody(trip, pair))),
    );
    const won = answers.filter((answer) => answer.status === 201);
    expect(won).toHaveLength(1);
    const rows = await t.database.db
      .selectFrom('bus_seats')
      .select(['seat_no', 'block_id'])
      .where('trip_id', '=', trip.id)
      .execute();
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((row) => row.block_id))).toEqual(new Set([won[0]?.body.blockId]));
  });
});
