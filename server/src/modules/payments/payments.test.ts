import { todayInIndia } from '@tripsetu/domain/dates.ts';
import { GATEWAY_CONFIRMATION_CHARGE_PAISE, moreThanDueMessage, PAYMENT_MSG } from '@tripsetu/domain/payments.ts';
import { WALLET_MSG, WALLET_MSG_DECIDED } from '@tripsetu/domain/wallet.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import {
  type AgentClient,
  approvedAgency,
  DEMO,
  mailsTo,
  registrationForm,
  signedInClient,
} from '../../test/agent-client.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { assertLedgerConsistent, expectStatus, newKey, postNote, withKey } from '../../test/wallet-fixtures.ts';
import { signOutcome } from './provider.ts';

let t: TestApp;
let admin: AgentClient;
// The ledger's days are India's (a UTC date is a day behind from 18:30 UTC).
const today = todayInIndia();

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.services);
  admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
});
afterAll(() => t.close());
afterEach(() => assertLedgerConsistent(t.database.db));

/** A newly approved agency with a signed-in owner and staff member and an empty wallet. */
async function freshAgency(companyName: string) {
  const agency = await approvedAgency(t, admin, registrationForm({ companyName }));
  const owner = await signedInClient(t.app, agency.form.email, agency.password);
  return { id: agency.agencyId, owner, email: agency.form.email };
}

async function count(table: 'payment_orders' | 'sandbox_gateway_orders' | 'wallet_deposits' | 'journal_transactions') {
  const row = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function snapshot() {
  return {
    orders: await count('payment_orders'),
    sandboxOrders: await count('sandbox_gateway_orders'),
    deposits: await count('wallet_deposits'),
    transactions: await count('journal_transactions'),
  };
}

async function createPayment(owner: AgentClient, purpose: 'WALLET_TOPUP' | 'DUE_PAYMENT', amount: string) {
  return expectStatus(await owner.post('/wallet/payments', { purpose, amount }, withKey()), 201).body;
}

/** The payer on the sandbox's hosted page: pay, fail or cancel. Answers where the page sends them. */
async function onHostedPage(checkoutUrl: string, outcome: 'pay' | 'fail' | 'cancel', method = 'UPI') {
  const answer = await t.app.inject({
    method: 'POST',
    url: checkoutUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ outcome, method }).toString(),
  });
  expect(answer.statusCode, answer.body).toBe(303);
  return String(answer.headers.location);
}

/** The payer's browser follows the gateway's redirect back to us. */
function returnTo(location: string) {
  return t.app.inject({ method: 'GET', url: location });
}

async function balanceOf(owner: AgentClient) {
  return expectStatus(await owner.get('/wallet'), 200).body;
}

async function secret() {
  const row = await t.database.db
    .selectFrom('payment_provider_keys')
    .select('key_secret')
    .where('provider', '=', 'sandbox')
    .executeTakeFirstOrThrow();
  return row.key_secret;
}

