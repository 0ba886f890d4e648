import { foldAgencyFee } from '@tripsetu/domain/customer-invoice.ts';
import { type FareSummary, SUMMARY_LABELS } from '@tripsetu/domain/fare-summary.ts';
import type { FareRules } from '@tripsetu/domain/flight-api.ts';
import {
  BOOKING_MSG_DECIDED,
  BOOKING_STATUS_LABELS,
  type FlightBookingStatus,
} from '@tripsetu/domain/flight-booking.ts';
import type { BookedTraveller, FlightBooking, QuotedLeg } from '@tripsetu/domain/flight-booking-api.ts';
import type { Cabin } from '@tripsetu/domain/flight-types.ts';
import { AppError } from '../../lib/errors.ts';
import { jsonColumn } from '../../lib/json-column.ts';
import { type BookingScope, bookingsRepo } from '../bookings/bookings.repo.ts';
import type { Db } from '../bookings/product.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The airline PNR of each carrier of a flight booking, in flying order. */
async function pnrsOf(source: Db, bookingId: number) {
  const segments = await source
    .selectFrom('flight_booking_segments')
    .select(['carrier', 'pnr'])
    .where('booking_id', '=', bookingId)
    .orderBy('leg_index')
    .orderBy('segment_index')
    .execute();
  return [...new Map(segments.map((segment) => [segment.carrier, segment.pnr])).entries()].map(([carrier, pnr]) => ({
    carrier,
    pnr,
  }));
}

/**
 * Which travellers are cancelled on which segments, and each cancellation's credit note and refund; which
 * were moved to another booking by a reschedule, and each reschedule's new booking (decision 024).
 */
async function cancellationsOf(source: Db, bookingId: number) {
  const gone = await source
    .selectFrom('flight_cancelled_segments as c')
    .leftJoin('booking_reschedules as r', 'r.id', 'c.reschedule_id')
    .select(['c.traveller_index', 'c.leg_index', 'c.segment_index', 'c.cancellation_id', 'r.new_booking_id'])
    .where('c.booking_id', '=', bookingId)
    .orderBy('leg_index')
    .orderBy('segment_index')
    .orderBy('traveller_index')
    .execute();
  const rows = await source
    .selectFrom('booking_cancellations')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .orderBy('id')
    .execute();
  const segments = gone.filter((row) => row.cancellation_id !== null);
  const moves = await source
    .selectFrom('booking_reschedules as r')
    .innerJoin('bookings as n', 'n.id', 'r.new_booking_id')
    .select(['r.id', 'r.new_booking_id', 'n.transaction_id', 'r.amount_paise', 'r.wallet_document_no', 'r.created_at'])
    .where('r.booking_id', '=', bookingId)
    // A traveller's reschedule counts once its payment has moved them (decision 024).
    .where('r.moved_at', 'is not', null)
    .orderBy('r.id')
    .execute();
  return {
    cancelledSegments: segments.map((row) => ({
      traveller: row.traveller_index,
      legIndex: row.leg_index,
      segmentIndex: row.segment_index,
    })),
    rescheduledSegments: gone
      .filter((row) => row.new_booking_id !== null)
      .map((row) => ({
        traveller: row.traveller_index,
        legIndex: row.leg_index,
        segmentIndex: row.segment_index,
        newBookingId: Number(row.new_booking_id),
      })),
    reschedules: moves.map((row) => ({
      id: row.id,
      newBookingId: row.new_booking_id,
      newTransactionId: row.transaction_id,
      amountPaise: Number(row.amount_paise),
      walletDocumentNo: row.wallet_document_no,
      rescheduledAt: new Date(row.created_at).toISOString(),
    })),
    cancellations: rows.map((row) => ({
      id: row.id,
      creditNoteNo: row.credit_note_no,
      walletDocumentNo: row.wallet_document_no,
      airlineChargePaise: Number(row.airline_charge_paise),
      otaChargePaise: Number(row.ota_charge_paise),
      gstPaise: Number(row.gst_paise),
      commissionReversedPaise: Number(row.commission_reversed_paise),
      refundPaise: Number(row.refund_paise),
      cancelledAt: new Date(row.created_at).toISOString(),
    })),
  };
}

