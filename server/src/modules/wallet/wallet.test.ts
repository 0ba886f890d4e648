import { AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import { COMPANY } from '@tripsetu/domain/company.ts';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import {
  DEPOSIT_FIELDS,
  type DepositForm,
  OFFLINE_DEPOSIT_MODES,
  WALLET_MSG,
  WALLET_MSG_DECIDED,
} from '@tripsetu/domain/wallet.ts';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
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
import {
  assertLedgerConsistent,
  depositAndApprove,
  expectStatus,
  neftDeposit,
  newKey,
  postNote,
  withKey,
} from '../../test/wallet-fixtures.ts';
import * as repo from './wallet.repo.ts';

let t: TestApp;
let admin: AgentClient;
let skywaysOwner: AgentClient;
let skywaysStaff: AgentClient;
let ghumakkadOwner: AgentClient;
let skyways: number;
let ghumakkad: number;
const today = todayInIndia();

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.services);
  admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
  skywaysOwner = await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
  skywaysStaff = await signedInClient(t.app, DEMO.skywaysStaff.userId, DEMO.skywaysStaff.password);
  ghumakkadOwner = await signedInClient(t.app, DEMO.ghumakkadOwner.userId, DEMO.ghumakkadOwner.password);
  skyways = await agencyIdOf(DEMO.skywaysOwner.userId);
  ghumakkad = await agencyIdOf(DEMO.ghumakkadOwner.userId);
});
afterAll(() => t.close());
afterEach(() => assertLedgerConsistent(t.database.db));

async function agencyIdOf(userId: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('agent_users')
    .select('agency_id')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.agency_id);
}

/** A newly approved agency with a signed-in owner and an empty wallet. */
async function freshAgency(companyName: string) {
  const agency = await approvedAgency(t, admin, registrationForm({ companyName }));
  const owner = await signedInClient(t.app, agency.form.email, agency.password);
  return { id: agency.agencyId, owner, email: agency.form.email };
}

