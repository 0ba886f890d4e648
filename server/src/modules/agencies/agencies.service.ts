import {
  type AgencyRegistrationForm,
  validateCompanyDetails,
  validateGstDetails,
  validateOtherDetails,
  validatePersonalDetails,
} from '@tripsetu/domain/agency.ts';
import type { AgencyProfile, ApplicationDetail, UpdateProfileBody } from '@tripsetu/domain/agent-api.ts';
import { AGENT_MSG, AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AgencyTable, Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { AgencySummary, AgentSession, AgentsService, AgentUser } from '../agents/agents.service.ts';
import type { SmsProvider } from '../identity/sms.ts';
import type { MailService } from '../mail/mail.service.ts';
import * as repo from './agencies.repo.ts';
import { agencyFiles, checkFile, toDocument, type UploadedFile } from './agency-files.ts';
import { agencyColumns, agencyRegistrations, DOCUMENT_TYPES } from './agency-registration.ts';
import { agencyCode, agencyReviews } from './agency-review.ts';
import type { DocumentStore, SniffedType } from './documents.ts';

export type Agency = Selectable<AgencyTable>;

export type { UploadedFile } from './agency-files.ts';

export { APPLICATION_TTL_MS } from './agency-registration.ts';

const LOGO_TYPES: SniffedType[] = ['jpeg', 'png', 'gif'];

/** Agency codes follow the row: TSA10001, TSA10002, … */

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function createAgenciesService(deps: {
  db: Kysely<Database>;
  agents: AgentsService;
  documents: DocumentStore;
  mail: MailService;
  sms: SmsProvider;
  publicUrl: string;
  now?: () => Date;
}) {
  const { db, agents, documents, mail, sms } = deps;
  const now = deps.now ?? (() => new Date());

  const files = agencyFiles({ db, documents });
  const { storeDocument, withStoredFiles } = files;

  async function profileOf(agency: Agency, user: AgentUser): Promise<AgencyProfile> {
    const rows = await repo.listDocuments(db, agency.id);
    const logo = [...rows].reverse().find((row) => row.kind === 'LOGO');
    return {
      agency: {
        id: agency.id,
        code: agency.agency_code,
        status: agency.status,
        category: agency.category,
        companyName: agency.company_name,
        panName: agency.pan_name,
        panNumber: agency.pan_number,
        transactionFee: agency.transaction_fee,
        transactionFeeActiveFrom: new Date(agency.transaction_fee_active_from).toISOString(),
        address1: agency.address1,
        address2: agency.address2,
        pincode: agency.pincode,
        city: agency.city,
        state: agency.state,
        country: agency.country,
        contactNumber: agency.contact_number,
        gstHolder: agency.gst_holder,
        gstNumber: agency.gst_number,
        gstEmail: agency.gst_email,
        gstAddress: agency.gst_address,
        gstPhone: agency.gst_phone,
        gstCompany: agency.gst_company,
        website: agency.website,
        iataCode: agency.iata_code,
        alternateEmail: agency.alternate_email,
        logoUrl: logo ? `/api/v1/documents/${logo.id}` : null,
        registeredAt: new Date(agency.created_at).toISOString(),
        approvedAt: agency.status === 'APPROVED' ? iso(agency.reviewed_at) : null,
        rejectionReason: agency.rejection_reason,
      },
      user: await agents.sessionUser(user),
      documents: rows.filter((row) => row.kind !== 'LOGO').map(toDocument),
    };
  }

  async function requireAgency(agencyId: number | null): Promise<Agency> {
    const agency = agencyId === null || !Number.isInteger(agencyId) ? undefined : await repo.findAgency(db, agencyId);
    if (!agency) throw new AppError('NOT_FOUND', AGENT_MSG.loadDetailsFailed);
    return agency;
  }

  async function applicationDetail(agencyId: number): Promise<ApplicationDetail> {
    const agency = await requireAgency(agencyId);
    const owner = await agents.ownerOf(agency.id);
    if (!owner) throw new AppError('NOT_FOUND', AGENT_MSG.loadDetailsFailed);
    const reviewer = agency.reviewed_by === null ? undefined : await agents.findById(agency.reviewed_by);
    return {
      ...(await profileOf(agency, owner)),
      reviewedBy: reviewer ? `${reviewer.first_name} ${reviewer.last_name}` : null,
      reviewedAt: iso(agency.reviewed_at),
    };
  }

  /**
   * Several files of one kind (a visa application's checklist, an issued visa), checked all before any is
   * stored, and stored in one transaction with what `work` writes: all or none (decision 043).
   */
  function attachDocuments<T>(
    files: UploadedFile[],
    owner: { agencyId: number; uploadedBy: number; kind: 'MEDICAL' | 'VISA_SUPPORT' | 'VISA' },
    work: (trx: Transaction<Database>, documentIds: number[]) => Promise<T>,
  ): Promise<T> {
    const types = files.map((file) => checkFile(file, DOCUMENT_TYPES, AGENT_MSG_DECIDED.fileTypeRefused));
    return withStoredFiles(async (trx, written) => {
      const ids: number[] = [];
      for (const [index, file] of files.entries()) {
        const row = await storeDocument(trx, file, types[index] as SniffedType, owner, written);
        ids.push(row.id);
      }
      return work(trx, ids);
    });
  }

  return {
    async summary(agencyId: number, trx?: Transaction<Database>): Promise<AgencySummary | undefined> {
      return repo.agencySummary(trx ?? db, agencyId);
    },

    // ── Registration (agency-registration.ts) ──────────────────────────────────────────────────
    ...agencyRegistrations({ db, agents, mail, sms, publicUrl: deps.publicUrl, now, files }),

    // ── Profile ──────────────────────────────────────────────────────────────────────────────────

    async profile(session: AgentSession): Promise<AgencyProfile> {
      return profileOf(await requireAgency(session.user.agency_id), session.user);
    },

    /** Owners change their details, the agency's address, GST and other details; PAN, e-mail and code stay. */
    async updateProfile(session: AgentSession, body: Required<UpdateProfileBody>): Promise<AgencyProfile> {
      const agency = await requireAgency(session.user.agency_id);
      const errors: Record<string, string> = {
        ...validatePersonalDetails({ ...body, email: session.user.email }),
        ...validateCompanyDetails({
          ...body,
          category: agency.category,
          panName: agency.pan_name,
          panNumber: agency.pan_number,
          transactionFee: agency.transaction_fee,
          country: agency.country,
        }),
        ...validateGstDetails({ ...body, panNumber: agency.pan_number }),
        ...validateOtherDetails(body),
      };
      if (Object.keys(errors).length > 0) throw AppError.validation(errors);
      const text = (value: string) => value.trim();
      await db.transaction().execute(async (trx) => {
        await repo.updateAgency(trx, agency.id, {
          company_name: text(body.companyName),
          address1: text(body.address1),
          address2: text(body.address2),
          pincode: text(body.pincode),
          city: text(body.city),
          state: text(body.state),
          contact_number: text(body.contactNumber),
          gst_holder: text(body.gstHolder),
          gst_number: text(body.gstNumber).toUpperCase(),
          gst_email: text(body.gstEmail).toLowerCase(),
          gst_address: text(body.gstAddress),
          gst_phone: text(body.gstPhone),
          gst_company: text(body.gstCompany),
          website: text(body.website),
          iata_code: text(body.iataCode),
          alternate_email: text(body.alternateEmail).toLowerCase(),
        });
        await agents.updateDetails(trx, session.user.id, {
          salutation: text(body.salutation),
          firstName: text(body.firstName),
          lastName: text(body.lastName),
          mobile: text(body.mobile),
        });
      });
      const user = (await agents.findById(session.user.id)) as AgentUser;
      return profileOf(await requireAgency(agency.id), user);
    },

    async uploadLogo(session: AgentSession, file: UploadedFile | undefined): Promise<AgencyProfile> {
      if (!file) throw AppError.validation({ logo: AGENT_MSG.uploadFailed });
      const type = checkFile(file, LOGO_TYPES, AGENT_MSG_DECIDED.logoTypeRefused);
      const agency = await requireAgency(session.user.agency_id);
      await withStoredFiles((trx, written) =>
        storeDocument(trx, file, type, { kind: 'LOGO', agencyId: agency.id, uploadedBy: session.user.id }, written),
      );
      return profileOf(agency, session.user);
    },

    /**
     * A supporting document of the agency's (a medical certificate for a cancellation request), stored in
     * one transaction with what `work` writes there: neither without the other. The registration's file rules.
     */
    attachDocument<T>(
      file: UploadedFile,
      owner: { agencyId: number; uploadedBy: number },
      work: (trx: Transaction<Database>, documentId: number) => Promise<T>,
    ): Promise<T> {
      return attachDocuments([file], { ...owner, kind: 'MEDICAL' }, (trx, [id]) => work(trx, id as number));
    },

    attachDocuments,

    /** The agency's latest logo, for the documents its customers receive (issue 19); null without one. */
    async logo(agencyId: number): Promise<{ bytes: Buffer; contentType: string; url: string } | null> {
      const row = await repo.latestLogo(db, agencyId);
      if (!row) return null;
      return {
        bytes: await documents.read(row.storage_key),
        contentType: row.content_type,
        url: `/api/v1/documents/${row.id}`,
      };
    },

    /** A document, for its own agency's users and for administrators; anyone else is told it does not exist. */
    async document(session: AgentSession, documentId: number) {
      const row = Number.isInteger(documentId) ? await repo.findDocument(db, documentId) : undefined;
      const allowed =
        row && (session.user.role === 'ADMIN' || (row.agency_id !== null && row.agency_id === session.user.agency_id));
      if (!row || !allowed) throw new AppError('NOT_FOUND', AGENT_MSG_DECIDED.notFound);
      return { bytes: await documents.read(row.storage_key), contentType: row.content_type, fileName: row.file_name };
    },

    // ── Back office: applications, approve, reject (agency-review.ts) ─────────────────────────────
    ...agencyReviews({ db, agents, mail, now, applicationDetail }),

    /** Demo agencies (docs/decisions/008), created approved unless one of that name exists. */
    async seedAgency(form: AgencyRegistrationForm): Promise<Agency> {
      const existing = await repo.findAgencyByCompany(db, form.companyName);
      if (existing) return existing;
      const agency = await repo.insertAgency(db, {
        ...agencyColumns(form),
        status: 'APPROVED',
        transaction_fee_active_from: now(),
        reviewed_at: now(),
      });
      return repo.updateAgency(db, agency.id, { agency_code: agencyCode(agency.id) });
    },
  };
}

export type AgenciesService = ReturnType<typeof createAgenciesService>;
