import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database, ProductCode } from '../../db/schema.ts';

/**
 * The reports' rows. Money comes from the ledger (the wallet account's journal entries), never from a booking's
 * stored total, so that a period's reports add up to the wallet's movements to the paisa (decision 035). Their totals
 * come from `report_days` (report-days.ts), except a sales report narrowed by status, which sums its rows here.
 */
export interface Scope {
  /** Instants: the start of the first Indian day, and of the day after the last. */
  start: Date;
  end: Date;
  /** One agency, or every agency (the back office). */
  agencyId: number | null;
}
export interface Slice {
  limit: number;
  offset: number;
}

const inScope = (scope: Scope, column: RawBuilder<unknown>, agency: RawBuilder<unknown>) =>
  sql`${column} >= ${scope.start} and ${column} < ${scope.end}${
    scope.agencyId === null ? sql`` : sql` and ${agency} = ${scope.agencyId}`
  }`;

/**
 * Journal transactions of the given kinds with what each did to the agency's wallet (credits +, debits −). Each has at
 * most one wallet entry, its agency's (assertLedgerConsistent checks it): matching the account's agency too would only
 * make the planner misjudge the join ~80× and sort every agency's year for a later page (bench/README.md).
 */
const walletMovements = (kinds: readonly string[], join: RawBuilder<unknown> = sql``) => sql`
  journal_transactions jt
  join journal_entries e on e.transaction_id = jt.id
  join ledger_accounts la on la.id = e.account_id and la.kind = 'AGENCY_WALLET'
  join agencies a on a.id = jt.agency_id
  ${join}
  where jt.kind in (${sql.join(kinds)})`;

const agencyName = sql<string>`a.company_name || coalesce(' (' || a.agency_code || ')', '')`;
/** How many a booking is for, as its product's lists count them (summarize): travellers, or a hotel's rooms. */
const arrayLength = (table: string, column: string) =>
  sql<number>`coalesce((select case when jsonb_typeof(x.${sql.ref(column)}) = 'array'
    then jsonb_array_length(x.${sql.ref(column)}) else 0 end
    from ${sql.table(table)} x where x.booking_id = b.id), 0)`;
const TRAVELLERS: Record<ProductCode, RawBuilder<number>> = {
  FLIGHT: arrayLength('flight_bookings', 'travellers'),
  BUS: arrayLength('bus_bookings', 'travellers'),
  HOTEL: arrayLength('hotel_bookings', 'rooms'),
};
const earned = (field: string) => sql<string>`case when jt.document_no = b.wallet_document_no
  then coalesce((b.fare->'earnings'->>${field})::bigint, 0) else 0 end`;

