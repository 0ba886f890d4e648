import { todayInIndia } from '@tripsetu/domain/dates.ts';
import type { FlightBooking, SummaryLineShape } from '@tripsetu/domain/flight-booking-api.ts';
import type { GatewayFareLine, GatewayFlightInvoice, InvoiceType } from '@tripsetu/domain/gateway-flight-booking.ts';
import { paiseToRupees } from '@tripsetu/domain/money.ts';
import type { BookingPayment } from '../payments/payments.service.ts';
import { gstSplit, OPERATOR } from './flight-documents.ts';

/** GST state codes: the first two digits of a GSTIN name the recipient's state (the place of supply). */
const GST_STATES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
};

export const INVOICE_TITLES: Record<InvoiceType, string> = { tax: 'Tax Invoice', customer: 'Customer Invoice' };

const wireLine = (code: string, label: string, amountPaise: number): GatewayFareLine => ({
  code,
  label,
  amount: paiseToRupees(amountPaise),
  amount_paise: amountPaise,
});
const fromSummary = (line: SummaryLineShape) => wireLine(line.code, line.label, line.amountPaise);

/**
 * A traveller's invoices (docs/decisions/015). The tax invoice is the operator's for its service: the
 * air fare is collected for the airline as a pure agent, the convenience fee is the taxable value, and
 * its GST is CGST + SGST or IGST by the place of supply: the GSTIN's state when the traveller gave GST
 * details, otherwise the operator's own state (a service to an unregistered person whose address is
 * not on record is supplied where the supplier is). The customer invoice is the fare as paid.
 */
export function consumerInvoice(
  type: InvoiceType,
  booking: FlightBooking,
  payment: BookingPayment | null,
): GatewayFlightInvoice {
  const gstin = booking.gst?.gstNumber ?? '';
  const recipientState = gstin ? (GST_STATES[gstin.slice(0, 2)] ?? '') : OPERATOR.state;
  const lead = booking.travellers[0];
  const leadName = lead ? `${lead.title} ${lead.firstName} ${lead.lastName}` : '';
  const split = gstSplit(booking.fare, { gstin, state: recipientState });
  const lines =
    type === 'customer'
      ? booking.fare.map(fromSummary)
      : booking.fare.flatMap((line) => {
          if (line.code !== 'GST') return [fromSummary(line)];
          return split.intraState
            ? [wireLine('CGST', 'CGST 9%', split.cgstPaise), wireLine('SGST', 'SGST 9%', split.sgstPaise)]
            : [wireLine('IGST', 'IGST 18%', split.igstPaise)];
        });
  const pnrOf = (carrier: string) => booking.pnrs.find((entry) => entry.carrier === carrier)?.pnr ?? '';
  return {
    txid: booking.transactionId,
    invoicetype: type,
    title: INVOICE_TITLES[type],
    invoiceno: booking.invoiceNo ?? '',
    invoicedate: todayInIndia(new Date(booking.ticketedAt ?? booking.bookedAt)),
    supplier: {
      name: OPERATOR.name,
      address: OPERATOR.address,
      gstin: OPERATOR.gstin,
      state: OPERATOR.state,
      sac: OPERATOR.sac,
    },
    recipient: {
      name: booking.gst ? booking.gst.gstCompany || booking.gst.gstHolder : leadName,
      address: booking.gst?.gstAddress ?? '',
      gstin,
      state: recipientState,
      email: booking.gst?.gstEmail || booking.contact.email,
      mobile: booking.contact.mobile,
    },
    placeofsupply: recipientState,
    flights: booking.legs.flatMap((leg) =>
      leg.itinerary.segments.map((segment) => ({
        flight: `${segment.carrier}-${segment.flightNumber}`,
        from: segment.origin,
        to: segment.destination,
        depdate: segment.departureDate,
        deptime: segment.departureTime,
        pnr: pnrOf(segment.carrier),
      })),
    ),
    passengers: booking.travellers.map((traveller) => ({
      name: `${traveller.title} ${traveller.firstName} ${traveller.lastName}`,
      type: traveller.paxType === 'ADT' ? 'adult' : traveller.paxType === 'CHD' ? 'child' : 'infant',
      tickets: traveller.tickets.map((ticket) => ticket.number),
    })),
    lines,
    total: paiseToRupees(booking.totalPaise),
    total_paise: booking.totalPaise,
    gst:
      type === 'tax'
        ? {
            taxable_paise: split.taxablePaise,
            cgst_paise: split.cgstPaise,
            sgst_paise: split.sgstPaise,
            igst_paise: split.igstPaise,
            intrastate: split.intraState,
          }
        : null,
    payment: payment
      ? {
          orderref: payment.orderRef,
          method: payment.method,
          paymentid: payment.providerPaymentId,
          paid_at: payment.settledAt,
        }
      : null,
  };
}
