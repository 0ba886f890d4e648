import type { RescheduleQuote } from '@tripsetu/domain/flight-reschedule.ts';
import { RESCHEDULE_MSG_DECIDED } from '@tripsetu/domain/flight-reschedule.ts';
import type { Kysely, Transaction } from 'kysely';
import type { Database, ProductCode } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { newTransactionId } from '../../lib/ids.ts';
import { jsonColumn } from '../../lib/json-column.ts';
import type { AgentUser } from '../agents/agents.service.ts';
import { rescheduleFailed } from './booking-errors.ts';
import { headerRow } from './booking-steps.ts';
import { type BookingRow, bookingsRepo } from './bookings.repo.ts';
import type { BookingProduct, CancellationSelection, RescheduleChoice } from './product.ts';
import { reschedulableBooking } from './reschedules.ts';

/** A traveller's reschedule started: the new booking, kept unpaid until the gateway's payment arrives. */
export interface TravellerRescheduleStarted {
  id: number;
  newBookingId: number;
  newTransactionId: string;
  amountPaise: number;
  trip: string;
  /** Runs once the caller's transaction has committed (the search's counts). */
  committed: () => Promise<void>;
}

/** The move a traveller's payment completes, or why it could not be. */
export type MoveOnPayment =
  | {
      moved: true;
      oldBookingId: number;
      oldTransactionId: string;
      totals: RescheduleQuote['totals'];
      committed: () => Promise<void>;
    }
  | { moved: false; reason: string };

/**
 * A traveller's own reschedule (issue 21, decision 024): the same product rules as an agent's, but paid
 * through the gateway. Starting it reserves the new flight as an unpaid booking (NOT_CONFIRMED, with the
 * payment deadline of any traveller's booking) linked to the old one; the travellers stay on their old
 * journey until the payment arrives, when the core's `confirmPaidIn` moves them (`moveOnPayment`) in the
 * payment's transaction. A payment that finds them gone (cancelled meanwhile) is owed back.
 */
export function travellerReschedules(deps: {
  db: Kysely<Database>;
  now: () => number;
  today: () => string;
  // biome-ignore lint/suspicious/noExplicitAny: each product has its own request body
  productOf: (code: ProductCode) => BookingProduct<any>;
  agencyScope: (user: AgentUser) => number | null;
}) {
  return {
    /** What the traveller's chosen travellers could move to on a date. */
    async travellerRescheduleOptions(
      consumerUserId: number,
      id: number,
      selection: CancellationSelection,
      date: string,
    ) {
      const { rules } = await reschedulableBooking(deps, { kind: 'TRAVELLER', consumerUserId }, id);
      return rules.options(deps.db, id, selection, date, deps.today());
    },

    /** What moving them would cost now; nothing changes. */
    async quoteTravellerReschedule(consumerUserId: number, id: number, choice: RescheduleChoice) {
      const { rules } = await reschedulableBooking(deps, { kind: 'TRAVELLER', consumerUserId }, id);
      return rules.price(deps.db, id, choice, deps.today());
    },

    /**
     * Reserves the new flight for the traveller in the caller's transaction (which also opens the payment),
     * under the old booking's row lock. `acceptedAmountPaise` is what the quote showed: another amount now
     * changes nothing and asks again.
     */
    async startTravellerRescheduleIn(
      trx: Transaction<Database>,
      consumerUserId: number,
      id: number,
      choice: RescheduleChoice,
      paymentDeadline: number,
      acceptedAmountPaise?: number,
    ): Promise<TravellerRescheduleStarted> {
      const { row, rules } = await reschedulableBooking(deps, { kind: 'TRAVELLER', consumerUserId }, id, trx);
      const { quote, reservation } = await rules.reserve(trx, id, choice, deps.today());
      const amount = quote.totals.amountPaise;
      if (acceptedAmountPaise !== undefined && acceptedAmountPaise !== amount) {
        throw rescheduleFailed(
          RESCHEDULE_MSG_DECIDED.amountChanged,
          {},
          { oldAmountPaise: String(acceptedAmountPaise), newAmountPaise: String(amount) },
        );
      }
      // TripSetu's fee is charged per passenger, so a move always has something to pay.
      if (amount <= 0) throw new AppError('CONFLICT', RESCHEDULE_MSG_DECIDED.notReschedulable);
      const product = deps.productOf(row.product);
      const transactionId = newTransactionId(product.prefix);
      const booker = { channel: 'CONSUMER' as const, consumerUserId, paymentDeadline };
      const header = headerRow({
        transactionId,
        code: row.product,
        booker,
        status: 'NOT_CONFIRMED',
        reservation,
        holdUntil: null,
      });
      const { id: newBookingId } = await bookingsRepo.insert(trx, {
        ...header,
        rescheduled_from: row.id,
        payment_status: 'UNPAID',
      });
      await reservation.write(trx, newBookingId, false);
      const { totals } = quote;
      const { id: rescheduleId } = await trx
        .insertInto('booking_reschedules')
        .values({
          booking_id: row.id,
          new_booking_id: newBookingId,
          selection: JSON.stringify(choice),
          quote: JSON.stringify(quote),
          fare_difference_paise: totals.fareDifferencePaise,
          airline_charge_paise: totals.airlineChargePaise,
          ota_charge_paise: totals.otaChargePaise,
          gst_paise: totals.gstPaise,
          amount_paise: amount,
          wallet_document_no: null,
          requested_by: null,
          requested_by_traveller: consumerUserId,
          moved_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return {
        id: rescheduleId,
        newBookingId,
        newTransactionId: transactionId,
        amountPaise: amount,
        trip: reservation.trip,
        committed: reservation.committed,
      };
    },

    /**
     * The payment of a reschedule's new booking arrived (`newBooking` locked by the caller): the travellers
     * leave the old journey now, under the old booking's lock. Null when the booking is no reschedule's.
     */
    async moveOnPayment(trx: Transaction<Database>, newBooking: BookingRow): Promise<MoveOnPayment | null> {
      if (newBooking.rescheduled_from === null) return null;
      const pending = await trx
        .selectFrom('booking_reschedules')
        .select(['id', 'booking_id', 'selection', 'quote'])
        .where('new_booking_id', '=', newBooking.id)
        .where('moved_at', 'is', null)
        .executeTakeFirst();
      if (!pending) return null;
      const old = await bookingsRepo.lock(trx, pending.booking_id);
      const rules = deps.productOf(old.product).reschedule;
      if (!rules || old.status !== 'CONFIRMED')
        return { moved: false, reason: RESCHEDULE_MSG_DECIDED.noLongerOnJourney };
      const selection = jsonColumn<CancellationSelection>(pending.selection);
      let moved: Awaited<ReturnType<typeof rules.move>>;
      try {
        moved = await rules.move(trx, old.id, selection, pending.id);
      } catch (error) {
        if (error instanceof AppError && error.code === 'RESCHEDULE_FAILED') {
          return { moved: false, reason: RESCHEDULE_MSG_DECIDED.noLongerOnJourney };
        }
        throw error;
      }
      await trx
        .updateTable('booking_reschedules')
        .set({ moved_at: new Date(deps.now()) })
        .where('id', '=', pending.id)
        .execute();
      if (moved.everything) await bookingsRepo.update(trx, old.id, { status: 'RESCHEDULED' });
      return {
        moved: true,
        oldBookingId: old.id,
        oldTransactionId: old.transaction_id,
        totals: jsonColumn<RescheduleQuote>(pending.quote).totals,
        committed: moved.committed,
      };
    },
  };
}
