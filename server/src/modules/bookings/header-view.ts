import { foldAgencyFee } from '@tripsetu/domain/customer-invoice.ts';
import { type FareSummary, SUMMARY_LABELS } from '@tripsetu/domain/fare-summary.ts';
import { BOOKING_STATUS_LABELS, type FlightBookingStatus } from '@tripsetu/domain/flight-booking.ts';
import { jsonColumn } from '../../lib/json-column.ts';

/** A header as `bookingsRepo.withNames` reads it: the fields every product's view shows alike. */
interface NamedHeader {
  id: number;
  transaction_id: string;
  status: string;
  payment_status: 'UNPAID' | 'PAID' | 'REFUNDED';
  contact: unknown;
  gst: unknown;
  fare: unknown;
  total_paise: number | string | bigint;
  company_name: string | null;
  first_name: string | null;
  last_name: string | null;
  created_at: Date | string;
  wallet_document_no: string | null;
  invoice_no: string | null;
}

/**
 * What a paid-at-once product's view (a bus ticket, a hotel voucher) shows of its header: status, the contact and
 * GST details, the fare for the agency and for its customer (the markup folded into a fee), who booked, the numbers.
 */
export function headerView(header: NamedHeader) {
  const fare = jsonColumn<FareSummary>(header.fare);
  const status = header.status as FlightBookingStatus;
  const contact = jsonColumn<{ email: string; mobile: string }>(header.contact);
  return {
    id: header.id,
    transactionId: header.transaction_id,
    status,
    statusLabel: BOOKING_STATUS_LABELS[status],
    paymentStatus: header.payment_status,
    contact: { email: contact.email, mobile: contact.mobile },
    gst:
      header.gst === null
        ? null
        : jsonColumn<{
            gstHolder: string;
            gstNumber: string;
            gstEmail: string;
            gstAddress: string;
            gstPhone: string;
            gstCompany: string;
          }>(header.gst),
    fare: fare.lines,
    totalPaise: Number(header.total_paise),
    customerFare: foldAgencyFee(fare.customerLines, SUMMARY_LABELS.AGENCY_FEE),
    customerTotalPaise: fare.customerTotalPaise,
    agencyName: header.company_name ?? '',
    bookedBy: header.first_name ? `${header.first_name} ${header.last_name}` : '',
    bookedAt: new Date(header.created_at).toISOString(),
    walletDocumentNo: header.wallet_document_no,
    invoiceNo: header.invoice_no,
  };
}
