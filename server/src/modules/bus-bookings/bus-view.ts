import { BUS_BOOKING_MSG_DECIDED, type BusBooking } from '@tripsetu/domain/bus-booking-api.ts';
import { foldAgencyFee } from '@tripsetu/domain/customer-invoice.ts';
import { type FareSummary, SUMMARY_LABELS } from '@tripsetu/domain/fare-summary.ts';
import { BOOKING_STATUS_LABELS, type FlightBookingStatus } from '@tripsetu/domain/flight-booking.ts';
import { AppError } from '../../lib/errors.ts';
import { jsonColumn } from '../../lib/json-column.ts';
import { bookingsRepo } from '../bookings/bookings.repo.ts';
import type { Db } from '../bookings/product.ts';
import { busDepartureInstant } from '../buses/buses.service.ts';
import type { BusTripSnapshot, StoredBusTraveller } from './bus-details.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Each cancellation of the booking: its credit note, the seats it cancelled, the operator's charge and the refund. */
async function cancellationsOf(source: Db, bookingId: number, travellers: readonly StoredBusTraveller[]) {
  return (await bookingsRepo.cancellations(source, bookingId)).map(({ supplierChargePaise, ...row }) => ({
    ...row,
    seats: travellers.filter((traveller) => traveller.cancellationId === row.id).map((traveller) => traveller.seatNo),
    operatorChargePaise: supplierChargePaise,
  }));
}

/** A bus booking as the portal reads it: the core's header and the bus's details; 404 outside the agency. */
export async function busBookingView(
  source: Db,
  where: { id: number; agencyId: number | null },
  now: () => number = Date.now,
): Promise<BusBooking> {
  let query = bookingsRepo
    .withNames(source)
    .innerJoin('bus_bookings as d', 'd.booking_id', 'b.id')
    .select(['d.trip', 'd.travellers', 'd.ticket_no', 'd.operator_pnr'])
    .where('b.product', '=', 'BUS')
    .where('b.id', '=', where.id);
  if (where.agencyId !== null) query = query.where('b.agency_id', '=', where.agencyId);
  const header = await query.executeTakeFirst();
  if (!header) throw new AppError('NOT_FOUND', BUS_BOOKING_MSG_DECIDED.bookingNotFound);
  const snapshot = jsonColumn<BusTripSnapshot>(header.trip);
  const stored = jsonColumn<StoredBusTraveller[]>(header.travellers);
  const fare = jsonColumn<FareSummary>(header.fare);
  const status = header.status as FlightBookingStatus;
  const departs = busDepartureInstant(snapshot.trip.departureDate, snapshot.trip.departureTime);
  return {
    id: header.id,
    transactionId: header.transaction_id,
    status,
    statusLabel: BOOKING_STATUS_LABELS[status],
    paymentStatus: header.payment_status,
    ticketNo: header.ticket_no,
    operatorPnr: header.operator_pnr,
    ...snapshot,
    travellers: stored.map(({ cancellationId, ...traveller }) => ({
      ...traveller,
      cancelled: cancellationId !== null,
    })),
    contact: (({ email, mobile }) => ({ email, mobile }))(jsonColumn<BusBooking['contact']>(header.contact)),
    gst: header.gst === null ? null : jsonColumn<BusBooking['gst']>(header.gst),
    fare: fare.lines,
    totalPaise: Number(header.total_paise),
    customerFare: foldAgencyFee(fare.customerLines, SUMMARY_LABELS.AGENCY_FEE),
    customerTotalPaise: fare.customerTotalPaise,
    agencyName: header.company_name ?? '',
    bookedBy: header.first_name ? `${header.first_name} ${header.last_name}` : '',
    bookedAt: new Date(header.created_at).toISOString(),
    ticketedAt: iso(header.issued_at),
    walletDocumentNo: header.wallet_document_no,
    invoiceNo: header.invoice_no,
    cancellations: await cancellationsOf(source, header.id, stored),
    cancellable: status === 'CONFIRMED' && departs > now(),
  };
}
