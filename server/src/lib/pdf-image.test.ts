import { GifWriter } from 'omggif';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { pdfImage } from './pdf-image.ts';

describe('an uploaded image, as a PDF can draw it', () => {
  it('passes JPEG and PNG through, and redraws a GIF as a PNG of the same size', () => {
    const png = PNG.sync.write(new PNG({ width: 3, height: 2 }));
    expect(pdfImage({ bytes: png, contentType: 'image/png' })).toBe(png);
    const buffer = Buffer.alloc(512);
    const writer = new GifWriter(buffer, 5, 4, { palette: [0x000000, 0xff0000] });
    writer.addFrame(0, 0, 5, 4, new Array(20).fill(1));
    const converted = pdfImage({ bytes: buffer.subarray(0, writer.end()), contentType: 'image/gif' });
    const redrawn = PNG.sync.read(converted as Buffer);
    expect([redrawn.width, redrawn.height]).toEqual([5, 4]);
    expect([...redrawn.data.subarray(0, 4)]).toEqual([255, 0, 0, 255]);
  });

  it('gives nothing for bytes it cannot read, or a type it does not draw', () => {
    expect(pdfImage({ bytes: Buffer.from('GIF89a not really'), contentType: 'image/gif' })).toBeNull();
    expect(pdfImage({ bytes: Buffer.from('%PDF-1.4'), contentType: 'application/pdf' })).toBeNull();
  });
});
