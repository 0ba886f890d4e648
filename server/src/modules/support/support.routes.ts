import {
  raiseSupportBody,
  supportReplyBody,
  supportRequestDetail,
  supportRequestRow,
} from '@tripsetu/domain/agent-api.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERRORS as errors } from '../../lib/api-errors.ts';
import { requireAgent, sessionOf } from '../agents/agent-auth.ts';
import type { SupportService } from './support.service.ts';

const idParam = z.object({ id: z.coerce.number().int().positive() });

export function registerSupportRoutes(app: FastifyInstance, deps: { support: SupportService }) {
  const { support } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['agent portal: support'];
  const readers = requireAgent('support.use', 'support.answer');

  api.get(
    '/api/v1/support/requests',
    {
      preValidation: readers,
      schema: {
        tags,
        summary: 'Support requests: my agency’s, or all for administrators',
        response: { 200: z.object({ requests: z.array(supportRequestRow) }), ...errors },
      },
    },
    async (request) => ({ requests: await support.list(sessionOf(request)) }),
  );

  api.post(
    '/api/v1/support/requests',
    {
      preValidation: requireAgent('support.use'),
      schema: {
        tags,
        summary: 'Raise a support request',
        body: raiseSupportBody,
        response: { 201: supportRequestDetail, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await support.raise(sessionOf(request), request.body)),
  );

  api.get(
    '/api/v1/support/requests/:id',
    {
      preValidation: readers,
      schema: {
        tags,
        summary: 'A support request with its messages',
        params: idParam,
        response: { 200: supportRequestDetail, ...errors },
      },
    },
    async (request) => support.detail(sessionOf(request), request.params.id),
  );

  api.post(
    '/api/v1/support/requests/:id/replies',
    {
      preValidation: readers,
      schema: {
        tags,
        summary: 'Reply to a support request',
        params: idParam,
        body: supportReplyBody,
        response: { 200: supportRequestDetail, ...errors },
      },
    },
    async (request) => support.reply(sessionOf(request), request.params.id, request.body.message),
  );
}
