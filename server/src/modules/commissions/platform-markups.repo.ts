import type { PlatformMarkup, PlatformMarkupBody } from '@tripsetu/domain/platform-markups.ts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** TripSetu's own markups (migration 042): live ones are those not deleted. */
export const platformMarkupsRepo = {
  /** Live markups, the agencies' and groups' names beside them, by product, carrier, sector. */
  async live(db: Db): Promise<PlatformMarkup[]> {
    const rows = await db
      .selectFrom('platform_markups as m')
      .leftJoin('agencies as a', 'a.id', 'm.agency_id')
      .leftJoin('agency_groups as g', 'g.id', 'm.agency_group_id')
      .selectAll('m')
      .select(['a.company_name as agency_name', 'g.name as group_name'])
      .where('m.deleted_at', 'is', null)
      .orderBy('m.product')
      .orderBy('m.carrier')
      .orderBy('m.sector')
      .orderBy('m.id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      product: row.product,
      carrier: row.carrier,
      sector: row.sector,
      kind: row.kind,
      value: row.value,
      agencyId: row.agency_id,
      agencyName: row.agency_name,
      agencyGroupId: row.agency_group_id,
      agencyGroupName: row.group_name,
      addedBy: row.added_by,
      addedAt: new Date(row.added_at).toISOString(),
    }));
  },

  async insert(db: Db, body: PlatformMarkupBody, addedBy: string): Promise<number> {
    const row = await db
      .insertInto('platform_markups')
      .values({
        product: body.product,
        carrier: body.carrier,
        sector: body.sector,
        kind: body.kind,
        value: body.value,
        agency_id: body.agencyId,
        agency_group_id: body.agencyGroupId,
        added_by: addedBy,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /** Ends a live markup; false when there is none with this id. */
  async remove(db: Db, id: number, deletedBy: string, at: Date): Promise<boolean> {
    const result = await db
      .updateTable('platform_markups')
      .set({ deleted_at: at, deleted_by: deletedBy })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },
};
