import type { SupportCategory } from '@tripsetu/domain/traveller-support.ts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A traveller's request with who raised it and the booking it is about. */
function requestsWithNames(db: Db) {
  return (
    db
      .selectFrom('traveller_support_requests as r')
      .innerJoin('consumer_users as u', 'u.id', 'r.consumer_user_id')
      .innerJoin('bookings as b', 'b.id', 'r.booking_id')
      // The trip the traveller sees in their list; a booking of another product has none.
      .leftJoin('flight_bookings as f', 'f.booking_id', 'b.id')
      .select([
        'r.id',
        'r.consumer_user_id',
        'r.booking_id',
        'r.category',
        'r.subject',
        'r.status',
        'r.created_at',
        'r.updated_at',
        'b.transaction_id',
        'f.itinerary',
        'u.title',
        'u.first_name',
        'u.last_name',
        'u.email',
      ])
  );
}

export type TravellerRequestRow = NonNullable<Awaited<ReturnType<typeof findRequest>>>;

export function listForTraveller(db: Db, consumerUserId: number, limit: number) {
  return requestsWithNames(db)
    .where('r.consumer_user_id', '=', consumerUserId)
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
}

/** The back office's view of travellers' requests: every open one, and the latest of the rest. */
export async function listForQueue(db: Db, limit: number) {
  const open = await requestsWithNames(db).where('r.status', '=', 'OPEN').orderBy('r.created_at', 'asc').execute();
  const rest = await requestsWithNames(db)
    .where('r.status', '<>', 'OPEN')
    .orderBy('r.updated_at', 'desc')
    .limit(limit)
    .execute();
  return [...open, ...rest];
}

export function findRequest(db: Db, id: number) {
  return requestsWithNames(db).where('r.id', '=', id).executeTakeFirst();
}

/** The request not yet closed on this booking and topic, if there is one. */
export function findOpenOn(db: Db, bookingId: number, category: SupportCategory) {
  return db
    .selectFrom('traveller_support_requests')
    .select('id')
    .where('booking_id', '=', bookingId)
    .where('category', '=', category)
    .where('status', '<>', 'CLOSED')
    .executeTakeFirst();
}

export function insertRequest(
  db: Db,
  request: { consumer_user_id: number; booking_id: number; category: SupportCategory; subject: string },
) {
  return db.insertInto('traveller_support_requests').values(request).returning('id').executeTakeFirstOrThrow();
}

export function insertMessage(
  db: Db,
  message: { request_id: number; from_support: boolean; author_id: number | null; body: string },
) {
  return db.insertInto('traveller_support_messages').values(message).execute();
}

/** Locks the request for a change of its thread or status, and answers its status then. */
export function lockRequest(db: Db, id: number) {
  return db
    .selectFrom('traveller_support_requests')
    .select(['id', 'status'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function setStatus(db: Db, id: number, status: 'OPEN' | 'ANSWERED' | 'CLOSED') {
  return db
    .updateTable('traveller_support_requests')
    .set({ status, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function messageCount(db: Db, requestId: number): Promise<number> {
  const row = await db
    .selectFrom('traveller_support_messages')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('request_id', '=', requestId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listMessages(db: Db, requestId: number) {
  return db
    .selectFrom('traveller_support_messages as m')
    .leftJoin('agent_users as a', 'a.id', 'm.author_id')
    .select(['m.id', 'm.body', 'm.from_support', 'm.created_at', 'a.first_name as agent_first_name'])
    .where('m.request_id', '=', requestId)
    .orderBy('m.id', 'asc')
    .execute();
}
