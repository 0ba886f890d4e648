import type { CreditNote } from '@tripsetu/domain/booking-api.ts';
import PDFDocument from 'pdfkit';
import { pdfRupees } from './flight-documents.ts';

const instantText = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' })
    : '';

/** A cancellation's GST credit note as PDF bytes: issuer, recipient, the original invoice, what was cancelled, the sums. */
export function renderCreditNotePdf(note: CreditNote): Promise<Buffer> {
  const pdf = new PDFDocument({
    compress: false,
    size: 'A4',
    margin: 40,
    info: { Title: `Credit note ${note.creditNoteNo}` },
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

  pdf.font('Helvetica-Bold').fontSize(16).text(note.issuer.name, 40, 40);
  pdf.font('Helvetica').fontSize(9).text(note.issuer.address);
  pdf.text(`GSTIN: ${note.issuer.gstin}`);
  pdf.moveDown(0.5).font('Helvetica-Bold').fontSize(14).fillColor('#0b3d6e').text('Credit Note').fillColor('black');
  pdf.font('Helvetica').fontSize(9);
  row(`Credit note No.: ${note.creditNoteNo}`, `Date: ${instantText(note.issuedAt)}`);
  row(
    `Against tax invoice: ${note.originalInvoiceNo ?? '—'}`,
    `Invoice date: ${instantText(note.originalInvoiceDate)}`,
  );
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
      width,
    });
  pdf.end();
  return done;
}