async function count(table: 'wallet_deposits' | 'journal_transactions' | 'journal_entries' | 'idempotency_keys') {
  const row = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What the wallet tables hold, to show that a refused request changed nothing. */
async function snapshot() {
  const wallets = await t.database.db.selectFrom('agency_wallets').selectAll().orderBy('agency_id').execute();
  return {
    deposits: await count('wallet_deposits'),
    transactions: await count('journal_transactions'),
    entries: await count('journal_entries'),
    keys: await count('idempotency_keys'),
    wallets: wallets.map((wallet) => ({ ...wallet, updated_at: null })),
  };
}

async function balanceOf(client: AgentClient) {
  return expectStatus(await client.get('/wallet'), 200).body;
}

const setCreditLimit = (agencyId: number, creditLimit: string | number) =>
  admin.put(`/admin/agencies/${agencyId}/credit-limit`, { creditLimit });

const recordDeposit = (client: AgentClient, form: object, key = newKey()) =>
  client.post('/wallet/deposits', form, withKey(key));

const approve = (id: number, key = newKey()) => admin.post(`/admin/deposits/${id}/approve`, undefined, withKey(key));

const reject = (id: number, reason: string, key = newKey()) =>
  admin.post(`/admin/deposits/${id}/reject`, { reason }, withKey(key));

/**
 * A journal transaction written by hand for Skyways: the given entries on its wallet and on the
 * operator's bank, one statement each, and the wallet's balance moved by the wallet's entries.
 */
async function journal(
  walletAmounts: number[],
  bankAmounts: number[],
  options: { id?: number; narration?: string } = {},
) {
  return t.database.db.transaction().execute(async (trx) => {
    const wallet = await repo.lockWallet(trx, skyways);
    if (!wallet) throw new Error('Skyways has no wallet');
    const bank = await repo.accountIdByCode(trx, 'OPERATOR_BANK');
    const documentNo = `TR${await repo.nextDocumentNumber(trx)}`;
    const transaction = await trx
      .insertInto('journal_transactions')
      .values({
        ...(options.id ? { id: options.id } : {}),
        agency_id: skyways,
        kind: 'DEPOSIT',
        document_no: documentNo,
        narration: options.narration ?? 'Written by hand',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const entries = [
      ...walletAmounts.map((amount) => ({ account_id: wallet.account_id, amount_paise: amount })),
      ...bankAmounts.map((amount) => ({ account_id: bank.id, amount_paise: amount })),
    ];
    for (const entry of entries) await repo.insertEntries(trx, [{ transaction_id: transaction.id, ...entry }]);
    const total = walletAmounts.reduce((sum, amount) => sum + amount, 0);
    await repo.updateWallet(trx, skyways, { balance_paise: Number(wallet.balance_paise) + total });
    return documentNo;
  });
}

const LOW_BALANCE_SUBJECT = 'Low wallet balance on TripSetu';
const lowBalanceMails = async (email: string) =>
  (await mailsTo(t, email)).filter((mail) => mail.subject === LOW_BALANCE_SUBJECT);

describe('the balance (GET /wallet)', () => {
  it('starts a new agency at zero on every figure', async () => {
    const agency = await freshAgency('Coorg Coffee Trails');
    expect(await balanceOf(agency.owner)).toEqual({
      mainBalancePaise: 0,
      creditLimitPaise: 0,
      duePaise: 0,
      availablePaise: 0,
      lowBalanceThresholdPaise: 0,
    });
  });

  it('shows main balance, credit limit, due and available as defined, after deposits, notes and limit changes', async () => {
    const agency = await freshAgency('Sundarbans Safaris');
    await depositAndApprove(agency.owner, admin, '25000');
    expect(await balanceOf(agency.owner)).toMatchObject({
      mainBalancePaise: 25_000_00,
      creditLimitPaise: 0,
      duePaise: 0,
      availablePaise: 25_000_00,
    });

    expectStatus(await setCreditLimit(agency.id, '50000'), 200);
    expect(await balanceOf(agency.owner)).toMatchObject({
      mainBalancePaise: 25_000_00,
      creditLimitPaise: 50_000_00,
      duePaise: 0,
      availablePaise: 75_000_00,
    });

    expectStatus(await postNote(admin, agency.id, 'DEBIT_NOTE', '60000'), 201);
    expect(await balanceOf(agency.owner)).toMatchObject({
      mainBalancePaise: -35_000_00,
      creditLimitPaise: 50_000_00,
      duePaise: 35_000_00,
      availablePaise: 15_000_00,
    });

    expectStatus(await postNote(admin, agency.id, 'CREDIT_NOTE', '5000.50'), 201);
    const balance = await balanceOf(agency.owner);
    expect(balance).toMatchObject({
      mainBalancePaise: -29_999_50,
      creditLimitPaise: 50_000_00,
      duePaise: 29_999_50,
      availablePaise: 20_000_50,
    });
    // The back office sees the same figures.
    expect(expectStatus(await admin.get(`/admin/agencies/${agency.id}/wallet`), 200).body).toEqual(balance);
  });

  it('shows staff their agency’s balance; an administrator has no wallet of its own', async () => {
    expect(await balanceOf(skywaysStaff)).toEqual(await balanceOf(skywaysOwner));
    const answer = await admin.get('/wallet');
    expect(answer.status).toBe(403);
    expect(answer.body.error.message).toBe(AGENT_MSG_DECIDED.forbidden);
  });

  it('answers 404 for the wallet of an agency that does not exist', async () => {
    expect((await admin.get('/admin/agencies/999999/wallet')).status).toBe(404);
  });
});

describe('Upload Balance (POST /wallet/deposits)', () => {
  it('lists the seeded TripSetu bank accounts with branch, IFSC and PAN', async () => {
    const answer = expectStatus(await skywaysStaff.get('/wallet/bank-accounts'), 200);
    expect(answer.body.accounts).toHaveLength(3);
    expect(answer.body.accounts[0]).toEqual({
      id: 1,
      bankName: 'HDFC Bank',
      accountName: 'TripSetu Holidays Pvt Ltd',
      accountNumber: '50200041234567',
      branch: 'MG Road, Bengaluru',
      ifsc: 'HDFC0000523',
      pan: COMPANY.pan,
      active: true,
    });
    // One legal entity: every seeded account is the company's, by name and PAN (migration 015).
    for (const account of answer.body.accounts as { accountName: string; pan: string }[]) {
      expect(account.accountName.replaceAll('.', '')).toBe(COMPANY.legalName.replaceAll('.', ''));
      expect(account.pan).toBe(COMPANY.pan);
    }
  });

  it('records a NEFT deposit as pending, lists it, and leaves the balance alone', async () => {
    const before = await balanceOf(skywaysOwner);
    const form = neftDeposit({ amount: '1,25,000.75' });
    const answer = expectStatus(await recordDeposit(skywaysOwner, form), 201);
    expect(answer.body).toMatchObject({
      agencyId: skyways,
      agencyName: 'Skyways Travels',
      mode: 'NEFT',
      reference: form.reference,
      accountNumber: '50100123456789',
      holderName: 'Rohan Mehta',
      branch: '',
      depositDate: today,
      bankAccount: 'HDFC Bank 50200041234567',
      amountPaise: 1_25_000_75,
      status: 'PENDING',
      requestedBy: 'Rohan Mehta',
      reviewedBy: null,
      reviewedAt: null,
      rejectionReason: null,
      receiptNo: null,
    });
    expect(answer.headers['idempotent-replayed']).toBeUndefined();
    expect(await balanceOf(skywaysOwner)).toEqual(before);
    const mine = expectStatus(await skywaysStaff.get('/wallet/deposits'), 200).body.deposits;
    expect(mine[0]).toEqual(answer.body);
    const pending = expectStatus(await admin.get('/admin/deposits'), 200).body.deposits;
    expect(pending.map((deposit: { id: number }) => deposit.id)).toContain(answer.body.id);
  });

  /** The §5 messages an empty form of each mode gets: its own fields, then date, bank account, amount. */
  const messageOf: Record<keyof DepositForm, string> = {
    mode: WALLET_MSG.modeRequired,
    reference: WALLET_MSG.referenceRequired,
    accountNumber: WALLET_MSG.accountNumberRequired,
    holderName: WALLET_MSG.holderNameRequired,
    branch: WALLET_MSG.branchRequired,
    depositDate: WALLET_MSG.dateRequired,
    bankAccountId: WALLET_MSG.bankAccountRequired,
    amount: WALLET_MSG.amountPositive,
  };
  const asked = {
    Cheque: ['reference', 'accountNumber', 'holderName', 'branch'],
    'Cash Deposit': ['holderName', 'branch'],
    'Online Transfer': ['reference', 'accountNumber', 'holderName'],
    'Same Bank Transfer': ['reference', 'accountNumber', 'holderName', 'branch'],
    RTGS: ['reference', 'accountNumber', 'holderName'],
    NEFT: ['reference', 'accountNumber', 'holderName'],
    IMPS: ['reference', 'accountNumber', 'holderName'],
  } as const;

  it.each(OFFLINE_DEPOSIT_MODES.map((mode) => [mode]))(
    'gives every §5 message of an empty %s deposit and stores nothing',
    async (mode) => {
      const before = await snapshot();
      const answer = await recordDeposit(skywaysOwner, { mode });
      expect(answer.status).toBe(422);
      const fields = [...asked[mode], 'depositDate', 'bankAccountId', 'amount'] as const;
      expect(answer.body.error.fields).toEqual(Object.fromEntries(fields.map((field) => [field, messageOf[field]])));
      expect(answer.body.error.message).toBe(messageOf[fields[0]]);
      expect(await snapshot()).toEqual(before);
    },
  );

  it('asks for a payment mode, and takes no gateway payment as an offline deposit', async () => {
    const before = await snapshot();
    const empty = await recordDeposit(skywaysOwner, {});
    expect(empty.status).toBe(422);
    expect(empty.body.error.fields).toEqual({
      mode: WALLET_MSG.modeRequired,
      depositDate: WALLET_MSG.dateRequired,
      bankAccountId: WALLET_MSG.bankAccountRequired,
      amount: WALLET_MSG.amountPositive,
    });
    const gateway = await recordDeposit(skywaysOwner, neftDeposit({ mode: 'Payment Gateway' }));
    expect(gateway.status).toBe(422);
    expect(gateway.body.error.fields).toEqual({ mode: WALLET_MSG.modeRequired });
    expect(await snapshot()).toEqual(before);
  });

  it.each(OFFLINE_DEPOSIT_MODES.map((mode) => [mode]))(
    'records a %s deposit with the fields it asks for and drops the others',
    async (mode) => {
      const form = neftDeposit({ mode, branch: 'Fort, Mumbai', amount: '1000' });
      const answer = expectStatus(await recordDeposit(skywaysOwner, form), 201);
      const fields = DEPOSIT_FIELDS[mode];
      expect(answer.body).toMatchObject({
        mode,
        reference: fields.reference ? form.reference : '',
        accountNumber: fields.accountNumber ? form.accountNumber : '',
        holderName: 'Rohan Mehta',
        branch: fields.branch ? 'Fort, Mumbai' : '',
        amountPaise: 1000_00,
      });
    },
  );

  it('stores the mode and the date as validated, trimmed', async () => {
    const form = neftDeposit({ mode: ' NEFT ', depositDate: ` ${today} `, reference: ' UTR998877 ' });
    const answer = expectStatus(await recordDeposit(skywaysOwner, form), 201);
    expect(answer.body).toMatchObject({ mode: 'NEFT', depositDate: today, reference: 'UTR998877' });
  });

  it.each([
    ['0', WALLET_MSG.amountZero],
    ['0.00', WALLET_MSG.amountZero],
    ['999.99', WALLET_MSG.amountMinimum],
    ['', WALLET_MSG.amountPositive],
    ['-1000', WALLET_MSG_DECIDED.amountInvalid],
    ['10000000.01', WALLET_MSG_DECIDED.amountTooLarge],
  ])('refuses the amount %j with “%s” and stores nothing', async (amount, message) => {
    const before = await snapshot();
    const answer = await recordDeposit(skywaysOwner, neftDeposit({ amount }));
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatchObject({ message, fields: { amount: message } });
    expect(await snapshot()).toEqual(before);
  });

  it('takes ₹1000, the minimum, as a number too', async () => {
    const answer = expectStatus(await recordDeposit(skywaysOwner, { ...neftDeposit(), amount: 1000 }), 201);
    expect(answer.body.amountPaise).toBe(1000_00);
  });

  it('refuses a deposit dated in the future or more than 90 days ago', async () => {
    const before = await snapshot();
    const tomorrow = await recordDeposit(skywaysOwner, neftDeposit({ depositDate: addDays(today, 1) }));
    expect(tomorrow.status).toBe(422);
    expect(tomorrow.body.error.fields).toEqual({ depositDate: WALLET_MSG_DECIDED.dateInFuture });
    const old = await recordDeposit(skywaysOwner, neftDeposit({ depositDate: addDays(today, -91) }));
    expect(old.body.error.fields).toEqual({ depositDate: WALLET_MSG_DECIDED.dateTooOld });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an unknown or inactive bank account, and lists only the active ones', async () => {
    const before = await snapshot();
    const unknown = await recordDeposit(skywaysOwner, neftDeposit({ bankAccountId: '999' }));
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.fields).toEqual({ bankAccountId: WALLET_MSG.bankAccountRequired });
    await t.database.db.updateTable('operator_bank_accounts').set({ active: false }).where('id', '=', 3).execute();
    try {
      const inactive = await recordDeposit(skywaysOwner, { ...neftDeposit(), bankAccountId: 3 });
      expect(inactive.status).toBe(422);
      expect(inactive.body.error.fields).toEqual({ bankAccountId: WALLET_MSG.bankAccountRequired });
      const listed = expectStatus(await skywaysOwner.get('/wallet/bank-accounts'), 200).body.accounts;
      expect(listed.map((account: { id: number }) => account.id)).toEqual([1, 2]);
    } finally {
      await t.database.db.updateTable('operator_bank_accounts').set({ active: true }).where('id', '=', 3).execute();
    }
    expect(await snapshot()).toEqual(before);
  });

  it('lets only the owner upload balance, not staff', async () => {
    const answer = await recordDeposit(skywaysStaff, neftDeposit());
    expect(answer.status).toBe(403);
    expect(answer.body.error.message).toBe(AGENT_MSG_DECIDED.forbidden);
  });
});

describe('the Idempotency-Key', () => {
  it('is required on every money-moving request, and nothing is stored without it', async () => {
    const { id } = expectStatus(await recordDeposit(skywaysOwner, neftDeposit()), 201).body;
    const before = await snapshot();
    const answers = [
      await skywaysOwner.post('/wallet/deposits', neftDeposit()),
      await skywaysOwner.post('/wallet/deposits', neftDeposit(), withKey('short')),
      await skywaysOwner.post('/wallet/deposits', neftDeposit(), withKey('has spaces in it')),
      await admin.post(`/admin/deposits/${id}/approve`),
      await admin.post(`/admin/deposits/${id}/reject`, { reason: 'Not received' }),
      await admin.post(`/admin/agencies/${skyways}/notes`, { kind: 'CREDIT_NOTE', amount: '100', reason: 'Goodwill' }),
    ];
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.error.message).toBe(WALLET_MSG_DECIDED.idempotencyKeyRequired);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers a retry of a deposit with the first answer and stores one deposit', async () => {
    const key = newKey();
    const form = neftDeposit();
    const first = expectStatus(await recordDeposit(skywaysOwner, form, key), 201);
    const before = await snapshot();
    const retry = expectStatus(await recordDeposit(skywaysOwner, { ...form }, key), 201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await snapshot()).toEqual(before);
    const stored = await t.database.db
      .selectFrom('wallet_deposits')
      .select('id')
      .where('reference', '=', form.reference)
      .execute();
    expect(stored).toEqual([{ id: first.body.id }]);
  });

  it('refuses the same key with another body, and keeps the first', async () => {
    const key = newKey();
    const first = expectStatus(await recordDeposit(skywaysOwner, neftDeposit({ amount: '5000' }), key), 201);
    const before = await snapshot();
    const other = await recordDeposit(skywaysOwner, neftDeposit({ amount: '50000' }), key);
    expect(other.status).toBe(409);
    expect(other.body.error.message).toBe(WALLET_MSG_DECIDED.idempotencyKeyReused);
    expect(await snapshot()).toEqual(before);
    // The same key on another money-moving route is another body too.
    const approval = await approve(first.body.id, key);
    expect(approval.status).toBe(200);
    const note = await postNote(admin, skyways, 'CREDIT_NOTE', '100', 'Reused key', key);
    expect(note.status).toBe(409);
    expect(note.body.error.message).toBe(WALLET_MSG_DECIDED.idempotencyKeyReused);
  });

  it('lets a request that failed be tried again with the same key', async () => {
    const key = newKey();
    const form = neftDeposit({ amount: '0' });
    expect((await recordDeposit(skywaysOwner, form, key)).status).toBe(422);
    const fixed = await recordDeposit(skywaysOwner, { ...form, amount: '2000' }, key);
    expect(fixed.status).toBe(201);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
  });

  it('keeps one agency’s keys apart from another’s', async () => {
    const key = newKey();
    const form = neftDeposit();
    const mine = expectStatus(await recordDeposit(skywaysOwner, form, key), 201);
    const theirs = expectStatus(await recordDeposit(ghumakkadOwner, form, key), 201);
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(theirs.body.agencyId).toBe(ghumakkad);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
  });

  it('credits an approval retried with its key once, and answers the retry as the first', async () => {
    const { id } = expectStatus(await recordDeposit(skywaysOwner, neftDeposit({ amount: '3000' })), 201).body;
    const before = await balanceOf(skywaysOwner);
    const key = newKey();
    const first = expectStatus(await approve(id, key), 200);
    const retry = expectStatus(await approve(id, key), 200);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect((await balanceOf(skywaysOwner)).mainBalancePaise).toBe(before.mainBalancePaise + 3000_00);
  });

  it('moves the balance once for a note retried with its key', async () => {
    const before = await balanceOf(skywaysOwner);
    const key = newKey();
    const first = expectStatus(await postNote(admin, skyways, 'CREDIT_NOTE', '700', 'Fare difference', key), 201);
    const retry = expectStatus(await postNote(admin, skyways, 'CREDIT_NOTE', '700', 'Fare difference', key), 201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect((await balanceOf(skywaysOwner)).mainBalancePaise).toBe(before.mainBalancePaise + 700_00);
  });
});

describe('approving and rejecting deposits', () => {
  it('credits once, issues a TR receipt and e-mails the agency; a second review is refused', async () => {
    const { id } = expectStatus(await recordDeposit(skywaysOwner, neftDeposit({ amount: '12,345.67' })), 201).body;
    const before = await balanceOf(skywaysOwner);
    const approved = expectStatus(await approve(id), 200);
    expect(approved.body).toMatchObject({
      id,
      status: 'APPROVED',
      reviewedBy: 'Ananya Iyer',
      rejectionReason: null,
      amountPaise: 12_345_67,
    });
    expect(approved.body.receiptNo).toMatch(/^TR\d{6,}$/);
    expect(Date.parse(approved.body.reviewedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await balanceOf(skywaysOwner)).toMatchObject({
      mainBalancePaise: before.mainBalancePaise + 12_345_67,
      availablePaise: before.availablePaise + 12_345_67,
    });
    const [mail] = await mailsTo(t, DEMO.skywaysOwner.userId);
    expect(mail?.subject).toBe(`Deposit approved: ₹12,345.67 credited (${approved.body.receiptNo})`);
    expect(mail?.html).toContain(`/agent/wallet/receipts/${id}`);

    const snap = await snapshot();
    for (const again of [await approve(id), await reject(id, 'Changed my mind')]) {
      expect(again.status).toBe(409);
      expect(again.body.error.message).toBe(WALLET_MSG_DECIDED.depositNotPending);
    }
    expect(await snapshot()).toEqual(snap);
    const listed = expectStatus(await admin.get('/admin/deposits?status=APPROVED'), 200).body.deposits;
    expect(listed.find((deposit: { id: number }) => deposit.id === id)).toEqual(approved.body);
  });

  it('rejects only with a reason, credits nothing and e-mails the reason', async () => {
    const { id } = expectStatus(await recordDeposit(skywaysOwner, neftDeposit({ amount: '4000' })), 201).body;
    const before = await snapshot();
    for (const reason of ['', '   ']) {
      const answer = await reject(id, reason);
      expect(answer.status).toBe(422);
      expect(answer.body.error.fields).toEqual({ reason: WALLET_MSG_DECIDED.reasonRequired });
    }
    expect(await snapshot()).toEqual(before);

    const rejected = expectStatus(await reject(id, 'Amount not received in <HDFC> account'), 200);
    expect(rejected.body).toMatchObject({
      status: 'REJECTED',
      reviewedBy: 'Ananya Iyer',
      rejectionReason: 'Amount not received in <HDFC> account',
      receiptNo: null,
    });
    const after = await snapshot();
    expect(after.transactions).toBe(before.transactions);
    expect(after.wallets).toEqual(before.wallets);
    const [mail] = await mailsTo(t, DEMO.skywaysOwner.userId);
    expect(mail?.subject).toBe('Deposit of ₹4,000 not credited');
    expect(mail?.html).toContain('Reason: Amount not received in &#60;HDFC&#62; account');

    const approval = await approve(id);
    expect(approval.status).toBe(409);
    expect(approval.body.error.message).toBe(WALLET_MSG_DECIDED.depositNotPending);
    expect((await skywaysOwner.get(`/wallet/receipts/${id}`)).status).toBe(404);
  });

  it('answers 404 for a deposit that does not exist', async () => {
    const answer = await approve(999_999);
    expect(answer.status).toBe(404);
    expect((await reject(999_999, 'No such deposit')).status).toBe(404);
  });

  it('shows the top-up receipt to the agency and the administrator only, and only once approved', async () => {
    const form = neftDeposit({
      mode: 'Cash Deposit',
      holderName: 'Priya Nair',
      branch: 'Fort, Mumbai',
      amount: '8000',
    });
    const { id } = expectStatus(await recordDeposit(skywaysOwner, form), 201).body;
    for (const client of [skywaysOwner, admin]) {
      const pending = await client.get(`/wallet/receipts/${id}`);
      expect(pending.status).toBe(404);
      expect(pending.body.error.message).toBe(WALLET_MSG.noReceipts);
    }
    const approved = expectStatus(await approve(id), 200).body;
    const receipt = expectStatus(await skywaysOwner.get(`/wallet/receipts/${id}`), 200).body;
    expect(receipt).toEqual({
      receiptNo: approved.receiptNo,
      receiptDate: approved.reviewedAt,
      mode: 'Cash Deposit',
      payer: 'Priya Nair',
      agencyName: 'Skyways Travels',
      agencyCode: expect.stringMatching(/^TSA\d+$/),
      approvedAmountPaise: 8000_00,
      approvalDate: approved.reviewedAt,
      approvedBy: 'Ananya Iyer',
      reference: '',
      bankAccount: 'HDFC Bank 50200041234567',
    });
    expect(expectStatus(await skywaysStaff.get(`/wallet/receipts/${id}`), 200).body).toEqual(receipt);
    expect(expectStatus(await admin.get(`/wallet/receipts/${id}`), 200).body).toEqual(receipt);
    const other = await ghumakkadOwner.get(`/wallet/receipts/${id}`);
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain(approved.receiptNo);
  });

  it('keeps the receipt id of the approval in the ledger', async () => {
    const approved = await depositAndApprove(skywaysOwner, admin, '1500');
    const ledger = expectStatus(await skywaysOwner.get(`/wallet/ledger?from=${today}&to=${today}`), 200).body;
    expect(ledger.rows.map((row: { reference: string }) => row.reference)).toContain(approved.receiptNo);
  });
});

describe('credit and debit notes, fund transfers and reversals', () => {
  it.each([
    ['CREDIT_NOTE', 'CN', 1],
    ['FUND_TRANSFER', 'FT', 1],
    ['DEBIT_NOTE', 'DN', -1],
    ['FUND_REVERSAL', 'FR', -1],
  ] as const)('moves the balance by a %s with its document (%s) and sign', async (kind, prefix, sign) => {
    expectStatus(await postNote(admin, ghumakkad, 'CREDIT_NOTE', '10000', 'Float for the test'), 201);
    const before = await balanceOf(ghumakkadOwner);
    const answer = expectStatus(
      await postNote(admin, ghumakkad, kind, '1,234.50', `  ${kind} for booking BK42  `),
      201,
    );
    expect(answer.body).toMatchObject({
      kind,
      agencyId: ghumakkad,
      agencyName: 'Ghumakkad Holidays',
      amountPaise: sign * 1234_50,
      narration: `${kind} for booking BK42`,
      createdBy: 'Ananya Iyer',
    });
    expect(answer.body.documentNo).toMatch(new RegExp(`^${prefix}\\d{6,}$`));
    expect(await balanceOf(ghumakkadOwner)).toMatchObject({
      mainBalancePaise: before.mainBalancePaise + sign * 1234_50,
      availablePaise: before.availablePaise + sign * 1234_50,
    });
    const found = expectStatus(await admin.get(`/admin/wallet/movements?q=${answer.body.documentNo}`), 200);
    expect(found.body.movements[0]).toEqual(answer.body);
  });

  it('answers a note with its own movement, even when a newer one names its document', async () => {
    const first = expectStatus(await postNote(admin, ghumakkad, 'CREDIT_NOTE', '100', 'Goodwill'), 201).body;
    // A movement of another request that took a later id and committed first, naming the next document.
    const next = `CN${Number(first.documentNo.slice(2)) + 2}`;
    await journal([100_00], [-100_00], { id: 1_000_000_000, narration: `Adjusts ${next}` });
    const answer = expectStatus(await postNote(admin, ghumakkad, 'CREDIT_NOTE', '200', 'Second goodwill'), 201);
    expect(answer.body).toMatchObject({ documentNo: next, agencyId: ghumakkad, amountPaise: 200_00 });
  });

  it('refuses a debit beyond balance plus credit limit with 409, writing nothing', async () => {
    const agency = await freshAgency('Hampi Heritage Walks');
    expectStatus(await postNote(admin, agency.id, 'CREDIT_NOTE', '1000'), 201);
    expectStatus(await setCreditLimit(agency.id, '500'), 200);
    const before = await snapshot();
    for (const kind of ['DEBIT_NOTE', 'FUND_REVERSAL'] as const) {
      const answer = await postNote(admin, agency.id, kind, '1500.01');
      expect(answer.status).toBe(409);
      expect(answer.body.error.message).toBe(WALLET_MSG_DECIDED.insufficientBalance);
    }
    expect(await snapshot()).toEqual(before);
    expectStatus(await postNote(admin, agency.id, 'DEBIT_NOTE', '1500'), 201);
    expect(await balanceOf(agency.owner)).toMatchObject({
      mainBalancePaise: -500_00,
      duePaise: 500_00,
      availablePaise: 0,
    });
    expect((await postNote(admin, agency.id, 'DEBIT_NOTE', '0.01')).status).toBe(409);
  });

  it('asks for an amount and a reason, and writes nothing for bad input', async () => {
    const before = await snapshot();
    const empty = await postNote(admin, skyways, 'CREDIT_NOTE', '', '');
    expect(empty.status).toBe(422);
    expect(empty.body.error.fields).toEqual({
      amount: WALLET_MSG_DECIDED.noteAmountInvalid,
      reason: WALLET_MSG_DECIDED.reasonRequired,
    });
    for (const amount of ['0', '-5', 'abc', '1.234']) {
      const answer = await postNote(admin, skyways, 'CREDIT_NOTE', amount, 'Goodwill');
      expect(answer.body.error.fields, amount).toEqual({ amount: WALLET_MSG_DECIDED.noteAmountInvalid });
    }
    const large = await postNote(admin, skyways, 'CREDIT_NOTE', '10000000.01', 'Goodwill');
    expect(large.body.error.fields).toEqual({ amount: WALLET_MSG_DECIDED.amountTooLarge });
    const kind = await admin.post(
      `/admin/agencies/${skyways}/notes`,
      { kind: 'GIFT', amount: '100', reason: 'Goodwill' },
      withKey(),
    );
    expect(kind.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 for a note or a credit limit for an agency that does not exist', async () => {
    const before = await snapshot();
    expect((await postNote(admin, 999_999, 'CREDIT_NOTE', '100', 'Nobody')).status).toBe(404);
    expect((await setCreditLimit(999_999, '1000')).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('lists every agency’s movements, newest first, and finds them by agency name', async () => {
    const answer = expectStatus(await admin.get('/admin/wallet/movements'), 200);
    const ids = answer.body.movements.map((movement: { transactionId: number }) => movement.transactionId);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    const agencies = new Set(answer.body.movements.map((movement: { agencyId: number }) => movement.agencyId));
    expect(agencies.has(skyways) && agencies.has(ghumakkad)).toBe(true);
    const found = expectStatus(await admin.get('/admin/wallet/movements?q=ghumakkad'), 200).body.movements;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((movement: { agencyId: number }) => movement.agencyId === ghumakkad)).toBe(true);
    expect(expectStatus(await admin.get('/admin/wallet/movements?q=100%25_'), 200).body.movements).toEqual([]);
  });
});

describe('the credit limit', () => {
  it('is set by an administrator in rupees and validated', async () => {
    const agency = await freshAgency('Spiti Valley Expeditions');
    const set = expectStatus(await setCreditLimit(agency.id, '75,000'), 200);
    expect(set.body).toMatchObject({ creditLimitPaise: 75_000_00, availablePaise: 75_000_00, duePaise: 0 });
    expect((await balanceOf(agency.owner)).creditLimitPaise).toBe(75_000_00);
    expectStatus(await setCreditLimit(agency.id, '100000000'), 200);
    const before = await snapshot();
    for (const limit of ['', '-1', 'abc', '100000000.01', '1.234']) {
      const answer = await setCreditLimit(agency.id, limit);
      expect(answer.status, limit).toBe(422);
      expect(answer.body.error.fields).toEqual({ creditLimit: WALLET_MSG_DECIDED.creditLimitInvalid });
    }
    expect(await snapshot()).toEqual(before);
    expect(await balanceOf(agency.owner)).toMatchObject({ creditLimitPaise: 10_00_00_000_00 });
    expectStatus(await setCreditLimit(agency.id, 0), 200);
    expect(await balanceOf(agency.owner)).toMatchObject({ creditLimitPaise: 0, availablePaise: 0 });
  });

  it('may be lowered below what the agency owes, and then nothing can be spent until it pays', async () => {
    const agency = await freshAgency('Rann Utsav Tours');
    expectStatus(await setCreditLimit(agency.id, '10000'), 200);
    expectStatus(await postNote(admin, agency.id, 'DEBIT_NOTE', '6000'), 201);
    const lower = expectStatus(await setCreditLimit(agency.id, '5000'), 200);
    expect(lower.body).toMatchObject({
      mainBalancePaise: -6000_00,
      creditLimitPaise: 5000_00,
      duePaise: 6000_00,
      availablePaise: -1000_00,
    });
    const before = await snapshot();
    const debit = await postNote(admin, agency.id, 'DEBIT_NOTE', '0.01');
    expect(debit.status).toBe(409);
    expect(debit.body.error.message).toBe(WALLET_MSG_DECIDED.insufficientBalance);
    expect(await snapshot()).toEqual(before);
    // Paying in is always possible; spending again once the available balance is back above zero.
    expectStatus(await postNote(admin, agency.id, 'FUND_TRANSFER', '500'), 201);
    expect((await postNote(admin, agency.id, 'DEBIT_NOTE', '0.01')).status).toBe(409);
    expectStatus(await postNote(admin, agency.id, 'FUND_TRANSFER', '600'), 201);
    expectStatus(await postNote(admin, agency.id, 'DEBIT_NOTE', '100'), 201);
    expect(await balanceOf(agency.owner)).toMatchObject({ mainBalancePaise: -5000_00, availablePaise: 0 });
  });
});

describe('the ledger', () => {
  it('asks for From and To dates, To not before From, at most 7 days apart', async () => {
    const none = await skywaysOwner.get('/wallet/ledger');
    expect(none.status).toBe(422);
    expect(none.body.error.fields).toEqual({ from: WALLET_MSG.fromDateRequired, to: WALLET_MSG.toDateRequired });
    const eight = await skywaysOwner.get(`/wallet/ledger?from=${addDays(today, -7)}&to=${today}`);
    expect(eight.status).toBe(422);
    expect(eight.body.error).toMatchObject({
      message: 'Maximum range that can be viewed is 7 days',
      fields: { to: WALLET_MSG.ledgerRange },
    });
    const backwards = await skywaysOwner.get(`/wallet/ledger?from=${today}&to=${addDays(today, -1)}`);
    expect(backwards.body.error.fields).toEqual({ to: WALLET_MSG_DECIDED.toBeforeFrom });
    expectStatus(await skywaysOwner.get(`/wallet/ledger?from=${addDays(today, -6)}&to=${today}`), 200);
    const sheet = await skywaysOwner.get(`/wallet/ledger.xlsx?from=${addDays(today, -7)}&to=${today}`);
    expect(sheet.status).toBe(422);
    expect(sheet.body.error.message).toBe(WALLET_MSG.ledgerRange);
  });

  it('lists date, reference, debit, credit and a running balance that ends at the balance', async () => {
    const agency = await freshAgency('Konark Sun Travels');
    const empty = expectStatus(await agency.owner.get(`/wallet/ledger?from=${today}&to=${today}`), 200).body;
    expect(empty).toEqual({ from: today, to: today, openingBalancePaise: 0, closingBalancePaise: 0, rows: [] });

    const deposit = await depositAndApprove(agency.owner, admin, '25000');
    const credit = expectStatus(await postNote(admin, agency.id, 'CREDIT_NOTE', '1000', 'Fare difference'), 201);
    expectStatus(await setCreditLimit(agency.id, '10000'), 200);
    const debit = expectStatus(await postNote(admin, agency.id, 'DEBIT_NOTE', '30000', 'Cancelled refund'), 201);
    const ledger = expectStatus(await agency.owner.get(`/wallet/ledger?from=${today}&to=${today}`), 200).body;
    expect(ledger.openingBalancePaise).toBe(0);
    expect(ledger.rows).toEqual([
      {
        date: expect.any(String),
        reference: deposit.receiptNo,
        narration: `Deposit by NEFT ${deposit.reference}`,
        debitPaise: 0,
        creditPaise: 25_000_00,
        balancePaise: 25_000_00,
        // A deposit's line opens its top-up receipt; a note has nothing further to open.
        link: { kind: 'receipt', id: deposit.id },
      },
      {
        date: expect.any(String),
        reference: credit.body.documentNo,
        narration: 'Fare difference',
        debitPaise: 0,
        creditPaise: 1000_00,
        balancePaise: 26_000_00,
        link: null,
      },
      {
        date: expect.any(String),
        reference: debit.body.documentNo,
        narration: 'Cancelled refund',
        debitPaise: 30_000_00,
        creditPaise: 0,
        balancePaise: -4000_00,
        link: null,
      },
    ]);
    const balance = await balanceOf(agency.owner);
    expect(ledger.rows.at(-1).balancePaise).toBe(balance.mainBalancePaise);
    expect(ledger.closingBalancePaise).toBe(balance.mainBalancePaise);
    for (const row of ledger.rows) expect(todayInIndia(new Date(row.date))).toBe(today);
  });

  /** A credit note written on an earlier day, as the ledger would hold it had it been posted then. */
  async function backdatedCreditNote(agencyId: number, paise: number, date: string) {
    const at = new Date(`${date}T12:00:00+05:30`);
    return t.database.db.transaction().execute(async (trx) => {
      await repo.ensureWallet(trx, agencyId);
      const wallet = await repo.lockWallet(trx, agencyId);
      if (!wallet) throw new Error('no wallet');
      const counter = await repo.accountIdByCode(trx, 'OPERATOR_ADJUSTMENTS');
      const documentNo = `CN${await repo.nextDocumentNumber(trx)}`;
      const transaction = await trx
        .insertInto('journal_transactions')
        .values({
          agency_id: agencyId,
          kind: 'CREDIT_NOTE',
          document_no: documentNo,
          narration: `Credit of ${date}`,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('journal_entries')
        .values([
          { transaction_id: transaction.id, account_id: wallet.account_id, amount_paise: paise, created_at: at },
          { transaction_id: transaction.id, account_id: counter.id, amount_paise: -paise, created_at: at },
        ])
        .execute();
      await repo.updateWallet(trx, agencyId, { balance_paise: Number(wallet.balance_paise) + paise });
      return documentNo;
    });
  }

  it('opens a range that starts after earlier movements with their sum', async () => {
    const agency = await freshAgency('Chilika Lake Cruises');
    const tenDaysAgo = await backdatedCreditNote(agency.id, 2000_00, addDays(today, -10));
    const threeDaysAgo = await backdatedCreditNote(agency.id, 5000_00, addDays(today, -3));
    const todays = expectStatus(await postNote(admin, agency.id, 'DEBIT_NOTE', '1500'), 201).body;
    const ledger = (from: string, to: string) =>
      agency.owner.get(`/wallet/ledger?from=${from}&to=${to}`).then((answer) => expectStatus(answer, 200).body);

    const oldest = await ledger(addDays(today, -16), addDays(today, -10));
    expect(oldest).toMatchObject({ openingBalancePaise: 0, closingBalancePaise: 2000_00 });
    expect(oldest.rows.map((row: { reference: string }) => row.reference)).toEqual([tenDaysAgo]);

    const middle = await ledger(addDays(today, -9), addDays(today, -3));
    expect(middle).toMatchObject({ openingBalancePaise: 2000_00, closingBalancePaise: 7000_00 });
    expect(middle.rows).toEqual([
      expect.objectContaining({ reference: threeDaysAgo, creditPaise: 5000_00, balancePaise: 7000_00 }),
    ]);

    const recent = await ledger(addDays(today, -2), today);
    expect(recent).toMatchObject({ openingBalancePaise: 7000_00, closingBalancePaise: 5500_00 });
    expect(recent.rows).toEqual([
      expect.objectContaining({ reference: todays.documentNo, debitPaise: 1500_00, balancePaise: 5500_00 }),
    ]);
    expect((await balanceOf(agency.owner)).mainBalancePaise).toBe(5500_00);

    const quiet = await ledger(addDays(today, -2), addDays(today, -1));
    expect(quiet).toMatchObject({ openingBalancePaise: 7000_00, closingBalancePaise: 7000_00, rows: [] });
    const ahead = await ledger(addDays(today, 1), addDays(today, 7));
    expect(ahead).toMatchObject({ openingBalancePaise: 5500_00, closingBalancePaise: 5500_00, rows: [] });
  });

  it('keeps each agency to its own ledger', async () => {
    const ledger = expectStatus(await ghumakkadOwner.get(`/wallet/ledger?from=${today}&to=${today}`), 200).body;
    const documents = await t.database.db
      .selectFrom('journal_transactions')
      .select('document_no')
      .where('agency_id', '=', ghumakkad)
      .execute();
    const own = new Set(documents.map((row) => row.document_no));
    expect(ledger.rows.length).toBeGreaterThan(0);
    for (const row of ledger.rows) expect(own.has(row.reference), row.reference).toBe(true);
    expect(ledger.closingBalancePaise).toBe((await balanceOf(ghumakkadOwner)).mainBalancePaise);
  });

  it('downloads the same rows as an Excel workbook', async () => {
    const from = addDays(today, -6);
    const json = expectStatus(await skywaysStaff.get(`/wallet/ledger?from=${from}&to=${today}`), 200).body;
    expect(json.rows.length).toBeGreaterThan(3);
    const answer = expectStatus(await skywaysStaff.get(`/wallet/ledger.xlsx?from=${from}&to=${today}`), 200);
    expect(answer.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="ledger-${from}-to-${today}.xlsx"`);
    expect(answer.raw.subarray(0, 2).toString('latin1')).toBe('PK');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.raw as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Ledger');
    if (!sheet) throw new Error('no Ledger sheet');
    const cells = (n: number) => [1, 2, 3, 4, 5, 6].map((column) => sheet.getRow(n).getCell(column).value ?? null);
    expect(cells(1)).toEqual(['Date', 'Reference', 'Narration', 'Debit', 'Credit', 'Balance']);
    // Dates are Excel dates (numbers with a date format), not text: the period's days, each line's time in India.
    const asDate = (value: unknown) => (value instanceof Date ? value.toISOString() : `text: ${String(value)}`);
    expect(sheet.getColumn(1).numFmt).toBe('dd-mmm-yyyy hh:mm');
    expect([asDate(cells(2)[0]), ...cells(2).slice(1)]).toEqual([
      `${from}T00:00:00.000Z`,
      '',
      'Opening balance',
      null,
      null,
      json.openingBalancePaise / 100,
    ]);
    json.rows.forEach(
      (
        row: { date: string; reference: string; narration: string; debitPaise: number; creditPaise: number },
        i: number,
      ) => {
        const [date, ...rest] = cells(i + 3);
        expect(asDate(date)).toBe(new Date(Date.parse(row.date) + 330 * 60 * 1000).toISOString());
        expect(rest).toEqual([
          row.reference,
          row.narration,
          row.debitPaise ? row.debitPaise / 100 : null,
          row.creditPaise ? row.creditPaise / 100 : null,
          json.rows[i].balancePaise / 100,
        ]);
      },
    );
    const closing = cells(json.rows.length + 3);
    expect([asDate(closing[0]), ...closing.slice(1)]).toEqual([
      `${today}T00:00:00.000Z`,
      '',
      'Closing balance',
      null,
      null,
      json.closingBalancePaise / 100,
    ]);
    expect(sheet.rowCount).toBe(json.rows.length + 3);
  });
});

describe('the low-balance alert', () => {
  it('is set by the owner in rupees, not by staff, and validated', async () => {
    const set = expectStatus(await ghumakkadOwner.put('/wallet/alert', { threshold: '2,500' }), 200);
    expect(set.body.lowBalanceThresholdPaise).toBe(2500_00);
    expect((await skywaysStaff.put('/wallet/alert', { threshold: '100' })).status).toBe(403);
    const bad = await ghumakkadOwner.put('/wallet/alert', { threshold: 'lots' });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields).toEqual({ threshold: WALLET_MSG_DECIDED.amountInvalid });
    const off = expectStatus(await ghumakkadOwner.put('/wallet/alert', { threshold: '' }), 200);
    expect(off.body.lowBalanceThresholdPaise).toBe(0);
  });

  it('e-mails once when a debit crosses the threshold, and again after the balance recovers', async () => {
    const agency = await freshAgency('Kutch Desert Camps');
    expectStatus(await agency.owner.put('/wallet/alert', { threshold: '5000' }), 200);
    expectStatus(await postNote(admin, agency.id, 'CREDIT_NOTE', '10000'), 201);
    expectStatus(await postNote(admin, agency.id, 'DEBIT_NOTE', '5000'), 201); // available 5000: not below
    expect(await lowBalanceMails(agency.email)).toHaveLength(0);

    expectStatus(await postNote(admin, agency.id, 'DEBIT_NOTE', '1000'), 201); // 4000: below
    const [first, ...others] = await lowBalanceMails(agency.email);
    expect(others).toHaveLength(0);
    expect(first?.html).toContain('is ₹4,000, below the ₹5,000 you asked us to watch');

    expectStatus(await postNote(admin, agency.id, 'DEBIT_NOTE', '1000'), 201); // 3000: still below
    expect((await postNote(admin, agency.id, 'DEBIT_NOTE', '99999')).status).toBe(409);
    expect(await lowBalanceMails(agency.email)).toHaveLength(1);

    expectStatus(await postNote(admin, agency.id, 'CREDIT_NOTE', '5000'), 201); // 8000: recovered
    expect(await lowBalanceMails(agency.email)).toHaveLength(1);
    expectStatus(await postNote(admin, agency.id, 'DEBIT_NOTE', '4000'), 201); // 4000: below again
    expect(await lowBalanceMails(agency.email)).toHaveLength(2);
  });

  it('counts the credit limit: a higher limit re-arms the alert; only a debit sets it off', async () => {
    const agency = await freshAgency('Ladakh High Passes');
    expectStatus(await agency.owner.put('/wallet/alert', { threshold: '5000' }), 200);
    expectStatus(await postNote(admin, agency.id, 'CREDIT_NOTE', '6000'), 201);
    expectStatus(await postNote(admin, agency.id, 'DEBIT_NOTE', '2000'), 201); // 4000: below
    expect(await lowBalanceMails(agency.email)).toHaveLength(1);
    expectStatus(await setCreditLimit(agency.id, '10000'), 200); // 14000: recovered
    expectStatus(await postNote(admin, agency.id, 'DEBIT_NOTE', '10000'), 201); // 4000: below again
    expect(await lowBalanceMails(agency.email)).toHaveLength(2);
    expectStatus(await postNote(admin, agency.id, 'CREDIT_NOTE', '10000'), 201); // 14000: recovered
    expectStatus(await setCreditLimit(agency.id, '0'), 200); // 4000, by the limit alone: no debit, no e-mail
    expect(await lowBalanceMails(agency.email)).toHaveLength(2);
    expectStatus(await postNote(admin, agency.id, 'CREDIT_NOTE', '500'), 201); // 4500: a credit, no e-mail
    expect(await lowBalanceMails(agency.email)).toHaveLength(2);
    expectStatus(await postNote(admin, agency.id, 'DEBIT_NOTE', '100'), 201); // 4400: the first debit below
    expect(await lowBalanceMails(agency.email)).toHaveLength(3);
  });

  it('sends nothing once turned off', async () => {
    const agency = await freshAgency('Nilgiri Toy Train Tours');
    expectStatus(await agency.owner.put('/wallet/alert', { threshold: '5000' }), 200);
    expectStatus(await agency.owner.put('/wallet/alert', { threshold: '' }), 200);
    expectStatus(await postNote(admin, agency.id, 'CREDIT_NOTE', '6000'), 201);
    expectStatus(await postNote(admin, agency.id, 'DEBIT_NOTE', '5000'), 201);
    expect(await lowBalanceMails(agency.email)).toHaveLength(0);
  });
});

describe('the database', () => {
  const documentExists = async (documentNo: string) =>
    (await t.database.db
      .selectFrom('journal_transactions')
      .select('id')
      .where('document_no', '=', documentNo)
      .executeTakeFirst()) !== undefined;

  it('refuses at commit a journal transaction whose entries do not sum to zero', async () => {
    expectStatus(await postNote(admin, skyways, 'CREDIT_NOTE', '1000'), 201);
    const before = await snapshot();
    await expect(journal([100_00], [-99_99])).rejects.toThrow(/does not balance/);
    await expect(journal([100_00], [])).rejects.toThrow(/does not balance/);
    await expect(journal([-100_00], [50_00, 50_01])).rejects.toThrow(/does not balance/);
    expect(await snapshot()).toEqual(before);
  });

  it('checks the sum at commit, not statement by statement', async () => {
    // One wallet entry, as every posting has (assertLedgerConsistent holds the reports to it); the bank's two
    // entries go in one statement at a time, and only their sum at commit balances.
    const documentNo = await journal([100_00], [-30_00, -70_00]);
    expect(await documentExists(documentNo)).toBe(true);
  });

  it('refuses an entry of zero', async () => {
    await expect(journal([0, 100_00], [-100_00])).rejects.toThrow();
  });

  it('never changes or deletes an entry or a transaction', async () => {
    const { documentNo } = expectStatus(await postNote(admin, skyways, 'CREDIT_NOTE', '100'), 201).body;
    const transaction = await t.database.db
      .selectFrom('journal_transactions')
      .select('id')
      .where('document_no', '=', documentNo)
      .executeTakeFirstOrThrow();
    const before = await snapshot();
    const attempts = [
      sql`update journal_entries set amount_paise = amount_paise * 2 where transaction_id = ${transaction.id}`,
      sql`delete from journal_entries where transaction_id = ${transaction.id}`,
      sql`update journal_transactions set narration = 'Edited' where id = ${transaction.id}`,
      sql`delete from journal_transactions where id = ${transaction.id}`,
      sql`truncate journal_entries`,
    ];
    for (const statement of attempts) {
      await expect(statement.execute(t.database.db)).rejects.toThrow(/immutable/);
    }
    expect(await snapshot()).toEqual(before);
  });
});
