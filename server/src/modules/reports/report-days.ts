import { todayInIndia } from '@tripsetu/domain/dates.ts';
import { type Kysely, sql } from 'kysely';
import type { Database, ProductCode } from '../../db/schema.ts';
import type { Scope } from './reports.repo.ts';

/**
 * The reports' totals, read from `report_days`: what each agency's wallet, cancellations and PLB post pay added up to
 * on each Indian day, kept by the database as they are written (migration 038, decision 036). A year of every agency
 * is a few tens of thousands of these rows instead of the ledger's hundreds of thousands of lines.
 */
const PREFIX: Record<ProductCode, string> = { FLIGHT: 'flight', BUS: 'bus', HOTEL: 'hotel' };
/** The wallet documents the receipts, notes and transfers reports list, and their columns (count, paise). */
const DOCUMENT_COLUMNS: Record<string, readonly [string, string]> = {
  DEPOSIT: ['deposits', 'deposit_paise'],
  CREDIT_NOTE: ['credit_notes', 'credit_note_paise'],
  DEBIT_NOTE: ['debit_notes', 'debit_note_paise'],
  FUND_TRANSFER: ['fund_transfers', 'fund_transfer_paise'],
  FUND_REVERSAL: ['fund_reversals', 'fund_reversal_paise'],
};

/** The scope's Indian days: its instants are India's midnights, so the days are [first, day after last). */
const inDays = (scope: Scope) =>
  sql`d.day >= ${todayInIndia(scope.start)}::date and d.day < ${todayInIndia(scope.end)}::date${
    scope.agencyId === null ? sql`` : sql` and d.agency_id = ${scope.agencyId}`
  }`;
const total = (column: string) => sql<string>`coalesce(sum(${sql.ref(`d.${column}`)}), 0)`;
const sumOf = (columns: readonly string[]) => sql.join(columns.map(total), sql` + `);

async function totalsOf(db: Kysely<Database>, scope: Scope, columns: Record<string, readonly string[]>) {
  const { rows } = await sql<Record<string, string>>`
    select ${sql.join(Object.entries(columns).map(([name, summed]) => sql`${sumOf(summed)} as ${sql.ref(name)}`))}
    from report_days d where ${inDays(scope)}`.execute(db);
  return Object.fromEntries(Object.keys(columns).map((name) => [name, rows[0]?.[name] ?? '0']));
}

export interface SalesPeriodRow {
  period: string;
  bookings: string;
  flights: string;
  buses: string;
  hotels: string;
  refunds: string;
  net: string;
}
export interface TdsQuarterRow {
  agency_id: string | number;
  agency: string;
  pan: string;
  /** The quarter's first month, 'YYYY-MM'. */
  month: string;
  credits: string;
  commission: string;
  tds: string;
}

export const reportDays = {
  /** Sales and refunds per Indian day or month: periods with a sale or a refund, as the ledger's own rows give. */
  async salesByPeriod(db: Kysely<Database>, scope: Scope, month: boolean): Promise<SalesPeriodRow[]> {
    const { rows } = await sql<SalesPeriodRow>`
      select to_char(d.day, ${month ? 'YYYY-MM' : 'YYYY-MM-DD'}) as period, ${total('bookings')} as bookings,
        ${total('flight_sale_paise')} as flights, ${total('bus_sale_paise')} as buses,
        ${total('hotel_sale_paise')} as hotels, ${total('refund_paise')} as refunds,
        ${total('booking_paise')} - ${total('refund_paise')} as net
      from report_days d where ${inDays(scope)}
      group by 1 having sum(d.bookings) > 0 or sum(d.refund_paise) <> 0
      order by 1`.execute(db);
    return rows;
  },

  /** A product's sales in the period: how many wallet charges, travellers, paise, commission and TDS. */
  sales(db: Kysely<Database>, scope: Scope, product: ProductCode) {
    const p = PREFIX[product];
    return totalsOf(db, scope, {
      count: [`${p}_sales`],
      travellers: [`${p}_travellers`],
      amount: [`${p}_sale_paise`],
      commission: [`${p}_commission_paise`],
      tds: [`${p}_tds_paise`],
    });
  },

  /** A product's cancellations refunded to the wallet in the period, by their amounts. */
  cancellations(db: Kysely<Database>, scope: Scope, product: ProductCode) {
    const p = PREFIX[product];
    const amounts = ['paid', 'supplier_charge', 'ota_charge', 'gst', 'commission_reversed', 'refund'];
    return totalsOf(db, scope, {
      count: [`${p}_cancellations`],
      ...Object.fromEntries(amounts.map((amount) => [amount, [`${p}_cancel_${amount}_paise`]])),
    });
  },

  /** Wallet documents of some kinds in the period: how many, and what they moved. */
  documents(db: Kysely<Database>, scope: Scope, kinds: readonly string[]) {
    const columns = kinds.map((kind) => DOCUMENT_COLUMNS[kind]).filter((pair) => pair !== undefined);
    if (columns.length !== kinds.length) throw new Error(`no report totals for ${kinds.join(', ')}`);
    return totalsOf(db, scope, {
      count: columns.map(([count]) => count),
      amount: columns.map(([, paise]) => paise),
    });
  },

  /**
   * Commission and PLB credited, and TDS deducted, per agency and Indian quarter (`month` is its first month): each
   * sale's frozen earnings and each PLB post pay is a credit.
   */
  async tdsByQuarter(db: Kysely<Database>, scope: Scope): Promise<TdsQuarterRow[]> {
    const products = Object.values(PREFIX);
    const { rows } = await sql<TdsQuarterRow>`
      select d.agency_id, max(a.company_name || coalesce(' (' || a.agency_code || ')', '')) as agency,
        max(a.pan_number) as pan, to_char(date_trunc('quarter', d.day), 'YYYY-MM') as month,
        ${sumOf(['earning_sales', 'plb_payments'])} as credits,
        ${sumOf([...products.map((p) => `${p}_commission_paise`), 'plb_paise'])} as commission,
        ${sumOf([...products.map((p) => `${p}_tds_paise`), 'plb_tds_paise'])} as tds
      from report_days d join agencies a on a.id = d.agency_id
      where ${inDays(scope)}
      group by d.agency_id, 4
      having sum(d.earning_sales + d.plb_payments) > 0
      order by 4, d.agency_id`.execute(db);
    return rows;
  },
};
