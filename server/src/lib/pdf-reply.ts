import type { FastifyReply } from 'fastify';

/** PDF bytes as the browser opens them: inline, named, never cached (a booking's documents change with it). */
export const pdfReply = (reply: FastifyReply, name: string, bytes: Buffer) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${name}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(bytes);
