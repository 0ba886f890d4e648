import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { WALLET_MSG_DECIDED } from '@tripsetu/domain/wallet.ts';
import { type Kysely, sql, type Transaction } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { AppError } from '../../lib/errors.ts';
import { idempotent } from '../../lib/idempotency.ts';
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
  expectStatus,
  neftDeposit,
  newKey,
  postNote,
  withKey,
} from '../../test/wallet-fixtures.ts';
import type { AgentUser } from '../agents/agents.service.ts';

/**
 * The wallet under concurrent requests, on PostgreSQL only (PGlite is one connection and proves
 * nothing here): this file runs in the `server-pg-concurrency` project, which exists only when
 * DATABASE_URL is set (npm run test:server:pg-concurrency).
 */

let t: TestApp;
let admin: AgentClient;
let skywaysOwner: AgentClient;
const today = todayInIndia();

beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('The concurrency proofs need PostgreSQL: set DATABASE_URL.');
  t = await createTestApp();
  expect(t.database.kind).toBe('postgres');
  await seedDemoAccounts(t.services);
  admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
  skywaysOwner = await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
});
afterAll(() => t?.close());
afterEach(() => assertLedgerConsistent(t.database.db));

async function freshAgency(companyName: string) {
  const agency = await approvedAgency(t, admin, registrationForm({ companyName }));
  const owner = await signedInClient(t.app, agency.form.email, agency.password);
  return { id: agency.agencyId, owner, email: agency.form.email };
}

async function balanceOf(client: AgentClient) {
  return expectStatus(await client.get('/wallet'), 200).body;
}

const statuses = (answers: { status: number }[]) =>
  answers.reduce<Record<number, number>>((counts, answer) => {
    counts[answer.status] = (counts[answer.status] ?? 0) + 1;
    return counts;
  }, {});

/** The running balance of an agency's wallet, entry by entry in the order the wallet lock let them in. */
async function walletHistory(agencyId: number) {
  const rows = await t.database.db
    .selectFrom('journal_entries as e')
    .innerJoin('agency_wallets as w', 'w.account_id', 'e.account_id')
    .select(['e.transaction_id', 'e.amount_paise'])
    .where('w.agency_id', '=', agencyId)
    .orderBy('e.transaction_id')
    .execute();
  let running = 0;
  return rows.map((row) => {
    running += Number(row.amount_paise);
    return running;
  });
}

