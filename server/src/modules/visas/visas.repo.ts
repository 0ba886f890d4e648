import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import type { Database, VisaApplicationTable, VisaStatusColumn } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Applications with what the pages show of them: the type, the agency, who applied and their e-mail. */
function applicationRows(source: Db) {
  return source
    .selectFrom('visa_applications as v')
    .innerJoin('visa_types as t', 't.id', 'v.visa_type_id')
    .innerJoin('agencies as a', 'a.id', 'v.agency_id')
    .innerJoin('agent_users as u', 'u.id', 'v.applied_by')
    .selectAll('v')
    .select([
      't.destination',
      't.name as type_name',
      't.entry',
      't.processing_days',
      'a.company_name',
      'u.first_name as applicant_first',
      'u.last_name as applicant_last',
      'u.email as applicant_email',
    ]);
}
export type VisaApplicationRecord = Awaited<ReturnType<ReturnType<typeof applicationRows>['executeTakeFirstOrThrow']>>;

const LIST_LIMIT = 200;

export const visasRepo = {
  /** Offered types, by destination and name; withdrawn ones are gone from here (applications keep theirs). */
  liveTypes: (source: Db) =>
    source
      .selectFrom('visa_types')
      .selectAll()
      .where('withdrawn_at', 'is', null)
      .orderBy('destination')
      .orderBy('fee_paise')
      .orderBy('id')
      .execute(),

  liveType: (source: Db, id: number) =>
    source
      .selectFrom('visa_types')
      .selectAll()
      .where('id', '=', id)
      .where('withdrawn_at', 'is', null)
      .executeTakeFirst(),

  async insertApplication(trx: Transaction<Database>, row: Insertable<VisaApplicationTable>): Promise<number> {
    const { id } = await trx.insertInto('visa_applications').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  },

  /** One application within an agency's scope (null: any agency's, for the back office). */
  find: (source: Db, id: number, agencyId: number | null) => {
    let query = applicationRows(source).where('v.id', '=', id);
    if (agencyId !== null) query = query.where('v.agency_id', '=', agencyId);
    return query.executeTakeFirst();
  },

  /** The application's row locked, so that two decisions never both apply (nor refund twice). */
  lock: (trx: Transaction<Database>, id: number) =>
    trx.selectFrom('visa_applications').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),

  /** Newest first; an agency's own or (null) every agency's, by status and a typed reference, name or passport. */
  list: (source: Db, filter: { agencyId: number | null; status?: VisaStatusColumn; q: string }) => {
    let query = applicationRows(source);
    if (filter.agencyId !== null) query = query.where('v.agency_id', '=', filter.agencyId);
    if (filter.status) query = query.where('v.status', '=', filter.status);
    const q = filter.q.trim().toUpperCase();
    const id = /^TSV(\d{6,9})$/.exec(q);
    if (id) query = query.where('v.id', '=', Number(id[1]) - 100000);
    else if (q !== '') {
      const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) =>
        eb.or([
          eb('v.passport_number', 'like', like),
          eb(sql<string>`upper(v.first_name || ' ' || v.last_name)`, 'like', like),
        ]),
      );
    }
    return query.orderBy('v.id', 'desc').limit(LIST_LIMIT).execute();
  },

  documents: (source: Db, applicationIds: number[]) =>
    applicationIds.length === 0
      ? Promise.resolve([])
      : source
          .selectFrom('visa_application_documents as d')
          .innerJoin('agency_documents as f', 'f.id', 'd.document_id')
          .select(['d.application_id', 'd.position', 'd.item', 'd.document_id', 'f.file_name'])
          .where('d.application_id', 'in', applicationIds)
          .orderBy('d.application_id')
          .orderBy('d.position')
          .execute(),

  events: (source: Db, applicationIds: number[]) =>
    applicationIds.length === 0
      ? Promise.resolve([])
      : source
          .selectFrom('visa_application_events')
          .selectAll()
          .where('application_id', 'in', applicationIds)
          .orderBy('id')
          .execute(),

  addEvent: (
    trx: Transaction<Database>,
    applicationId: number,
    status: VisaStatusColumn,
    remarks: string,
    by: string,
  ) =>
    trx
      .insertInto('visa_application_events')
      .values({ application_id: applicationId, status, remarks, by_name: by })
      .execute(),
};
