import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { type AgentClient, approvedAgency, DEMO, registrationForm, signedInClient } from '../../test/agent-client.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { assertLedgerConsistent, expectStatus, withKey } from '../../test/wallet-fixtures.ts';

/**
 * Gateway payments under concurrent returns, on PostgreSQL only (PGlite is one connection and proves
 * nothing here); see wallet.concurrency.test.ts.
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

async function freshOwner(companyName: string) {
  const agency = await approvedAgency(t, admin, registrationForm({ companyName }));
  return { id: agency.agencyId, owner: await signedInClient(t.app, agency.form.email, agency.password) };
}

async function order(owner: AgentClient, rupees: string) {
  return expectStatus(await owner.post('/wallet/payments', { purpose: 'WALLET_TOPUP', amount: rupees }, withKey()), 201)
    .body;
}

function hostedPage(checkoutUrl: string, outcome: 'pay' | 'fail') {
  return t.app.inject({
    method: 'POST',
    url: checkoutUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}&method=UPI`,
  });
}

describe('gateway payments under load (PostgreSQL)', () => {
  it('50 simultaneous returns of one payment, with the status check racing them, credit it once', async () => {
    const { id, owner } = await freshOwner('Stampede Travels');
    const payment = await order(owner, '7000');
    const back = String((await hostedPage(payment.checkoutUrl, 'pay')).headers.location);
    const answers = await Promise.all([
      ...Array.from({ length: 50 }, () => t.app.inject({ method: 'GET', url: back })),
      ...Array.from({ length: 10 }, () => owner.get(`/wallet/payments/${payment.orderRef}`)),
    ]);
    const codes = answers.map((answer) => ('statusCode' in answer ? answer.statusCode : answer.status));
    expect(codes.filter((code) => code === 303)).toHaveLength(50);
    expect(codes.filter((code) => code === 200)).toHaveLength(10);
    expect((await owner.get('/wallet')).body.mainBalancePaise).toBe(700000);
    const deposits = await t.database.db
      .selectFrom('wallet_deposits')
      .select('id')
      .where('agency_id', '=', id)
      .where('mode', '=', 'Payment Gateway')
      .execute();
    expect(deposits).toHaveLength(1);
    const charges = await t.database.db
      .selectFrom('journal_transactions')
      .select('id')
      .where('kind', '=', 'GATEWAY_CHARGE')
      .where('reference', '=', `payment:${payment.orderRef}`)
      .execute();
    expect(charges).toHaveLength(1);
  });

  it('a success and a failure of one order racing each other end in one outcome', async () => {
    const { owner } = await freshOwner('Split Travels');
    const runs = 10;
    let paid = 0;
    for (let run = 0; run < runs; run++) {
      const payment = await order(owner, '1000');
      // The payer pays in one tab and fails in another; both tabs come back at once.
      const [success, failure] = await Promise.all([
        hostedPage(payment.checkoutUrl, 'pay'),
        hostedPage(payment.checkoutUrl, 'fail'),
      ]);
      await Promise.all([
        t.app.inject({ method: 'GET', url: String(success.headers.location) }),
        t.app.inject({ method: 'GET', url: String(failure.headers.location) }),
      ]);
      const settled = expectStatus(await owner.get(`/wallet/payments/${payment.orderRef}`), 200).body;
      // Money was taken, so the order ends paid whichever answer lands first, and is credited once.
      expect(settled.status).toBe('PAID');
      if (settled.status === 'PAID') paid += 1;
    }
    expect(paid).toBe(runs);
    expect((await owner.get('/wallet')).body.mainBalancePaise).toBe(runs * 100000);
  });
});
