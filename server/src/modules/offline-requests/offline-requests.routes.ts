import {
  offlineAcceptBody,
  offlineAccepted,
  offlineFlightOptions,
  offlineQuoteBody,
  offlineRejectBody,
  offlineRequestBody,
  offlineRequestList,
  offlineRequestRow,
} from '@tripsetu/domain/offline-requests.ts';
import { serviceAnswerBody, serviceRequestList, serviceRequestRow } from '@tripsetu/domain/service-requests.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERRORS as errors } from '../../lib/api-errors.ts';
import { requireAgent, sessionOf } from '../agents/agent-auth.ts';
import type { OfflineRequestsService } from './offline-requests.service.ts';

const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * Offline requests (agent-portal.md §1; issue 21, decision 028): agencies ask and accept quotes; the back
 * office's queue, the request's flights, the quote or the rejection; travellers' service requests answered.
 */
export function registerOfflineRequestRoutes(app: FastifyInstance, deps: { offline: OfflineRequestsService }) {
  const { offline } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['agent portal: offline requests'];
  const user = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).user;

  api.post(
    '/api/v1/offline-requests',
    {
      preValidation: requireAgent('flights.book'),
      schema: {
        tags,
        summary: 'Ask for what the search does not offer: a group of 10 or more, a special fare',
        body: offlineRequestBody,
        response: { 201: offlineRequestRow, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await offline.submit(user(request), request.body)),
  );

  api.get(
    '/api/v1/offline-requests',
    {
      preValidation: requireAgent('flights.book'),
      schema: {
        tags,
        summary: 'The agency’s offline requests, newest first, with their status and age',
        response: { 200: offlineRequestList, ...errors },
      },
    },
    async (request) => ({ requests: await offline.agencyRequests(user(request)) }),
  );

  api.get(
    '/api/v1/offline-requests/:id',
    {
      preValidation: requireAgent('flights.book', 'bookings.admin'),
      schema: {
        tags,
        summary: 'One offline request with its answer (another agency’s is not found)',
        params: idParam,
        response: { 200: offlineRequestRow, ...errors },
      },
    },
    async (request) => offline.request(user(request), request.params.id),
  );

  api.post(
    '/api/v1/offline-requests/:id/accept',
    {
      preValidation: requireAgent('flights.book'),
      schema: {
        tags,
        summary:
          'Accept a valid quote with the travellers: a booking on hold at the quoted fare, for Perform Ticketing (409 when expired or sold out)',
        params: idParam,
        body: offlineAcceptBody,
        response: { 201: offlineAccepted, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await offline.accept(user(request), request.params.id, request.body)),
  );

  api.get(
    '/api/v1/admin/offline-requests',
    {
      preValidation: requireAgent('bookings.admin'),
      schema: {
        tags,
        summary: 'Offline requests waiting for an answer, oldest first (back office)',
        response: { 200: offlineRequestList, ...errors },
      },
    },
    async () => ({ requests: await offline.waitingRequests() }),
  );

  api.get(
    '/api/v1/admin/offline-requests/:id/flights',
    {
      preValidation: requireAgent('bookings.admin'),
      schema: {
        tags,
        summary: 'The request’s flights on its dates with room for the group, each fare with today’s price per person',
        params: idParam,
        response: { 200: offlineFlightOptions, ...errors },
      },
    },
    async (request) => offline.flightOptions(user(request), request.params.id),
  );

  api.post(
    '/api/v1/admin/offline-requests/:id/quote',
    {
      preValidation: requireAgent('bookings.admin'),
      schema: {
        tags,
        summary: 'Quote: a fare of the request’s flights per journey, a fare per person by passenger type, valid until',
        params: idParam,
        body: offlineQuoteBody,
        response: { 200: offlineRequestRow, ...errors },
      },
    },
    async (request) => offline.quote(user(request), request.params.id, request.body),
  );

  api.post(
    '/api/v1/admin/offline-requests/:id/reject',
    {
      preValidation: requireAgent('bookings.admin'),
      schema: {
        tags,
        summary: 'Reject with the reason the agency is told',
        params: idParam,
        body: offlineRejectBody,
        response: { 200: offlineRequestRow, ...errors },
      },
    },
    async (request) => offline.reject(user(request), request.params.id, request.body.reason),
  );

  api.get(
    '/api/v1/admin/service-requests',
    {
      preValidation: requireAgent('bookings.admin'),
      schema: {
        tags,
        summary: 'Travellers’ special-service requests waiting for an answer, oldest first (back office)',
        response: { 200: serviceRequestList, ...errors },
      },
    },
    async () => ({ requests: await offline.waitingServiceRequests() }),
  );

  api.post(
    '/api/v1/admin/service-requests/:id/answer',
    {
      preValidation: requireAgent('bookings.admin'),
      schema: {
        tags,
        summary: 'Price (paid by the link the team sends) or decline a traveller’s service request, with a message',
        params: idParam,
        body: serviceAnswerBody,
        response: { 200: serviceRequestRow, ...errors },
      },
    },
    async (request) => offline.answerServiceRequest(user(request), request.params.id, request.body),
  );
}
