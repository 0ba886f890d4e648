/**
 * Report data (issue 24): agencies with a year (or any number of days) of wallet business, written straight into
 * the database for the reports' benchmark and their reconciliation test. Deterministic for a seed and an end day.
 *
 * Every movement is what the application itself would have written: a journal transaction of two entries summing to
 * zero (the agency's wallet against an operator account), the wallet's balance kept equal to the sum of its account's
 * entries, and the rows that go with it — a booking whose `wallet_document_no` is its BOOKING transaction's document
 * number and whose fare carries the commission, PLB and TDS it earned; a cancellation refunded to the wallet with
 * its GST credit note; a reschedule's new booking; services added later; an approved deposit with its top-up (and a
 * payment gateway's confirmation charge, which never touches the wallet); credit and debit notes; fund transfers and
 * reversals; PLB post pay after travel (a row for every travelled booking, credited when there is something to
 * credit, as the job does). Ids and document numbers are drawn from the application's own sequences, so generated
 * rows never collide with real ones, before or after. No wallet is ever taken below zero: a top-up comes first.
 *
 * Each booking also gets its product's details (a flight itinerary, a bus ticket, a hotel stay), with made-up
 * routes and travellers, for the products' lists and the reports' traveller counts.
 *
 * Rows go in through `jsonb_to_recordset`, a few thousand per statement, one database transaction per batch of days.
 * The parts are in report-data/: the shared state (context.ts), the agencies, the batch writer, prices, the ledger's
 * movements, bookings and their details, what becomes of them later (after-sale.ts), and a day's events (days.ts).
 */
import { addDays } from '@tripsetu/domain/dates.ts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';
import { createAgencies, existingAgencies } from './report-data/agencies.ts';
import { flush } from './report-data/batch.ts';
import { startGeneration } from './report-data/context.ts';
import { runDay } from './report-data/days.ts';

export interface ReportDataOptions {
  /** New approved agencies to create, each with an owner (who cannot sign in), a wallet and its ledger account. */
  agencies: number;
  /** Days of business, ending at `endDay`. */
  days: number;
  /** Bookings per agency per day, on average (0 to twice this many on a day). */
  bookingsPerDay: number;
  seed?: number;
  /** The last day (YYYY-MM-DD, India); yesterday by default, so that a report may ask for every day. */
  endDay?: string;
  /** Existing agencies to give the same business too (e.g. a demo agency a benchmark signs in as). */
  existingAgencyIds?: readonly number[];
  /** Roughly how many journal transactions to write per database transaction. */
  batchSize?: number;
  onProgress?: (message: string) => void;
}

/** What one agency's wallet did on one Indian day, by report; amounts in paise, as the reports show them. */
export interface DailyTally {
  agencyId: number;
  day: string;
  /** Every wallet entry (credits +, debits −). */
  wallet: number;
  /** BOOKING transactions: their count, and what each product's charged the wallet (positive). */
  sales: number;
  flights: number;
  buses: number;
  hotels: number;
  /** REFUND transactions (positive); by product, as the cancellation reports show them. */
  refunds: number;
  flightRefunds: number;
  busRefunds: number;
  hotelRefunds: number;
  /** Wallet side of DEPOSIT, CREDIT_NOTE + DEBIT_NOTE, FUND_TRANSFER + FUND_REVERSAL. */
  receipts: number;
  notes: number;
  transfers: number;
  /** Commission and PLB credited (on first sales and PLB post pay), and TDS on them; `credits` counts those. */
  credits: number;
  commission: number;
  tds: number;
}

export interface ReportDataResult {
  agencyIds: number[];
  /** The first and last day of business. */
  from: string;
  to: string;
  counts: Record<
    'bookings' | 'journalTransactions' | 'cancellations' | 'reschedules' | 'services' | 'deposits' | 'plbRows',
    number
  >;
  daily: DailyTally[];
  ms: number;
}

/** Writes the agencies and their business; see the file's comment. */
export async function generateReportData(db: Kysely<Database>, options: ReportDataOptions): Promise<ReportDataResult> {
  const started = performance.now();
  const batchSize = options.batchSize ?? 20_000;
  const progress = options.onProgress ?? (() => {});
  const g = await startGeneration(db, options);
  g.agencies = [
    ...(await createAgencies(db, options.agencies, g.rng)),
    ...(await existingAgencies(db, options.existingAgencyIds ?? [])),
  ];
  progress(`${g.agencies.length} agencies ready`);

  for (let day = g.firstDay; day <= g.endDay; day = addDays(day, 1)) {
    await runDay(g, day);
    if (g.rows.journal_transactions.length >= batchSize || day === g.endDay) {
      await flush(db, g.rows, g.agencies);
      progress(
        `${day}: ${g.counts.bookings.toLocaleString('en-IN')} bookings, ${g.counts.journalTransactions.toLocaleString('en-IN')} journal transactions`,
      );
    }
  }
  await flush(db, g.rows, g.agencies);
  await sql`analyze`.execute(db);

  return {
    agencyIds: g.agencies.map((agency) => agency.id),
    from: g.firstDay,
    to: g.endDay,
    counts: g.counts,
    daily: [...g.daily.values()],
    ms: performance.now() - started,
  };
}
