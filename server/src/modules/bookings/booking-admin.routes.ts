import { bookingGatewayPayment, bookingNote, bookingNoteBody } from '@tripsetu/domain/booking-admin.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERRORS as errors } from '../../lib/api-errors.ts';
import { requireAgent, sessionOf } from '../agents/agent-auth.ts';
import type { BookingCore } from './bookings.service.ts';

const idParam = z.object({ id: z.coerce.number().int().positive() });

/** The back office's side of a booking's order details (issue 21): notes and gateway payments. */
export function registerBookingAdminRoutes(app: FastifyInstance, deps: { core: BookingCore }) {
  const { core } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['back office: bookings'];
  const admin = requireAgent('bookings.admin');

  api.get(
    '/api/v1/bookings/:id/notes',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: "The back office's notes about a booking",
        params: idParam,
        response: { 200: z.array(bookingNote), ...errors },
      },
    },
    async (request) => core.bookingNotes(request.params.id),
  );

  api.post(
    '/api/v1/bookings/:id/notes',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Adds a note to the booking; answers every note',
        params: idParam,
        body: bookingNoteBody,
        response: { 201: z.array(bookingNote), ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await core.addBookingNote(sessionOf(request).user, request.params.id, request.body.body)),
  );

  api.get(
    '/api/v1/bookings/:id/payments',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'The payment gateway orders that paid the booking and what was refunded to each',
        params: idParam,
        response: { 200: z.array(bookingGatewayPayment), ...errors },
      },
    },
    async (request) => core.bookingPayments(request.params.id),
  );
}
