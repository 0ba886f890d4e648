import { duplicateBookingMessage } from '@tripsetu/domain/flight-booking.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { jsonColumn } from '../../lib/json-column.ts';

/** A name as the airline's list compares it: case, spacing and titles aside. */
const nameKey = (traveller: { firstName?: string; lastName?: string }) =>
  `${traveller.firstName ?? ''} ${traveller.lastName ?? ''}`.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Issue 19: the same traveller on the same flight and date, already ticketed or held by the agency, is
 * probably a booking made twice (a reload, a colleague). Refused with 409 DUPLICATE_BOOKING naming the
 * booking it repeats, until the agent confirms it is meant (`confirmDuplicate`).
 */
export async function refuseDuplicateBooking(
  trx: Transaction<Database>,
  agencyId: number,
  flights: readonly { scheduleId: number; date: string }[],
  travellers: readonly { firstName?: string; lastName?: string }[],
): Promise<void> {
  if (flights.length === 0) return;
  const wanted = new Set(travellers.map(nameKey).filter((key) => key !== ''));
  const rows = await trx
    .selectFrom('bookings as b')
    .innerJoin('flight_bookings as fb', 'fb.booking_id', 'b.id')
    .innerJoin('flight_booking_segments as s', 's.booking_id', 'b.id')
    .innerJoin('flight_schedules as f', 'f.id', 's.schedule_id')
    .select(['b.id', 'b.transaction_id', 'b.status', 'fb.travellers', 's.flight_date', 'f.carrier', 'f.flight_number'])
    .where('b.agency_id', '=', agencyId)
    .where('b.status', 'in', ['CONFIRMED', 'ON_HOLD'])
    .where((eb) =>
      eb.or(
        flights.map((flight) =>
          eb.and([eb('s.schedule_id', '=', flight.scheduleId), eb('s.flight_date', '=', flight.date)]),
        ),
      ),
    )
    .orderBy('b.id')
    .execute();
  for (const row of rows) {
    const booked = jsonColumn<{ firstName?: string; lastName?: string }[]>(row.travellers);
    const same = booked.find((traveller) => wanted.has(nameKey(traveller)));
    if (!same) continue;
    // Dates are read as 'YYYY-MM-DD' text (db/database.ts).
    const date = String(row.flight_date).slice(0, 10);
    throw new AppError(
      'DUPLICATE_BOOKING',
      duplicateBookingMessage({
        traveller: `${same.firstName ?? ''} ${same.lastName ?? ''}`.trim(),
        flight: `${row.carrier}-${row.flight_number}`,
        date,
        transactionId: row.transaction_id,
        held: row.status === 'ON_HOLD',
      }),
      {},
      { transactionId: row.transaction_id, bookingId: String(row.id) },
    );
  }
}
