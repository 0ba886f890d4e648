import { platformMarkupBody, platformMarkupList, platformMarkupRow } from '@tripsetu/domain/platform-markups.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERRORS as errors } from '../../lib/api-errors.ts';
import { requireAgent, sessionOf } from '../agents/agent-auth.ts';
import type { PlatformMarkups } from './platform-markups.ts';

const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** TripSetu's own markup on what agencies pay (issue 24, decision 040): the back office's. */
export function registerPlatformMarkupRoutes(app: FastifyInstance, deps: { markups: PlatformMarkups }) {
  const { markups } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['back office: TripSetu markups'];
  const guard = requireAgent('commissions.admin');

  api.get(
    '/api/v1/admin/platform-markups',
    {
      preValidation: guard,
      schema: { tags, summary: 'Every live TripSetu markup', response: { 200: platformMarkupList, ...errors } },
    },
    async () => ({ markups: await markups.list() }),
  );

  api.post(
    '/api/v1/admin/platform-markups',
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'Add a TripSetu markup (refused while one for the same product, carrier, sector and scope is live)',
        body: platformMarkupBody,
        response: { 201: platformMarkupRow, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await markups.add(sessionOf(request).user, request.body)),
  );

  api.delete(
    '/api/v1/admin/platform-markups/:id',
    {
      preValidation: guard,
      schema: { tags, summary: 'Delete a TripSetu markup', params: idParam, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await markups.remove(sessionOf(request).user, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
