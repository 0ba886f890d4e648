import { type Insertable, type Kysely, sql, type Transaction, type Updateable } from 'kysely';
import type { AgentOtpChallengeTable, AgentUserTable, Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function findUserByUserId(db: Db, userId: string) {
  return db.selectFrom('agent_users').selectAll().where('user_id', '=', userId.trim().toLowerCase()).executeTakeFirst();
}

export function findUserById(db: Db, id: number) {
  return db.selectFrom('agent_users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function lockUser(trx: Transaction<Database>, id: number) {
  return trx.selectFrom('agent_users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function insertUser(db: Db, user: Insertable<AgentUserTable>) {
  return db.insertInto('agent_users').values(user).returningAll().executeTakeFirstOrThrow();
}

export function updateUser(db: Db, id: number, change: Updateable<AgentUserTable>) {
  return db
    .updateTable('agent_users')
    .set({ ...change, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function listStaff(db: Db, agencyId: number) {
  return db
    .selectFrom('agent_users')
    .selectAll()
    .where('agency_id', '=', agencyId)
    .where('role', '=', 'STAFF')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function listAdmins(db: Db) {
  return db.selectFrom('agent_users').selectAll().where('role', '=', 'ADMIN').where('status', '=', 'Active').execute();
}

/** Every agency user and administrator, with the agency's code and name, matching a search. */
export function searchAgents(db: Db, query: string, limit: number) {
  let select = db
    .selectFrom('agent_users as u')
    .leftJoin('agencies as a', 'a.id', 'u.agency_id')
    .select([
      'u.id',
      'u.user_id',
      'u.role',
      'u.first_name',
      'u.last_name',
      'u.mobile',
      'u.status',
      'a.agency_code',
      'a.company_name',
    ]);
  const term = query.trim().toLowerCase();
  if (term !== '') {
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    select = select.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['u.user_id']), 'like', like),
        eb(eb.fn('lower', [eb.fn.coalesce('a.agency_code', sql.lit(''))]), 'like', like),
        eb(eb.fn('lower', [eb.fn.coalesce('a.company_name', sql.lit('TripSetu'))]), 'like', like),
        eb(eb.fn('lower', [sql`u.first_name || ' ' || u.last_name`]), 'like', like),
        eb('u.mobile', 'like', like),
      ]),
    );
  }
  return select.orderBy('a.company_name').orderBy('u.role').orderBy('u.id').limit(limit).execute();
}

// ── Sessions ─────────────────────────────────────────────────────────────────────────────────────

export function insertSession(
  db: Db,
  session: { token_hash: string; user_id: number; client_ip: string; user_agent: string; expires_at: Date },
) {
  return db.insertInto('agent_sessions').values(session).execute();
}

/**
 * A session with its user and the user's agency status, in one statement: what deciding whether a
 * request may go on needs (the agency's status only, not its summary and logo).
 */
export function findSessionWithUser(db: Db, tokenHash: string) {
  return db
    .selectFrom('agent_sessions as s')
    .innerJoin('agent_users as u', 'u.id', 's.user_id')
    .leftJoin('agencies as a', 'a.id', 'u.agency_id')
    .selectAll('u')
    .select([
      's.last_seen_at as session_last_seen_at',
      's.expires_at as session_expires_at',
      's.ended_at as session_ended_at',
      'a.status as agency_status',
    ])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export function touchSession(db: Db, tokenHash: string, at: Date) {
  return db.updateTable('agent_sessions').set({ last_seen_at: at }).where('token_hash', '=', tokenHash).execute();
}

export function endSession(db: Db, tokenHash: string) {
  return db
    .updateTable('agent_sessions')
    .set({ ended_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('ended_at', 'is', null)
    .execute();
}

export function endSessionsOf(db: Db, userId: number, exceptTokenHash?: string) {
  let update = db
    .updateTable('agent_sessions')
    .set({ ended_at: new Date() })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null);
  if (exceptTokenHash) update = update.where('token_hash', '!=', exceptTokenHash);
  return update.execute();
}

// ── Sign-in attempts ─────────────────────────────────────────────────────────────────────────────

/**
 * Counts an attempt before its password is checked: under a lock on the user id and on the address,
 * the failures in the window are counted and, if there is room, this attempt is written as a failure.
 * Parallel guesses are so counted one after another, and at most the limit are ever checked. Null
 * when the user id or the address is locked.
 */
export async function reserveSignInAttempt(
  db: Kysely<Database>,
  attempt: { user_key: string; client_ip: string },
  since: Date,
  limits: { perUser: number; perAddress: number },
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    // The user's lock first, then the address's, in every request: no two wait on each other in a circle.
    await sql`select pg_advisory_xact_lock(hashtext(${`agent-sign-in:user:${attempt.user_key}`}))`.execute(trx);
    await sql`select pg_advisory_xact_lock(hashtext(${`agent-sign-in:ip:${attempt.client_ip}`}))`.execute(trx);
    const [byUser, byAddress] = await Promise.all([
      countFailedSignIns(trx, 'user_key', attempt.user_key, since),
      countFailedSignIns(trx, 'client_ip', attempt.client_ip, since),
    ]);
    if (byUser >= limits.perUser || byAddress >= limits.perAddress) return null;
    const row = await trx
      .insertInto('agent_sign_in_attempts')
      .values({ ...attempt, succeeded: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/** The reserved attempt was the right password: it no longer counts as a failure. */
export function markSignInSucceeded(db: Db, attemptId: number) {
  return db.updateTable('agent_sign_in_attempts').set({ succeeded: true }).where('id', '=', attemptId).execute();
}

export async function countFailedSignIns(db: Db, column: 'user_key' | 'client_ip', value: string, since: Date) {
  const row = await db
    .selectFrom('agent_sign_in_attempts')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(column, '=', value)
    .where('succeeded', '=', false)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// ── OTP challenges ───────────────────────────────────────────────────────────────────────────────

export function insertChallenge(db: Db, challenge: Insertable<AgentOtpChallengeTable>) {
  return db.insertInto('agent_otp_challenges').values(challenge).returning('id').executeTakeFirstOrThrow();
}

export async function countChallengesSince(
  db: Db,
  column: 'destination' | 'client_ip',
  value: string,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('agent_otp_challenges')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(column, '=', value)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function lockChallengeByToken(trx: Transaction<Database>, tokenHash: string) {
  return trx
    .selectFrom('agent_otp_challenges')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

/** The newest challenge of an application for one channel. */
export function lockLatestApplicationChallenge(
  trx: Transaction<Database>,
  applicationId: number,
  purpose: 'REGISTER_EMAIL' | 'REGISTER_MOBILE',
) {
  return trx
    .selectFrom('agent_otp_challenges')
    .selectAll()
    .where('application_id', '=', applicationId)
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

export function recordWrongCode(db: Db, id: number, attempts: number, exhausted: boolean) {
  return db
    .updateTable('agent_otp_challenges')
    .set({ attempts, ...(exhausted ? { consumed_at: new Date() } : {}) })
    .where('id', '=', id)
    .execute();
}

export function consumeChallenge(db: Db, id: number) {
  return db.updateTable('agent_otp_challenges').set({ consumed_at: new Date() }).where('id', '=', id).execute();
}

export function retireApplicationChallenges(
  db: Db,
  applicationId: number,
  purpose: 'REGISTER_EMAIL' | 'REGISTER_MOBILE',
) {
  return db
    .updateTable('agent_otp_challenges')
    .set({ consumed_at: new Date() })
    .where('application_id', '=', applicationId)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .execute();
}

// ── Password links ───────────────────────────────────────────────────────────────────────────────

export function insertPasswordLink(
  db: Db,
  link: { token_hash: string; user_id: number; purpose: 'WELCOME' | 'RESET'; expires_at: Date },
) {
  return db.insertInto('agent_password_links').values(link).execute();
}

export function lockPasswordLink(trx: Transaction<Database>, tokenHash: string) {
  return trx
    .selectFrom('agent_password_links')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

export function usePasswordLinksOf(db: Db, userId: number) {
  return db
    .updateTable('agent_password_links')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

export async function countPasswordLinksSince(db: Db, userId: number, since: Date) {
  const row = await db
    .selectFrom('agent_password_links')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('purpose', '=', 'RESET')
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
