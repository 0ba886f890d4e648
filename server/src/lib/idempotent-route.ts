import { IDEMPOTENCY_HEADER } from '@tripsetu/domain/wallet-api.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { IdempotentAnswer } from './idempotency.ts';

/** The Idempotency-Key header as a route's schema takes it (its pattern is checked by `idempotent`). */
export const idempotencyHeaders = z.object({ [IDEMPOTENCY_HEADER]: z.string().max(100).optional() });

/** The request's Idempotency-Key, if it sent one. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_HEADER];
  return Array.isArray(value) ? value[0] : value;
}

/** Sends an idempotent answer; a replay of the key says so in its headers. */
export function sendIdempotent<T>(reply: FastifyReply, answer: IdempotentAnswer<T>) {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(answer.statusCode).send(answer.body);
}
