import { BOOKING_MSG_DECIDED } from '@tripsetu/domain/flight-booking.ts';
import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../db/seed/demo-accounts.ts';
import { type AgentClient, approvedAgency, DEMO, registrationForm, signedInClient } from '../test/agent-client.ts';
import { bookingFor, flightSearch, quoteFor } from '../test/flight-booking-fixtures.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { assertLedgerConsistent, depositAndApprove, expectStatus, withKey } from '../test/wallet-fixtures.ts';

/**
 * Issue 17, "kept honest": bookings racing at an agency's credit limit, on PostgreSQL (PGlite is one
 * connection and proves nothing here). What held when probed must keep holding.
 */

let t: TestApp;
let admin: AgentClient;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('The concurrency proofs need PostgreSQL: set DATABASE_URL.');
  t = await createTestApp();
  await seedDemoAccounts(t.services);
  admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
});
afterAll(() => t?.close());
afterEach(() => assertLedgerConsistent(t.database.db));

const rupees = (paise: number) => (paise / 100).toFixed(2);

describe('bookings at the credit limit', () => {
  it('lets through only what balance plus credit can pay, never a paisa more, refusing none that fits', async () => {
    const agency = await approvedAgency(t, admin, registrationForm({ companyName: 'Credit Edge Travels' }));
    const owner = await signedInClient(t.app, agency.form.email, agency.password);
    // Twelve flights on twelve days, so that one booking's sold seat does not move another's price.
    const quotes: Awaited<ReturnType<typeof quoteFor>>[] = [];
    for (let day = 27; day < 39; day++) quotes.push(await quoteFor(owner, flightSearch({}, day)));
    const typical = quotes[0]?.quote.fareTotalPaise ?? 0;
    // Room for about three and a half bookings: two and a half from the balance, one from credit.
    const deposit = Math.ceil(typical * 2.5);
    await depositAndApprove(owner, admin, rupees(deposit));
    const credit = typical;
    const limit = await admin.put(`/admin/agencies/${agency.agencyId}/credit-limit`, { creditLimit: rupees(credit) });
    expectStatus(limit, 200);

    const answers = await Promise.all(
      quotes.map((quoted) => owner.post('/flights/bookings', bookingFor(quoted), withKey())),
    );
    const booked = answers.filter((answer) => answer.status === 201);
    const refused = answers.flatMap((answer, i) => (answer.status === 201 ? [] : [{ answer, quoted: quotes[i] }]));
    expect(booked.length).toBeGreaterThanOrEqual(2);
    expect(refused.length).toBeGreaterThanOrEqual(6);
    for (const { answer } of refused) {
      expect(answer.status).toBe(409);
      expect(answer.body.error.message).toBe(BOOKING_MSG_DECIDED.insufficientBalance);
    }
    const paid = booked.reduce((total, answer) => total + (answer.body as FlightBooking).totalPaise, 0);
    const wallet = expectStatus(await owner.get('/wallet'), 200).body;
    expect(wallet.mainBalancePaise).toBe(deposit - paid);
    expect(wallet.availablePaise).toBeGreaterThanOrEqual(0);
    // What is left only shrank while they raced: a refused booking that fits now would have fitted then.
    // A booking costs its fare and the same per-booking charges on top (read off a booked one).
    const bookedIndex = answers.findIndex((answer) => answer.status === 201);
    const onTop =
      (booked[0] as { body: FlightBooking }).body.totalPaise - (quotes[bookedIndex]?.quote.fareTotalPaise ?? 0);
    for (const { quoted } of refused) {
      expect((quoted?.quote.fareTotalPaise ?? 0) + onTop).toBeGreaterThan(wallet.availablePaise);
    }
  });
});
