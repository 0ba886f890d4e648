/**
 * Flight search on the agent portal (POST /api/v1/flights/search) under load (autocannon, 50
 * connections), next to an empty route (/livez) measured in the same run, on PGlite and, when
 * DATABASE_URL is set, on PostgreSQL. The server runs in its own process, as in production, with the
 * demo accounts seeded; the bench signs in as a demo agency owner and sends the session cookie and the
 * CSRF header with every search. Target (issue 6): one way p99 ≤ 50 ms on a 2-core machine; round trip
 * and multi city within 2× of one way. A benchmark, not a test: it prints.
 *
 * Three request mixes, each for one way, round trip and multi city (three flights):
 *   mixed  a realistic spread: 38 busy Indian routes (metro–metro, metro–big city) × dates 5–40 days
 *          ahead × 1–3 adults, sometimes a child or an infant, drawn at random (seeded). Some repeat
 *          within the server's 60 s leg cache; the share of legs computed (priced) is printed.
 *   cold   every leg one the server has not priced in the last 60 s, for any travellers (dates 5–180
 *          days, 1–4 adults, 0–2 children, 0–1 infant): every request prices all of its legs.
 *   steady the mixed draws on a server that has answered them for a minute (SEARCH_CACHE_MS), measured
 *          over the next whole minute: every leg it keeps is priced again once in it, as on a server in
 *          operation, where `mixed` measures a server's first seconds, when every leg is new to it.
 *   hot    one fixed query per route/circuit: after the warm-up every request is a cache hit, which
 *          measures what a search costs besides computing itineraries (session, recent searches, JSON).
 * The server prices a leg once for any travellers and keeps it 60 s (at most PRICED_LEGS_KEPT, 4,000, oldest dropped
 * first); the bench follows that cache request by request with the same key and rules, so the computed
 * share is an estimate of what the server did, not a guess. It also prints what a cache keyed with the
 * travellers (the server before its priced-leg cache, 2026-11-22) would have computed.
 *
 *   npm run bench:flights                                   # PGlite
 *   DATABASE_URL=postgres://… npm run bench:flights         # PGlite, then PostgreSQL
 *   BENCH_SECONDS=20 BENCH_MIXES=cold npm run bench:flights # longer, one mix only
 *   BENCH_CPU_PROF=/tmp/prof npm run bench:flights          # the server writes a .cpuprofile there
 *   BENCH_SERVER_FLAGS='--single-threaded-gc' npm run bench:flights   # the server started with these flags
 *   BENCH_TRIPS=ONE_WAY BENCH_MIXES=mixed npm run bench:flights # one row
 *   BENCH_SERVER_MAIN=/tmp/copy/server/src/main.ts …        # measure a changed copy of the server
 *
 * With 50 connections and no pause, the server is saturated: a request's latency is mostly its wait
 * behind the other 49, about 50 × the server's CPU time per answer. The table therefore also prints the
 * server's CPU ms per answer, which says what a change saves even when another load shares the machine.
 */
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { SEARCH_CACHE_MS } from '../server/src/modules/flights/flights.service.ts';
import { cpuMs, exited, signIn, startServer } from './bench-server.ts';
import {
  type CacheTally,
  draw,
  generator,
  LEGS_KEPT_BEFORE,
  LegCache,
  legKeys,
  type Mix,
  newTally,
  TRIPS,
  type TripType,
} from './flight-mixes.ts';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_S = 2;
/** The steady mix's warm-up and measured run: a whole lifetime of a priced leg each. */
const STEADY_S = SEARCH_CACHE_MS / 1000;
const TARGET_ONE_WAY_P99_MS = 50;
const TARGET_RATIO = 2;
const PORT = Number(process.env.BENCH_PORT ?? 3901);
const MIXES = (process.env.BENCH_MIXES ?? 'mixed,steady,cold,hot').split(',').map((mix) => mix.trim()) as Mix[];
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF;
/** Node or V8 flags to start the server with (to measure one before adopting it), separated by spaces. */
const SERVER_FLAGS = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
/** Trip types to measure (ONE_WAY, ROUND_TRIP, MULTI_CITY): all by default. */
const ONLY_TRIPS = (process.env.BENCH_TRIPS ?? 'ONE_WAY,ROUND_TRIP,MULTI_CITY').split(',').map((trip) => trip.trim());
const root = path.resolve(import.meta.dirname, '..');
/** The server to start: this repository's, or a changed copy (to measure a change before making it). */
const SERVER_MAIN = path.resolve(process.env.BENCH_SERVER_MAIN ?? path.join(root, 'server/src/main.ts'));

