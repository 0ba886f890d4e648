import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import type { CreditNote } from '@tripsetu/domain/booking-api.ts';
import type { BusBooking, BusBookingBody } from '@tripsetu/domain/bus-booking-api.ts';
import { formatDisplayDate } from '@tripsetu/domain/dates.ts';
import {
  BOOKING_MSG,
  BOOKING_MSG_DECIDED,
  DOCUMENT_EMAILS_PER_BOOKING,
  DOCUMENT_EMAILS_PER_RECIPIENT,
} from '@tripsetu/domain/flight-booking.ts';
import { EMAIL_REGEX } from '@tripsetu/domain/validation.ts';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/html.ts';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import type { AgentUser } from '../agents/agents.service.ts';
import type { BookingCore } from '../bookings/bookings.service.ts';
import { bookPaidNow } from '../bookings/paid-booking.ts';
import { agencyPartyOf, bookingRecipients } from '../documents/agency-party.ts';
import { renderBusTicketPdf } from '../documents/bus-ticket-pdf.ts';
import { renderCreditNotePdf } from '../documents/credit-note-pdf.ts';
import type { AgencyParty } from '../documents/flight-documents.ts';
import type { MailService } from '../mail/mail.service.ts';
import { busCreditNoteOf } from './bus-credit-notes.ts';
import { busBookingView } from './bus-view.ts';

/**
 * Bus bookings as the portal asks for them (issue 22, decision 031): booking a block through the booking core
 * (paid from the wallet with the seats, in one transaction), the booking, its ticket as PDF and by e-mail,
 * and its cancellations' credit notes. Cancelling itself is the core's (its routes serve every product).
 */
export function createBusBookingsService(deps: {
  db: Kysely<Database>;
  core: BookingCore;
  mail: MailService;
  logger: Logger;
  now?: () => number;
  agencyLogo?: (agencyId: number) => Promise<AgencyParty['logo']>;
}) {
  const { db, core } = deps;
  const now = deps.now ?? (() => Date.now());
  const agencyScope = (user: AgentUser) => (user.role === 'ADMIN' ? null : (user.agency_id as number));
  const scoped = (user: AgentUser, id: number) => busBookingView(db, { id, agencyId: agencyScope(user) }, now);

  const party = (bookingId: number) => agencyPartyOf(deps, bookingId, BOOKING_MSG_DECIDED.bookingNotFound);

  /** The ticket to one address, as a PDF attachment, in the agency's name with replies to it (decision 021). */
  async function enqueueTicket(booking: BusBooking, to: string, showFare: boolean, reference: string) {
    const agency = await party(booking.id);
    const bytes = await renderBusTicketPdf(booking, agency, showFare);
    const trip = `${booking.trip.from} – ${booking.trip.to} ${formatDisplayDate(booking.trip.departureDate)}`;
    await deps.mail.enqueue(db, {
      to,
      subject: `Bus ticket ${booking.ticketNo ?? booking.transactionId} — ${trip}`,
      html: `<p>Please find the bus ticket of booking ${escapeHtml(booking.transactionId)} (ticket ${escapeHtml(booking.ticketNo ?? '')}, operator PNR ${escapeHtml(booking.operatorPnr ?? '')}) attached from ${escapeHtml(agency.name)}.</p><p>Boarding at ${escapeHtml(booking.boarding.name)}; please report 15 minutes before the boarding time.</p><p>${escapeHtml(agency.name)} · ${escapeHtml(agency.phone)}</p>`,
      reference,
      sender: { name: agency.name, replyTo: agency.email },
      attachments: [
        {
          filename: `bus-ticket-${booking.transactionId}.pdf`,
          contentType: 'application/pdf',
          contentBase64: bytes.toString('base64'),
        },
      ],
    });
  }

  return {
    /**
     * Books a block and pays from the wallet: one transaction with the idempotency key, the seats and the
     * money. The ticket is e-mailed to the booking's contact and the agency once it has committed.
     */
    book: (user: AgentUser, body: BusBookingBody, key: string | undefined) =>
      bookPaidNow(deps, {
        product: 'BUS',
        user,
        body,
        key,
        view: (trx, id) => busBookingView(trx, { id, agencyId: null }, now),
        async send(booking) {
          const agency = await party(booking.id);
          for (const to of bookingRecipients(booking.contact.email, agency.email)) {
            await enqueueTicket(booking, to, true, `bus-ticketed:${booking.id}`);
          }
        },
      }),

    booking: scoped,

    /** Buses are paid at once: there is no hold to ticket or release, so the core refuses both. */
    async ticket(user: AgentUser, id: number) {
      await core.ticket(user, id);
      return scoped(user, id);
    },
    async release(user: AgentUser, id: number) {
      await core.release(user, id);
      return scoped(user, id);
    },

    /** The ticket as PDF, with the fare or without it. */
    async ticketPdf(user: AgentUser, id: number, showFare: boolean): Promise<Buffer> {
      const booking = await scoped(user, id);
      return renderBusTicketPdf(booking, await party(id), showFare);
    },

    /** E-mails the ticket ('Email Sent Successfully' / 'Failed to send Email'), within the documents' limits. */
    async emailTicket(user: AgentUser, id: number, input: { to: string; showFare: boolean }) {
      const booking = await scoped(user, id);
      const to = input.to.trim();
      if (!EMAIL_REGEX.test(to) || to.length > 100) throw AppError.validation({ to: AGENT_MSG.emailInvalid });
      await enforceRateLimits(
        db,
        [
          { key: `bus-document:booking:${id}`, ...DOCUMENT_EMAILS_PER_BOOKING },
          { key: `bus-document:to:${to.toLowerCase()}`, ...DOCUMENT_EMAILS_PER_RECIPIENT },
        ],
        BOOKING_MSG_DECIDED.tooManyEmails,
      );
      try {
        await enqueueTicket(booking, to, input.showFare, `bus-document:${id}`);
      } catch (error) {
        deps.logger.error({ err: error }, 'bus ticket e-mail failed');
        throw new AppError('UNAVAILABLE', BOOKING_MSG.emailFailed);
      }
      return { message: BOOKING_MSG.emailSent };
    },

    async creditNote(user: AgentUser, id: number, cancellationId: number): Promise<CreditNote> {
      const booking = await scoped(user, id);
      return busCreditNoteOf(db, booking, await party(id), cancellationId);
    },

    async creditNotePdf(user: AgentUser, id: number, cancellationId: number): Promise<Buffer> {
      return renderCreditNotePdf(await this.creditNote(user, id, cancellationId));
    },
  };
}

export type BusBookingsService = ReturnType<typeof createBusBookingsService>;
