import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import type { TravellerBody } from '@tripsetu/domain/flight-booking-api.ts';
import {
  instantToIndiaLocal,
  OFFLINE_MSG,
  type OfflineFlightOptions,
  type OfflineRequestRow,
} from '@tripsetu/domain/offline-requests.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { type AgentClient, DEMO, signedInClient } from '../../test/agent-client.ts';
import { traveller } from '../../test/flight-booking-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { assertLedgerConsistent, depositAndApprove, expectStatus } from '../../test/wallet-fixtures.ts';

/**
 * One offline quote accepted by twenty requests at once makes one booking and sells its seats once
 * (issue 21, decision 028), on PostgreSQL: the `server-pg-concurrency` project.
 */

let t: TestApp;
let owner: AgentClient;
let staff: AgentClient;
let admin: AgentClient;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('The concurrency proofs need PostgreSQL: set DATABASE_URL.');
  t = await createTestApp();
  expect(t.database.kind).toBe('postgres');
  await seedDemoAccounts(t.services);
  owner = await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
  staff = await signedInClient(t.app, DEMO.skywaysStaff.userId, DEMO.skywaysStaff.password);
  admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
  await depositAndApprove(owner, admin, '300000');
});
afterAll(() => t?.close());

const sold = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('flight_inventory')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('seats_sold'), eb.val('0')).as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('one offline quote, many acceptances at once', () => {
  it('twenty acceptances of the same quote give exactly one booking on hold; the rest are told it is booked', async () => {
    const departDate = addDays(todayInIndia(), 33);
    const request = expectStatus(
      await owner.post('/offline-requests', {
        requestType: 'GROUP',
        tripType: 'ROUND_TRIP',
        from: 'BLR',
        to: 'DEL',
        departDate,
        returnDate: addDays(departDate, 4),
        cabin: 'ECONOMY',
        adults: 14,
        children: 0,
        infants: 0,
      }),
      201,
    ).body as OfflineRequestRow;
    const options = expectStatus(await admin.get(`/admin/offline-requests/${request.id}/flights`), 200)
      .body as OfflineFlightOptions;
    expectStatus(
      await admin.post(`/admin/offline-requests/${request.id}/quote`, {
        fareIds: options.journeys.map((journey) => journey.options[0]?.fareId ?? ''),
        adultFare: '11800',
        validUntil: instantToIndiaLocal(Date.now() + 86_400_000),
      }),
      200,
    );
    const travellers: TravellerBody[] = Array.from({ length: 14 }, (_, index) => ({
      ...traveller('ADT', index, departDate),
      firstName: `Racer${'abcdefghijklmn'[index]}`,
    }));
    const contact = { email: 'groups@skyways.in', alternateEmail: '', countryCode: '+91', mobile: '9876543210' };
    const soldBefore = await sold();

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        (index % 2 === 0 ? owner : staff).post(`/offline-requests/${request.id}/accept`, { travellers, contact }),
      ),
    );

    const made = answers.filter((answer) => answer.status === 201);
    expect(made, JSON.stringify(answers.map((answer) => answer.body)).slice(0, 800)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => answer.status)).toEqual(Array(19).fill(409));
    for (const answer of refused) expect(answer.body.error.message).toBe(OFFLINE_MSG.alreadyBooked);
    const bookings = await t.database.db
      .selectFrom('bookings')
      .select(['id', 'status'])
      .where('agency_id', 'is not', null)
      .where('status', '=', 'ON_HOLD')
      .execute();
    expect(bookings.map((row) => row.id)).toEqual([made[0]?.body.id]);
    // Fourteen seats on each of the two journeys' flights, sold once.
    const segments = await t.database.db
      .selectFrom('flight_booking_segments')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('booking_id', '=', made[0]?.body.id)
      .executeTakeFirstOrThrow();
    expect(await sold()).toBe(soldBefore + 14 * Number(segments.n));
    const row = expectStatus(await owner.get(`/offline-requests/${request.id}`), 200).body as OfflineRequestRow;
    expect(row.booking?.id).toBe(made[0]?.body.id);
    await assertLedgerConsistent(t.database.db);
  });
});
