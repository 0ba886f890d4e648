/**
 * Package search through the gateway under load (autocannon, 50 connections), next to an empty route
 * (/livez) measured in the same run, on PGlite and, when DATABASE_URL is set, on PostgreSQL. The server
 * runs in its own process, as in production, so that the load generator does not share its event loop.
 * Target (issue 2): package search p99 ≤ 20 ms on a 2-core machine. A benchmark, not a test: it prints.
 *
 *   npm run bench                                  # PGlite
 *   DATABASE_URL=postgres://… npm run bench        # PGlite, then PostgreSQL
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import autocannon from 'autocannon';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const TARGET_P99_MS = 20;
const PORT = Number(process.env.BENCH_PORT ?? 3900);
const root = path.resolve(import.meta.dirname, '..');

interface Measured {
  name: string;
  requests: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function measure(name: string, url: string, options: Partial<autocannon.Options> = {}): Promise<Measured> {
  // A short warm-up so that the JIT and caches settle before the measured run.
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

async function startServer(databaseUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATA_DIR: path.join(mkdtempSync(path.join(tmpdir(), 'tripsetu-bench-')), 'data'),
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${PORT}`;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { child, url };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('the server did not start');
}

async function benchOne(label: string, databaseUrl: string) {
  const { child, url } = await startServer(databaseUrl);
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
    const baseline = await measure('empty route (GET /livez)', `${url}/livez`);
    const search = await measure('package search (POST /gateway/app MP003 search)', `${url}/gateway/app`, {
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
    const verdict = search.p99 <= TARGET_P99_MS ? 'MET' : 'MISSED';
    console.log(
      `search: ${(ratio * 100).toFixed(1)} % of the empty route's throughput; p99 ${search.p99} ms against the ${TARGET_P99_MS} ms target → ${verdict}`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

await benchOne('PGlite (embedded)', '');
if (process.env.DATABASE_URL) await benchOne('PostgreSQL', process.env.DATABASE_URL);
