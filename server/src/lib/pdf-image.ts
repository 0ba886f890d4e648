import { GifReader } from 'omggif';
import { PNG } from 'pngjs';

/**
 * An uploaded image as PDFKit can draw it: PDFKit reads only JPEG and PNG, and agencies may upload a
 * GIF logo (agent-portal.md §5), so a GIF's first frame is redrawn as a PNG. Anything unreadable is
 * null: a document without its logo is better than no document.
 */
export function pdfImage(image: { bytes: Buffer; contentType: string }): Buffer | null {
  try {
    if (image.contentType === 'image/jpeg' || image.contentType === 'image/png') return image.bytes;
    if (image.contentType !== 'image/gif') return null;
    const gif = new GifReader(new Uint8Array(image.bytes));
    const png = new PNG({ width: gif.width, height: gif.height });
    gif.decodeAndBlitFrameRGBA(0, png.data as unknown as Uint8Array);
    return PNG.sync.write(png);
  } catch {
    return null;
  }
}
