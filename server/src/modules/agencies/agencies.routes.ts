import { AGENCY_STATUSES } from '@tripsetu/domain/agency.ts';
import {
  agencyProfile,
  applicationDetail,
  applicationRow,
  message,
  registrationProgress,
  registrationResendBody,
  registrationStarted,
  registrationVerifyBody,
  rejectBody,
  updateProfileBody,
} from '@tripsetu/domain/agent-api.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERRORS as errors } from '../../lib/api-errors.ts';
import { MULTIPART_NOTE, readMultipart } from '../../lib/multipart.ts';
import { requireAgent, sessionOf } from '../agents/agent-auth.ts';
import type { AgenciesService } from './agencies.service.ts';

/** Registration, profile, documents and the back office's applications (agent-portal.md §2, §3, §5). */
export function registerAgencyRoutes(app: FastifyInstance, deps: { agencies: AgenciesService }) {
  const { agencies } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const registrationTags = ['agent portal: registration'];

  api.post(
    '/api/v1/registrations',
    {
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags: registrationTags,
        summary: 'Register an agency (multipart: the form fields, panDocument and gstDocument)',
        consumes: [MULTIPART_NOTE],
        response: { 201: registrationStarted, ...errors },
      },
    },
    async (request, reply) => {
      const { fields, files } = await readMultipart(request, ['panDocument', 'gstDocument']);
      const started = await agencies.startRegistration({ fields, files, clientIp: request.ip });
      return reply.code(201).send(started);
    },
  );

  api.post(
    '/api/v1/registrations/verify',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: registrationTags,
        summary: 'Verify the e-mail or mobile OTP',
        body: registrationVerifyBody,
        response: { 200: registrationProgress, ...errors },
      },
    },
    async (request) => agencies.verifyRegistration(request.body),
  );

  api.post(
    '/api/v1/registrations/resend',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: registrationTags,
        summary: 'Send a new e-mail or mobile OTP',
        body: registrationResendBody,
        response: { 200: message, ...errors },
      },
    },
    async (request) => ({
      message: await agencies.resendRegistrationOtp({ ...request.body, clientIp: request.ip }),
    }),
  );

  const profileTags = ['agent portal: profile'];
  api.get(
    '/api/v1/profile',
    {
      preValidation: requireAgent('profile.view'),
      schema: { tags: profileTags, summary: 'My agency and my details', response: { 200: agencyProfile, ...errors } },
    },
    async (request) => agencies.profile(sessionOf(request)),
  );

  api.put(
    '/api/v1/profile',
    {
      preValidation: requireAgent('profile.edit'),
      schema: {
        tags: profileTags,
        summary: 'Update the agency and owner details',
        body: updateProfileBody,
        response: { 200: agencyProfile, ...errors },
      },
    },
    async (request) => agencies.updateProfile(sessionOf(request), request.body),
  );

  api.post(
    '/api/v1/profile/logo',
    {
      preValidation: requireAgent('profile.edit'),
      schema: {
        tags: profileTags,
        summary: 'Upload the agency logo (multipart file "logo")',
        consumes: [MULTIPART_NOTE],
        response: { 200: agencyProfile, ...errors },
      },
    },
    async (request) => {
      const { files } = await readMultipart(request, ['logo']);
      return agencies.uploadLogo(sessionOf(request), files[0]);
    },
  );

  api.get(
    '/api/v1/documents/:id',
    {
      preValidation: requireAgent(),
      schema: {
        tags: profileTags,
        summary: 'A document of my agency (administrators: any agency)',
        params: z.object({ id: z.coerce.number().int().positive() }),
      },
    },
    async (request, reply) => {
      const document = await agencies.document(sessionOf(request), request.params.id);
      const inline = document.contentType.startsWith('image/') || document.contentType === 'application/pdf';
      return reply
        .type(document.contentType)
        .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${document.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(document.bytes);
    },
  );

  const adminTags = ['agent portal: back office'];
  api.get(
    '/api/v1/admin/applications',
    {
      preValidation: requireAgent('applications.review'),
      schema: {
        tags: adminTags,
        summary: 'Agency applications by status',
        querystring: z.object({ status: z.enum(AGENCY_STATUSES).optional().default('PENDING') }),
        response: { 200: z.object({ applications: z.array(applicationRow) }), ...errors },
      },
    },
    async (request) => ({ applications: await agencies.applications(request.query.status) }),
  );

  const agencyParam = z.object({ agencyId: z.coerce.number().int().positive() });
  api.get(
    '/api/v1/admin/applications/:agencyId',
    {
      preValidation: requireAgent('applications.review'),
      schema: {
        tags: adminTags,
        summary: 'One application with its documents',
        params: agencyParam,
        response: { 200: applicationDetail, ...errors },
      },
    },
    async (request) => agencies.application(request.params.agencyId),
  );

  api.post(
    '/api/v1/admin/applications/:agencyId/approve',
    {
      preValidation: requireAgent('applications.review'),
      schema: {
        tags: adminTags,
        summary: 'Approve: issue the agency code, e-mail the owner',
        params: agencyParam,
        response: { 200: applicationDetail, ...errors },
      },
    },
    async (request) => agencies.approve(sessionOf(request).user, request.params.agencyId),
  );

  api.post(
    '/api/v1/admin/applications/:agencyId/reject',
    {
      preValidation: requireAgent('applications.review'),
      schema: {
        tags: adminTags,
        summary: 'Reject with a reason, e-mailed to the owner',
        params: agencyParam,
        body: rejectBody,
        response: { 200: applicationDetail, ...errors },
      },
    },
    async (request) => agencies.reject(sessionOf(request).user, request.params.agencyId, request.body.reason),
  );
}
