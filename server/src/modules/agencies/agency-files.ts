import { UPLOAD_MAX_BYTES } from '@tripsetu/domain/agency.ts';
import type { AgencyDocument } from '@tripsetu/domain/agent-api.ts';
import { AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AgencyDocumentTable, Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import * as repo from './agencies.repo.ts';
import { CONTENT_TYPES, type DocumentStore, type SniffedType, safeFileName, sniffType } from './documents.ts';

/** A file as a multipart request carried it. */
export interface UploadedFile {
  field: string;
  fileName: string;
  bytes: Buffer;
}

type DocumentRow = Selectable<AgencyDocumentTable>;

/** Refuses a file too large or not of the allowed kinds (by its bytes, not its name); returns its kind. */
export function checkFile(file: UploadedFile, allowed: SniffedType[], refused: string): SniffedType {
  if (file.bytes.length > UPLOAD_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', AGENT_MSG_DECIDED.fileTooLarge, {
      [file.field]: AGENT_MSG_DECIDED.fileTooLarge,
    });
  }
  const type = sniffType(file.bytes);
  if (!type || !allowed.includes(type)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', refused, { [file.field]: refused });
  }
  return type;
}

/** An agency document as the portal lists it. */
export function toDocument(row: DocumentRow): AgencyDocument {
  return {
    id: row.id,
    kind: row.kind as AgencyDocument['kind'],
    fileName: row.file_name,
    contentType: row.content_type,
    sizeBytes: row.size_bytes,
    uploadedAt: new Date(row.created_at).toISOString(),
    url: `/api/v1/documents/${row.id}`,
  };
}

/** The agencies' files (PAN and GST documents, logos): stored beside the row that names them, or not at all. */
export function agencyFiles(deps: { db: Kysely<Database>; documents: DocumentStore }) {
  const { db, documents } = deps;
  async function storeDocument(
    trx: Transaction<Database>,
    file: UploadedFile,
    type: SniffedType,
    owner: { kind: DocumentRow['kind']; agencyId?: number; applicationId?: number; uploadedBy?: number },
    written: string[],
  ): Promise<DocumentRow> {
    const stored = await documents.save(file.bytes);
    written.push(stored.storageKey);
    return repo.insertDocument(trx, {
      kind: owner.kind,
      agency_id: owner.agencyId ?? null,
      application_id: owner.applicationId ?? null,
      uploaded_by: owner.uploadedBy ?? null,
      file_name: safeFileName(file.fileName, type),
      content_type: CONTENT_TYPES[type],
      size_bytes: stored.sizeBytes,
      storage_key: stored.storageKey,
      sha256: stored.sha256,
    });
  }

  /** Runs `work` with a list of files it writes; if the transaction fails, the files go too. */
  async function withStoredFiles<T>(work: (trx: Transaction<Database>, written: string[]) => Promise<T>): Promise<T> {
    const written: string[] = [];
    try {
      return await db.transaction().execute((trx) => work(trx, written));
    } catch (error) {
      await Promise.all(written.map((key) => documents.remove(key)));
      throw error;
    }
  }

  return { storeDocument, withStoredFiles };
}
