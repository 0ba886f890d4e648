import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { formatDisplayDate } from '@tripsetu/domain/dates.ts';
import {
  BOOKING_MSG,
  BOOKING_MSG_DECIDED,
  DOCUMENT_EMAILS_PER_BOOKING,
  DOCUMENT_EMAILS_PER_RECIPIENT,
  isTicketed,
} from '@tripsetu/domain/flight-booking.ts';
import type { FlightBooking, QuotedLeg } from '@tripsetu/domain/flight-booking-api.ts';
import { EMAIL_REGEX } from '@tripsetu/domain/validation.ts';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/html.ts';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import type { MailService } from '../mail/mail.service.ts';
import { type AgencyParty, DOCUMENT_TITLES, type FlightDocument } from './flight-documents.ts';

/** 'DEL-BOM 05 Dec, 2026, BOM-DEL 10 Dec, 2026': dates as the spec writes them (§9). */
export const routeOf = (legs: readonly QuotedLeg[]) =>
  legs
    .map(
      (leg) =>
        `${leg.itinerary.segments[0]?.origin}-${leg.itinerary.segments.at(-1)?.destination} ${formatDisplayDate(leg.date)}`,
    )
    .join(', ');

/**
 * A booking's documents by e-mail, as PDF attachments. An agency's booking is mailed in the agency's
 * name with replies to it (decision 021); a traveller's own booking comes from TripSetu.
 */
export function documentMail(deps: {
  db: Kysely<Database>;
  mail: MailService;
  logger: Logger;
  documentPdf: (booking: FlightBooking, document: FlightDocument, showFare: boolean) => Promise<Buffer>;
  agencyParty: (bookingId: number) => Promise<AgencyParty>;
}) {
  const { db } = deps;

  /** One message with one document attached. */
  async function enqueue(
    booking: FlightBooking,
    to: string,
    document: FlightDocument,
    showFare: boolean,
    reference: string,
  ): Promise<void> {
    const bytes = await deps.documentPdf(booking, document, showFare);
    const agency = booking.channel === 'CONSUMER' ? null : await deps.agencyParty(booking.id);
    const title = DOCUMENT_TITLES[document];
    const from = agency ? ` from ${escapeHtml(agency.name)}` : '';
    const pnrs = escapeHtml(booking.pnrs.map((entry) => entry.pnr).join(', '));
    await deps.mail.enqueue(db, {
      to,
      subject: `${title} ${booking.transactionId} — ${routeOf(booking.legs)}`,
      html: `<p>Please find the ${escapeHtml(title.toLowerCase())} of booking ${escapeHtml(booking.transactionId)} (PNR ${pnrs}) attached${from}.</p>${agency ? `<p>${escapeHtml(agency.name)} · ${escapeHtml(agency.phone)}${agency.email ? ` · ${escapeHtml(agency.email)}` : ''}</p>` : ''}`,
      reference,
      sender: agency ? { name: agency.name, replyTo: agency.email } : undefined,
      attachments: [
        {
          filename: `${document}-${booking.transactionId}.pdf`,
          contentType: 'application/pdf',
          contentBase64: bytes.toString('base64'),
        },
      ],
    });
  }

  return {
    /** Sends a document the agent (or traveller) asked for; the address is checked first. */
    async mailDocument(
      booking: FlightBooking,
      input: { to: string; document: FlightDocument; showFare: boolean },
    ): Promise<{ message: string }> {
      const to = input.to.trim();
      if (!EMAIL_REGEX.test(to) || to.length > 100) throw AppError.validation({ to: AGENT_MSG.emailInvalid });
      if (input.document === 'e-ticket' && !isTicketed(booking)) {
        throw new AppError('CONFLICT', BOOKING_MSG_DECIDED.provisionalNotSent);
      }
      // One's own booking is no licence to mail anybody without end (issue 17).
      await enforceRateLimits(
        db,
        [
          { key: `flight-document:booking:${booking.id}`, ...DOCUMENT_EMAILS_PER_BOOKING },
          { key: `flight-document:to:${to.toLowerCase()}`, ...DOCUMENT_EMAILS_PER_RECIPIENT },
        ],
        BOOKING_MSG_DECIDED.tooManyEmails,
      );
      try {
        await enqueue(booking, to, input.document, input.showFare, `flight-document:${booking.id}`);
      } catch (error) {
        deps.logger.error({ err: error }, 'flight document e-mail failed');
        throw new AppError('UNAVAILABLE', BOOKING_MSG.emailFailed);
      }
      return { message: BOOKING_MSG.emailSent };
    },

    /**
     * After an agency's booking is ticketed, its e-ticket goes to the booking's contact and to the agency
     * on its own (issue 19). After the commit, so that no PDF is drawn while seats are locked; a failure
     * is logged and the agent can still send it from the e-ticket page.
     */
    async mailTicketed(booking: FlightBooking): Promise<void> {
      if (booking.channel !== 'AGENT' || !isTicketed(booking)) return;
      try {
        const agency = await deps.agencyParty(booking.id);
        const recipients = [booking.contact.email.trim(), agency.email.trim()].filter(
          (address, index, all) =>
            EMAIL_REGEX.test(address) &&
            all.findIndex((other) => other.toLowerCase() === address.toLowerCase()) === index,
        );
        for (const to of recipients) await enqueue(booking, to, 'e-ticket', true, `flight-ticketed:${booking.id}`);
      } catch (error) {
        deps.logger.error({ err: error, bookingId: booking.id }, 'e-ticket e-mail after ticketing failed');
      }
    },
  };
}
