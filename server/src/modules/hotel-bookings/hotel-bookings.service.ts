import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import type { CreditNote } from '@tripsetu/domain/booking-api.ts';
import {
  BOOKING_MSG,
  BOOKING_MSG_DECIDED,
  DOCUMENT_EMAILS_PER_BOOKING,
  DOCUMENT_EMAILS_PER_RECIPIENT,
} from '@tripsetu/domain/flight-booking.ts';
import {
  HOTEL_BOOKING_MSG_DECIDED,
  type HotelBooking,
  type HotelBookingBody,
} from '@tripsetu/domain/hotel-booking-api.ts';
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
import { renderCreditNotePdf } from '../documents/credit-note-pdf.ts';
import type { AgencyParty } from '../documents/flight-documents.ts';
import { renderHotelBillPdf, renderHotelVoucherPdf } from '../documents/hotel-documents-pdf.ts';
import type { MailService } from '../mail/mail.service.ts';
import { hotelCreditNoteOf } from './hotel-credit-notes.ts';
import { hotelPaxCalendarOf } from './hotel-pax-calendar.ts';
import { hotelTripText } from './hotel-stay.ts';
import { hotelBookingView } from './hotel-view.ts';

export type HotelDocument = 'voucher' | 'bill';

/**
 * Hotel bookings as the portal asks for them (issue 23, decision 033): booking a rate through the booking core
 * (paid from the wallet with the rooms, in one transaction), the booking, its voucher and bill as PDF and by
 * e-mail, its cancellations' credit notes, and Hotel Pax Calendar. Cancelling itself is the core's.
 */
export function createHotelBookingsService(deps: {
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
  const scoped = (user: AgentUser, id: number) => hotelBookingView(db, { id, agencyId: agencyScope(user) }, now);

  const party = (bookingId: number) => agencyPartyOf(deps, bookingId, HOTEL_BOOKING_MSG_DECIDED.bookingNotFound);

  const render = (kind: HotelDocument, booking: HotelBooking, agency: AgencyParty) =>
    kind === 'voucher' ? renderHotelVoucherPdf(booking, agency) : renderHotelBillPdf(booking, agency);

  /** A document to one address, as a PDF attachment, in the agency's name with replies to it (decision 021). */
  async function enqueueDocument(booking: HotelBooking, kind: HotelDocument, to: string, reference: string) {
    const agency = await party(booking.id);
    const bytes = await render(kind, booking, agency);
    const noun = kind === 'voucher' ? 'Hotel voucher' : 'Hotel bill';
    const number = kind === 'voucher' ? booking.voucherNo : booking.invoiceNo;
    const stay = hotelTripText(booking);
    await deps.mail.enqueue(db, {
      to,
      subject: `${noun} ${number ?? booking.transactionId} — ${stay}`,
      html: `<p>Please find the ${noun.toLowerCase()} of booking ${escapeHtml(booking.transactionId)} (voucher ${escapeHtml(booking.voucherNo ?? '')}, hotel confirmation ${escapeHtml(booking.supplierRef ?? '')}) attached from ${escapeHtml(agency.name)}.</p><p>${escapeHtml(stay)}. Please show the voucher and a photo ID at check-in.</p><p>${escapeHtml(agency.name)} · ${escapeHtml(agency.phone)}</p>`,
      reference,
      sender: { name: agency.name, replyTo: agency.email },
      attachments: [
        {
          filename: `hotel-${kind}-${booking.transactionId}.pdf`,
          contentType: 'application/pdf',
          contentBase64: bytes.toString('base64'),
        },
      ],
    });
  }

  return {
    /**
     * Books a rate and pays from the wallet: one transaction with the idempotency key, the rooms and the money.
     * The voucher is e-mailed to the booking's contact and the agency once it has committed.
     */
    book: (user: AgentUser, body: HotelBookingBody, key: string | undefined) =>
      bookPaidNow(deps, {
        product: 'HOTEL',
        user,
        body,
        key,
        view: (trx, id) => hotelBookingView(trx, { id, agencyId: null }, now),
        async send(booking) {
          const agency = await party(booking.id);
          for (const to of bookingRecipients(booking.contact.email, agency.email)) {
            await enqueueDocument(booking, 'voucher', to, `hotel-vouchered:${booking.id}`);
          }
        },
      }),

    booking: scoped,

    /** Hotels are paid at once: there is no hold to ticket or release, so the core refuses both. */
    async ticket(user: AgentUser, id: number) {
      await core.ticket(user, id);
      return scoped(user, id);
    },
    async release(user: AgentUser, id: number) {
      await core.release(user, id);
      return scoped(user, id);
    },

    /** The voucher or the bill as PDF. */
    async documentPdf(user: AgentUser, id: number, kind: HotelDocument): Promise<Buffer> {
      const booking = await scoped(user, id).catch((error: unknown) => {
        if (kind === 'voucher' && error instanceof AppError && error.code === 'NOT_FOUND') {
          throw new AppError('NOT_FOUND', HOTEL_BOOKING_MSG_DECIDED.voucherNotFound);
        }
        throw error;
      });
      return render(kind, booking, await party(id));
    },

    /** E-mails the voucher or the bill ('Email Sent Successfully' / 'Failed to send Email'), within the limits. */
    async emailDocument(user: AgentUser, id: number, input: { to: string; document: HotelDocument }) {
      const booking = await scoped(user, id);
      const to = input.to.trim();
      if (!EMAIL_REGEX.test(to) || to.length > 100) throw AppError.validation({ to: AGENT_MSG.emailInvalid });
      await enforceRateLimits(
        db,
        [
          { key: `hotel-document:booking:${id}`, ...DOCUMENT_EMAILS_PER_BOOKING },
          { key: `hotel-document:to:${to.toLowerCase()}`, ...DOCUMENT_EMAILS_PER_RECIPIENT },
        ],
        BOOKING_MSG_DECIDED.tooManyEmails,
      );
      try {
        await enqueueDocument(booking, input.document, to, `hotel-document:${id}`);
      } catch (error) {
        deps.logger.error({ err: error }, 'hotel document e-mail failed');
        throw new AppError('UNAVAILABLE', BOOKING_MSG.emailFailed);
      }
      return { message: BOOKING_MSG.emailSent };
    },

    async creditNote(user: AgentUser, id: number, cancellationId: number): Promise<CreditNote> {
      const booking = await scoped(user, id);
      return hotelCreditNoteOf(db, booking, await party(id), cancellationId);
    },

    async creditNotePdf(user: AgentUser, id: number, cancellationId: number): Promise<Buffer> {
      return renderCreditNotePdf(await this.creditNote(user, id, cancellationId));
    },

    paxCalendar: (user: AgentUser, month: string) => hotelPaxCalendarOf(db, agencyScope(user), month),
  };
}

export type HotelBookingsService = ReturnType<typeof createHotelBookingsService>;
