import type { Kysely, Transaction } from 'kysely';
import type { Database, MailAttachment } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertMessage(
  db: Db,
  message: {
    to: string;
    subject: string;
    html: string;
    reference: string | null;
    attachments?: MailAttachment[];
    sender?: { name: string; replyTo: string };
  },
) {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      to_address: message.to,
      subject: message.subject,
      html: message.html,
      reference: message.reference,
      attachments: JSON.stringify(message.attachments ?? []),
      from_name: message.sender?.name ?? null,
      reply_to: message.sender?.replyTo || null,
      // Due from this instant by the server's clock, in whole milliseconds as the worker's `now` is: the
      // database's now() has microseconds, so a message queued and delivered within one millisecond
      // would not yet be due.
      next_attempt_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function countSince(db: Db, reference: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('reference', '=', reference)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function listNewest(db: Db, limit: number) {
  return db
    .selectFrom('mail_outbox')
    .select([
      'id',
      'to_address',
      'subject',
      'html',
      'status',
      'attempts',
      'created_at',
      'sent_at',
      'reference',
      'from_name',
      'reply_to',
    ])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Claims due messages; `for update skip locked` lets several servers share one outbox. */
export function claimDue(trx: Transaction<Database>, now: Date, limit: number) {
  return trx
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', 'subject', 'html', 'attachments', 'attempts', 'from_name', 'reply_to'])
    .where('status', '=', 'PENDING')
    .where('next_attempt_at', '<=', now)
    .orderBy('id')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

export async function deferUntil(db: Db, ids: number[], until: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('mail_outbox').set({ next_attempt_at: until }).where('id', 'in', ids).execute();
}

export function markSent(db: Db, id: number, now: Date) {
  return db
    .updateTable('mail_outbox')
    .set((eb) => ({ status: 'SENT', sent_at: now, attempts: eb('attempts', '+', 1), last_error: null }))
    .where('id', '=', id)
    .execute();
}

export function markFailedAttempt(db: Db, id: number, error: string, nextAttemptAt: Date | null) {
  return db
    .updateTable('mail_outbox')
    .set((eb) => ({
      status: nextAttemptAt ? 'PENDING' : 'FAILED',
      attempts: eb('attempts', '+', 1),
      last_error: error.slice(0, 500),
      ...(nextAttemptAt ? { next_attempt_at: nextAttemptAt } : {}),
    }))
    .where('id', '=', id)
    .execute();
}
