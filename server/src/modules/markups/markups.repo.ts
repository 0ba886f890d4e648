import type { Markup, MarkupBody } from '@tripsetu/domain/markups.ts';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AgencyMarkupTable, Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A markup as the API shows it. */
export function markupOf(row: Selectable<AgencyMarkupTable>): Markup {
  return {
    id: row.id,
    product: row.product,
    carrier: row.carrier,
    kind: row.kind,
    value: row.value,
    per: row.per,
    addedBy: row.added_by,
    addedAt: new Date(row.added_at).toISOString(),
  };
}

/** Agency markups (migration 035): live ones are those not deleted; every query names the agency. */
export const markupsRepo = {
  async live(db: Db, agencyId: number): Promise<Markup[]> {
    const rows = await db
      .selectFrom('agency_markups')
      .selectAll()
      .where('agency_id', '=', agencyId)
      .where('deleted_at', 'is', null)
      .orderBy('product')
      .orderBy('carrier')
      .orderBy('id')
      .execute();
    return rows.map(markupOf);
  },

  async insert(db: Db, agencyId: number, body: MarkupBody, addedBy: string): Promise<Markup> {
    const row = await db
      .insertInto('agency_markups')
      .values({
        agency_id: agencyId,
        product: body.product,
        carrier: body.carrier,
        kind: body.kind,
        value: body.value,
        per: body.per,
        added_by: addedBy,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return markupOf(row);
  },

  /** Ends the agency's live markup; false when it has none with this id. */
  async remove(db: Db, agencyId: number, id: number, deletedBy: string, at: Date): Promise<boolean> {
    const result = await db
      .updateTable('agency_markups')
      .set({ deleted_at: at, deleted_by: deletedBy })
      .where('id', '=', id)
      .where('agency_id', '=', agencyId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },
};
