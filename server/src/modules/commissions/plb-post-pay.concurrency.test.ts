import type { CommissionRule } from '@tripsetu/domain/commissions.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { type AgentClient, DEMO, signedInClient } from '../../test/agent-client.ts';
import { afterTravel, bookFlight, commissionRule, frozenPostPay } from '../../test/commission-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { assertLedgerConsistent, depositAndApprove, expectStatus } from '../../test/wallet-fixtures.ts';

/** PLB post pay credited once per booking even when the job runs many times at once, on PostgreSQL only. */

let t: TestApp;
let owner: AgentClient;
let otherOwner: AgentClient;
let admin: AgentClient;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('The concurrency proofs need PostgreSQL: set DATABASE_URL.');
  t = await createTestApp();
  expect(t.database.kind).toBe('postgres');
  await seedDemoAccounts(t.services);
  owner = await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
  otherOwner = await signedInClient(t.app, DEMO.ghumakkadOwner.userId, DEMO.ghumakkadOwner.password);
  admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
  await depositAndApprove(owner, admin, '500000');
  await depositAndApprove(otherOwner, admin, '500000');
});
afterAll(() => t?.close());

const balanceOf = async (client: AgentClient) => (await client.get('/wallet')).body.mainBalancePaise as number;

describe('PLB post pay under concurrent runs', () => {
  it('eight runs at once credit each travelled booking once, to the paisa', async () => {
    expectStatus(await admin.post('/admin/commission-rules', commissionRule()), 201).body as CommissionRule;
    const bookings = [];
    for (let i = 0; i < 3; i++) bookings.push(await bookFlight(owner, 30 + i), await bookFlight(otherOwner, 30 + i));
    const expected = new Map<string, number>();
    for (const [index, booking] of bookings.entries()) {
      const promised = await frozenPostPay(t, booking.id);
      expect(promised).toBeGreaterThan(0);
      const who = index % 2 === 0 ? 'owner' : 'other';
      expected.set(who, (expected.get(who) ?? 0) + promised - Math.round(promised * 0.02));
    }
    const before = { owner: await balanceOf(owner), other: await balanceOf(otherOwner) };

    const runs = await Promise.all(Array.from({ length: 8 }, () => t.services.plbPostPay.runOnce(afterTravel(33))));
    const credited = runs.reduce((sum, run) => sum + run.creditedPaise, 0);
    expect(credited).toBe((expected.get('owner') ?? 0) + (expected.get('other') ?? 0));
    expect(await balanceOf(owner)).toBe(before.owner + (expected.get('owner') ?? 0));
    expect(await balanceOf(otherOwner)).toBe(before.other + (expected.get('other') ?? 0));

    const rows = await t.database.db
      .selectFrom('plb_post_payments')
      .select(['booking_id', 'wallet_document_no'])
      .where(
        'booking_id',
        'in',
        bookings.map((booking) => booking.id),
      )
      .execute();
    expect(rows).toHaveLength(6);
    const movements = await t.database.db
      .selectFrom('journal_transactions')
      .select('document_no')
      .where('narration', 'like', 'PLB post pay on %')
      .execute();
    expect(movements).toHaveLength(6);
    await assertLedgerConsistent(t.database.db);
  });
});
