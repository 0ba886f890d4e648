/**
 * The reports reconcile (issue 24, decision 035): over generated business (db/seed/report-data.ts), for several
 * periods, for one agency and for every agency, what the sales report nets, the receipts, the notes and the
 * transfers add up to what the wallets moved, to the paisa; each product's sales and cancellations add up to the
 * sales report's columns; and every figure equals what the generator itself wrote, counted apart from SQL.
 */
import { addDays } from '@tripsetu/domain/dates.ts';
import type { ReportAnswer, ReportKind, ReportQuery } from '@tripsetu/domain/reports.ts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { type DailyTally, generateReportData, type ReportDataResult } from '../../db/seed/report-data.ts';
import { DEMO } from '../../test/agent-client.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { assertLedgerConsistent } from '../../test/wallet-fixtures.ts';

let t: TestApp;
let data: ReportDataResult;
let skywaysId: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.services);
  const owner = await t.database.db
    .selectFrom('agent_users')
    .select('agency_id')
    .where('user_id', '=', DEMO.skywaysOwner.userId)
    .executeTakeFirstOrThrow();
  skywaysId = Number(owner.agency_id);
  data = await generateReportData(t.database.db, {
    agencies: 6,
    days: 40,
    bookingsPerDay: 3,
    seed: 2411,
    existingAgencyIds: [skywaysId],
  });
});
afterAll(() => t.close());

const query = (from: string, to: string, extra: Partial<ReportQuery> = {}): ReportQuery => ({
  from,
  to,
  page: 1,
  period: 'DAY',
  status: '',
  noteKind: '',
  transferKind: '',
  agencyId: '',
  ...extra,
});
const report = (
  kind: ReportKind,
  from: string,
  to: string,
  agencyId: number | null,
  extra: Partial<ReportQuery> = {},
) => t.services.reports.page(kind, query(from, to, extra), agencyId);
const total = (answer: ReportAnswer, key: string) => answer.totals[key] ?? Number.NaN;

type Tallied = Omit<DailyTally, 'agencyId' | 'day'>;

/** The generator's own count of one agency's (or every agency's) days in a period, summed. */
function tallied(from: string, to: string, agencyId: number | null): Tallied {
  const sum: Record<string, number> = {};
  for (const row of data.daily) {
    if (row.day < from || row.day > to || (agencyId !== null && row.agencyId !== agencyId)) continue;
    for (const [key, value] of Object.entries(row)) {
      if (typeof value === 'number' && key !== 'agencyId') sum[key] = (sum[key] ?? 0) + value;
    }
  }
  const keys = ['wallet', 'sales', 'flights', 'buses', 'hotels', 'refunds', 'flightRefunds', 'busRefunds'] as const;
  const more = ['hotelRefunds', 'receipts', 'notes', 'transfers', 'credits', 'commission', 'tds'] as const;
  return Object.fromEntries([...keys, ...more].map((key) => [key, sum[key] ?? 0])) as Tallied;
}

/** Periods inside the generated days: all of them, a fortnight across a month's end, one day, the last week. */
const periods = () => [
  ['every day', data.from, data.to],
  ['a fortnight', addDays(data.from, 10), addDays(data.from, 24)],
  ['one day', addDays(data.from, 17), addDays(data.from, 17)],
  ['the last week', addDays(data.to, -6), data.to],
];

