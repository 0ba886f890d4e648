import type { RescheduleOptions } from '@tripsetu/domain/booking-api.ts';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { RESCHEDULE_MSG_DECIDED } from '@tripsetu/domain/flight-reschedule.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { type AgentClient, approvedAgency, DEMO, registrationForm, signedInClient } from '../../test/agent-client.ts';
import { bookingFor, flightSearch, quoteFor } from '../../test/flight-booking-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { assertLedgerConsistent, depositAndApprove, expectStatus, withKey } from '../../test/wallet-fixtures.ts';

/**
 * One reschedule sent many times at once moves and debits once, and a cancellation racing it ends with
 * one outcome (issue 21, decision 024), on PostgreSQL only: the `server-pg-concurrency` project.
 */

let t: TestApp;
let owner: AgentClient;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('The concurrency proofs need PostgreSQL: set DATABASE_URL.');
  t = await createTestApp();
  expect(t.database.kind).toBe('postgres');
  await seedDemoAccounts(t.services);
  const admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
  const agency = await approvedAgency(t, admin, registrationForm({ companyName: 'Reschedule Race Travels' }));
  owner = await signedInClient(t.app, agency.form.email, agency.password);
  await depositAndApprove(owner, admin, '400000');
});
afterAll(() => t?.close());
afterEach(() => assertLedgerConsistent(t.database.db));

const day = (days: number) => addDays(todayInIndia(), days);
const balance = async () => expectStatus(await owner.get('/wallet'), 200).body.mainBalancePaise as number;
const soldOn = async (date: string) =>
  Number(
    (
      await t.database.db
        .selectFrom('flight_inventory')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('seats_sold'), eb.val('0')).as('n'))
        .where('flight_date', '=', date)
        .executeTakeFirst()
    )?.n,
  );
const reschedulesOf = async (bookingId: number) =>
  (await t.database.db.selectFrom('booking_reschedules').select('id').where('booking_id', '=', bookingId).execute())
    .length;

async function twoAdults(days: number, lastName: string): Promise<FlightBooking> {
  const quoted = await quoteFor(owner, flightSearch({ adults: 2 }, days));
  const body = bookingFor(quoted);
  body.travellers = body.travellers.map((traveller) => ({ ...traveller, lastName }));
  return expectStatus(await owner.post('/flights/bookings', body, withKey()), 201).body as FlightBooking;
}

/** A non-stop Saver fare of the booking's route on `date`, for `travellers`. */
async function saverOn(booking: FlightBooking, travellers: number[], date: string) {
  const options = expectStatus(
    await owner.get(`/bookings/${booking.id}/reschedule/options?travellers=${travellers.join(',')}&leg=0&date=${date}`),
    200,
  ).body as RescheduleOptions;
  const itinerary = options.leg.itineraries.find((it) => it.stops === 0 && it.fares.some((f) => f.family === 'Saver'));
  const fare = itinerary?.fares.find((f) => f.family === 'Saver');
  if (!fare) throw new Error(`no Saver fare on ${date}`);
  return { travellers, legs: [0], date, optionId: fare.id };
}

describe('one reschedule, many requests at once', () => {
  it('with a key each: one moves and debits, the others are told the traveller is no longer there', async () => {
    const booking = await twoAdults(60, 'Raceone');
    const choice = await saverOn(booking, [1], day(62));
    const [wallet, oldDay, newDay] = [await balance(), await soldOn(day(60)), await soldOn(day(62))];
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => owner.post(`/bookings/${booking.id}/reschedule`, choice, withKey())),
    );
    const moved = answers.filter((answer) => answer.status === 201);
    expect(moved).toHaveLength(1);
    for (const answer of answers.filter((candidate) => candidate.status !== 201)) {
      expect(answer.status).toBe(409);
      expect(answer.body.error.message).toBe(RESCHEDULE_MSG_DECIDED.alreadyMoved);
    }
    expect(await balance()).toBe(wallet - (moved[0]?.body.amountPaise as number));
    expect(await soldOn(day(60))).toBe(oldDay - 1);
    expect(await soldOn(day(62))).toBe(newDay + 1);
    expect(await reschedulesOf(booking.id)).toBe(1);
  });

  it('with one key: every answer is the one reschedule', async () => {
    const booking = await twoAdults(64, 'Racetwo');
    const choice = await saverOn(booking, [0], day(65));
    const wallet = await balance();
    const key = withKey();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => owner.post(`/bookings/${booking.id}/reschedule`, choice, key)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((answer) => answer.body.newBookingId)).size).toBe(1);
    expect(await balance()).toBe(wallet - (answers[0]?.body.amountPaise as number));
    expect(await reschedulesOf(booking.id)).toBe(1);
  });

  it('a cancellation and a reschedule of the same traveller racing: exactly one of them happens', async () => {
    const booking = await twoAdults(66, 'Racethree');
    const choice = await saverOn(booking, [0], day(67));
    const [wallet, oldDay] = [await balance(), await soldOn(day(66))];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        index % 2 === 0
          ? owner.post(`/bookings/${booking.id}/reschedule`, choice, withKey())
          : owner.post(`/bookings/${booking.id}/cancellation`, { travellers: [0], legs: [0] }, withKey()),
      ),
    );
    const done = answers.filter((answer) => answer.status === 201);
    expect(done).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(9);
    const won = done[0]?.body as { newBookingId?: number; amountPaise?: number; refundPaise?: number };
    const gone = await t.database.db
      .selectFrom('flight_cancelled_segments')
      .selectAll()
      .where('booking_id', '=', booking.id)
      .execute();
    expect(gone.length).toBe(booking.legs[0]?.itinerary.segments.length);
    expect(await soldOn(day(66))).toBe(oldDay - 1);
    if (won.newBookingId) expect(await balance()).toBe(wallet - (won.amountPaise as number));
    else expect(await balance()).toBe(wallet + (won.refundPaise as number));
  });

  it('two reschedules crossing between the same two days both complete (no deadlock)', async () => {
    const first = await twoAdults(68, 'Racefour');
    const second = await twoAdults(69, 'Racefive');
    const there = await saverOn(first, [0], day(69));
    const back = await saverOn(second, [0], day(68));
    const answers = await Promise.all([
      owner.post(`/bookings/${first.id}/reschedule`, there, withKey()),
      owner.post(`/bookings/${second.id}/reschedule`, back, withKey()),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
  });
});