describe('over HTTP, all at once', () => {
  it('credits a deposit once when 50 approvals arrive together, each with its own key', async () => {
    const recorded = expectStatus(
      await skywaysOwner.post('/wallet/deposits', neftDeposit({ amount: '12,345' }), withKey()),
      201,
    );
    const before = await balanceOf(skywaysOwner);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => admin.post(`/admin/deposits/${recorded.body.id}/approve`, undefined, withKey())),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 409: 49 });
    for (const answer of answers.filter((candidate) => candidate.status === 409)) {
      expect(answer.body.error.message).toBe(WALLET_MSG_DECIDED.depositNotPending);
    }
    const approved = answers.find((answer) => answer.status === 200)?.body;
    expect(approved).toMatchObject({ status: 'APPROVED', receiptNo: expect.stringMatching(/^TR\d+$/) });
    expect((await balanceOf(skywaysOwner)).mainBalancePaise).toBe(before.mainBalancePaise + 12_345_00);
    const credits = await t.database.db
      .selectFrom('journal_transactions')
      .select('document_no')
      .where('reference', '=', `deposit:${recorded.body.id}`)
      .execute();
    expect(credits).toEqual([{ document_no: approved.receiptNo }]);
    const mails = (await mailsTo(t, DEMO.skywaysOwner.userId)).filter((mail) =>
      mail.subject.includes(approved.receiptNo),
    );
    expect(mails).toHaveLength(1);
  });

  it('lets exactly one review win when approvals and rejections race', async () => {
    const recorded = expectStatus(
      await skywaysOwner.post('/wallet/deposits', neftDeposit({ amount: '5000' }), withKey()),
      201,
    );
    const before = await balanceOf(skywaysOwner);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 2 === 0
          ? admin.post(`/admin/deposits/${recorded.body.id}/approve`, undefined, withKey())
          : admin.post(`/admin/deposits/${recorded.body.id}/reject`, { reason: 'Not received' }, withKey()),
      ),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 409: 29 });
    const winner = answers.find((answer) => answer.status === 200)?.body;
    const credited = winner.status === 'APPROVED' ? 5000_00 : 0;
    expect((await balanceOf(skywaysOwner)).mainBalancePaise).toBe(before.mainBalancePaise + credited);
    const deposits = (await skywaysOwner.get('/wallet/deposits')).body.deposits;
    expect(deposits.find((deposit: { id: number }) => deposit.id === recorded.body.id)).toEqual(winner);
  });

  it('lets exactly as many of 100 parallel debits through as fit in balance plus credit limit', async () => {
    const agency = await freshAgency('Pench Tiger Trails');
    expectStatus(await postNote(admin, agency.id, 'CREDIT_NOTE', '10000'), 201);
    expectStatus(await admin.put(`/admin/agencies/${agency.id}/credit-limit`, { creditLimit: '5000' }), 200);
    expectStatus(await agency.owner.put('/wallet/alert', { threshold: '7000' }), 200);
    // ₹15,000 available: 30 debits of ₹500 fit, 70 do not. Balance reads run among them.
    const requests = Array.from({ length: 120 }, (_, i) =>
      i % 6 === 5
        ? agency.owner.get('/wallet')
        : postNote(admin, agency.id, 'DEBIT_NOTE', '500', `Parallel debit ${i}`),
    );
    const answers = await Promise.all(requests);
    const debits = answers.filter((_, i) => i % 6 !== 5);
    const reads = answers.filter((_, i) => i % 6 === 5);
    expect(statuses(debits)).toEqual({ 201: 30, 409: 70 });
    for (const refused of debits.filter((answer) => answer.status === 409)) {
      expect(refused.body.error.message).toBe(WALLET_MSG_DECIDED.insufficientBalance);
    }
    for (const read of reads) {
      expect(read.status).toBe(200);
      expect(read.body.availablePaise).toBeGreaterThanOrEqual(0);
    }
    expect(await balanceOf(agency.owner)).toMatchObject({
      mainBalancePaise: -5000_00,
      duePaise: 5000_00,
      availablePaise: 0,
    });
    const history = await walletHistory(agency.id);
    expect(history).toHaveLength(31);
    expect(Math.min(...history)).toBe(-5000_00);
    const documents = new Set(debits.filter((a) => a.status === 201).map((a) => a.body.documentNo));
    expect(documents.size).toBe(30);
    // The available balance crossed the alert threshold once: one e-mail.
    const alerts = (await mailsTo(t, agency.email)).filter((mail) => mail.subject === 'Low wallet balance on TripSetu');
    expect(alerts).toHaveLength(1);
  });

  it('gives one effect and one answer to the same Idempotency-Key sent 20 times at once', async () => {
    const agency = await freshAgency('Majuli River Tours');
    // A deposit.
    const depositKey = newKey();
    const form = neftDeposit({ amount: '7500' });
    const deposits = await Promise.all(
      Array.from({ length: 20 }, () => agency.owner.post('/wallet/deposits', form, withKey(depositKey))),
    );
    expect(statuses(deposits)).toEqual({ 201: 20 });
    for (const answer of deposits) expect(answer.body).toEqual(deposits[0]?.body);
    expect(deposits.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    const stored = await t.database.db
      .selectFrom('wallet_deposits')
      .select('id')
      .where('agency_id', '=', agency.id)
      .execute();
    expect(stored).toEqual([{ id: deposits[0]?.body.id }]);

    // Its approval.
    const approveKey = newKey();
    const approvals = await Promise.all(
      Array.from({ length: 20 }, () =>
        admin.post(`/admin/deposits/${deposits[0]?.body.id}/approve`, undefined, withKey(approveKey)),
      ),
    );
    expect(statuses(approvals)).toEqual({ 200: 20 });
    for (const answer of approvals) expect(answer.body).toEqual(approvals[0]?.body);
    expect(approvals.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(19);

    // A credit note.
    const noteKey = newKey();
    const notes = await Promise.all(
      Array.from({ length: 20 }, () => postNote(admin, agency.id, 'CREDIT_NOTE', '250', 'Goodwill', noteKey)),
    );
    expect(statuses(notes)).toEqual({ 201: 20 });
    for (const answer of notes) expect(answer.body).toEqual(notes[0]?.body);
    expect(await balanceOf(agency.owner)).toMatchObject({ mainBalancePaise: 7750_00 });
    expect(await walletHistory(agency.id)).toEqual([7500_00, 7750_00]);

    // The same key with another body, at once: the first body wins, the others are refused.
    const mixedKey = newKey();
    const mixed = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postNote(admin, agency.id, 'CREDIT_NOTE', i % 2 === 0 ? '100' : '200', 'Goodwill', mixedKey),
      ),
    );
    const counts = statuses(mixed);
    expect(counts[201]).toBeGreaterThanOrEqual(1);
    expect((counts[201] ?? 0) + (counts[409] ?? 0)).toBe(20);
    const winner = mixed.find((answer) => answer.status === 201)?.body;
    for (const answer of mixed) {
      if (answer.status === 201) expect(answer.body).toEqual(winner);
      else expect(answer.body.error.message).toBe(WALLET_MSG_DECIDED.idempotencyKeyReused);
    }
    expect((await balanceOf(agency.owner)).mainBalancePaise).toBe(7750_00 + winner.amountPaise);
  });
});

