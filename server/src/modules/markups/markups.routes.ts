import { markupBody, markupList, markupRow, markupViewBody } from '@tripsetu/domain/markups.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERRORS as errors } from '../../lib/api-errors.ts';
import { requireAgent, sessionOf } from '../agents/agent-auth.ts';
import type { MarkupsService } from './markups.service.ts';

const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Agent Markup (agent-portal.md §2 'Agent markup add and delete'; issue 24): the agency's standing markups. */
export function registerMarkupRoutes(app: FastifyInstance, deps: { markups: MarkupsService }) {
  const { markups } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['agent portal: markups'];
  const user = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).user;

  api.get(
    '/api/v1/markups',
    {
      preValidation: requireAgent('markups.view'),
      schema: { tags, summary: "The agency's live markups", response: { 200: markupList, ...errors } },
    },
    async (request) => markups.list(user(request)),
  );

  api.put(
    '/api/v1/markups/staff-view',
    {
      preValidation: requireAgent('markups.manage'),
      schema: {
        tags,
        summary: "Whether staff see search prices with the agency's markup",
        body: markupViewBody,
        response: { 200: markupList, ...errors },
      },
    },
    async (request) => markups.setStaffView(user(request), request.body.staffSeeMarkup),
  );

  api.post(
    '/api/v1/markups',
    {
      preValidation: requireAgent('markups.manage'),
      schema: {
        tags,
        summary: 'Add a markup (refused while one for the same product and carrier is live)',
        body: markupBody,
        response: { 201: markupRow, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await markups.add(user(request), request.body)),
  );

  api.delete(
    '/api/v1/markups/:id',
    {
      preValidation: requireAgent('markups.manage'),
      schema: { tags, summary: 'Delete a markup', params: idParam, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await markups.remove(user(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
