import { creditNote } from '@tripsetu/domain/booking-api.ts';
import {
  bookingBody,
  bookingDocuments,
  emailDocumentBody,
  FLIGHT_DOCUMENTS,
  flightBooking,
  flightQuote,
  holdQueueEntry,
  quoteBody,
} from '@tripsetu/domain/flight-booking-api.ts';
import { paxCalendar, paxCalendarQuery } from '@tripsetu/domain/pax-calendar.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERRORS as errors } from '../../lib/api-errors.ts';
import { idempotencyHeaders, idempotencyKeyOf, sendIdempotent } from '../../lib/idempotent-route.ts';
import { requireAgent, sessionOf } from '../agents/agent-auth.ts';
import type { FlightBookingsService } from './bookings.service.ts';

const idParam = z.object({ id: z.coerce.number().int().positive() });

/** Flight review, booking, holds and the hold queue for the agent portal (issue 7, decision 013). */
export function registerFlightBookingRoutes(app: FastifyInstance, deps: { bookings: FlightBookingsService }) {
  const { bookings } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['agent portal: flight bookings'];

  api.post(
    '/api/v1/flights/quote',
    {
      preValidation: requireAgent('flights.book'),
      schema: {
        tags,
        summary: 'Review: the chosen fares priced again, with why the price changed, seat maps and extras',
        body: quoteBody,
        response: { 200: flightQuote, ...errors },
      },
    },
    async (request) => bookings.quote(request.body, 'AGENT', sessionOf(request).user.agency_id),
  );

  api.post(
    '/api/v1/flights/bookings',
    {
      preValidation: requireAgent('flights.book'),
      schema: {
        tags,
        summary: 'Book and pay from the wallet, or hold (Idempotency-Key required); 409 when the price changed',
        headers: idempotencyHeaders,
        body: bookingBody,
        response: { 201: flightBooking, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await bookings.book(sessionOf(request).user, request.body, idempotencyKeyOf(request));
      return sendIdempotent(reply, answer);
    },
  );

  api.get(
    '/api/v1/flights/bookings/:id',
    {
      preValidation: requireAgent('flights.manage'),
      schema: { tags, summary: 'A flight booking', params: idParam, response: { 200: flightBooking, ...errors } },
    },
    async (request) => bookings.booking(sessionOf(request).user, request.params.id),
  );

  api.post(
    '/api/v1/flights/bookings/:id/ticket',
    {
      preValidation: requireAgent('flights.manage'),
      schema: {
        tags,
        summary: 'Perform Ticketing: pay a hold from the wallet and issue its tickets',
        params: idParam,
        response: { 200: flightBooking, ...errors },
      },
    },
    async (request) => bookings.ticket(sessionOf(request).user, request.params.id),
  );

  api.post(
    '/api/v1/flights/bookings/:id/release',
    {
      preValidation: requireAgent('flights.manage'),
      schema: {
        tags,
        summary: 'Release a hold: its seats go back on sale',
        params: idParam,
        response: { 200: flightBooking, ...errors },
      },
    },
    async (request) => bookings.release(sessionOf(request).user, request.params.id),
  );

  api.get(
    '/api/v1/flights/hold-queue',
    {
      preValidation: requireAgent('flights.manage'),
      schema: {
        tags,
        summary: 'Flight Hold Queues: holds and their time limits, soonest first',
        response: { 200: z.object({ holds: z.array(holdQueueEntry) }), ...errors },
      },
    },
    async (request) => ({ holds: await bookings.holdQueue(sessionOf(request).user) }),
  );

  api.get(
    '/api/v1/flights/pax-calendar',
    {
      preValidation: requireAgent('flights.manage'),
      schema: {
        tags,
        summary: 'Flight Pax Calendar: the travellers of a month (YYYY-MM) by the day each journey departs',
        querystring: paxCalendarQuery,
        response: { 200: paxCalendar, ...errors },
      },
    },
    async (request) => bookings.paxCalendar(sessionOf(request).user, request.query.month),
  );

  api.get(
    '/api/v1/flights/bookings/:id/documents',
    {
      preValidation: requireAgent('flights.manage'),
      schema: {
        tags,
        summary: 'Both sides of the tax invoice and its GST split (CGST + SGST or IGST), for the print pages',
        params: idParam,
        response: { 200: bookingDocuments, ...errors },
      },
    },
    async (request) => bookings.documents(sessionOf(request).user, request.params.id),
  );

  api.get(
    '/api/v1/flights/bookings/:id/documents/:document',
    {
      preValidation: requireAgent('flights.manage'),
      schema: {
        tags,
        summary: 'E-ticket (with or without the fare), tax invoice or customer invoice as PDF',
        params: idParam.extend({ document: z.enum(FLIGHT_DOCUMENTS) }),
        querystring: z.object({ fare: z.enum(['true', 'false']).default('true') }),
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const { id, document } = request.params;
      const bytes = await bookings.pdf(sessionOf(request).user, id, document, request.query.fare === 'true');
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${document}-${id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );

  const creditNoteParams = idParam.extend({ cancellationId: z.coerce.number().int().positive() });
  api.get(
    '/api/v1/flights/bookings/:id/credit-notes/:cancellationId',
    {
      preValidation: requireAgent('flights.manage'),
      schema: {
        tags,
        summary: 'The GST credit note of a cancellation, against the booking’s tax invoice',
        params: creditNoteParams,
        response: { 200: creditNote, ...errors },
      },
    },
    async (request) => bookings.creditNote(sessionOf(request).user, request.params.id, request.params.cancellationId),
  );

  api.get(
    '/api/v1/flights/bookings/:id/credit-notes/:cancellationId/pdf',
    {
      preValidation: requireAgent('flights.manage'),
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
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="credit-note-${id}-${cancellationId}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );

  api.post(
    '/api/v1/flights/bookings/:id/email',
    {
      preValidation: requireAgent('flights.manage'),
      schema: {
        tags,
        summary: 'E-mail a document as a PDF attachment',
        params: idParam,
        body: emailDocumentBody,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => bookings.emailDocument(sessionOf(request).user, request.params.id, request.body),
  );
}
