import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { todayInIndia } from '@tripsetu/domain/dates.ts';
import pg from 'pg';
import type { Logger } from 'pino';
import { type App, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedFlightSchedules } from '../db/seed/flight-schedules.ts';
import { seedCatalogue } from '../db/seed/seed.ts';
import type { MailTransport } from '../modules/mail/mail.service.ts';

/**
 * A freshly migrated and seeded database for one test file: PGlite in memory, or, when DATABASE_URL
 * is set, a schema of its own on that PostgreSQL (dropped at the end).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dataDir = await copyOf(await seededPgliteCluster());
    const database = await openDatabase({ dataDir });
    return {
      ...database,
      async close() {
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: url, poolSize: 10, searchPath: schema });
  await migrate(database.db);
  await seedCatalogue(database.db, todayInIndia());
  await seedFlightSchedules(database.db, todayInIndia());
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}

/**
 * A PGlite cluster, migrated and seeded for today, kept in the system's temporary directory and copied for every test
 * database: migrating and seeding took about 2 s a database, a copy well under one (2026-11-29). Its name carries
 * PGlite's version, the day and a digest of the server's and the domain's sources, so a change to a migration, a seed
 * or what they import makes a new one. Another test process may build the same one meanwhile; either is as good.
 */
async function seededPgliteCluster(): Promise<string> {
  seeded ??= (async () => {
    const today = todayInIndia();
    const template = path.join(tmpdir(), `tripsetu-pglite-seeded-${await sourcesDigest(today)}`);
    if (existsSync(path.join(template, 'PG_VERSION'))) return template;
    const building = await mkdtemp(`${template}-building-`);
    await cp(await emptyPgliteCluster(), building, { recursive: true });
    const database = await openDatabase({ dataDir: building });
    await migrate(database.db);
    await seedCatalogue(database.db, today);
    await seedFlightSchedules(database.db, today);
    await database.close();
    await rename(building, template).catch(() => rm(building, { recursive: true, force: true }));
    return template;
  })();
  return seeded;
}
let seeded: Promise<string> | undefined;

/** PGlite's version, the day, and every source file of the server and the domain package (tests aside). */
async function sourcesDigest(today: string): Promise<string> {
  const hash = createHash('sha256')
    .update(await pgliteVersion())
    .update(today);
  const root = path.resolve(import.meta.dirname, '..', '..', '..');
  for (const folder of ['server/src', 'packages/domain/src']) {
    const files = (await readdir(path.join(root, folder), { recursive: true }))
      .filter((file) => /\.(ts|sql|json)$/.test(file) && !file.endsWith('.test.ts'))
      .sort();
    for (const file of files) hash.update(file).update(await readFile(path.join(root, folder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

async function pgliteVersion(): Promise<string> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return JSON.parse(await readFile(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')).version;
}

/**
 * A directory holding an empty PGlite cluster. PGlite's initdb takes seconds, a copy of one made before well under
 * one, so one cluster per PGlite version is made once in the system's temporary directory.
 */
async function emptyPgliteCluster(): Promise<string> {
  const template = path.join(tmpdir(), `tripsetu-pglite-cluster-${await pgliteVersion()}`);
  if (!existsSync(path.join(template, 'PG_VERSION'))) {
    const building = await mkdtemp(`${template}-building-`);
    const pglite = new PGlite(building);
    await pglite.waitReady;
    await pglite.close();
    // Another test process may have finished first; its cluster is as good as ours.
    await rename(building, template).catch(() => rm(building, { recursive: true, force: true }));
  }
  return template;
}

async function copyOf(template: string): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tripsetu-test-db-'));
  await cp(template, dataDir, { recursive: true });
  return dataDir;
}

export interface TestApp extends App {
  database: DatabaseHandle;
  /** The app's configuration, DATA_DIR included (uploads are under DATA_DIR/uploads). */
  config: Config;
  close(): Promise<void>;
}

export async function createTestApp(
  options: { mailTransport?: MailTransport; env?: Record<string, string>; logger?: Logger } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  // Uploads land under DATA_DIR: each app gets a directory of its own, removed on close.
  const dataDir = options.env?.DATA_DIR ? undefined : await mkdtemp(path.join(tmpdir(), 'tripsetu-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    // Tests read OTPs from the dev outbox and pay through the sandbox; production tests set it false.
    DEMO_MODE: 'true',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    // Tests release expired flight holds themselves (expireHolds), not on a timer.
    HOLD_EXPIRY_MS: '0',
    PLB_POST_PAY_MS: '0',
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    ...options.env,
  });
  const built = await buildApp({
    config,
    database,
    ...(options.mailTransport ? { mailTransport: options.mailTransport } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  await built.app.ready();
  return {
    ...built,
    database,
    config,
    async close() {
      await built.app.close();
      await database.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Posts form fields to the gateway, as the consumer site does. */
export async function callGateway(
  app: App['app'],
  fields: Record<string, string | number>,
  endpoint = '/gateway/app',
  remoteAddress = '127.0.0.1',
) {
  const response = await app.inject({
    method: 'POST',
    url: endpoint,
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(
      Object.entries({ resultformat: 'json', ...fields }).map(([k, v]) => [k, String(v)]),
    ).toString(),
  });
  // biome-ignore lint/suspicious/noExplicitAny: responses are read field by field in tests
  return { status: response.statusCode, body: response.json() as any };
}
