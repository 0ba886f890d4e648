import type { HotelPaxCalendar, HotelPaxEntry } from '@tripsetu/domain/hotel-booking-api.ts';
import { monthRange } from '@tripsetu/domain/pax-calendar.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { jsonColumn } from '../../lib/json-column.ts';
import { leadGuestName, type StoredRoom, type StoredStay } from './hotel-stay.ts';

/**
 * Hotel Pax Calendar (agent-portal.md §2; decision 033): a month of the agency's confirmed hotel guests by the
 * day they check in, one entry per room that is not cancelled, each opening its booking.
 */
export async function hotelPaxCalendarOf(
  db: Kysely<Database>,
  agencyId: number | null,
  month: string,
): Promise<HotelPaxCalendar> {
  const { from, to } = monthRange(month);
  let query = db
    .selectFrom('hotel_bookings as h')
    .innerJoin('bookings as b', 'b.id', 'h.booking_id')
    .select(['b.id', 'b.transaction_id', 'h.check_in', 'h.stay', 'h.rooms', 'h.voucher_no'])
    .where('b.product', '=', 'HOTEL')
    .where('b.status', '=', 'CONFIRMED')
    .where('h.check_in', '>=', from)
    .where('h.check_in', '<', to)
    .orderBy('h.check_in')
    .orderBy('b.id')
    .limit(5000);
  if (agencyId !== null) query = query.where('b.agency_id', '=', agencyId);
  const byDay = new Map<string, HotelPaxEntry[]>();
  for (const row of await query.execute()) {
    const stay = jsonColumn<StoredStay>(row.stay);
    const date = String(row.check_in).slice(0, 10);
    const entries = byDay.get(date) ?? [];
    for (const room of jsonColumn<StoredRoom[]>(row.rooms)) {
      if (room.cancellationId !== null) continue;
      entries.push({
        bookingId: row.id,
        transactionId: row.transaction_id,
        voucherNo: row.voucher_no,
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        nights: stay.nights,
        hotel: stay.hotel.name,
        city: stay.hotel.city,
        guest: leadGuestName(room),
        adults: room.adults,
        children: room.childAges.length,
        roomType: stay.roomType.name,
      });
    }
    byDay.set(date, entries);
  }
  return { month, days: [...byDay.entries()].map(([date, guests]) => ({ date, guests })) };
}
