import { BUS_BLOCK_MINUTES, busBlockAnswer, busBlockBody } from '@tripsetu/domain/bus-booking.ts';
import { busCity, busSearchBody, busTrip } from '@tripsetu/domain/bus-search.ts';
import { busSearchWire } from '@tripsetu/domain/bus-wire.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERRORS as errors } from '../../lib/api-errors.ts';
import { requireAgent, sessionOf } from '../agents/agent-auth.ts';
import type { BusesService } from './buses.service.ts';

const seat = z.object({
  seatNo: z.string(),
  deck: z.enum(['LOWER', 'UPPER']),
  kind: z.enum(['SEAT', 'SLEEPER']),
  row: z.number(),
  column: z.number(),
  length: z.number(),
  ladies: z.boolean(),
  window: z.boolean(),
  farePaise: z.number(),
  available: z.boolean(),
});
const tripSeats = z.object({
  tripId: z.string(),
  columns: z.number(),
  rows: z.object({ LOWER: z.number(), UPPER: z.number() }),
  seats: z.array(seat),
});

/** Bus search for the agent portal (issue 22): any signed-in user. */
export function registerBusRoutes(app: FastifyInstance, deps: { buses: BusesService }) {
  const { buses } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['agent portal: buses'];
  const signedIn = requireAgent();
  const config = { sessionCache: true };

  api.get(
    '/api/v1/buses/cities',
    {
      config,
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'The cities buses serve',
        response: { 200: z.object({ cities: z.array(busCity) }), ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, max-age=3600');
      return { cities: buses.cities() };
    },
  );

  api.post(
    '/api/v1/buses/search',
    {
      config,
      preValidation: signedIn,
      // The answer is JSON text the service writes and keeps (searchJson); the schema documents it. Errors are
      // small objects, written as JSON.
      serializerCompiler: () => (data) => (typeof data === 'string' ? data : JSON.stringify(data)),
      schema: {
        tags,
        summary:
          'Buses from one city to another on a date, with seats left, fares, stops and policies (operators, bus types, stops and policies sent once)',
        body: busSearchBody,
        response: { 200: busSearchWire, ...errors },
      },
    },
    async (request, reply) => {
      return (await buses.searchJson(request.body)).send(request, reply);
    },
  );

  api.get(
    '/api/v1/buses/trips/:tripId',
    {
      config,
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'One bus on its date, as the search lists it (a seat page opened from its address)',
        params: z.object({ tripId: z.string().max(40) }),
        response: { 200: z.object({ trip: busTrip }), ...errors },
      },
    },
    async (request) => ({ trip: await buses.trip(request.params.tripId) }),
  );

  api.get(
    '/api/v1/buses/trips/:tripId/seats',
    {
      config,
      preValidation: signedIn,
      // JSON text the service writes in the schema's shape and keeps (seatsJson); errors are small objects.
      serializerCompiler: () => (data) => (typeof data === 'string' ? data : JSON.stringify(data)),
      schema: {
        tags,
        summary: "A bus's seat layout: each seat with its deck, place, fare and whether it can be booked",
        params: z.object({ tripId: z.string().max(40) }),
        response: { 200: tripSeats, ...errors },
      },
    },
    async (request, reply) => {
      return (await buses.seatsJson(request.params.tripId)).send(request, reply);
    },
  );

  api.post(
    '/api/v1/buses/blocks',
    {
      preValidation: requireAgent('buses.book'),
      schema: {
        tags,
        summary: `Keeps the chosen seats for ${BUS_BLOCK_MINUTES} minutes with their travellers, and prices them`,
        body: busBlockBody,
        response: { 201: busBlockAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await buses.block(sessionOf(request).user, request.body);
      return reply.code(201).send(answer);
    },
  );
}
