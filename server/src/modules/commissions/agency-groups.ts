import {
  AGENCY_GROUP_MSG,
  type AgencyGroup,
  type AgencyGroupBody,
  groupNameError,
  groupNameOf,
} from '@tripsetu/domain/agency-groups.ts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { CommissionBook } from './commission-book.ts';

/**
 * Agency groups (issue 24, decision 038): the back office names groups and puts agencies in them (one group each;
 * adding an agency to another group moves it), so that a commission rule can apply to a group. Every change of
 * membership reloads the rules the bookings price with, which know each agency's group.
 */
export function createAgencyGroups(deps: { db: Kysely<Database>; book: CommissionBook }) {
  const { db } = deps;

  async function list(): Promise<AgencyGroup[]> {
    const groups = await db.selectFrom('agency_groups').selectAll().orderBy(sql`lower(name)`).execute();
    const members = await db
      .selectFrom('agencies')
      .select(['id', 'company_name', 'agency_code', 'group_id'])
      .where('group_id', 'is not', null)
      .orderBy('company_name')
      .execute();
    return groups.map((group) => ({
      id: group.id,
      name: group.name,
      agencies: members
        .filter((member) => member.group_id === group.id)
        .map((member) => ({ id: member.id, name: member.company_name, code: member.agency_code })),
      addedBy: group.added_by,
      addedAt: new Date(group.added_at).toISOString(),
    }));
  }

  async function one(id: number): Promise<AgencyGroup> {
    const group = (await list()).find((entry) => entry.id === id);
    if (!group) throw new AppError('NOT_FOUND', AGENCY_GROUP_MSG.notFound);
    return group;
  }

  return {
    list,

    async add(addedBy: string, body: AgencyGroupBody): Promise<AgencyGroup> {
      const error = groupNameError(body.name);
      if (error) throw AppError.validation({ name: error });
      const name = groupNameOf(body.name);
      const id = await db.transaction().execute(async (trx) => {
        // One group added at a time, so that two of the same name cannot both pass the check.
        await sql`select pg_advisory_xact_lock(hashtext('agency-groups'))`.execute(trx);
        const taken = await trx
          .selectFrom('agency_groups')
          .select('id')
          .where(sql<string>`lower(name)`, '=', name.toLowerCase())
          .executeTakeFirst();
        if (taken) throw AppError.validation({ name: AGENCY_GROUP_MSG.nameTaken });
        const row = await trx
          .insertInto('agency_groups')
          .values({ name, added_by: addedBy })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
      return one(id);
    },

    /** Puts an approved agency in the group (out of any other). */
    async addAgency(groupId: number, agencyId: number): Promise<AgencyGroup> {
      const group = await db.selectFrom('agency_groups').select('id').where('id', '=', groupId).executeTakeFirst();
      if (!group) throw new AppError('NOT_FOUND', AGENCY_GROUP_MSG.notFound);
      const moved = await db
        .updateTable('agencies')
        .set({ group_id: groupId })
        .where('id', '=', agencyId)
        .where('status', '=', 'APPROVED')
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) throw AppError.validation({ agencyId: AGENCY_GROUP_MSG.agencyUnknown });
      await deps.book.load();
      return one(groupId);
    },

    async removeAgency(groupId: number, agencyId: number): Promise<AgencyGroup> {
      const removed = await db
        .updateTable('agencies')
        .set({ group_id: null })
        .where('id', '=', agencyId)
        .where('group_id', '=', groupId)
        .executeTakeFirst();
      if (Number(removed.numUpdatedRows) === 0) throw new AppError('NOT_FOUND', AGENCY_GROUP_MSG.notMember);
      await deps.book.load();
      return one(groupId);
    },
  };
}

export type AgencyGroups = ReturnType<typeof createAgencyGroups>;
