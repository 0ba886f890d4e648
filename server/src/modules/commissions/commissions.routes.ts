import {
  commissionFilters,
  commissionRuleBody,
  commissionRuleList,
  commissionRuleRow,
} from '@tripsetu/domain/commissions.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERRORS as errors } from '../../lib/api-errors.ts';
import { requireAgent, sessionOf } from '../agents/agent-auth.ts';
import type { CommissionsService } from './commissions.service.ts';

const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * Commission rules (agent-portal.md §2 View Commissions, "all flight commissions list with filters"; issue 24,
 * decision 034): agencies read the rules that apply to them; the back office adds, lists and deletes them.
 */
export function registerCommissionRoutes(app: FastifyInstance, deps: { commissions: CommissionsService }) {
  const { commissions } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['agent portal: commissions'];
  const user = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).user;

  api.get(
    '/api/v1/commissions',
    {
      preValidation: requireAgent('commissions.view'),
      schema: {
        tags,
        summary: 'View Commissions: the rules for every agency and for this one, filtered by carrier, sector, product',
        querystring: commissionFilters,
        response: { 200: commissionRuleList, ...errors },
      },
    },
    async (request) => ({ rules: await commissions.forAgency(user(request), request.query) }),
  );

  api.get(
    '/api/v1/admin/commission-rules',
    {
      preValidation: requireAgent('commissions.admin'),
      schema: {
        tags,
        summary: 'Every live commission rule, filtered',
        querystring: commissionFilters,
        response: { 200: commissionRuleList, ...errors },
      },
    },
    async (request) => ({ rules: await commissions.all(request.query) }),
  );

  api.post(
    '/api/v1/admin/commission-rules',
    {
      preValidation: requireAgent('commissions.admin'),
      schema: {
        tags,
        summary: 'Add a commission rule (refused when it ties an existing one on priority and dates)',
        body: commissionRuleBody,
        response: { 201: commissionRuleRow, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await commissions.add(user(request), request.body)),
  );

  api.delete(
    '/api/v1/admin/commission-rules/:id',
    {
      preValidation: requireAgent('commissions.admin'),
      schema: { tags, summary: 'Delete a commission rule', params: idParam, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await commissions.remove(user(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
