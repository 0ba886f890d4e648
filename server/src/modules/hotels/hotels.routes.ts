import { hotelCity, hotelDetails, hotelRateEarnings, hotelSearchAnswer } from '@tripsetu/domain/hotel-results.ts';
import { hotelSearchBody } from '@tripsetu/domain/hotel-search.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERRORS as errors } from '../../lib/api-errors.ts';
import { requireAgent, sessionOf } from '../agents/agent-auth.ts';
import type { HotelsService } from './hotels.service.ts';

export const hotelDetailsBody = hotelSearchBody
  .omit({ city: true, location: true })
  .extend({ hotelId: z.string().max(20) });

/** Kept answers go as their bytes; errors are small objects, written as JSON. */
const keptJsonSerializer = () => (data: unknown) => (typeof data === 'string' ? data : JSON.stringify(data));

/** Hotel search and details for the agent portal (issue 23): any signed-in user. */
export function registerHotelRoutes(app: FastifyInstance, deps: { hotels: HotelsService }) {
  const { hotels } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['agent portal: hotels'];
  const signedIn = requireAgent();
  const config = { sessionCache: true };

  api.get(
    '/api/v1/hotels/cities',
    {
      config,
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'The cities and towns with hotels, each with its localities and their coordinates',
        response: { 200: z.object({ cities: z.array(hotelCity) }), ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, max-age=3600');
      return { cities: hotels.cities() };
    },
  );

  api.post(
    '/api/v1/hotels/search',
    {
      config,
      preValidation: signedIn,
      // The answer is JSON the service writes and keeps (searchJson); the schema documents it.
      serializerCompiler: keptJsonSerializer,
      schema: {
        tags,
        summary: 'Hotels of a city or one locality with a room for the whole stay, each with its cheapest offer',
        body: hotelSearchBody,
        response: { 200: hotelSearchAnswer, ...errors },
      },
    },
    async (request, reply) => hotels.searchJson(request.body).send(request, reply),
  );

  api.post(
    '/api/v1/hotels/details',
    {
      config,
      preValidation: signedIn,
      serializerCompiler: keptJsonSerializer,
      schema: {
        tags,
        summary:
          "One hotel for a stay: photos, overview, policies, climate, and every room type's rates with tax and cancellation",
        body: hotelDetailsBody,
        response: { 200: hotelDetails, ...errors },
      },
    },
    async (request, reply) => hotels.detailsJson(request.body).send(request, reply),
  );

  api.post(
    '/api/v1/hotels/rate-earnings',
    {
      preValidation: requireAgent('hotels.book'),
      schema: {
        tags,
        summary: 'What the agency earns on a rate for the stay by the commission rules, and what its wallet pays',
        body: hotelDetailsBody.extend({ rateId: z.string().max(40) }),
        response: { 200: hotelRateEarnings, ...errors },
      },
    },
    async (request) => hotels.rateEarnings(sessionOf(request).user.agency_id as number, request.body),
  );
}
