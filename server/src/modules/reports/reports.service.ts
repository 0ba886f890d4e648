import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import {
  REPORT_MSG_DECIDED,
  REPORT_PAGE_SIZE,
  REPORTS,
  type ReportAnswer,
  type ReportKind,
  type ReportQuery,
  type ReportRow,
  reportColumns,
  reportQueryErrors,
} from '@tripsetu/domain/reports.ts';
import { financialQuarterOf, financialYearOf, taxRowOn } from '@tripsetu/domain/taxes.ts';
import { WALLET_DOCUMENT_LABELS } from '@tripsetu/domain/wallet-api.ts';
import type { Kysely } from 'kysely';
import type { Database, ProductCode } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { HeldSummary } from '../bookings/product.ts';
import { reportDays } from './report-days.ts';
import { reportsRepo, type Scope, type Slice } from './reports.repo.ts';

/** An export is the whole period at once; past this it asks for a shorter period or one agency (decision 035). */
export const EXPORT_MAX_ROWS = 20_000;

type Summarize = (
  source: Kysely<Database>,
  code: ProductCode,
  ids: readonly number[],
) => Promise<Map<number, HeldSummary>>;
interface Rows {
  rows: ReportRow[];
  totals: Record<string, number>;
  total: number;
  chart?: ReportAnswer['chart'];
}

const startOfIndianDay = (date: string) => new Date(`${date}T00:00:00+05:30`);
const iso = (value: Date | string) => new Date(value).toISOString();
const STATUS_TEXT: Record<string, string> = {
  CONFIRMED: 'Confirmed',
  CANCELLED: 'Cancelled',
  RESCHEDULED: 'Rescheduled',
  ON_HOLD: 'On hold',
  RELEASED: 'Released',
  NOT_CONFIRMED: 'Not confirmed',
};
const PRODUCT_OF: Partial<Record<ReportKind, ProductCode>> = {
  'flight-sales': 'FLIGHT',
  'flight-cancellations': 'FLIGHT',
  'hotel-sales': 'HOTEL',
  'hotel-cancellations': 'HOTEL',
  'bus-sales': 'BUS',
  'bus-refunds': 'BUS',
};
const KINDS_OF = {
  receipts: ['DEPOSIT'],
  notes: ['CREDIT_NOTE', 'DEBIT_NOTE'],
  transfers: ['FUND_TRANSFER', 'FUND_REVERSAL'],
} as const;

