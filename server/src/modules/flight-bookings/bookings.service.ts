import type { CreditNote } from '@tripsetu/domain/booking-api.ts';
import { BOOKING_MSG_DECIDED } from '@tripsetu/domain/flight-booking.ts';
import type {
  BookingBody,
  BookingDocuments,
  FlightBooking,
  FlightQuote,
  HoldQueueEntry,
  QuoteBody,
} from '@tripsetu/domain/flight-booking-api.ts';
import type { Kysely, Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { idempotent } from '../../lib/idempotency.ts';
import type { AgentUser } from '../agents/agents.service.ts';
import type { BookingCore, BookingMade } from '../bookings/bookings.service.ts';
import type { Channel } from '../bookings/product.ts';
import type { CommissionBook } from '../commissions/commission-book.ts';
import { renderCreditNotePdf } from '../documents/credit-note-pdf.ts';
import { documentMail } from '../documents/document-mail.ts';
import { customerInvoice, type FlightDocument, gstSplit, OPERATOR, renderPdf } from '../documents/flight-documents.ts';
import type { FlightInventory } from '../flights/inventory.repo.ts';
import type { MailService } from '../mail/mail.service.ts';
import { type AgencyLogo, agencyParties } from './agency-party.ts';
import { creditNoteOf } from './credit-notes.ts';
import type { ResolveFlights } from './flight-pricing.ts';
import { flightQuotes } from './flight-quote.ts';
import { flightBookingView } from './flight-view.ts';
import { paxCalendarOf } from './pax-calendar.ts';

export { PriceChangedError } from './flight-pricing.ts';

/**
 * Flight bookings as the portal and the consumer site ask for them (issue 7, docs/decisions/013): the
 * review's quote, booking through the booking core (which pays, holds, issues and releases), the
 * booking as both sites read it, and its documents (the e-ticket and the invoices, as pages, PDFs and
 * e-mails).
 */
export function createFlightBookingsService(deps: {
  db: Kysely<Database>;
  core: BookingCore;
  resolve: ResolveFlights;
  inventory: FlightInventory;
  mail: MailService;
  logger: Logger;
  now?: () => number;
  /** An agency's logo for its customers' documents (the agencies module keeps the files). */
  agencyLogo?: AgencyLogo;
  /** The commission rules the review's fare summary shows the agency's earnings by (decision 034). */
  commissions: CommissionBook;
}) {
  const { db, core, inventory } = deps;
  const now = deps.now ?? (() => Date.now());
  const quote = flightQuotes({ db, resolve: deps.resolve, inventory, now, commissions: deps.commissions });
  const agencyParty = agencyParties({ db, logger: deps.logger, agencyLogo: deps.agencyLogo });

  /** A booking's document as PDF bytes; invoices exist once the booking is ticketed. */
  async function documentPdf(booking: FlightBooking, document: FlightDocument, showFare: boolean): Promise<Buffer> {
    if (document !== 'e-ticket' && !booking.invoiceNo) {
      throw new AppError('CONFLICT', BOOKING_MSG_DECIDED.notTicketed);
    }
    return renderPdf(document, booking, await agencyParty(booking.id), { showFare });
  }

  const mailer = documentMail({ db, mail: deps.mail, logger: deps.logger, documentPdf, agencyParty });
  const agencyScope = (user: AgentUser) => (user.role === 'ADMIN' ? null : (user.agency_id as number));
  const scoped = (user: AgentUser, id: number) => flightBookingView(db, { id, agencyId: agencyScope(user) });

  return {
    /** Reads the seats sold here into memory; at start-up. */
    load: inventory.load,

    quote: (body: QuoteBody, channel: Channel, agencyId: number | null = null): Promise<FlightQuote> =>
      quote(body, channel, agencyId),

    /**
     * Books and pays from the wallet, or holds: one transaction with the idempotency key, the seats
     * and the money. A price that moved since `acceptedTotalPaise` is refused with PriceChangedError.
     */
    async book(user: AgentUser, body: BookingBody, key: string | undefined) {
      const made: { booking?: BookingMade } = {};
      const answer = await idempotent(db, { scope: `flight-booking:${user.id}`, key, body }, async (trx) => {
        const action = body.action === 'HOLD' ? 'HOLD' : 'BOOK';
        made.booking = await core.bookIn(trx, 'FLIGHT', { channel: 'AGENT', user, action }, body);
        return { statusCode: 201, body: await flightBookingView(trx, { id: made.booking.id }) };
      });
      // Only the request that made the booking mails its e-ticket; a replay of the key does not.
      if (made.booking) {
        await made.booking.committed();
        await mailer.mailTicketed(answer.body as FlightBooking);
      }
      return answer;
    },

    booking: scoped,

    /** Perform Ticketing: pays a hold from the wallet and issues its tickets, if it is still within its limit. */
    async ticket(user: AgentUser, id: number): Promise<FlightBooking> {
      await core.ticket(user, id);
      const booking = await scoped(user, id);
      await mailer.mailTicketed(booking);
      return booking;
    },

    /** Release: the hold's seats go back on sale; no money moved, none moves. */
    async release(user: AgentUser, id: number): Promise<FlightBooking> {
      await core.release(user, id);
      return scoped(user, id);
    },

    expireHolds: core.expireHolds,

    /** A traveller's booking: its seats are kept, NOT_CONFIRMED and unpaid, until `paymentDeadline` (ms). */
    bookForTraveller(
      trx: Transaction<Database>,
      consumerUserId: number,
      body: BookingBody,
      paymentDeadline: number,
    ): Promise<BookingMade> {
      return core.bookIn(trx, 'FLIGHT', { channel: 'CONSUMER', consumerUserId, paymentDeadline }, body);
    },

    /** A traveller's own booking by its transaction id, with its payment deadline; 404 for anyone else's. */
    async consumerBooking(consumerUserId: number, transactionId: string) {
      const booking = await flightBookingView(db, { transactionId, consumerUserId });
      const row = await db
        .selectFrom('bookings')
        .select('payment_deadline')
        .where('id', '=', booking.id)
        .executeTakeFirstOrThrow();
      const deadline = row.payment_deadline === null ? null : new Date(row.payment_deadline).toISOString();
      return { booking, paymentDeadline: deadline };
    },

    /** Both sides of the tax invoice and its GST split, for the print pages. */
    async documents(user: AgentUser, id: number): Promise<BookingDocuments> {
      const booking = await scoped(user, id);
      const { logo, email: _email, ...agency } = await agencyParty(booking.id);
      return {
        agency: { ...agency, logoUrl: logo?.url ?? null },
        operator: { ...OPERATOR },
        gst: gstSplit(booking.fare, agency),
        customerInvoice: customerInvoice(booking, agency),
      };
    },

    /** The GST credit note of one of the booking's cancellations (decision 023). */
    async creditNote(user: AgentUser, id: number, cancellationId: number): Promise<CreditNote> {
      const booking = await scoped(user, id);
      return creditNoteOf(db, booking, await agencyParty(booking.id), cancellationId);
    },

    /** The same credit note as PDF. */
    async creditNotePdf(user: AgentUser, id: number, cancellationId: number): Promise<Buffer> {
      const booking = await scoped(user, id);
      return renderCreditNotePdf(await creditNoteOf(db, booking, await agencyParty(booking.id), cancellationId));
    },

    /** A document as PDF; invoices exist once the booking is ticketed. */
    async pdf(user: AgentUser, id: number, document: FlightDocument, showFare: boolean): Promise<Buffer> {
      return documentPdf(await scoped(user, id), document, showFare);
    },

    /** E-mails a document as a PDF attachment ('Email Sent Successfully' / 'Failed to send Email'). */
    async emailDocument(
      user: AgentUser,
      id: number,
      input: { to: string; document: FlightDocument; showFare: boolean },
    ): Promise<{ message: string }> {
      return mailer.mailDocument(await scoped(user, id), input);
    },

    /** A traveller's own document as PDF, for a booking the caller has already found to be theirs. */
    documentPdf,
    /** E-mails a traveller's own document, for a booking the caller has already found to be theirs. */
    mailDocument: mailer.mailDocument,

    /** Flight Hold Queues: the agency's holds, soonest limit first (every agency's for the back office). */
    holdQueue: (user: AgentUser): Promise<HoldQueueEntry[]> => core.holdQueue(user, 'FLIGHT'),

    /** Flight Pax Calendar: the agency's travellers by departure day in a month (the back office: every agency's). */
    paxCalendar: (user: AgentUser, month: string) => paxCalendarOf(db, agencyScope(user), month),
  };
}

export type FlightBookingsService = ReturnType<typeof createFlightBookingsService>;
