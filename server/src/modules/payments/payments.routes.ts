import { FLIGHT_BOOKING_GATEWAY_MSG } from '@tripsetu/domain/gateway-flight-booking.ts';
import { PAYMENT_MSG } from '@tripsetu/domain/payments.ts';
import { gatewayPayment, gatewayPaymentBody } from '@tripsetu/domain/payments-api.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { API_ERRORS as errors } from '../../lib/api-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { idempotent } from '../../lib/idempotency.ts';
import { idempotencyHeaders, idempotencyKeyOf, sendIdempotent } from '../../lib/idempotent-route.ts';
import { requireAgent, sessionOf } from '../agents/agent-auth.ts';
import type { PaymentsService } from './payments.service.ts';

/** A traveller's version (docs/decisions/015): no wallet, and the way back is the consumer site. */
function unverifiedTravellerPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Payment not verified · TripSetu</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1a1f36;line-height:1.5}a{color:#1d3a8a;font-weight:600}</style></head><body><main><h1>Payment not verified</h1><p role="alert">${FLIGHT_BOOKING_GATEWAY_MSG.paymentNotVerified}</p><p>If money left your account, your booking is confirmed once the payment gateway confirms the payment, or the money is refunded. Open the booking from My Bookings to see where it stands.</p><p><a href="/my-bookings">Go to My Bookings</a></p></main></body></html>`;
}

/** The page a payer sees when the gateway's answer cannot be trusted: nothing was credited. */
function unverifiedPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Payment not verified · TripSetu</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1a1f36;line-height:1.5}a{color:#1d3a8a;font-weight:600}</style></head><body><main><h1>Payment not verified</h1><p role="alert">${PAYMENT_MSG.notVerified}</p><p>If money left your account, it comes back or is credited once the payment gateway confirms it. Check the payment on your Balance page, or raise a support request.</p><p><a href="/agent/wallet">Go to Balance</a></p></main></body></html>`;
}

/** Gateway payments: the agency's order and its status, and the payer's signed return from the gateway. */
export function registerPaymentRoutes(app: FastifyInstance, deps: { payments: PaymentsService; db: Kysely<Database> }) {
  const { payments, db } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['agent portal: wallet'];

  api.post(
    '/api/v1/wallet/payments',
    {
      preValidation: requireAgent('wallet.deposit'),
      schema: {
        tags,
        summary: 'A payment-gateway order: wallet top-up or payment of the due (Idempotency-Key required)',
        headers: idempotencyHeaders,
        body: gatewayPaymentBody,
        response: { 201: gatewayPayment, ...errors },
      },
    },
    async (request, reply) => {
      const user = sessionOf(request).user;
      const answer = await idempotent(
        db,
        { scope: `agency:${user.agency_id}`, key: idempotencyKeyOf(request), body: { payment: request.body } },
        async (trx) => ({ statusCode: 201, body: await payments.createPayment(user, request.body, trx) }),
      );
      return sendIdempotent(reply, answer);
    },
  );

  api.get(
    '/api/v1/wallet/payments/:orderRef',
    {
      preValidation: requireAgent('wallet.view', 'wallet.admin'),
      schema: {
        tags,
        summary: 'A gateway payment and how it ended (an open one is checked with the gateway first)',
        params: z.object({ orderRef: z.string().max(40) }),
        response: { 200: gatewayPayment, ...errors },
      },
    },
    async (request) => {
      const user = sessionOf(request).user;
      return payments.payment(request.params.orderRef, user.role === 'ADMIN' ? null : (user.agency_id as number));
    },
  );

  // The payer comes back from the gateway's page with the outcome signed by the gateway. It carries
  // no session (it may arrive as a cross-site navigation): the signature is its only credential.
  app.get(`/pay/return/${payments.providerName}`, async (request: FastifyRequest, reply: FastifyReply) => {
    const params = (request.query ?? {}) as Record<string, unknown>;
    try {
      const next = await payments.handleReturn(params);
      if (next) return reply.header('cache-control', 'no-store').redirect(next, 303);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
    const page = (await payments.returnIsTravellers(params)) ? unverifiedTravellerPage() : unverifiedPage();
    return reply.code(400).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });
}
