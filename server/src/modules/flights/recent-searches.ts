import { type FlightSearchRequest, searchLegs } from '@tripsetu/domain/flight-search.ts';
import { type Kysely, sql } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema.ts';
import { jsonColumn } from '../../lib/json-column.ts';
import { SEARCH_CACHE_MS } from './priced-legs.ts';

/** Users followed at most by the recent searches' bookkeeping (each map is emptied when it has more). */
const CACHE_ENTRIES = 2_000;
export const RECENT_SEARCHES = 5;
/** Recorded searches wait at most this long to be written, all in one statement (decision 014). */
export const RECENT_SEARCH_FLUSH_MS = 1_000;

/** A stable text of a search, to recognise the same search again. */
export function searchKey(request: FlightSearchRequest): string {
  return JSON.stringify([
    request.tripType,
    searchLegs(request).map((leg) => [leg.from, leg.to, leg.date]),
    request.adults,
    request.children,
    request.infants,
    request.cabin,
    request.nearbyAirports,
    request.nonStopOnly,
    request.fareType,
  ]);
}

/**
 * An agent's recent flight searches (decision 014): recorded off the search's path, kept in memory and
 * written together within RECENT_SEARCH_FLUSH_MS; each agent keeps the newest RECENT_SEARCHES.
 */
export function createRecentSearches(deps: { db: Kysely<Database>; logger: Logger; now: () => number }) {
  const { now } = deps;
  /** Each user's newest recorded search and when it was recorded. */
  const lastRecorded = new Map<number, { key: string; at: number }>();
  type PendingSearch = { key: string; search: string; at: number };
  /** Searches recorded but not yet written: each user's newest different ones, oldest first. */
  let pending = new Map<number, PendingSearch[]>();
  let flushTimer: NodeJS.Timeout | undefined;
  /** The write under way; each flush waits for the one before, so that writes land in order. */
  let writing: Promise<void> = Promise.resolve();
  /** The newest time written for each user, so that two searches of one user never share a time. */
  const lastWrittenAt = new Map<number, number>();
  /** Rows each user has had written since their list was last trimmed to RECENT_SEARCHES. */
  const writtenSinceTrim = new Map<number, number>();

  /** Writes recorded searches: one upsert for all, and a trim of the users with enough new rows. */
  async function writeSearches(batch: Map<number, PendingSearch[]>): Promise<void> {
    const rows = [...batch].flatMap(([agentUserId, searches]) =>
      searches.map((searched) => {
        const at = Math.max(searched.at, (lastWrittenAt.get(agentUserId) ?? 0) + 1);
        lastWrittenAt.set(agentUserId, at);
        return {
          agent_user_id: agentUserId,
          search_key: searched.key,
          search: searched.search,
          created_at: new Date(at),
        };
      }),
    );
    if (lastWrittenAt.size > CACHE_ENTRIES) lastWrittenAt.clear();
    if (rows.length === 0) return;
    await deps.db
      .insertInto('flight_recent_searches')
      .values(rows)
      .onConflict((oc) =>
        oc
          .columns(['agent_user_id', 'search_key'])
          .doUpdateSet((eb) => ({ created_at: eb.ref('excluded.created_at') })),
      )
      .execute();
    const toTrim: number[] = [];
    for (const [agentUserId, searches] of batch) {
      const written = (writtenSinceTrim.get(agentUserId) ?? 0) + searches.length;
      if (written < RECENT_SEARCHES) writtenSinceTrim.set(agentUserId, written);
      else {
        writtenSinceTrim.delete(agentUserId);
        toTrim.push(agentUserId);
      }
    }
    if (writtenSinceTrim.size > CACHE_ENTRIES) writtenSinceTrim.clear();
    if (toTrim.length === 0) return;
    // An agent who searches through the API and never reads the list still keeps only a few rows.
    await deps.db
      .deleteFrom('flight_recent_searches')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom((ranked) =>
            ranked
              .selectFrom('flight_recent_searches')
              .select([
                'id',
                sql<number>`row_number() over (partition by agent_user_id order by created_at desc, id desc)`.as(
                  'place',
                ),
              ])
              .where('agent_user_id', 'in', toTrim)
              .as('ranked'),
          )
          .select('ranked.id')
          .where('ranked.place', '>', RECENT_SEARCHES),
      )
      .execute();
  }

  /** Writes every recorded search now (after any write under way); errors are logged, not thrown. */
  function flush(): Promise<void> {
    clearTimeout(flushTimer);
    flushTimer = undefined;
    const batch = pending;
    pending = new Map();
    writing = writing
      .then(() => writeSearches(batch))
      .catch((error) => deps.logger.error({ err: error }, 'recent flight searches not written'));
    return writing;
  }

  return {
    /**
     * Remembers a search that answered, for the user's recent searches, off the search's path: kept in
     * memory and written with the others within RECENT_SEARCH_FLUSH_MS, in one statement (decision 014).
     */
    async record(agentUserId: number, request: FlightSearchRequest): Promise<void> {
      // The user's newest search again within a minute (a reload, a day on the calendar and back)
      // changes nothing worth a write.
      const key = searchKey(request);
      const time = now();
      const last = lastRecorded.get(agentUserId);
      if (last?.key === key && time - last.at < SEARCH_CACHE_MS) return;
      if (lastRecorded.size >= CACHE_ENTRIES) lastRecorded.clear();
      lastRecorded.set(agentUserId, { key, at: time });
      // Only the newest few different searches of a user can make the list: older ones are not kept.
      const waiting = (pending.get(agentUserId) ?? []).filter((searched) => searched.key !== key);
      waiting.push({ key, search: JSON.stringify(request), at: time });
      pending.set(agentUserId, waiting.slice(-RECENT_SEARCHES));
      flushTimer ??= setTimeout(() => void flush(), RECENT_SEARCH_FLUSH_MS).unref();
    },

    flush,

    async list(agentUserId: number): Promise<FlightSearchRequest[]> {
      await flush();
      const newest = deps.db
        .selectFrom('flight_recent_searches')
        .select('id')
        .where('agent_user_id', '=', agentUserId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(RECENT_SEARCHES);
      await deps.db
        .deleteFrom('flight_recent_searches')
        .where('agent_user_id', '=', agentUserId)
        .where('id', 'not in', newest)
        .execute();
      const rows = await deps.db
        .selectFrom('flight_recent_searches')
        .select('search')
        .where('agent_user_id', '=', agentUserId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(RECENT_SEARCHES)
        .execute();
      return rows.map((row) => jsonColumn<FlightSearchRequest>(row.search));
    },
  };
}

export type RecentSearches = ReturnType<typeof createRecentSearches>;
