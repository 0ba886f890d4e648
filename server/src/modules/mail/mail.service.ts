import type { Kysely, Transaction } from 'kysely';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Database, MailAttachment } from '../../db/schema.ts';
import { jsonColumn } from '../../lib/json-column.ts';
import * as repo from './mail.repo.ts';

export const MAIL_MAX_ATTEMPTS = 8;
const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 60 * 60 * 1000;
const BATCH_SIZE = 20;
const CLAIM_LEASE_MS = 5 * 60_000;

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  reference?: string;
  attachments?: MailAttachment[];
  /** Mail sent for an agency: its name before ours, and replies to it (decision 021). */
  sender?: { name: string; replyTo: string };
}

/**
 * The From of a message sent for someone: their name, "via" ours, at our own address (a domain we do
 * not own cannot be sent from). Quotes and backslashes in the name are dropped, not escaped.
 */
export function fromFor(from: string, senderName: string | null): string {
  if (!senderName) return from;
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
  const ours = from.includes('<') ? from.slice(0, from.indexOf('<')).trim().replaceAll('"', '') : '';
  const name = `${senderName}${ours ? ` via ${ours}` : ''}`.replace(/["\\\r\n]/g, '').slice(0, 120);
  return `"${name}" <${address}>`;
}

/** Sends one message; the SMTP transport in production, anything shaped like it in tests. */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    html: string;
    attachments?: { filename: string; contentType: string; content: Buffer }[];
  }): Promise<unknown>;
}

export function smtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport(smtpUrl);
}

/** Delay before attempt n+1: 30 s doubling each time, at most an hour. */
export function retryDelayMs(attemptsSoFar: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attemptsSoFar - 1), RETRY_MAX_MS);
}

/**
 * The durable outbox: callers write a message in their own transaction, a worker delivers it.
 * Without a transport (no SMTP_URL: the demo), messages stay in the outbox for /api/dev/outbox.
 */
export function createMailService(deps: {
  db: Kysely<Database>;
  from: string;
  transport: MailTransport | undefined;
  logger: Logger;
  pollMs: number;
}) {
  const { db, from, transport, logger } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function deliverDue(now = new Date()): Promise<number> {
    if (!transport) return 0;
    const claimed = await db.transaction().execute(async (trx) => {
      const due = await repo.claimDue(trx, now, BATCH_SIZE);
      // Push the claimed rows forward so that no other worker picks them up while we send.
      await repo.deferUntil(
        trx,
        due.map((m) => m.id),
        new Date(now.getTime() + CLAIM_LEASE_MS),
      );
      return due;
    });
    let sent = 0;
    for (const message of claimed) {
      try {
        const files = jsonColumn<MailAttachment[] | null>(message.attachments);
        await transport.sendMail({
          from: fromFor(from, message.from_name),
          ...(message.reply_to ? { replyTo: message.reply_to } : {}),
          to: message.to_address,
          subject: message.subject,
          html: message.html,
          attachments: (files ?? []).map((file: MailAttachment) => ({
            filename: file.filename,
            contentType: file.contentType,
            content: Buffer.from(file.contentBase64, 'base64'),
          })),
        });
        await repo.markSent(db, message.id, new Date());
        sent++;
      } catch (error) {
        const attempts = message.attempts + 1;
        const next = attempts >= MAIL_MAX_ATTEMPTS ? null : new Date(Date.now() + retryDelayMs(attempts));
        await repo.markFailedAttempt(db, message.id, String((error as Error).message ?? error), next);
        logger.warn({ mailId: message.id, attempts, err: error }, 'mail delivery failed');
      }
    }
    return sent;
  }

  return {
    async enqueue(source: Kysely<Database> | Transaction<Database>, mail: OutgoingMail): Promise<number> {
      const id = await repo.insertMessage(source, { ...mail, reference: mail.reference ?? null });
      logger.info({ mailId: id, to: mail.to, subject: mail.subject }, 'mail queued');
      return id;
    },

    countRecent(source: Kysely<Database>, reference: string, windowMs: number): Promise<number> {
      return repo.countSince(source, reference, new Date(Date.now() - windowMs));
    },

    listOutbox(limit = 50) {
      return repo.listNewest(db, limit);
    },

    /** Delivers what is due now; one run at a time. */
    deliverDue(now?: Date): Promise<number> {
      running ??= deliverDue(now).finally(() => {
        running = undefined;
      });
      return running;
    },

    start(): void {
      if (!transport || timer) return;
      timer = setInterval(() => {
        this.deliverDue().catch((error) => logger.error({ err: error }, 'mail worker failed'));
      }, deps.pollMs);
      timer.unref();
    },

    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
