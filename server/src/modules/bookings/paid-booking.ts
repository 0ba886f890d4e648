import type { Kysely, Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { Database, ProductCode } from '../../db/schema.ts';
import { idempotent } from '../../lib/idempotency.ts';
import type { AgentUser } from '../agents/agents.service.ts';
import type { BookingCore, BookingMade } from './bookings.service.ts';

/**
 * An agent's booking paid from the wallet at once (buses, hotels): one transaction with the idempotency key, the
 * product's inventory and the money, answered with the product's view of it; once it has committed, the inventory
 * the search shows is brought up to date and what the traveller travels on is sent. A failure to send is logged,
 * never the booking's: it is paid and kept, and the documents can be sent again from its page.
 */
export async function bookPaidNow<View>(
  deps: { db: Kysely<Database>; core: BookingCore; logger: Logger },
  input: {
    product: ProductCode;
    user: AgentUser;
    body: unknown;
    key: string | undefined;
    view: (trx: Transaction<Database>, bookingId: number) => Promise<View>;
    send: (booking: View) => Promise<void>;
  },
) {
  const { product, user, body } = input;
  const made: { booking?: BookingMade } = {};
  const scope = `${product.toLowerCase()}-booking:${user.id}`;
  const answer = await idempotent(deps.db, { scope, key: input.key, body }, async (trx) => {
    made.booking = await deps.core.bookIn(trx, product, { channel: 'AGENT', user, action: 'BOOK' }, body);
    return { statusCode: 201, body: await input.view(trx, made.booking.id) };
  });
  if (made.booking) {
    await made.booking.committed();
    try {
      await input.send(answer.body as View);
    } catch (error) {
      deps.logger.error({ err: error, bookingId: made.booking.id, product }, 'documents after booking not sent');
    }
  }
  return answer;
}
