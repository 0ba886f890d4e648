import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Answers smaller than this go as they are: compressing them costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP_OPTIONS = { level: 6 };
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

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
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  });
}

/**
 * An answer kept as JSON bytes to be sent many times (a bus search's, a seat layout's), with each encoding
 * made once, the first time a browser asks for it: the plugin would compress it again for every request.
 */
export class KeptJson {
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(readonly json: Buffer) {}

  /** Sends the JSON compressed as the request accepts, as the plugin would, from the bytes made once. */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    reply.type('application/json; charset=utf-8');
    const header = request.headers['accept-encoding'];
    const encoding =
      this.json.length >= COMPRESSION_THRESHOLD_BYTES && typeof header === 'string'
        ? (negotiate(header.toLowerCase(), [...ENCODINGS]) as Encoding | null)
        : null;
    if (!encoding) return reply.send(this.json);
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes = encoding === 'br' ? brotliCompressSync(this.json, BROTLI_OPTIONS) : gzipSync(this.json, GZIP_OPTIONS);
      this.encoded.set(encoding, bytes);
    }
    // The plugin leaves an answer that already says how it is encoded as it is.
    return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(bytes);
  }
}
