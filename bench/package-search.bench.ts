/**
 * Package search through the gateway under load (autocannon, 50 connections), next to an empty route
 * measured in the same run, on PGlite and (when DATABASE_URL is set, or with --postgres) on PostgreSQL.
 * Target (issue 2): package search p99 ≤ 20 ms on a 2-core machine. A benchmark, not a test: it prints.
 *
 *   npm run bench                      # PGlite, then PostgreSQL if DATABASE_URL is set
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import autocannon from 'autocannon';
import { loadConfig } from '../server/src/config.ts';
import { startServer } from '../server/src/server.ts';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const TARGET_P99_MS = 20;

interface Measured {
  name: string;
  requests: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function measure(name: string, url: string, options: Partial<autocannon.Options> = {}): Promise<Measured> {
  // A short warm-up so JIT and caches settle before the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, ...options });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, ...options });
  return {
    name,
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

async function benchOne(label: string, env: Record<string, string>) {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: path.join(mkdtempSync(path.join(tmpdir(), 'tripsetu-bench-')), 'data'),
    ...env,
  });
  const server = await startServer(config);
  try {
    const jdate = addDays(todayInIndia(), 30);
    const searchBody = new URLSearchParams({
      opid: 'MP003',
      actioncode: 'search',
      resultformat: 'json',
      theme: 'any',
      package_destination: 'Goa',
      jdate,
      jtodate: addDays(jdate, 5),
      numdays: '5',
      numnights: '6',
      numadults: '2',
      numchildren: '0',
      numinfants: '0',
      budget: '',
      agentid: 'SUPER',
      domint: 'domestic',
    }).toString();
    const baseline = await measure('empty route (GET /healthz)', `${server.url}/healthz`);
    const search = await measure('package search (POST /gateway/app MP003 search)', `${server.url}/gateway/app`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: searchBody,
    });
    console.log(`\n== ${label} (${CONNECTIONS} connections, ${DURATION_S} s each)`);
    console.table(
      [baseline, search].map((m) => ({
        route: m.name,
        'req/s': Math.round(m.requests),
        'p50 ms': m.p50,
        'p99 ms': m.p99,
        errors: m.errors,
        non2xx: m.non2xx,
      })),
    );
    const ratio = baseline.requests > 0 ? search.requests / baseline.requests : 0;
    console.log(
      `search throughput = ${(ratio * 100).toFixed(1)} % of the empty route; p99 ${search.p99} ms vs target ${TARGET_P99_MS} ms → ${search.p99 <= TARGET_P99_MS ? 'MET' : 'MISSED'}`,
    );
  } finally {
    await server.close();
  }
}

await benchOne('PGlite (embedded)', { DATABASE_URL: '' });
if (process.env.DATABASE_URL || process.argv.includes('--postgres')) {
  await benchOne('PostgreSQL', { DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' });
}
