import type { CreditNote } from '@tripsetu/domain/booking-api.ts';
import { BOOKING_MSG_DECIDED } from '@tripsetu/domain/flight-booking.ts';
import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import type { CancellationQuote } from '@tripsetu/domain/flight-cancellation.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { jsonColumn } from '../../lib/json-column.ts';
import { routeOf } from '../documents/document-mail.ts';
import { type AgencyParty, gstSplit, OPERATOR } from '../documents/flight-documents.ts';

const nameOf = (booking: FlightBooking, index: number) => {
  const traveller = booking.travellers[index];
  return traveller ? `${traveller.title} ${traveller.firstName} ${traveller.lastName}`.trim() : '';
};
const flightOf = (booking: FlightBooking, legIndex: number, segmentIndex: number) => {
  const segment = booking.legs[legIndex]?.itinerary.segments[segmentIndex];
  return segment
    ? `${segment.carrier}-${segment.flightNumber} ${segment.origin}–${segment.destination} ${segment.departureDate}`
    : '';
};

/**
 * The GST credit note of one of a flight booking's cancellations (decision 023): issued by TripSetu to the
 * agency (or the traveller), against the booking's tax invoice; its rows add up to the refund.
 */
export async function creditNoteOf(
  db: Kysely<Database>,
  booking: FlightBooking,
  party: AgencyParty,
  cancellationId: number,
): Promise<CreditNote> {
  const row = await db
    .selectFrom('booking_cancellations')
    .selectAll()
    .where('booking_id', '=', booking.id)
    .where('id', '=', cancellationId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', BOOKING_MSG_DECIDED.creditNoteNotFound);
  const quote = jsonColumn<CancellationQuote>(row.quote);
  const { totals } = quote;
  const ota = Number(row.ota_charge_paise);
  const gst = Number(row.gst_paise);
  const split = gstSplit(
    [
      { code: 'SERVICE_CHARGE', label: '', amountPaise: ota },
      { code: 'GST', label: '', amountPaise: gst },
    ],
    { gstin: party.gstin, state: party.state },
  );
  const rows = [
    { label: 'Paid for what is cancelled', amountPaise: totals.paidPaise },
    { label: 'Airline cancellation charge', amountPaise: -Number(row.airline_charge_paise) },
    { label: 'TripSetu cancellation charge', amountPaise: -ota },
    ...(split.intraState
      ? [
          { label: 'CGST 9% on TripSetu’s charge', amountPaise: -split.cgstPaise },
          { label: 'SGST 9% on TripSetu’s charge', amountPaise: -split.sgstPaise },
        ]
      : [{ label: 'IGST 18% on TripSetu’s charge', amountPaise: -split.igstPaise }]),
    { label: 'Seats, meals and baggage kept', amountPaise: -Number(row.kept_paise) },
    { label: 'Commission taken back', amountPaise: -Number(row.commission_reversed_paise) },
  ].filter((entry) => entry.amountPaise !== 0 || entry.label.startsWith('Paid'));
  return {
    creditNoteNo: row.credit_note_no,
    issuedAt: new Date(row.created_at).toISOString(),
    transactionId: booking.transactionId,
    trip: routeOf(booking.legs),
    originalInvoiceNo: booking.invoiceNo,
    originalInvoiceDate: booking.ticketedAt,
    issuer: { name: OPERATOR.name, address: OPERATOR.address, gstin: OPERATOR.gstin },
    recipient: { name: party.name, address: party.address, gstin: party.gstin },
    cancelled: quote.lines.map((line) => ({
      traveller: nameOf(booking, line.traveller),
      flight: flightOf(booking, line.legIndex, line.segmentIndex),
      window: line.window,
    })),
    rows,
    refundPaise: Number(row.refund_paise),
    refundTo:
      row.refund_to === 'WALLET' ? 'Credited to the agency’s TripSetu wallet' : 'Sent back to the original payment',
    gst: {
      taxablePaise: split.taxablePaise,
      cgstPaise: split.cgstPaise,
      sgstPaise: split.sgstPaise,
      igstPaise: split.igstPaise,
      intraState: split.intraState,
    },
    sac: OPERATOR.sac,
  };
}
