import { creditNote } from '@tripsetu/domain/booking-api.ts';
import { busBooking, busBookingBody } from '@tripsetu/domain/bus-booking-api.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERRORS as errors } from '../../lib/api-errors.ts';
import { idempotencyHeaders, idempotencyKeyOf, sendIdempotent } from '../../lib/idempotent-route.ts';
import { pdfReply } from '../../lib/pdf-reply.ts';
import { requireAgent, sessionOf } from '../agents/agent-auth.ts';
import type { BusBookingsService } from './bus-bookings.service.ts';

const idParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const creditNoteParams = idParam.extend({
  cancellationId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/**
 * Bus bookings for the agent portal (issue 22, decision 031): booking a block, the booking, its ticket as PDF and
 * by e-mail, and its credit notes. Cancelling is the booking core's routes (/api/v1/bookings/:id/cancellation).
 */
export function registerBusBookingRoutes(app: FastifyInstance, deps: { bookings: BusBookingsService }) {
  const { bookings } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['agent portal: bus bookings'];

  api.post(
    '/api/v1/buses/bookings',
    {
      preValidation: requireAgent('buses.book'),
      schema: {
        tags,
        summary: 'Book a seat block and pay from the wallet (Idempotency-Key required); 409 when the fare changed',
        headers: idempotencyHeaders,
        body: busBookingBody,
        response: { 201: busBooking, ...errors },
      },
    },
    async (request, reply) =>
      sendIdempotent(reply, await bookings.book(sessionOf(request).user, request.body, idempotencyKeyOf(request))),
  );

  api.get(
    '/api/v1/buses/bookings/:id',
    {
      preValidation: requireAgent('buses.manage'),
      schema: {
        tags,
        summary: 'A bus booking with its ticket',
        params: idParam,
        response: { 200: busBooking, ...errors },
      },
    },
    async (request) => bookings.booking(sessionOf(request).user, request.params.id),
  );

  api.get(
    '/api/v1/buses/bookings/:id/ticket.pdf',
    {
      preValidation: requireAgent('buses.manage'),
      schema: {
        tags,
        summary: 'The bus ticket as PDF, with the fare or without it',
        params: idParam,
        querystring: z.object({ fare: z.enum(['true', 'false']).default('true') }),
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const bytes = await bookings.ticketPdf(sessionOf(request).user, id, request.query.fare === 'true');
      return pdfReply(reply, `bus-ticket-${id}`, bytes);
    },
  );

  api.post(
    '/api/v1/buses/bookings/:id/email',
    {
      preValidation: requireAgent('buses.manage'),
      schema: {
        tags,
        summary: 'E-mail the bus ticket as a PDF attachment',
        params: idParam,
        body: z.object({ to: z.string().max(200), showFare: z.boolean().default(true) }),
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => bookings.emailTicket(sessionOf(request).user, request.params.id, request.body),
  );

  api.get(
    '/api/v1/buses/bookings/:id/credit-notes/:cancellationId',
    {
      preValidation: requireAgent('buses.manage'),
      schema: {
        tags,
        summary: 'The GST credit note of a bus cancellation',
        params: creditNoteParams,
        response: { 200: creditNote, ...errors },
      },
    },
    async (request) => bookings.creditNote(sessionOf(request).user, request.params.id, request.params.cancellationId),
  );

  api.get(
    '/api/v1/buses/bookings/:id/credit-notes/:cancellationId/pdf',
    {
      preValidation: requireAgent('buses.manage'),
      schema: {
        tags,
        summary: 'The same credit note as PDF',
        params: creditNoteParams,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const { id, cancellationId } = request.params;
      const bytes = await bookings.creditNotePdf(sessionOf(request).user, id, cancellationId);
      return pdfReply(reply, `credit-note-${id}-${cancellationId}`, bytes);
    },
  );
}
