import { todayInIndia } from '@tripsetu/domain/dates.ts';
import { BOOKING_MSG, BOOKING_MSG_DECIDED } from '@tripsetu/domain/flight-booking.ts';
import type { FlightBooking, TravellerBody } from '@tripsetu/domain/flight-booking-api.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { type AgentClient, approvedAgency, DEMO, registrationForm, signedInClient } from '../../test/agent-client.ts';
import { bookingFor, flightSearch, quoteFor } from '../../test/flight-booking-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { assertLedgerConsistent, depositAndApprove, expectStatus, withKey } from '../../test/wallet-fixtures.ts';
import { cabinCapacity, presoldSeats } from '../flights/inventory-supplier.ts';

/**
 * Seats and money under concurrent bookings, on PostgreSQL only (PGlite is one connection and proves
 * nothing here): the `server-pg-concurrency` project, run when DATABASE_URL is set.
 */

let t: TestApp;
let admin: AgentClient;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('The concurrency proofs need PostgreSQL: set DATABASE_URL.');
  t = await createTestApp();
  expect(t.database.kind).toBe('postgres');
  await seedDemoAccounts(t.services);
  admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
});
afterAll(() => t?.close());
afterEach(() => assertLedgerConsistent(t.database.db));

async function fundedAgency(companyName: string, rupees: string) {
  const agency = await approvedAgency(t, admin, registrationForm({ companyName }));
  const owner = await signedInClient(t.app, agency.form.email, agency.password);
  await depositAndApprove(owner, admin, rupees);
  return owner;
}
const balance = async (client: AgentClient) => expectStatus(await client.get('/wallet'), 200).body.mainBalancePaise;

/** The flight of a one-leg non-stop quote, and its seats sold here. */
async function flightOf(quoted: Awaited<ReturnType<typeof quoteFor>>) {
  const segment = quoted.quote.legs[0]?.itinerary.segments[0];
  if (!segment) throw new Error('no segment');
  const schedule = await t.database.db
    .selectFrom('flight_schedules')
    .selectAll()
    .where('carrier', '=', segment.carrier)
    .where('flight_number', '=', Number(segment.flightNumber))
    .executeTakeFirstOrThrow();
  const sold = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('flight_inventory')
          .select('seats_sold')
          .where('schedule_id', '=', schedule.id)
          .where('flight_date', '=', segment.departureDate)
          .where('cabin', '=', 'ECONOMY')
          .executeTakeFirst()
      )?.seats_sold ?? 0,
    );
  return { schedule, date: segment.departureDate, sold };
}

/** A booking for a party of its own: distinct last names, so that no request repeats another's travellers. */
function partyOf<T extends { travellers: { lastName?: string }[] }>(body: T, index: number): T {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const tag = `${letters[Math.floor(index / 26) % 26]}${letters[index % 26]}`;
  for (const traveller of body.travellers) traveller.lastName = `${traveller.lastName ?? ''}${tag}`;
  return body;
}

describe('seats are never sold twice', () => {
  it('N seats left and 10N bookings at once: exactly N succeed, each paid once', async () => {
    const owner = await fundedAgency('Parallel Skies', '900000');
    const search = flightSearch({}, 25);
    const first = await quoteFor(owner, search);
    const flight = await flightOf(first);
    const capacity = cabinCapacity(flight.schedule.aircraft, 'ECONOMY');
    const presold = presoldSeats(flight.schedule.id, flight.date, 'ECONOMY', todayInIndia(), capacity);
    const N = 4;
    await t.database.db
      .insertInto('flight_inventory')
      .values({
        schedule_id: flight.schedule.id,
        flight_date: flight.date,
        cabin: 'ECONOMY',
        seats_sold: capacity - presold - N,
      })
      .onConflict((oc) =>
        oc.columns(['schedule_id', 'flight_date', 'cabin']).doUpdateSet({ seats_sold: capacity - presold - N }),
      )
      .execute();
    await t.services.flightBookings.load();
    const quoted = await quoteFor(owner, search, (it) => it.id === first.quote.legs[0]?.itinerary.id);
    expect(quoted.quote.legs[0]?.itinerary.fares[0]?.seatsLeft).toBe(N);
    const before = await balance(owner);

    const answers = await Promise.all(
      // Each a different party of travellers: the same names again would be a duplicate booking.
      Array.from({ length: 10 * N }, (_, index) =>
        owner.post('/flights/bookings', partyOf(bookingFor(quoted), index), withKey()),
      ),
    );
    const booked = answers.filter((answer) => answer.status === 201);
    expect(booked).toHaveLength(N);
    for (const refused of answers.filter((answer) => answer.status !== 201)) {
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe(BOOKING_MSG_DECIDED.seatsSoldOut);
    }
    expect(await flight.sold()).toBe(capacity - presold);
    const paid = booked.reduce((total, answer) => total + (answer.body as FlightBooking).totalPaise, 0);
    expect(await balance(owner)).toBe(before - paid);
    expect(new Set(booked.map((answer) => answer.body.transactionId)).size).toBe(N);
  });

  it('200 travellers racing for one seat: one gets it, nobody else pays', async () => {
    const owner = await fundedAgency('One Seat Travels', '2000000');
    const quoted = await quoteFor(owner, flightSearch({}, 26));
    const flight = await flightOf(quoted);
    const seat = quoted.quote.seatMaps[0]?.rows
      .flatMap((row) => row.seats)
      .find((candidate) => candidate.available && !candidate.exitRow);
    if (!seat) throw new Error('no free seat');
    const soldBefore = await flight.sold();
    const before = await balance(owner);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) => {
        const body = partyOf(bookingFor(quoted), index);
        (body.travellers[0] as TravellerBody).legs = [{ seats: [seat.seatNo], meals: [], baggage: [], services: [] }];
        return owner.post('/flights/bookings', body, withKey());
      }),
    );
    const booked = answers.filter((answer) => answer.status === 201);
    expect(booked).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 201)) {
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe(BOOKING_MSG.seatTaken);
    }
    expect(await flight.sold()).toBe(soldBefore + 1);
    const paid = (booked[0] as { body: FlightBooking }).body.totalPaise;
    expect(await balance(owner)).toBe(before - paid);
    const holders = await t.database.db
      .selectFrom('flight_seat_assignments')
      .selectAll()
      .where('schedule_id', '=', flight.schedule.id)
      .where('flight_date', '=', flight.date)
      .where('seat_no', '=', seat.seatNo)
      .execute();
    expect(holders).toHaveLength(1);
  });
});