describe('the reports reconcile with the ledger (generated data)', () => {
  it('the generator keeps the ledger double-entry and every wallet equal to its entries', async () => {
    expect(data.counts.bookings).toBeGreaterThan(500);
    expect(data.counts.cancellations).toBeGreaterThan(10);
    expect(data.counts.plbRows).toBeGreaterThan(50);
    await assertLedgerConsistent(t.database.db);
    const joined = await sql<{ n: string }>`
      select count(*) as n from bookings b
      left join journal_transactions jt on jt.document_no = b.wallet_document_no
      where b.agency_id is not null
        and (jt.id is null or jt.kind <> 'BOOKING' or jt.reference <> b.transaction_id or jt.agency_id <> b.agency_id)`.execute(
      t.database.db,
    );
    expect(Number(joined.rows[0]?.n), 'bookings whose wallet document is not their BOOKING transaction').toBe(0);
  });

  for (const scope of ['one agency', 'every agency'] as const) {
    it(`${scope}: sales, receipts, notes and transfers add up to the wallet's movement, to the paisa`, async () => {
      const agencyId = scope === 'one agency' ? (data.agencyIds[2] as number) : null;
      for (const [name, from, to] of periods() as [string, string, string][]) {
        const what = `${scope}, ${name} (${from} to ${to})`;
        const [sales, receipts, notes, transfers] = await Promise.all([
          report('sales', from, to, agencyId),
          report('receipts', from, to, agencyId),
          report('notes', from, to, agencyId),
          report('transfers', from, to, agencyId),
        ]);
        const moved = await t.services.reports.walletMovement({
          start: new Date(`${from}T00:00:00+05:30`),
          end: new Date(`${addDays(to, 1)}T00:00:00+05:30`),
          agencyId,
        });
        const expected = tallied(from, to, agencyId);
        expect(moved, `${what}: the wallets' movement`).toBe(expected.wallet);
        expect(
          -total(sales, 'net') + total(receipts, 'amount') + total(notes, 'amount') + total(transfers, 'amount'),
          `${what}: −net sales + receipts + notes + transfers`,
        ).toBe(moved);
        expect(total(sales, 'net'), `${what}: net = flights + buses + hotels − refunds`).toBe(
          total(sales, 'flights') + total(sales, 'buses') + total(sales, 'hotels') - total(sales, 'refunds'),
        );
        expect(sales.totals, what).toMatchObject({
          bookings: expected.sales,
          flights: expected.flights,
          buses: expected.buses,
          hotels: expected.hotels,
          refunds: expected.refunds,
        });
        expect(total(receipts, 'amount'), `${what}: receipts`).toBe(expected.receipts);
        expect(total(notes, 'amount'), `${what}: notes`).toBe(expected.notes);
        expect(total(transfers, 'amount'), `${what}: transfers`).toBe(expected.transfers);
        // Month by month, the same totals.
        const byMonth = await report('sales', from, to, agencyId, { period: 'MONTH' });
        expect(byMonth.totals, `${what}: by month`).toEqual(sales.totals);
      }
    });

    it(`${scope}: each product's sales and cancellations add up to the sales report's columns`, async () => {
      const agencyId = scope === 'one agency' ? skywaysId : null;
      for (const [name, from, to] of periods() as [string, string, string][]) {
        const what = `${scope}, ${name} (${from} to ${to})`;
        const expected = tallied(from, to, agencyId);
        const kinds: ReportKind[] = [
          'sales',
          'flight-sales',
          'bus-sales',
          'hotel-sales',
          'flight-cancellations',
          'bus-refunds',
          'hotel-cancellations',
          'tds',
        ];
        const [sales, flights, buses, hotels, flightRefunds, busRefunds, hotelRefunds, tds] = await Promise.all(
          kinds.map((kind) => report(kind, from, to, agencyId)),
        );
        if (!sales || !flights || !buses || !hotels || !flightRefunds || !busRefunds || !hotelRefunds || !tds) {
          throw new Error('a report did not answer');
        }
        expect(total(flights, 'amount'), `${what}: flight sales`).toBe(total(sales, 'flights'));
        expect(total(buses, 'amount'), `${what}: bus sales`).toBe(total(sales, 'buses'));
        expect(total(hotels, 'amount'), `${what}: hotel sales`).toBe(total(sales, 'hotels'));
        expect(flights.total + buses.total + hotels.total, `${what}: sales counted`).toBe(total(sales, 'bookings'));
        expect(
          total(flightRefunds, 'refund') + total(busRefunds, 'refund') + total(hotelRefunds, 'refund'),
          `${what}: refunds`,
        ).toBe(total(sales, 'refunds'));
        expect(total(flightRefunds, 'refund'), `${what}: flight refunds`).toBe(expected.flightRefunds);
        expect(total(busRefunds, 'refund'), `${what}: bus refunds`).toBe(expected.busRefunds);
        expect(total(hotelRefunds, 'refund'), `${what}: hotel refunds`).toBe(expected.hotelRefunds);
        // A cancellation's amounts add up: paid = supplier's + TripSetu's charge + GST + commission back + refund.
        for (const cancelled of [flightRefunds, busRefunds, hotelRefunds]) {
          const sum = ['supplierCharge', 'otaCharge', 'gst', 'commissionReversed', 'refund'].reduce(
            (paid, key) => paid + total(cancelled, key),
            0,
          );
          expect(sum, `${what}: ${cancelled.kind} paid`).toBe(total(cancelled, 'paid'));
        }
        expect(tds.totals, `${what}: TDS`).toEqual({
          credits: expected.credits,
          commission: expected.commission,
          tds: expected.tds,
        });
      }
    });
  }

  it('over every day, each wallet moved by its balance; the agencies together by the sum of the balances', async () => {
    const wallets = await t.database.db
      .selectFrom('agency_wallets')
      .select(['agency_id', 'balance_paise'])
      .where('agency_id', 'in', data.agencyIds)
      .execute();
    const scope = (agencyId: number | null) => ({
      start: new Date(`${data.from}T00:00:00+05:30`),
      end: new Date(`${addDays(data.to, 1)}T00:00:00+05:30`),
      agencyId,
    });
    // Skyways opened with the demo's deposit before the generated days; the generated agencies opened at zero.
    const opening = await t.database.db
      .selectFrom('journal_entries as e')
      .innerJoin('agency_wallets as w', 'w.account_id', 'e.account_id')
      .innerJoin('journal_transactions as jt', 'jt.id', 'e.transaction_id')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('e.amount_paise'), sql<string>`0`).as('paise'))
      .where('w.agency_id', '=', skywaysId)
      .where('jt.created_at', '<', scope(null).start)
      .executeTakeFirstOrThrow();
    let all = 0;
    for (const wallet of wallets) {
      const before = Number(wallet.agency_id) === skywaysId ? Number(opening.paise) : 0;
      const moved = await t.services.reports.walletMovement(scope(Number(wallet.agency_id)));
      expect(moved, `agency ${wallet.agency_id}`).toBe(Number(wallet.balance_paise) - before);
      all += moved;
    }
    expect(await t.services.reports.walletMovement(scope(null))).toBe(all);
  });

  it('a page is 25 rows of the whole, whose totals every page repeats; filters split the whole', async () => {
    const agencyId = data.agencyIds[0] as number;
    const [first, second, whole] = await Promise.all([
      report('flight-sales', data.from, data.to, agencyId),
      report('flight-sales', data.from, data.to, agencyId, { page: 2 }),
      t.services.reports.whole('flight-sales', query(data.from, data.to), agencyId),
    ]);
    expect(first.rows).toHaveLength(25);
    expect(second.totals).toEqual(first.totals);
    expect(whole.rows).toHaveLength(first.total);
    expect([...first.rows, ...second.rows]).toEqual(whole.rows.slice(0, 50));
    expect(whole.rows.reduce((sum, row) => sum + Number(row.amount), 0)).toBe(total(first, 'amount'));
    expect(whole.rows.reduce((sum, row) => sum + Number(row.commission), 0)).toBe(total(first, 'commission'));
    expect(whole.rows.some((row) => row.type === 'Services' || row.type === 'Reschedule')).toBe(true);

    const byStatus = await Promise.all(
      ['CONFIRMED', 'CANCELLED', 'RESCHEDULED'].map((status) =>
        report('flight-sales', data.from, data.to, null, { status }),
      ),
    );
    const every = await report('flight-sales', data.from, data.to, null);
    expect(byStatus.reduce((sum, answer) => sum + total(answer, 'amount'), 0)).toBe(total(every, 'amount'));
    expect(byStatus.reduce((sum, answer) => sum + answer.total, 0)).toBe(every.total);

    const notes = await Promise.all(
      ['CREDIT_NOTE', 'DEBIT_NOTE'].map((noteKind) => report('notes', data.from, data.to, null, { noteKind })),
    );
    expect(notes.map((answer) => total(answer, 'amount'))).toEqual([expect.any(Number), expect.any(Number)]);
    expect(total(notes[0] as ReportAnswer, 'amount')).toBeGreaterThan(0);
    expect(total(notes[1] as ReportAnswer, 'amount')).toBeLessThan(0);
    expect(notes.reduce((sum, answer) => sum + total(answer, 'amount'), 0)).toBe(
      total(await report('notes', data.from, data.to, null), 'amount'),
    );
    const transfers = await Promise.all(
      ['FUND_TRANSFER', 'FUND_REVERSAL'].map((transferKind) =>
        report('transfers', data.from, data.to, null, { transferKind }),
      ),
    );
    expect(transfers.reduce((sum, answer) => sum + total(answer, 'amount'), 0)).toBe(
      total(await report('transfers', data.from, data.to, null), 'amount'),
    );
  });
});
