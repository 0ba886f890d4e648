import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { SerializedPGliteDialect } from './pglite-serialized.ts';
import type { Database } from './schema.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
}

const OID_INT8 = 20;
const OID_DATE = 1082;

/** Both engines answer the same way: dates stay 'YYYY-MM-DD' strings, bigint paise become numbers. */
const parseInt8 = (value: string) => Number(value);
const parseDate = (value: string) => value;

export type DatabaseTarget =
  | { databaseUrl: string; poolSize?: number; searchPath?: string }
  | { dataDir: string | null };

/** PostgreSQL when a URL is given; otherwise PGlite in `dataDir` (null: in memory, for tests). */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('databaseUrl' in target) {
    const pool = new pg.Pool({
      connectionString: target.databaseUrl,
      max: target.poolSize ?? 10,
      ...(target.searchPath ? { options: `-c search_path=${target.searchPath}` } : {}),
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
          if (oid === OID_INT8) return parseInt8;
          if (oid === OID_DATE) return parseDate;
          return pg.types.getTypeParser(oid, format);
        }) as typeof pg.types.getTypeParser,
      },
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const pglite = new PGlite({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    parsers: { [OID_INT8]: parseInt8, [OID_DATE]: parseDate },
  });
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new SerializedPGliteDialect({ pglite }) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}
