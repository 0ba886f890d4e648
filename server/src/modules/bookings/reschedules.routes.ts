import {
  cancellationListQuery,
  rescheduleBody,
  rescheduleChoice,
  rescheduleDone,
  rescheduleList,
  rescheduleOptions,
  rescheduleOptionsQuery,
  rescheduleQuoteAnswer,
} from '@tripsetu/domain/booking-api.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERRORS as errors } from '../../lib/api-errors.ts';
import { idempotencyHeaders, idempotencyKeyOf, sendIdempotent } from '../../lib/idempotent-route.ts';
import { requireAgent, sessionOf } from '../agents/agent-auth.ts';
import type { BookingCore } from './bookings.service.ts';

const idParam = z.object({ id: z.coerce.number().int().positive() });

/**
 * Rescheduling an issued booking's travellers onto another date (issue 21, decision 024): the options,
 * the quote, and the move to a new booking paid from the wallet. The core's routes, for every product
 * whose rules allow it.
 */
export function registerRescheduleRoutes(app: FastifyInstance, deps: { core: BookingCore }) {
  const { core } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['agent portal: bookings of every product'];

  api.get(
    '/api/v1/bookings/reschedules',
    {
      preValidation: requireAgent('flights.manage'),
      schema: {
        tags,
        summary: 'Manage Bookings, Reschedules: each reschedule with the booking it left and the new one, newest first',
        querystring: cancellationListQuery,
        response: { 200: rescheduleList, ...errors },
      },
    },
    async (request) => core.reschedules(sessionOf(request).user, request.query.page),
  );

  api.get(
    '/api/v1/bookings/:id/reschedule/options',
    {
      preValidation: requireAgent('flights.manage'),
      schema: {
        tags,
        summary: 'What the chosen travellers of one journey could move to on another date (flights of the route)',
        params: idParam,
        querystring: rescheduleOptionsQuery,
        response: { 200: rescheduleOptions, ...errors },
      },
    },
    async (request) => {
      const { travellers, leg, date } = request.query;
      const options = await core.rescheduleOptions(
        { kind: 'AGENT', user: sessionOf(request).user },
        request.params.id,
        { travellers, legs: [leg] },
        date,
      );
      return options as z.infer<typeof rescheduleOptions>;
    },
  );

  api.post(
    '/api/v1/bookings/:id/reschedule/quote',
    {
      preValidation: requireAgent('flights.manage'),
      schema: {
        tags,
        summary: 'What moving these travellers to the chosen flight would cost, now (nothing changes)',
        params: idParam,
        body: rescheduleChoice,
        response: { 200: rescheduleQuoteAnswer, ...errors },
      },
    },
    async (request) =>
      core.quoteReschedule({ kind: 'AGENT', user: sessionOf(request).user }, request.params.id, request.body),
  );

  api.post(
    '/api/v1/bookings/:id/reschedule',
    {
      preValidation: requireAgent('flights.manage'),
      schema: {
        tags,
        summary:
          'Reschedule: the travellers move to a new booking with a new PNR and tickets, paid from the wallet (Idempotency-Key required)',
        headers: idempotencyHeaders,
        params: idParam,
        body: rescheduleBody,
        response: { 201: rescheduleDone, ...errors },
      },
    },
    async (request, reply) => {
      const { acceptedAmountPaise, ...choice } = request.body;
      const answer = await core.reschedule(
        sessionOf(request).user,
        request.params.id,
        choice,
        idempotencyKeyOf(request),
        acceptedAmountPaise,
      );
      return sendIdempotent(reply, answer);
    },
  );
}
