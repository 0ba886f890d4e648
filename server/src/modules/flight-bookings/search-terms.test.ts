import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { type AgentClient, DEMO, signedInClient } from '../../test/agent-client.ts';
import { bookingFor, flightSearch, quoteFor } from '../../test/flight-booking-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { depositAndApprove, expectStatus, withKey } from '../../test/wallet-fixtures.ts';
import { searchTermsOf } from './search-terms.ts';

let t: TestApp;
let owner: AgentClient;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.services);
  owner = await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
  const admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
  await depositAndApprove(owner, admin, '100000');
});
afterAll(() => t.close());

const termsOf = async (bookingId: number) =>
  (
    await t.database.db
      .selectFrom('flight_booking_terms')
      .select('term')
      .where('booking_id', '=', bookingId)
      .orderBy('term')
      .execute()
  ).map((row) => row.term);

describe('the words a flight booking is found by', () => {
  it('are each traveller’s names and ticket numbers, the same whether written on booking or by the migration', async () => {
    const quoted = await quoteFor(owner, flightSearch({ adults: 2 }, 88));
    const body = bookingFor(quoted);
    (body.travellers[0] as { lastName: string }).lastName = "D'Souza-Pinto";
    const booking = expectStatus(await owner.post('/flights/bookings', body, withKey()), 201).body as FlightBooking;
    const written = await termsOf(booking.id);
    expect(written).toEqual([...searchTermsOf(booking.travellers)].sort());
    expect(written).toEqual(
      expect.arrayContaining(["d'souza", 'pinto', booking.travellers[0]?.tickets[0]?.number.toLowerCase()]),
    );

    // The migration's backfill, for bookings made before it, gives the same words.
    const migration = readFileSync(
      path.join(import.meta.dirname, '../../db/migrations/021_flight_search_terms.sql'),
      'utf8',
    );
    const backfill = migration.slice(
      migration.indexOf('insert into flight_booking_terms'),
      migration.indexOf(';', migration.indexOf('insert into flight_booking_terms')),
    );
    await t.database.db.deleteFrom('flight_booking_terms').where('booking_id', '=', booking.id).execute();
    await sql.raw(`${backfill} on conflict do nothing`).execute(t.database.db);
    expect(await termsOf(booking.id)).toEqual(written);
  });
});
