import { AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import { MARKUP_MSG, type Markup, type MarkupAnswer, type MarkupBody, markupErrors } from '@tripsetu/domain/markups.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { AgentUser } from '../agents/agents.service.ts';
import { userNameOf } from '../agents/user-name.ts';
import { markupsRepo } from './markups.repo.ts';

const nameOf = userNameOf;

/** The agency the user acts for; the routes admit owners and staff only, who always have one. */
function agencyOf(user: AgentUser): number {
  if (user.agency_id === null) throw new AppError('FORBIDDEN', AGENT_MSG_DECIDED.forbidden);
  return user.agency_id;
}

/** Agent Markup (issue 24): an agency's owner adds and deletes its standing markups; its staff read them. */
export function createMarkupsService(deps: { db: Kysely<Database> }) {
  const { db } = deps;

  /** The agency's markups, the owner's choice for staff, and whether this user's search prices include them. */
  async function list(user: AgentUser): Promise<MarkupAnswer> {
    const agencyId = agencyOf(user);
    const agency = await db
      .selectFrom('agencies')
      .select('staff_see_markup')
      .where('id', '=', agencyId)
      .executeTakeFirstOrThrow();
    return {
      markups: await markupsRepo.live(db, agencyId),
      staffSeeMarkup: agency.staff_see_markup,
      pricesWithMarkup: agency.staff_see_markup && user.role === 'STAFF',
    };
  }

  /** The owner chooses whether staff see search prices with the markup (decision 039). */
  async function setStaffView(user: AgentUser, staffSeeMarkup: boolean): Promise<MarkupAnswer> {
    await db
      .updateTable('agencies')
      .set({ staff_see_markup: staffSeeMarkup })
      .where('id', '=', agencyOf(user))
      .execute();
    return list(user);
  }

  async function add(user: AgentUser, input: MarkupBody): Promise<Markup> {
    const agencyId = agencyOf(user);
    const carrier = input.carrier === null ? null : input.carrier.trim().toUpperCase() || null;
    const body: MarkupBody = { ...input, carrier };
    const errors = markupErrors(body);
    if (Object.keys(errors).length > 0) throw AppError.validation(errors as Record<string, string>);
    try {
      return await markupsRepo.insert(db, agencyId, body, nameOf(user));
    } catch (error) {
      // The live index (migration 035) keeps one per product and carrier, racing additions included.
      if (String((error as { code?: string }).code) === '23505') {
        throw AppError.validation({ carrier: MARKUP_MSG.duplicate });
      }
      throw error;
    }
  }

  async function remove(user: AgentUser, id: number): Promise<void> {
    const removed = await markupsRepo.remove(db, agencyOf(user), id, nameOf(user), new Date());
    if (!removed) throw new AppError('NOT_FOUND', MARKUP_MSG.notFound);
  }

  return { list, add, remove, setStaffView };
}

export type MarkupsService = ReturnType<typeof createMarkupsService>;
