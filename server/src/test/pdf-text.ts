/** The text a PDF shows: PDFKit writes each run as hex glyph codes (WinAnsi for the standard fonts). */
export function pdfText(bytes: Buffer): string {
  const source = bytes.toString('latin1');
  return [...source.matchAll(/<([0-9a-fA-F]+)>/g)]
    .map((match) => Buffer.from(match[1] as string, 'hex').toString('latin1'))
    .join('');
}
