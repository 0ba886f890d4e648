import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../db/seed/demo-accounts.ts';
import { type AgentClient, approvedAgency, DEMO, registrationForm, signedInClient } from '../test/agent-client.ts';
import { bookingFor, flightSearch, quoteFor } from '../test/flight-booking-fixtures.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { depositAndApprove, expectStatus, withKey } from '../test/wallet-fixtures.ts';

/** Issue 17, item 5, on PostgreSQL: holds racing each other never pass what the wallet could pay together. */

let t: TestApp;
let admin: AgentClient;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('The concurrency proofs need PostgreSQL: set DATABASE_URL.');
  t = await createTestApp();
  await seedDemoAccounts(t.services);
  admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
});
afterAll(() => t?.close());

describe('holds at once', () => {
  it('ten holds at once on ten flights: together they stay within balance plus credit', async () => {
    const agency = await approvedAgency(t, admin, registrationForm({ companyName: 'Racing Holds Travels' }));
    const owner = await signedInClient(t.app, agency.form.email, agency.password);
    const quotes: Awaited<ReturnType<typeof quoteFor>>[] = [];
    for (let day = 23; day < 33; day++) quotes.push(await quoteFor(owner, flightSearch({}, day)));
    const typical = quotes[0]?.quote.fareTotalPaise ?? 0;
    await depositAndApprove(owner, admin, ((typical * 2.5) / 100).toFixed(2));

    const answers = await Promise.all(
      quotes.map((quoted) => owner.post('/flights/bookings', bookingFor(quoted, { action: 'HOLD' }), withKey())),
    );
    const held = answers.filter((answer) => answer.status === 201).map((answer) => answer.body as FlightBooking);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(held.length).toBeGreaterThanOrEqual(1);
    expect(refused.length).toBeGreaterThanOrEqual(6);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.body.error.message).toMatch(/^Holds are limited to what your wallet can pay/);
    }
    const wallet = expectStatus(await owner.get('/wallet'), 200).body;
    const heldTotal = held.reduce((total, booking) => total + booking.totalPaise, 0);
    expect(heldTotal).toBeLessThanOrEqual(wallet.availablePaise);
  });
});
