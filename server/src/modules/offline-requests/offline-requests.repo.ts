import { type Insertable, type Kysely, sql, type Transaction, type Updateable } from 'kysely';
import type { Database, OfflineRequestTable, TravellerServiceRequestTable } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Requests with what the pages show of them: the agency, who asked, the booking an accepted quote made. */
function requestRows(source: Db) {
  return source
    .selectFrom('offline_requests as r')
    .innerJoin('agencies as a', 'a.id', 'r.agency_id')
    .innerJoin('agent_users as u', 'u.id', 'r.requested_by')
    .leftJoin('bookings as b', 'b.id', 'r.booking_id')
    .selectAll('r')
    .select([
      'a.company_name',
      'u.first_name as requester_first',
      'u.last_name as requester_last',
      'u.email as requester_email',
      'b.transaction_id',
    ]);
}
export type OfflineRequestRecord = Awaited<ReturnType<ReturnType<typeof requestRows>['executeTakeFirstOrThrow']>>;

/** Travellers' service requests with their booking and traveller. */
function serviceRows(source: Db) {
  return source
    .selectFrom('traveller_service_requests as r')
    .innerJoin('bookings as b', 'b.id', 'r.booking_id')
    .innerJoin('consumer_users as c', 'c.id', 'r.consumer_user_id')
    .leftJoin('flight_bookings as f', 'f.booking_id', 'r.booking_id')
    .selectAll('r')
    .select(['b.transaction_id', 'c.first_name', 'c.last_name', 'c.email', 'f.itinerary']);
}
export type ServiceRequestRecord = Awaited<ReturnType<ReturnType<typeof serviceRows>['executeTakeFirstOrThrow']>>;

const LIST_LIMIT = 200;
const QUEUE_LIMIT = 500;

export const offlineRequestsRepo = {
  async insert(trx: Transaction<Database>, row: Insertable<OfflineRequestTable>): Promise<number> {
    const { id } = await trx.insertInto('offline_requests').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  },

  /** One request; within an agency's scope (null: any agency's, for the back office). */
  find: (source: Db, id: number, agencyId: number | null) => {
    let query = requestRows(source).where('r.id', '=', id);
    if (agencyId !== null) query = query.where('r.agency_id', '=', agencyId);
    return query.executeTakeFirst();
  },

  /** The request's row under its lock: what answers and acceptances of it wait on. */
  lock: (trx: Transaction<Database>, id: number) =>
    trx.selectFrom('offline_requests').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),

  listForAgency: (source: Db, agencyId: number) =>
    requestRows(source).where('r.agency_id', '=', agencyId).orderBy('r.id', 'desc').limit(LIST_LIMIT).execute(),

  /** The back office's queue: requests waiting for an answer, oldest first. */
  waiting: (source: Db) =>
    requestRows(source).where('r.status', '=', 'SUBMITTED').orderBy('r.created_at').limit(QUEUE_LIMIT).execute(),

  /** Requests of an agency waiting for an answer, counted under a lock of the agency's own, so that racers queue. */
  async countWaiting(trx: Transaction<Database>, agencyId: number): Promise<number> {
    await sql`select pg_advisory_xact_lock(hashtext(${`offline-requests:${agencyId}`}))`.execute(trx);
    const row = await trx
      .selectFrom('offline_requests')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('agency_id', '=', agencyId)
      .where('status', '=', 'SUBMITTED')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  update: (source: Db, id: number, values: Updateable<OfflineRequestTable>) =>
    source.updateTable('offline_requests').set(values).where('id', '=', id).execute(),

  // Travellers' service requests

  insertService: async (trx: Transaction<Database>, row: Insertable<TravellerServiceRequestTable>) =>
    (await trx.insertInto('traveller_service_requests').values(row).returning('id').executeTakeFirstOrThrow()).id,

  findService: (source: Db, id: number) => serviceRows(source).where('r.id', '=', id).executeTakeFirst(),

  lockService: (trx: Transaction<Database>, id: number) =>
    trx.selectFrom('traveller_service_requests').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),

  /** The one request still waiting for an answer on a booking for a service, if any. */
  waitingService: (source: Db, bookingId: number, service: string) =>
    source
      .selectFrom('traveller_service_requests')
      .select('id')
      .where('booking_id', '=', bookingId)
      .where('service', '=', service)
      .where('status', '=', 'SUBMITTED')
      .executeTakeFirst(),

  servicesForTraveller: (source: Db, consumerUserId: number, limit: number) =>
    serviceRows(source).where('r.consumer_user_id', '=', consumerUserId).orderBy('r.id', 'desc').limit(limit).execute(),

  waitingServices: (source: Db) =>
    serviceRows(source).where('r.status', '=', 'SUBMITTED').orderBy('r.created_at').limit(QUEUE_LIMIT).execute(),

  updateService: (source: Db, id: number, values: Updateable<TravellerServiceRequestTable>) =>
    source.updateTable('traveller_service_requests').set(values).where('id', '=', id).execute(),
};
