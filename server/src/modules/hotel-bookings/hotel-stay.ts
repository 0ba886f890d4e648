import { randomInt } from 'node:crypto';
import { formatDisplayDate } from '@tripsetu/domain/dates.ts';
import { PNR_ALPHABET } from '@tripsetu/domain/flight-booking.ts';
import {
  HOTEL_BOOKING_MSG_DECIDED,
  type HotelBookedRoom,
  type HotelBooking,
} from '@tripsetu/domain/hotel-booking-api.ts';
import { AppError } from '../../lib/errors.ts';
import { jsonColumn } from '../../lib/json-column.ts';
import type { Db } from '../bookings/product.ts';

/** What a hotel booking keeps of its stay, as it was when booked: the voucher's and the bill's facts. */
export interface StoredStay {
  hotel: HotelBooking['hotel'];
  roomType: HotelBooking['roomType'];
  rate: HotelBooking['rate'];
  checkIn: string;
  checkOut: string;
  nights: number;
  /** The check-in instant (the date at the hotel's check-in time, IST): cancelling online ends here. */
  arrival: string;
  nationality: string;
  specialRequests: string;
  priceRise: HotelBooking['priceRise'];
}

/** A room as stored: the view's, and the cancellation that cancelled it (null while booked). */
export type StoredRoom = Omit<HotelBookedRoom, 'cancelled'> & { cancellationId: number | null };

/** A hotel booking's own row, read; 'Error while fetching hotel booking details.' when there is none. */
export async function hotelStayOf(source: Db, bookingId: number) {
  const row = await source
    .selectFrom('hotel_bookings')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', HOTEL_BOOKING_MSG_DECIDED.bookingNotFound);
  return { row, stay: jsonColumn<StoredStay>(row.stay), rooms: jsonColumn<StoredRoom[]>(row.rooms) };
}

/** 'Casa Baga Retreat, Goa 12 Dec – 15 Dec, 2026': the stay as mail subjects and the ledger name it. */
export const hotelTripText = (stay: Pick<StoredStay, 'hotel' | 'checkIn' | 'checkOut'>) =>
  `${stay.hotel.name}, ${stay.hotel.city} ${formatDisplayDate(stay.checkIn)} – ${formatDisplayDate(stay.checkOut)}`;

export const leadGuestName = (room: Pick<StoredRoom, 'lead'> | undefined) =>
  room ? `${room.lead.title} ${room.lead.firstName} ${room.lead.lastName}` : '';

/** The wallet's ledger line: hotel, dates, lead guest, voucher, transaction id. */
export function hotelNarration(input: {
  transactionId: string;
  stay: StoredStay;
  lead: string;
  voucherNo: string | null;
}): string {
  const voucher = input.voucherNo ? `, voucher ${input.voucherNo}` : '';
  return `Hotel ${hotelTripText(input.stay)}, ${input.lead}${voucher} (${input.transactionId})`.slice(0, 200);
}

/** A hotel voucher number: HV and ten digits. */
export const newVoucherNo = () => `HV${String(randomInt(1_000_000_000, 10_000_000_000))}`;

/** The hotel's confirmation number: its city's code and seven characters without look-alikes. */
export function newSupplierRef(hotelId: string): string {
  let ref = (hotelId.split('-')[0] ?? '').replace(/[^A-Z]/g, '').slice(0, 3);
  for (let index = 0; index < 7; index += 1) ref += PNR_ALPHABET[randomInt(PNR_ALPHABET.length)];
  return ref;
}

/** The words Manage Bookings finds a hotel booking by: voucher, confirmation, hotel and lead guests' names. */
export function hotelSearchText(
  rooms: readonly Pick<StoredRoom, 'lead'>[],
  hotelName: string,
  voucherNo: string | null,
  supplierRef: string | null,
) {
  const guests = rooms.map((room) => `${room.lead.firstName} ${room.lead.lastName}`);
  return [voucherNo ?? '', supplierRef ?? '', hotelName, ...guests].join(' ').toLowerCase();
}
