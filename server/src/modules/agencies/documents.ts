import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** What a file is by its first bytes, never by its name or the browser's word (agent-portal.md §5, §9). */
export type SniffedType = 'jpeg' | 'png' | 'gif' | 'pdf' | 'docx';

export const CONTENT_TYPES: Record<SniffedType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const startsWith = (bytes: Buffer, signature: number[]) => signature.every((byte, index) => bytes[index] === byte);

export function sniffType(bytes: Buffer): SniffedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytes.subarray(0, 6).toString('latin1') === 'GIF87a' || bytes.subarray(0, 6).toString('latin1') === 'GIF89a') {
    return 'gif';
  }
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  // A .docx is a zip package whose parts include word/document.xml; any other zip is refused.
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && bytes.includes('word/document.xml', 0, 'latin1')) {
    if (bytes.includes('[Content_Types].xml', 0, 'latin1')) return 'docx';
  }
  return null;
}

/** A file name safe to send back in Content-Disposition: no path, no control or quote characters. */
export function safeFileName(name: string, type: SniffedType): string {
  const base = path
    .basename(name.replaceAll('\\', '/'))
    .replace(/[^\w.\- ()]/g, '_')
    .slice(-100);
  return base.trim() === '' || base.startsWith('.') ? `document.${type}` : base;
}

export interface StoredFile {
  storageKey: string;
  sha256: string;
  sizeBytes: number;
}

/**
 * Uploaded documents live under DATA_DIR/uploads, outside both web roots, under random names; they
 * are read only through the document route, which checks who is asking.
 */
export function documentStore(uploadsDir: string) {
  const fileOf = (storageKey: string) => {
    if (!/^[A-Za-z0-9_-]{20,}$/.test(storageKey)) throw new Error('bad storage key');
    return path.join(uploadsDir, storageKey);
  };
  return {
    async save(bytes: Buffer): Promise<StoredFile> {
      await mkdir(uploadsDir, { recursive: true, mode: 0o700 });
      const storageKey = randomBytes(24).toString('base64url');
      await writeFile(fileOf(storageKey), bytes, { mode: 0o600, flag: 'wx' });
      return { storageKey, sha256: createHash('sha256').update(bytes).digest('hex'), sizeBytes: bytes.length };
    },
    read(storageKey: string): Promise<Buffer> {
      return readFile(fileOf(storageKey));
    },
    async remove(storageKey: string): Promise<void> {
      await rm(fileOf(storageKey), { force: true });
    },
  };
}

export type DocumentStore = ReturnType<typeof documentStore>;
