import type { AnyHold } from '@tripsetu/domain/booking-api.ts';
import { BOOKING_MSG_DECIDED } from '@tripsetu/domain/flight-booking.ts';
import type { Kysely, Transaction } from 'kysely';
import type { Database, ProductCode } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { bookingFailed } from './booking-errors.ts';
import { bookingsRepo } from './bookings.repo.ts';
import type { Booker, BookingProduct, HeldSummary, Reservation } from './product.ts';

/** Takes a booking's price from the agency's wallet; 'insufficient balance' refuses it. Returns the document number. */
export async function debitWallet(
  wallet: Pick<WalletService, 'post'>,
  trx: Transaction<Database>,
  debit: { agencyId: number; totalPaise: number; transactionId: string; narration: string; userId: number },
): Promise<string> {
  try {
    const movement = await wallet.post(trx, {
      agencyId: debit.agencyId,
      kind: 'BOOKING',
      walletDeltaPaise: -debit.totalPaise,
      counterAccount: 'OPERATOR_SALES',
      narration: debit.narration,
      reference: debit.transactionId,
      createdBy: debit.userId,
    });
    return movement.document_no;
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONFLICT') {
      throw bookingFailed(BOOKING_MSG_DECIDED.insufficientBalance);
    }
    throw error;
  }
}

/** Hold Queues: the agency's holds, soonest limit first (every agency's for the back office), of one product or all. */
export async function holdQueue(
  db: Kysely<Database>,
  productOf: (code: ProductCode) => Pick<BookingProduct<unknown>, 'summarize'>,
  query: { agencyId: number | null; at: Date; product?: ProductCode },
): Promise<AnyHold[]> {
  const live = await bookingsRepo.liveHolds(db, query.agencyId, query.at);
  const { product } = query;
  const rows = product ? live.filter((row) => row.product === product) : live;
  const byId = new Map<number, HeldSummary>();
  for (const code of new Set(rows.map((row) => row.product))) {
    const ids = rows.filter((row) => row.product === code).map((row) => row.id);
    for (const [id, summary] of await productOf(code).summarize(db, ids)) byId.set(id, summary);
  }
  return rows.map((row) => {
    const summary = byId.get(row.id);
    return {
      id: row.id,
      product: row.product,
      transactionId: row.transaction_id,
      route: summary?.route ?? '',
      departure: summary?.departure ?? '',
      leadTraveller: summary?.leadTraveller ?? '',
      travellers: summary?.travellers ?? 0,
      totalPaise: Number(row.total_paise),
      holdUntil: new Date(row.hold_until as Date).toISOString(),
      bookedBy: row.first_name ? `${row.first_name} ${row.last_name}` : '',
      pnrs: summary?.references ?? '',
    };
  });
}

/** A new booking's header row, before its payment: who booked it, for whom, its fare and its limits. */
export function headerRow(input: {
  transactionId: string;
  code: ProductCode;
  booker: Booker;
  status: 'ON_HOLD' | 'CONFIRMED' | 'NOT_CONFIRMED';
  reservation: Pick<Reservation, 'contact' | 'gst' | 'fare' | 'markupPaise' | 'startsAt'>;
  holdUntil: number | null;
}) {
  const { booker, reservation, holdUntil } = input;
  const agent = booker.channel === 'AGENT' ? booker.user : null;
  return {
    transaction_id: input.transactionId,
    product: input.code,
    channel: booker.channel,
    agency_id: agent ? (agent.agency_id as number) : null,
    booked_by: agent?.id ?? null,
    consumer_user_id: booker.channel === 'CONSUMER' ? booker.consumerUserId : null,
    status: input.status,
    contact: JSON.stringify(reservation.contact),
    gst: reservation.gst === null ? null : JSON.stringify(reservation.gst),
    fare: JSON.stringify(reservation.fare),
    total_paise: reservation.fare.totalPaise,
    markup_paise: reservation.markupPaise,
    starts_at: new Date(reservation.startsAt),
    hold_until: holdUntil === null ? null : new Date(holdUntil),
    payment_deadline: booker.channel === 'CONSUMER' ? new Date(booker.paymentDeadline) : null,
  };
}

/** Runs a job now and every `everyMs` (unref'd, so it never keeps the process alive); returns a stop. */
export function everyInterval(everyMs: number, job: () => Promise<unknown>, failed: (error: unknown) => void) {
  const run = () => {
    job().catch(failed);
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
