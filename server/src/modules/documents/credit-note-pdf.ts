import type { CreditNote } from '@tripsetu/domain/booking-api.ts';
import { pdfRupees } from './flight-documents.ts';
import { pdfInstant, simplePdf } from './simple-pdf.ts';

/** A cancellation's GST credit note as PDF bytes: issuer, recipient, the original invoice, what was cancelled, the sums. */
export function renderCreditNotePdf(note: CreditNote): Promise<Buffer> {
  const doc = simplePdf({ title: `Credit note ${note.creditNoteNo}`, issuer: note.issuer });
  const { pdf, row, heading } = doc;
  doc.title('Credit Note');
  row(`Credit note No.: ${note.creditNoteNo}`, `Date: ${pdfInstant(note.issuedAt)}`);
  row(`Against tax invoice: ${note.originalInvoiceNo ?? '—'}`, `Invoice date: ${pdfInstant(note.originalInvoiceDate)}`);
  row(`Transaction ID: ${note.transactionId}`, note.trip);

  heading('Issued to');
  pdf.text(
    [note.recipient.name, note.recipient.address, note.recipient.gstin && `GSTIN: ${note.recipient.gstin}`]
      .filter(Boolean)
      .join('\n'),
  );

  heading('Cancelled');
  for (const line of note.cancelled) row(`${line.traveller} · ${line.flight}`, line.window);

  heading('Amounts');
  for (const line of note.rows) row(line.label, pdfRupees(line.amountPaise));
  row('Refund', pdfRupees(note.refundPaise), true);
  pdf
    .moveDown(0.4)
    .text(`${note.refundTo}. SAC ${note.sac}: taxable value ${pdfRupees(note.gst.taxablePaise)}.`, 40, pdf.y, {
      width: doc.width,
    });
  return doc.end();
}
