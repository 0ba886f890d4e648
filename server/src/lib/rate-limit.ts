import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { AppError } from './errors.ts';

export interface RateLimit {
  /** What is counted, with its subject: `package-request:ip:203.0.113.9`, `password-reset:to:a@b.in`. */
  key: string;
  /** How many hits one window allows. */
  max: number;
  windowMs: number;
}

/**
 * Counts one hit against a key and says whether it is within the limit. One statement, so that
 * parallel requests on any number of servers are counted one after another by the database: of N at
 * once, exactly `max` are allowed in a window.
 */
export async function takeRateLimit(db: Kysely<Database> | Transaction<Database>, limit: RateLimit): Promise<boolean> {
  const windowStart = sql`now() - make_interval(secs => ${limit.windowMs / 1000})`;
  const counted = await sql<{ hits: number }>`
    insert into rate_limits (key, window_start, hits) values (${limit.key}, now(), 1)
    on conflict (key) do update set
      hits = case when rate_limits.window_start < ${windowStart} then 1 else rate_limits.hits + 1 end,
      window_start = case when rate_limits.window_start < ${windowStart} then now() else rate_limits.window_start end
    returning hits`.execute(db);
  return Number(counted.rows[0]?.hits ?? 0) <= limit.max;
}

/** Takes a hit on every limit (each is counted, so a refused request still uses its try) or throws 429. */
export async function enforceRateLimits(
  db: Kysely<Database> | Transaction<Database>,
  limits: RateLimit[],
  message: string,
): Promise<void> {
  let allowed = true;
  for (const limit of limits) allowed = (await takeRateLimit(db, limit)) && allowed;
  if (!allowed) throw new AppError('RATE_LIMITED', message);
}

/** Forgets a key's hits (a successful sign-in clears its failures). */
export async function clearRateLimit(db: Kysely<Database> | Transaction<Database>, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** Removes windows that ended long ago, so that the table holds only live counters. */
export async function pruneRateLimits(db: Kysely<Database>, olderThanMs = 24 * 60 * 60 * 1000): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where('window_start', '<', sql<Date>`now() - make_interval(secs => ${olderThanMs / 1000})`)
    .execute();
}
