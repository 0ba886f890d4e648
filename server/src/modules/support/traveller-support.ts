import type { SupportRequestDetail, SupportRequestRow } from '@tripsetu/domain/agent-api.ts';
import type { FlightBooking, QuotedLeg } from '@tripsetu/domain/flight-booking-api.ts';
import {
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_MSG_DECIDED,
  SUPPORT_STATUS_LABELS,
  SUPPORT_THREAD_MAX_MESSAGES,
  type SupportCategory,
  type SupportRequestInput,
  supportMessageProblem,
  supportReference,
  supportRequestIdOf,
  TRAVELLER_SUPPORT_LIST_LIMIT,
  TRAVELLER_SUPPORT_MESSAGES_PER_HOUR,
  TRAVELLER_SUPPORT_RAISE_PER_DAY,
  type TravellerSupportRequest,
  type TravellerSupportThread,
  validateSupportRequest,
} from '@tripsetu/domain/traveller-support.ts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { jsonColumn } from '../../lib/json-column.ts';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import type { AgentSession } from '../agents/agents.service.ts';
import type { ConsumerUser } from '../identity/identity.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import * as repo from './traveller-support.repo.ts';
import { requestRaisedMail, requestReceivedMail, supportRepliedMail } from './traveller-support-mails.ts';

type Row = repo.TravellerRequestRow;
type Status = 'OPEN' | 'ANSWERED' | 'CLOSED';

const HOUR = 60 * 60 * 1000;
const tripOf = (itinerary: unknown) =>
  itinerary === null
    ? ''
    : jsonColumn<QuotedLeg[]>(itinerary)
        .map((leg) => `${leg.from}-${leg.to}`)
        .join(', ');
const travellerName = (row: Row) => `${row.first_name} ${row.last_name}`.trim();
const iso = (at: Date | string) => new Date(at).toISOString();

