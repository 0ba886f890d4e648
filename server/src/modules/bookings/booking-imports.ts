import { IMPORT_PNR_MSG } from '@tripsetu/domain/import-pnr.ts';
import type { Kysely } from 'kysely';
import type { Database, ProductCode } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { newTransactionId } from '../../lib/ids.ts';
import type { AgentUser } from '../agents/agents.service.ts';
import { importFailed } from './booking-errors.ts';
import { headerRow } from './booking-steps.ts';
import { bookingsRepo } from './bookings.repo.ts';
import type { BookingProduct, ImportReference } from './product.ts';

/** A booking an import made: on hold until `holdUntil`, for Perform Ticketing. */
export interface ImportedBooking {
  id: number;
  transactionId: string;
  holdUntil: string;
}

/**
 * Import PNR (issue 21, decision 026): a reservation made outside TripSetu becomes the agency's booking
 * on hold, in one transaction under the reservation's row lock, so however many ask at once it becomes
 * one booking. From there it lives as any hold does: Perform Ticketing pays from the wallet and issues
 * it; release or its time limit gives its inventory back; once issued it cancels, reschedules and takes
 * services by the product's rules.
 */
export function bookingImports(deps: {
  db: Kysely<Database>;
  productOf: (code: ProductCode) => BookingProduct<unknown>;
}) {
  return {
    async importBooking(user: AgentUser, code: ProductCode, reference: ImportReference): Promise<ImportedBooking> {
      const importable = deps.productOf(code).imports;
      if (!importable || user.agency_id === null) throw new AppError('NOT_FOUND', IMPORT_PNR_MSG.notFound);
      const outcome = await deps.db.transaction().execute(async (trx) => {
        const found = await importable.find(trx, user, reference);
        if ('lapsed' in found) return found;
        const { reservation } = found;
        const transactionId = newTransactionId(deps.productOf(code).prefix);
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
        const made = { id, transactionId, holdUntil: new Date(reservation.holdLimit).toISOString() };
        return { made, committed: reservation.committed };
      });
      if ('lapsed' in outcome) {
        await outcome.lapsed.committed();
        throw importFailed(outcome.lapsed.reason);
      }
      await outcome.committed();
      return outcome.made;
    },
  };
}
