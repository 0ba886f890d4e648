import type { CommissionRule } from '@tripsetu/domain/commissions.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { type AgentClient, DEMO, signedInClient } from '../../test/agent-client.ts';
import { afterTravel, bookFlight, commissionRule, frozenPostPay } from '../../test/commission-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { assertLedgerConsistent, depositAndApprove, expectStatus, withKey } from '../../test/wallet-fixtures.ts';

let t: TestApp;
let owner: AgentClient;
let admin: AgentClient;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.services);
  owner = await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
  admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
  await depositAndApprove(owner, admin, '300000');
});
afterAll(() => t.close());

const balance = async () => (await owner.get('/wallet')).body.mainBalancePaise as number;

describe('PLB post pay after travel', () => {
  it('credits the frozen PLB post pay once after travel, less TDS at 2 %; nothing before travel', async () => {
    const rule = expectStatus(await admin.post('/admin/commission-rules', commissionRule()), 201)
      .body as CommissionRule;
    const booking = await bookFlight(owner, 30);
    const promised = await frozenPostPay(t, booking.id);
    expect(promised).toBeGreaterThan(0);

    // Before travel the job finds nothing of it.
    const early = await t.services.plbPostPay.runOnce(Date.now());
    expect(early.creditedPaise).toBe(0);

    const before = await balance();
    const run = await t.services.plbPostPay.runOnce(afterTravel(30));
    const tds = Math.round(promised * 0.02);
    expect(run.creditedPaise).toBe(promised - tds);
    expect(await balance()).toBe(before + promised - tds);
    const row = await t.database.db
      .selectFrom('plb_post_payments')
      .selectAll()
      .where('booking_id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ plb_paise: promised, tds_paise: tds, credited_paise: promised - tds });
    expect(row.wallet_document_no).toMatch(/^CN\d+/);

    // Run again: the booking is settled, nothing more is credited.
    const again = await t.services.plbPostPay.runOnce(afterTravel(31));
    expect(again.creditedPaise).toBe(0);
    expect(await balance()).toBe(before + promised - tds);
    const movement = await t.database.db
      .selectFrom('journal_transactions')
      .select(['kind', 'narration'])
      .where('document_no', '=', row.wallet_document_no as string)
      .executeTakeFirstOrThrow();
    expect(movement.kind).toBe('CREDIT_NOTE');
    expect(movement.narration).toContain(`PLB post pay on ${booking.transactionId}`);
    expectStatus(await admin.request('DELETE', `/admin/commission-rules/${rule.id}`), 204);
    await assertLedgerConsistent(t.database.db);
  });

  it('a cancelled booking earns no post pay; a booking without one is settled at zero', async () => {
    const rule = expectStatus(await admin.post('/admin/commission-rules', commissionRule()), 201)
      .body as CommissionRule;
    const cancelled = await bookFlight(owner, 40);
    const cancel = await owner.post(
      `/bookings/${cancelled.id}/cancellation`,
      { travellers: cancelled.travellers.map((_, index) => index), legs: [0] },
      withKey(),
    );
    expectStatus(cancel, 201);
    expectStatus(await admin.request('DELETE', `/admin/commission-rules/${rule.id}`), 204);
    const plain = await bookFlight(owner, 40);
    expect(await frozenPostPay(t, plain.id)).toBe(0);

    const before = await balance();
    await t.services.plbPostPay.runOnce(afterTravel(40));
    expect(await balance()).toBe(before);
    const rows = await t.database.db
      .selectFrom('plb_post_payments')
      .select(['booking_id', 'credited_paise'])
      .where('booking_id', 'in', [cancelled.id, plain.id])
      .execute();
    expect(rows.map((row) => [Number(row.booking_id), Number(row.credited_paise)])).toEqual([[plain.id, 0]]);
    await assertLedgerConsistent(t.database.db);
  });
});