describe('a wallet top-up through the sandbox gateway', () => {
  it('charges the amount plus ₹1, credits the amount once, and issues the receipt', async () => {
    const { owner, email } = await freshAgency('Gateway Travels');
    const payment = await createPayment(owner, 'WALLET_TOPUP', '5,000.50');
    expect(payment).toMatchObject({
      purpose: 'WALLET_TOPUP',
      status: 'CREATED',
      amountPaise: 500050,
      chargePaise: GATEWAY_CONFIRMATION_CHARGE_PAISE,
      totalPaise: 500150,
    });
    expect(payment.orderRef).toMatch(/^PO[0-9A-Z]{20}$/);
    expect(payment.checkoutUrl).toMatch(/^\/pay\/sandbox\/checkout\/order_[0-9a-f]{20}$/);

    const page = await t.app.inject({ method: 'GET', url: payment.checkoutUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Pay ₹5,001.50');
    expect(page.body).toContain('Gateway Travels');

    const back = await onHostedPage(payment.checkoutUrl, 'pay', 'Net Banking');
    expect(back).toMatch(/^\/pay\/return\/sandbox\?order_id=order_/);
    // Nothing is credited by the gateway's page alone…
    expect((await balanceOf(owner)).mainBalancePaise).toBe(0);
    const landed = await returnTo(back);
    expect(landed.statusCode).toBe(303);
    expect(landed.headers.location).toBe(`/agent/wallet/payments/${payment.orderRef}`);

    const settled = expectStatus(await owner.get(`/wallet/payments/${payment.orderRef}`), 200).body;
    expect(settled).toMatchObject({ status: 'PAID', method: 'Net Banking', checkoutUrl: null, failureReason: null });
    expect(settled.providerPaymentId).toMatch(/^pay_/);
    expect(settled.receiptNo).toMatch(/^TR\d+$/);
    expect(await balanceOf(owner)).toMatchObject({ mainBalancePaise: 500050, availablePaise: 500050 });

    const receipt = expectStatus(await owner.get(`/wallet/receipts/${settled.depositId}`), 200).body;
    expect(receipt).toMatchObject({
      receiptNo: settled.receiptNo,
      mode: 'Payment Gateway',
      approvedAmountPaise: 500050,
      approvedBy: 'Payment gateway (automatic)',
      reference: settled.providerPaymentId,
    });
    const ledger = expectStatus(await owner.get(`/wallet/ledger?from=${today}&to=${today}`), 200).body;
    expect(ledger.rows).toHaveLength(1);
    expect(ledger.rows[0]).toMatchObject({ reference: settled.receiptNo, creditPaise: 500050, balancePaise: 500050 });

    // The ₹1 went from gateway clearing to sales, beside the wallet.
    const charge = await t.database.db
      .selectFrom('journal_transactions as tr')
      .innerJoin('journal_entries as e', 'e.transaction_id', 'tr.id')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .select(['tr.document_no', 'a.code', 'e.amount_paise'])
      .where('tr.kind', '=', 'GATEWAY_CHARGE')
      .where('tr.reference', '=', `payment:${payment.orderRef}`)
      .orderBy('a.code')
      .execute();
    expect(charge.map((row) => [row.code, Number(row.amount_paise)])).toEqual([
      ['GATEWAY_CLEARING', -100],
      ['OPERATOR_SALES', 100],
    ]);
    const mails = await mailsTo(t, email);
    expect(mails.some((mail) => mail.subject === `Payment received: ₹5,000.50 credited (${settled.receiptNo})`)).toBe(
      true,
    );
  });

  it('credits nothing more when the return is replayed, however often and at once', async () => {
    const { owner } = await freshAgency('Replay Travels');
    const payment = await createPayment(owner, 'WALLET_TOPUP', '2000');
    const back = await onHostedPage(payment.checkoutUrl, 'pay');
    const answers = await Promise.all(Array.from({ length: 8 }, () => returnTo(back)));
    for (const answer of answers) expect(answer.statusCode).toBe(303);
    const before = await snapshot();
    expect((await returnTo(back)).statusCode).toBe(303);
    expect(await snapshot()).toEqual(before);
    expect((await balanceOf(owner)).mainBalancePaise).toBe(200000);
    // Paying the same order again on the page answers with the same payment.
    const again = await onHostedPage(payment.checkoutUrl, 'pay', 'UPI');
    expect(new URL(again, 'http://x').searchParams.get('payment_id')).toBe(
      new URL(back, 'http://x').searchParams.get('payment_id'),
    );
    await returnTo(again);
    expect((await balanceOf(owner)).mainBalancePaise).toBe(200000);
    const paidPage = await t.app.inject({ method: 'GET', url: payment.checkoutUrl });
    expect(paidPage.body).toContain('This order has been paid');
  });

  it('refuses a forged or altered return and changes nothing', async () => {
    const { owner } = await freshAgency('Forgery Travels');
    const payment = await createPayment(owner, 'WALLET_TOPUP', '3000');
    const providerOrderId = payment.checkoutUrl.split('/').pop() as string;
    const fields = {
      order_id: providerOrderId,
      payment_id: 'pay_forged0000000000000',
      status: 'PAID',
      amount: '300100',
      method: 'UPI',
      reason: '',
    };
    const before = await snapshot();
    const forgeries = [
      { ...fields, signature: signOutcome('not-the-secret', fields) },
      { ...fields, signature: '' },
      { ...fields },
      { ...fields, signature: 'zz'.repeat(32) },
      // Signed, then altered: a smaller amount, or a failure turned into a success.
      { ...fields, signature: signOutcome(await secret(), fields), amount: '100' },
      {
        ...fields,
        status: 'PAID',
        signature: signOutcome(await secret(), { ...fields, status: 'FAILED', reason: 'x' }),
        reason: 'x',
      },
    ];
    for (const forged of forgeries) {
      const answer = await returnTo(`/pay/return/sandbox?${new URLSearchParams(forged as Record<string, string>)}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toContain(PAYMENT_MSG.notVerified);
    }
    // Signed with the real secret but for another amount than the order's: refused as well.
    const wrongAmount = { ...fields, amount: '100' };
    const signedWrong = await returnTo(
      `/pay/return/sandbox?${new URLSearchParams({ ...wrongAmount, signature: signOutcome(await secret(), wrongAmount) })}`,
    );
    expect(signedWrong.statusCode).toBe(400);
    // And a signed answer for an order we never made.
    const unknown = { ...fields, order_id: 'order_00000000000000000000' };
    const signedUnknown = await returnTo(
      `/pay/return/sandbox?${new URLSearchParams({ ...unknown, signature: signOutcome(await secret(), unknown) })}`,
    );
    expect(signedUnknown.statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
    expect((await balanceOf(owner)).mainBalancePaise).toBe(0);
    expect(expectStatus(await owner.get(`/wallet/payments/${payment.orderRef}`), 200).body.status).toBe('CREATED');
  });

  it('records a failed or cancelled payment without money, and a later success on the same order credits once', async () => {
    const { owner } = await freshAgency('Retry Travels');
    const payment = await createPayment(owner, 'WALLET_TOPUP', '1000');
    await returnTo(await onHostedPage(payment.checkoutUrl, 'fail', 'Credit Card'));
    const failed = expectStatus(await owner.get(`/wallet/payments/${payment.orderRef}`), 200).body;
    expect(failed).toMatchObject({ status: 'FAILED', failureReason: PAYMENT_MSG.declined, depositId: null });
    expect(failed.checkoutUrl).toBe(payment.checkoutUrl);
    expect((await balanceOf(owner)).mainBalancePaise).toBe(0);

    const retryPage = await t.app.inject({ method: 'GET', url: payment.checkoutUrl });
    expect(retryPage.body).toContain('The last attempt did not go through');
    await returnTo(await onHostedPage(payment.checkoutUrl, 'pay'));
    expect(expectStatus(await owner.get(`/wallet/payments/${payment.orderRef}`), 200).body.status).toBe('PAID');
    expect((await balanceOf(owner)).mainBalancePaise).toBe(100000);

    const cancelled = await createPayment(owner, 'WALLET_TOPUP', '1500');
    await returnTo(await onHostedPage(cancelled.checkoutUrl, 'cancel'));
    expect(expectStatus(await owner.get(`/wallet/payments/${cancelled.orderRef}`), 200).body).toMatchObject({
      status: 'FAILED',
      failureReason: PAYMENT_MSG.cancelled,
    });
    expect((await balanceOf(owner)).mainBalancePaise).toBe(100000);
  });

  it('credits a payer who paid and never came back, when the payment is looked at', async () => {
    const { owner } = await freshAgency('Lost Tab Travels');
    const payment = await createPayment(owner, 'WALLET_TOPUP', '4000');
    await onHostedPage(payment.checkoutUrl, 'pay');
    expect((await balanceOf(owner)).mainBalancePaise).toBe(0);
    expect(expectStatus(await owner.get(`/wallet/payments/${payment.orderRef}`), 200).body.status).toBe('PAID');
    expect((await balanceOf(owner)).mainBalancePaise).toBe(400000);
    expect(expectStatus(await owner.get(`/wallet/payments/${payment.orderRef}`), 200).body.status).toBe('PAID');
    expect((await balanceOf(owner)).mainBalancePaise).toBe(400000);
  });

  it('refuses bad amounts with the §5 messages and stores nothing', async () => {
    const { owner } = await freshAgency('Careful Travels');
    const before = await snapshot();
    const cases: [string, string][] = [
      ['', WALLET_MSG.amountPositive],
      ['0', WALLET_MSG.amountZero],
      ['999.99', WALLET_MSG.amountMinimum],
      ['12.345', WALLET_MSG_DECIDED.amountInvalid],
      ['-5000', WALLET_MSG_DECIDED.amountInvalid],
      ['100000001', WALLET_MSG_DECIDED.amountTooLarge],
    ];
    for (const [amount, message] of cases) {
      const answer = await owner.post('/wallet/payments', { purpose: 'WALLET_TOPUP', amount }, withKey());
      expect(answer.status, amount).toBe(422);
      expect(answer.body.error.fields.amount, amount).toBe(message);
    }
    const badPurpose = await owner.post('/wallet/payments', { purpose: 'GIFT', amount: '5000' }, withKey());
    expect(badPurpose.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

describe('refunds through the provider', () => {
  it('gives back part or all of a paid order, never more than was paid, and nothing of an unpaid one', async () => {
    const { owner } = await freshAgency('Refund Travels');
    const paid = await createPayment(owner, 'WALLET_TOPUP', '2000');
    await returnTo(await onHostedPage(paid.checkoutUrl, 'pay'));
    const unpaid = await createPayment(owner, 'WALLET_TOPUP', '3000');
    const orderOf = (payment: { checkoutUrl: string }) => payment.checkoutUrl.split('/').pop() as string;
    const refund = (payment: { checkoutUrl: string }, amountPaise: number) =>
      t.database.db
        .transaction()
        .execute((trx) =>
          t.services.payments.provider.refund({ providerOrderId: orderOf(payment), amountPaise, reason: 'test' }, trx),
        );

    expect((await refund(paid, 150_000)).providerRefundId).toMatch(/^rfnd_[0-9a-f]{20}$/);
    // ₹2,001 was paid (the amount and the ₹1 charge): ₹501 is left to refund, not ₹502.
    await expect(refund(paid, 50_200)).rejects.toMatchObject({ message: PAYMENT_MSG.refundTooMuch });
    await refund(paid, 50_100);
    await expect(refund(paid, 1)).rejects.toMatchObject({ message: PAYMENT_MSG.refundTooMuch });
    await expect(refund(unpaid, 100)).rejects.toMatchObject({ message: PAYMENT_MSG.refundNotPaid });
    const row = await t.database.db
      .selectFrom('sandbox_gateway_orders')
      .select('refunded_paise')
      .where('id', '=', orderOf(paid))
      .executeTakeFirstOrThrow();
    expect(Number(row.refunded_paise)).toBe(200_100);
  });
});

describe('Make Payment: paying the due through the gateway', () => {
  it('pays the due and no more; with nothing due it says so', async () => {
    const { id, owner } = await freshAgency('Due Travels');
    const nothing = await owner.post('/wallet/payments', { purpose: 'DUE_PAYMENT', amount: '100' }, withKey());
    expect(nothing.status).toBe(422);
    expect(nothing.body.error.fields.amount).toBe(PAYMENT_MSG.nothingDue);

    expectStatus(await admin.put(`/admin/agencies/${id}/credit-limit`, { creditLimit: '10000' }), 200);
    expectStatus(await postNote(admin, id, 'DEBIT_NOTE', '2500.25', 'Airline ADM'), 201);
    expect((await balanceOf(owner)).duePaise).toBe(250025);

    const tooMuch = await owner.post('/wallet/payments', { purpose: 'DUE_PAYMENT', amount: '2500.26' }, withKey());
    expect(tooMuch.body.error.fields.amount).toBe(moreThanDueMessage(250025));
    // The ₹1,000 minimum is for deposits: a small due can be paid.
    const part = await createPayment(owner, 'DUE_PAYMENT', '500');
    expect(part.totalPaise).toBe(50100);
    await returnTo(await onHostedPage(part.checkoutUrl, 'pay'));
    expect((await balanceOf(owner)).duePaise).toBe(200025);

    const rest = await createPayment(owner, 'DUE_PAYMENT', '2000.25');
    await returnTo(await onHostedPage(rest.checkoutUrl, 'pay'));
    expect(await balanceOf(owner)).toMatchObject({ mainBalancePaise: 0, duePaise: 0, availablePaise: 1000000 });
    const ledger = expectStatus(await owner.get(`/wallet/ledger?from=${today}&to=${today}`), 200).body;
    expect(ledger.rows.map((row: { narration: string }) => row.narration.split(' (')[0])).toEqual([
      'Airline ADM',
      'Payment of due by Payment Gateway',
      'Payment of due by Payment Gateway',
    ]);
  });
});

describe('who may pay and see payments', () => {
  it('lets only the owner pay; staff and admins read; other agencies see nothing', async () => {
    const skywaysOwner = await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
    const skywaysStaff = await signedInClient(t.app, DEMO.skywaysStaff.userId, DEMO.skywaysStaff.password);
    const ghumakkadOwner = await signedInClient(t.app, DEMO.ghumakkadOwner.userId, DEMO.ghumakkadOwner.password);
    const payment = await createPayment(skywaysOwner, 'WALLET_TOPUP', '1000');

    expect(
      (await skywaysStaff.post('/wallet/payments', { purpose: 'WALLET_TOPUP', amount: '1000' }, withKey())).status,
    ).toBe(403);
    expect((await admin.post('/wallet/payments', { purpose: 'WALLET_TOPUP', amount: '1000' }, withKey())).status).toBe(
      403,
    );
    expect(expectStatus(await skywaysStaff.get(`/wallet/payments/${payment.orderRef}`), 200).body.orderRef).toBe(
      payment.orderRef,
    );
    expectStatus(await admin.get(`/wallet/payments/${payment.orderRef}`), 200);
    expect((await ghumakkadOwner.get(`/wallet/payments/${payment.orderRef}`)).status).toBe(404);
    expect((await skywaysOwner.get('/wallet/payments/PO-not-a-reference')).status).toBe(404);

    const anonymous = await t.app.inject({ method: 'GET', url: `/api/v1/wallet/payments/${payment.orderRef}` });
    expect(anonymous.statusCode).toBe(401);
    const noCsrf = await skywaysOwner.post(
      '/wallet/payments',
      { purpose: 'WALLET_TOPUP', amount: '1000' },
      { ...withKey(), withoutCsrf: true },
    );
    expect(noCsrf.status).toBe(403);
  });

  it('answers a retried order with the same order, and refuses the key with another body', async () => {
    const { owner } = await freshAgency('Retrying Travels');
    const key = newKey();
    const first = expectStatus(
      await owner.post('/wallet/payments', { purpose: 'WALLET_TOPUP', amount: '1000' }, withKey(key)),
      201,
    );
    const again = expectStatus(
      await owner.post('/wallet/payments', { purpose: 'WALLET_TOPUP', amount: '1000' }, withKey(key)),
      201,
    );
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.orderRef).toBe(first.body.orderRef);
    const other = await owner.post('/wallet/payments', { purpose: 'WALLET_TOPUP', amount: '2000' }, withKey(key));
    expect(other.status).toBe(409);
    const noKey = await owner.post('/wallet/payments', { purpose: 'WALLET_TOPUP', amount: '1000' });
    expect(noKey.status).toBe(400);
    expect(await count('payment_orders')).toBeGreaterThan(0);
    const mine = await t.database.db
      .selectFrom('payment_orders')
      .select('order_ref')
      .where('order_ref', '=', first.body.orderRef)
      .execute();
    expect(mine).toHaveLength(1);
  });
});

describe('the hosted page', () => {
  it('answers unknown orders and bad choices without changing anything', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/pay/sandbox/checkout/order_ffffffffffffffffffff' });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/pay/sandbox/checkout/../../etc' });
    expect(bad.statusCode).toBe(404);
    const { owner } = await freshAgency('Chooser Travels');
    const payment = await createPayment(owner, 'WALLET_TOPUP', '1000');
    const noMethod = await t.app.inject({
      method: 'POST',
      url: payment.checkoutUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=pay&method=Bitcoin',
    });
    expect(noMethod.statusCode).toBe(400);
    expect(expectStatus(await owner.get(`/wallet/payments/${payment.orderRef}`), 200).body.status).toBe('CREATED');
  });
});