/** Runs autocannon and notes the server's CPU time over the run. */
async function run(pid: number | undefined, options: autocannon.Options) {
  const before = cpuMs(pid);
  const client = process.cpuUsage();
  const start = performance.now();
  const result = await autocannon(options);
  const after = cpuMs(pid);
  const wall = performance.now() - start;
  const used = process.cpuUsage(client);
  const cpu = before === undefined || after === undefined ? undefined : after - before;
  return { result, cpu, wall, clientShare: (used.user + used.system) / 1000 / wall };
}

interface Measured {
  mix: Mix;
  trip: TripType | 'EMPTY';
  name: string;
  requests: number;
  total: number;
  p50: number;
  p99: number;
  bytesPerResponse: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** The server's CPU ms per answer, and the share of one core it got during the run. */
  cpuPerAnswer?: number;
  cpuShare?: number;
  /** The share of one core the load generator (this process) used during the run. */
  clientShare: number;
  tally?: CacheTally;
}

function summarise(
  mix: Mix,
  trip: TripType | 'EMPTY',
  name: string,
  {
    result,
    cpu,
    wall,
    clientShare,
  }: { result: autocannon.Result; cpu: number | undefined; wall: number; clientShare: number },
  tally?: CacheTally,
): Measured {
  return {
    cpuPerAnswer: cpu === undefined || result.requests.total === 0 ? undefined : cpu / result.requests.total,
    cpuShare: cpu === undefined ? undefined : cpu / wall,
    clientShare,
    mix,
    trip,
    name,
    requests: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytesPerResponse: result.requests.average > 0 ? result.throughput.average / result.requests.average : 0,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    tally,
  };
}

