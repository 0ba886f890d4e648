import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { PLATFORM_MARKUP_MSG, type PlatformMarkupBody } from '@tripsetu/domain/platform-markups.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { type AgentClient, DEMO, signedInClient } from '../../test/agent-client.ts';
import { bookingFor, flightSearch, quoteFor } from '../../test/flight-booking-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { assertLedgerConsistent, depositAndApprove, expectStatus, withKey } from '../../test/wallet-fixtures.ts';

/** TripSetu markups under racing additions and bookings, on PostgreSQL only (decision 040). */

let t: TestApp;
let owner: AgentClient;
let admin: AgentClient;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('The concurrency proofs need PostgreSQL: set DATABASE_URL.');
  t = await createTestApp();
  expect(t.database.kind).toBe('postgres');
  await seedDemoAccounts(t.services);
  owner = await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
  admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
  await depositAndApprove(owner, admin, '500000');
});
afterAll(() => t?.close());

const body: PlatformMarkupBody = {
  product: 'FLIGHT',
  carrier: '6E',
  sector: null,
  kind: 'FLAT',
  value: 60_00,
  agencyId: null,
  agencyGroupId: null,
};
const line = (lines: readonly { code: string; amountPaise: number }[], code: string) =>
  lines.find((entry) => entry.code === code)?.amountPaise ?? 0;

describe('TripSetu markups under concurrent requests', () => {
  it('eight identical additions at once keep exactly one; the others are refused by their field', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => admin.post('/admin/platform-markups', body)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 422);
    expect(refused).toHaveLength(7);
    for (const answer of refused) expect(answer.body.error.fields.product).toBe(PLATFORM_MARKUP_MSG.duplicate);
    const live = await t.database.db
      .selectFrom('platform_markups')
      .selectAll()
      .where('deleted_at', 'is', null)
      .execute();
    expect(live).toHaveLength(1);
  });

  it('bookings racing each other each pay the markup once; the wallet moves by exactly what they cost', async () => {
    const before = (await owner.get('/wallet')).body.mainBalancePaise as number;
    const quotes = [];
    for (let days = 40; days < 46; days++) {
      quotes.push(await quoteFor(owner, flightSearch({}, days), (it) => it.carriers[0] === '6E' && it.stops === 0));
    }
    const answers = await Promise.all(
      quotes.map((quoted) => owner.post('/flights/bookings', bookingFor(quoted), withKey())),
    );
    const booked = answers.map((answer) => expectStatus(answer, 201).body as FlightBooking);
    for (const booking of booked) {
      expect(line(booking.fare, 'PLATFORM_MARKUP')).toBe(60_00);
      expect(line(booking.fare, 'PLATFORM_MARKUP_GST')).toBe(10_80);
    }
    const paid = booked.reduce((sum, booking) => sum + booking.totalPaise, 0);
    expect((await owner.get('/wallet')).body.mainBalancePaise).toBe(before - paid);
    await assertLedgerConsistent(t.database.db);
  });
});