/** Services added after booking, oldest first: the booking's SSR history (decision 025). */
async function servicePurchasesOf(source: Db, bookingId: number): Promise<FlightBooking['servicePurchases']> {
  const rows = await source
    .selectFrom('booking_service_purchases as p')
    .leftJoin('agent_users as u', 'u.id', 'p.requested_by')
    .select([
      'p.id',
      'p.created_at',
      'p.quote',
      'p.amount_paise',
      'p.wallet_document_no',
      'u.first_name',
      'u.last_name',
    ])
    .where('p.booking_id', '=', bookingId)
    .where('p.status', '=', 'ADDED')
    .orderBy('p.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    addedAt: new Date(row.created_at).toISOString(),
    items: jsonColumn<{ lines: FlightBooking['servicePurchases'][number]['items'] }>(row.quote).lines.map((line) => ({
      traveller: line.traveller,
      legIndex: line.legIndex,
      segmentIndex: line.segmentIndex,
      kind: line.kind,
      label: line.label,
      pricePaise: line.pricePaise,
    })),
    amountPaise: Number(row.amount_paise),
    walletDocumentNo: row.wallet_document_no,
    addedBy: row.first_name ? `${row.first_name} ${row.last_name}` : '',
  }));
}

/** The booking a rescheduled one came from. */
async function rescheduledFrom(source: Db, id: number | null) {
  if (id === null) return null;
  const row = await source
    .selectFrom('bookings')
    .select(['id', 'transaction_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id: row.id, transactionId: row.transaction_id };
}

/** A flight booking's details and the airline PNR of each carrier. */
export async function flightDetails(source: Db, bookingId: number) {
  const row = await source
    .selectFrom('flight_bookings')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', BOOKING_MSG_DECIDED.bookingNotFound);
  return {
    row,
    legs: jsonColumn<QuotedLeg[]>(row.itinerary),
    travellers: jsonColumn<BookedTraveller[]>(row.travellers),
    pnrs: await pnrsOf(source, bookingId),
  };
}

/** A flight booking as both sites read it: the booking core's header and the flight's details. */
export async function flightBookingView(
  source: Db,
  where: BookingScope & { id?: number; transactionId?: string },
): Promise<FlightBooking> {
  let query = bookingsRepo
    .withNames(source)
    .innerJoin('flight_bookings as f', 'f.booking_id', 'b.id')
    .selectAll('f')
    .where('b.product', '=', 'FLIGHT');
  if (where.id !== undefined) query = query.where('b.id', '=', where.id);
  if (where.transactionId !== undefined) query = query.where('b.transaction_id', '=', where.transactionId);
  if (where.agencyId !== undefined && where.agencyId !== null) query = query.where('b.agency_id', '=', where.agencyId);
  if (where.consumerUserId !== undefined) query = query.where('b.consumer_user_id', '=', where.consumerUserId);
  const header = await query.executeTakeFirst();
  if (!header) throw new AppError('NOT_FOUND', BOOKING_MSG_DECIDED.bookingNotFound);
  const row = header;
  const legs = jsonColumn<QuotedLeg[]>(row.itinerary);
  const travellers = jsonColumn<BookedTraveller[]>(row.travellers);
  const pnrs = await pnrsOf(source, header.id);
  const fare = jsonColumn<FareSummary>(header.fare);
  const status = header.status as FlightBookingStatus;
  return {
    id: header.id,
    transactionId: header.transaction_id,
    channel: header.channel,
    status,
    statusLabel: BOOKING_STATUS_LABELS[status],
    paymentStatus: header.payment_status,
    tripType: row.trip_type,
    cabin: row.cabin as Cabin,
    fareType: row.fare_type,
    international: row.international,
    legs,
    pnrs,
    travellers,
    contact: jsonColumn<FlightBooking['contact']>(header.contact),
    gst: header.gst === null ? null : jsonColumn<FlightBooking['gst']>(header.gst),
    fare: fare.lines,
    totalPaise: Number(header.total_paise),
    // Bookings stored before the agency's fee was one line read the same way (decision 021).
    customerFare: foldAgencyFee(fare.customerLines, SUMMARY_LABELS.AGENCY_FEE),
    customerTotalPaise: fare.customerTotalPaise,
    fareRules: jsonColumn<Record<string, FareRules>>(row.fare_rules),
    agencyName: header.company_name ?? '',
    agencyCode: header.agency_code ?? '',
    bookedBy: header.first_name ? `${header.first_name} ${header.last_name}` : '',
    bookedAt: new Date(header.created_at).toISOString(),
    holdUntil: iso(header.hold_until),
    ticketedAt: iso(header.issued_at),
    releasedAt: iso(header.released_at),
    releaseReason: header.release_reason,
    walletDocumentNo: header.wallet_document_no,
    invoiceNo: header.invoice_no,
    customerInvoiceNo: header.customer_invoice_no,
    ...(await cancellationsOf(source, header.id)),
    rescheduledFrom: await rescheduledFrom(source, header.rescheduled_from),
    servicePurchases: await servicePurchasesOf(source, header.id),
  } satisfies FlightBooking;
}
