import { randomUUID } from 'node:crypto';
import { todayInIndia } from '@tripsetu/domain/dates.ts';
import type { DepositForm } from '@tripsetu/domain/wallet.ts';
import { IDEMPOTENCY_HEADER } from '@tripsetu/domain/wallet-api.ts';
import { type Kysely, sql } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../db/schema.ts';
import type { AgentClient, ApiAnswer } from './agent-client.ts';

/** A fresh Idempotency-Key, as the portal makes one per money-moving form submission. */
export const newKey = () => `test-${randomUUID()}`;

/** Request options carrying an Idempotency-Key. */
export const withKey = (key: string = newKey()) => ({ headers: { [IDEMPOTENCY_HEADER]: key } });

/** A complete NEFT deposit into the first seeded bank account, dated today; overrides spoil it. */
export function neftDeposit(overrides: Partial<DepositForm> = {}): DepositForm {
  return {
    mode: 'NEFT',
    reference: `UTR${Math.floor(Math.random() * 1e12)}`,
    accountNumber: '50100123456789',
    holderName: 'Rohan Mehta',
    branch: '',
    depositDate: todayInIndia(),
    bankAccountId: '1',
    amount: '25000',
    ...overrides,
  };
}

/** Fails a test with the answer's body in the message when the status is not the one expected. */
export function expectStatus(answer: ApiAnswer, status: number): ApiAnswer {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer;
}

/** The owner records a deposit and the administrator approves it: the wallet gains the amount. */
export async function depositAndApprove(owner: AgentClient, admin: AgentClient, rupees: string) {
  const recorded = expectStatus(await owner.post('/wallet/deposits', neftDeposit({ amount: rupees }), withKey()), 201);
  const approved = await admin.post(`/admin/deposits/${recorded.body.id}/approve`, undefined, withKey());
  return expectStatus(approved, 200).body;
}

/** An administrator's credit note, debit note, fund transfer or reversal. */
export function postNote(
  admin: AgentClient,
  agencyId: number,
  kind: 'CREDIT_NOTE' | 'DEBIT_NOTE' | 'FUND_TRANSFER' | 'FUND_REVERSAL',
  amount: string | number,
  reason = `${kind} by the test`,
  key: string = newKey(),
) {
  return admin.post(`/admin/agencies/${agencyId}/notes`, { kind, amount, reason }, withKey(key));
}

/**
 * The ledger's invariants, read from the database: every journal transaction has two or more entries
 * summing to zero, every wallet's balance equals the sum of its account's entries, all entries
 * together sum to zero, and every wallet account belongs to its agency's wallet. (A wallet may lie
 * below its credit limit: an administrator may lower a limit below the due, decision 009.)
 */
export async function assertLedgerConsistent(db: Kysely<Database>): Promise<void> {
  const unbalanced = await db
    .selectFrom('journal_transactions as t')
    .leftJoin('journal_entries as e', 'e.transaction_id', 't.id')
    .select(['t.id', 't.document_no'])
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<string>('e.amount_paise'), sql<string>`0`).as('total'),
      eb.fn.count<string>('e.id').as('entries'),
    ])
    .groupBy(['t.id', 't.document_no'])
    .having((eb) =>
      eb.or([eb(eb.fn.coalesce(eb.fn.sum('e.amount_paise'), sql`0`), '<>', 0), eb(eb.fn.count('e.id'), '<', 2)]),
    )
    .execute();
  expect(unbalanced, 'journal transactions that do not balance').toEqual([]);

  const wallets = await db
    .selectFrom('agency_wallets as w')
    .leftJoin('journal_entries as e', 'e.account_id', 'w.account_id')
    .select(['w.agency_id', 'w.balance_paise'])
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('e.amount_paise'), sql<string>`0`).as('entries_total'))
    .groupBy(['w.agency_id', 'w.balance_paise'])
    .execute();
  for (const wallet of wallets) {
    expect(Number(wallet.balance_paise), `wallet of agency ${wallet.agency_id}`).toBe(Number(wallet.entries_total));
  }

  const all = await db
    .selectFrom('journal_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount_paise'), sql<string>`0`).as('total'))
    .executeTakeFirstOrThrow();
  expect(Number(all.total), 'the sum of every entry').toBe(0);

  const walletAccounts = await db
    .selectFrom('ledger_accounts as a')
    .leftJoin('agency_wallets as w', 'w.account_id', 'a.id')
    .select(['a.id', 'a.agency_id', 'w.agency_id as wallet_agency_id'])
    .where('a.kind', '=', 'AGENCY_WALLET')
    .execute();
  for (const account of walletAccounts) {
    expect(account.wallet_agency_id, `wallet account ${account.id}`).toBe(account.agency_id);
  }
  // The reports find a movement's wallet entry by its account's kind alone: each has at most one, its own agency's
  // (a gateway's confirmation charge moves between operator accounts only).
  const { rows: strays } = await sql<{ id: number }>`
    select jt.id from journal_transactions jt
    left join journal_entries e on e.transaction_id = jt.id
      and e.account_id in (select id from ledger_accounts where kind = 'AGENCY_WALLET')
    left join ledger_accounts la on la.id = e.account_id
    group by jt.id, jt.agency_id
    having count(e.id) > 1 or bool_or(la.agency_id <> jt.agency_id)`.execute(db);
  expect(strays, 'journal transactions with another agency’s wallet entry, or two').toEqual([]);
  await assertReportDaysConsistent(db);
}

/**
 * The report totals (`report_days`, migration 038) kept as each transaction committed are what adding everything up
 * again now gives, and each agency's days add up to its wallet's balance.
 */
async function assertReportDaysConsistent(db: Kysely<Database>): Promise<void> {
  const read = (source: Kysely<Database>) =>
    sql<Record<string, unknown>>`select * from report_days order by agency_id, day`
      .execute(source)
      .then(({ rows }) => rows.map((row) => JSON.stringify(row)));
  const kept = await read(db);
  const again = await db
    .transaction()
    .execute(async (trx) => {
      await sql`delete from report_days`.execute(trx);
      await sql`select report_days_add_journal(array(select id from journal_transactions))`.execute(trx);
      await sql`select report_days_add_cancellations(array(select id from booking_cancellations))`.execute(trx);
      await sql`select report_days_add_plb(array(select booking_id from plb_post_payments))`.execute(trx);
      throw new RecountDone(await read(trx));
    })
    .catch((error: unknown) => {
      if (error instanceof RecountDone) return error.rows;
      throw error;
    });
  expect(kept, 'report totals kept at commit against a recount').toEqual(again);

  const { rows } = await sql<{ agency_id: number; days: string; balance: string }>`
    select w.agency_id, w.balance_paise as balance, coalesce(sum(d.deposit_paise + d.credit_note_paise + d.debit_note_paise
      + d.fund_transfer_paise + d.fund_reversal_paise + d.gateway_charge_paise + d.refund_paise - d.booking_paise
      - d.visa_fee_paise + d.visa_refund_paise), 0) as days
    from agency_wallets w left join report_days d on d.agency_id = w.agency_id
    group by w.agency_id, w.balance_paise`.execute(db);
  for (const row of rows) {
    expect(Number(row.days), `report days of agency ${row.agency_id}`).toBe(Number(row.balance));
  }
}
/** Rolls the recount back: it only compares. */
class RecountDone extends Error {
  constructor(readonly rows: string[]) {
    super('recounted');
  }
}
