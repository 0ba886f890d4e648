import { createHash } from 'node:crypto';
import { WALLET_MSG_DECIDED } from '@tripsetu/domain/wallet.ts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { AppError } from './errors.ts';
import { jsonColumn } from './json-column.ts';

export interface IdempotentAnswer<T> {
  statusCode: number;
  body: T;
  /** True when this is the stored answer of an earlier request with the same key. */
  replayed: boolean;
}

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

/** A JSON text with object keys in order, so that the same body always hashes the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * Runs a money-moving request once per (scope, key), in one transaction with the key's row: a retry
 * waits for the first to commit and gets its answer; the same key with another body is refused. A
 * request that fails rolls its key back with everything else, so it may be tried again.
 */
export async function idempotent<T>(
  db: Kysely<Database>,
  request: { scope: string; key: string | undefined; body: unknown },
  work: (trx: Transaction<Database>) => Promise<{ statusCode: number; body: T }>,
): Promise<IdempotentAnswer<T>> {
  const key = request.key?.trim() ?? '';
  if (!KEY_PATTERN.test(key)) throw new AppError('BAD_REQUEST', WALLET_MSG_DECIDED.idempotencyKeyRequired);
  const requestHash = createHash('sha256').update(stableJson(request.body)).digest('hex');
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('idempotency_keys')
      .values({ scope: request.scope, key, request_hash: requestHash })
      .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) {
      // The first request has committed (its row lock is gone): answer as it was answered.
      const first = await trx
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('scope', '=', request.scope)
        .where('key', '=', key)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (first.request_hash !== requestHash) throw new AppError('CONFLICT', WALLET_MSG_DECIDED.idempotencyKeyReused);
      const stored = jsonColumn<unknown>(first.response);
      return { statusCode: first.status_code ?? 200, body: stored as T, replayed: true };
    }
    const answer = await work(trx);
    await trx
      .updateTable('idempotency_keys')
      .set({ status_code: answer.statusCode, response: JSON.stringify(answer.body) })
      .where('scope', '=', request.scope)
      .where('key', '=', key)
      .execute();
    return { ...answer, replayed: false };
  });
}
