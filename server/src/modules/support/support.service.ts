import { SUPPORT_MESSAGE_MAX, SUPPORT_SUBJECT_MAX } from '@tripsetu/domain/agency.ts';
import type { SupportRequestDetail, SupportRequestRow } from '@tripsetu/domain/agent-api.ts';
import { AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { AgentSession, AgentsService } from '../agents/agents.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import * as repo from './support.repo.ts';

const BOOKING_REFERENCE_REGEX = /^[A-Za-z0-9-]{4,40}$/;
export const supportReference = (id: number) => `SR${100000 + id}`;

type RequestRow = NonNullable<Awaited<ReturnType<typeof repo.findRequest>>>;

function toRow(row: RequestRow): SupportRequestRow {
  return {
    id: row.id,
    reference: supportReference(row.id),
    subject: row.subject,
    bookingReference: row.booking_reference,
    status: row.status,
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

/** Support Request (agent-portal.md §1, §2): agencies raise requests and see replies; administrators answer. */
export function createSupportService(deps: {
  db: Kysely<Database>;
  agents: AgentsService;
  mail: MailService;
  publicUrl: string;
}) {
  const { db, agents, mail } = deps;

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

  return {
    async list(session: AgentSession): Promise<SupportRequestRow[]> {
      const rows = await repo.listRequests(db, session.user.role === 'ADMIN' ? null : session.user.agency_id);
      return rows.map(toRow);
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
      return detail(await visibleRequest(session, id));
    },

    /** A reply: an administrator's marks the request ANSWERED and e-mails the person who raised it. */
    async reply(session: AgentSession, id: number, text: string): Promise<SupportRequestDetail> {
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
