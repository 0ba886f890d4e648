import {
  type AnyHold,
  BOOKINGS_COUNT_CAP,
  BOOKINGS_LIST_MSG,
  BOOKINGS_PAGE_SIZE,
  type BookingList,
  type BookingListQuery,
  type CancellationList,
  type RescheduleList,
} from '@tripsetu/domain/booking-api.ts';
import { addDays, isIsoDate } from '@tripsetu/domain/dates.ts';
import { BOOKING_STATUS_LABELS, type FlightBookingStatus } from '@tripsetu/domain/flight-booking.ts';
import type { Kysely } from 'kysely';
import type { Database, ProductCode } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { AgentUser } from '../agents/agents.service.ts';
import { holdQueue } from './booking-steps.ts';
import { bookingsRepo } from './bookings.repo.ts';
import type { BookingProduct, HeldSummary } from './product.ts';

/** Midnight at the start of an India business day, as an instant. */
const startOfIndianDay = (date: string) => new Date(`${date}T00:00:00+05:30`);

/** The query's dates checked: each a real date, and no range that ends before it starts. */
function checkDates(query: BookingListQuery) {
  const fields: Record<string, string> = {};
  for (const key of ['bookedFrom', 'bookedTo', 'travelFrom', 'travelTo'] as const) {
    if (query[key] !== '' && !isIsoDate(query[key])) fields[key] = BOOKINGS_LIST_MSG.dateInvalid;
  }
  for (const [from, to] of [
    ['bookedFrom', 'bookedTo'],
    ['travelFrom', 'travelTo'],
  ] as const) {
    if (!fields[from] && !fields[to] && query[from] && query[to] && query[from] > query[to]) {
      fields[to] = BOOKINGS_LIST_MSG.rangeReversed;
    }
  }
  if (Object.keys(fields).length > 0) throw AppError.validation(fields);
}

/**
 * Manage Bookings (agent-portal.md §2): an agency's bookings of one product (every agency's for the
 * back office), newest first, found by booking id or the product's own references (PNR, ticket number,
 * traveller's name), status, booking dates and travel dates; a page at a time, or all for Excel.
 */
export async function listBookings(
  db: Kysely<Database>,
  // biome-ignore lint/suspicious/noExplicitAny: each product has its own request body
  productOf: (code: ProductCode) => BookingProduct<any>,
  input: { agencyId: number | null; query: BookingListQuery; limit?: number },
): Promise<BookingList> {
  const { query, agencyId } = input;
  checkDates(query);
  const text = query.q.trim();
  // A booking id exactly, or what the product's own references find: one subquery of ids.
  const byId = db.selectFrom('bookings').select('id as booking_id').where('transaction_id', '=', text.toUpperCase());
  const byProduct = text ? productOf(query.product).matching?.(db, text) : undefined;
  const matched = byProduct ? byId.union(byProduct) : byId;
  let base = db.selectFrom('bookings as b').where('b.product', '=', query.product);
  if (agencyId !== null) base = base.where('b.agency_id', '=', agencyId);
  if (query.status) base = base.where('b.status', '=', query.status);
  if (query.bookedFrom) base = base.where('b.created_at', '>=', startOfIndianDay(query.bookedFrom));
  if (query.bookedTo) base = base.where('b.created_at', '<', startOfIndianDay(addDays(query.bookedTo, 1)));
  if (query.travelFrom) base = base.where('b.starts_at', '>=', startOfIndianDay(query.travelFrom));
  if (query.travelTo) base = base.where('b.starts_at', '<', startOfIndianDay(addDays(query.travelTo, 1)));
  if (text) base = base.where('b.id', 'in', matched);
  // Counted up to the cap: past it, the page says "more than" rather than count every booking.
  const counted = await db
    .selectFrom(
      base
        .select('b.id')
        .limit(BOOKINGS_COUNT_CAP + 1)
        .as('found'),
    )
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirst();
  const pageSize = input.limit ?? BOOKINGS_PAGE_SIZE;
  const rows = await base
    .leftJoin('agent_users as u', 'u.id', 'b.booked_by')
    .select([
      'b.id',
      'b.product',
      'b.transaction_id',
      'b.status',
      'b.created_at',
      'b.starts_at',
      'b.total_paise',
      'u.first_name',
      'u.last_name',
    ])
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(pageSize)
    .offset(input.limit ? 0 : (query.page - 1) * pageSize)
    .execute();
  const summaries: Map<number, HeldSummary> = await productOf(query.product).summarize(
    db,
    rows.map((row) => row.id),
  );
  const found = Number(counted?.n ?? 0);
  return {
    total: Math.min(found, BOOKINGS_COUNT_CAP),
    more: found > BOOKINGS_COUNT_CAP,
    page: query.page,
    pageSize,
    rows: rows.map((row) => {
      const summary = summaries.get(row.id);
      return {
        id: row.id,
        product: row.product,
        transactionId: row.transaction_id,
        status: row.status,
        statusLabel: BOOKING_STATUS_LABELS[row.status as FlightBookingStatus] ?? row.status,
        bookedAt: new Date(row.created_at).toISOString(),
        startsAt: new Date(row.starts_at).toISOString(),
        route: summary?.route ?? '',
        departure: summary?.departure ?? '',
        leadTraveller: summary?.leadTraveller ?? '',
        travellers: summary?.travellers ?? 0,
        references: summary?.references ?? '',
        totalPaise: Number(row.total_paise),
        bookedBy: row.first_name ? `${row.first_name} ${row.last_name}` : '',
      };
    }),
  };
}