/** One search of each trip type before measuring: a 200 with itineraries, or the bench stops. */
async function check(url: string, headers: Record<string, string>, cache: LegCache) {
  for (const { trip } of TRIPS) {
    const search = draw(trip, 14, { adults: 1, children: 0, infants: 0 }, [3, 3]);
    for (const key of legKeys(search)) cache.answer(key);
    const response = await fetch(`${url}/api/v1/flights/search`, {
      method: 'POST',
      headers,
      body: JSON.stringify(search),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${trip} search answered ${response.status}: ${text.slice(0, 300)}`);
    const result = JSON.parse(text) as { legs: { itineraries: unknown[] }[] };
    if (result.legs.length === 0 || result.legs.some((leg) => leg.itineraries.length === 0)) {
      throw new Error(`${trip} search found no itineraries: ${text.slice(0, 300)}`);
    }
  }
}

/**
 * Waits until the server has worked off what a run left queued (autocannon stops sending, but the
 * server still answers the requests it has read): /livez answers quickly three times in a row.
 */
async function settle(url: string, child: ChildProcess) {
  let quick = 0;
  for (const deadline = Date.now() + 120_000; quick < 3 && Date.now() < deadline && !exited(child); ) {
    const start = performance.now();
    await fetch(`${url}/livez`).catch(() => undefined);
    quick = performance.now() - start < 20 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function benchOne(label: string, databaseUrl: string) {
  const { child, url, scratch } = await startServer({
    databaseUrl,
    port: PORT,
    main: SERVER_MAIN,
    flags: [...SERVER_FLAGS, ...(CPU_PROF_DIR ? ['--cpu-prof', '--cpu-prof-dir', CPU_PROF_DIR] : [])],
  });
  const cache = new LegCache();
  const travellersCache = new LegCache(LEGS_KEPT_BEFORE);
  try {
    const headers = await signIn(url);
    await check(url, headers, cache);
    // /livez, measured like the package bench: warm-up, then the measured run.
    await autocannon({ url: `${url}/livez`, connections: CONNECTIONS, duration: WARMUP_S });
    const livez = await run(child.pid, { url: `${url}/livez`, connections: CONNECTIONS, duration: DURATION_S });
    const rows: Measured[] = [summarise('mixed', 'EMPTY', 'empty route (GET /livez)', livez)];

    for (const mix of MIXES) {
      for (const { trip, label: tripLabel } of TRIPS.filter(({ trip }) => ONLY_TRIPS.includes(trip))) {
        const next = generator(mix, trip, cache);
        let tally = newTally();
        const options = {
          url: `${url}/api/v1/flights/search`,
          connections: CONNECTIONS,
          method: 'POST' as const,
          headers,
          requests: [
            {
              setupRequest: (request: autocannon.Request) => {
                const search = next();
                const keys = legKeys(search);
                const time = Date.now();
                let computed = 0;
                for (const key of keys) if (cache.answer(key, time)) computed += 1;
                const text = JSON.stringify(search);
                tally.requests += 1;
                tally.distinct.add(text);
                tally.legs += keys.length;
                tally.legsComputed += computed;
                if (computed === 0) tally.requestsAllHits += 1;
                for (const key of legKeys(search, true)) {
                  if (travellersCache.answer(key, time)) tally.legsComputedWithTravellers += 1;
                }
                return { ...request, method: 'POST' as const, path: '/api/v1/flights/search', body: text };
              },
            },
          ],
        };
        await settle(url, child);
        if (exited(child)) throw new Error(`the server exited before ${mix}: ${tripLabel} (${exited(child)})`);
        await autocannon({ ...options, duration: mix === 'steady' ? STEADY_S : WARMUP_S });
        tally = newTally();
        const result = await run(child.pid, { ...options, duration: mix === 'steady' ? STEADY_S : DURATION_S });
        if (exited(child)) throw new Error(`the server exited during ${mix}: ${tripLabel} (${exited(child)})`);
        rows.push(summarise(mix, trip, `${mix}: ${tripLabel}`, result, tally));
      }
    }

    console.log(
      `\n== ${label} (${CONNECTIONS} connections, ${DURATION_S} s each after a ${WARMUP_S} s warm-up; steady: ${STEADY_S} s after ${STEADY_S} s)`,
    );
    console.log(
      'CPU ms/answer: the server process’s CPU time over the run ÷ the answers; core share: that CPU time ÷ the run’s wall time',
    );
    const empty = rows[0] as Measured;
    console.table(
      rows.map((m) => {
        const oneWay = rows.find((row) => row.mix === m.mix && row.trip === 'ONE_WAY');
        const ratio = m.trip === 'EMPTY' || !oneWay || oneWay.p99 === 0 ? undefined : m.p99 / oneWay.p99;
        const pass =
          m.trip === 'EMPTY'
            ? ''
            : m.trip === 'ONE_WAY'
              ? m.p99 <= TARGET_ONE_WAY_P99_MS
              : ratio !== undefined && ratio <= TARGET_RATIO;
        return {
          route: m.name,
          'req/s': Math.round(m.requests),
          '% empty': m.trip === 'EMPTY' ? '' : `${((m.requests / empty.requests) * 100).toFixed(1)} %`,
          'p50 ms': m.p50,
          'p99 ms': m.p99,
          'p99 ÷ one way': ratio === undefined ? '' : `${ratio.toFixed(2)}×`,
          verdict:
            pass === ''
              ? ''
              : `${pass ? 'PASS' : 'FAIL'} (${m.trip === 'ONE_WAY' ? `≤ ${TARGET_ONE_WAY_P99_MS} ms` : `≤ ${TARGET_RATIO}×`})`,
          'KB/answer': m.trip === 'EMPTY' ? '' : Math.round(m.bytesPerResponse / 1024),
          'legs computed': m.tally ? `${((m.tally.legsComputed / Math.max(1, m.tally.legs)) * 100).toFixed(0)} %` : '',
          'keyed with travellers': m.tally
            ? `${((m.tally.legsComputedWithTravellers / Math.max(1, m.tally.legs)) * 100).toFixed(0)} %`
            : '',
          'CPU ms/answer':
            m.cpuPerAnswer === undefined ? '' : Number(m.cpuPerAnswer.toFixed(m.cpuPerAnswer < 1 ? 3 : 1)),
          'core share': m.cpuShare === undefined ? '' : `${Math.round(m.cpuShare * 100)} %`,
          'autocannon core share': `${Math.round(m.clientShare * 100)} %`,
          // autocannon counts a timeout (10 s) as an error too
          'errors (timeouts)': `${m.errors} (${m.timeouts})`,
          non2xx: m.non2xx,
        };
      }),
    );
    for (const m of rows) {
      if (!m.tally) continue;
      const t = m.tally;
      console.log(
        `${m.name.padEnd(26)} ${t.requests} requests sent (${m.total} answered), ${t.distinct.size} distinct; legs ${t.legs}: ${t.legsComputed} computed (${((t.legsComputed / Math.max(1, t.legs)) * 100).toFixed(1)} %), ${t.legs - t.legsComputed} cache hits; ${t.requestsAllHits} requests (${((t.requestsAllHits / Math.max(1, t.requests)) * 100).toFixed(1)} %) answered wholly from the cache; a cache keyed with the travellers would have computed ${((t.legsComputedWithTravellers / Math.max(1, t.legs)) * 100).toFixed(1)} % of the legs`,
      );
    }
  } finally {
    if (!exited(child)) {
      const exit = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exit;
    }
    rmSync(scratch, { recursive: true, force: true });
  }
}

await benchOne('PGlite (embedded)', '');
if (process.env.DATABASE_URL) await benchOne('PostgreSQL', process.env.DATABASE_URL);
