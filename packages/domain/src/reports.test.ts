import { describe, expect, it } from 'vitest';
import {
  periodText,
  REPORT_MSG,
  REPORT_MSG_DECIDED,
  REPORTS,
  type ReportQuery,
  reportColumns,
  reportCsv,
  reportQueryErrors,
} from './reports.ts';

const query = (overrides: Partial<ReportQuery> = {}): ReportQuery => ({
  from: '2026-04-01',
  to: '2026-06-30',
  page: 1,
  period: 'DAY',
  status: '',
  noteKind: '',
  transferKind: '',
  agencyId: '',
  ...overrides,
});
const TODAY = '2026-11-27';

describe('a report’s period and filters', () => {
  it('accepts a quarter, and a full year of 366 days ending today', () => {
    expect(reportQueryErrors('flight-sales', query(), TODAY)).toEqual({});
    expect(reportQueryErrors('sales', query({ from: '2025-11-27', to: TODAY }), TODAY)).toEqual({});
  });

  it('refuses a 367th day, an end before the start, missing or impossible dates and the future, field by field', () => {
    expect(reportQueryErrors('sales', query({ from: '2025-11-26', to: TODAY }), TODAY)).toEqual({
      to: REPORT_MSG_DECIDED.range,
    });
    expect(reportQueryErrors('sales', query({ from: '2026-05-02', to: '2026-05-01' }), TODAY)).toEqual({
      to: REPORT_MSG_DECIDED.toBeforeFrom,
    });
    expect(reportQueryErrors('sales', query({ from: '', to: '2026-02-30' }), TODAY)).toEqual({
      from: REPORT_MSG.fromRequired,
      to: REPORT_MSG.toRequired,
    });
    expect(reportQueryErrors('sales', query({ from: '2026-11-28', to: '2026-11-28' }), TODAY)).toEqual({
      from: REPORT_MSG_DECIDED.future,
      to: REPORT_MSG_DECIDED.future,
    });
  });

  it('takes only the filters a report offers, with one of their values', () => {
    expect(reportQueryErrors('notes', query({ noteKind: 'DEBIT_NOTE' }), TODAY)).toEqual({});
    expect(reportQueryErrors('notes', query({ noteKind: 'FUND_TRANSFER' }), TODAY)).toEqual({
      noteKind: REPORT_MSG_DECIDED.filter,
    });
    expect(reportQueryErrors('receipts', query({ status: 'CONFIRMED' }), TODAY)).toEqual({
      status: REPORT_MSG_DECIDED.filter,
    });
    expect(reportQueryErrors('sales', query({ period: 'MONTH' }), TODAY)).toEqual({});
    expect(reportQueryErrors('tds', query({ period: 'MONTH' }), TODAY)).toEqual({ period: REPORT_MSG_DECIDED.filter });
    expect(reportQueryErrors('tds', query({ agencyId: '0' }), TODAY)).toEqual({ agencyId: REPORT_MSG_DECIDED.agency });
  });
});

describe('a report as CSV', () => {
  it('writes the shown columns, rupees with two decimals, dates as the screen does, and the totals line', () => {
    const columns = reportColumns('notes', true);
    const csv = reportCsv({
      columns,
      rows: [
        {
          agency: 'Skyways Travels (TSA10001)',
          date: '2026-11-03T06:30:00.000Z',
          documentNo: 'CN1001',
          type: 'Credit note',
          narration: 'PLB post pay on TSF1, "less TDS"',
          amount: 12_345,
        },
        {
          agency: 'Rao, Tours',
          date: '2026-11-04T18:40:00.000Z',
          documentNo: 'DN1002',
          type: 'Debit note',
          narration: '=HYPERLINK("x")',
          amount: -500,
        },
      ],
      totals: { amount: 11_845 },
    });
    expect(csv.split('\r\n')).toEqual([
      'Agency,Date,Document no.,Type,Narration,Amount',
      'Skyways Travels (TSA10001),"03 Nov, 2026 12:00 PM",CN1001,Credit note,"PLB post pay on TSF1, ""less TDS""",123.45',
      // A formula is written as text; a negative amount stays a number.
      `"Rao, Tours","05 Nov, 2026 12:10 AM",DN1002,Debit note,"'=HYPERLINK(""x"")",-5.00`,
      'Total,,,,,118.45',
      '',
    ]);
  });

  it('names months and days of the sales report as people read them', () => {
    expect(periodText('2026-11')).toBe('Nov 2026');
    expect(periodText('2026-11-03')).toBe('03 Nov, 2026');
  });

  it('gives the back office an agency column on every report but the sales, which sums every agency', () => {
    expect(reportColumns('flight-sales', true)[0]?.key).toBe('agency');
    expect(reportColumns('flight-sales', false)).toBe(REPORTS['flight-sales'].columns);
    expect(reportColumns('sales', true)).toBe(REPORTS.sales.columns);
  });
});
