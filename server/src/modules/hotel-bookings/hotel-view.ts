import { foldAgencyFee } from '@tripsetu/domain/customer-invoice.ts';
import { type FareSummary, SUMMARY_LABELS } from '@tripsetu/domain/fare-summary.ts';
import { BOOKING_STATUS_LABELS, type FlightBookingStatus } from '@tripsetu/domain/flight-booking.ts';
import { HOTEL_BOOKING_MSG_DECIDED, type HotelBooking } from '@tripsetu/domain/hotel-booking-api.ts';
import { AppError } from '../../lib/errors.ts';
import { jsonColumn } from '../../lib/json-column.ts';
import { bookingsRepo } from '../bookings/bookings.repo.ts';
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
  const fare = jsonColumn<FareSummary>(header.fare);
  const status = header.status as FlightBookingStatus;
  const sum = (pick: (room: StoredRoom) => number) => stored.reduce((total, room) => total + pick(room), 0);
  return {
    id: header.id,
    transactionId: header.transaction_id,
    status,
    statusLabel: BOOKING_STATUS_LABELS[status],
    paymentStatus: header.payment_status,
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
    contact: (({ email, mobile }) => ({ email, mobile }))(jsonColumn<HotelBooking['contact']>(header.contact)),
    gst: header.gst === null ? null : jsonColumn<HotelBooking['gst']>(header.gst),
    roomCostPaise: sum((room) => room.roomCostPaise),
    extraGuestPaise: sum((room) => room.extraGuestPaise),
    gstPaise: sum((room) => room.gstPaise),
    fare: fare.lines,
    totalPaise: Number(header.total_paise),
    customerFare: foldAgencyFee(fare.customerLines, SUMMARY_LABELS.AGENCY_FEE),
    customerTotalPaise: fare.customerTotalPaise,
    agencyName: header.company_name ?? '',
    bookedBy: header.first_name ? `${header.first_name} ${header.last_name}` : '',
    bookedAt: new Date(header.created_at).toISOString(),
    voucherDate: iso(header.issued_at),
    walletDocumentNo: header.wallet_document_no,
    invoiceNo: header.invoice_no,
    cancellations: await cancellationsOf(source, header.id, stored),
    cancellable:
      status === 'CONFIRMED' && stored.some((room) => room.cancellationId === null) && Date.parse(stay.arrival) > now(),
  };
}
