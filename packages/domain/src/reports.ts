/**
 * The §2 reports (agent-portal.md): what each report is called, its columns and filters, the period it may cover,
 * and how a shown table becomes a CSV file. The server fills the rows; the portal, the CSV and the Excel workbook
 * all draw the same columns from here, so an export holds exactly what the screen shows (decision 035).
 */
import { z } from 'zod';
import { addDays, formatDisplayDate, formatDisplayDateTime, isIsoDate } from './dates.ts';
import { formatRupees } from './money.ts';

export const REPORT_KINDS = [
  'sales',
  'flight-sales',
  'flight-cancellations',
  'hotel-sales',
  'hotel-cancellations',
  'bus-sales',
  'bus-refunds',
  'receipts',
  'notes',
  'transfers',
  'tds',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export type ColumnType = 'text' | 'date' | 'datetime' | 'money' | 'count';
export interface ReportColumn {
  key: string;
  label: string;
  type: ColumnType;
  /** Summed into the totals row. */
  total?: boolean;
}
export type ReportFilter = 'period' | 'status' | 'noteKind' | 'transferKind';

export const REPORT_MSG = {
  /** §8. */
  empty: 'No booking records found.',
  fromRequired: 'Please select From date',
  toRequired: 'Please select To date',
} as const;
/** Not in the spec (decision 035). */
export const REPORT_MSG_DECIDED = {
  toBeforeFrom: 'To date should not be earlier than From date',
  range: 'Choose a period of at most 366 days',
  future: 'Choose dates up to today',
  filter: 'Choose one of the listed options',
  agency: 'Choose an agency from the list',
  failed: 'The report could not be loaded. Please try again.',
  exportFailed: 'The file could not be made. Please try again.',
  tooManyRows: 'This report has more than 20,000 rows to export. Choose a shorter period or one agency.',
} as const;

/** A year of data, leap day included: the longest period one report covers. */
export const REPORT_MAX_DAYS = 366;
export const REPORT_PAGE_SIZE = 25;

const money = (key: string, label: string): ReportColumn => ({ key, label, type: 'money', total: true });
const text = (key: string, label: string): ReportColumn => ({ key, label, type: 'text' });
const when: ReportColumn = { key: 'date', label: 'Date', type: 'datetime' };
const documentNo = text('documentNo', 'Document no.');

const saleColumns = (reference: string, route: string, starts: string): ReportColumn[] => [
  when,
  documentNo,
  text('type', 'Type'),
  text('transactionId', 'Transaction ID'),
  text('reference', reference),
  text('route', route),
  { key: 'startsOn', label: starts, type: 'date' },
  text('leadTraveller', 'Lead traveller'),
  { key: 'travellers', label: 'Travellers', type: 'count', total: true },
  money('amount', 'Amount charged'),
  money('commission', 'Commission'),
  money('tds', 'TDS'),
  text('status', 'Booking status'),
];
const cancellationColumns = (reference: string, charge: string): ReportColumn[] => [
  when,
  text('creditNoteNo', 'Credit note'),
  text('transactionId', 'Transaction ID'),
  text('reference', reference),
  text('route', 'Sector / place'),
  money('paid', 'Amount paid'),
  money('supplierCharge', charge),
  money('otaCharge', 'TripSetu charge'),
  money('gst', 'GST'),
  money('commissionReversed', 'Commission taken back'),
  money('refund', 'Refund to wallet'),
];
const walletColumns = (): ReportColumn[] => [
  when,
  documentNo,
  text('type', 'Type'),
  text('narration', 'Narration'),
  money('amount', 'Amount'),
];

export interface ReportSpec {
  title: string;
  /** What the list of reports says under the title. */
  summary: string;
  columns: ReportColumn[];
  filters: ReportFilter[];
  /** Daily sales read better as a trend: the page draws the chart over the whole period. */
  chart?: boolean;
}

export const REPORTS: Record<ReportKind, ReportSpec> = {
  sales: {
    title: 'Daily and periodic sales',
    summary: 'What was sold and refunded each day or month, by product, with a chart.',
    columns: [
      { key: 'period', label: 'Period', type: 'text' },
      { key: 'bookings', label: 'Sales', type: 'count', total: true },
      money('flights', 'Flights'),
      money('buses', 'Buses'),
      money('hotels', 'Hotels'),
      money('refunds', 'Refunds'),
      money('net', 'Net sales'),
    ],
    filters: ['period'],
    chart: true,
  },
  'flight-sales': {
    title: 'Flight sales',
    summary: 'Each flight booking, reschedule and service charged to the wallet.',
    columns: saleColumns('PNR', 'Sector', 'Travel date'),
    filters: ['status'],
  },
  'flight-cancellations': {
    title: 'Flight cancellations',
    summary: 'Each flight cancellation with its charges and refund.',
    columns: cancellationColumns('PNR', 'Airline charge'),
    filters: [],
  },
  'hotel-sales': {
    title: 'Hotel sales',
    summary: 'Each hotel booking charged to the wallet.',
    columns: saleColumns('Voucher / ref.', 'Hotel', 'Check-in'),
    filters: ['status'],
  },
  'hotel-cancellations': {
    title: 'Hotel cancellations',
    summary: 'Each hotel cancellation with its charges and refund.',
    columns: cancellationColumns('Voucher / ref.', 'Hotel charge'),
    filters: [],
  },
  'bus-sales': {
    title: 'Bus sale',
    summary: 'Each bus booking charged to the wallet.',
    columns: saleColumns('Ticket / PNR', 'Route', 'Journey date'),
    filters: ['status'],
  },
  'bus-refunds': {
    title: 'Bus refund',
    summary: 'Each bus cancellation with its charges and refund.',
    columns: cancellationColumns('Ticket / PNR', 'Operator charge'),
    filters: [],
  },
  receipts: {
    title: 'Receipts',
    summary: 'Top-ups received into the wallet: bank deposits approved and online payments.',
    columns: [
      when,
      documentNo,
      text('type', 'Type'),
      text('mode', 'Mode'),
      text('narration', 'Narration'),
      money('amount', 'Amount'),
    ],
    filters: [],
  },
  notes: {
    title: 'Credit and debit notes',
    summary: 'Credit notes (PLB post pay among them) and debit notes on the wallet.',
    columns: walletColumns(),
    filters: ['noteKind'],
  },
  transfers: {
    title: 'Fund transfer and reversal',
    summary: 'Funds moved into the wallet by TripSetu, and their reversals.',
    columns: walletColumns(),
    filters: ['transferKind'],
  },
  tds: {
    title: 'TDS',
    summary: 'Commission and PLB paid, and TDS deducted, per quarter, with the PAN for Form 16A.',
    columns: [
      text('quarter', 'Quarter'),
      text('pan', 'PAN'),
      // Each sale's commission and each PLB post pay is a credit of its own, as a TDS return lists them.
      { key: 'credits', label: 'Credits', type: 'count', total: true },
      money('commission', 'Commission and PLB paid'),
      money('tds', 'TDS deducted'),
      text('section', 'Section'),
    ],
    filters: [],
  },
};

export const BOOKING_STATUS_FILTERS = ['CONFIRMED', 'CANCELLED', 'RESCHEDULED'] as const;
export const FILTER_OPTIONS: Record<ReportFilter, readonly { value: string; label: string }[]> = {
  period: [
    { value: 'DAY', label: 'Day by day' },
    { value: 'MONTH', label: 'Month by month' },
  ],
  status: [
    { value: '', label: 'All statuses' },
    { value: 'CONFIRMED', label: 'Confirmed' },
    { value: 'CANCELLED', label: 'Cancelled' },
    { value: 'RESCHEDULED', label: 'Rescheduled' },
  ],
  noteKind: [
    { value: '', label: 'Credit and debit notes' },
    { value: 'CREDIT_NOTE', label: 'Credit notes' },
    { value: 'DEBIT_NOTE', label: 'Debit notes' },
  ],
  transferKind: [
    { value: '', label: 'Transfers and reversals' },
    { value: 'FUND_TRANSFER', label: 'Fund transfers' },
    { value: 'FUND_REVERSAL', label: 'Fund reversals' },
  ],
};
export const FILTER_LABELS: Record<ReportFilter, string> = {
  period: 'Show',
  status: 'Booking status',
  noteKind: 'Notes',
  transferKind: 'Movements',
};

/** The agency column the back office sees when a report covers every agency. */
export const AGENCY_COLUMN: ReportColumn = { key: 'agency', label: 'Agency', type: 'text' };

export function reportColumns(kind: ReportKind, allAgencies: boolean): ReportColumn[] {
  const { columns } = REPORTS[kind];
  return allAgencies && kind !== 'sales' ? [AGENCY_COLUMN, ...columns] : columns;
}

/** Query strings as sent; checked by `reportQueryErrors` so each refusal carries its field's message. */
export const reportQuery = z.object({
  from: z.string().max(40).optional().default(''),
  to: z.string().max(40).optional().default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  period: z.string().max(40).optional().default('DAY'),
  status: z.string().max(40).optional().default(''),
  noteKind: z.string().max(40).optional().default(''),
  transferKind: z.string().max(40).optional().default(''),
  /** Back office only: one agency, or every agency when absent. */
  agencyId: z.string().max(12).optional().default(''),
});
export type ReportQuery = z.infer<typeof reportQuery>;
export const reportKindParams = z.object({ kind: z.enum(REPORT_KINDS) });
export const reportExportParams = z.object({ kind: z.enum(REPORT_KINDS), format: z.enum(['csv', 'xlsx']) });

export type ReportErrors = Partial<Record<'from' | 'to' | ReportFilter | 'agencyId', string>>;

/** The period and filters checked against the report and today: an empty object when all is well. */
export function reportQueryErrors(kind: ReportKind, query: ReportQuery, today: string): ReportErrors {
  const errors: ReportErrors = {};
  if (!isIsoDate(query.from)) errors.from = REPORT_MSG.fromRequired;
  else if (query.from > today) errors.from = REPORT_MSG_DECIDED.future;
  if (!isIsoDate(query.to)) errors.to = REPORT_MSG.toRequired;
  else if (query.to > today) errors.to = REPORT_MSG_DECIDED.future;
  if (!errors.from && !errors.to) {
    if (query.to < query.from) errors.to = REPORT_MSG_DECIDED.toBeforeFrom;
    else if (addDays(query.from, REPORT_MAX_DAYS - 1) < query.to) errors.to = REPORT_MSG_DECIDED.range;
  }
  for (const filter of Object.keys(FILTER_OPTIONS) as ReportFilter[]) {
    const value = query[filter];
    const allowed = REPORTS[kind].filters.includes(filter) ? FILTER_OPTIONS[filter].map((o) => o.value) : [''];
    // A filter the report does not have may only be absent (or the period's default).
    if (!allowed.includes(value) && !(filter === 'period' && value === 'DAY'))
      errors[filter] = REPORT_MSG_DECIDED.filter;
  }
  if (query.agencyId !== '' && !/^[1-9]\d{0,9}$/.test(query.agencyId)) errors.agencyId = REPORT_MSG_DECIDED.agency;
  return errors;
}

export type ReportCell = string | number | null;
export const reportAnswer = z.object({
  kind: z.enum(REPORT_KINDS),
  title: z.string(),
  from: z.string(),
  to: z.string(),
  agencyId: z.number().nullable(),
  columns: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      type: z.enum(['text', 'date', 'datetime', 'money', 'count']),
      total: z.boolean().optional(),
    }),
  ),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
  /** Over the whole period and filters, not only this page. */
  totals: z.record(z.string(), z.number()),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  /** The sales report's trend: each period's sales by product, over the whole period. */
  chart: z
    .array(z.object({ period: z.string(), flights: z.number(), buses: z.number(), hotels: z.number() }))
    .nullable(),
});
export type ReportAnswer = z.infer<typeof reportAnswer>;
export type ReportRow = ReportAnswer['rows'][number];

