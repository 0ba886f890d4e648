import {
  agentRow,
  agentStatusBody,
  createStaffBody,
  message,
  setStaffPasswordBody,
  staffMember,
  updateStaffBody,
} from '@tripsetu/domain/agent-api.ts';
import { AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERRORS as errors } from '../../lib/api-errors.ts';
import { requireAgent, sessionOf } from './agent-auth.ts';
import type { AgentsService } from './agents.service.ts';

const idParam = z.object({ id: z.coerce.number().int().positive() });

/** An agency owner's staff (§2 Staff) and the back office's list of every agent and their status. */
export function registerStaffRoutes(app: FastifyInstance, deps: { agents: AgentsService }) {
  const { agents } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  // ── Staff ──────────────────────────────────────────────────────────────────────────────────────
  const staffTags = ['agent portal: staff'];
  const staffGuard = requireAgent('staff.manage');

  api.get(
    '/api/v1/staff',
    {
      preValidation: staffGuard,
      schema: {
        tags: staffTags,
        summary: 'My agency’s staff',
        response: { 200: z.object({ staff: z.array(staffMember) }), ...errors },
      },
    },
    async (request) => ({ staff: await agents.listStaff(sessionOf(request).user) }),
  );

  api.post(
    '/api/v1/staff',
    {
      preValidation: staffGuard,
      schema: {
        tags: staffTags,
        summary: 'Create a staff member',
        body: createStaffBody,
        response: { 201: staffMember, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await agents.createStaff(sessionOf(request).user, request.body)),
  );

  api.patch(
    '/api/v1/staff/:id',
    {
      preValidation: staffGuard,
      schema: {
        tags: staffTags,
        summary: 'Update a staff member and their status',
        params: idParam,
        body: updateStaffBody,
        response: { 200: staffMember, ...errors },
      },
    },
    async (request) => agents.updateStaff(sessionOf(request).user, request.params.id, request.body),
  );

  api.post(
    '/api/v1/staff/:id/password',
    {
      preValidation: staffGuard,
      schema: {
        tags: staffTags,
        summary: 'Change a staff member’s password',
        params: idParam,
        body: setStaffPasswordBody,
        response: { 200: message, ...errors },
      },
    },
    async (request) => {
      await agents.setStaffPassword(sessionOf(request).user, request.params.id, request.body);
      return { message: AGENT_MSG_DECIDED.staffPasswordChanged };
    },
  );

  // ── Back office ────────────────────────────────────────────────────────────────────────────────
  const adminTags = ['agent portal: back office'];

  api.get(
    '/api/v1/admin/agents',
    {
      preValidation: requireAgent('agents.view'),
      schema: {
        tags: adminTags,
        summary: 'Agents and staff of every agency, with search',
        querystring: z.object({ q: z.string().max(100).optional().default('') }),
        response: { 200: z.object({ agents: z.array(agentRow) }), ...errors },
      },
    },
    async (request) => ({ agents: await agents.searchAgents(request.query.q) }),
  );

  api.patch(
    '/api/v1/admin/agents/:id/status',
    {
      preValidation: requireAgent('agents.status'),
      schema: {
        tags: adminTags,
        summary: 'Set a user Active, Inactive or Suspended',
        params: idParam,
        body: agentStatusBody,
        response: { 200: agentRow, ...errors },
      },
    },
    async (request) => agents.setUserStatus(sessionOf(request).user, request.params.id, request.body.status),
  );
}
