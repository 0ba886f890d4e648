import type { FlightBooking, TravellerBody } from '@tripsetu/domain/flight-booking-api.ts';
import { CANCELLATION_MSG_DECIDED } from '@tripsetu/domain/flight-cancellation.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { type AgentClient, approvedAgency, DEMO, registrationForm, signedInClient } from '../../test/agent-client.ts';
import { bookingFor, flightSearch, quoteFor } from '../../test/flight-booking-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { assertLedgerConsistent, depositAndApprove, expectStatus, withKey } from '../../test/wallet-fixtures.ts';

/**
 * One cancellation sent many times at once refunds once (issue 21), on PostgreSQL only: the
 * `server-pg-concurrency` project, run when DATABASE_URL is set.
 */

let t: TestApp;
let owner: AgentClient;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('The concurrency proofs need PostgreSQL: set DATABASE_URL.');
  t = await createTestApp();
  expect(t.database.kind).toBe('postgres');
  await seedDemoAccounts(t.services);
  const admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
  const agency = await approvedAgency(t, admin, registrationForm({ companyName: 'Cancel Race Travels' }));
  owner = await signedInClient(t.app, agency.form.email, agency.password);
  await depositAndApprove(owner, admin, '300000');
});
afterAll(() => t?.close());
afterEach(() => assertLedgerConsistent(t.database.db));

const balance = async () => expectStatus(await owner.get('/wallet'), 200).body.mainBalancePaise as number;
const sold = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('flight_inventory')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('seats_sold'), eb.val('0')).as('n'))
        .executeTakeFirst()
    )?.n,
  );

async function twoAdults(days: number): Promise<FlightBooking> {
  const quoted = await quoteFor(owner, flightSearch({ adults: 2 }, days));
  return expectStatus(await owner.post('/flights/bookings', bookingFor(quoted), withKey()), 201).body as FlightBooking;
}

describe('one cancellation, many requests at once', () => {
  it('with a key each: one cancels and refunds, the others are told it is already done', async () => {
    const booking = await twoAdults(70);
    const selection = { travellers: [1], legs: [0] };
    const quote = expectStatus(await owner.post(`/bookings/${booking.id}/cancellation/quote`, selection), 200).body;
    const [wallet, seats] = [await balance(), await sold()];
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => owner.post(`/bookings/${booking.id}/cancellation`, selection, withKey())),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const answer of answers.filter((candidate) => candidate.status === 409)) {
      expect(answer.body.error.message).toBe(CANCELLATION_MSG_DECIDED.alreadyCancelled);
    }
    expect(await balance()).toBe(wallet + quote.totals.refundPaise);
    expect(await sold()).toBe(seats - (booking.legs[0]?.itinerary.segments.length ?? 0));
    const rows = await t.database.db
      .selectFrom('booking_cancellations')
      .select('id')
      .where('booking_id', '=', booking.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('with one key: every answer is the one cancellation, refunded once', async () => {
    const booking = await twoAdults(71);
    const selection = { travellers: [0], legs: [0] };
    const wallet = await balance();
    const key = withKey();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => owner.post(`/bookings/${booking.id}/cancellation`, selection, key)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const ids = new Set(answers.map((answer) => answer.body.id));
    expect(ids.size).toBe(1);
    const refund = answers[0]?.body.refundPaise as number;
    expect(refund).toBeGreaterThan(0);
    expect(await balance()).toBe(wallet + refund);
  });

  it('a seat given back by a cancellation is sold exactly once to the agents racing for it', async () => {
    const quoted = await quoteFor(owner, flightSearch({ adults: 2 }, 72));
    const seat = quoted.quote.seatMaps[0]?.rows
      .flatMap((row) => row.seats)
      .find((candidate) => candidate.available && !candidate.exitRow);
    if (!seat) throw new Error('no free seat');
    const body = bookingFor(quoted);
    (body.travellers[1] as TravellerBody).legs = [{ seats: [seat.seatNo], meals: [], baggage: [], services: [] }];
    const booking = expectStatus(await owner.post('/flights/bookings', body, withKey()), 201).body as FlightBooking;
    expectStatus(
      await owner.post(`/bookings/${booking.id}/cancellation`, { travellers: [1], legs: [0] }, withKey()),
      201,
    );
    const seats = await sold();

    const one = await quoteFor(owner, flightSearch({}, 72));
    const flightOf = (q: typeof quoted) =>
      q.quote.legs[0]?.itinerary.segments.map((f) => `${f.carrier}${f.flightNumber}`);
    expect(flightOf(one)).toEqual(flightOf(quoted));
    // Given back: the seat map shows it free again.
    expect(
      one.quote.seatMaps[0]?.rows.flatMap((row) => row.seats).find((free) => free.seatNo === seat.seatNo)?.available,
    ).toBe(true);
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => {
        const racer = bookingFor(one);
        const traveller = racer.travellers[0] as TravellerBody;
        traveller.lastName = `Racer${letters[index]}`;
        traveller.legs = [{ seats: [seat.seatNo], meals: [], baggage: [], services: [] }];
        return owner.post('/flights/bookings', racer, withKey());
      }),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    expect(await sold()).toBe(seats + 1);
    const holders = await t.database.db
      .selectFrom('flight_seat_assignments')
      .select('booking_id')
      .where('seat_no', '=', seat.seatNo)
      .where('flight_date', '=', booking.legs[0]?.date ?? '')
      .execute();
    expect(holders).toHaveLength(1);
  });
});
