import type { CreditNote } from '@tripsetu/domain/booking-api.ts';
import { formatDisplayDate } from '@tripsetu/domain/dates.ts';
import type { CancellationQuote } from '@tripsetu/domain/flight-cancellation.ts';
import type { HotelBooking } from '@tripsetu/domain/hotel-booking-api.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { jsonColumn } from '../../lib/json-column.ts';
import { type AgencyParty, OPERATOR } from '../documents/flight-documents.ts';

export const CREDIT_NOTE_NOT_FOUND = 'Credit note not found.';

/**
 * The GST credit note of a hotel booking's cancellation (decision 033), in the shape every product's credit note
 * has: TripSetu to the agency, against the booking's bill; the rows add up to the refund. What the hotel keeps
 * (a night, or the whole non-refundable stay) keeps its GST with it: only the rest comes back.
 */
export async function hotelCreditNoteOf(
  db: Kysely<Database>,
  booking: HotelBooking,
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
  const stay = `${booking.hotel.name}, ${booking.hotel.city} ${formatDisplayDate(booking.checkIn)} – ${formatDisplayDate(booking.checkOut)}`;
  return {
    creditNoteNo: row.credit_note_no,
    issuedAt: new Date(row.created_at).toISOString(),
    transactionId: booking.transactionId,
    trip: stay,
    originalInvoiceNo: booking.invoiceNo,
    originalInvoiceDate: booking.voucherDate,
    issuer: { name: OPERATOR.name, address: OPERATOR.address, gstin: OPERATOR.gstin },
    recipient: { name: party.name, address: party.address, gstin: party.gstin },
    cancelled: quote.lines.map((line) => {
      const room = booking.rooms[line.traveller];
      const guest = room ? `${room.lead.title} ${room.lead.firstName} ${room.lead.lastName}` : '';
      return {
        traveller: guest,
        flight: `Room ${line.traveller + 1} · ${booking.roomType.name} · ${stay}`,
        window: line.window,
      };
    }),
    rows: [
      { label: 'Paid for what is cancelled', amountPaise: quote.totals.paidPaise },
      { label: 'Hotel cancellation charge (with its GST)', amountPaise: -Number(row.airline_charge_paise) },
      // The commission earned on the refunded price, less its TDS, comes back with it (decision 034).
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
