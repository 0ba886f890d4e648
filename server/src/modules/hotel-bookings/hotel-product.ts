import type { Earnings } from '@tripsetu/domain/commissions.ts';
import { formatDisplayDate } from '@tripsetu/domain/dates.ts';
import { BOOKING_MSG_DECIDED } from '@tripsetu/domain/flight-booking.ts';
import type { HotelBookingBody } from '@tripsetu/domain/hotel-booking-api.ts';
import type { HotelRate } from '@tripsetu/domain/hotel-results.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { jsonColumn } from '../../lib/json-column.ts';
import { bookingFailed } from '../bookings/booking-errors.ts';
import type { Booker, BookingProduct, Db, HeldSummary } from '../bookings/product.ts';
import { bookingsWithWords } from '../bookings/search-words.ts';
import { nightsOf } from '../hotels/hotel-rates.ts';
import { giveBackNights } from '../hotels/room-nights.ts';
import type { HotelSupplier } from '../hotels/supplier.ts';
import { hotelCancellations } from './hotel-cancellation.ts';
import { hotelFareSummary, reserveStay } from './hotel-reserve.ts';
import {
  hotelNarration,
  hotelSearchText,
  hotelStayOf,
  hotelTripText,
  leadGuestName,
  newSupplierRef,
  newVoucherNo,
  type StoredRoom,
  type StoredStay,
} from './hotel-stay.ts';

/** The voucher number, the hotel's confirmation and the search words, written once the booking is paid. */
async function issueVoucher(
  trx: Transaction<Database>,
  bookingId: number,
  stay: StoredStay,
  rooms: readonly StoredRoom[],
) {
  const voucherNo = newVoucherNo();
  const supplierRef = newSupplierRef(stay.hotel.id);
  await trx
    .updateTable('hotel_bookings')
    .set({
      voucher_no: voucherNo,
      supplier_ref: supplierRef,
      search_text: hotelSearchText(rooms, stay.hotel.name, voucherNo, supplierRef),
    })
    .where('booking_id', '=', bookingId)
    .execute();
}

/**
 * Hotels as a product of the booking core (issue 23, decision 033): the rate priced again in the booking's
 * transaction by the rooms sold on the stay's nights, the agreed price checked (a rise within what the agent
 * allowed books and says so), the rooms claimed on every night within the allotment, and the voucher issued
 * with the payment. Hotel bookings are paid at once from the wallet: there is no hold.
 */
