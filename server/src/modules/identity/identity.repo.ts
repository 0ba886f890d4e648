import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function findUserByMobile(db: Db, mobile: string) {
  return db.selectFrom('consumer_users').selectAll().where('mobile', '=', mobile).executeTakeFirst();
}

export function findUserById(db: Db, id: number) {
  return db.selectFrom('consumer_users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByMobileOrEmail(db: Db, userId: string) {
  return db
    .selectFrom('consumer_users')
    .selectAll()
    .where((eb) => eb.or([eb('mobile', '=', userId), eb(eb.fn('lower', ['email']), '=', userId.toLowerCase())]))
    .executeTakeFirst();
}

export async function insertUser(
  trx: Transaction<Database>,
  user: { title: string; first_name: string; last_name: string; email: string; mobile: string },
) {
  // The agent id derives from the row id, so it is set right after the insert, in the same transaction.
  const { id } = await trx
    .insertInto('consumer_users')
    .values({ ...user, agent_id: `pending-${user.mobile}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return trx
    .updateTable('consumer_users')
    .set({ agent_id: `CU${100000 + Number(id)}` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateUser(
  db: Db,
  id: number,
  change: { title: string; first_name: string; last_name: string; email: string },
) {
  return db
    .updateTable('consumer_users')
    .set({ ...change, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function countChallengesSince(db: Db, column: 'mobile' | 'client_ip', value: string, since: Date) {
  const row = await db
    .selectFrom('otp_challenges')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(column, '=', value)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertChallenge(db: Db, challenge: Insertable<Database['otp_challenges']>) {
  return db.insertInto('otp_challenges').values(challenge).execute();
}

/** The challenge a registration token points at, locked so that a code is used once. */
export function lockChallenge(trx: Transaction<Database>, tokenHash: string) {
  return trx
    .selectFrom('otp_challenges')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

export function recordWrongCode(trx: Transaction<Database>, id: number, attempts: number, lockOut: boolean) {
  return trx
    .updateTable('otp_challenges')
    .set({ attempts, ...(lockOut ? { consumed_at: new Date() } : {}) })
    .where('id', '=', id)
    .execute();
}

export function consumeChallenge(trx: Transaction<Database>, id: number) {
  return trx.updateTable('otp_challenges').set({ consumed_at: new Date() }).where('id', '=', id).execute();
}

export function insertSession(db: Db, session: { token_hash: string; user_id: number | null; expires_at: Date }) {
  return db.insertInto('sessions').values(session).execute();
}

export function findSession(db: Db, tokenHash: string) {
  return db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export function touchSession(db: Db, tokenHash: string, at: Date) {
  return db.updateTable('sessions').set({ last_seen_at: at }).where('token_hash', '=', tokenHash).execute();
}

export function endSession(db: Db, tokenHash: string) {
  return db
    .updateTable('sessions')
    .set({ ended_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('ended_at', 'is', null)
    .execute();
}

export function listSms(db: Db, limit: number) {
  return db.selectFrom('sms_outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
