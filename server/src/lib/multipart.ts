import type { MultipartFile } from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@tripsetu/domain/agency.ts';
import { AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import type { FastifyRequest } from 'fastify';
import type { UploadedFile } from '../modules/agencies/agency-files.ts';
import { AppError } from './errors.ts';
import { refuseForbiddenText } from './input-guard.ts';

/** Longer than any multipart form's longest field (remarks: 1,000). */
const FIELD_TEXT_MAX = 5_000;
export const MULTIPART_NOTE = 'multipart/form-data';
/** More text fields than any of our forms has (registration has about 30). */
const MULTIPART_FIELDS_MAX = 60;

/** Reads a multipart body: text fields, and the named file fields into memory (each at most 4 MB, at most one each). */
export async function readMultipart(request: FastifyRequest, fileFields: string[]) {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', `Send the form as ${MULTIPART_NOTE}.`);
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  let fieldCount = 0;
  try {
    const limits = { fileSize: UPLOAD_MAX_BYTES, files: Math.max(3, fileFields.length), fields: MULTIPART_FIELDS_MAX };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        fieldCount++;
        // Kept long enough for each form's own limit to refuse a longer text, never cut silently to fit.
        if (typeof part.value === 'string') fields[part.fieldname] = part.value.slice(0, FIELD_TEXT_MAX);
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