export function createHotelProduct(deps: {
  supplier: HotelSupplier;
  /** What the agency earns on the rate by the commission rules, frozen on the booking (decision 034). */
  earnings: (agencyId: number, rate: HotelRate) => Earnings | null;
  today: () => string;
  now: () => number;
  /** The search's view of a hotel's sold rooms read again, after a booking, cancellation or release commits. */
  refresh: (hotelId: string) => Promise<void>;
}): BookingProduct<HotelBookingBody> {
  const { now, refresh } = deps;
  const localityNames = new Map(
    deps.supplier.cities().map((city) => [city.id, city.localities.map((locality) => locality.name)]),
  );
  const localities = (cityId: string) => localityNames.get(cityId);

  return {
    code: 'HOTEL',
    prefix: 'TSH',

    async reserve(trx: Transaction<Database>, booker: Booker, body: HotelBookingBody) {
      if (booker.channel !== 'AGENT') throw bookingFailed(BOOKING_MSG_DECIDED.bookingNotFound);
      if (booker.action === 'HOLD') throw bookingFailed(BOOKING_MSG_DECIDED.holdUnavailable);
      const { stay, rooms, rate, roomTypeId } = await reserveStay(trx, { ...deps, localities }, body);
      const gstGiven = Object.values(body.gst).some((value) => value.trim() !== '');
      const lead = leadGuestName(rooms[0]);
      return {
        contact: {
          email: body.contact.email.trim(),
          alternateEmail: '',
          countryCode: '+91',
          mobile: body.contact.mobile.trim(),
        },
        gst: gstGiven ? { ...body.gst, gstNumber: body.gst.gstNumber.trim().toUpperCase() } : null,
        fare: hotelFareSummary(rate, body.markupPaise, deps.earnings(booker.user.agency_id as number, rate)),
        markupPaise: body.markupPaise,
        startsAt: Date.parse(stay.arrival),
        holdLimit: null,
        trip: hotelTripText(stay),
        narration: (transactionId) => hotelNarration({ transactionId, stay, lead, voucherNo: null }),
        async write(inner, bookingId, issued) {
          await inner
            .insertInto('hotel_bookings')
            .values({
              booking_id: bookingId,
              hotel_id: stay.hotel.id,
              room_type_id: roomTypeId,
              check_in: stay.checkIn,
              check_out: stay.checkOut,
              stay: JSON.stringify(stay),
              rooms: JSON.stringify(rooms),
              search_text: hotelSearchText(rooms, stay.hotel.name, null, null),
            })
            .execute();
          if (issued) await issueVoucher(inner, bookingId, stay, rooms);
        },
        committed: () => refresh(stay.hotel.id),
      };
    },

    async issue(trx: Transaction<Database>, bookingId: number) {
      const { stay, rooms } = await hotelStayOf(trx, bookingId);
      await issueVoucher(trx, bookingId, stay, rooms);
    },

    async release(trx: Transaction<Database>, bookingId: number) {
      const { row, stay, rooms } = await hotelStayOf(trx, bookingId);
      const kept = rooms.filter((room) => room.cancellationId === null).length;
      await giveBackNights(trx, {
        hotelId: row.hotel_id,
        roomTypeId: row.room_type_id,
        nights: nightsOf(stay),
        rooms: kept,
      });
      return () => refresh(row.hotel_id);
    },

    async describe(source: Db, bookingId: number, transactionId: string) {
      const { row, stay, rooms } = await hotelStayOf(source, bookingId);
      return {
        noun: 'hotel booking',
        trip: hotelTripText(stay),
        references: `Voucher ${row.voucher_no ?? '—'}, hotel confirmation ${row.supplier_ref ?? '—'}`,
        narration: hotelNarration({ transactionId, stay, lead: leadGuestName(rooms[0]), voucherNo: row.voucher_no }),
        travellerPath: '',
        kept: 'rooms',
        document: 'hotel voucher',
      };
    },

    cancellation: hotelCancellations({ now, refresh }),

    /** Every word (up to five) of a voucher number, the hotel's confirmation, the hotel or a lead guest's name. */
    matching: (source: Db, text: string) => bookingsWithWords(source, 'hotel_bookings', text),

    async summarize(source: Db, bookingIds: readonly number[]) {
      const summaries = new Map<number, HeldSummary>();
      if (bookingIds.length === 0) return summaries;
      const rows = await source
        .selectFrom('hotel_bookings')
        .select(['booking_id', 'stay', 'rooms', 'voucher_no', 'supplier_ref'])
        .where('booking_id', 'in', bookingIds)
        .execute();
      for (const row of rows) {
        const stay = jsonColumn<StoredStay>(row.stay);
        const rooms = jsonColumn<StoredRoom[]>(row.rooms);
        summaries.set(row.booking_id, {
          route: `${stay.hotel.name}, ${stay.hotel.city}`,
          departure: `${formatDisplayDate(stay.checkIn)} – ${formatDisplayDate(stay.checkOut)}`,
          leadTraveller: leadGuestName(rooms[0]),
          travellers: rooms.length,
          references: [
            row.voucher_no && `Voucher ${row.voucher_no}`,
            row.supplier_ref && `confirmation ${row.supplier_ref}`,
          ]
            .filter(Boolean)
            .join(', '),
        });
      }
      return summaries;
    },
  };
}
