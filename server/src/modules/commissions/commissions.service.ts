import {
  COMMISSION_MSG,
  type CommissionFilters,
  type CommissionRule,
  type CommissionRuleBody,
  commissionRuleErrors,
  rulesOverlap,
} from '@tripsetu/domain/commissions.ts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { AgentUser } from '../agents/agents.service.ts';
import { userNameOf } from '../agents/user-name.ts';
import type { CommissionBook } from './commission-book.ts';
import { commissionRulesRepo } from './commissions.repo.ts';

const nameOf = userNameOf;

/**
 * Commission rules (issue 24, decision 034): the back office adds and deletes them; agencies read those that
 * apply to them (View Commissions). Every change reloads the rules the bookings price with.
 */
export function createCommissionsService(deps: { db: Kysely<Database>; book: CommissionBook; today: () => string }) {
  const { db, book } = deps;

  async function add(user: AgentUser, input: CommissionRuleBody): Promise<CommissionRule> {
    const body = { ...input, carrier: input.carrier === null ? null : input.carrier.trim().toUpperCase() || null };
    const errors = commissionRuleErrors(body);
    if (Object.keys(errors).length > 0) throw AppError.validation(errors as Record<string, string>);
    const id = await db.transaction().execute(async (trx) => {
      // One rule added at a time, so that two overlapping rules cannot both pass the check below.
      await sql`select pg_advisory_xact_lock(hashtext('commission-rules'))`.execute(trx);
      if (body.agencyId !== null) {
        const agency = await trx
          .selectFrom('agencies')
          .select('id')
          .where('id', '=', body.agencyId)
          .where('status', '=', 'APPROVED')
          .executeTakeFirst();
        if (!agency) throw AppError.validation({ agencyId: COMMISSION_MSG.agencyUnknown });
      }
      if (body.agencyGroupId !== null) {
        const group = await trx
          .selectFrom('agency_groups')
          .select('id')
          .where('id', '=', body.agencyGroupId)
          .executeTakeFirst();
        if (!group) throw AppError.validation({ agencyGroupId: COMMISSION_MSG.groupUnknown });
      }
      const live = await commissionRulesRepo.live(trx);
      if (live.some((rule) => rulesOverlap(rule, body)))
        throw AppError.validation({ validFrom: COMMISSION_MSG.overlaps });
      return commissionRulesRepo.insert(trx, body, nameOf(user));
    });
    await book.load();
    const added = book.rules().find((rule) => rule.id === id);
    if (!added) throw new AppError('NOT_FOUND', COMMISSION_MSG.notFound);
    return added;
  }

  async function remove(user: AgentUser, id: number): Promise<void> {
    const removed = await commissionRulesRepo.remove(db, id, nameOf(user), new Date());
    if (!removed) throw new AppError('NOT_FOUND', COMMISSION_MSG.notFound);
    await book.load();
  }

  /** The back office's list: every live rule, filtered. */
  const all = (filters: CommissionFilters) => commissionRulesRepo.live(db, filters);

  /** View Commissions: the rules for every agency and for this one, not yet ended. */
  async function forAgency(user: AgentUser, filters: CommissionFilters): Promise<CommissionRule[]> {
    const today = deps.today();
    const rules = await commissionRulesRepo.live(db, { ...filters, agencyId: user.agency_id ?? -1 });
    return rules.filter((rule) => rule.validTo === null || rule.validTo >= today);
  }

  return { add, remove, all, forAgency };
}

export type CommissionsService = ReturnType<typeof createCommissionsService>;