export interface SaleRow {
  created_at: Date | string;
  document_no: string;
  agency: string;
  booking_id: string | number;
  transaction_id: string;
  status: string;
  first_sale: boolean;
  rescheduled: boolean;
  starts_at: Date | string;
  travellers: string | number;
  amount: string;
  commission: string;
  tds: string;
}
export interface CancellationRow {
  created_at: Date | string;
  credit_note_no: string;
  agency: string;
  booking_id: string | number;
  transaction_id: string;
  paid: string;
  supplier_charge: string;
  ota_charge: string;
  gst: string;
  commission_reversed: string;
  refund: string;
}
export interface WalletRow {
  created_at: Date | string;
  document_no: string;
  agency: string;
  kind: string;
  narration: string;
  mode: string | null;
  amount: string;
}
export const reportsRepo = {
  /** Each wallet charge for a product's bookings: the sale, a reschedule's new booking, services added later. */
  sales(db: Kysely<Database>, scope: Scope, product: ProductCode, status: string) {
    const bookingJoin = sql`join bookings b on b.transaction_id = jt.reference and b.product = ${product}`;
    const from = sql`
      from ${walletMovements(['BOOKING'], bookingJoin)}
        and ${inScope(scope, sql`jt.created_at`, sql`jt.agency_id`)}
        ${status ? sql`and b.status = ${status}` : sql``}`;
    return {
      async page(slice: Slice | null): Promise<SaleRow[]> {
        const { rows } = await sql<SaleRow>`
          select jt.created_at, jt.document_no, ${agencyName} as agency, b.id as booking_id, b.transaction_id,
            b.status, jt.document_no = b.wallet_document_no as first_sale, b.rescheduled_from is not null as rescheduled,
            b.starts_at, ${TRAVELLERS[product]} as travellers, -e.amount_paise as amount,
            ${earned('commissionPaise')} + ${earned('plbCutPayPaise')} as commission, ${earned('tdsPaise')} as tds
          ${from}
          order by jt.created_at, jt.id
          ${slice ? sql`limit ${slice.limit} offset ${slice.offset}` : sql``}`.execute(db);
        return rows;
      },
      async totals() {
        const { rows } = await sql<{
          count: string;
          travellers: string;
          amount: string;
          commission: string;
          tds: string;
        }>`
          select count(*) as count, coalesce(sum(${TRAVELLERS[product]}), 0) as travellers,
            coalesce(sum(-e.amount_paise), 0) as amount,
            coalesce(sum(${earned('commissionPaise')} + ${earned('plbCutPayPaise')}), 0) as commission,
            coalesce(sum(${earned('tdsPaise')}), 0) as tds
          ${from}`.execute(db);
        return rows[0] ?? { count: '0', travellers: '0', amount: '0', commission: '0', tds: '0' };
      },
    };
  },

  /** A product's cancellations refunded to the agency's wallet. */
  cancellations(db: Kysely<Database>, scope: Scope, product: ProductCode) {
    const from = sql`
      from booking_cancellations c
      join bookings b on b.id = c.booking_id
      join agencies a on a.id = b.agency_id
      where b.product = ${product} and c.refund_to = 'WALLET'
        and ${inScope(scope, sql`c.created_at`, sql`b.agency_id`)}`;
    return {
      async page(slice: Slice | null): Promise<CancellationRow[]> {
        const { rows } = await sql<CancellationRow>`
          select c.created_at, c.credit_note_no, ${agencyName} as agency, b.id as booking_id, b.transaction_id,
            c.paid_paise as paid, c.airline_charge_paise as supplier_charge, c.ota_charge_paise as ota_charge,
            c.gst_paise as gst, c.commission_reversed_paise as commission_reversed, c.refund_paise as refund
          ${from}
          order by c.created_at, c.id
          ${slice ? sql`limit ${slice.limit} offset ${slice.offset}` : sql``}`.execute(db);
        return rows;
      },
    };
  },

  /** Wallet documents of some kinds (receipts, notes, transfers), with a top-up's mode. */
  documents(db: Kysely<Database>, scope: Scope, kinds: readonly string[]) {
    const from = sql`
      from ${walletMovements(kinds)} and ${inScope(scope, sql`jt.created_at`, sql`jt.agency_id`)}`;
    return {
      async page(slice: Slice | null): Promise<WalletRow[]> {
        const { rows } = await sql<WalletRow>`
          select jt.created_at, jt.document_no, ${agencyName} as agency, jt.kind, jt.narration, e.amount_paise as amount,
            (select d.mode from wallet_deposits d where d.transaction_id = jt.id) as mode
          ${from}
          order by jt.created_at, jt.id
          ${slice ? sql`limit ${slice.limit} offset ${slice.offset}` : sql``}`.execute(db);
        return rows;
      },
    };
  },

  /** What the agency's wallet moved in the period, per agency: the figure every report reconciles to. */
  async walletMovement(db: Kysely<Database>, scope: Scope): Promise<number> {
    const { rows } = await sql<{ amount: string }>`
      select coalesce(sum(e.amount_paise), 0) as amount
      from ${walletMovements(['DEPOSIT', 'CREDIT_NOTE', 'DEBIT_NOTE', 'FUND_TRANSFER', 'FUND_REVERSAL', 'BOOKING', 'REFUND', 'GATEWAY_CHARGE'])}
        and ${inScope(scope, sql`jt.created_at`, sql`jt.agency_id`)}`.execute(db);
    return Number(rows[0]?.amount ?? 0);
  },
};
