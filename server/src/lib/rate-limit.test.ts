import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { openTestDatabase } from '../test/harness.ts';
import { clearRateLimit, enforceRateLimits, pruneRateLimits, takeRateLimit } from './rate-limit.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('rate limits in the database', () => {
  it('allows exactly max of many hits arriving at once', async () => {
    const limit = { key: 'test:parallel', max: 5, windowMs: 60_000 };
    const answers = await Promise.all(Array.from({ length: 20 }, () => takeRateLimit(database.db, limit)));
    expect(answers.filter(Boolean)).toHaveLength(5);
  });

  it('starts a new window once the old one has passed', async () => {
    const limit = { key: 'test:window', max: 1, windowMs: 300 };
    expect(await takeRateLimit(database.db, limit)).toBe(true);
    expect(await takeRateLimit(database.db, limit)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await takeRateLimit(database.db, limit)).toBe(true);
  });

  it('counts keys apart, and forgets a cleared key', async () => {
    const a = { key: 'test:a', max: 1, windowMs: 60_000 };
    const b = { key: 'test:b', max: 1, windowMs: 60_000 };
    expect(await takeRateLimit(database.db, a)).toBe(true);
    expect(await takeRateLimit(database.db, b)).toBe(true);
    expect(await takeRateLimit(database.db, a)).toBe(false);
    await clearRateLimit(database.db, 'test:a');
    expect(await takeRateLimit(database.db, a)).toBe(true);
  });

  it('refuses with 429 and the message given when any limit is spent', async () => {
    const limits = [
      { key: 'test:ip', max: 10, windowMs: 60_000 },
      { key: 'test:target', max: 1, windowMs: 60_000 },
    ];
    await enforceRateLimits(database.db, limits, 'Too many');
    await expect(enforceRateLimits(database.db, limits, 'Too many')).rejects.toMatchObject({
      statusCode: 429,
      message: 'Too many',
    });
  });

  it('prunes windows that ended long ago and keeps live ones', async () => {
    await takeRateLimit(database.db, { key: 'test:live', max: 1, windowMs: 60_000 });
    await database.db
      .updateTable('rate_limits')
      .set({ window_start: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000) })
      .where('key', '=', 'test:b')
      .execute();
    await pruneRateLimits(database.db);
    const keys = (await database.db.selectFrom('rate_limits').select('key').execute()).map((row) => row.key);
    expect(keys).toContain('test:live');
    expect(keys).not.toContain('test:b');
  });
});
