import { BOOKING_MSG_DECIDED } from '@tripsetu/domain/flight-booking.ts';
import type { Insertable, Transaction, Updateable } from 'kysely';
import type { BookingTable, Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { Db } from './product.ts';

/** Who may see a booking: an agency (its own), the back office (null: every one), a traveller (their own). */
export interface BookingScope {
  agencyId?: number | null;
  consumerUserId?: number;
  channel?: 'AGENT' | 'CONSUMER';
}

/** A query over the bookings header narrowed to what the scope may see. */
// biome-ignore lint/suspicious/noExplicitAny: any select over the bookings table
function scoped<Q extends { where: (...args: any[]) => Q }>(query: Q, scope: BookingScope): Q {
  let narrowed = query;
  if (scope.agencyId !== undefined && scope.agencyId !== null)
    narrowed = narrowed.where('agency_id', '=', scope.agencyId);
  if (scope.consumerUserId !== undefined) narrowed = narrowed.where('consumer_user_id', '=', scope.consumerUserId);
  if (scope.channel) narrowed = narrowed.where('channel', '=', scope.channel);
  return narrowed;
}

/** The bookings header (migration 017): what every product's booking has. Queries only; rules live in the service. */
export const bookingsRepo = {
  insert(trx: Transaction<Database>, header: Insertable<BookingTable>) {
    return trx.insertInto('bookings').values(header).returning('id').executeTakeFirstOrThrow();
  },

  update(trx: Transaction<Database>, id: number, changes: Updateable<BookingTable>) {
    return trx.updateTable('bookings').set(changes).where('id', '=', id).execute();
  },

  /** The header under its row lock, within the scope; 'Booking not found.' otherwise. */
  async lock(trx: Transaction<Database>, id: number, scope: BookingScope = {}) {
    const query = scoped(trx.selectFrom('bookings').selectAll().where('id', '=', id), scope);
    const row = await query.forUpdate().executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', BOOKING_MSG_DECIDED.bookingNotFound);
    return row;
  },

  /** The header within the scope, unlocked; 'Booking not found.' otherwise. */
  async find(source: Db, id: number, scope: BookingScope) {
    const row = await scoped(source.selectFrom('bookings').selectAll().where('id', '=', id), scope).executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', BOOKING_MSG_DECIDED.bookingNotFound);
    return row;
  },

  /** Which product a booking is, within the scope; 'Booking not found.' otherwise. */
  async productOf(source: Db, id: number, scope: BookingScope) {
    let query = source.selectFrom('bookings').select('product').where('id', '=', id);
    if (scope.agencyId !== undefined && scope.agencyId !== null) query = query.where('agency_id', '=', scope.agencyId);
    const row = await query.executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', BOOKING_MSG_DECIDED.bookingNotFound);
    return row.product;
  },

  /** Headers with their agency's and booking agent's names (as `b`), for a product's view to join its details to. */
  withNames(source: Db) {
    return source
      .selectFrom('bookings as b')
      .leftJoin('agencies as a', 'a.id', 'b.agency_id')
      .leftJoin('agent_users as u', 'u.id', 'b.booked_by')
      .selectAll('b')
      .select(['a.company_name', 'a.agency_code', 'u.first_name', 'u.last_name']);
  },

  /** A booking's cancellations, oldest first, as a product's view lists them beside what each cancelled. */
  async cancellations(source: Db, bookingId: number) {
    const rows = await source
      .selectFrom('booking_cancellations')
      .select(['id', 'credit_note_no', 'wallet_document_no', 'airline_charge_paise', 'refund_paise', 'created_at'])
      .where('booking_id', '=', bookingId)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      creditNoteNo: row.credit_note_no,
      walletDocumentNo: row.wallet_document_no,
      supplierChargePaise: Number(row.airline_charge_paise),
      refundPaise: Number(row.refund_paise),
      cancelledAt: new Date(row.created_at).toISOString(),
    }));
  },

  /** Holds past their time limit and travellers' unpaid bookings past their payment deadline. */
  due(source: Db, at: Date) {
    return source
      .selectFrom('bookings')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'ON_HOLD'), eb('hold_until', '<=', at)]),
          eb.and([eb('status', '=', 'NOT_CONFIRMED'), eb('payment_deadline', '<=', at)]),
        ]),
      )
      .execute();
  },

  /** Holds still within their limit, soonest first, of one agency or (null) every agency. */
  liveHolds(source: Db, agencyId: number | null, at: Date) {
    let query = source
      .selectFrom('bookings as b')
      .leftJoin('agent_users as u', 'u.id', 'b.booked_by')
      .select(['b.id', 'b.product', 'b.transaction_id', 'b.total_paise', 'b.hold_until', 'u.first_name', 'u.last_name'])
      .where('b.status', '=', 'ON_HOLD')
      .where('b.hold_until', '>', at)
      .orderBy('b.hold_until');
    if (agencyId !== null) query = query.where('b.agency_id', '=', agencyId);
    return query.execute();
  },
};

export type BookingRow = Awaited<ReturnType<typeof bookingsRepo.lock>>;
