import type { RefundReceipt } from '@tripsetu/domain/booking-api.ts';
import { OPERATOR, pdfRupees } from './flight-documents.ts';
import { pdfInstant, simplePdf } from './simple-pdf.ts';

/** A traveller's refund receipt as PDF bytes: what was cancelled, the charges, the refund and where it went. */
export function renderRefundReceiptPdf(receipt: RefundReceipt): Promise<Buffer> {
  const doc = simplePdf({ title: `Refund receipt ${receipt.receiptNo}`, issuer: OPERATOR });
  const { pdf, row, heading } = doc;
  const { totals } = receipt;
  doc.title('Refund Receipt');
  row(`Receipt No.: ${receipt.receiptNo}`, `Date: ${pdfInstant(receipt.issuedAt)}`);
  row(`Credit note: ${receipt.creditNoteNo}`, `Transaction ID: ${receipt.transactionId}`);
  row(`Trip: ${receipt.trip}`, `Status: ${receipt.status}`);

  heading('Cancelled');
  for (const line of receipt.cancelled) row(`${line.traveller} · ${line.flight}`, line.window);

  heading('Amounts');
  row('Paid for what is cancelled', pdfRupees(totals.paidPaise));
  row('Airline charge', pdfRupees(-totals.airlineChargePaise));
  row('TripSetu charge', pdfRupees(-totals.otaChargePaise));
  row('GST on TripSetu’s charge', pdfRupees(-totals.gstPaise));
  if (totals.keptPaise > 0) row('Seats, meals and baggage kept', pdfRupees(-totals.keptPaise));
  for (const fee of receipt.fees) row(`${fee.label} refunded (${fee.traveller})`, pdfRupees(fee.refundPaise));
  row('Refund', pdfRupees(totals.refundPaise), true);

  heading('Refunded to');
  const { paidWith } = receipt;
  const payment = [paidWith.method, paidWith.paymentId && `payment ${paidWith.paymentId}`, `order ${paidWith.orderRef}`]
    .filter(Boolean)
    .join(', ');
  const reference = receipt.gatewayRefundId ? `Gateway refund reference ${receipt.gatewayRefundId}. ` : '';
  pdf.text(`The payment you made (${payment}). ${reference}${receipt.expected}`, 40, pdf.y, { width: doc.width });
  return doc.end();
}
