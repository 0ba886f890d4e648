import { BOOKING_MSG_DECIDED } from '@tripsetu/domain/flight-booking.ts';
import type { Kysely, Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { Database, ProductCode } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { newTransactionId } from '../../lib/ids.ts';
import { jsonColumn } from '../../lib/json-column.ts';
import type { AgentUser } from '../agents/agents.service.ts';
import {
  bookingConfirmedMail,
  type PaymentReceived,
  refundDueMail,
  rescheduleMail,
} from '../documents/booking-mails.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { bookingAdmin } from './booking-admin.ts';
import { bookingFailed } from './booking-errors.ts';
import { bookingImports } from './booking-imports.ts';
import { bookingQueries } from './booking-list.ts';
import { bookingQuotes } from './booking-quotes.ts';
import { bookingServices } from './booking-services.ts';
import { debitWallet, everyInterval, headerRow } from './booking-steps.ts';
import { type BookingRow, bookingsRepo } from './bookings.repo.ts';
import type { AttachDocument } from './cancellation-requests.ts';
import { bookingCancellations, type RefundPayment } from './cancellations.ts';
import { holdLimits } from './hold-limits.ts';
import { invoiceNumbers } from './invoice-numbers.ts';
import type { Booker, BookingParty, BookingProduct, HeldSummary } from './product.ts';
import { bookingReschedules } from './reschedules.ts';
import { travellerReschedules } from './traveller-reschedules.ts';
import { travellerServices } from './traveller-services.ts';

/** Why an unpaid consumer booking gave its inventory back. */
export const PAYMENT_DEADLINE_RELEASE_REASON = 'Payment not received in time';
/** Why a hold gave its inventory back. */
export const HOLD_EXPIRED_RELEASE_REASON = 'Time limit passed';

/** A booking just made, in the caller's transaction; `committed` runs once that transaction has. */
export interface BookingMade {
  id: number;
  transactionId: string;
  totalPaise: number;
  trip: string;
  committed: () => Promise<void>;
}

type Header = Pick<BookingRow, 'id' | 'product' | 'agency_id' | 'total_paise' | 'transaction_id'>;

/**
 * The booking core (issue 20, decision 022): one lifecycle for every product. A booking is made paid
 * from the agency's wallet, on hold, or (a traveller's) awaiting the gateway's payment; it is issued
 * when paid, released when let go or past its limit. The header, the money, the invoice numbers and
 * the hold rules live here; each product reserves, issues and releases its own inventory.
 *
 *   book ──► CONFIRMED (agent pays from the wallet; issued at once)
 *   book ──► ON_HOLD ──ticket──► CONFIRMED        ON_HOLD ──release / limit passed──► RELEASED
 *   book ──► NOT_CONFIRMED ──gateway paid──► CONFIRMED   NOT_CONFIRMED ──deadline passed──► RELEASED
 */
export function createBookingCore(deps: {
  db: Kysely<Database>;
  wallet: WalletService;
  mail: MailService;
  logger: Logger;
  today: () => string;
  now?: () => number;
  /** The consumer site's address, for links in the e-mails to travellers. */
  publicUrl?: string;
  /** Sends a traveller's cancellation refund back to their payment (the gateway's refund call). */
  refundPayment?: RefundPayment;
  /** Stores a cancellation request's certificate with the request (the agencies' files). */
  attachDocument?: AttachDocument;
  // biome-ignore lint/suspicious/noExplicitAny: each product has its own request body
  products: readonly BookingProduct<any>[];
}) {
  const { db, wallet } = deps;
  const now = deps.now ?? (() => Date.now());
  const limits = holdLimits({ wallet, now });
  const products = new Map(deps.products.map((product) => [product.code, product]));
  const productOf = (code: ProductCode) => products.get(code) as BookingProduct<unknown>;

  const debit = (trx: Transaction<Database>, input: Parameters<typeof debitWallet>[2]) =>
    debitWallet(wallet, trx, input);

  /** Perform Ticketing's payment: the hold's price from the wallet, then issued. */
  async function payAndIssue(trx: Transaction<Database>, header: Header, userId: number) {
    const description = await productOf(header.product).describe(trx, header.id, header.transaction_id);
    const documentNo = await debit(trx, {
      agencyId: header.agency_id as number,
      totalPaise: Number(header.total_paise),
      transactionId: header.transaction_id,
      narration: description.narration,
      userId,
    });
    await issue(trx, header, { wallet_document_no: documentNo });
  }

  async function issue(trx: Transaction<Database>, header: Header, extra: { wallet_document_no?: string } = {}) {
    await productOf(header.product).issue(trx, header.id);
    await bookingsRepo.update(trx, header.id, {
      status: 'CONFIRMED',
      payment_status: 'PAID',
      issued_at: new Date(now()),
      ...extra,
      ...(await invoiceNumbers(trx, header.agency_id, deps.today())),
    });
  }

  async function releaseIn(trx: Transaction<Database>, header: Header, reason: string) {
    const committed = await productOf(header.product).release(trx, header.id);
    await bookingsRepo.update(trx, header.id, {
      status: 'RELEASED',
      released_at: new Date(now()),
      release_reason: reason,
    });
    return committed;
  }

  const agencyScope = (user: AgentUser) => (user.role === 'ADMIN' ? null : (user.agency_id as number));
  const reschedulesOfTravellers = travellerReschedules({ db, now, today: deps.today, productOf, agencyScope });

  /**
   * Releases every hold past its time limit, and every traveller's unpaid booking past its payment
   * deadline; returns how many. Under the booking's row lock, so a payment settling at the same moment
   * either confirms the booking first or finds it released.
   */
  async function expireHolds(): Promise<number> {
    const due = await bookingsRepo.due(db, new Date(now()));
    let released = 0;
    for (const { id } of due) {
      const committed = await db.transaction().execute(async (trx) => {
        const row = await bookingsRepo.lock(trx, id);
        const limit =
          row.status === 'ON_HOLD' ? row.hold_until : row.status === 'NOT_CONFIRMED' ? row.payment_deadline : null;
        if (limit === null || new Date(limit).getTime() > now()) return null;
        const reason = row.status === 'ON_HOLD' ? HOLD_EXPIRED_RELEASE_REASON : PAYMENT_DEADLINE_RELEASE_REASON;
        return releaseIn(trx, row, reason);
      });
      if (committed) {
        released += 1;
        await committed();
      }
    }
    if (released > 0) deps.logger.info({ released }, 'holds and unpaid bookings past their time limit released');
    return released;
  }

  return {
    /**
     * Makes a booking in the caller's transaction: the product reserves and prices it; an agent pays
     * from the wallet (issued at once) or holds; a traveller's waits, unpaid, for the gateway.
     */
    async bookIn<Body>(
      trx: Transaction<Database>,
      code: ProductCode,
      booker: Booker,
      body: Body,
    ): Promise<BookingMade> {
      const product = productOf(code) as BookingProduct<Body>;
      const reservation = await product.reserve(trx, booker, body);
      const agent = booker.channel === 'AGENT' ? booker.user : null;
      const hold = booker.channel === 'AGENT' && booker.action === 'HOLD';
      const agencyId = agent ? (agent.agency_id as number) : null;
      const totalPaise = reservation.fare.totalPaise;
      const holdUntil = hold ? reservation.holdLimit : null;
      if (hold && holdUntil === null) throw bookingFailed(BOOKING_MSG_DECIDED.holdUnavailable);
      if (hold) await limits.refuseUnaffordableHold(trx, agencyId as number, totalPaise);
      if (booker.channel === 'CONSUMER') await limits.refuseTooManyUnpaid(trx, booker.consumerUserId);
      const transactionId = newTransactionId(product.prefix);
      // Paid now: the wallet is debited and the booking issued as it is written.
      const paidNow = agent !== null && !hold;
      const payment = paidNow
        ? {
            payment_status: 'PAID' as const,
            issued_at: new Date(now()),
            wallet_document_no: await debit(trx, {
              agencyId: agencyId as number,
              totalPaise,
              transactionId,
              narration: reservation.narration(transactionId),
              userId: agent.id,
            }),
            ...(await invoiceNumbers(trx, agencyId, deps.today())),
          }
        : { payment_status: 'UNPAID' as const };
      const status = agent ? (hold ? 'ON_HOLD' : 'CONFIRMED') : 'NOT_CONFIRMED';
      const header = headerRow({ transactionId, code, booker, status, reservation, holdUntil });
      const { id } = await bookingsRepo.insert(trx, { ...header, ...payment });
      await reservation.write(trx, id, paidNow);
      return { id, transactionId, totalPaise, trip: reservation.trip, committed: reservation.committed };
    },

    /** Perform Ticketing: pays a hold from the wallet and issues it, if it is still within its limit. */
    async ticket(user: AgentUser, id: number): Promise<void> {
      const expired = await db.transaction().execute(async (trx) => {
        const row = await bookingsRepo.lock(trx, id, { agencyId: agencyScope(user) });
        if (row.status !== 'ON_HOLD') throw new AppError('CONFLICT', BOOKING_MSG_DECIDED.notOnHold);
        if (new Date(row.hold_until as Date).getTime() <= now()) {
          return releaseIn(trx, row, HOLD_EXPIRED_RELEASE_REASON);
        }
        await payAndIssue(trx, row, user.id);
        return null;
      });
      if (expired) {
        await expired();
        throw new AppError('CONFLICT', BOOKING_MSG_DECIDED.holdExpired);
      }
    },

    /** Release: the hold's inventory goes back on sale; no money moved, none moves. */
    async release(user: AgentUser, id: number): Promise<void> {
      const committed = await db.transaction().execute(async (trx) => {
        const row = await bookingsRepo.lock(trx, id, { agencyId: agencyScope(user) });
        if (row.status !== 'ON_HOLD') throw new AppError('CONFLICT', BOOKING_MSG_DECIDED.notOnHold);
        return releaseIn(trx, row, `Released by ${user.first_name} ${user.last_name}`);
      });
      await committed();
    },

    expireHolds,

    /** What lists show of bookings of one product (route, dates, lead traveller, references): the reports read it. */
    summarize: (source: Kysely<Database>, code: ProductCode, ids: readonly number[]) =>
      ids.length === 0 ? Promise.resolve(new Map<number, HeldSummary>()) : productOf(code).summarize(source, ids),

    // Reading bookings of every product: one, a hold queue, a Manage Bookings page (booking-list.ts).
    ...bookingQueries({ db, productOf, agencyScope, now }),

    // Cancelling an issued booking, whole or in part: cancellations.ts.
    ...bookingCancellations({ ...deps, productOf, agencyScope }),

    // Seats, meals, baggage and services added to an issued booking: booking-services.ts.
    ...bookingServices({ ...deps, productOf, agencyScope }),

    // A reservation made outside TripSetu brought into the agency's bookings, on hold: booking-imports.ts.
    ...bookingImports({ db, productOf }),

    // An offline quote accepted by the agency, on hold at the quoted fare: booking-quotes.ts.
    ...bookingQuotes({ wallet, now, productOf }),

    // Moving travellers of an issued booking to another date, as a new booking: reschedules.ts.
    ...bookingReschedules({ ...deps, now, productOf, agencyScope }),
    ...reschedulesOfTravellers,

    // The back office's notes and the gateway payments of a booking: booking-admin.ts.
    ...bookingAdmin({ db }),

    // A traveller's services after booking, paid on the gateway: traveller-services.ts.
    ...travellerServices({ db, mail: deps.mail, today: deps.today, productOf }),

    /**
     * A traveller's payment arrived: under the booking's row lock, an unpaid booking whose inventory is
     * still kept is confirmed and issued (with its tax invoice number); one whose inventory was
     * released is not, and the caller owes the money back. The traveller is e-mailed either way.
     */
    async confirmPaidIn(
      trx: Transaction<Database>,
      bookingId: number,
      payment: PaymentReceived,
      afterCommit: (hook: () => Promise<void>) => void = () => {},
    ): Promise<'CONFIRMED' | 'RELEASED'> {
      const row = await bookingsRepo.lock(trx, bookingId, { channel: 'CONSUMER' });
      if (row.status === 'CONFIRMED') return 'CONFIRMED';
      const product = productOf(row.product);
      const description = await product.describe(trx, row.id, row.transaction_id);
      const email = jsonColumn<BookingParty['contact']>(row.contact).email;
      const mail = { transactionId: row.transaction_id, description, payment };
      const link = `${deps.publicUrl ?? ''}${description.travellerPath}`;
      const refundDue = async (reason?: string) => {
        await deps.mail.enqueue(trx, {
          to: email,
          ...refundDueMail({ ...mail, link, reason }),
          reference: `${row.product.toLowerCase()}-refund-due:${row.id}`,
        });
        return 'RELEASED' as const;
      };
      if (row.status !== 'NOT_CONFIRMED') return refundDue();
      // A traveller's reschedule: the payment moves them off the old journey first, or is owed back.
      const move = await reschedulesOfTravellers.moveOnPayment(trx, row);
      if (move && !move.moved) {
        afterCommit(await releaseIn(trx, row, move.reason));
        return refundDue(move.reason);
      }
      await issue(trx, row);
      if (move?.moved) {
        afterCommit(move.committed);
        await deps.mail.enqueue(trx, {
          to: email,
          ...rescheduleMail({
            oldTransactionId: move.oldTransactionId,
            newTransactionId: row.transaction_id,
            description,
            totals: move.totals,
          }),
          reference: `reschedule-paid:${row.id}`,
        });
        return 'CONFIRMED';
      }
      await deps.mail.enqueue(trx, {
        to: email,
        ...bookingConfirmedMail({ ...mail, link }),
        reference: `${row.product.toLowerCase()}-confirmed:${row.id}`,
      });
      return 'CONFIRMED';
    },

    /** Checks holds every `everyMs` (unref'd, so it never keeps the process alive); returns a stop. */
    startHoldExpiry: (everyMs = 30_000): (() => void) =>
      everyInterval(everyMs, expireHolds, (error) =>
        deps.logger.error({ err: error }, 'releasing expired holds failed'),
      ),
  };
}

export type BookingCore = ReturnType<typeof createBookingCore>;