/** Manage Bookings' Reschedules tab: the agency's reschedules (every agency's for the back office), newest first. */
export async function listReschedules(
  db: Kysely<Database>,
  input: { agencyId: number | null; page: number },
): Promise<RescheduleList> {
  let base = db
    .selectFrom('booking_reschedules as r')
    .innerJoin('bookings as b', 'b.id', 'r.booking_id')
    .where('r.moved_at', 'is not', null);
  if (input.agencyId !== null) base = base.where('b.agency_id', '=', input.agencyId);
  const counted = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst();
  const rows = await base
    .innerJoin('bookings as n', 'n.id', 'r.new_booking_id')
    .leftJoin('agent_users as u', 'u.id', 'r.requested_by')
    .select([
      'r.id',
      'r.booking_id',
      'b.product',
      'b.transaction_id',
      'r.new_booking_id',
      'n.transaction_id as new_transaction_id',
      'r.created_at',
      'r.fare_difference_paise',
      'r.airline_charge_paise',
      'r.ota_charge_paise',
      'r.gst_paise',
      'r.amount_paise',
      'r.wallet_document_no',
      'u.first_name',
      'u.last_name',
    ])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(BOOKINGS_PAGE_SIZE)
    .offset((input.page - 1) * BOOKINGS_PAGE_SIZE)
    .execute();
  return {
    total: Number(counted?.n ?? 0),
    page: input.page,
    pageSize: BOOKINGS_PAGE_SIZE,
    rows: rows.map((row) => ({
      id: row.id,
      bookingId: row.booking_id,
      product: row.product,
      transactionId: row.transaction_id,
      newBookingId: row.new_booking_id,
      newTransactionId: row.new_transaction_id,
      rescheduledAt: new Date(row.created_at).toISOString(),
      fareDifferencePaise: Number(row.fare_difference_paise),
      airlineChargePaise: Number(row.airline_charge_paise),
      otaChargePaise: Number(row.ota_charge_paise),
      gstPaise: Number(row.gst_paise),
      amountPaise: Number(row.amount_paise),
      walletDocumentNo: row.wallet_document_no,
      rescheduledBy: row.first_name ? `${row.first_name} ${row.last_name}` : '',
    })),
  };
}

/** Manage Bookings' Cancellations tab: the agency's cancellations (every agency's for the back office), newest first. */
export async function listCancellations(
  db: Kysely<Database>,
  input: { agencyId: number | null; page: number },
): Promise<CancellationList> {
  let base = db.selectFrom('booking_cancellations as c').innerJoin('bookings as b', 'b.id', 'c.booking_id');
  if (input.agencyId !== null) base = base.where('b.agency_id', '=', input.agencyId);
  const counted = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst();
  const rows = await base
    .leftJoin('agent_users as u', 'u.id', 'c.requested_by')
    .select([
      'c.id',
      'c.booking_id',
      'b.product',
      'b.transaction_id',
      'c.created_at',
      'c.credit_note_no',
      'c.wallet_document_no',
      'c.airline_charge_paise',
      'c.ota_charge_paise',
      'c.gst_paise',
      'c.commission_reversed_paise',
      'c.refund_paise',
      'u.first_name',
      'u.last_name',
    ])
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(BOOKINGS_PAGE_SIZE)
    .offset((input.page - 1) * BOOKINGS_PAGE_SIZE)
    .execute();
  return {
    total: Number(counted?.n ?? 0),
    page: input.page,
    pageSize: BOOKINGS_PAGE_SIZE,
    rows: rows.map((row) => ({
      id: row.id,
      bookingId: row.booking_id,
      product: row.product,
      transactionId: row.transaction_id,
      cancelledAt: new Date(row.created_at).toISOString(),
      creditNoteNo: row.credit_note_no,
      walletDocumentNo: row.wallet_document_no,
      airlineChargePaise: Number(row.airline_charge_paise),
      otaChargePaise: Number(row.ota_charge_paise),
      gstPaise: Number(row.gst_paise),
      commissionReversedPaise: Number(row.commission_reversed_paise),
      refundPaise: Number(row.refund_paise),
      cancelledBy: row.first_name ? `${row.first_name} ${row.last_name}` : '',
    })),
  };
}

/**
 * What the core reads for the portal, whatever the product: which product a booking is, the hold
 * queue, a page of Manage Bookings (or all of it for Excel) and its Cancellations tab; each within the
 * agent's agency (every agency for the back office).
 */
export function bookingQueries(deps: {
  db: Kysely<Database>;
  // biome-ignore lint/suspicious/noExplicitAny: each product has its own request body
  productOf: (code: ProductCode) => BookingProduct<any>;
  agencyScope: (user: AgentUser) => number | null;
  now: () => number;
}) {
  const { db, productOf, agencyScope } = deps;
  return {
    /** Which product an agency's booking is (any for the back office); 404 for another agency's. */
    productOf: (user: AgentUser, id: number): Promise<ProductCode> =>
      bookingsRepo.productOf(db, id, { agencyId: agencyScope(user) }),

    /** Hold Queues: the agency's holds, soonest limit first, of one product or all. */
    holdQueue: (user: AgentUser, product?: ProductCode): Promise<AnyHold[]> =>
      holdQueue(db, productOf, { agencyId: agencyScope(user), at: new Date(deps.now()), product }),

    /** Manage Bookings: a page of the agency's bookings, or all (up to `limit`) for Excel. */
    list: (user: AgentUser, query: BookingListQuery, limit?: number) =>
      listBookings(db, productOf, { agencyId: agencyScope(user), query, limit }),

    /** Manage Bookings' Reschedules tab: a page of the agency's reschedules, newest first. */
    reschedules: (user: AgentUser, page: number) => listReschedules(db, { agencyId: agencyScope(user), page }),

    /** Manage Bookings' Cancellations tab: a page of the agency's cancellations, newest first. */
    cancellations: (user: AgentUser, page: number) => listCancellations(db, { agencyId: agencyScope(user), page }),
  };
}
