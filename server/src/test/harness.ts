import { randomBytes } from 'node:crypto';
import { todayInIndia } from '@tripsetu/domain/dates.ts';
import pg from 'pg';
import type { Logger } from 'pino';
import { type App, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedCatalogue } from '../db/seed/seed.ts';
import type { MailTransport } from '../modules/mail/mail.service.ts';

/**
 * A freshly migrated and seeded database for one test file: PGlite in memory, or, when DATABASE_URL
 * is set, a schema of its own on that PostgreSQL (dropped at the end).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ dataDir: null });
    await migrate(database.db);
    await seedCatalogue(database.db, todayInIndia());
    return database;
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: url, poolSize: 10, searchPath: schema });
  await migrate(database.db);
  await seedCatalogue(database.db, todayInIndia());
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

export interface TestApp extends App {
  database: DatabaseHandle;
  close(): Promise<void>;
}

export async function createTestApp(
  options: { mailTransport?: MailTransport; env?: Record<string, string>; logger?: Logger } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', ...options.env });
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
    async close() {
      await built.app.close();
      await database.close();
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
