import {
  visaApplicationList,
  visaApplicationQuery,
  visaApplicationRow,
  visaTypeBody,
  visaTypeList,
  visaTypeRow,
} from '@tripsetu/domain/visa-api.ts';
import { VISA_LIMITS, visaDocumentField } from '@tripsetu/domain/visas.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERRORS as errors } from '../../lib/api-errors.ts';
import { MULTIPART_NOTE, readMultipart } from '../../lib/multipart.ts';
import { requireAgent, sessionOf } from '../agents/agent-auth.ts';
import type { VisasService } from './visas.service.ts';

const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const DOCUMENT_FIELDS = Array.from({ length: VISA_LIMITS.checklistMax }, (_, index) => visaDocumentField(index));

/** Visas (issue 25, decision 043): the types on offer, an agency's applications, the back office's side. */
export function registerVisaRoutes(app: FastifyInstance, deps: { visas: VisasService }) {
  const { visas } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['agent portal: visas'];
  const user = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).user;

  api.get(
    '/api/v1/visas/types',
    {
      preValidation: requireAgent('visas.manage'),
      schema: {
        tags,
        summary: 'The visa types offered, by destination: stay, validity, processing time, fee, documents',
        response: { 200: visaTypeList, ...errors },
      },
    },
    async () => ({ types: await visas.types() }),
  );

  api.post(
    '/api/v1/visas/applications',
    {
      preValidation: requireAgent('visas.apply'),
      schema: {
        tags,
        summary:
          "Apply for one traveller (multipart: visaTypeId, the traveller's fields, document0… for the checklist); the fee is paid from the wallet",
        consumes: [MULTIPART_NOTE],
        response: { 201: visaApplicationRow, ...errors },
      },
    },
    async (request, reply) => {
      const form = await readMultipart(request, DOCUMENT_FIELDS);
      return reply.code(201).send(await visas.apply(user(request), form));
    },
  );

  api.get(
    '/api/v1/visas/applications',
    {
      preValidation: requireAgent('visas.manage'),
      schema: {
        tags,
        summary: "The agency's visa applications, newest first (the back office: every agency's)",
        querystring: visaApplicationQuery,
        response: { 200: visaApplicationList, ...errors },
      },
    },
    async (request) => ({ applications: await visas.applications(user(request), request.query) }),
  );

  api.get(
    '/api/v1/visas/applications/:id',
    {
      preValidation: requireAgent('visas.manage'),
      schema: {
        tags,
        summary: 'One visa application with its steps and documents (another agency’s is not found)',
        params: idParam,
        response: { 200: visaApplicationRow, ...errors },
      },
    },
    async (request) => visas.application(user(request), request.params.id),
  );

  api.post(
    '/api/v1/admin/visa-types',
    {
      preValidation: requireAgent('visas.admin'),
      schema: {
        tags,
        summary: 'Offer a visa type for a destination',
        body: visaTypeBody,
        response: { 201: visaTypeRow, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await visas.addType(user(request), request.body)),
  );

  api.delete(
    '/api/v1/admin/visa-types/:id',
    {
      preValidation: requireAgent('visas.admin'),
      schema: { tags, summary: 'Withdraw a visa type (its applications keep it)', params: idParam },
    },
    async (request, reply) => {
      await visas.withdrawType(user(request), request.params.id);
      return reply.code(204).send();
    },
  );

  api.post(
    '/api/v1/admin/visa-applications/:id/status',
    {
      preValidation: requireAgent('visas.admin'),
      schema: {
        tags,
        summary: 'Move an application on (multipart: status, remarks, and the visa file to approve)',
        consumes: [MULTIPART_NOTE],
        params: idParam,
        response: { 200: visaApplicationRow, ...errors },
      },
    },
    async (request) => {
      const { fields, files } = await readMultipart(request, ['visa']);
      return visas.decide(user(request), request.params.id, {
        status: fields.status ?? '',
        remarks: fields.remarks ?? '',
        visa: files[0],
      });
    },
  );
}
