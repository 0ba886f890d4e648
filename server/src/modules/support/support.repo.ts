import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

function requestsWithNames(db: Db) {
  return db
    .selectFrom('support_requests as r')
    .innerJoin('agencies as a', 'a.id', 'r.agency_id')
    .innerJoin('agent_users as u', 'u.id', 'r.raised_by')
    .select([
      'r.id',
      'r.agency_id',
      'r.subject',
      'r.booking_reference',
      'r.status',
      'r.created_at',
      'r.updated_at',
      'r.raised_by',
      'a.company_name',
      'u.first_name',
      'u.last_name',
      'u.email',
    ]);
}

export function listRequests(db: Db, agencyId: number | null) {
  let select = requestsWithNames(db);
  if (agencyId !== null) select = select.where('r.agency_id', '=', agencyId);
  return select.orderBy('r.updated_at', 'desc').orderBy('r.id', 'desc').limit(500).execute();
}

export function findRequest(db: Db, id: number) {
  return requestsWithNames(db).where('r.id', '=', id).executeTakeFirst();
}

export function insertRequest(
  db: Db,
  request: { agency_id: number; raised_by: number; subject: string; booking_reference: string },
) {
  return db
    .insertInto('support_requests')
    .values({ ...request, status: 'OPEN' })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function insertMessage(
  db: Db,
  message: { request_id: number; author_id: number; from_support: boolean; body: string },
) {
  return db.insertInto('support_messages').values(message).execute();
}

export function setStatus(db: Db, id: number, status: 'OPEN' | 'ANSWERED' | 'CLOSED') {
  return db.updateTable('support_requests').set({ status, updated_at: new Date() }).where('id', '=', id).execute();
}

export function listMessages(db: Db, requestId: number) {
  return db
    .selectFrom('support_messages as m')
    .innerJoin('agent_users as u', 'u.id', 'm.author_id')
    .select(['m.id', 'm.body', 'm.from_support', 'm.created_at', 'u.first_name', 'u.last_name'])
    .where('m.request_id', '=', requestId)
    .orderBy('m.id', 'asc')
    .execute();
}
