import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/harness.ts';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';
import type { DatabaseHandle } from './database.ts';
import { migrate } from './migrate.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the database connection', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
    await sql`create table counters (name text primary key, value integer not null)`.execute(database.db);
    await sql`create table notes (body text not null)`.execute(database.db);
    await sql`insert into counters values ('hits', 0)`.execute(database.db);
  });
  afterAll(() => database.close());

  it('applies each migration once', async () => {
    expect(await migrate(database.db)).toEqual([]);
  });

  it('never interleaves concurrent transactions: 25 read-modify-write increments all count', async () => {
    await Promise.all(
      Array.from({ length: 25 }, () =>
        database.db.transaction().execute(async (trx) => {
          // Row lock on PostgreSQL; on PGlite the single connection must be held for the whole transaction.
          const row = await sql<{ value: number }>`select value from counters where name = 'hits' for update`.execute(
            trx,
          );
          await pause(2);
          await sql`update counters set value = ${(row.rows[0]?.value ?? 0) + 1} where name = 'hits'`.execute(trx);
        }),
      ),
    );
    const result = await sql<{ value: number }>`select value from counters where name = 'hits'`.execute(database.db);
    expect(result.rows[0]?.value).toBe(25);
  });

  it('keeps a query outside a transaction out of another request’s transaction that rolls back', async () => {
    const failing = database.db.transaction().execute(async (trx) => {
      await sql`insert into notes values ('inside')`.execute(trx);
      await pause(30);
      throw new Error('roll back');
    });
    await pause(5);
    await sql`insert into notes values ('outside')`.execute(database.db);
    await expect(failing).rejects.toThrow('roll back');
    const notes = await sql<{ body: string }>`select body from notes order by body`.execute(database.db);
    expect(notes.rows.map((r) => r.body)).toEqual(['outside']);
  });

  it('reads dates as YYYY-MM-DD strings and bigint paise as numbers', async () => {
    const row = await sql<{ d: string; p: number }>`select date '2026-12-25' as d, 123456789012::bigint as p`.execute(
      database.db,
    );
    expect(row.rows[0]).toEqual({ d: '2026-12-25', p: 123456789012 });
  });
});

describe('the data directory lock', () => {
  const dir = () => path.join(mkdtempSync(path.join(tmpdir(), 'tripsetu-lock-')), 'data');

  it('refuses a second holder while the first holds it, and frees it on release', () => {
    const dataDir = dir();
    const first = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    first.release();
    lockDataDir(dataDir).release();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dataDir = dir();
    writeFileSync(`${dataDir}.lock`, '999999999');
    const lock = lockDataDir(dataDir);
    lock.release();
  });

  it('makes a second server on the same data directory refuse to start', async () => {
    const dataDir = dir();
    const held = lockDataDir(dataDir);
    try {
      const main = path.join(import.meta.dirname, '..', 'main.ts');
      const child = spawn(process.execPath, ['--import', 'tsx', main], {
        env: { ...process.env, DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '', LOG_LEVEL: 'silent' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk) => {
        stderr += chunk;
      });
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain('in use by another TripSetu server');
    } finally {
      held.release();
    }
  }, 30_000);

  it('stops cleanly on SIGTERM and frees the data directory for the next server', async () => {
    const dataDir = dir();
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const main = path.join(import.meta.dirname, '..', 'main.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: '',
        LOG_LEVEL: 'silent',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    for (const deadline = Date.now() + 30_000; ; ) {
      const ready = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      if (Date.now() > deadline) throw new Error('the server did not start');
      await pause(200);
    }
    const lockFiles = () => readdirSync(path.dirname(dataDir)).filter((name) => name.startsWith('data.lock'));
    expect(lockFiles()).toEqual(['data.lock.1']);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(lockFiles()).toEqual([]);
  }, 40_000);
});
