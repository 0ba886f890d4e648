import type { CommissionFilters, CommissionRule, CommissionRuleBody } from '@tripsetu/domain/commissions.ts';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { CommissionRuleTable, Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
type Row = Selectable<CommissionRuleTable> & { agency_name: string | null; group_name: string | null };

/** A rule as the API shows it. */
export function ruleOf(row: Row): CommissionRule {
  return {
    id: row.id,
    supplier: row.supplier as CommissionRule['supplier'],
    product: row.product,
    carrier: row.carrier,
    sector: row.sector,
    priority: row.priority,
    kind: row.kind,
    value: row.value,
    basis: row.basis,
    plbCutPayBps: row.plb_cut_pay_bps,
    plbPostPayBps: row.plb_post_pay_bps,
    onDiscount: row.on_discount,
    cancellationFeePaise: row.cancellation_fee_paise,
    rescheduleFeePaise: row.reschedule_fee_paise,
    agencyId: row.agency_id,
    agencyName: row.agency_name,
    agencyGroupId: row.agency_group_id,
    agencyGroupName: row.group_name,
    validFrom: String(row.valid_from).slice(0, 10),
    validTo: row.valid_to === null ? null : String(row.valid_to).slice(0, 10),
    addedBy: row.added_by,
    addedAt: new Date(row.added_at).toISOString(),
  };
}

/** Commission rules (migration 034): live ones are those not deleted. */
export const commissionRulesRepo = {
  /**
   * Live rules, the agencies' and groups' names beside them; `agencyId` keeps those that may apply to that agency:
   * for every agency, for its group, and for it.
   */
  async live(db: Db, filters: CommissionFilters & { agencyId?: number } = {}): Promise<CommissionRule[]> {
    let query = db
      .selectFrom('commission_rules as r')
      .leftJoin('agencies as a', 'a.id', 'r.agency_id')
      .leftJoin('agency_groups as g', 'g.id', 'r.agency_group_id')
      .selectAll('r')
      .select(['a.company_name as agency_name', 'g.name as group_name'])
      .where('r.deleted_at', 'is', null);
    if (filters.agencyId !== undefined) {
      const agencyId = filters.agencyId;
      query = query.where((eb) =>
        eb.or([
          eb.and([eb('r.agency_id', 'is', null), eb('r.agency_group_id', 'is', null)]),
          eb('r.agency_id', '=', agencyId),
          eb('r.agency_group_id', '=', eb.selectFrom('agencies').select('group_id').where('id', '=', agencyId)),
        ]),
      );
    }
    if (filters.product) query = query.where('r.product', '=', filters.product);
    // A carrier's rules are those naming it and those for every carrier (both may apply to its flights).
    if (filters.carrier) {
      const carrier = filters.carrier;
      query = query.where((eb) => eb.or([eb('r.carrier', 'is', null), eb('r.carrier', '=', carrier)]));
    }
    if (filters.sector) {
      const sector = filters.sector;
      query = query.where((eb) => eb.or([eb('r.sector', 'is', null), eb('r.sector', '=', sector)]));
    }
    const rows = await query.orderBy('r.product').orderBy('r.priority').orderBy('r.carrier').orderBy('r.id').execute();
    return rows.map(ruleOf);
  },

  async insert(db: Db, body: CommissionRuleBody, addedBy: string): Promise<number> {
    const row = await db
      .insertInto('commission_rules')
      .values({
        supplier: body.supplier,
        product: body.product,
        carrier: body.carrier,
        sector: body.sector,
        priority: body.priority,
        kind: body.kind,
        value: body.value,
        basis: body.basis,
        plb_cut_pay_bps: body.plbCutPayBps,
        plb_post_pay_bps: body.plbPostPayBps,
        on_discount: body.onDiscount,
        cancellation_fee_paise: body.cancellationFeePaise,
        reschedule_fee_paise: body.rescheduleFeePaise,
        agency_id: body.agencyId,
        agency_group_id: body.agencyGroupId,
        valid_from: body.validFrom,
        valid_to: body.validTo,
        added_by: addedBy,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /** Ends a live rule; false when there is none with this id. */
  async remove(db: Db, id: number, deletedBy: string, at: Date): Promise<boolean> {
    const result = await db
      .updateTable('commission_rules')
      .set({ deleted_at: at, deleted_by: deletedBy })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },
};
