import {
  cancellationListQuery,
  serviceOptions,
  servicePurchaseList,
  servicesBody,
  servicesChoice,
  servicesDone,
  servicesQuoteAnswer,
} from '@tripsetu/domain/booking-api.ts';
import type { ServiceItem } from '@tripsetu/domain/flight-services.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERRORS as errors } from '../../lib/api-errors.ts';
import { idempotencyHeaders, idempotencyKeyOf, sendIdempotent } from '../../lib/idempotent-route.ts';
import { requireAgent, sessionOf } from '../agents/agent-auth.ts';
import type { BookingCore } from './bookings.service.ts';

const idParam = z.object({ id: z.coerce.number().int().positive() });

/**
 * Services after booking (issue 21, decision 025): what can be added, the quote, the purchase paid from
 * the wallet, and Manage Bookings' SSR history. The core's routes, for every product that sells services.
 */
export function registerBookingServiceRoutes(app: FastifyInstance, deps: { core: BookingCore }) {
  const { core } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['agent portal: bookings of every product'];

  api.get(
    '/api/v1/bookings/services',
    {
      preValidation: requireAgent('flights.manage'),
      schema: {
        tags,
        summary: 'Manage Bookings, SSR history: every service added after booking, newest first',
        querystring: cancellationListQuery,
        response: { 200: servicePurchaseList, ...errors },
      },
    },
    async (request) => core.servicePurchases(sessionOf(request).user, request.query.page),
  );

  api.get(
    '/api/v1/bookings/:id/services/options',
    {
      preValidation: requireAgent('flights.manage'),
      schema: {
        tags,
        summary:
          'What can be added to a ticketed booking now: seat maps, meals, baggage, services, and what is still open',
        params: idParam,
        response: { 200: serviceOptions, ...errors },
      },
    },
    async (request) =>
      (await core.serviceOptions(sessionOf(request).user, request.params.id)) as z.infer<typeof serviceOptions>,
  );

  api.post(
    '/api/v1/bookings/:id/services/quote',
    {
      preValidation: requireAgent('flights.manage'),
      schema: {
        tags,
        summary: 'What adding these seats, meals, baggage or services would cost now (nothing changes)',
        params: idParam,
        body: servicesChoice,
        response: { 200: servicesQuoteAnswer, ...errors },
      },
    },
    async (request) =>
      core.quoteServices(sessionOf(request).user, request.params.id, request.body.items as ServiceItem[]),
  );

  api.post(
    '/api/v1/bookings/:id/services',
    {
      preValidation: requireAgent('flights.manage'),
      schema: {
        tags,
        summary:
          'Add seats, meals, baggage or services to a ticketed booking, paid from the wallet (Idempotency-Key required)',
        headers: idempotencyHeaders,
        params: idParam,
        body: servicesBody,
        response: { 201: servicesDone, ...errors },
      },
    },
    async (request, reply) => {
      const { items, acceptedAmountPaise } = request.body;
      const answer = await core.addServices(
        sessionOf(request).user,
        request.params.id,
        items as ServiceItem[],
        idempotencyKeyOf(request),
        acceptedAmountPaise,
      );
      return sendIdempotent(reply, answer);
    },
  );
}
