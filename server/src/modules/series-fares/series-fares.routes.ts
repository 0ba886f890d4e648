import { seriesFareBody, seriesFareList, seriesFareRow, seriesUploadAnswer } from '@tripsetu/domain/series-fares.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERRORS as errors } from '../../lib/api-errors.ts';
import { MULTIPART_NOTE, readMultipart } from '../../lib/multipart.ts';
import { requireAgent, sessionOf } from '../agents/agent-auth.ts';
import { userNameOf } from '../agents/user-name.ts';
import type { SeriesFaresService } from './series-fares.service.ts';

const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Agent series fares (agent-portal.md §2; issue 24, decision 037): the back office's blocks of seats. */
export function registerSeriesFareRoutes(app: FastifyInstance, deps: { seriesFares: SeriesFaresService }) {
  const { seriesFares } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['back office: series fares'];
  const user = (request: Parameters<typeof sessionOf>[0]) => userNameOf(sessionOf(request).user);

  api.get(
    '/api/v1/admin/series-fares',
    {
      preValidation: requireAgent('series.admin'),
      schema: {
        tags,
        summary: 'The series fare blocks of flights from today on',
        response: { 200: seriesFareList, ...errors },
      },
    },
    async () => ({ fares: await seriesFares.list() }),
  );

  api.post(
    '/api/v1/admin/series-fares',
    {
      preValidation: requireAgent('series.admin'),
      schema: {
        tags,
        summary: 'Add a block of seats on a flight and date at fixed fares',
        body: seriesFareBody,
        response: { 201: seriesFareRow, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await seriesFares.add(user(request), request.body)),
  );

  api.post(
    '/api/v1/admin/series-fares/upload',
    {
      preValidation: requireAgent('series.admin'),
      schema: {
        tags,
        summary:
          'Add blocks from a spreadsheet (multipart: file, .xlsx or .csv): every row, or none with each row’s errors',
        consumes: [MULTIPART_NOTE],
        response: { 201: seriesUploadAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const { files } = await readMultipart(request, ['file']);
      return reply.code(201).send(await seriesFares.upload(user(request), files[0]));
    },
  );

  api.post(
    '/api/v1/admin/series-fares/:id/withdraw',
    {
      preValidation: requireAgent('series.admin'),
      schema: {
        tags,
        summary: 'Withdraw a block: its unsold seats are no longer sold',
        params: idParam,
        response: { 200: seriesFareRow, ...errors },
      },
    },
    async (request) => seriesFares.withdraw(user(request), request.params.id),
  );
}
