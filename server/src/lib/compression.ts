import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses what the server writes on the fly (JSON answers of the gateway and /api/v1, index.html),
 * brotli or gzip as the browser accepts. Brotli at quality 4, not its default 11: a search answer is
 * made once and sent once, and 11 costs ten times the CPU for a few per cent (decision 018 measures it).
 * The sites' built files are compressed at build time and served as they are (`preCompressed`).
 * Request bodies are never inflated: no client needs to send them compressed, and a small compressed
 * body can unpack into a huge one.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
