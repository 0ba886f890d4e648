import { HOTEL_BOOKING_MSG_DECIDED, type HotelBooking } from '@tripsetu/domain/hotel-booking-api.ts';
import { AppError } from '../../lib/errors.ts';
import { jsonColumn } from '../../lib/json-column.ts';
import { bookingsRepo } from '../bookings/bookings.repo.ts';
import { headerView } from '../bookings/header-view.ts';
import type { Db } from '../bookings/product.ts';
import type { StoredRoom, StoredStay } from './hotel-stay.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Each cancellation of the booking: its credit note, the rooms it cancelled, the hotel's charge and the refund. */
async function cancellationsOf(source: Db, bookingId: number, rooms: readonly StoredRoom[]) {
  return (await bookingsRepo.cancellations(source, bookingId)).map(({ supplierChargePaise, ...row }) => ({
    ...row,
    rooms: rooms.filter((room) => room.cancellationId === row.id).map((room) => room.index),
    hotelChargePaise: supplierChargePaise,
  }));
}

/** A hotel booking as the portal reads it: the core's header and the stay; 404 outside the agency. */
export async function hotelBookingView(
  source: Db,
  where: { id: number; agencyId: number | null },
  now: () => number = Date.now,
): Promise<HotelBooking> {
  let query = bookingsRepo
    .withNames(source)
    .innerJoin('hotel_bookings as d', 'd.booking_id', 'b.id')
    .select(['d.stay', 'd.rooms', 'd.voucher_no', 'd.supplier_ref'])
    .where('b.product', '=', 'HOTEL')
    .where('b.id', '=', where.id);
  if (where.agencyId !== null) query = query.where('b.agency_id', '=', where.agencyId);
  const header = await query.executeTakeFirst();
  if (!header) throw new AppError('NOT_FOUND', HOTEL_BOOKING_MSG_DECIDED.bookingNotFound);
  const stay = jsonColumn<StoredStay>(header.stay);
  const stored = jsonColumn<StoredRoom[]>(header.rooms);
  const base = headerView(header);
  const sum = (pick: (room: StoredRoom) => number) => stored.reduce((total, room) => total + pick(room), 0);
  return {
    ...base,
    voucherNo: header.voucher_no,
    supplierRef: header.supplier_ref,
    hotel: stay.hotel,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    nights: stay.nights,
    nationality: stay.nationality,
    roomType: stay.roomType,
    rate: stay.rate,
    rooms: stored.map(({ cancellationId, ...room }) => ({ ...room, cancelled: cancellationId !== null })),
    specialRequests: stay.specialRequests,
    priceRise: stay.priceRise,
    roomCostPaise: sum((room) => room.roomCostPaise),
    extraGuestPaise: sum((room) => room.extraGuestPaise),
    gstPaise: sum((room) => room.gstPaise),
    voucherDate: iso(header.issued_at),
    cancellations: await cancellationsOf(source, header.id, stored),
    cancellable:
      base.status === 'CONFIRMED' &&
      stored.some((room) => room.cancellationId === null) &&
      Date.parse(stay.arrival) > now(),
  };
}
