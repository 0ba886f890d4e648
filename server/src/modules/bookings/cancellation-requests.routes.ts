import {
  cancellationDecisionBody,
  cancellationRequestList,
  cancellationRequestRow,
  decidedChargesBody,
  decisionPreview,
} from '@tripsetu/domain/booking-api.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERRORS as errors } from '../../lib/api-errors.ts';
import { MULTIPART_NOTE, readMultipart } from '../../lib/multipart.ts';
import { requireAgent, sessionOf } from '../agents/agent-auth.ts';
import type { BookingCore } from './bookings.service.ts';

const idParam = z.object({ id: z.coerce.number().int().positive() });

/**
 * Cancellation requests (issue 21, decision 023): an agency asks for what the fare's rules cannot price;
 * the back office's queue, a preview of the charges, and the decision.
 */
export function registerCancellationRequestRoutes(app: FastifyInstance, deps: { core: BookingCore }) {
  const { core } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['agent portal: cancellation requests'];

  api.post(
    '/api/v1/bookings/:id/cancellation-requests',
    {
      preValidation: requireAgent('flights.manage'),
      schema: {
        tags,
        summary:
          'Ask for a cancellation the rules cannot price (multipart: reason, travellers, journeys, remarks, document)',
        consumes: [MULTIPART_NOTE],
        params: idParam,
        response: { 201: cancellationRequestRow, ...errors },
      },
    },
    async (request, reply) => {
      const { fields, files } = await readMultipart(request, ['document']);
      const row = await core.raiseRequest(sessionOf(request).user, request.params.id, {
        reason: fields.reason ?? '',
        travellers: fields.travellers ?? '',
        journeys: fields.journeys ?? '',
        remarks: fields.remarks ?? '',
        document: files[0],
      });
      return reply.code(201).send(row);
    },
  );

  api.get(
    '/api/v1/bookings/:id/cancellation-requests',
    {
      preValidation: requireAgent('flights.manage'),
      schema: {
        tags,
        summary: 'A booking’s cancellation requests, newest first',
        params: idParam,
        response: { 200: cancellationRequestList, ...errors },
      },
    },
    async (request) => ({ requests: await core.requestsOf(sessionOf(request).user, request.params.id) }),
  );

  api.get(
    '/api/v1/admin/cancellation-requests',
    {
      preValidation: requireAgent('bookings.admin'),
      schema: {
        tags,
        summary: 'Open cancellation requests, oldest first (back office)',
        response: { 200: cancellationRequestList, ...errors },
      },
    },
    async () => ({ requests: await core.openRequests() }),
  );

  api.post(
    '/api/v1/admin/cancellation-requests/:id/preview',
    {
      preValidation: requireAgent('bookings.admin'),
      schema: {
        tags,
        summary: 'The suggested charges, and the refund at the charges given (nothing changes)',
        params: idParam,
        body: decidedChargesBody,
        response: { 200: decisionPreview, ...errors },
      },
    },
    async (request) => core.previewDecision(sessionOf(request).user, request.params.id, request.body),
  );

  api.post(
    '/api/v1/admin/cancellation-requests/:id/decision',
    {
      preValidation: requireAgent('bookings.admin'),
      schema: {
        tags,
        summary: 'Approve with the final charges (the booking is cancelled and refunded) or reject, with remarks',
        params: idParam,
        body: cancellationDecisionBody,
        response: { 200: z.object({ request: cancellationRequestRow, message: z.string() }), ...errors },
      },
    },
    async (request) => core.decide(sessionOf(request).user, request.params.id, request.body),
  );
}
