import type { Kysely, Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema.ts';

/** Sends a text message. A real gateway (MSG91, Gupshup, …) joins behind this interface. */
export interface SmsProvider {
  send(db: Kysely<Database> | Transaction<Database>, message: { to: string; body: string }): Promise<void>;
}

/**
 * Messages land in the SMS outbox table. In demo mode it is readable at /api/dev/outbox, so that a
 * person trying the demo can sign in; outside it no route shows it, and it is the queue a real SMS
 * gateway's sender would read (none is configured yet). The log line names the recipient only: an
 * OTP is never logged.
 */
export function outboxSmsProvider(logger: Logger, options: { demo: boolean }): SmsProvider {
  return {
    async send(db, { to, body }) {
      await db.insertInto('sms_outbox').values({ to_mobile: to, body }).execute();
      if (options.demo) logger.info({ to }, 'sms queued in the demo outbox');
      else logger.warn({ to }, 'sms queued, but no SMS gateway is configured to deliver it');
    },
  };
}