function toRequest(row: Row): TravellerSupportRequest {
  return {
    id: row.id,
    reference: supportReference(row.id),
    txid: row.transaction_id,
    trip: tripOf(row.itinerary),
    category: row.category,
    category_label: SUPPORT_CATEGORY_LABELS[row.category],
    subject: row.subject,
    status: row.status,
    status_label: SUPPORT_STATUS_LABELS[row.status],
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** The row as the back office's Support Request queue shows it, beside the agencies' requests. */
function toQueueRow(row: Row): SupportRequestRow {
  return {
    id: row.id,
    reference: supportReference(row.id),
    subject: row.subject,
    bookingReference: row.transaction_id,
    status: row.status,
    channel: 'TRAVELLER',
    category: SUPPORT_CATEGORY_LABELS[row.category],
    agencyName: '',
    raisedBy: travellerName(row),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

const mailFacts = (row: Row) => ({
  id: row.id,
  reference: supportReference(row.id),
  subject: row.subject,
  transactionId: row.transaction_id,
  travellerFirstName: row.first_name,
  travellerEmail: row.email,
});

/**
 * Travellers' support requests (issue 21, decision 027), a part of the support service: a traveller raises a
 * request about one of their own flight bookings, follows and answers its thread, and closes it; the back
 * office sees it in the same queue as the agencies' requests and replies, each reply e-mailed.
 * `bookingOf` finds the traveller's own booking by its transaction id ('Booking not found.' otherwise).
 */
export function travellerSupport(deps: {
  db: Kysely<Database>;
  mail: MailService;
  publicUrl: string;
  admins: (trx: Transaction<Database>) => Promise<{ email: string }[]>;
  bookingOf: (traveller: ConsumerUser, transactionId: string) => Promise<{ booking: FlightBooking }>;
}) {
  const { db, mail, publicUrl } = deps;

  /** The traveller's own request by its number or reference; anyone else's does not exist. */
  async function ownRequest(traveller: ConsumerUser, requestId: string): Promise<Row> {
    const id = supportRequestIdOf(requestId);
    const row = id === undefined ? undefined : await repo.findRequest(db, id);
    if (!row || row.consumer_user_id !== traveller.id) {
      throw new AppError('NOT_FOUND', SUPPORT_MSG_DECIDED.requestNotFound);
    }
    return row;
  }

  async function thread(row: Row): Promise<TravellerSupportThread> {
    const messages = await repo.listMessages(db, row.id);
    return {
      ...toRequest(row),
      messages: messages.map((message) => ({
        id: message.id,
        author: message.from_support ? 'TripSetu support' : travellerName(row),
        from_support: message.from_support,
        body: message.body,
        created_at: iso(message.created_at),
      })),
    };
  }

  /** The back office's view of the thread, in the agency requests' shape. */
  async function queueDetail(row: Row): Promise<SupportRequestDetail> {
    const messages = await repo.listMessages(db, row.id);
    return {
      ...toQueueRow(row),
      messages: messages.map((message) => ({
        id: message.id,
        author: message.from_support
          ? `${message.agent_first_name ?? ''} (TripSetu support)`.trim()
          : travellerName(row),
        fromSupport: message.from_support,
        body: message.body,
        createdAt: iso(message.created_at),
      })),
    };
  }

  /** Adds a message to a request that is not closed nor full, and sets its status, under the request's lock. */
  async function addMessage(
    trx: Transaction<Database>,
    id: number,
    message: { fromSupport: boolean; authorId: number | null; body: string; status: Status },
  ) {
    const locked = await repo.lockRequest(trx, id);
    if (!locked) throw new AppError('NOT_FOUND', SUPPORT_MSG_DECIDED.requestNotFound);
    if (locked.status === 'CLOSED') throw new AppError('CONFLICT', SUPPORT_MSG_DECIDED.closed);
    if ((await repo.messageCount(trx, id)) >= SUPPORT_THREAD_MAX_MESSAGES) {
      throw new AppError('CONFLICT', SUPPORT_MSG_DECIDED.threadFull);
    }
    await repo.insertMessage(trx, {
      request_id: id,
      from_support: message.fromSupport,
      author_id: message.authorId,
      body: message.body,
    });
    await repo.setStatus(trx, id, message.status);
  }

  const messageLimit = (traveller: ConsumerUser) => ({
    key: `traveller-support:messages:${traveller.id}`,
    max: TRAVELLER_SUPPORT_MESSAGES_PER_HOUR,
    windowMs: HOUR,
  });

  return {
    /** The traveller's requests, newest first. */
    async travellerRequests(traveller: ConsumerUser): Promise<TravellerSupportRequest[]> {
      const rows = await repo.listForTraveller(db, traveller.id, TRAVELLER_SUPPORT_LIST_LIMIT);
      return rows.map(toRequest);
    },

    /** A new request with its first message, OPEN: acknowledged to the traveller, announced to the back office. */
    async raiseForTraveller(traveller: ConsumerUser, input: SupportRequestInput): Promise<TravellerSupportThread> {
      const errors = validateSupportRequest(input);
      if (Object.keys(errors).length > 0) throw AppError.validation(errors as Record<string, string>);
      const { booking } = await deps.bookingOf(traveller, input.txid.trim());
      const category = input.category as SupportCategory;
      const subject = input.subject.trim();
      const body = input.message.trim();
      const open = await repo.findOpenOn(db, booking.id, category);
      const alreadyOpen = (id: number) =>
        new AppError('CONFLICT', SUPPORT_MSG_DECIDED.alreadyOpen(supportReference(id)), {
          category: SUPPORT_MSG_DECIDED.alreadyOpen(supportReference(id)),
        });
      if (open) throw alreadyOpen(open.id);
      await enforceRateLimits(
        db,
        [
          { key: `traveller-support:raise:${traveller.id}`, max: TRAVELLER_SUPPORT_RAISE_PER_DAY, windowMs: 24 * HOUR },
          messageLimit(traveller),
        ],
        SUPPORT_MSG_DECIDED.tooMany,
      );
      const id = await db
        .transaction()
        .execute(async (trx) => {
          const { id } = await repo.insertRequest(trx, {
            consumer_user_id: traveller.id,
            booking_id: booking.id,
            category,
            subject,
          });
          await repo.insertMessage(trx, { request_id: id, from_support: false, author_id: null, body });
          const row = (await repo.findRequest(trx, id)) as Row;
          if (row.email) await mail.enqueue(trx, requestReceivedMail(publicUrl, mailFacts(row)));
          for (const admin of await deps.admins(trx)) {
            const facts = {
              ...mailFacts(row),
              travellerName: travellerName(row),
              category: SUPPORT_CATEGORY_LABELS[category],
              message: body,
            };
            await mail.enqueue(trx, requestRaisedMail(publicUrl, facts, admin.email));
          }
          return id;
        })
        .catch(async (error: { code?: string }) => {
          // Two at once: the unique index lets one in; the other is told where it is.
          if (error.code !== '23505') throw error;
          const winner = await repo.findOpenOn(db, booking.id, category);
          throw alreadyOpen(winner?.id ?? 0);
        });
      return thread((await repo.findRequest(db, id)) as Row);
    },

    async travellerThread(traveller: ConsumerUser, requestId: string): Promise<TravellerSupportThread> {
      return thread(await ownRequest(traveller, requestId));
    },

    /** The traveller's message in their thread: the request is OPEN again for the back office. */
    async replyAsTraveller(traveller: ConsumerUser, requestId: string, text: string): Promise<TravellerSupportThread> {
      const row = await ownRequest(traveller, requestId);
      const problem = supportMessageProblem(text);
      if (problem) throw AppError.validation({ message: problem });
      if (row.status === 'CLOSED') throw new AppError('CONFLICT', SUPPORT_MSG_DECIDED.closed);
      await enforceRateLimits(db, [messageLimit(traveller)], SUPPORT_MSG_DECIDED.tooMany);
      await db
        .transaction()
        .execute((trx) =>
          addMessage(trx, row.id, { fromSupport: false, authorId: null, body: text.trim(), status: 'OPEN' }),
        );
      return thread(await ownRequest(traveller, requestId));
    },

    /** The traveller is done with the request: CLOSED, and no more messages. Closing twice changes nothing. */
    async closeForTraveller(traveller: ConsumerUser, requestId: string): Promise<TravellerSupportThread> {
      const row = await ownRequest(traveller, requestId);
      if (row.status !== 'CLOSED') await repo.setStatus(db, row.id, 'CLOSED');
      return thread(await ownRequest(traveller, requestId));
    },

    /** Every traveller's open request, and the latest others, for the back office's queue. */
    async travellerQueue(): Promise<SupportRequestRow[]> {
      return (await repo.listForQueue(db, 500)).map(toQueueRow);
    },

    /** A traveller's request for the back office, or undefined when the number is no traveller's request. */
    async travellerRequestDetail(id: number): Promise<SupportRequestDetail | undefined> {
      const row = await repo.findRequest(db, id);
      return row ? queueDetail(row) : undefined;
    },

    /** TripSetu support's reply: ANSWERED, and e-mailed to the traveller in the same transaction. */
    async answerTraveller(admin: AgentSession, id: number, text: string): Promise<SupportRequestDetail | undefined> {
      const row = await repo.findRequest(db, id);
      if (!row) return undefined;
      const problem = supportMessageProblem(text);
      if (problem) throw AppError.validation({ message: problem });
      await db.transaction().execute(async (trx) => {
        await addMessage(trx, row.id, {
          fromSupport: true,
          authorId: admin.user.id,
          body: text.trim(),
          status: 'ANSWERED',
        });
        if (row.email) await mail.enqueue(trx, supportRepliedMail(publicUrl, mailFacts(row), text.trim()));
      });
      return queueDetail((await repo.findRequest(db, id)) as Row);
    },
  };
}
