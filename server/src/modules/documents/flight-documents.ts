import { COMPANY } from '@tripsetu/domain/company.ts';
import {
  AGENCY_FEE_SAC,
  agencyFeeTax,
  CUSTOMER_INVOICE_LABELS,
  CUSTOMER_INVOICE_NOTE,
  customerInvoiceRows,
} from '@tripsetu/domain/customer-invoice.ts';
import { todayInIndia } from '@tripsetu/domain/dates.ts';
import { BOOKING_CHARGES } from '@tripsetu/domain/fare-summary.ts';
import { isTicketed, PAX_TYPE_LABELS, PROVISIONAL_ITINERARY } from '@tripsetu/domain/flight-booking.ts';
import type { CustomerInvoice, FlightBooking, SummaryLineShape } from '@tripsetu/domain/flight-booking-api.ts';
import { travellerExtrasText } from '@tripsetu/domain/flight-extras.ts';
import { durationText, formatClock } from '@tripsetu/domain/flight-results.ts';
import { CABIN_LABELS, type Cabin } from '@tripsetu/domain/flight-types.ts';
import { stateOfGstin } from '@tripsetu/domain/tax-identity.ts';
import { tdsSectionText } from '@tripsetu/domain/taxes.ts';
import PDFDocument from 'pdfkit';
import { pdfImage } from '../../lib/pdf-image.ts';

/**
 * The flight documents (issue 7, docs/decisions/013): e-ticket, tax invoice and customer invoice, as
 * data the portal's print pages show and as PDF. PDFs use the standard Helvetica, which has no ₹ sign:
 * amounts there read 'Rs. 12,345.00', as on many Indian invoices.
 */

export const DOCUMENTS = ['e-ticket', 'tax-invoice', 'customer-invoice'] as const;
export type FlightDocument = (typeof DOCUMENTS)[number];
export const DOCUMENT_TITLES: Record<FlightDocument, string> = {
  'e-ticket': 'E-Ticket',
  'tax-invoice': 'Tax Invoice',
  'customer-invoice': 'Customer Invoice',
};

/** A hold's e-ticket is a provisional itinerary, and says so. */
export function documentTitle(booking: { ticketedAt: string | null }, document: FlightDocument): string {
  return document === 'e-ticket' && !isTicketed(booking) ? PROVISIONAL_ITINERARY.title : DOCUMENT_TITLES[document];
}

/** The operator: its registration in Gujarat (state code 24) decides CGST + SGST against IGST. */
export const OPERATOR = {
  name: COMPANY.legalName,
  address: COMPANY.address.join(', '),
  gstin: COMPANY.gstin,
  stateCode: COMPANY.stateCode,
  state: COMPANY.state,
  // Reservation services for transportation (air tickets), as the agency's fee (decision 021).
  sac: '998551',
} as const;

export interface AgencyParty {
  name: string;
  code: string;
  address: string;
  state: string;
  phone: string;
  gstin: string;
  /** The owner's address: replies to mail sent in the agency's name go there. */
  email: string;
  /** The logo uploaded in Profile, on the documents the agency's customers receive. */
  logo: { bytes: Buffer; contentType: string; url: string } | null;
}

/**
 * The agency's invoice to its customer (decision 021): the airline's price passed through, the agency's
 * service fee at its taxable value and the GST on it; the rows add up to what the customer pays.
 */
export function customerInvoice(
  booking: Pick<FlightBooking, 'customerFare' | 'customerTotalPaise' | 'gst'>,
  agency: Pick<AgencyParty, 'gstin'>,
): CustomerInvoice {
  const fee = booking.customerFare.find((line) => line.code === 'AGENCY_FEE')?.amountPaise ?? 0;
  const tax = agencyFeeTax(fee, agency, { gstin: booking.gst?.gstNumber });
  const supplyGstin = tax.intraState ? agency.gstin : (booking.gst?.gstNumber ?? '');
  return {
    placeOfSupply: tax.registered ? `${supplyGstin.slice(0, 2)} ${stateOfGstin(supplyGstin)}` : '',
    rows: customerInvoiceRows(booking.customerFare, tax, CUSTOMER_INVOICE_LABELS),
    totalPaise: booking.customerTotalPaise,
    tax,
    sac: AGENCY_FEE_SAC,
  };
}

