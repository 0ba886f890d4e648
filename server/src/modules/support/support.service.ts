import { SUPPORT_MESSAGE_MAX, SUPPORT_SUBJECT_MAX } from '@tripsetu/domain/agency.ts';
import type { SupportRequestDetail, SupportRequestRow } from '@tripsetu/domain/agent-api.ts';
import { AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { supportQueueOrder } from '@tripsetu/domain/support-queue.ts';
import { supportReference } from '@tripsetu/domain/traveller-support.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { AgentSession, AgentsService } from '../agents/agents.service.ts';
import type { ConsumerUser } from '../identity/identity.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import * as repo from './support.repo.ts';
import { travellerSupport } from './traveller-support.ts';

const BOOKING_REFERENCE_REGEX = /^[A-Za-z0-9-]{4,40}$/;

type RequestRow = NonNullable<Awaited<ReturnType<typeof repo.findRequest>>>;

function toRow(row: RequestRow): SupportRequestRow {
  return {
    id: row.id,
    reference: supportReference(row.id),
    subject: row.subject,
    bookingReference: row.booking_reference,
    status: row.status,
    channel: 'AGENCY',
    category: '',
    agencyName: row.company_name,
    raisedBy: `${row.first_name} ${row.last_name}`,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

function validateMessage(text: string): string {
  const body = text.trim();
  if (body === '') throw AppError.validation({ message: AGENT_MSG_DECIDED.messageRequired });
  if (body.length > SUPPORT_MESSAGE_MAX) throw AppError.validation({ message: AGENT_MSG_DECIDED.messageTooLong });
  return body;
}

/**
 * Support Request (agent-portal.md §1, §2): agencies raise requests and see replies; travellers raise theirs
 * about their flight bookings on the consumer site (traveller-support.ts, decision 027); administrators
 * answer both in one queue. Traveller requests share the agencies' numbering, so an id names one thread.
 */
export function createSupportService(deps: {
  db: Kysely<Database>;
  agents: AgentsService;
  mail: MailService;
  publicUrl: string;
  /** The traveller's own flight booking by its transaction id ('Booking not found.' otherwise). */
  travellerBooking: (traveller: ConsumerUser, transactionId: string) => Promise<{ booking: FlightBooking }>;
}) {
  const { db, agents, mail } = deps;
  const travellers = travellerSupport({
    db,
    mail,
    publicUrl: deps.publicUrl,
    admins: (trx) => agents.admins(trx),
    bookingOf: deps.travellerBooking,
  });
  const isAdmin = (session: AgentSession) => session.user.role === 'ADMIN';
  const notFound = () => new AppError('NOT_FOUND', AGENT_MSG_DECIDED.notFound);

  /** Agency users see their own agency's requests, administrators every one; others are told it does not exist. */
  async function visibleRequest(session: AgentSession, id: number): Promise<RequestRow> {
    const row = Number.isInteger(id) ? await repo.findRequest(db, id) : undefined;
    const visible = row && (session.user.role === 'ADMIN' || row.agency_id === session.user.agency_id);
    if (!row || !visible) throw new AppError('NOT_FOUND', AGENT_MSG_DECIDED.notFound);
    return row;
  }

  async function detail(row: RequestRow): Promise<SupportRequestDetail> {
    const messages = await repo.listMessages(db, row.id);
    return {
      ...toRow(row),
      messages: messages.map((message) => ({
        id: message.id,
        author: message.from_support
          ? `${message.first_name} (TripSetu support)`
          : `${message.first_name} ${message.last_name}`,
        fromSupport: message.from_support,
        body: message.body,
        createdAt: new Date(message.created_at).toISOString(),
      })),
    };
  }

  /** An agency's request the session may see, or, for an administrator only, a traveller's; undefined if neither. */
  async function agencyRequest(session: AgentSession, id: number): Promise<RequestRow | undefined> {
    const row = Number.isInteger(id) ? await repo.findRequest(db, id) : undefined;
    if (row && !isAdmin(session) && row.agency_id !== session.user.agency_id) throw notFound();
    return row;
  }

  return {
    // The traveller's side: their requests, raising one, the thread, replies, closing (decision 027).
    travellerRequests: travellers.travellerRequests,
    raiseForTraveller: travellers.raiseForTraveller,
    travellerThread: travellers.travellerThread,
    replyAsTraveller: travellers.replyAsTraveller,
    closeForTraveller: travellers.closeForTraveller,

    /** An agency's own requests, newest change first; to administrators every agency's and traveller's, as a queue. */
    async list(session: AgentSession): Promise<SupportRequestRow[]> {
      if (!isAdmin(session)) return (await repo.listRequests(db, session.user.agency_id)).map(toRow);
      const agencyRows = (await repo.listRequests(db, null)).map(toRow);
      return supportQueueOrder([...agencyRows, ...(await travellers.travellerQueue())]);
    },

    async raise(
      session: AgentSession,
      input: { subject: string; bookingReference: string; message: string },
    ): Promise<SupportRequestDetail> {
      const fields: Record<string, string> = {};
      const subject = input.subject.trim();
      if (subject === '') fields.subject = AGENT_MSG_DECIDED.subjectRequired;
      else if (subject.length > SUPPORT_SUBJECT_MAX)
        fields.subject = `Subject can be at most ${SUPPORT_SUBJECT_MAX} characters.`;
      const bookingReference = input.bookingReference.trim();
      if (bookingReference !== '' && !BOOKING_REFERENCE_REGEX.test(bookingReference)) {
        fields.bookingReference = AGENT_MSG_DECIDED.bookingReferenceInvalid;
      }
      const body = input.message.trim();
      if (body === '') fields.message = AGENT_MSG_DECIDED.messageRequired;
      else if (body.length > SUPPORT_MESSAGE_MAX) fields.message = AGENT_MSG_DECIDED.messageTooLong;
      if (Object.keys(fields).length > 0) throw AppError.validation(fields);
      const agencyId = session.user.agency_id as number;
      const id = await db.transaction().execute(async (trx) => {
        const { id } = await repo.insertRequest(trx, {
          agency_id: agencyId,
          raised_by: session.user.id,
          subject,
          booking_reference: bookingReference.toUpperCase(),
        });
        await repo.insertMessage(trx, { request_id: id, author_id: session.user.id, from_support: false, body });
        for (const admin of await agents.admins(trx)) {
          await mail.enqueue(trx, {
            to: admin.email,
            subject: `Support request ${supportReference(id)}: ${subject}`,
            html: `<p>${escapeHtml(session.user.first_name)} ${escapeHtml(session.user.last_name)} raised a request.</p><p>${escapeHtml(body)}</p><p><a href="${deps.publicUrl}/agent/support/${id}">Answer it</a></p>`,
            reference: `support:${id}`,
          });
        }
        return id;
      });
      return detail(await visibleRequest(session, id));
    },

    async detail(session: AgentSession, id: number): Promise<SupportRequestDetail> {
      const row = await agencyRequest(session, id);
      if (row) return detail(row);
      const traveller =
        isAdmin(session) && Number.isInteger(id) ? await travellers.travellerRequestDetail(id) : undefined;
      if (!traveller) throw notFound();
      return traveller;
    },

    /** A reply: an administrator's marks the request ANSWERED and e-mails the person who raised it. */
    async reply(session: AgentSession, id: number, text: string): Promise<SupportRequestDetail> {
      if (!(await agencyRequest(session, id))) {
        const answered = isAdmin(session) ? await travellers.answerTraveller(session, id, text) : undefined;
        if (!answered) throw notFound();
        return answered;
      }
      const row = await visibleRequest(session, id);
      const body = validateMessage(text);
      const fromSupport = session.user.role === 'ADMIN';
      await db.transaction().execute(async (trx) => {
        await repo.insertMessage(trx, {
          request_id: row.id,
          author_id: session.user.id,
          from_support: fromSupport,
          body,
        });
        await repo.setStatus(trx, row.id, fromSupport ? 'ANSWERED' : 'OPEN');
        if (fromSupport) {
          await mail.enqueue(trx, {
            to: row.email,
            subject: `Reply to your support request ${supportReference(row.id)}`,
            html: `<p>Dear ${escapeHtml(row.first_name)},</p><p>TripSetu support replied to “${escapeHtml(row.subject)}”:</p><blockquote>${escapeHtml(body)}</blockquote><p><a href="${deps.publicUrl}/agent/support/${row.id}">See the request</a></p>`,
            reference: `support:${row.id}`,
          });
        }
      });
      return detail(await visibleRequest(session, id));
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
