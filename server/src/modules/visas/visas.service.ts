import type { VisaApplicationRow, VisaTypeRow } from '@tripsetu/domain/visa-api.ts';
import {
  checkVisaTraveller,
  checkVisaType,
  VISA_MSG,
  VISA_TRAVELLER_FIELDS,
  type VisaStatus,
  type VisaTravellerForm,
  type VisaTypeForm,
  visaDestinationName,
  visaDocumentField,
  visaReference,
} from '@tripsetu/domain/visas.ts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { jsonColumn } from '../../lib/json-column.ts';
import type { UploadedFile } from '../agencies/agency-files.ts';
import type { AgentUser } from '../agents/agents.service.ts';
import { userNameOf } from '../agents/user-name.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { visaDecisions } from './visa-decisions.ts';
import type { VisaMailFacts } from './visa-mails.ts';
import { visaStatusMail } from './visa-mails.ts';
import { dayOf, toApplicationRow, toTypeRow } from './visa-view.ts';
import { visasRepo as repo, type VisaApplicationRecord } from './visas.repo.ts';

/** Stores files of one kind with what `work` writes, in one transaction (the agencies' files and their rules). */
export type AttachDocuments = <T>(
  files: UploadedFile[],
  owner: { agencyId: number; uploadedBy: number; kind: 'VISA_SUPPORT' | 'VISA' },
  work: (trx: Transaction<Database>, documentIds: number[]) => Promise<T>,
) => Promise<T>;

export interface VisaDeps {
  db: Kysely<Database>;
  mail: MailService;
  wallet: Pick<WalletService, 'post'>;
  attachDocuments: AttachDocuments;
  publicUrl: string;
  today: () => string;
}

/** What the visa e-mails say of an application. */
export function mailFactsOf(row: VisaApplicationRecord): VisaMailFacts {
  return {
    id: row.id,
    reference: visaReference(row.id),
    to: row.applicant_email,
    firstName: row.applicant_first,
    traveller: `${row.title} ${row.first_name} ${row.last_name}`,
    visa: `${visaDestinationName(row.destination)}, ${row.type_name}`,
    travelDate: dayOf(row.travel_date),
    feePaise: Number(row.fee_paise),
    walletDocumentNo: row.wallet_document_no,
    processingDays: row.processing_days,
  };
}

/**
 * Visas (issue 25, decision 043): the back office's visa types, an agency's application per traveller paid from
 * its wallet with the checklist's documents, and the back office's decisions (visa-decisions.ts).
 */