// ── 10,000 random operations ─────────────────────────────────────────────────────────────────────

/** A small seeded generator (mulberry32), so that a failing run can be repeated with its seed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

describe('10,000 random operations from 20 clients', () => {
  const OPERATIONS = 10_000;
  const CLIENTS = 20;
  let pool: DatabaseHandle;

  beforeAll(async () => {
    // The service's own pool has 10 connections; the clients get one each, on the same schema.
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.database.db);
    pool = await openDatabase({
      databaseUrl: process.env.DATABASE_URL as string,
      poolSize: CLIENTS + 2,
      searchPath: rows[0]?.schema as string,
    });
  });
  afterAll(() => pool?.close());

  it('leaves every journal at zero, every balance equal to its entries, and repeated keys without effect', async () => {
    const seed = Number(process.env.WALLET_FUZZ_SEED ?? Date.now() % 1_000_000);
    const random = generator(seed);
    const db: Kysely<Database> = pool.db;
    const wallet = t.services.wallet;
    const adminUser = (await db
      .selectFrom('agent_users')
      .selectAll()
      .where('user_id', '=', DEMO.admin.userId)
      .executeTakeFirstOrThrow()) as AgentUser;
    const agencies: { id: number; owner: AgentUser }[] = [];
    for (const name of [
      'Andaman Reef Divers',
      'Kaziranga Safari Co',
      'Gir Lion Treks',
      'Zanskar Rafting',
      'Araku Valley Stays',
      'Dudhsagar Trails',
    ]) {
      const agency = await approvedAgency(t, admin, registrationForm({ companyName: name }));
      const owner = (await db
        .selectFrom('agent_users')
        .selectAll()
        .where('agency_id', '=', agency.agencyId)
        .where('role', '=', 'OWNER')
        .executeTakeFirstOrThrow()) as AgentUser;
      agencies.push({ id: agency.agencyId, owner });
    }
    const transactionsBefore = await countOf(db, 'journal_transactions');

    /** What the test expects, from the answers it got: the effects of first (not replayed) successes. */
    const expected = new Map(agencies.map((agency) => [agency.id, { balance: 0, deposits: 0, journals: 0 }]));
    interface CommitState {
      agencyId: number;
      balance: number;
      limit: number;
      debit: boolean;
    }
    /** The wallet's balance and limit as each movement committed, read under its lock, by document. */
    const atCommit = new Map<string, CommitState>();
    /** Requests that succeeded, to be sent again with the same key and body. */
    const done: Request[] = [];
    const tally = { operations: 0, replays: 0, refused: 0, concurrentRepeats: 0, limitChanges: 0 };

    interface Request {
      kind: 'deposit' | 'approve' | 'note';
      scope: string;
      key: string;
      body: Record<string, unknown>;
      agencyId: number;
      run: (trx: Transaction<Database>) => Promise<{ statusCode: number; body: unknown }>;
      answer?: unknown;
    }

    async function underLock(
      trx: Transaction<Database>,
      agencyId: number,
      documentNo: string,
      debit: boolean,
    ): Promise<CommitState> {
      const row = await trx
        .selectFrom('agency_wallets')
        .select(['balance_paise', 'credit_limit_paise'])
        .where('agency_id', '=', agencyId)
        .executeTakeFirstOrThrow();
      const state = { agencyId, balance: Number(row.balance_paise), limit: Number(row.credit_limit_paise), debit };
      // A debit never leaves the wallet past its credit limit, as it commits.
      if (debit && state.balance + state.limit < 0) throw new Error(`${documentNo} commits past the limit`);
      return state;
    }

    /** Sends a request through the idempotency machinery the routes use; notes what it changed. */
    async function send(request: Request): Promise<{ replayed: boolean; body?: unknown; refused?: AppError }> {
      let state: CommitState | undefined;
      let documentNo = '';
      try {
        const answer = await idempotent(
          db,
          { scope: request.scope, key: request.key, body: request.body },
          async (trx) => {
            const result = await request.run(trx);
            const body = result.body as { documentNo?: string; receiptNo?: string };
            documentNo = body.documentNo ?? body.receiptNo ?? '';
            const debit = request.body.kind === 'DEBIT_NOTE';
            if (documentNo) state = await underLock(trx, request.agencyId, documentNo, debit);
            return result;
          },
        );
        if (!answer.replayed) {
          const effect = expected.get(request.agencyId);
          if (!effect) throw new Error('unknown agency');
          if (request.kind === 'deposit') effect.deposits += 1;
          else {
            const moved = answer.body as { amountPaise: number };
            effect.balance += moved.amountPaise;
            effect.journals += 1;
            if (!state) throw new Error(`no state at the commit of ${documentNo}`);
            atCommit.set(documentNo, state);
          }
          request.answer = answer.body;
          done.push(request);
        }
        return { replayed: answer.replayed, body: answer.body };
      } catch (error) {
        if (error instanceof AppError && error.code === 'CONFLICT') return { replayed: false, refused: error };
        throw error;
      }
    }

    const amount = (min: number, max: number) =>
      `${random.int(min, max)}.${String(random.int(0, 99)).padStart(2, '0')}`;

    function freshRequest(): Request | 'limit' {
      const agency = random.pick(agencies);
      const roll = random.next();
      if (roll < 0.25) {
        const form = neftDeposit({ amount: amount(1000, 20_000) });
        return {
          kind: 'deposit',
          scope: `agency:${agency.id}`,
          key: newKey(),
          body: { ...form },
          agencyId: agency.id,
          run: async (trx) => ({ statusCode: 201, body: await wallet.requestDeposit(agency.owner, form, trx) }),
        };
      }
      if (roll < 0.85) {
        const kind = roll < 0.5 ? 'CREDIT_NOTE' : 'DEBIT_NOTE';
        const note = {
          kind,
          amount: kind === 'CREDIT_NOTE' ? amount(100, 10_000) : amount(100, 25_000),
          reason: 'Fuzz',
        } as const;
        return {
          kind: 'note',
          scope: `admin:${adminUser.id}`,
          key: newKey(),
          body: { agencyId: agency.id, ...note },
          agencyId: agency.id,
          run: async (trx) => ({ statusCode: 201, body: await wallet.note(adminUser, agency.id, note, trx) }),
        };
      }
      return 'limit';
    }

    function approvalOf(deposit: { id: number; agencyId: number }): Request {
      return {
        kind: 'approve',
        scope: `admin:${adminUser.id}`,
        key: newKey(),
        body: { approve: deposit.id },
        agencyId: deposit.agencyId,
        run: async (trx) => ({ statusCode: 200, body: await wallet.approveDeposit(adminUser, deposit.id, trx) }),
      };
    }

    async function operation() {
      tally.operations += 1;
      if (random.next() < 0.11 && done.length > 0) {
        // A repeated key: a retry of an earlier success must answer as it did and change nothing.
        const earlier = random.pick(done);
        const retry = await send({ ...earlier });
        expect(retry.replayed, `${earlier.kind} ${earlier.key}`).toBe(true);
        expect(retry.body).toEqual(earlier.answer);
        tally.replays += 1;
        return;
      }
      const request = freshRequest();
      if (request === 'limit') {
        const agency = random.pick(agencies);
        await db.transaction().execute((trx) => wallet.setCreditLimit(agency.id, amount(0, 50_000), trx));
        tally.limitChanges += 1;
        return;
      }
      // Now and then the same request twice at once, as a client retrying before the first answer.
      const twice = random.next() < 0.02;
      if (twice) tally.concurrentRepeats += 1;
      const results = await Promise.all(twice ? [send(request), send({ ...request })] : [send(request)]);
      if (twice && results.every((result) => !result.refused)) {
        expect(results.filter((result) => result.replayed)).toHaveLength(1);
        expect(results[0]?.body).toEqual(results[1]?.body);
      }
      const first = results.find((result) => !result.refused && !result.replayed);
      if (!first) {
        tally.refused += 1;
        return;
      }
      if (request.kind === 'deposit') {
        // The administrator's approval is an operation of its own.
        tally.operations += 1;
        const deposit = first.body as { id: number; agencyId: number };
        const approval = await send(approvalOf(deposit));
        expect(approval.refused).toBeUndefined();
      }
    }

    const started = Date.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (tally.operations < OPERATIONS) await operation();
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    console.info(`wallet fuzz: seed ${seed}, ${seconds.toFixed(1)} s`, tally);

    // Every journal sums to zero and every balance equals the sum of its entries.
    await assertLedgerConsistent(t.database.db);
    // Repeated keys produced no extra effects: the money, the deposits and the journals are those of first successes.
    for (const agency of agencies) {
      const effect = expected.get(agency.id);
      const row = await db
        .selectFrom('agency_wallets')
        .selectAll()
        .where('agency_id', '=', agency.id)
        .executeTakeFirstOrThrow();
      expect(Number(row.balance_paise), `balance of agency ${agency.id}`).toBe(effect?.balance);
      expect(await countWhere(db, 'wallet_deposits', agency.id)).toBe(effect?.deposits);
      expect(await countWhere(db, 'journal_transactions', agency.id)).toBe(effect?.journals);
      expect(await pendingDeposits(db, agency.id)).toBe(0);
    }
    const journals = [...expected.values()].reduce((sum, effect) => sum + effect.journals, 0);
    expect((await countOf(db, 'journal_transactions')) - transactionsBefore).toBe(journals);
    expect(atCommit.size).toBe(journals);

    // No debit committed past the credit limit, and the ledger shows each movement's balance as it committed.
    for (const agency of agencies) {
      const ledger = await wallet.ledger(agency.id, addDays(today, -1), addDays(today, 1));
      expect(ledger.openingBalancePaise).toBe(0);
      expect(ledger.rows).toHaveLength(expected.get(agency.id)?.journals ?? -1);
      for (const row of ledger.rows) {
        const state = atCommit.get(row.reference);
        expect(state?.agencyId).toBe(agency.id);
        if (state?.debit) expect(state.balance + state.limit).toBeGreaterThanOrEqual(0);
        expect(row.balancePaise, `running balance at ${row.reference}`).toBe(state?.balance);
      }
    }
    expect(tally.replays + tally.concurrentRepeats).toBeGreaterThan(OPERATIONS * 0.09);
    expect(tally.refused).toBeGreaterThan(0);
  });
});

async function countOf(db: Kysely<Database>, table: 'journal_transactions' | 'wallet_deposits') {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function countWhere(db: Kysely<Database>, table: 'journal_transactions' | 'wallet_deposits', agencyId: number) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('agency_id', '=', agencyId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function pendingDeposits(db: Kysely<Database>, agencyId: number) {
  const row = await db
    .selectFrom('wallet_deposits')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('agency_id', '=', agencyId)
    .where('status', '=', 'PENDING')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