/** The §2 reports for an agency (its own) and the back office (one agency or all): decision 035. */
export function createReportsService(deps: { db: Kysely<Database>; summarize: Summarize; today?: () => string }) {
  const { db } = deps;
  const today = deps.today ?? (() => todayInIndia());

  /** Read in the report's own transaction: on the one-connection embedded database another would wait on it. */
  async function summaries(source: Kysely<Database>, code: ProductCode, ids: readonly number[]) {
    const all = new Map<number, HeldSummary>();
    for (let at = 0; at < ids.length; at += 1000) {
      for (const [id, summary] of await deps.summarize(source, code, ids.slice(at, at + 1000))) all.set(id, summary);
    }
    return all;
  }

  async function sales(
    source: Kysely<Database>,
    scope: Scope,
    code: ProductCode,
    status: string,
    slice: Slice | null,
  ): Promise<Rows> {
    const query = reportsRepo.sales(source, scope, code, status);
    // A booking's status changes after the day it was sold: narrowed by status, the totals are summed from the rows.
    const [found, totals] = await Promise.all([
      query.page(slice),
      status ? query.totals() : reportDays.sales(source, scope, code),
    ]);
    const about = await summaries(
      source,
      code,
      found.map((row) => Number(row.booking_id)),
    );
    const rows = found.map((row) => {
      const summary = about.get(Number(row.booking_id));
      return {
        agency: row.agency,
        date: iso(row.created_at),
        documentNo: row.document_no,
        type: !row.first_sale ? 'Services' : row.rescheduled ? 'Reschedule' : 'Booking',
        transactionId: row.transaction_id,
        reference: summary?.references ?? '',
        route: summary?.route ?? '',
        startsOn: todayInIndia(new Date(row.starts_at)),
        leadTraveller: summary?.leadTraveller ?? '',
        // Counted in the query, as the totals are: the page and the totals row agree.
        travellers: Number(row.travellers),
        amount: Number(row.amount),
        commission: Number(row.commission),
        tds: Number(row.tds),
        status: STATUS_TEXT[row.status] ?? row.status,
      };
    });
    const sums = {
      travellers: Number(totals.travellers),
      amount: Number(totals.amount),
      commission: Number(totals.commission),
      tds: Number(totals.tds),
    };
    return { rows, totals: sums, total: Number(totals.count) };
  }

  async function cancellations(
    source: Kysely<Database>,
    scope: Scope,
    code: ProductCode,
    slice: Slice | null,
  ): Promise<Rows> {
    const [found, totals] = await Promise.all([
      reportsRepo.cancellations(source, scope, code).page(slice),
      reportDays.cancellations(source, scope, code),
    ]);
    const about = await summaries(
      source,
      code,
      found.map((row) => Number(row.booking_id)),
    );
    const rows = found.map((row) => {
      const summary = about.get(Number(row.booking_id));
      return {
        agency: row.agency,
        date: iso(row.created_at),
        creditNoteNo: row.credit_note_no,
        transactionId: row.transaction_id,
        reference: summary?.references ?? '',
        route: summary?.route ?? '',
        paid: Number(row.paid),
        supplierCharge: Number(row.supplier_charge),
        otaCharge: Number(row.ota_charge),
        gst: Number(row.gst),
        commissionReversed: Number(row.commission_reversed),
        refund: Number(row.refund),
      };
    });
    const keys = {
      paid: 'paid',
      supplierCharge: 'supplier_charge',
      otaCharge: 'ota_charge',
      gst: 'gst',
      commissionReversed: 'commission_reversed',
      refund: 'refund',
    };
    const sums = Object.fromEntries(Object.entries(keys).map(([key, column]) => [key, Number(totals[column] ?? 0)]));
    return { rows, totals: sums, total: Number(totals.count ?? 0) };
  }

  async function documents(
    source: Kysely<Database>,
    scope: Scope,
    kinds: readonly string[],
    slice: Slice | null,
  ): Promise<Rows> {
    const [found, totals] = await Promise.all([
      reportsRepo.documents(source, scope, kinds).page(slice),
      reportDays.documents(source, scope, kinds),
    ]);
    const rows = found.map((row) => ({
      agency: row.agency,
      date: iso(row.created_at),
      documentNo: row.document_no,
      type: WALLET_DOCUMENT_LABELS[row.kind] ?? row.kind,
      mode: row.mode ?? (row.kind === 'DEPOSIT' ? 'Online payment' : ''),
      narration: row.narration,
      amount: Number(row.amount),
    }));
    return { rows, totals: { amount: Number(totals.amount) }, total: Number(totals.count) };
  }

  async function salesByPeriod(source: Kysely<Database>, scope: Scope, month: boolean): Promise<Rows> {
    const found = await reportDays.salesByPeriod(source, scope, month);
    const rows = found.map((row) => ({
      period: row.period,
      bookings: Number(row.bookings),
      flights: Number(row.flights),
      buses: Number(row.buses),
      hotels: Number(row.hotels),
      refunds: Number(row.refunds),
      net: Number(row.net),
    }));
    const chart = rows.map(({ period, flights, buses, hotels }) => ({ period, flights, buses, hotels }));
    return {
      rows,
      totals: sumOf(rows, ['bookings', 'flights', 'buses', 'hotels', 'refunds', 'net']),
      total: rows.length,
      chart,
    };
  }

  /** One row per agency and quarter of the financial year, in the quarters' order. */
  async function tds(source: Kysely<Database>, scope: Scope): Promise<Rows> {
    const rows = (await reportDays.tdsByQuarter(source, scope)).map((row) => {
      const day = `${row.month}-01`;
      return {
        agency: row.agency,
        quarter: `Q${financialQuarterOf(day)} FY ${financialYearOf(day).label}`,
        pan: row.pan,
        credits: Number(row.credits),
        commission: Number(row.commission),
        tds: Number(row.tds),
        section: taxRowOn('TDS_COMMISSION', day).section,
      };
    });
    return { rows, totals: sumOf(rows, ['credits', 'commission', 'tds']), total: rows.length };
  }

  /**
   * A report's rows and its totals are separate statements: they read one snapshot (repeatable read), so a booking
   * committed between them cannot make a page disagree with its totals.
   */
  function rowsOf(kind: ReportKind, query: ReportQuery, scope: Scope, slice: Slice | null): Promise<Rows> {
    return db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute((trx) => rowsIn(trx, kind, query, scope, slice));
  }

  function rowsIn(source: Kysely<Database>, kind: ReportKind, query: ReportQuery, scope: Scope, slice: Slice | null) {
    const code = PRODUCT_OF[kind];
    if (kind === 'sales') return salesByPeriod(source, scope, query.period === 'MONTH');
    if (kind === 'tds') return tds(source, scope);
    if (kind === 'receipts' || kind === 'notes' || kind === 'transfers') {
      const chosen = kind === 'notes' ? query.noteKind : kind === 'transfers' ? query.transferKind : '';
      return documents(source, scope, chosen ? [chosen] : KINDS_OF[kind], slice);
    }
    if (!code) throw new Error(`no product for report ${kind}`);
    return kind.endsWith('-sales')
      ? sales(source, scope, code, query.status, slice)
      : cancellations(source, scope, code, slice);
  }

  /** Checks the query, and the agency the back office chose; a refusal changes nothing and names its field. */
  async function scopeOf(kind: ReportKind, query: ReportQuery, agencyId: number | null): Promise<Scope> {
    const errors = reportQueryErrors(kind, query, today());
    if (Object.keys(errors).length > 0) throw AppError.validation(errors as Record<string, string>);
    if (agencyId !== null) {
      const agency = await db.selectFrom('agencies').select('id').where('id', '=', agencyId).executeTakeFirst();
      if (!agency) throw AppError.validation({ agencyId: REPORT_MSG_DECIDED.agency });
    }
    return { start: startOfIndianDay(query.from), end: startOfIndianDay(addDays(query.to, 1)), agencyId };
  }

  return {
    /** One page of a report, with the totals (and the sales chart) of the whole period. */
    async page(kind: ReportKind, query: ReportQuery, agencyId: number | null): Promise<ReportAnswer> {
      const scope = await scopeOf(kind, query, agencyId);
      const offset = (query.page - 1) * REPORT_PAGE_SIZE;
      const slice = { limit: REPORT_PAGE_SIZE, offset };
      const found = await rowsOf(kind, query, scope, slice);
      // Reports folded in memory (sales by period, TDS by quarter) come whole: this page is cut here.
      const rows =
        kind === 'sales' || kind === 'tds' ? found.rows.slice(offset, offset + REPORT_PAGE_SIZE) : found.rows;
      return answer(kind, query, agencyId, { ...found, rows }, query.page, REPORT_PAGE_SIZE);
    },

    /** Every row of the period, for a file; too many asks for a shorter period or one agency. */
    async whole(kind: ReportKind, query: ReportQuery, agencyId: number | null): Promise<ReportAnswer> {
      const scope = await scopeOf(kind, query, agencyId);
      const first = await rowsOf(kind, query, scope, { limit: 1, offset: 0 });
      if (first.total > EXPORT_MAX_ROWS) throw new AppError('CONFLICT', REPORT_MSG_DECIDED.tooManyRows);
      const found = kind === 'sales' || kind === 'tds' ? first : await rowsOf(kind, query, scope, null);
      return answer(kind, query, agencyId, found, 1, Math.max(found.rows.length, 1));
    },

    /** Everything the agency's wallet moved in the period: what the reports reconcile to (decision 035). */
    walletMovement: (scope: Scope) => reportsRepo.walletMovement(db, scope),
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;

function answer(
  kind: ReportKind,
  query: ReportQuery,
  agencyId: number | null,
  found: Rows,
  page: number,
  pageSize: number,
): ReportAnswer {
  const columns = reportColumns(kind, agencyId === null);
  return {
    kind,
    title: REPORTS[kind].title,
    from: query.from,
    to: query.to,
    agencyId,
    columns,
    rows: found.rows.map((row) => Object.fromEntries(columns.map((column) => [column.key, row[column.key] ?? null]))),
    totals: found.totals,
    page,
    pageSize,
    total: found.total,
    chart: found.chart ?? null,
  };
}

function sumOf(rows: readonly ReportRow[], keys: readonly string[]): Record<string, number> {
  return Object.fromEntries(keys.map((key) => [key, rows.reduce((sum, row) => sum + Number(row[key] ?? 0), 0)]));
}
