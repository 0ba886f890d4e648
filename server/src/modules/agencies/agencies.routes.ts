import type { MultipartFile } from '@fastify/multipart';
import { AGENCY_STATUSES, UPLOAD_MAX_BYTES } from '@tripsetu/domain/agency.ts';
import {
  agencyProfile,
  apiError,
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
import { AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { refuseForbiddenText } from '../../lib/input-guard.ts';
import { requireAgent, sessionOf } from '../agents/agent-auth.ts';
import type { AgenciesService, UploadedFile } from './agencies.service.ts';

const errors = {
  400: apiError,
  401: apiError,
  403: apiError,
  404: apiError,
  409: apiError,
  413: apiError,
  415: apiError,
  422: apiError,
  429: apiError,
};
const MULTIPART_NOTE = 'multipart/form-data';
/** More text fields than any of our forms has (registration has about 30). */
const MULTIPART_FIELDS_MAX = 60;

/** Reads a multipart body: text fields, and the named file fields into memory (each at most 4 MB). */
async function readMultipart(request: FastifyRequest, fileFields: string[]) {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', `Send the form as ${MULTIPART_NOTE}.`);
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  let fieldCount = 0;
  try {
    const limits = { fileSize: UPLOAD_MAX_BYTES, files: 3, fields: MULTIPART_FIELDS_MAX };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        fieldCount++;
        if (typeof part.value === 'string') fields[part.fieldname] = part.value.slice(0, 1000);
        continue;
      }
      const file = part as MultipartFile;
      const bytes = await file.toBuffer().catch((error) => {
        if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
        throw new AppError('PAYLOAD_TOO_LARGE', AGENT_MSG_DECIDED.fileTooLarge, {
          [file.fieldname]: AGENT_MSG_DECIDED.fileTooLarge,
        });
      });
      // A file input left empty still sends a part, with no name and no bytes.
      if (!fileFields.includes(file.fieldname) || (bytes.length === 0 && file.filename === '')) continue;
      files.push({ field: file.fieldname, fileName: file.filename, bytes });
    }
  } catch (error) {
    throw multipartError(error, fieldCount >= MULTIPART_FIELDS_MAX);
  }
  refuseForbiddenText(fields, 'body');
  refuseForbiddenText(Object.fromEntries(files.map((file) => [file.field, file.fileName])), 'body');
  return { fields, files };
}

/**
 * What went wrong in a multipart body, as the caller should hear it. The field limit passed while a
 * file is still streaming surfaces as the file's premature close, hence `atFieldLimit`.
 */
function multipartError(error: unknown, atFieldLimit: boolean): unknown {
  if (error instanceof AppError) return error;
  const { code, message } = error as { code?: string; message?: string };
  const tooMany = code === 'FST_FIELDS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT';
  if (tooMany || (atFieldLimit && code === 'ERR_STREAM_PREMATURE_CLOSE')) {
    return new AppError('PAYLOAD_TOO_LARGE', AGENT_MSG_DECIDED.formTooManyParts);
  }
  const unreadable =
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    code === 'FST_PROTO_VIOLATION' ||
    code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' ||
    /unexpected end|terminated early|malformed|boundary/i.test(message ?? '');
  return unreadable ? new AppError('BAD_REQUEST', AGENT_MSG_DECIDED.formUnreadable) : error;
}

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
