import { creditNote } from '@tripsetu/domain/booking-api.ts';
import { hotelBooking, hotelBookingBody, hotelPaxCalendar } from '@tripsetu/domain/hotel-booking-api.ts';
import { paxCalendarQuery } from '@tripsetu/domain/pax-calendar.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERRORS as errors } from '../../lib/api-errors.ts';
import { idempotencyHeaders, idempotencyKeyOf, sendIdempotent } from '../../lib/idempotent-route.ts';
import { pdfReply } from '../../lib/pdf-reply.ts';
import { requireAgent, sessionOf } from '../agents/agent-auth.ts';
import type { HotelBookingsService } from './hotel-bookings.service.ts';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const idParam = z.object({ id });
const creditNoteParams = idParam.extend({ cancellationId: id });

/**
 * Hotel bookings for the agent portal (issue 23, decision 033): booking a rate, the booking, its voucher and bill
 * as PDF and by e-mail, its credit notes, and Hotel Pax Calendar. Cancelling is the booking core's routes
 * (/api/v1/bookings/:id/cancellation), the rooms chosen by their place as the travellers.
 */
export function registerHotelBookingRoutes(app: FastifyInstance, deps: { bookings: HotelBookingsService }) {
  const { bookings } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['agent portal: hotel bookings'];

  api.post(
    '/api/v1/hotels/bookings',
    {
      preValidation: requireAgent('hotels.book'),
      schema: {
        tags,
        summary:
          'Book a rate and pay from the wallet (Idempotency-Key required); 409 when the rate changed or sold out',
        headers: idempotencyHeaders,
        body: hotelBookingBody,
        response: { 201: hotelBooking, ...errors },
      },
    },
    async (request, reply) =>
      sendIdempotent(reply, await bookings.book(sessionOf(request).user, request.body, idempotencyKeyOf(request))),
  );

  api.get(
    '/api/v1/hotels/pax-calendar',
    {
      preValidation: requireAgent('hotels.manage'),
      schema: {
        tags,
        summary: "Hotel Pax Calendar: a month of the agency's hotel guests by check-in day",
        querystring: paxCalendarQuery,
        response: { 200: hotelPaxCalendar, ...errors },
      },
    },
    async (request) => bookings.paxCalendar(sessionOf(request).user, request.query.month),
  );

  api.get(
    '/api/v1/hotels/bookings/:id',
    {
      preValidation: requireAgent('hotels.manage'),
      schema: {
        tags,
        summary: 'A hotel booking with its voucher and bill',
        params: idParam,
        response: { 200: hotelBooking, ...errors },
      },
    },
    async (request) => bookings.booking(sessionOf(request).user, request.params.id),
  );

  for (const kind of ['voucher', 'bill'] as const) {
    api.get(
      `/api/v1/hotels/bookings/:id/${kind}.pdf`,
      {
        preValidation: requireAgent('hotels.manage'),
        schema: { tags, summary: `The hotel ${kind} as PDF`, params: idParam, response: { 200: z.any(), ...errors } },
      },
      async (request, reply) => {
        const bytes = await bookings.documentPdf(sessionOf(request).user, request.params.id, kind);
        return pdfReply(reply, `hotel-${kind}-${request.params.id}`, bytes);
      },
    );
  }

  api.post(
    '/api/v1/hotels/bookings/:id/email',
    {
      preValidation: requireAgent('hotels.manage'),
      schema: {
        tags,
        summary: 'E-mail the hotel voucher or bill as a PDF attachment',
        params: idParam,
        body: z.object({ to: z.string().max(200), document: z.enum(['voucher', 'bill']).default('voucher') }),
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => bookings.emailDocument(sessionOf(request).user, request.params.id, request.body),
  );

  api.get(
    '/api/v1/hotels/bookings/:id/credit-notes/:cancellationId',
    {
      preValidation: requireAgent('hotels.manage'),
      schema: {
        tags,
        summary: 'The GST credit note of a hotel cancellation',
        params: creditNoteParams,
        response: { 200: creditNote, ...errors },
      },
    },
    async (request) => bookings.creditNote(sessionOf(request).user, request.params.id, request.params.cancellationId),
  );

  api.get(
    '/api/v1/hotels/bookings/:id/credit-notes/:cancellationId/pdf',
    {
      preValidation: requireAgent('hotels.manage'),
      schema: {
        tags,
        summary: 'The same credit note as PDF',
        params: creditNoteParams,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const { id: bookingId, cancellationId } = request.params;
      const bytes = await bookings.creditNotePdf(sessionOf(request).user, bookingId, cancellationId);
      return pdfReply(reply, `credit-note-${bookingId}-${cancellationId}`, bytes);
    },
  );
}
