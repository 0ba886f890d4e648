import type { WalletDocumentList } from '@tripsetu/domain/wallet-api.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { type AgentClient, DEMO, signedInClient } from '../../test/agent-client.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { depositAndApprove, expectStatus, postNote } from '../../test/wallet-fixtures.ts';

let t: TestApp;
let owner: AgentClient;
let staff: AgentClient;
let other: AgentClient;
let admin: AgentClient;
let agencyId: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.services);
  owner = await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
  staff = await signedInClient(t.app, DEMO.skywaysStaff.userId, DEMO.skywaysStaff.password);
  other = await signedInClient(t.app, DEMO.ghumakkadOwner.userId, DEMO.ghumakkadOwner.password);
  admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
  const me = await t.database.db
    .selectFrom('agencies')
    .select('id')
    .where('company_name', '=', 'Skyways Travels')
    .executeTakeFirstOrThrow();
  agencyId = me.id;
});
afterAll(() => t.close());

const tab = async (client: AgentClient, name: string) =>
  expectStatus(await client.get(`/wallet/documents?tab=${name}`), 200).body as WalletDocumentList;

describe('Manage Bookings’ wallet tabs', () => {
  it('lists notes, transfers and top-up receipts apart, newest first, with what each did to the wallet', async () => {
    const deposit = await depositAndApprove(owner, admin, '12345');
    expectStatus(await postNote(admin, agencyId, 'CREDIT_NOTE', '500', 'Fare difference returned'), 201);
    expectStatus(await postNote(admin, agencyId, 'DEBIT_NOTE', '120', 'Courier charges'), 201);
    expectStatus(await postNote(admin, agencyId, 'FUND_TRANSFER', '1000', 'Incentive for October'), 201);
    expectStatus(await postNote(admin, agencyId, 'FUND_REVERSAL', '250', 'Incentive corrected'), 201);

    const notes = await tab(owner, 'NOTES');
    expect(notes.rows.map((row) => [row.kindLabel, row.amountPaise, row.narration])).toEqual([
      ['Debit note', -120_00, 'Courier charges'],
      ['Credit note', 500_00, 'Fare difference returned'],
    ]);
    const transfers = await tab(owner, 'TRANSFERS');
    expect(transfers.rows.map((row) => [row.kindLabel, row.amountPaise])).toEqual([
      ['Fund reversal', -250_00],
      ['Fund transfer', 1000_00],
    ]);
    const receipts = await tab(staff, 'RECEIPTS');
    expect(receipts.rows[0]).toMatchObject({
      kindLabel: 'Top-up receipt',
      amountPaise: 12345_00,
      receiptId: deposit.id,
    });
    expect(receipts.total).toBe(receipts.rows.length);

    // Another agency sees none of them; the back office has its own views of every agency's.
    expect((await tab(other, 'NOTES')).rows).toEqual([]);
    expectStatus(await admin.get('/wallet/documents?tab=NOTES'), 403);
  });

  it('an odd tab or page is refused with 4xx, never 5xx', async () => {
    for (const query of ['tab=LOANS', 'page=0', 'page=x', `tab=${'N'.repeat(300)}`]) {
      const answer = await owner.get(`/wallet/documents?${query}`);
      expect(answer.status, query).toBeGreaterThanOrEqual(400);
      expect(answer.status, query).toBeLessThan(500);
    }
  });
});