export interface GstSplit {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** Intra-state (CGST + SGST) when the recipient is in the operator's state. */
  intraState: boolean;
}

/**
 * The operator's own fees, on which GST is charged: a booking's service charge or convenience fee, TripSetu's markup
 * on an agency's booking (decision 040), a reschedule's fee; and the lines of GST on them.
 */
const OPERATOR_FEES = new Set(['SERVICE_CHARGE', 'CONVENIENCE_FEE', 'PLATFORM_MARKUP', 'RESCHEDULE_FEE']);
const GST_ON_FEES = new Set(['GST', 'PLATFORM_MARKUP_GST']);

/** GST on the operator's fees, split by the place of supply: the recipient's state (by GSTIN, else address). */
export function gstSplit(fare: readonly SummaryLineShape[], recipient: { gstin: string; state: string }): GstSplit {
  const taxable = fare
    .filter((line) => OPERATOR_FEES.has(line.code))
    .reduce((total, line) => total + line.amountPaise, 0);
  const gst = fare.filter((line) => GST_ON_FEES.has(line.code)).reduce((total, line) => total + line.amountPaise, 0);
  const intraState = recipient.gstin
    ? recipient.gstin.slice(0, 2) === OPERATOR.stateCode
    : recipient.state.trim().toLowerCase() === OPERATOR.state.toLowerCase();
  if (!intraState) return { taxablePaise: taxable, cgstPaise: 0, sgstPaise: 0, igstPaise: gst, intraState };
  const cgst = Math.floor(gst / 2);
  return { taxablePaise: taxable, cgstPaise: cgst, sgstPaise: gst - cgst, igstPaise: 0, intraState };
}

/** 'Rs. 1,23,456.78' (Indian grouping). */
export function pdfRupees(paise: number): string {
  const negative = paise < 0;
  const whole = Math.floor(Math.abs(paise) / 100);
  const fraction = String(Math.abs(paise) % 100).padStart(2, '0');
  const digits = String(whole);
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${negative ? '- ' : ''}Rs. ${rest ? `${rest},` : ''}${last3}.${fraction}`;
}

const dateText = (iso: string) =>
  new Date(`${iso.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    weekday: 'short',
    timeZone: 'UTC',
  });
const instantText = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' })
    : '';

