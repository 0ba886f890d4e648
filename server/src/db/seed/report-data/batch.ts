/**
 * The rows a batch of days wrote, held until they go into the database together: one database transaction per
 * batch, each table's rows through `jsonb_to_recordset`, a few thousand per statement.
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../schema.ts';
import type { Agency } from './model.ts';

export type Row = Record<string, unknown>;

/** Every table a batch writes: its columns and their SQL types, in order. */
const COLUMNS = {
  journal_transactions:
    'id bigint, agency_id bigint, kind text, document_no text, narration text, reference text, created_by bigint, created_at timestamptz',
  journal_entries: 'transaction_id bigint, account_id bigint, amount_paise bigint, created_at timestamptz',
  bookings: `id bigint, transaction_id text, product text, channel text, agency_id bigint, booked_by bigint, status text,
    payment_status text, contact jsonb, fare jsonb, total_paise bigint, markup_paise bigint, starts_at timestamptz,
    issued_at timestamptz, wallet_document_no text, created_at timestamptz, rescheduled_from bigint`,
  flight_bookings: `booking_id bigint, trip_type text, cabin text, fare_type text, international boolean, itinerary jsonb,
    travellers jsonb, fare_rules jsonb`,
  bus_blocks: `id bigint, trip_id text, agency_id bigint, agent_user_id bigint, boarding_point text, dropping_point text,
    travellers jsonb, contact jsonb, price jsonb, total_paise bigint, expires_at timestamptz, created_at timestamptz`,
  bus_bookings: `booking_id bigint, block_id bigint, trip_id text, journey_date date, trip jsonb, travellers jsonb,
    ticket_no text, operator_pnr text, search_text text`,
  hotel_bookings: `booking_id bigint, hotel_id text, room_type_id text, check_in date, check_out date, stay jsonb,
    rooms jsonb, voucher_no text, supplier_ref text, search_text text`,
  booking_reschedules: `booking_id bigint, new_booking_id bigint, selection jsonb, quote jsonb, fare_difference_paise bigint,
    airline_charge_paise bigint, ota_charge_paise bigint, gst_paise bigint, amount_paise bigint, wallet_document_no text,
    requested_by bigint, created_at timestamptz`,
  booking_cancellations: `booking_id bigint, status text, selection jsonb, quote jsonb, paid_paise bigint,
    airline_charge_paise bigint, ota_charge_paise bigint, gst_paise bigint, kept_paise bigint,
    commission_reversed_paise bigint, refund_paise bigint, wallet_document_no text, credit_note_no text,
    requested_by bigint, created_at timestamptz, refund_to text`,
  plb_post_payments: `booking_id bigint, agency_id integer, plb_paise bigint, tds_paise bigint, credited_paise bigint,
    tds_section text, wallet_document_no text, credited_at timestamptz`,
  wallet_deposits: `id bigint, agency_id bigint, mode text, reference text, holder_name text, deposit_date date,
    bank_account_id bigint, amount_paise bigint, status text, requested_by bigint, reviewed_by bigint,
    reviewed_at timestamptz, transaction_id bigint, created_at timestamptz`,
} as const;
type Table = keyof typeof COLUMNS;
export type BatchRows = Record<Table, Row[]>;

/** Empty buffers for every table, in the order they are written (a table's rows after those they refer to). */
export function emptyRows(): BatchRows {
  return {
    journal_transactions: [],
    journal_entries: [],
    bookings: [],
    flight_bookings: [],
    bus_blocks: [],
    bus_bookings: [],
    hotel_bookings: [],
    booking_reschedules: [],
    booking_cancellations: [],
    plb_post_payments: [],
    wallet_deposits: [],
  };
}

/** Rows written with one `insert … select from jsonb_to_recordset`: columns and their SQL types, in order. */
export async function insertRows(trx: Transaction<Database>, table: string, columns: string, rows: readonly Row[]) {
  const names = columns.split(',').map((column) => column.trim().split(/\s+/)[0]);
  for (let at = 0; at < rows.length; at += 2_000) {
    const chunk = JSON.stringify(rows.slice(at, at + 2_000));
    await sql`insert into ${sql.table(table)} (${sql.raw(names.join(', '))})
      select ${sql.raw(names.join(', '))} from jsonb_to_recordset(${chunk}::jsonb) as x(${sql.raw(columns)})`.execute(
      trx,
    );
  }
}

/** Writes the batch, adds it to the report totals and the wallets' balances, and empties the buffers. */
export async function flush(db: Kysely<Database>, rows: BatchRows, agencies: readonly Agency[]) {
  if (rows.journal_transactions.length === 0 && rows.bookings.length === 0 && rows.plb_post_payments.length === 0)
    return;
  await db.transaction().execute(async (trx) => {
    // The report totals' triggers would add each row alone at commit; the batch is added at once instead.
    await sql`set local tripsetu.report_days_bulk = 'on'`.execute(trx);
    const before = await sql<{ id: string }>`select coalesce(max(id), 0) as id from booking_cancellations`.execute(trx);
    for (const table of Object.keys(COLUMNS) as Table[]) await insertRows(trx, table, COLUMNS[table], rows[table]);
    await addReportDays(trx, rows, Number(before.rows[0]?.id ?? 0));
    for (const agency of agencies.filter((a) => a.pending !== 0)) {
      await trx
        .updateTable('agency_wallets')
        .set((eb) => ({ balance_paise: eb('balance_paise', '+', agency.pending), updated_at: new Date() }))
        .where('agency_id', '=', agency.id)
        .execute();
      agency.pending = 0;
    }
  });
  for (const table of Object.keys(rows) as Table[]) rows[table] = [];
}

/**
 * Adds a batch to the report totals (migration 038) at once, as the triggers would row by row. Cancellations take
 * their ids on insert: the batch's are those above the highest before it.
 */
async function addReportDays(trx: Transaction<Database>, rows: BatchRows, cancellationsAfter: number) {
  const ids = (list: readonly Row[], key: string) => list.map((row) => Number(row[key]));
  await sql`select report_days_add_journal(${ids(rows.journal_transactions, 'id')}::bigint[])`.execute(trx);
  await sql`select report_days_add_cancellations(array(
    select id from booking_cancellations where id > ${cancellationsAfter}))`.execute(trx);
  await sql`select report_days_add_plb(${ids(rows.plb_post_payments, 'booking_id')}::bigint[])`.execute(trx);
}
