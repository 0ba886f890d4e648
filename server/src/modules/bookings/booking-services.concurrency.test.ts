import type { ServiceOptions } from '@tripsetu/domain/booking-api.ts';
import { BOOKING_MSG } from '@tripsetu/domain/flight-booking.ts';
import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { type AgentClient, approvedAgency, DEMO, registrationForm, signedInClient } from '../../test/agent-client.ts';
import { bookingFor, flightSearch, quoteFor } from '../../test/flight-booking-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { assertLedgerConsistent, depositAndApprove, expectStatus, withKey } from '../../test/wallet-fixtures.ts';

/**
 * One seat wanted by many bookings at once after they were made is given once (issue 21, decision 025),
 * on PostgreSQL only: the `server-pg-concurrency` project.
 */

let t: TestApp;
let owner: AgentClient;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('The concurrency proofs need PostgreSQL: set DATABASE_URL.');
  t = await createTestApp();
  expect(t.database.kind).toBe('postgres');
  await seedDemoAccounts(t.services);
  const admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
  const agency = await approvedAgency(t, admin, registrationForm({ companyName: 'Seat Race Travels' }));
  owner = await signedInClient(t.app, agency.form.email, agency.password);
  await depositAndApprove(owner, admin, '300000');
});
afterAll(() => t?.close());
afterEach(() => assertLedgerConsistent(t.database.db));

const balance = async () => expectStatus(await owner.get('/wallet'), 200).body.mainBalancePaise as number;

describe('one seat, many bookings adding it at once', () => {
  it('ten bookings on one flight each ask for the same seat: one gets it, the others are told it is taken', async () => {
    const search = flightSearch({}, 75);
    const flight = (await quoteFor(owner, search)).quote.legs[0]?.itinerary.id;
    const bookings: FlightBooking[] = [];
    for (const [index, name] of [
      'Anand',
      'Bhavna',
      'Chitra',
      'Dev',
      'Esha',
      'Farhan',
      'Gauri',
      'Hari',
      'Ira',
      'Jai',
    ].entries()) {
      // Each booking on the same flight, priced again as the seats sell.
      const body = bookingFor(await quoteFor(owner, search, (itinerary) => itinerary.id === flight));
      body.travellers = body.travellers.map((traveller) => ({
        ...traveller,
        firstName: name,
        lastName: `Seatrace${'abcdefghij'[index]}`,
      }));
      bookings.push(expectStatus(await owner.post('/flights/bookings', body, withKey()), 201).body as FlightBooking);
    }
    const options = expectStatus(await owner.get(`/bookings/${bookings[0]?.id}/services/options`), 200)
      .body as ServiceOptions;
    const seat = options.seatMaps[0]?.rows
      .flatMap((row) => row.seats)
      .find((entry) => entry.available && !entry.exitRow && entry.pricePaise > 0);
    const wallet = await balance();
    const items = [{ traveller: 0, legIndex: 0, segmentIndex: 0, kind: 'SEAT', code: seat?.seatNo }];
    const answers = await Promise.all(
      bookings.map((booking) => owner.post(`/bookings/${booking.id}/services`, { items }, withKey())),
    );
    const won = answers.filter((answer) => answer.status === 201);
    expect(won).toHaveLength(1);
    for (const answer of answers.filter((candidate) => candidate.status !== 201)) {
      expect(answer.status).toBe(409);
      expect(answer.body.error.message).toBe(BOOKING_MSG.seatTaken);
    }
    const assigned = await t.database.db
      .selectFrom('flight_seat_assignments')
      .select('booking_id')
      .where('seat_no', '=', seat?.seatNo as string)
      .where(
        'booking_id',
        'in',
        bookings.map((booking) => booking.id),
      )
      .execute();
    expect(assigned).toHaveLength(1);
    expect(await balance()).toBe(wallet - (won[0]?.body.amountPaise as number));
  });
});
