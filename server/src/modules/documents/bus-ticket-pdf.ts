import type { BusBooking } from '@tripsetu/domain/bus-booking-api.ts';
import { busWindowText } from '@tripsetu/domain/bus-cancellation.ts';
import { formatDisplayDate } from '@tripsetu/domain/dates.ts';
import { durationText, formatHhmm } from '@tripsetu/domain/flight-results.ts';
import type { AgencyParty } from './flight-documents.ts';
import { pdfRupees } from './flight-documents.ts';
import { pdfInstant, simplePdf } from './simple-pdf.ts';

const at = (date: string, hhmm: string) => `${formatDisplayDate(date)}, ${formatHhmm(hhmm)}`;

/**
 * A bus ticket as PDF bytes (issue 22, decision 031), under the agency's letterhead as its customer receives it:
 * ticket number and operator PNR, the bus, boarding point with time, address, landmark and reporting time, the
 * dropping point, seats and travellers, the fare (the customer's, with the agency's fee, when `showFare`), the
 * operator's cancellation policy and contact.
 */
export function renderBusTicketPdf(booking: BusBooking, agency: AgencyParty, showFare = true): Promise<Buffer> {
  const doc = simplePdf({
    title: `Bus ticket ${booking.ticketNo ?? booking.transactionId}`,
    issuer: { name: agency.name, address: `${agency.address} · ${agency.phone}`, gstin: agency.gstin },
  });
  const { pdf, row, heading } = doc;
  const { trip, boarding, dropping } = booking;
  doc.title('Bus Ticket');
  row(`Ticket No.: ${booking.ticketNo ?? '—'}`, `Operator PNR: ${booking.operatorPnr ?? '—'}`, true);
  row(`Transaction ID: ${booking.transactionId}`, `Booked: ${pdfInstant(booking.ticketedAt ?? booking.bookedAt)}`);
  row(`Status: ${booking.statusLabel}`, '');

  heading(`${trip.from} to ${trip.to}`);
  row(`${trip.operator.name} · ${trip.serviceName}`, trip.busType);
  row(`Departs ${at(trip.departureDate, trip.departureTime)}`, `Arrives ${at(trip.arrivalDate, trip.arrivalTime)}`);
  row(`Journey time ${durationText(trip.durationMinutes)}`, `Operator: ${trip.operator.contact}`);

  heading('Boarding point');
  row(boarding.name, at(boarding.date, boarding.time), true);
  row(`${boarding.address} (landmark: ${boarding.landmark})`, `Report by ${formatHhmm(boarding.reportingTime)}`);
  row(`Boarding point contact: ${boarding.contact}`, '');

  heading('Dropping point');
  row(dropping.name, at(dropping.date, dropping.time), true);
  row(`${dropping.address} (landmark: ${dropping.landmark})`, '');

  heading('Seats and travellers');
  for (const traveller of booking.travellers) {
    row(
      `${traveller.seatNo} (${traveller.place}) · ${traveller.name}, ${traveller.age}, ${traveller.gender === 'F' ? 'Female' : 'Male'}`,
      traveller.cancelled ? 'Cancelled' : showFare ? pdfRupees(traveller.farePaise) : 'Confirmed',
    );
  }

  if (showFare) {
    heading('Fare');
    for (const line of booking.customerFare) row(line.label, pdfRupees(line.amountPaise));
    row('Total', pdfRupees(booking.customerTotalPaise), true);
  }

  heading('Cancellation policy of the operator');
  for (const window of booking.cancellationPolicy) {
    row(busWindowText(window), `${window.chargePercent}% of the fare`);
  }
  pdf
    .moveDown(0.6)
    .text(
      `Carry a photo identity card. Reach the boarding point by the reporting time. Contact for this booking: ${booking.contact.mobile}, ${booking.contact.email}.`,
      40,
      pdf.y,
      { width: doc.width },
    );
  return doc.end();
}
