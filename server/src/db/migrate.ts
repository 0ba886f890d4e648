import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
/** Any constant: every server takes the same advisory lock so that two never migrate at once. */
const MIGRATION_LOCK_KEY = 7_302_119;

/** Applies the plain SQL files of migrations/ in name order, each once, each in its own transaction. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before any table type exists
export async function migrate(db: Kysely<any>): Promise<string[]> {
  await sql`create table if not exists schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`.execute(db);
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const name of files) {
    const body = await readFile(path.join(MIGRATIONS_DIR, name), 'utf8');
    const didApply = await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx);
      const done = await sql<{ name: string }>`select name from schema_migrations where name = ${name}`.execute(trx);
      if (done.rows.length > 0) return false;
      for (const statement of splitStatements(body)) await sql.raw(statement).execute(trx);
      await sql`insert into schema_migrations (name) values (${name})`.execute(trx);
      return true;
    });
    if (didApply) applied.push(name);
  }
  return applied;
}

/**
 * Both drivers send one statement per query (the extended protocol), so a migration file is split
 * into statements: comments dropped, then cut at semicolons outside dollar-quoted bodies ($$ … $$,
 * the bodies of functions and triggers). No semicolons inside ordinary strings.
 */
export function splitStatements(script: string): string[] {
  const statements: string[] = [];
  let current = '';
  let inBody = false;
  for (const part of script.replace(/--[^\n]*/g, '').split(/(\$\$|;)/)) {
    if (part === '$$') inBody = !inBody;
    if (part === ';' && !inBody) {
      statements.push(current);
      current = '';
    } else {
      current += part;
    }
  }
  statements.push(current);
  return statements.map((statement) => statement.trim()).filter((statement) => statement.length > 0);
}
