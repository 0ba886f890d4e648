/**
 * What every part of one generation shares: its random stream, the operator's accounts and the ids it draws, the
 * agencies, the batch's rows, the counts and daily tallies it returns, and the events planned for later days.
 */
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../schema.ts';
import { mulberry32 } from '../random.ts';
import type { DailyTally, ReportDataOptions, ReportDataResult } from '../report-data.ts';
import { type BatchRows, emptyRows } from './batch.ts';
import type { Agency, Counter, Planned } from './model.ts';

type NextId = () => Promise<number>;

export interface Generation {
  /** The generator's one random stream: every draw, in every module, comes from it in turn. */
  rng: () => number;
  firstDay: string;
  endDay: string;
  /** The instant the day after `endDay` begins in India. */
  endInstant: number;
  bookingsPerDay: number;
  /** The operator's ledger account of a kind. */
  counter: (code: Counter) => number;
  /** The first admin, who approves offline deposits and writes notes; null when there is none. */
  adminId: number | null;
  bankAccounts: number[];
  next: Record<'transactionId' | 'bookingId' | 'depositId' | 'documentNo' | 'creditNote' | 'blockId', NextId>;
  /** Filled once the agencies are made (which draws from the stream too). */
  agencies: Agency[];
  rows: BatchRows;
  counts: ReportDataResult['counts'];
  daily: Map<string, DailyTally>;
  plans: Map<string, Planned[]>;
}

/** Reads what the migrations made (the operator's accounts, an admin, bank accounts) and readies the id pools. */
export async function startGeneration(db: Kysely<Database>, options: ReportDataOptions): Promise<Generation> {
  const rng = mulberry32(options.seed ?? 24);
  const endDay = options.endDay ?? addDays(todayInIndia(), -1);
  const firstDay = addDays(endDay, -(options.days - 1));
  const endInstant = Date.parse(`${addDays(endDay, 1)}T00:00:00+05:30`);

  const accounts = new Map<string, number>();
  for (const row of await db
    .selectFrom('ledger_accounts')
    .select(['id', 'code'])
    .where('agency_id', 'is', null)
    .execute())
    accounts.set(row.code, Number(row.id));
  const counter = (code: Counter) => {
    const id = accounts.get(code);
    if (id === undefined) throw new Error(`no ledger account ${code}: run the migrations first`);
    return id;
  };
  const admin = await db
    .selectFrom('agent_users')
    .select('id')
    .where('role', '=', 'ADMIN')
    .orderBy('id')
    .executeTakeFirst();
  const bankAccounts = (await db.selectFrom('operator_bank_accounts').select('id').orderBy('id').execute()).map((row) =>
    Number(row.id),
  );
  if (bankAccounts.length === 0) throw new Error('no operator bank account to deposit into: run the migrations first');
  const serial = (table: string) => sql<string>`pg_get_serial_sequence(${table}, 'id')`;
  const sequenceOf = async (table: string) =>
    String((await sql<{ s: string }>`select ${serial(table)} as s`.execute(db)).rows[0]?.s);
  const next = {
    transactionId: sequencePool(db, await sequenceOf('journal_transactions')),
    bookingId: sequencePool(db, await sequenceOf('bookings')),
    depositId: sequencePool(db, await sequenceOf('wallet_deposits'), 5_000),
    documentNo: sequencePool(db, 'journal_document_seq'),
    creditNote: sequencePool(db, 'credit_note_serial', 5_000),
    blockId: sequencePool(db, await sequenceOf('bus_blocks'), 5_000),
  };

  return {
    rng,
    firstDay,
    endDay,
    endInstant,
    bookingsPerDay: options.bookingsPerDay,
    counter,
    adminId: admin ? Number(admin.id) : null,
    bankAccounts,
    next,
    agencies: [],
    rows: emptyRows(),
    counts: {
      bookings: 0,
      journalTransactions: 0,
      cancellations: 0,
      reschedules: 0,
      services: 0,
      deposits: 0,
      plbRows: 0,
    },
    daily: new Map(),
    plans: new Map(),
  };
}

/** Unique values of a sequence, fetched a block at a time: nobody else is ever given them. */
function sequencePool(db: Kysely<Database>, sequence: string, block = 20_000): NextId {
  let values: number[] = [];
  let next = 0;
  return async (): Promise<number> => {
    if (next >= values.length) {
      const { rows } = await sql<{ n: number }>`
        select nextval(${sequence}::regclass) as n from generate_series(1, ${block})`.execute(db);
      values = rows.map((row) => Number(row.n));
      next = 0;
    }
    return values[next++] as number;
  };
}

export const pick = <T>(g: Generation, list: readonly T[]): T => list[Math.floor(g.rng() * list.length)] as T;
export const chance = (g: Generation, p: number) => g.rng() < p;
/** Two different items of a list. */
export const twoOf = <T>(g: Generation, list: readonly T[]): [T, T] => {
  const first = Math.floor(g.rng() * list.length);
  const second = (first + 1 + Math.floor(g.rng() * (list.length - 1))) % list.length;
  return [list[first] as T, list[second] as T];
};

export const dayOf = (at: number) => todayInIndia(new Date(at));

/** The agency's tally for the Indian day of an instant, begun at zero. */
export function tally(g: Generation, agency: Agency, at: number): DailyTally {
  const day = dayOf(at);
  const key = `${agency.id}|${day}`;
  let found = g.daily.get(key);
  if (!found) {
    found = {
      agencyId: agency.id,
      day,
      wallet: 0,
      sales: 0,
      flights: 0,
      buses: 0,
      hotels: 0,
      refunds: 0,
      flightRefunds: 0,
      busRefunds: 0,
      hotelRefunds: 0,
      receipts: 0,
      notes: 0,
      transfers: 0,
      credits: 0,
      commission: 0,
      tds: 0,
    };
    g.daily.set(key, found);
  }
  return found;
}

/** Something to happen on a later day; nothing planned past the last day happens. */
export function plan(g: Generation, day: string, planned: Planned) {
  if (day > g.endDay) return;
  const list = g.plans.get(day) ?? [];
  list.push(planned);
  g.plans.set(day, list);
}
