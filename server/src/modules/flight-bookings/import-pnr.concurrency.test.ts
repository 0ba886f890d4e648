import { todayInIndia } from '@tripsetu/domain/dates.ts';
import { IMPORT_PNR_MSG } from '@tripsetu/domain/import-pnr.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AIRLINE_PNRS, demoPnrRequest } from '../../db/seed/airline-pnrs.ts';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { type AgentClient, DEMO, signedInClient } from '../../test/agent-client.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

/**
 * One airline PNR imported by many requests at once, from two agencies, becomes one booking
 * (issue 21, decision 026), on PostgreSQL: the `server-pg-concurrency` project. import-pnr.test.ts
 * races the same on PGlite.
 */

let t: TestApp;
let owners: AgentClient[];

beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('The concurrency proofs need PostgreSQL: set DATABASE_URL.');
  t = await createTestApp();
  expect(t.database.kind).toBe('postgres');
  await seedDemoAccounts(t.services);
  owners = [
    await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password),
    await signedInClient(t.app, DEMO.skywaysStaff.userId, DEMO.skywaysStaff.password),
    await signedInClient(t.app, DEMO.ghumakkadOwner.userId, DEMO.ghumakkadOwner.password),
  ];
});
afterAll(() => t?.close());

describe('one airline PNR, many imports at once', () => {
  it('twenty imports of the same PNR give exactly one booking; the rest are told it is already imported', async () => {
    const demo = DEMO_AIRLINE_PNRS[1] as (typeof DEMO_AIRLINE_PNRS)[number];
    const created = await t.services.airlinePnrs.create({ ...demoPnrRequest(demo, todayInIndia()), pnr: 'RACE2P' });
    expect(created).not.toBeNull();
    const sold = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('flight_inventory')
            .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('seats_sold'), eb.val('0')).as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const soldBefore = await sold();

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        (owners[index % owners.length] as AgentClient).post('/flights/import-pnr', {
          pnr: 'race2p',
          lastName: index % 2 === 0 ? 'Iyer' : 'IYER',
        }),
      ),
    );

    const made = answers.filter((answer) => answer.status === 201);
    expect(made).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => answer.status)).toEqual(Array(19).fill(409));
    for (const answer of refused) {
      expect([IMPORT_PNR_MSG.alreadyYours, IMPORT_PNR_MSG.alreadyImported]).toContain(answer.body.error.message);
    }
    const bookings = await t.database.db
      .selectFrom('flight_booking_segments')
      .select('booking_id')
      .distinct()
      .where('pnr', '=', 'RACE2P')
      .execute();
    expect(bookings.map((row) => row.booking_id)).toEqual([made[0]?.body.id]);
    const row = await t.database.db
      .selectFrom('airline_pnrs')
      .selectAll()
      .where('pnr', '=', 'RACE2P')
      .executeTakeFirstOrThrow();
    expect(Number(row.imported_booking_id)).toBe(made[0]?.body.id);
    // The seats were the airline's and are the booking's now: none sold twice, none lost.
    expect(await sold()).toBe(soldBefore);
  });
});
