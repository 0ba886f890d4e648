import {
  BOOKING_MSG_DECIDED,
  holdOverBalanceMessage,
  MAX_LIVE_HOLDS_PER_AGENCY,
  MAX_UNPAID_BOOKINGS_PER_TRAVELLER,
  MAX_UNPAID_BOOKINGS_PER_TRAVELLER_PER_DAY,
  TOO_MANY_HOLDS_MESSAGE,
} from '@tripsetu/domain/flight-booking.ts';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { bookingFailed } from './booking-errors.ts';

/**
 * What inventory may be kept without being paid for (issue 17, decisions 013 and 015): an agency's holds
 * together never pass what its wallet could pay, nor a number; a traveller keeps few bookings unpaid.
 * Both are checked in the booking's transaction, under a lock, so that parallel requests queue.
 */
export function holdLimits(deps: { wallet: WalletService; now: () => number }) {
  return {
    /** Refuses a hold of `holdPaise` that the agency's wallet could not pay together with its live holds. */
    async refuseUnaffordableHold(trx: Transaction<Database>, agencyId: number, holdPaise: number): Promise<void> {
      // The wallet row's lock makes holds and payments of one agency wait for each other.
      const balance = await deps.wallet.lockedBalanceIn(agencyId, trx);
      const live = await trx
        .selectFrom('bookings')
        .select((eb) => [eb.fn.countAll<string>().as('holds'), eb.fn.sum<string>('total_paise').as('heldPaise')])
        .where('agency_id', '=', agencyId)
        .where('status', '=', 'ON_HOLD')
        .where('hold_until', '>', new Date(deps.now()))
        .executeTakeFirstOrThrow();
      if (Number(live.holds) >= MAX_LIVE_HOLDS_PER_AGENCY) {
        throw bookingFailed(TOO_MANY_HOLDS_MESSAGE);
      }
      const held = Number(live.heldPaise ?? 0) + holdPaise;
      if (held > balance.availablePaise) {
        throw bookingFailed(holdOverBalanceMessage(held, Math.max(0, balance.availablePaise)));
      }
    },

    /** Refuses a traveller's booking while too many of theirs wait for payment, or were left unpaid today. */
    async refuseTooManyUnpaid(trx: Transaction<Database>, consumerUserId: number): Promise<void> {
      await sql`select pg_advisory_xact_lock(hashtext(${`consumer-unpaid:${consumerUserId}`}))`.execute(trx);
      const at = new Date(deps.now());
      const dayAgo = new Date(deps.now() - 24 * 60 * 60 * 1000);
      const unpaid = await trx
        .selectFrom('bookings')
        .select((eb) => [
          eb.fn
            .countAll<string>()
            .filterWhere('status', '=', 'NOT_CONFIRMED')
            .filterWhere('payment_deadline', '>', at)
            .as('waiting'),
          eb.fn.countAll<string>().filterWhere('created_at', '>', dayAgo).as('today'),
        ])
        .where('consumer_user_id', '=', consumerUserId)
        .where('payment_status', '=', 'UNPAID')
        .executeTakeFirstOrThrow();
      if (Number(unpaid.waiting) >= MAX_UNPAID_BOOKINGS_PER_TRAVELLER) {
        throw bookingFailed(BOOKING_MSG_DECIDED.tooManyUnpaid);
      }
      if (Number(unpaid.today) >= MAX_UNPAID_BOOKINGS_PER_TRAVELLER_PER_DAY) {
        throw bookingFailed(BOOKING_MSG_DECIDED.tooManyUnpaidToday);
      }
    },
  };
}
