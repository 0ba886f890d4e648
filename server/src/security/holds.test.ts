import {
  BOOKING_MSG_DECIDED,
  DOCUMENT_EMAILS_PER_BOOKING,
  DOCUMENT_EMAILS_PER_RECIPIENT,
  holdOverBalanceMessage,
  MAX_UNPAID_BOOKINGS_PER_TRAVELLER,
} from '@tripsetu/domain/flight-booking.ts';
import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../db/seed/demo-accounts.ts';
import {
  bookingFields,
  chooseFares,
  fareQuote,
  passDeadline,
  searchFields,
  signedInTraveller,
} from '../gateway/flight-booking.fixtures.ts';
import { type AgentClient, approvedAgency, DEMO, registrationForm, signedInClient } from '../test/agent-client.ts';
import { bookingFor, flightSearch, quoteFor } from '../test/flight-booking-fixtures.ts';
import { callGateway, createTestApp, type TestApp } from '../test/harness.ts';
import { depositAndApprove, expectStatus, withKey } from '../test/wallet-fixtures.ts';

/**
 * Issue 17, item 5: seats kept without money are bounded. An agency holds only what its wallet could
 * pay, a hold's time limit shortens as departure nears, and a traveller keeps few bookings unpaid.
 */

let t: TestApp;
let admin: AgentClient;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.services);
  admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
});
afterAll(() => t.close());

const HOUR = 3_600_000;

async function agencyWith(companyName: string, rupees: string | null) {
  const agency = await approvedAgency(t, admin, registrationForm({ companyName }));
  const owner = await signedInClient(t.app, agency.form.email, agency.password);
  if (rupees) await depositAndApprove(owner, admin, rupees);
  return owner;
}

