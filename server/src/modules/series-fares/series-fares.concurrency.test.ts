import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { type AgentClient, DEMO, signedInClient } from '../../test/agent-client.ts';
import { bookingFor } from '../../test/flight-booking-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { addBlock, blockRow, dayOut, directFlight, seriesBlock, seriesQuote } from '../../test/series-fixtures.ts';
import { assertLedgerConsistent, depositAndApprove, withKey } from '../../test/wallet-fixtures.ts';

/** Agencies racing for a series fare block's last seats, on PostgreSQL only (the `server-pg-concurrency` project). */

let t: TestApp;
let agents: AgentClient[];
let admin: AgentClient;

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
  admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
  await depositAndApprove(agents[0] as AgentClient, admin, '300000');
  await depositAndApprove(agents[2] as AgentClient, admin, '300000');
});
afterAll(() => t?.close());

const agent = (i: number) => agents[i % agents.length] as AgentClient;
const balanceOf = async (client: AgentClient) => (await client.get('/wallet')).body.mainBalancePaise as number;

describe('series fares at once (PostgreSQL)', () => {
  it('thirty bookings racing for a block’s last three seats: three sold, the block never past its seats, paid once each', async () => {
    const { flight } = await directFlight(agent(0), 36);
    const block = await addBlock(admin, seriesBlock(flight, dayOut(36), { seats: 3 }));
    // Every agent quoted while all three seats were free: the block's lock alone decides who gets them.
    const quoted = await seriesQuote(agent(0), 36, flight, 1);
    const before = await Promise.all([balanceOf(agent(0)), balanceOf(agent(2))]);
    const answers = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const body = bookingFor(quoted, { confirmDuplicate: true });
        const answer = await agent(i).post('/flights/bookings', body, withKey());
        return { i, status: answer.status, booking: answer.body as FlightBooking };
      }),
    );
    expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
    const sold = answers.filter((answer) => answer.status === 201);
    expect(sold).toHaveLength(3);
    expect((await blockRow(t, block.id)).seats_sold).toBe(3);
    const segments = await t.database.db
      .selectFrom('flight_booking_segments')
      .select(['booking_id', 'seats'])
      .where('series_block_id', '=', block.id)
      .execute();
    expect(segments.reduce((sum, row) => sum + row.seats, 0)).toBe(3);
    // Skyways (agents 0 and 1) and Ghumakkad (agent 2) paid for exactly what they got.
    const paid = (agency: number[]) =>
      sold
        .filter((answer) => agency.includes(answer.i % 3))
        .reduce((sum, answer) => sum + answer.booking.totalPaise, 0);
    expect(await balanceOf(agent(0))).toBe((before[0] as number) - paid([0, 1]));
    expect(await balanceOf(agent(2))).toBe((before[1] as number) - paid([2]));
    await assertLedgerConsistent(t.database.db);
  });

  it('cancellations and new bookings at once keep the block’s count true', async () => {
    const { flight } = await directFlight(agent(0), 37);
    const block = await addBlock(admin, seriesBlock(flight, dayOut(37), { seats: 4 }));
    const quoted = await seriesQuote(agent(0), 37, flight, 1);
    const first = await Promise.all(
      [0, 1, 2, 3].map((i) =>
        agent(i).post('/flights/bookings', bookingFor(quoted, { confirmDuplicate: true }), withKey()),
      ),
    );
    expect(first.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    // Two cancel while ten try to book: at most the two seats given back sell again.
    const racing = await Promise.all([
      ...first
        .slice(0, 2)
        .map((answer, i) =>
          agent(i).post(`/bookings/${answer.body.id}/cancellation`, { travellers: [0], legs: [0] }, withKey()),
        ),
      ...Array.from({ length: 10 }, (_, i) =>
        agent(i).post('/flights/bookings', bookingFor(quoted, { confirmDuplicate: true }), withKey()),
      ),
    ]);
    expect(racing.slice(0, 2).map((answer) => answer.status)).toEqual([201, 201]);
    const rebooked = racing.slice(2).filter((answer) => answer.status === 201).length;
    expect(racing.slice(2).every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
    expect(rebooked).toBeLessThanOrEqual(2);
    expect((await blockRow(t, block.id)).seats_sold).toBe(2 + rebooked);
    await assertLedgerConsistent(t.database.db);
  });
});