export function createVisasService(deps: VisaDeps) {
  const { db } = deps;

  async function rowsOf(source: Kysely<Database> | Transaction<Database>, records: VisaApplicationRecord[]) {
    const ids = records.map((record) => record.id);
    const [documents, events] = await Promise.all([repo.documents(source, ids), repo.events(source, ids)]);
    return records.map((record) =>
      toApplicationRow(record, {
        documents: documents.filter((document) => document.application_id === record.id),
        events: events.filter((event) => event.application_id === record.id),
      }),
    );
  }

  /** One application, within the user's agency (the back office: any); another agency's is not found. */
  async function application(
    user: Pick<AgentUser, 'role' | 'agency_id'>,
    id: number,
    source: Kysely<Database> | Transaction<Database> = db,
  ): Promise<VisaApplicationRow> {
    const record = await repo.find(source, id, user.role === 'ADMIN' ? null : (user.agency_id ?? -1));
    if (!record) throw new AppError('NOT_FOUND', VISA_MSG.notFound);
    const [row] = await rowsOf(source, [record]);
    return row as VisaApplicationRow;
  }

  return {
    async types(): Promise<VisaTypeRow[]> {
      return (await repo.liveTypes(db)).map(toTypeRow);
    },

    /** `form` is the route's body once parsed (`visaTypeBody`): every field present, numbers as text. */
    async addType(user: AgentUser, form: VisaTypeForm): Promise<VisaTypeRow> {
      const checked = checkVisaType(form);
      if (checked.errors) throw AppError.validation(checked.errors);
      const { values } = checked;
      try {
        const row = await db
          .insertInto('visa_types')
          .values({
            destination: values.destination,
            name: values.name,
            entry: values.entry,
            stay_days: values.stayDays,
            validity_days: values.validityDays,
            processing_days: values.processingDays,
            fee_paise: values.feePaise,
            refundable: values.refundable,
            checklist: JSON.stringify(values.checklist),
            added_by: userNameOf(user),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return toTypeRow(row);
      } catch (error) {
        if (String((error as { code?: string }).code) === '23505') {
          throw new AppError('CONFLICT', VISA_MSG.typeNameTaken, { name: VISA_MSG.typeNameTaken });
        }
        throw error;
      }
    },

    /** Withdrawn, never deleted: applications made under it keep reading it. */
    async withdrawType(user: AgentUser, id: number): Promise<void> {
      const done = await db
        .updateTable('visa_types')
        .set({ withdrawn_at: new Date(), withdrawn_by: userNameOf(user) })
        .where('id', '=', id)
        .where('withdrawn_at', 'is', null)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) === 0) throw new AppError('NOT_FOUND', VISA_MSG.typeNotFound);
    },

    /**
     * One traveller's application: the type still offered, the traveller's fields, a document for every checklist
     * item (the registration's file rules), the fee paid from the wallet; all of it or nothing (files included).
     */
    async apply(
      user: AgentUser,
      form: { fields: Record<string, string>; files: UploadedFile[] },
    ): Promise<VisaApplicationRow> {
      if (user.agency_id === null) throw new AppError('FORBIDDEN', VISA_MSG.notFound);
      const agencyId = user.agency_id;
      const typeId = Number(form.fields.visaTypeId);
      const type = Number.isSafeInteger(typeId) && typeId > 0 ? await repo.liveType(db, typeId) : undefined;
      const traveller = Object.fromEntries(
        VISA_TRAVELLER_FIELDS.map((field) => [field, form.fields[field] ?? '']),
      ) as VisaTravellerForm;
      const errors: Record<string, string> = type
        ? checkVisaTraveller(traveller, { today: deps.today(), processingDays: type.processing_days })
        : { visaTypeId: form.fields.visaTypeId ? VISA_MSG.typeNotFound : VISA_MSG.typeRequired };
      const checklist = type ? jsonColumn<string[]>(type.checklist) : [];
      const files = checklist.map((_, index) => form.files.find((file) => file.field === visaDocumentField(index)));
      files.forEach((file, index) => {
        if (!file) errors[visaDocumentField(index)] = VISA_MSG.documentRequired;
      });
      if (!type || Object.keys(errors).length > 0) throw AppError.validation(errors);
      const feePaise = Number(type.fee_paise);
      const id = await deps.attachDocuments(
        files as UploadedFile[],
        { agencyId, uploadedBy: user.id, kind: 'VISA_SUPPORT' },
        async (trx, documentIds) => {
          const applicationId = await insertApplication(trx, { user, agencyId, type, traveller, feePaise });
          const posted = await deps.wallet.post(trx, {
            agencyId,
            kind: 'VISA_FEE',
            walletDeltaPaise: -feePaise,
            counterAccount: 'OPERATOR_SALES',
            narration: `Visa fee ${visaReference(applicationId)}: ${visaDestinationName(type.destination)}, ${type.name}, ${traveller.firstName.trim()} ${traveller.lastName.trim()}`,
            reference: `visa:${applicationId}`,
            createdBy: user.id,
          });
          await trx
            .updateTable('visa_applications')
            .set({ wallet_document_no: posted.document_no })
            .where('id', '=', applicationId)
            .execute();
          await trx
            .insertInto('visa_application_documents')
            .values(
              documentIds.map((documentId, position) => ({
                application_id: applicationId,
                position,
                item: checklist[position] as string,
                document_id: documentId,
              })),
            )
            .execute();
          await repo.addEvent(trx, applicationId, 'SUBMITTED', '', userNameOf(user));
          const record = await repo.find(trx, applicationId, agencyId);
          if (record) await deps.mail.enqueue(trx, visaStatusMail(deps.publicUrl, 'SUBMITTED', mailFactsOf(record)));
          return applicationId;
        },
      );
      return application(user, id);
    },

    application,

    async applications(
      user: Pick<AgentUser, 'role' | 'agency_id'>,
      filter: { status?: VisaStatus; q: string },
    ): Promise<VisaApplicationRow[]> {
      const agencyId = user.role === 'ADMIN' ? null : (user.agency_id ?? -1);
      return rowsOf(db, await repo.list(db, { agencyId, ...filter }));
    },

    // ── The back office moves an application on (visa-decisions.ts) ──────────────────────────────
    ...visaDecisions({ ...deps, application }),
  };
}

async function insertApplication(
  trx: Transaction<Database>,
  facts: {
    user: AgentUser;
    agencyId: number;
    type: { id: number; refundable: boolean };
    traveller: VisaTravellerForm;
    feePaise: number;
  },
): Promise<number> {
  const { traveller } = facts;
  try {
    return await repo.insertApplication(trx, {
      agency_id: facts.agencyId,
      visa_type_id: facts.type.id,
      applied_by: facts.user.id,
      title: traveller.title.trim(),
      first_name: traveller.firstName.trim(),
      last_name: traveller.lastName.trim(),
      date_of_birth: traveller.dateOfBirth.trim(),
      nationality: traveller.nationality.trim().toUpperCase(),
      passport_number: traveller.passportNumber.trim().toUpperCase(),
      passport_expiry_date: traveller.passportExpiryDate.trim(),
      travel_date: traveller.travelDate.trim(),
      fee_paise: facts.feePaise,
      refundable: facts.type.refundable,
      status: 'SUBMITTED',
      wallet_document_no: '',
    });
  } catch (error) {
    if (String((error as { code?: string }).code) === '23505') {
      throw new AppError('CONFLICT', VISA_MSG.alreadyOpen, { passportNumber: VISA_MSG.alreadyOpen });
    }
    throw error;
  }
}

export type VisasService = ReturnType<typeof createVisasService>;
