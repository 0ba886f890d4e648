import { OFFLINE_MSG } from '@tripsetu/domain/offline-requests.ts';
import type { Transaction } from 'kysely';
import type { Database, ProductCode } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { newTransactionId } from '../../lib/ids.ts';
import type { AgentUser } from '../agents/agents.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { headerRow } from './booking-steps.ts';
import { bookingsRepo } from './bookings.repo.ts';
import { holdLimits } from './hold-limits.ts';
import type { BookingProduct } from './product.ts';

/** A booking an accepted quote made: on hold until `holdUntil` (ms), for Perform Ticketing. */
export interface QuotedBooking {
  id: number;
  transactionId: string;
  holdUntil: number;
  /** After the caller's transaction has committed: the search's seat counts. */
  committed: () => Promise<void>;
}

/**
 * Offline quotes accepted (issue 21, decision 028): the back office's quote at its own fare becomes the
 * agency's booking on hold, in the caller's transaction (which holds the quote's row lock, so one quote
 * makes one booking). The product keeps the inventory under its row locks; the hold is counted against the
 * agency's holds as any other (what its wallet could pay, how many); Perform Ticketing pays it as any hold.
 */
export function bookingQuotes(deps: {
  wallet: WalletService;
  now: () => number;
  productOf: (code: ProductCode) => BookingProduct<unknown>;
}) {
  const limits = holdLimits({ wallet: deps.wallet, now: deps.now });
  return {
    async holdQuotedIn(
      trx: Transaction<Database>,
      code: ProductCode,
      user: AgentUser,
      offer: unknown,
      party: unknown,
    ): Promise<QuotedBooking> {
      const product = deps.productOf(code);
      if (!product.quoted || user.agency_id === null) throw new AppError('NOT_FOUND', OFFLINE_MSG.notFound);
      const reservation = await product.quoted.reserve(trx, offer, party);
      await limits.refuseUnaffordableHold(trx, user.agency_id, reservation.fare.totalPaise);
      const transactionId = newTransactionId(product.prefix);
      const header = headerRow({
        transactionId,
        code,
        booker: { channel: 'AGENT', user, action: 'HOLD' },
        status: 'ON_HOLD',
        reservation,
        holdUntil: reservation.holdLimit,
      });
      const { id } = await bookingsRepo.insert(trx, { ...header, payment_status: 'UNPAID' });
      await reservation.write(trx, id, false);
      return { id, transactionId, holdUntil: reservation.holdLimit, committed: reservation.committed };
    },
  };
}
