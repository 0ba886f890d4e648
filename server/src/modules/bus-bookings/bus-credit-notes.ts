import type { CreditNote } from '@tripsetu/domain/booking-api.ts';
import type { BusBooking } from '@tripsetu/domain/bus-booking-api.ts';
import { formatDisplayDate } from '@tripsetu/domain/dates.ts';
import type { CancellationQuote } from '@tripsetu/domain/flight-cancellation.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { jsonColumn } from '../../lib/json-column.ts';
import { type AgencyParty, OPERATOR } from '../documents/flight-documents.ts';

export const CREDIT_NOTE_NOT_FOUND = 'Credit note not found.';

/**
 * The GST credit note of a bus booking's cancellation (decision 031), in the shape every product's credit note
 * has: TripSetu to the agency, against the booking's tax invoice; the rows add up to the refund. TripSetu keeps
 * no charge of its own on a bus cancellation, so no GST is reversed on one: only the fare and its GST come back.
 */
export async function busCreditNoteOf(
  db: Kysely<Database>,
  booking: BusBooking,
  party: AgencyParty,
  cancellationId: number,
): Promise<CreditNote> {
  const row = await db
    .selectFrom('booking_cancellations')
    .selectAll()
    .where('booking_id', '=', booking.id)
    .where('id', '=', cancellationId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', CREDIT_NOTE_NOT_FOUND);
  const quote = jsonColumn<CancellationQuote>(row.quote);
  const trip = `${booking.trip.from} – ${booking.trip.to} ${formatDisplayDate(booking.trip.departureDate)}`;
  return {
    creditNoteNo: row.credit_note_no,
    issuedAt: new Date(row.created_at).toISOString(),
    transactionId: booking.transactionId,
    trip,
    originalInvoiceNo: booking.invoiceNo,
    originalInvoiceDate: booking.ticketedAt,
    issuer: { name: OPERATOR.name, address: OPERATOR.address, gstin: OPERATOR.gstin },
    recipient: { name: party.name, address: party.address, gstin: party.gstin },
    cancelled: quote.lines.map((line) => {
      const traveller = booking.travellers[line.traveller];
      return {
        traveller: traveller?.name ?? '',
        flight: `Seat ${traveller?.seatNo ?? ''} · ${booking.trip.operator.name} · ${trip}`,
        window: line.window,
      };
    }),
    rows: [
      { label: 'Paid for what is cancelled', amountPaise: quote.totals.paidPaise },
      { label: 'Operator cancellation charge (with its GST)', amountPaise: -Number(row.airline_charge_paise) },
      { label: 'TripSetu booking fee and its GST (not refunded)', amountPaise: -Number(row.kept_paise) },
      // The commission earned on the refunded fare, less its TDS, comes back with it (decision 034).
      ...(Number(row.commission_reversed_paise) > 0
        ? [{ label: 'Commission taken back', amountPaise: -Number(row.commission_reversed_paise) }]
        : []),
    ],
    refundPaise: Number(row.refund_paise),
    refundTo: 'Credited to the agency’s TripSetu wallet',
    gst: { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, intraState: false },
    sac: OPERATOR.sac,
  };
}
