import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { AgencyApplicationTable, AgencyDocumentTable, AgencyTable, Database } from '../../db/schema.ts';
import type { AgencySummary } from '../agents/agents.service.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function findAgency(db: Db, id: number) {
  return db.selectFrom('agencies').selectAll().where('id', '=', id).executeTakeFirst();
}

export function lockAgency(trx: Transaction<Database>, id: number) {
  return trx.selectFrom('agencies').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function insertAgency(db: Db, agency: Insertable<AgencyTable>) {
  return db.insertInto('agencies').values(agency).returningAll().executeTakeFirstOrThrow();
}

export function updateAgency(db: Db, id: number, change: Updateable<AgencyTable>) {
  return db
    .updateTable('agencies')
    .set({ ...change, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findAgencyByCompany(db: Db, companyName: string) {
  return db.selectFrom('agencies').selectAll().where('company_name', '=', companyName).executeTakeFirst();
}

export function listApplications(db: Db, status: 'PENDING' | 'APPROVED' | 'REJECTED') {
  return db
    .selectFrom('agencies as a')
    .innerJoin('agent_users as u', (join) => join.onRef('u.agency_id', '=', 'a.id').on('u.role', '=', 'OWNER'))
    .select([
      'a.id',
      'a.company_name',
      'a.city',
      'a.state',
      'a.status',
      'a.agency_code',
      'a.created_at',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.mobile',
    ])
    .where('a.status', '=', status)
    .orderBy('a.created_at', status === 'PENDING' ? 'asc' : 'desc')
    .limit(500)
    .execute();
}

// ── Applications ─────────────────────────────────────────────────────────────────────────────────

export function insertApplication(db: Db, application: Insertable<AgencyApplicationTable>) {
  return db.insertInto('agency_applications').values(application).returningAll().executeTakeFirstOrThrow();
}

export function findApplicationByToken(db: Db, tokenHash: string) {
  return db.selectFrom('agency_applications').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export function lockApplicationByToken(trx: Transaction<Database>, tokenHash: string) {
  return trx
    .selectFrom('agency_applications')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

export function updateApplication(db: Db, id: number, change: Updateable<AgencyApplicationTable>) {
  return db
    .updateTable('agency_applications')
    .set(change)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

// ── Documents ────────────────────────────────────────────────────────────────────────────────────

export function insertDocument(db: Db, document: Insertable<AgencyDocumentTable>) {
  return db.insertInto('agency_documents').values(document).returningAll().executeTakeFirstOrThrow();
}

export function findDocument(db: Db, id: number) {
  return db.selectFrom('agency_documents').selectAll().where('id', '=', id).executeTakeFirst();
}

export function attachApplicationDocuments(db: Db, applicationId: number, agencyId: number) {
  return db
    .updateTable('agency_documents')
    .set({ agency_id: agencyId })
    .where('application_id', '=', applicationId)
    .execute();
}

export const AGENCY_PAPER_KINDS = ['PAN', 'GST', 'LOGO', 'MEDICAL'] as const;

export function listDocuments(db: Db, agencyId: number) {
  // The agency's own papers; a traveller's visa documents are read through their application only.
  return db
    .selectFrom('agency_documents')
    .selectAll()
    .where('agency_id', '=', agencyId)
    .where('kind', 'in', AGENCY_PAPER_KINDS)
    .orderBy('id', 'asc')
    .execute();
}

export function latestLogo(db: Db, agencyId: number) {
  return db
    .selectFrom('agency_documents')
    .selectAll()
    .where('agency_id', '=', agencyId)
    .where('kind', '=', 'LOGO')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The agency as a session names it: code, name, status and whether it has a logo. */
export async function agencySummary(db: Db, agencyId: number): Promise<AgencySummary | undefined> {
  const agency = await findAgency(db, agencyId);
  if (!agency) return undefined;
  const logo = await latestLogo(db, agencyId);
  return {
    id: agency.id,
    code: agency.agency_code,
    name: agency.company_name,
    status: agency.status,
    hasLogo: logo !== undefined,
  };
}
