import {
  type AnyBooking,
  anyBooking,
  anyHold,
  BOOKINGS_EXPORT_MAX,
  bookingList,
  bookingListQuery,
  cancellationBody,
  cancellationDone,
  cancellationList,
  cancellationListQuery,
  cancellationQuoteAnswer,
  cancellationSelection,
} from '@tripsetu/domain/booking-api.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ProductCode } from '../../db/schema.ts';
import { API_ERRORS as errors } from '../../lib/api-errors.ts';
import { idempotencyHeaders, idempotencyKeyOf, sendIdempotent } from '../../lib/idempotent-route.ts';
import { requireAgent, sessionOf } from '../agents/agent-auth.ts';
import type { AgentUser } from '../agents/agents.service.ts';
import { bookingsWorkbook } from './booking-export.ts';
import type { BookingCore } from './bookings.service.ts';

/**
 * What the core's routes need of a product's service: its own view of a booking, and Perform Ticketing
 * and Release with what the product does around them (the e-ticket's e-mail). The core's lifecycle does
 * the work underneath; the product's answer is its booking as its pages show it.
 */
export interface ProductDesk<View> {
  booking(user: AgentUser, id: number): Promise<View>;
  ticket(user: AgentUser, id: number): Promise<View>;
  release(user: AgentUser, id: number): Promise<View>;
}

export type ProductDesks = {
  [Code in AnyBooking['product']]: ProductDesk<Extract<AnyBooking, { product: Code }>['booking']>;
};

const idParam = z.object({ id: z.coerce.number().int().positive() });

/**
 * The routes every product has (issue 20, decision 022): a booking, Perform Ticketing, Release and the
 * hold queue of every product, under /api/v1/bookings. A new product adds its desk here.
 */
export function registerBookingRoutes(app: FastifyInstance, deps: { core: BookingCore; desks: ProductDesks }) {
  const { core, desks } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['agent portal: bookings of every product'];
  // 'flights.manage' guards every product's bookings here: owners, staff and the back office, as 'buses.manage'.

  /** The booking's product (404 for another agency's), then that product's desk does the step. */
  async function step(user: AgentUser, id: number, act: 'booking' | 'ticket' | 'release'): Promise<AnyBooking> {
    const product: ProductCode = await core.productOf(user, id);
    if (product === 'BUS') return { product, booking: await desks.BUS[act](user, id) };
    if (product === 'HOTEL') return { product, booking: await desks.HOTEL[act](user, id) };
    return { product, booking: await desks.FLIGHT[act](user, id) };
  }

  api.get(
    '/api/v1/bookings',
    {
      preValidation: requireAgent('flights.manage'),
      schema: {
        tags,
        summary: 'Manage Bookings: by booking id, PNR, ticket number or name, status and dates; 25 a page',
        querystring: bookingListQuery,
        response: { 200: bookingList, ...errors },
      },
    },
    async (request) => core.list(sessionOf(request).user, request.query),
  );

  api.get(
    '/api/v1/bookings.xlsx',
    {
      preValidation: requireAgent('flights.manage'),
      schema: { tags, summary: 'The same bookings as an Excel workbook (all pages)', querystring: bookingListQuery },
    },
    async (request, reply) => {
      const list = await core.list(sessionOf(request).user, request.query, BOOKINGS_EXPORT_MAX);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="bookings-${request.query.product.toLowerCase()}.xlsx"`)
        .header('cache-control', 'private, no-store')
        .send(await bookingsWorkbook(list));
    },
  );

  api.get(
    '/api/v1/bookings/cancellations',
    {
      preValidation: requireAgent('flights.manage'),
      schema: {
        tags,
        summary: 'Manage Bookings, Cancellations: each cancellation with its credit note and refund, newest first',
        querystring: cancellationListQuery,
        response: { 200: cancellationList, ...errors },
      },
    },
    async (request) => core.cancellations(sessionOf(request).user, request.query.page),
  );

  api.get(
    '/api/v1/bookings/hold-queue',
    {
      preValidation: requireAgent('flights.manage'),
      schema: {
        tags,
        summary: 'Hold Queues: holds of every product and their time limits, soonest first',
        response: { 200: z.object({ holds: z.array(anyHold) }), ...errors },
      },
    },
    async (request) => ({ holds: await core.holdQueue(sessionOf(request).user) }),
  );

  api.get(
    '/api/v1/bookings/:id',
    {
      preValidation: requireAgent('flights.manage'),
      schema: { tags, summary: 'A booking of any product', params: idParam, response: { 200: anyBooking, ...errors } },
    },
    async (request) => step(sessionOf(request).user, request.params.id, 'booking'),
  );

  api.post(
    '/api/v1/bookings/:id/ticket',
    {
      preValidation: requireAgent('flights.manage'),
      schema: {
        tags,
        summary: 'Perform Ticketing: pay a hold from the wallet and issue it (tickets, PNRs, vouchers)',
        params: idParam,
        response: { 200: anyBooking, ...errors },
      },
    },
    async (request) => step(sessionOf(request).user, request.params.id, 'ticket'),
  );

  api.post(
    '/api/v1/bookings/:id/release',
    {
      preValidation: requireAgent('flights.manage'),
      schema: {
        tags,
        summary: 'Release a hold: what it kept goes back on sale',
        params: idParam,
        response: { 200: anyBooking, ...errors },
      },
    },
    async (request) => step(sessionOf(request).user, request.params.id, 'release'),
  );

  api.post(
    '/api/v1/bookings/:id/cancellation/quote',
    {
      preValidation: requireAgent('flights.manage'),
      schema: {
        tags,
        summary: 'What cancelling these travellers and journeys would charge and refund, now (nothing changes)',
        params: idParam,
        body: cancellationSelection,
        response: { 200: cancellationQuoteAnswer, ...errors },
      },
    },
    async (request) =>
      core.quoteCancellation({ kind: 'AGENT', user: sessionOf(request).user }, request.params.id, request.body),
  );

  api.post(
    '/api/v1/bookings/:id/cancellation',
    {
      preValidation: requireAgent('flights.manage'),
      schema: {
        tags,
        summary:
          'Cancel travellers and journeys: refund to the wallet and a GST credit note (Idempotency-Key required)',
        headers: idempotencyHeaders,
        params: idParam,
        body: cancellationBody,
        response: { 201: cancellationDone, ...errors },
      },
    },
    async (request, reply) => {
      const { acceptedRefundPaise, ...selection } = request.body;
      const answer = await core.cancel(
        { kind: 'AGENT', user: sessionOf(request).user },
        request.params.id,
        selection,
        idempotencyKeyOf(request),
        acceptedRefundPaise,
      );
      return sendIdempotent(reply, answer);
    },
  );
}
