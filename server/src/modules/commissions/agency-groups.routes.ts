import {
  agencyGroupBody,
  agencyGroupList,
  agencyGroupMemberBody,
  agencyGroupRow,
} from '@tripsetu/domain/agency-groups.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERRORS as errors } from '../../lib/api-errors.ts';
import { requireAgent, sessionOf } from '../agents/agent-auth.ts';
import { userNameOf } from '../agents/user-name.ts';
import type { AgencyGroups } from './agency-groups.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** Agency groups, a commission rule's scope between every agency and one (issue 24, decision 038): the back office's. */
export function registerAgencyGroupRoutes(app: FastifyInstance, deps: { groups: AgencyGroups }) {
  const { groups } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['back office: agency groups'];
  const guard = requireAgent('commissions.admin');

  api.get(
    '/api/v1/admin/agency-groups',
    {
      preValidation: guard,
      schema: { tags, summary: 'Every agency group and its agencies', response: { 200: agencyGroupList, ...errors } },
    },
    async () => ({ groups: await groups.list() }),
  );

  api.post(
    '/api/v1/admin/agency-groups',
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'Add an agency group',
        body: agencyGroupBody,
        response: { 201: agencyGroupRow, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      return reply.code(201).send(await groups.add(userNameOf(user), request.body));
    },
  );

  api.post(
    '/api/v1/admin/agency-groups/:id/agencies',
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'Put an approved agency in the group (out of any other)',
        params: z.object({ id }),
        body: agencyGroupMemberBody,
        response: { 200: agencyGroupRow, ...errors },
      },
    },
    async (request) => groups.addAgency(request.params.id, request.body.agencyId),
  );

  api.delete(
    '/api/v1/admin/agency-groups/:id/agencies/:agencyId',
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'Take an agency out of the group',
        params: z.object({ id, agencyId: id }),
        response: { 200: agencyGroupRow, ...errors },
      },
    },
    async (request) => groups.removeAgency(request.params.id, request.params.agencyId),
  );
}
