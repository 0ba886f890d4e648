import type { Kysely, Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema.ts';

/** Sends a text message. A real gateway (MSG91, Gupshup, …) joins behind this interface. */
export interface SmsProvider {
  send(db: Kysely<Database> | Transaction<Database>, message: { to: string; body: string }): Promise<void>;
}

/**
 * The demo provider: messages land in the SMS outbox, readable at /api/dev/outbox, so that a person
 * trying the demo can sign in. The log line names the recipient only: an OTP is never logged.
 */
export function demoSmsProvider(logger: Logger): SmsProvider {
  return {
    async send(db, { to, body }) {
      await db.insertInto('sms_outbox').values({ to_mobile: to, body }).execute();
      logger.info({ to }, 'sms queued in the demo outbox');
    },
  };
}
