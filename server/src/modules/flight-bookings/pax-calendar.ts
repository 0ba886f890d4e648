import type { BookedTraveller, QuotedLeg } from '@tripsetu/domain/flight-booking-api.ts';
import { formatHhmm } from '@tripsetu/domain/flight-results.ts';
import { monthRange, type PaxCalendar, type PaxCalendarEntry } from '@tripsetu/domain/pax-calendar.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { jsonColumn } from '../../lib/json-column.ts';

/**
 * Whose flights a calendar shows: an agency's held and ticketed bookings (`agencyId` null is every agency,
 * the back office), or a traveller's own ticketed ones and those waiting for payment before `now` passes
 * their deadline (the consumer site's passenger calendar, decision 029).
 */
export type PaxCalendarScope = { agencyId: number | null } | { consumerUserId: number; now: Date };

/**
 * Flight Pax Calendar (agent-portal.md §2): each journey of the agency's held and ticketed flight bookings
 * that departs in the month, with its travellers (less those cancelled on it), by day. `agencyId` null is
 * every agency (the back office).
 */
export function paxCalendarOf(db: Kysely<Database>, agencyId: number | null, month: string): Promise<PaxCalendar> {
  return paxCalendarFor(db, { agencyId }, month);
}

/** The same month of journeys for any scope: an agency's, every agency's, or one traveller's. */
export async function paxCalendarFor(
  db: Kysely<Database>,
  scope: PaxCalendarScope,
  month: string,
): Promise<PaxCalendar> {
  const { from, to } = monthRange(month);
  let query = db
    .selectFrom('flight_booking_segments as s')
    .innerJoin('bookings as b', 'b.id', 's.booking_id')
    .innerJoin('flight_bookings as f', 'f.booking_id', 's.booking_id')
    .select([
      'b.id',
      'b.transaction_id',
      'b.status',
      's.leg_index',
      's.flight_date',
      's.pnr',
      'f.itinerary',
      'f.travellers',
    ])
    .select((eb) =>
      eb
        .selectFrom('flight_cancelled_segments as c')
        .select((inner) => inner.fn.agg<number[]>('array_agg', ['c.traveller_index']).as('cancelled'))
        .whereRef('c.booking_id', '=', 's.booking_id')
        .whereRef('c.leg_index', '=', 's.leg_index')
        .where('c.segment_index', '=', 0)
        .as('cancelled'),
    )
    .where('s.segment_index', '=', 0)
    .where('s.flight_date', '>=', from)
    .where('s.flight_date', '<', to)
    .where('b.product', '=', 'FLIGHT')
    .orderBy('s.flight_date')
    .orderBy('b.id')
    .limit(5000);
  if ('consumerUserId' in scope) {
    query = query
      .where('b.consumer_user_id', '=', scope.consumerUserId)
      .where((eb) =>
        eb.or([
          eb('b.status', '=', 'CONFIRMED'),
          eb.and([eb('b.status', '=', 'NOT_CONFIRMED'), eb('b.payment_deadline', '>', scope.now)]),
        ]),
      );
  } else {
    query = query.where('b.status', 'in', ['CONFIRMED', 'ON_HOLD']);
    if (scope.agencyId !== null) query = query.where('b.agency_id', '=', scope.agencyId);
  }
  const rows = await query.execute();
  const byDay = new Map<string, PaxCalendarEntry[]>();
  for (const row of rows) {
    const leg = jsonColumn<QuotedLeg[]>(row.itinerary)[row.leg_index];
    const first = leg?.itinerary.segments[0];
    if (!leg || !first) continue;
    const cancelled = new Set(row.cancelled ?? []);
    const date = String(row.flight_date).slice(0, 10);
    const entries = byDay.get(date) ?? [];
    for (const traveller of jsonColumn<BookedTraveller[]>(row.travellers)) {
      if (cancelled.has(traveller.index)) continue;
      entries.push({
        bookingId: row.id,
        transactionId: row.transaction_id,
        name: `${traveller.title} ${traveller.firstName} ${traveller.lastName}`.trim(),
        paxType: traveller.paxType,
        route: `${leg.from}-${leg.to}`,
        departureTime: formatHhmm(first.departureTime),
        flight: `${first.carrier}-${first.flightNumber}`,
        pnr: row.pnr,
        status: row.status as PaxCalendarEntry['status'],
      });
    }
    byDay.set(date, entries);
  }
  for (const entries of byDay.values()) entries.sort((a, b) => a.departureTime.localeCompare(b.departureTime));
  return { month, days: [...byDay.entries()].map(([date, travellers]) => ({ date, travellers })) };
}
