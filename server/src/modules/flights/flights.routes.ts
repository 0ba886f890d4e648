import {
  airportShape,
  calendarQuery,
  emailResultsBody,
  flightSearchBody,
  travelCalendar,
} from '@tripsetu/domain/flight-api.ts';
import { type FlightSearchWire, flightSearchWire } from '@tripsetu/domain/flight-wire.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERRORS as errors } from '../../lib/api-errors.ts';
import { requireAgent, sessionOf } from '../agents/agent-auth.ts';
import type { CurrencyRatesService } from '../currencies/currency-rates.ts';
import type { FlightsService } from './flights.service.ts';

/** Flight search for the agent portal (docs/agent-portal-api.md): any signed-in user. */
export function registerFlightRoutes(
  app: FastifyInstance,
  deps: { flights: FlightsService; rates: Pick<CurrencyRatesService, 'alsoIn'> },
) {
  const { flights } = deps;
  // Searches still waiting to be recorded are written on close. A plugin's onClose runs before the
  // app's own, which close the database.
  app.register(async (plugin) => {
    plugin.addHook('onClose', async () => {
      await flights.flushRecentSearches();
    });
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['agent portal: flights'];
  const signedIn = requireAgent();
  // Read-only searches may take a session resolved in the last 2 s (docs/decisions/014); e-mail may not.
  const config = { sessionCache: true };

  api.get(
    '/api/v1/flights/airports',
    {
      config,
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Every airport of the inventory',
        response: { 200: z.object({ airports: z.array(airportShape) }), ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, max-age=3600');
      return { airports: flights.airports() };
    },
  );

  api.post(
    '/api/v1/flights/search',
    {
      config,
      preValidation: signedIn,
      // The answer is JSON (UTF-8 bytes) put together by the service (searchJson) from each
      // leg's cached JSON; the schema below documents it. Errors are small objects, written as JSON.
      serializerCompiler: () => (data) => (typeof data === 'string' ? data : JSON.stringify(data)),
      schema: {
        tags,
        summary: 'One way, round trip or multi city: itineraries and fares per leg',
        description:
          'Each flight and baggage allowance is sent once per leg and named by its place; a fare sends each ' +
          'travelling passenger type’s component amounts (BASE, YQ, K3, OTHER_TAXES). Totals, labels, counts, ' +
          'fare ids and special-fare terms follow from them. A leg lists the same itineraries whoever travels; the ' +
          'portal shows those with seats for its travellers, cheapest for them first, at most 100: ' +
          'expandSearchResult (packages/domain/src/flight-wire.ts).',
        body: flightSearchBody,
        response: { 200: flightSearchWire, ...errors },
      },
    },
    async (request, reply) => {
      const json = await flights.searchJson(request.body);
      await flights.recordSearch(sessionOf(request).user.id, request.body);
      // Fastify sends text and bytes as they are; the typed reply expects the object they stand for.
      return reply.type('application/json; charset=utf-8').send(json as unknown as FlightSearchWire);
    },
  );

  api.get(
    '/api/v1/flights/calendar',
    {
      config,
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Travel calendar: the lowest one-adult fare of each day of a month',
        querystring: calendarQuery,
        response: { 200: travelCalendar, ...errors },
      },
    },
    async (request) => flights.calendar(request.query),
  );

  api.get(
    '/api/v1/flights/recent-searches',
    {
      config,
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'The user’s last five searches, newest first',
        response: { 200: z.object({ searches: z.array(flightSearchBody) }), ...errors },
      },
    },
    async (request) => ({ searches: await flights.recentSearches(sessionOf(request).user.id) }),
  );

  api.post(
    '/api/v1/flights/email',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'E-mail search results (chosen itineraries, or the cheapest of each leg)',
        body: emailResultsBody,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      const user = sessionOf(request).user;
      return flights.emailResults({
        to: request.body.to,
        search: request.body.search,
        itineraryIds: request.body.itineraryIds,
        sentBy: { name: `${user.first_name} ${user.last_name}`, email: user.email, agencyId: user.agency_id },
        markupPaise: request.body.markupPaise,
        alsoIn: await deps.rates.alsoIn(request.body.currency),
      });
    },
  );
}
