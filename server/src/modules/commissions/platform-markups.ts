import {
  PLATFORM_MARKUP_MSG,
  type PlatformMarkup,
  type PlatformMarkupBody,
  platformMarkupErrors,
} from '@tripsetu/domain/platform-markups.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { AgentUser } from '../agents/agents.service.ts';
import { userNameOf } from '../agents/user-name.ts';
import type { CommissionBook } from './commission-book.ts';
import { platformMarkupsRepo } from './platform-markups.repo.ts';

/**
 * TripSetu's own markup (issue 24, decision 040): the back office adds and deletes them; every change reloads what
 * the bookings price with, as commission rules do.
 */
export function createPlatformMarkups(deps: { db: Kysely<Database>; book: CommissionBook }) {
  const { db, book } = deps;

  async function refuseUnknownScope(body: PlatformMarkupBody) {
    if (body.agencyId !== null) {
      const agency = await db
        .selectFrom('agencies')
        .select('id')
        .where('id', '=', body.agencyId)
        .where('status', '=', 'APPROVED')
        .executeTakeFirst();
      if (!agency) throw AppError.validation({ agencyId: PLATFORM_MARKUP_MSG.agencyUnknown });
    }
    if (body.agencyGroupId !== null) {
      const group = await db
        .selectFrom('agency_groups')
        .select('id')
        .where('id', '=', body.agencyGroupId)
        .executeTakeFirst();
      if (!group) throw AppError.validation({ agencyGroupId: PLATFORM_MARKUP_MSG.groupUnknown });
    }
  }

  async function add(user: AgentUser, input: PlatformMarkupBody): Promise<PlatformMarkup> {
    const body = { ...input, carrier: input.carrier === null ? null : input.carrier.trim().toUpperCase() || null };
    const errors = platformMarkupErrors(body);
    if (Object.keys(errors).length > 0) throw AppError.validation(errors as Record<string, string>);
    await refuseUnknownScope(body);
    let id: number;
    try {
      id = await platformMarkupsRepo.insert(db, body, userNameOf(user));
    } catch (error) {
      // The live index (migration 042) keeps one per product, carrier, sector and scope, racing additions included.
      if (String((error as { code?: string }).code) === '23505') {
        throw AppError.validation({ product: PLATFORM_MARKUP_MSG.duplicate });
      }
      throw error;
    }
    await book.load();
    const added = book.markups().find((markup) => markup.id === id);
    if (!added) throw new AppError('NOT_FOUND', PLATFORM_MARKUP_MSG.notFound);
    return added;
  }

  async function remove(user: AgentUser, id: number): Promise<void> {
    const removed = await platformMarkupsRepo.remove(db, id, userNameOf(user), new Date());
    if (!removed) throw new AppError('NOT_FOUND', PLATFORM_MARKUP_MSG.notFound);
    await book.load();
  }

  return { add, remove, list: () => platformMarkupsRepo.live(db) };
}

export type PlatformMarkups = ReturnType<typeof createPlatformMarkups>;
