/**
 * Bus search and a bus's seat layout on the agent portal under load (autocannon, 50 connections), next to an
 * empty route (/livez) measured in the same run, on PGlite and, when DATABASE_URL is set, on PostgreSQL. The
 * server runs in its own process in demo mode; the bench signs in as the Skyways Travels owner and sends the
 * session cookie and the CSRF header with every request. Targets (issue 22), on a 2-core machine:
 *   - POST /api/v1/buses/search: p99 ≤ 25 ms, and at least 30 % of /livez's req/s in the same run;
 *   - GET /api/v1/buses/trips/:tripId/seats: p99 ≤ 15 ms.
 * The searches rotate over busy city pairs (both ways) × dates 1–20 days ahead; the layouts over the trips
 * those searches answered. Every answer must be a 2xx: any other status or a connection error fails the bench
 * (exit code 1) after the table is printed. A request unanswered after autocannon's 10 s is a timeout: it is
 * left out of the latencies, so any timeout makes the route's verdict a MISS (and is printed), but it is slowness,
 * not a wrong answer, so it does not fail the bench. A benchmark, not a test: a missed target is printed, not thrown.
 *
 *   npm run -w bench bench:buses                               # PGlite
 *   DATABASE_URL=postgres://… npm run -w bench bench:buses     # PGlite, then PostgreSQL
 *   BENCH_SECONDS=20 npm run -w bench bench:buses              # longer runs (10 s by default)
 *   BENCH_CPU_PROF=/tmp/prof npm run -w bench bench:buses      # the server writes a .cpuprofile there
 *   BENCH_ROUTES=search BENCH_CPU_PROF=/tmp/prof …             # some runs only (livez,search,searchBr,layout), to profile one
 *   BENCH_SERVER_MAIN=/tmp/copy/server/src/main.ts …           # measure a changed copy of the server
 */
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import type { BusCity, BusSearchAnswer } from '../packages/domain/src/bus-search.ts';
import { addDays, todayInIndia } from '../packages/domain/src/dates.ts';
import { cpuMs, exited, signIn, startServer } from './bench-server.ts';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_S = 2;
const TARGET_SEARCH_P99_MS = 25;
const TARGET_SEARCH_SHARE = 0.3;
const TARGET_LAYOUT_P99_MS = 15;
const PORT = Number(process.env.BENCH_PORT ?? 3904);
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF;
/** The runs to make: all three by default; the share of /livez and its verdict need /livez. */
const ROUTES = new Set(
  (process.env.BENCH_ROUTES ?? 'livez,search,searchBr,layout').split(',').map((route) => route.trim()),
);
const root = path.resolve(import.meta.dirname, '..');
const SERVER_MAIN = path.resolve(process.env.BENCH_SERVER_MAIN ?? path.join(root, 'server/src/main.ts'));

/** Busy corridors, by the names /cities gives; each is searched both ways. */
const CORRIDORS: readonly [string, string][] = [
  ['Bengaluru', 'Hyderabad'],
  ['Bengaluru', 'Chennai'],
  ['Mumbai', 'Pune'],
  ['Delhi', 'Jaipur'],
];
/** Journey dates, days ahead of today in India. */
const FIRST_DAY = 1;
const LAST_DAY = 20;

const SEARCH_PATH = '/api/v1/buses/search';
const seatsPath = (tripId: string) => `/api/v1/buses/trips/${encodeURIComponent(tripId)}/seats`;

interface Measured {
  name: string;
  requests: number;
  total: number;
  p50: number;
  p99: number;
  kbPerAnswer: number;
  /** Answers that were not 2xx, errors (timeouts included) and timeouts, in the measured run and its warm-up. */
  non2xx: number;
  errors: number;
  timeouts: number;
  /** The server's CPU ms per answer, when /proc tells. */
  cpuPerAnswer?: number;
}

/** A warm-up, then the measured run with the server's CPU time around it; failures of both are counted. */
async function measure(name: string, pid: number | undefined, options: autocannon.Options): Promise<Measured> {
  const warm = await autocannon({ ...options, duration: WARMUP_S });
  const before = cpuMs(pid);
  const result = await autocannon({ ...options, duration: DURATION_S });
  const after = cpuMs(pid);
  const total = result.requests.total;
  return {
    name,
    requests: result.requests.average,
    total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    kbPerAnswer: result.requests.average > 0 ? result.throughput.average / result.requests.average / 1024 : 0,
    non2xx: warm.non2xx + result.non2xx,
    errors: warm.errors + result.errors,
    timeouts: warm.timeouts + result.timeouts,
    cpuPerAnswer: before === undefined || after === undefined || total === 0 ? undefined : (after - before) / total,
  };
}

/**
 * Waits until the server has worked off what a run left queued (autocannon stops sending, but the server
 * still answers what it has read): /livez answers quickly three times in a row.
 */