describe('holds under races', () => {
  it('a hold past its limit, ticketed and expired at once: released once, never paid', async () => {
    const owner = await fundedAgency('Late Holders', '300000');
    const quoted = await quoteFor(owner, flightSearch({ adults: 2 }, 30));
    const flight = await flightOf(quoted);
    const soldBefore = await flight.sold();
    const before = await balance(owner);
    const held = expectStatus(
      await owner.post('/flights/bookings', bookingFor(quoted, { action: 'HOLD' }), withKey()),
      201,
    ).body as FlightBooking;
    expect(await flight.sold()).toBe(soldBefore + 2);
    await t.database.db
      .updateTable('bookings')
      .set({ hold_until: new Date(Date.now() - 1000) })
      .where('id', '=', held.id)
      .execute();
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => owner.post(`/flights/bookings/${held.id}/ticket`)),
      ...Array.from({ length: 5 }, () => t.services.flightBookings.expireHolds()),
    ]);
    const tickets = results.slice(0, 5) as { status: number; body: { error: { message: string } } }[];
    for (const answer of tickets) {
      expect(answer.status).toBe(409);
      expect([BOOKING_MSG_DECIDED.holdExpired, BOOKING_MSG_DECIDED.notOnHold]).toContain(answer.body.error.message);
    }
    expect((await owner.get(`/flights/bookings/${held.id}`)).body.status).toBe('RELEASED');
    expect(await flight.sold()).toBe(soldBefore);
    expect(await balance(owner)).toBe(before);
  });

  it('a live hold ticketed and released at once: one outcome, money and seats agree with it', async () => {
    const owner = await fundedAgency('Quick Hands Tours', '300000');
    const quoted = await quoteFor(owner, flightSearch({}, 31));
    const flight = await flightOf(quoted);
    const soldBefore = await flight.sold();
    const before = await balance(owner);
    const held = expectStatus(
      await owner.post('/flights/bookings', bookingFor(quoted, { action: 'HOLD' }), withKey()),
      201,
    ).body as FlightBooking;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        owner.post(`/flights/bookings/${held.id}/${i % 2 === 0 ? 'ticket' : 'release'}`),
      ),
    );
    const won = answers.filter((answer) => answer.status === 200);
    expect(won).toHaveLength(1);
    const final = (await owner.get(`/flights/bookings/${held.id}`)).body as FlightBooking;
    if (final.status === 'CONFIRMED') {
      expect(await balance(owner)).toBe(before - held.totalPaise);
      expect(await flight.sold()).toBe(soldBefore + 1);
    } else {
      expect(final.status).toBe('RELEASED');
      expect(await balance(owner)).toBe(before);
      expect(await flight.sold()).toBe(soldBefore);
    }
  });
});

describe("an agency's customer invoice numbers under races", () => {
  it('20 bookings and 5 hold ticketings at once: consecutive numbers in its own series, none twice or skipped', async () => {
    const owner = await fundedAgency('Numbered Trips', '3000000');
    // Each booking on a day of its own: seats sold move a flight's price, and a moved price is refused.
    const quotes = [];
    for (let day = 0; day < 25; day++) quotes.push(await quoteFor(owner, flightSearch({}, 40 + day)));
    const holds = [];
    for (const quoted of quotes.slice(20)) {
      const answer = await owner.post('/flights/bookings', bookingFor(quoted, { action: 'HOLD' }), withKey());
      holds.push(expectStatus(answer, 201).body as FlightBooking);
    }
    const answers = await Promise.all([
      ...quotes.slice(0, 20).map((quoted) => owner.post('/flights/bookings', bookingFor(quoted), withKey())),
      ...holds.map((held) => owner.post(`/flights/bookings/${held.id}/ticket`, {}, withKey())),
    ]);
    for (const answer of answers) expect([200, 201], JSON.stringify(answer.body)).toContain(answer.status);
    const numbers = answers.map((answer) => (answer.body as FlightBooking).customerInvoiceNo as string);
    const serials = numbers.map((no) => Number(no.split('/')[2])).sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: 25 }, (_, index) => index + 1));
  });
});