async function count(table: 'flight_bookings' | 'flight_seat_assignments') {
  const row = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('an agency’s holds', () => {
  it('refuses a hold its wallet could not pay, with what is held and what is available, changing nothing', async () => {
    const owner = await agencyWith('Thin Wallet Travels', '2,636');
    const quoted = await quoteFor(owner, flightSearch({ cabin: 'BUSINESS', adults: 6 }, 21));
    const before = { bookings: await count('flight_bookings'), sold: await count('flight_seat_assignments') };
    const answer = await owner.post('/flights/bookings', bookingFor(quoted, { action: 'HOLD' }), withKey());
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toBe(holdOverBalanceMessage(heldOf(answer), 263_600));
    expect(heldOf(answer)).toBeGreaterThan(10 * 263_600);
    expect({ bookings: await count('flight_bookings'), sold: await count('flight_seat_assignments') }).toEqual(before);
  });

  it('counts every live hold against the wallet, and a released hold no longer', async () => {
    const owner = await agencyWith('Two Holds Travels', null);
    const search = flightSearch({}, 22);
    // Room for two holds of this fare and its charges, not three.
    const price = (await quoteFor(owner, search)).quote.fareTotalPaise;
    await depositAndApprove(owner, admin, ((price * 2.6) / 100).toFixed(2));
    // Quoted afresh each time: the seats a hold keeps can move the flight to its next fare, and a
    // stale quote would then be refused for its price before the hold limit is reached. The same party
    // held again on purpose (it is the wallet limit under test, not the duplicate warning).
    const hold = async () =>
      owner.post(
        '/flights/bookings',
        bookingFor(await quoteFor(owner, search), { action: 'HOLD', confirmDuplicate: true }),
        withKey(),
      );
    const first = expectStatus(await hold(), 201).body as FlightBooking;
    expectStatus(await hold(), 201);
    const third = await hold();
    expect(third.status).toBe(409);
    expect(third.body.error.message).toMatch(/^Holds are limited to what your wallet can pay/);
    expectStatus(await owner.post(`/flights/bookings/${first.id}/release`), 200);
    expectStatus(await hold(), 201);
  });

  it('gives a hold less time as departure nears: 24 hours three weeks out, 4 hours two days out', async () => {
    const owner = await agencyWith('Time Limit Travels', '5,00,000');
    for (const [days, hours] of [
      [21, 24],
      [2, 4],
    ] as const) {
      const quoted = await quoteFor(owner, flightSearch({}, days));
      const segment = quoted.quote.legs[0]?.itinerary.segments[0];
      const time = (segment?.departureTime ?? '').replace(/^(\d\d)(\d\d)$/, '$1:$2');
      const departure = Date.parse(`${segment?.departureDate}T${time}:00+05:30`);
      const started = Date.now();
      const held = expectStatus(
        await owner.post('/flights/bookings', bookingFor(quoted, { action: 'HOLD' }), withKey()),
        201,
      ).body as FlightBooking;
      const limit = Date.parse(held.holdUntil ?? '');
      const expected = Math.min(hours * HOUR, departure - 12 * HOUR - started);
      expect(Math.abs(limit - started - expected), `${days} days out`).toBeLessThan(60_000);
    }
  });
});

/** The held total a refusal names: the first amount in its message, in paise. */
function heldOf(answer: { body: { error: { message: string } } }): number {
  const amount = answer.body.error.message.match(/come to ₹([\d,]+(?:\.\d\d)?)/)?.[1] ?? '0';
  return Math.round(Number(amount.replaceAll(',', '')) * 100);
}

describe('a traveller’s unpaid bookings', () => {
  it('keeps at most two waiting for payment; one lapsing makes room for another', async () => {
    const traveller = await signedInTraveller(t, 501);
    const book = async (days: number) => {
      const chosen = await chooseFares(t, searchFields(days));
      return callGateway(t.app, bookingFields(traveller, chosen, await fareQuote(t, chosen)));
    };
    const started = [];
    for (let i = 0; i < MAX_UNPAID_BOOKINGS_PER_TRAVELLER; i++) {
      const answer = await book(40 + i);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      started.push(answer.body.Result.txid as string);
    }
    const before = await count('flight_seat_assignments');
    const refused = await book(45);
    expect(refused.status).toBe(409);
    expect(refused.body.ApiStatus.Message).toBe(BOOKING_MSG_DECIDED.tooManyUnpaid);
    expect(await count('flight_seat_assignments')).toBe(before);
    await passDeadline(t, started[0] as string);
    await t.services.flightBookings.expireHolds();
    expect((await book(46)).status).toBe(200);
  });
});

describe('e-mailing a booking’s documents (issue 17, item 8)', () => {
  it('mails one booking’s documents a limited number of times an hour, and one recipient too', async () => {
    const owner = await agencyWith('Mailing Travels', '5,00,000');
    const book = async (days: number) => {
      const quoted = await quoteFor(owner, flightSearch({}, days));
      return expectStatus(await owner.post('/flights/bookings', bookingFor(quoted), withKey()), 201)
        .body as FlightBooking;
    };
    const first = await book(24);
    const mail = (id: number, to: string) =>
      owner.post(`/flights/bookings/${id}/email`, { to, document: 'e-ticket', showFare: true });
    const statuses = [];
    for (let i = 0; i <= DOCUMENT_EMAILS_PER_BOOKING.max; i++)
      statuses.push((await mail(first.id, `c${i}@example.in`)).status);
    expect(statuses).toEqual([...Array(DOCUMENT_EMAILS_PER_BOOKING.max).fill(200), 429]);
    const refused = await mail(first.id, 'someone.else@example.in');
    expect(refused.body.error.message).toBe(BOOKING_MSG_DECIDED.tooManyEmails);

    const recipient = `one.inbox.${Date.now()}@example.in`;
    const perRecipient = [];
    for (let i = 0; i <= DOCUMENT_EMAILS_PER_RECIPIENT.max; i++) {
      const booking = await book(50 + i);
      perRecipient.push((await mail(booking.id, recipient)).status);
    }
    expect(perRecipient).toEqual([...Array(DOCUMENT_EMAILS_PER_RECIPIENT.max).fill(200), 429]);
  });
});
