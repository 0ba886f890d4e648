import {
  type BookingEarningPart,
  type CommissionProduct,
  type CommissionRule,
  chooseRule,
  type EarningContext,
  type Earnings,
  earnedBy,
  earningsOf,
  whyRule,
} from '@tripsetu/domain/commissions.ts';
import { type PlatformMarkup, platformMarkupOn } from '@tripsetu/domain/platform-markups.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { commissionRulesRepo } from './commissions.repo.ts';
import { platformMarkupsRepo } from './platform-markups.repo.ts';

/** One part of a booking the rules are matched on, with the amounts its percentages are of (the domain's shape). */
export type EarningPart = BookingEarningPart;

/**
 * The live commission rules in memory (decision 034): a booking's price is worked out often (review, booking,
 * search) and the rules are a few dozen rows that change when the back office edits them, so they are read
 * once and again after every change. One server process owns them, as it owns the flight inventory's view.
 */
export function createCommissionBook(deps: { db: Kysely<Database>; today: () => string }) {
  let rules: CommissionRule[] = [];
  /** TripSetu's own markups (decision 040), priced with the rules on the same parts. */
  let markups: PlatformMarkup[] = [];
  /** Each grouped agency's group (decision 038); an agency not here is in none. */
  let groups = new Map<number, number>();

  async function load() {
    rules = await commissionRulesRepo.live(deps.db);
    markups = await platformMarkupsRepo.live(deps.db);
    const grouped = await deps.db
      .selectFrom('agencies')
      .select(['id', 'group_id'])
      .where('group_id', 'is not', null)
      .execute();
    groups = new Map(grouped.map((row) => [row.id, row.group_id as number]));
  }

  /**
   * What an agency earns on a booking's parts by the rules in force today, and TripSetu's markup on them; null when
   * neither applies to any part (the fare summary then has no such lines).
   */
  function earnings(agencyId: number, product: CommissionProduct, parts: readonly EarningPart[]): Earnings | null {
    const day = deps.today();
    const agencyGroupId = groups.get(agencyId) ?? null;
    const earned = [];
    for (const [index, part] of parts.entries()) {
      const context: EarningContext = {
        supplier: 'TRIPSETU',
        product,
        carrier: part.carrier,
        sector: part.sector,
        discounted: part.discounted,
        agencyId,
        agencyGroupId,
        day,
      };
      const rule = chooseRule(rules, context);
      if (rule) earned.push(earnedBy(rule, part.basis, whyRule(rule, rules, context), index));
    }
    const markup = platformMarkupOn(markups, { product, agencyId, agencyGroupId }, parts, day);
    return earned.length === 0 && !markup ? null : earningsOf(earned, day, markup);
  }

  return { load, earnings, rules: () => rules, markups: () => markups };
}

export type CommissionBook = ReturnType<typeof createCommissionBook>;
