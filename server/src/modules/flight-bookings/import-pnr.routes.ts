import { importPnrBody, importPnrDone } from '@tripsetu/domain/import-pnr.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ERRORS as errors } from '../../lib/api-errors.ts';
import { requireAgent, sessionOf } from '../agents/agent-auth.ts';
import type { BookingCore } from '../bookings/bookings.service.ts';

/** Import PNR (agent-portal.md §2; issue 21, decision 026): an airline PNR made elsewhere becomes the agency's hold. */
export function registerImportPnrRoutes(app: FastifyInstance, deps: { core: BookingCore }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/v1/flights/import-pnr',
    {
      preValidation: requireAgent('flights.book'),
      schema: {
        tags: ['agent portal: flight bookings'],
        summary:
          "Import PNR: an airline PNR made outside TripSetu, found by its code and a traveller's last name, becomes the agency's booking on hold until the airline's ticketing time limit",
        body: importPnrBody,
        response: { 201: importPnrDone, ...errors },
      },
    },
    async (request, reply) => {
      const { pnr, lastName } = request.body;
      const made = await deps.core.importBooking(sessionOf(request).user, 'FLIGHT', { reference: pnr, lastName });
      return reply.code(201).send({ product: 'FLIGHT' as const, ...made });
    },
  );
}