/** A cell as a person reads it: rupees, Indian dates, counts. */
export function cellText(column: Pick<ReportColumn, 'type'>, value: ReportCell): string {
  if (value === null || value === '') return '';
  switch (column.type) {
    case 'money':
      return formatRupees(Number(value));
    case 'date':
      return formatDisplayDate(String(value));
    case 'datetime':
      return formatDisplayDateTime(String(value));
    default:
      return String(value);
  }
}

/** A period label: '2026-11-03' → '03 Nov, 2026'; '2026-11' → 'Nov 2026'. */
export function periodText(period: string): string {
  if (/^\d{4}-\d{2}$/.test(period)) return formatDisplayDate(`${period}-01`).replace(/^01 (\w+), /, '$1 ');
  return isIsoDate(period) ? formatDisplayDate(period) : period;
}

/**
 * RFC 4180 CSV of the report as shown: a heading line, the rows, and the totals line. Money is written in rupees
 * with two decimals (a spreadsheet sums it), dates as the screen writes them; a cell that a spreadsheet would run
 * as a formula is prefixed with an apostrophe (OWASP's CSV injection advice).
 */
export function reportCsv(report: Pick<ReportAnswer, 'columns' | 'rows' | 'totals'>): string {
  const lines = [report.columns.map((column) => csvCell(column.label))];
  const value = (column: ReportColumn, cell: ReportCell) => {
    if (cell === null || cell === '') return '';
    if (column.type === 'money') return (Number(cell) / 100).toFixed(2);
    if (column.type === 'count') return String(cell);
    if (column.key === 'period') return periodText(String(cell));
    return cellText(column, cell);
  };
  for (const row of report.rows) lines.push(report.columns.map((c) => csvCell(value(c, row[c.key] ?? null))));
  lines.push(
    report.columns.map((column, index) =>
      csvCell(index === 0 ? 'Total' : column.total ? value(column, report.totals[column.key] ?? 0) : ''),
    ),
  );
  return `${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}

function csvCell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** 'flight-sales-2026-04-01-to-2026-06-30.csv' */
export function reportFileName(kind: ReportKind, from: string, to: string, format: 'csv' | 'xlsx'): string {
  return `${kind}-${from}-to-${to}.${format}`;
}