/** A booking's document as PDF bytes. */
export function renderPdf(
  document: FlightDocument,
  booking: FlightBooking,
  agency: AgencyParty,
  options: { showFare: boolean },
): Promise<Buffer> {
  const pdf = new PDFDocument({
    compress: false,
    size: 'A4',
    margin: 40,
    info: { Title: `${documentTitle(booking, document)} ${booking.transactionId}` },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const width = pdf.page.width - 80;
  const heading = (text: string) => {
    pdf.moveDown(0.6).font('Helvetica-Bold').fontSize(11).fillColor('#0b3d6e').text(text).fillColor('black');
    pdf
      .moveTo(40, pdf.y + 2)
      .lineTo(40 + width, pdf.y + 2)
      .strokeColor('#c9d6e3')
      .stroke();
    pdf.moveDown(0.4).font('Helvetica').fontSize(9);
  };
  const row = (cells: string[], widths: number[], bold = false) => {
    const y = pdf.y;
    let x = 40;
    let bottom = y;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    cells.forEach((cell, index) => {
      const w = (widths[index] ?? 0.2) * width;
      const last = index === cells.length - 1 && widths.length > 1 && cell.startsWith('Rs.');
      pdf.text(cell, x, y, { width: w - 6, align: last || cell.startsWith('- Rs.') ? 'right' : 'left' });
      bottom = Math.max(bottom, pdf.y);
      x += w;
    });
    pdf.x = 40;
    pdf.y = bottom + 2;
  };
  const amounts = (lines: readonly SummaryLineShape[], total: number, totalLabel: string) => {
    for (const line of lines) row([line.label, pdfRupees(line.amountPaise)], [0.7, 0.3]);
    row([totalLabel, pdfRupees(total)], [0.7, 0.3], true);
  };

  // Letterhead: the agency on e-tickets and its own invoices, the operator on its tax invoice.
  // A traveller's own booking is TripSetu's on every document.
  const issuer =
    document === 'tax-invoice' || booking.channel === 'CONSUMER'
      ? { name: OPERATOR.name, line: OPERATOR.address, gstin: OPERATOR.gstin }
      : {
          name: agency.name,
          line: [agency.address, agency.phone].filter(Boolean).join(' · '),
          gstin: agency.gstin,
        };
  // The agency's logo heads the documents its customers receive, at the right of its name.
  const logo =
    document !== 'tax-invoice' && booking.channel !== 'CONSUMER' && agency.logo ? pdfImage(agency.logo) : null;
  if (logo) {
    try {
      pdf.image(logo, 40 + width - 150, 40, { fit: [150, 45], align: 'right' });
    } catch {
      // An image PDFKit cannot draw leaves the letterhead as text.
    }
  }
  pdf
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(issuer.name, 40, 40, { width: logo ? width - 160 : width });
  pdf
    .font('Helvetica')
    .fontSize(9)
    .text(issuer.line, { width: logo ? width - 160 : width });
  if (issuer.gstin) pdf.text(`GSTIN: ${issuer.gstin}`);
  if (logo) pdf.y = Math.max(pdf.y, 90);
  pdf
    .moveDown(0.5)
    .font('Helvetica-Bold')
    .fontSize(14)
    .fillColor('#0b3d6e')
    .text(documentTitle(booking, document))
    .fillColor('black');
  if (document === 'e-ticket' && !isTicketed(booking)) {
    pdf.font('Helvetica-Bold').fontSize(10).fillColor('#b42318').text(PROVISIONAL_ITINERARY.notice).fillColor('black');
  }
  pdf.font('Helvetica').fontSize(9);
  const pnrs = booking.pnrs.map((entry) => `${entry.carrier} ${entry.pnr}`).join(', ');
  row([`Transaction ID: ${booking.transactionId}`, `Status: ${booking.statusLabel}`], [0.6, 0.4]);
  row([`PNR: ${pnrs}`, `Booked: ${instantText(booking.bookedAt)}`], [0.6, 0.4]);
  // The customer invoice of an agency's booking is the agency's, in its own series (decision 021).
  const invoiceNo =
    document === 'customer-invoice' && booking.channel !== 'CONSUMER' ? booking.customerInvoiceNo : booking.invoiceNo;
  if (document !== 'e-ticket' && invoiceNo) {
    row([`Invoice No.: ${invoiceNo}`, `Invoice date: ${instantText(booking.ticketedAt)}`], [0.6, 0.4]);
  }

  if (document === 'e-ticket') {
    heading('Itinerary');
    booking.legs.forEach((leg) => {
      const fare = leg.itinerary.fares[0];
      for (const segment of leg.itinerary.segments) {
        row(
          [
            `${segment.carrierName} ${segment.carrier}-${segment.flightNumber}\n${segment.aircraftName}`,
            `${segment.originCity} (${segment.origin}) T${segment.departureTerminal}\n${dateText(segment.departureDate)} ${formatClock(segment.departureTime)}`,
            `${segment.destinationCity} (${segment.destination}) T${segment.arrivalTerminal}\n${dateText(segment.arrivalDate)} ${formatClock(segment.arrivalTime)}`,
            `${durationText(segment.durationMinutes)}\n${CABIN_LABELS[booking.cabin as Cabin]} ${fare?.bookingClass ?? ''}`,
          ],
          [0.26, 0.27, 0.27, 0.2],
        );
      }
      if (fare) {
        pdf
          .fontSize(8)
          .fillColor('#444')
          .text(
            `${fare.family} fare. Baggage: cabin ${fare.baggage.cabinKg} kg, check-in ${fare.baggage.checkInKg} kg per adult and child; infant ${fare.baggage.infantCheckInKg} kg.`,
          );
        pdf.fillColor('black').moveDown(0.3);
      }
    });
    heading('Travellers');
    row(['Traveller', 'Type', 'Ticket number', 'Seats · meals · extras'], [0.3, 0.12, 0.28, 0.3], true);
    for (const traveller of booking.travellers) {
      const extras = travellerExtrasText(traveller);
      row(
        [
          `${traveller.title} ${traveller.firstName} ${traveller.lastName}`,
          PAX_TYPE_LABELS[traveller.paxType],
          traveller.tickets.map((ticket) => `${ticket.carrier} ${ticket.number}`).join('\n') ||
            'Not ticketed (on hold)',
          extras || '-',
        ],
        [0.3, 0.12, 0.28, 0.3],
      );
    }
    if (options.showFare) {
      heading('Fare');
      amounts(booking.customerFare, booking.customerTotalPaise, 'Total');
    }
    heading('Important');
    pdf
      .fontSize(8)
      .text(
        'Check-in closes 45 minutes before departure on domestic flights and 60 minutes on international ones. Carry a government photo ID (a passport abroad) matching the traveller name. Special fares need their document at check-in.',
      );
    pdf.text(`Contact: ${booking.contact.countryCode} ${booking.contact.mobile}, ${booking.contact.email}`);
  } else if (document === 'tax-invoice') {
    const split = gstSplit(booking.fare, { gstin: agency.gstin, state: agency.state });
    heading('Billed to');
    pdf.text(`${agency.name} (${agency.code})`);
    pdf.text(agency.address);
    pdf.text(
      `GSTIN: ${agency.gstin || 'Unregistered'} · Place of supply: ${agency.gstin ? agency.gstin.slice(0, 2) : ''} ${agency.state}`,
    );
    heading('Charges');
    amounts(booking.fare, booking.totalPaise, 'Amount payable (debited from wallet)');
    const marked = booking.fare.some((line) => line.code === 'PLATFORM_MARKUP');
    heading(`GST on the service charge${marked ? ' and TripSetu markup' : ''} (SAC ${OPERATOR.sac})`);
    row(['Taxable value', pdfRupees(split.taxablePaise)], [0.7, 0.3]);
    if (split.intraState) {
      row([`CGST ${BOOKING_CHARGES.gstOnFeesPercent / 2}%`, pdfRupees(split.cgstPaise)], [0.7, 0.3]);
      row([`SGST ${BOOKING_CHARGES.gstOnFeesPercent / 2}%`, pdfRupees(split.sgstPaise)], [0.7, 0.3]);
    } else {
      row([`IGST ${BOOKING_CHARGES.gstOnFeesPercent}%`, pdfRupees(split.igstPaise)], [0.7, 0.3]);
    }
    pdf
      .moveDown(0.5)
      .fontSize(8)
      .text(
        `Air fare, taxes and airline services are collected on behalf of the airline as a pure agent; K3 is the GST the airline charges. Commission and PLB are paid less TDS under ${tdsSectionText(todayInIndia(new Date(booking.bookedAt)))}.`,
      );
  } else {
    heading('Billed to');
    const lead = booking.travellers[0];
    const gst = booking.gst;
    pdf.text(gst?.gstCompany || gst?.gstHolder || (lead ? `${lead.title} ${lead.firstName} ${lead.lastName}` : ''));
    if (gst) pdf.text(`${gst.gstAddress} · GSTIN: ${gst.gstNumber}`);
    pdf.text(`${booking.contact.email} · ${booking.contact.countryCode} ${booking.contact.mobile}`);
    const invoice = customerInvoice(booking, agency);
    heading('Charges');
    for (const entry of invoice.rows) row([entry.label, pdfRupees(entry.amountPaise)], [0.7, 0.3]);
    row(['Total', pdfRupees(invoice.totalPaise)], [0.7, 0.3], true);
    if (booking.channel !== 'CONSUMER') {
      pdf.moveDown(0.5).fontSize(8).text(CUSTOMER_INVOICE_NOTE);
      if (invoice.placeOfSupply) pdf.text(`Place of supply: ${invoice.placeOfSupply}`);
    }
  }
  pdf
    .moveDown(1)
    .fontSize(7)
    .fillColor('#666')
    .text(`Generated by TripSetu for ${agency.name}. This is a computer-generated document.`);
  pdf.end();
  return done;
}
