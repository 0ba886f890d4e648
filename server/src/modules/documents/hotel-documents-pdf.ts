import { formatDisplayDate } from '@tripsetu/domain/dates.ts';
import { formatHhmm } from '@tripsetu/domain/flight-results.ts';
import type { HotelBooking } from '@tripsetu/domain/hotel-booking-api.ts';
import type { AgencyParty } from './flight-documents.ts';
import { pdfRupees } from './flight-documents.ts';
import { pdfInstant, simplePdf } from './simple-pdf.ts';

const guestsText = (room: HotelBooking['rooms'][number]) =>
  `${room.adults} adult${room.adults === 1 ? '' : 's'}${
    room.childAges.length > 0 ? `, children aged ${room.childAges.join(', ')}` : ''
  }`;
const leadText = (room: HotelBooking['rooms'][number]) =>
  `${room.lead.title} ${room.lead.firstName} ${room.lead.lastName}`;

/** The rate's cancellation policy in dates and rupees, as the voucher and the bill print it. */
export function policyLines(booking: HotelBooking): [string, string][] {
  if (!booking.rate.refundable) return [['Non-refundable rate', 'Nothing is refunded on cancellation']];
  return booking.rate.cancellation.map((step) => [
    `From ${pdfInstant(step.from)}`,
    step.chargePaise === 0 ? 'Free cancellation' : `Charge ${pdfRupees(step.chargePaise)}`,
  ]);
}

/**
 * A hotel voucher as PDF bytes (issue 23, decision 033), under the agency's letterhead: what the guest shows
 * at check-in — voucher number and date, the hotel's confirmation, hotel and address, dates and times, rooms,
 * guests, board and inclusions, special requests, the cancellation policy and the contact.
 */
export function renderHotelVoucherPdf(booking: HotelBooking, agency: AgencyParty): Promise<Buffer> {
  const doc = simplePdf({
    title: `Hotel voucher ${booking.voucherNo ?? booking.transactionId}`,
    issuer: { name: agency.name, address: `${agency.address} · ${agency.phone}`, gstin: agency.gstin },
  });
  const { row, heading } = doc;
  const { hotel } = booking;
  doc.title('Hotel Voucher');
  row(`Voucher No.: ${booking.voucherNo ?? '—'}`, `Voucher date: ${pdfInstant(booking.voucherDate)}`, true);
  row(`Hotel confirmation: ${booking.supplierRef ?? '—'}`, `Transaction ID: ${booking.transactionId}`);
  row(`Status: ${booking.statusLabel}`, `Guests' nationality: ${booking.nationality}`);

  heading(`${hotel.name} (${hotel.stars}-star)`);
  row(`${hotel.address}`, `${hotel.phone}`);
  row(hotel.state, hotel.email);
  row(
    `Check-in: ${formatDisplayDate(booking.checkIn)}, from ${formatHhmm(hotel.checkInTime)}`,
    `${booking.nights} night(s)`,
    true,
  );
  row(`Check-out: ${formatDisplayDate(booking.checkOut)}, by ${formatHhmm(hotel.checkOutTime)}`, '', true);

  heading('Rooms and guests');
  for (const room of booking.rooms) {
    row(
      `Room ${room.index + 1}: ${booking.roomType.name} (${booking.roomType.bed}) · lead guest ${leadText(room)}`,
      room.cancelled ? 'Cancelled' : guestsText(room),
    );
  }
  row(`Board: ${booking.rate.boardLabel}`, '');
  for (const inclusion of booking.rate.inclusions) row(`Includes: ${inclusion}`, '');
  if (booking.specialRequests) row(`Special requests (subject to availability): ${booking.specialRequests}`, '');

  heading('Cancellation policy');
  for (const [when, what] of policyLines(booking)) row(when, what);

  heading('At the hotel');
  for (const policy of hotel.policies) row(policy, '');
  doc.pdf
    .moveDown(0.6)
    .text(
      `Booking contact: ${booking.contact.mobile}, ${booking.contact.email}. Issued by ${agency.name}, ${agency.phone}.`,
      40,
      doc.pdf.y,
      { width: doc.width },
    );
  return doc.end();
}

/**
 * A hotel bill as PDF bytes (decision 033): each room's cost night by night, extra guest charges, the hotel GST
 * at each night's slab, and the total tariff, against the booking's invoice number.
 */
export function renderHotelBillPdf(booking: HotelBooking, agency: AgencyParty): Promise<Buffer> {
  const doc = simplePdf({
    title: `Hotel bill ${booking.invoiceNo ?? booking.transactionId}`,
    issuer: { name: agency.name, address: `${agency.address} · ${agency.phone}`, gstin: agency.gstin },
  });
  const { row, heading } = doc;
  doc.title('Hotel Bill');
  row(`Bill No.: ${booking.invoiceNo ?? '—'}`, `Date: ${pdfInstant(booking.voucherDate)}`, true);
  row(`Voucher No.: ${booking.voucherNo ?? '—'}`, `Transaction ID: ${booking.transactionId}`);
  row(
    `${booking.hotel.name}, ${booking.hotel.city}`,
    `${formatDisplayDate(booking.checkIn)} – ${formatDisplayDate(booking.checkOut)}`,
  );
  if (booking.gst)
    row(`Billed to: ${booking.gst.gstCompany || booking.gst.gstHolder}, GSTIN ${booking.gst.gstNumber}`, '');

  for (const room of booking.rooms) {
    heading(
      `Room ${room.index + 1}: ${booking.roomType.name} · ${leadText(room)}${room.cancelled ? ' (cancelled)' : ''}`,
    );
    for (const night of room.nights) {
      row(
        `${formatDisplayDate(night.date)} · room ${pdfRupees(night.roomPaise)}${
          night.extraGuestPaise > 0 ? ` · extra guests ${pdfRupees(night.extraGuestPaise)}` : ''
        } · GST ${night.gstPercent}%`,
        pdfRupees(night.roomPaise + night.extraGuestPaise + night.gstPaise),
      );
    }
  }

  heading('Total');
  row('Room cost', pdfRupees(booking.roomCostPaise));
  row('Extra guest charges', pdfRupees(booking.extraGuestPaise));
  row('Hotel GST', pdfRupees(booking.gstPaise));
  row('Total tariff', pdfRupees(booking.roomCostPaise + booking.extraGuestPaise + booking.gstPaise), true);
  heading('Cancellation policy');
  for (const [when, what] of policyLines(booking)) row(when, what);
  return doc.end();
}