async function settle(url: string, child: ChildProcess) {
  let quick = 0;
  for (const deadline = Date.now() + 60_000; quick < 3 && Date.now() < deadline && !exited(child); ) {
    const start = performance.now();
    await fetch(`${url}/livez`).catch(() => undefined);
    quick = performance.now() - start < 20 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The city pairs to search, both ways, found by name in what /cities answers. */
async function cityPairs(url: string, headers: Record<string, string>): Promise<[BusCity, BusCity][]> {
  const response = await fetch(`${url}/api/v1/buses/cities`, { headers });
  const text = await response.text();
  if (!response.ok) throw new Error(`/cities answered ${response.status}: ${text.slice(0, 300)}`);
  const { cities } = JSON.parse(text) as { cities: BusCity[] };
  const byName = (name: string) => {
    const city = cities.find((c) => c.name === name);
    if (!city) throw new Error(`/cities has no ${name} (${cities.length} cities)`);
    return city;
  };
  return CORRIDORS.flatMap(([a, b]): [BusCity, BusCity][] => [
    [byName(a), byName(b)],
    [byName(b), byName(a)],
  ]);
}

/**
 * Every search the load will send, once, before it: each must be a 200 with buses. Their trips are the
 * layouts asked for, and each trip's layout is checked once too.
 */
async function prepare(url: string, headers: Record<string, string>) {
  const pairs = await cityPairs(url, headers);
  const today = todayInIndia();
  const bodies: string[] = [];
  const tripIds: string[] = [];
  let trips = 0;
  for (let day = FIRST_DAY; day <= LAST_DAY; day++) {
    for (const [from, to] of pairs) {
      const body = JSON.stringify({ from: from.id, to: to.id, date: addDays(today, day) });
      const response = await fetch(`${url}${SEARCH_PATH}`, { method: 'POST', headers, body });
      const text = await response.text();
      if (!response.ok) throw new Error(`search ${body} answered ${response.status}: ${text.slice(0, 300)}`);
      const answer = JSON.parse(text) as BusSearchAnswer;
      if (answer.trips.length === 0) throw new Error(`search ${body} found no buses`);
      bodies.push(body);
      trips += answer.trips.length;
      for (const trip of answer.trips) tripIds.push(trip.id);
    }
  }
  // A spread of layouts: every trip, in an order that moves between routes and dates (a stride prime to the count).
  const stride = [7919, 104_729, 1_299_709].find((p) => tripIds.length % p !== 0) ?? 1;
  const layouts = tripIds.map((_, i) => tripIds[(i * stride) % tripIds.length] as string);
  for (const tripId of layouts.slice(0, 50)) {
    const response = await fetch(`${url}${seatsPath(tripId)}`, { headers });
    const text = await response.text();
    if (!response.ok) throw new Error(`seats of ${tripId} answered ${response.status}: ${text.slice(0, 300)}`);
    const { seats } = JSON.parse(text) as { seats: unknown[] };
    if (seats.length === 0) throw new Error(`seats of ${tripId}: no seats`);
  }
  return { pairs, bodies, layouts, trips };
}

/** One request after another from a list, whichever connection asks next. */
function rotating(list: readonly string[], make: (item: string) => autocannon.Request) {
  let next = 0;
  return (request: autocannon.Request): autocannon.Request => {
    const item = list[next % list.length] as string;
    next += 1;
    return { ...request, ...make(item) };
  };
}

async function benchOne(label: string, databaseUrl: string): Promise<{ failures: string[] }> {
  const { child, url, scratch } = await startServer({
    databaseUrl,
    port: PORT,
    main: SERVER_MAIN,
    flags: CPU_PROF_DIR ? ['--cpu-prof', '--cpu-prof-dir', CPU_PROF_DIR] : [],
  });
  try {
    const session = await signIn(url);
    // GETs carry no body: the cookie and the CSRF header only.
    const getHeaders = { cookie: session.cookie as string, 'x-tripsetu-csrf': session['x-tripsetu-csrf'] as string };
    const { pairs, bodies, layouts, trips } = await prepare(url, session);
    console.log(
      `\n${pairs.map(([from, to]) => `${from.id}-${to.id}`).join(', ')} × ${LAST_DAY - FIRST_DAY + 1} dates (${FIRST_DAY}–${LAST_DAY} days ahead): ${bodies.length} searches, ${trips} trips (${(trips / bodies.length).toFixed(1)} a search), every layout asked in turn`,
    );

    const base = { url, connections: CONNECTIONS };
    const runs: Measured[] = [];
    const livez = ROUTES.has('livez')
      ? await measure('empty route (GET /livez)', child.pid, { ...base, url: `${url}/livez` })
      : undefined;
    if (livez) runs.push(livez);
    let search: Measured | undefined;
    if (ROUTES.has('search')) {
      await settle(url, child);
      search = await measure(`bus search (POST ${SEARCH_PATH})`, child.pid, {
        ...base,
        method: 'POST',
        headers: session,
        requests: [{ setupRequest: rotating(bodies, (body) => ({ method: 'POST', path: SEARCH_PATH, body })) }],
      });
      runs.push(search);
    }
    if (ROUTES.has('searchBr')) {
      // As a browser asks: the answer compressed (kept compressed with the answer, decision 031).
      await settle(url, child);
      runs.push(
        await measure(`bus search, brotli (POST ${SEARCH_PATH})`, child.pid, {
          ...base,
          method: 'POST',
          headers: { ...session, 'accept-encoding': 'gzip, deflate, br' },
          requests: [{ setupRequest: rotating(bodies, (body) => ({ method: 'POST', path: SEARCH_PATH, body })) }],
        }),
      );
    }
    let layout: Measured | undefined;
    if (ROUTES.has('layout')) {
      await settle(url, child);
      layout = await measure('seat layout (GET /api/v1/buses/trips/:id/seats)', child.pid, {
        ...base,
        method: 'GET',
        headers: getHeaders,
        requests: [{ setupRequest: rotating(layouts, (tripId) => ({ method: 'GET', path: seatsPath(tripId) })) }],
      });
      runs.push(layout);
    }
    if (exited(child)) throw new Error(`the server exited during the runs (${exited(child)})`);

    const shareOfLivez = (m: Measured) => (livez && livez.requests > 0 ? m.requests / livez.requests : undefined);
    const timedOut = (m: Measured) => (m.timeouts > 0 ? `${m.timeouts} timed out` : '');
    const verdict = (m: Measured) => {
      if (m === search) {
        const share = shareOfLivez(m);
        const missed = [
          m.p99 > TARGET_SEARCH_P99_MS ? `p99 ${m.p99} > ${TARGET_SEARCH_P99_MS} ms` : '',
          share === undefined
            ? 'no /livez run to compare'
            : share < TARGET_SEARCH_SHARE
              ? `${(share * 100).toFixed(1)} % < ${TARGET_SEARCH_SHARE * 100} % of /livez`
              : '',
          timedOut(m),
        ].filter(Boolean);
        return missed.length === 0
          ? `PASS (p99 ≤ ${TARGET_SEARCH_P99_MS} ms, ≥ ${TARGET_SEARCH_SHARE * 100} % of /livez)`
          : `MISS (${missed.join('; ')})`;
      }
      if (m === layout) {
        const missed = [m.p99 > TARGET_LAYOUT_P99_MS ? `p99 ${m.p99} > ${TARGET_LAYOUT_P99_MS} ms` : '', timedOut(m)];
        return missed.some(Boolean)
          ? `MISS (${missed.filter(Boolean).join('; ')})`
          : `PASS (p99 ≤ ${TARGET_LAYOUT_P99_MS} ms)`;
      }
      return '';
    };

    console.log(`\n== ${label} (${CONNECTIONS} connections, ${DURATION_S} s each after a ${WARMUP_S} s warm-up)`);
    console.table(
      runs.map((m) => {
        const share = m === livez ? undefined : shareOfLivez(m);
        return {
          route: m.name,
          'req/s': Math.round(m.requests),
          '÷ /livez req/s': share === undefined ? '' : `${(share * 100).toFixed(1)} %`,
          'p50 ms': m.p50,
          'p99 ms': m.p99,
          verdict: verdict(m),
          'KB/answer': m === livez ? '' : Number(m.kbPerAnswer.toFixed(1)),
          'CPU ms/answer': m.cpuPerAnswer === undefined ? '' : Number(m.cpuPerAnswer.toFixed(3)),
          'non-2xx': m.non2xx,
          'errors (timeouts)': `${m.errors} (${m.timeouts})`,
        };
      }),
    );
    for (const m of runs.filter((run) => run.timeouts > 0)) {
      console.warn(
        `WARNING ${m.name}: ${m.timeouts} requests had no answer within 10 s (timeouts; left out of p50 and p99)`,
      );
    }
    // autocannon counts a timeout as an error too: the other errors are connections refused, reset or closed.
    const failures = runs
      .filter((m) => m.non2xx > 0 || m.errors > m.timeouts)
      .map(
        (m) =>
          `${label}, ${m.name}: ${m.non2xx} non-2xx answers, ${m.errors - m.timeouts} connection errors besides ${m.timeouts} timeouts`,
      );
    return { failures };
  } finally {
    if (!exited(child)) {
      const exit = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exit;
    }
    rmSync(scratch, { recursive: true, force: true });
  }
}

const failures = [...(await benchOne('PGlite (embedded)', '')).failures];
if (process.env.DATABASE_URL) failures.push(...(await benchOne('PostgreSQL', process.env.DATABASE_URL)).failures);
if (failures.length > 0) {
  console.error(`\nFAILED: not every answer was a 2xx.\n${failures.join('\n')}`);
  process.exit(1);
}
