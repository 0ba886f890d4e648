import type { Earnings } from '@tripsetu/domain/commissions.ts';
import { todayInIndia } from '@tripsetu/domain/dates.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { tdsOnCommission } from '@tripsetu/domain/taxes.ts';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema.ts';
import { jsonColumn } from '../../lib/json-column.ts';
import { everyInterval } from '../bookings/booking-steps.ts';
import type { WalletService } from '../wallet/wallet.service.ts';

/** A day after the service starts the travel has happened (a no-show is the airline's to report, not ours). */
const AFTER_TRAVEL_MS = 24 * 60 * 60 * 1000;
/** Bookings read per run: the job runs again soon, and one run never holds the database for long. */
const BATCH = 200;

/**
 * PLB post pay (decision 034): once a confirmed, ticketed agency booking has been travelled, the PLB post pay its
 * commission rule froze on it is credited to the agency's wallet, less TDS at the rate in force on the day it is
 * credited, and less the share of the booking cancelled since. Each booking is credited once: its row in
 * `plb_post_payments` is inserted in the same transaction as the wallet credit, and a second insert (another run,
 * or the same run twice at once) does nothing.
 */
export function createPlbPostPay(deps: {
  db: Kysely<Database>;
  wallet: WalletService;
  logger: Logger;
  now?: () => number;
}) {
  const clock = deps.now ?? (() => Date.now());

  async function creditOne(trx: Transaction<Database>, bookingId: number, now: number): Promise<number> {
    const booking = await trx
      .selectFrom('bookings')
      .select(['id', 'agency_id', 'transaction_id', 'fare', 'status'])
      .where('id', '=', bookingId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    // Read under the booking's lock, as a cancellation takes it: one cancelled since the scan earns nothing.
    if (booking.status !== 'CONFIRMED') return 0;
    const earnings = jsonColumn<{ earnings?: Earnings }>(booking.fare).earnings;
    const reversed = await trx
      .selectFrom('booking_cancellations')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('commission_reversed_paise'), sql<string>`0`).as('paise'))
      .where('booking_id', '=', bookingId)
      .executeTakeFirstOrThrow();
    const earnedNet = earnings ? earnings.commissionPaise + earnings.plbCutPayPaise - earnings.tdsPaise : 0;
    // What was cancelled takes back its share of the post pay, as it took back its share of the commission.
    const kept = earnedNet > 0 ? Math.max(0, 1 - Number(reversed.paise) / earnedNet) : 1;
    const plb = Math.round((earnings?.plbPostPayPaise ?? 0) * kept);
    const day = todayInIndia(new Date(now));
    const tds = tdsOnCommission(plb, day);
    const inserted = await trx
      .insertInto('plb_post_payments')
      .values({
        booking_id: bookingId,
        agency_id: booking.agency_id as number,
        plb_paise: plb,
        tds_paise: tds.paise,
        credited_paise: plb - tds.paise,
        tds_section: tds.section,
      })
      .onConflict((oc) => oc.column('booking_id').doNothing())
      .returning('booking_id')
      .executeTakeFirst();
    if (!inserted || plb - tds.paise <= 0) return 0;
    const movement = await deps.wallet.post(trx, {
      agencyId: booking.agency_id as number,
      kind: 'CREDIT_NOTE',
      walletDeltaPaise: plb - tds.paise,
      counterAccount: 'OPERATOR_SALES',
      narration: `PLB post pay on ${booking.transaction_id}: ${formatRupees(plb)} less TDS ${formatRupees(tds.paise)}`,
      reference: booking.transaction_id,
      createdBy: null,
    });
    await trx
      .updateTable('plb_post_payments')
      // Stamped as its credit note's journal line, so that both fall on the same day in the reports.
      .set({ wallet_document_no: movement.document_no, credited_at: movement.created_at })
      .where('booking_id', '=', bookingId)
      .execute();
    return plb - tds.paise;
  }

  /** One pass: every travelled booking not yet settled, each in its own transaction. The paise credited. */
  async function runOnce(now = clock()): Promise<{ bookings: number; creditedPaise: number }> {
    const due = await deps.db
      .selectFrom('bookings as b')
      .leftJoin('plb_post_payments as p', 'p.booking_id', 'b.id')
      .select('b.id')
      .where('p.booking_id', 'is', null)
      .where('b.agency_id', 'is not', null)
      .where('b.status', '=', 'CONFIRMED')
      .where('b.issued_at', 'is not', null)
      .where('b.starts_at', '<=', new Date(now - AFTER_TRAVEL_MS))
      .orderBy('b.id')
      .limit(BATCH)
      .execute();
    let creditedPaise = 0;
    for (const { id } of due) {
      creditedPaise += await deps.db.transaction().execute((trx) => creditOne(trx, Number(id), now));
    }
    return { bookings: due.length, creditedPaise };
  }

  return {
    runOnce,
    /** Runs every `everyMs` (unref'd); returns a stop. */
    start: (everyMs: number) =>
      everyInterval(
        everyMs,
        () => runOnce(),
        (error) => deps.logger.error({ err: error }, 'PLB post pay failed'),
      ),
  };
}

export type PlbPostPay = ReturnType<typeof createPlbPostPay>;
