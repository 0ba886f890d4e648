import type { CancellationQuoteAnswer, RefundReceipt } from '@tripsetu/domain/booking-api.ts';
import { formatDisplayDate } from '@tripsetu/domain/dates.ts';
import { BOOKING_STATUS_LABELS, type FlightBookingStatus } from '@tripsetu/domain/flight-booking.ts';
import type { FlightBooking, QuotedLeg } from '@tripsetu/domain/flight-booking-api.ts';
import { CANCELLATION_MSG_DECIDED } from '@tripsetu/domain/flight-cancellation.ts';
import { MY_FLIGHT_BOOKINGS_LIMIT, type MyFlightBooking } from '@tripsetu/domain/gateway-flight-after-sales.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { jsonColumn } from '../../lib/json-column.ts';
import type { BookingCore } from '../bookings/bookings.service.ts';
import type { CancellationSelection } from '../bookings/product.ts';
import { renderRefundReceiptPdf } from '../documents/refund-receipt-pdf.ts';
import type { ConsumerUser } from '../identity/identity.service.ts';

/** What a refund receipt says of a refund just sent: the gateway has it, the bank shows it later. */
export const REFUND_STATUS = 'Refund initiated';

const tripOf = (legs: readonly { from: string; to: string }[]) => legs.map((leg) => `${leg.from}-${leg.to}`).join(', ');

const nameOf = (booking: FlightBooking, index: number) => {
  const traveller = booking.travellers[index];
  return traveller ? `${traveller.title} ${traveller.firstName} ${traveller.lastName}`.trim() : '';
};

const flightOf = (booking: FlightBooking, legIndex: number, segmentIndex: number) => {
  const segment = booking.legs[legIndex]?.itinerary.segments[segmentIndex];
  return segment
    ? `${segment.carrier}-${segment.flightNumber} ${segment.origin}–${segment.destination}, ${formatDisplayDate(segment.departureDate)}`
    : '';
};

/**
 * A traveller's flight bookings after payment (issue 21, decision 023): their list, and cancelling
 * their own booking through the booking core, refunded to the payment it was made with, with a receipt.
 * `booking` finds the traveller's own booking by its transaction id ('Booking not found.' otherwise).
 */
export function consumerAfterSales(deps: {
  db: Kysely<Database>;
  core: BookingCore;
  booking: (traveller: ConsumerUser, transactionId: string) => Promise<{ booking: FlightBooking }>;
}) {
  const { db, core } = deps;
  const canceller = (traveller: ConsumerUser) => ({ kind: 'TRAVELLER' as const, consumerUserId: traveller.id });

  /** The receipts of the booking's refunds, oldest first. */
  async function refundReceipts(traveller: ConsumerUser, transactionId: string): Promise<RefundReceipt[]> {
    const { booking } = await deps.booking(traveller, transactionId);
    const refunds = await core.travellerRefunds(traveller.id, booking.id);
    return refunds.map((refund) => ({
      receiptNo: refund.receiptNo,
      creditNoteNo: refund.creditNoteNo,
      transactionId: booking.transactionId,
      trip: tripOf(booking.legs),
      issuedAt: refund.issuedAt,
      cancelled: refund.quote.lines.map((line) => ({
        traveller: nameOf(booking, line.traveller),
        flight: flightOf(booking, line.legIndex, line.segmentIndex),
        window: line.window,
      })),
      fees: (refund.quote.fees ?? []).map((fee) => ({
        traveller: nameOf(booking, fee.traveller),
        label: fee.label,
        refundPaise: fee.refundPaise,
      })),
      totals: refund.quote.totals,
      paidWith: refund.payment,
      gatewayRefundId: refund.gatewayRefundId,
      status: REFUND_STATUS,
      expected: CANCELLATION_MSG_DECIDED.refundTime,
    }));
  }

  return {
    /** The traveller's flight bookings, newest first. */
    async myBookings(traveller: ConsumerUser): Promise<MyFlightBooking[]> {
      const rows = await db
        .selectFrom('bookings as b')
        .innerJoin('flight_bookings as f', 'f.booking_id', 'b.id')
        .select([
          'b.id',
          'b.transaction_id',
          'b.status',
          'b.total_paise',
          'b.created_at',
          'f.itinerary',
          'f.travellers',
        ])
        .select((eb) =>
          eb
            .selectFrom('booking_cancellations as c')
            .select((inner) => inner.fn.countAll<string>().as('n'))
            .whereRef('c.booking_id', '=', 'b.id')
            .as('cancellations'),
        )
        .where('b.consumer_user_id', '=', traveller.id)
        .where('b.product', '=', 'FLIGHT')
        .orderBy('b.id', 'desc')
        .limit(MY_FLIGHT_BOOKINGS_LIMIT)
        .execute();
      return rows.map((row) => {
        const legs = jsonColumn<QuotedLeg[]>(row.itinerary);
        const status = row.status as FlightBookingStatus;
        /** The receipts of the booking's refunds, oldest first. */
        return {
          txid: row.transaction_id,
          trip: tripOf(legs),
          departure: legs[0]?.date ?? '',
          status_code: status,
          booking_status: BOOKING_STATUS_LABELS[status],
          travellers: jsonColumn<unknown[]>(row.travellers).length,
          total_paise: Number(row.total_paise),
          booked_at: new Date(row.created_at).toISOString(),
          partlycancelled: status !== 'CANCELLED' && Number(row.cancellations ?? 0) > 0,
        };
      });
    },

    /** What cancelling these travellers and journeys would refund, now; nothing changes. */
    async cancellationQuote(
      traveller: ConsumerUser,
      transactionId: string,
      selection: CancellationSelection,
    ): Promise<CancellationQuoteAnswer> {
      const { booking } = await deps.booking(traveller, transactionId);
      return core.quoteCancellation(canceller(traveller), booking.id, selection);
    },

    /** Cancels, refunding the traveller's payment; once per request key. */
    async cancel(
      traveller: ConsumerUser,
      transactionId: string,
      selection: CancellationSelection,
      key: string,
      acceptedRefundPaise?: number,
    ) {
      const { booking } = await deps.booking(traveller, transactionId);
      return (await core.cancel(canceller(traveller), booking.id, selection, key, acceptedRefundPaise)).body;
    },

    /** One refund receipt of the booking as PDF ('Refund receipt not found.' for a number it does not have). */
    async refundReceiptPdf(traveller: ConsumerUser, transactionId: string, receiptNo: string) {
      const receipt = (await refundReceipts(traveller, transactionId)).find((entry) => entry.receiptNo === receiptNo);
      if (!receipt) throw new AppError('NOT_FOUND', CANCELLATION_MSG_DECIDED.receiptNotFound);
      const bytes = await renderRefundReceiptPdf(receipt);
      return { filename: `refund-receipt-${receipt.receiptNo.replaceAll('/', '-')}.pdf`, bytes };
    },

    refundReceipts,
  };
}

export type ConsumerAfterSales = ReturnType<typeof consumerAfterSales>;
