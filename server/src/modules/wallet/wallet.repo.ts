import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import type { Database, JournalTransactionTable, WalletDepositTable } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Creates the agency's wallet account and wallet row if missing; concurrent callers agree on one. */
export async function ensureWallet(trx: Transaction<Database>, agencyId: number): Promise<void> {
  await trx
    .insertInto('ledger_accounts')
    .values({
      code: `AGENCY_WALLET:${agencyId}`,
      kind: 'AGENCY_WALLET',
      agency_id: agencyId,
      name: `Wallet of agency ${agencyId}`,
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const account = await trx
    .selectFrom('ledger_accounts')
    .select('id')
    .where('code', '=', `AGENCY_WALLET:${agencyId}`)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('agency_wallets')
    .values({ agency_id: agencyId, account_id: account.id })
    .onConflict((oc) => oc.column('agency_id').doNothing())
    .execute();
}

export function findWallet(db: Db, agencyId: number) {
  return db.selectFrom('agency_wallets').selectAll().where('agency_id', '=', agencyId).executeTakeFirst();
}

/** The wallet row, locked: every movement of one agency's money queues here. */
export function lockWallet(trx: Transaction<Database>, agencyId: number) {
  return trx.selectFrom('agency_wallets').selectAll().where('agency_id', '=', agencyId).forUpdate().executeTakeFirst();
}

export async function agencyExists(db: Db, agencyId: number): Promise<boolean> {
  const row = await db.selectFrom('agencies').select('id').where('id', '=', agencyId).executeTakeFirst();
  return row !== undefined;
}

export function updateWallet(
  trx: Transaction<Database>,
  agencyId: number,
  change: {
    balance_paise?: number;
    credit_limit_paise?: number;
    low_balance_threshold_paise?: number;
    low_balance_alerted_at?: Date | null;
  },
) {
  return trx
    .updateTable('agency_wallets')
    .set({ ...change, updated_at: new Date() })
    .where('agency_id', '=', agencyId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function accountIdByCode(db: Db, code: string) {
  return db.selectFrom('ledger_accounts').select('id').where('code', '=', code).executeTakeFirstOrThrow();
}

export async function nextDocumentNumber(trx: Transaction<Database>): Promise<number> {
  const { rows } = await sql<{ n: string }>`select nextval('journal_document_seq') as n`.execute(trx);
  return Number(rows[0]?.n);
}

export function insertTransaction(
  trx: Transaction<Database>,
  row: {
    agency_id: number;
    kind: JournalTransactionTable['kind'];
    document_no: string;
    narration: string;
    reference: string;
    created_by: number | null;
  },
) {
  return trx.insertInto('journal_transactions').values(row).returningAll().executeTakeFirstOrThrow();
}

export function insertEntries(
  trx: Transaction<Database>,
  entries: { transaction_id: number; account_id: number; amount_paise: number }[],
) {
  return trx.insertInto('journal_entries').values(entries).execute();
}

/** The sum of an account's entries before an instant (the ledger's opening balance). */
export async function accountSumBefore(db: Db, accountId: number, before: Date): Promise<number> {
  const row = await db
    .selectFrom('journal_entries as e')
    .innerJoin('journal_transactions as t', 't.id', 'e.transaction_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('e.amount_paise'), sql<string>`0`).as('total'))
    .where('e.account_id', '=', accountId)
    .where('t.created_at', '<', before)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * An account's entries in [from, to), in the order they were written: by transaction id, which a
 * wallet's movements take under its row lock, so that the running balance is the balance each
 * movement committed with.
 */
export function accountEntriesBetween(db: Db, accountId: number, from: Date, to: Date) {
  return (
    db
      .selectFrom('journal_entries as e')
      .innerJoin('journal_transactions as t', 't.id', 'e.transaction_id')
      // The booking a BOOKING line paid for, by its transaction ID, within the same agency.
      .leftJoin('bookings as b', (join) =>
        join.onRef('b.transaction_id', '=', 't.reference').onRef('b.agency_id', '=', 't.agency_id'),
      )
      .select(['t.id', 't.document_no', 't.narration', 't.kind', 't.reference', 't.created_at', 'e.amount_paise'])
      .select('b.id as booking_id')
      .where('e.account_id', '=', accountId)
      .where('t.created_at', '>=', from)
      .where('t.created_at', '<', to)
      .orderBy('t.id')
      .execute()
  );
}

// ── Deposits ─────────────────────────────────────────────────────────────────────────────────────

export function insertDeposit(db: Db, deposit: Insertable<WalletDepositTable>) {
  return db.insertInto('wallet_deposits').values(deposit).returning('id').executeTakeFirstOrThrow();
}

export function lockDeposit(trx: Transaction<Database>, id: number) {
  return trx.selectFrom('wallet_deposits').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function depositsWithNames(db: Db) {
  return db
    .selectFrom('wallet_deposits as d')
    .innerJoin('agencies as a', 'a.id', 'd.agency_id')
    .innerJoin('agent_users as u', 'u.id', 'd.requested_by')
    .leftJoin('agent_users as r', 'r.id', 'd.reviewed_by')
    .leftJoin('operator_bank_accounts as b', 'b.id', 'd.bank_account_id')
    .leftJoin('journal_transactions as t', 't.id', 'd.transaction_id')
    .select([
      'd.id',
      'd.agency_id',
      'd.mode',
      'd.reference',
      'd.account_number',
      'd.holder_name',
      'd.branch',
      'd.deposit_date',
      'd.amount_paise',
      'd.status',
      'd.created_at',
      'd.reviewed_at',
      'd.rejection_reason',
      'a.company_name',
      'a.agency_code',
      'u.first_name as requested_first',
      'u.last_name as requested_last',
      'r.first_name as reviewed_first',
      'r.last_name as reviewed_last',
      'b.bank_name',
      'b.account_number as bank_account_number',
      't.document_no',
      't.created_at as credited_at',
    ]);
}

// ── Bank accounts ────────────────────────────────────────────────────────────────────────────────

export function listBankAccounts(db: Db, activeOnly: boolean) {
  let select = db.selectFrom('operator_bank_accounts').selectAll();
  if (activeOnly) select = select.where('active', '=', true);
  return select.orderBy('id').execute();
}

export function findBankAccount(db: Db, id: number) {
  return db.selectFrom('operator_bank_accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

// ── Movements (back office) ──────────────────────────────────────────────────────────────────────

export function movements(db: Db, query: string, limit: number, transactionId?: number) {
  let select = db
    .selectFrom('journal_transactions as t')
    .innerJoin('agencies as a', 'a.id', 't.agency_id')
    .innerJoin('agency_wallets as w', 'w.agency_id', 't.agency_id')
    .innerJoin('journal_entries as e', (join) =>
      join.onRef('e.transaction_id', '=', 't.id').onRef('e.account_id', '=', 'w.account_id'),
    )
    .leftJoin('agent_users as u', 'u.id', 't.created_by')
    .select([
      't.id',
      't.document_no',
      't.kind',
      't.agency_id',
      't.narration',
      't.created_at',
      'a.company_name',
      'a.agency_code',
      'e.amount_paise',
      'u.first_name',
      'u.last_name',
    ]);
  if (transactionId !== undefined) select = select.where('t.id', '=', transactionId);
  const term = query.trim().toLowerCase();
  if (term !== '') {
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    select = select.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['t.document_no']), 'like', like),
        eb(eb.fn('lower', ['a.company_name']), 'like', like),
        eb(eb.fn('lower', [eb.fn.coalesce('a.agency_code', sql.lit(''))]), 'like', like),
        eb(eb.fn('lower', ['t.narration']), 'like', like),
      ]),
    );
  }
  return select.orderBy('t.id', 'desc').limit(limit).execute();
}

/** One agency's journal transactions of some kinds with what each did to its wallet, newest first; and how many. */
export async function walletDocuments(
  db: Db,
  input: { agencyId: number; kinds: readonly string[]; limit: number; offset: number },
) {
  const base = db
    .selectFrom('journal_transactions as t')
    .innerJoin('agency_wallets as w', 'w.agency_id', 't.agency_id')
    .innerJoin('journal_entries as e', (join) =>
      join.onRef('e.transaction_id', '=', 't.id').onRef('e.account_id', '=', 'w.account_id'),
    )
    .where('t.agency_id', '=', input.agencyId)
    .where('t.kind', 'in', input.kinds as never);
  const counted = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst();
  const rows = await base
    .leftJoin('agent_users as u', 'u.id', 't.created_by')
    .select([
      't.id',
      't.document_no',
      't.kind',
      't.narration',
      't.reference',
      't.created_at',
      'e.amount_paise',
      'u.first_name',
      'u.last_name',
    ])
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(input.limit)
    .offset(input.offset)
    .execute();
  return { total: Number(counted?.n ?? 0), rows };
}
