import PDFDocument from 'pdfkit';

/** An instant as the documents print it: '27 Nov 2026, 11:30 am' in India. */
export const pdfInstant = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' })
    : '';

/**
 * A one-page-style A4 document of headed sections and two-column rows, under the issuer's letterhead:
 * what the credit note and the refund receipt are made of. `end()` gives the bytes.
 */
export function simplePdf(input: { title: string; issuer: { name: string; address: string; gstin: string } }) {
  const pdf = new PDFDocument({ compress: false, size: 'A4', margin: 40, info: { Title: input.title } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const width = pdf.page.width - 80;
  pdf.font('Helvetica-Bold').fontSize(16).text(input.issuer.name, 40, 40);
  pdf.font('Helvetica').fontSize(9).text(input.issuer.address);
  pdf.text(`GSTIN: ${input.issuer.gstin}`);
  return {
    pdf,
    width,
    /** The document's name under the letterhead. */
    title(text: string) {
      pdf.moveDown(0.5).font('Helvetica-Bold').fontSize(14).fillColor('#0b3d6e').text(text).fillColor('black');
      pdf.font('Helvetica').fontSize(9);
    },
    heading(text: string) {
      pdf.moveDown(0.6).font('Helvetica-Bold').fontSize(11).fillColor('#0b3d6e').text(text, 40).fillColor('black');
      pdf.moveDown(0.3).font('Helvetica').fontSize(9);
    },
    /** Text on the left, an amount or a fact on the right. */
    row(left: string, right: string, bold = false) {
      const y = pdf.y;
      pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
      pdf.text(left, 40, y, { width: width * 0.7 });
      const bottom = pdf.y;
      pdf.text(right, 40 + width * 0.7, y, { width: width * 0.3, align: 'right' });
      pdf.x = 40;
      pdf.y = Math.max(bottom, pdf.y) + 2;
    },
    end(): Promise<Buffer> {
      pdf.end();
      return done;
    },
  };
}
