import type { RefundReceipt } from '@tripsetu/domain/booking-api.ts';
import PDFDocument from 'pdfkit';
import { OPERATOR, pdfRupees } from './flight-documents.ts';

const instantText = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** A traveller's refund receipt as PDF bytes: what was cancelled, the charges, the refund and where it went. */
export function renderRefundReceiptPdf(receipt: RefundReceipt): Promise<Buffer> {
  const pdf = new PDFDocument({
    compress: false,
    size: 'A4',
    margin: 40,
    info: { Title: `Refund receipt ${receipt.receiptNo}` },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const width = pdf.page.width - 80;
  const heading = (text: string) => {
    pdf.moveDown(0.6).font('Helvetica-Bold').fontSize(11).fillColor('#0b3d6e').text(text, 40).fillColor('black');
    pdf.moveDown(0.3).font('Helvetica').fontSize(9);
  };
  const row = (left: string, right: string, bold = false) => {
    const y = pdf.y;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    pdf.text(left, 40, y, { width: width * 0.7 });
    const bottom = pdf.y;
    pdf.text(right, 40 + width * 0.7, y, { width: width * 0.3, align: 'right' });
    pdf.x = 40;
    pdf.y = Math.max(bottom, pdf.y) + 2;
  };
  const { totals } = receipt;

  pdf.font('Helvetica-Bold').fontSize(16).text(OPERATOR.name, 40, 40);
  pdf.font('Helvetica').fontSize(9).text(OPERATOR.address);
  pdf.text(`GSTIN: ${OPERATOR.gstin}`);
  pdf.moveDown(0.5).font('Helvetica-Bold').fontSize(14).fillColor('#0b3d6e').text('Refund Receipt').fillColor('black');
  pdf.font('Helvetica').fontSize(9);
  row(`Receipt No.: ${receipt.receiptNo}`, `Date: ${instantText(receipt.issuedAt)}`);
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
  const paidWith = [
    receipt.paidWith.method,
    receipt.paidWith.paymentId && `payment ${receipt.paidWith.paymentId}`,
    `order ${receipt.paidWith.orderRef}`,
  ]
    .filter(Boolean)
    .join(', ');
  pdf.text(
    `The payment you made (${paidWith}). ${receipt.gatewayRefundId ? `Gateway refund reference ${receipt.gatewayRefundId}. ` : ''}${receipt.expected}`,
    40,
    pdf.y,
    { width },
  );
  pdf.end();
  return done;
}
