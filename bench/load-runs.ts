/**
 * What the portal's load benches share (bus search, hotel search): the settings they read from the environment,
 * the server started for one engine and stopped after it, autocannon runs next to an empty route (/livez) measured
 * in the same run, and the table with each route's verdict. Every answer must be a 2xx: any other status or a
 * connection error fails the bench (exit code 1) after the table is printed. A request unanswered after
 * autocannon's 10 s is a timeout: it is left out of the latencies, so any timeout makes the route's verdict a MISS
 * (and is printed), but it is slowness, not a wrong answer, so it does not fail the bench.
 */
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuMs, exited, startServer } from './bench-server.ts';

export const CONNECTIONS = 50;
export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
export const WARMUP_S = 2;

const root = path.resolve(import.meta.dirname, '..');

export interface LoadSettings {
  port: number;
  /** Where the server writes a .cpuprofile (BENCH_CPU_PROF), if anywhere. */
  cpuProfDir: string | undefined;
  /** The runs to make (BENCH_ROUTES): all by default; the share of /livez and its verdict need /livez. */
  routes: Set<string>;
  /** The server's entry (BENCH_SERVER_MAIN): this repository's, or a changed copy's. */
  serverMain: string;
}

/** The settings from the environment, with each bench's own port (so two benches never meet) and routes. */
export function loadSettings(defaults: { port: number; routes: string }): LoadSettings {
  return {
    port: Number(process.env.BENCH_PORT ?? defaults.port),
    cpuProfDir: process.env.BENCH_CPU_PROF,
    routes: new Set((process.env.BENCH_ROUTES ?? defaults.routes).split(',').map((route) => route.trim())),
    serverMain: path.resolve(process.env.BENCH_SERVER_MAIN ?? path.join(root, 'server/src/main.ts')),
  };
}

/** What a route must meet: its p99 at most, and, when given, a share of /livez's req/s at least. */
export interface Target {
  p99Ms: number;
  minSharePercent?: number;
}

export interface Measured {
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
  target?: Target;
}

/** A warm-up, then the measured run with the server's CPU time around it; failures of both are counted. */
export async function measure(name: string, pid: number | undefined, options: autocannon.Options): Promise<Measured> {
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
export async function settle(url: string, child: ChildProcess) {
  let quick = 0;
  for (const deadline = Date.now() + 60_000; quick < 3 && Date.now() < deadline && !exited(child); ) {
    const start = performance.now();
    await fetch(`${url}/livez`).catch(() => undefined);
    quick = performance.now() - start < 20 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One request after another from a list, whichever connection asks next. */
export function rotating<T>(list: readonly T[], make: (item: T) => autocannon.Request) {
  let next = 0;
  return (request: autocannon.Request): autocannon.Request => {
    const item = list[next % list.length] as T;
    next += 1;
    return { ...request, ...make(item) };
  };
}

/**
 * Every item once, in an order that moves between the searches that found them (a stride prime to the count),
 * so that consecutive requests do not ask about the same route, city or date.
 */
export function spreadOut<T>(list: readonly T[]): T[] {
  const stride = [7919, 104_729, 1_299_709].find((p) => list.length % p !== 0) ?? 1;
  return list.map((_, i) => list[(i * stride) % list.length] as T);
}

/** A JSON answer read while preparing; any status but a 2xx stops the bench before the load. */
export async function answerJson<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** One route's load: its name in BENCH_ROUTES, in the table, what autocannon sends (to the server's URL). */
export interface RouteRun {
  key: string;
  name: string;
  options: Omit<autocannon.Options, 'url'>;
  target?: Target;
}

/**
 * /livez first, then each route the settings ask for, each after the server has settled from the run before.
 * A server that exits during the runs stops the bench.
 */
export async function measureRoutes(
  server: { url: string; child: ChildProcess },
  routes: Set<string>,
  runs: readonly RouteRun[],
): Promise<{ livez?: Measured; measured: Measured[] }> {
  const { url, child } = server;
  const base = { url, connections: CONNECTIONS };
  const livez = routes.has('livez')
    ? await measure('empty route (GET /livez)', child.pid, { ...base, url: `${url}/livez` })
    : undefined;
  const measured = livez ? [livez] : [];
  for (const run of runs.filter((r) => routes.has(r.key))) {
    await settle(url, child);
    measured.push({ ...(await measure(run.name, child.pid, { ...base, ...run.options })), target: run.target });
  }
  if (exited(child)) throw new Error(`the server exited during the runs (${exited(child)})`);
  return { livez, measured };
}

/** PASS or MISS by the route's target, with what missed; empty for a route without one. */
function verdictOf(m: Measured, share: number | undefined): string {
  const { target } = m;
  if (!target) return '';
  const sharePercent = target.minSharePercent;
  const missed = [
    m.p99 > target.p99Ms ? `p99 ${m.p99} > ${target.p99Ms} ms` : '',
    sharePercent === undefined
      ? ''
      : share === undefined
        ? 'no /livez run to compare'
        : share * 100 < sharePercent
          ? `${(share * 100).toFixed(1)} % < ${sharePercent} % of /livez`
          : '',
    m.timeouts > 0 ? `${m.timeouts} timed out` : '',
  ].filter(Boolean);
  const met = sharePercent === undefined ? '' : `, ≥ ${sharePercent} % of /livez`;
  return missed.length === 0 ? `PASS (p99 ≤ ${target.p99Ms} ms${met})` : `MISS (${missed.join('; ')})`;
}

/** Prints the runs as a table with their verdicts and returns the failures: answers not 2xx, connection errors. */
export function report(label: string, runs: { livez?: Measured; measured: readonly Measured[] }): string[] {
  const { livez, measured } = runs;
  const shareOfLivez = (m: Measured) => (livez && livez.requests > 0 ? m.requests / livez.requests : undefined);
  console.log(`\n== ${label} (${CONNECTIONS} connections, ${DURATION_S} s each after a ${WARMUP_S} s warm-up)`);
  console.table(
    measured.map((m) => {
      const share = m === livez ? undefined : shareOfLivez(m);
      return {
        route: m.name,
        'req/s': Math.round(m.requests),
        '÷ /livez req/s': share === undefined ? '' : `${(share * 100).toFixed(1)} %`,
        'p50 ms': m.p50,
        'p99 ms': m.p99,
        verdict: verdictOf(m, share),
        'KB/answer': m === livez ? '' : Number(m.kbPerAnswer.toFixed(1)),
        'CPU ms/answer': m.cpuPerAnswer === undefined ? '' : Number(m.cpuPerAnswer.toFixed(3)),
        'non-2xx': m.non2xx,
        'errors (timeouts)': `${m.errors} (${m.timeouts})`,
      };
    }),
  );
  for (const m of measured.filter((run) => run.timeouts > 0)) {
    console.warn(
      `WARNING ${m.name}: ${m.timeouts} requests had no answer within 10 s (timeouts; left out of p50 and p99)`,
    );
  }
  // autocannon counts a timeout as an error too: the other errors are connections refused, reset or closed.
  return measured
    .filter((m) => m.non2xx > 0 || m.errors > m.timeouts)
    .map(
      (m) =>
        `${label}, ${m.name}: ${m.non2xx} non-2xx answers, ${m.errors - m.timeouts} connection errors besides ${m.timeouts} timeouts`,
    );
}

/** Starts the server on an engine (PGlite when databaseUrl is empty), does the work, then stops it and removes its data. */
export async function withServer<T>(
  settings: LoadSettings,
  databaseUrl: string,
  work: (server: { url: string; child: ChildProcess }) => Promise<T>,
): Promise<T> {
  const { child, url, scratch } = await startServer({
    databaseUrl,
    port: settings.port,
    main: settings.serverMain,
    flags: settings.cpuProfDir ? ['--cpu-prof', '--cpu-prof-dir', settings.cpuProfDir] : [],
  });
  try {
    return await work({ url, child });
  } finally {
    if (!exited(child)) {
      const exit = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exit;
    }
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The bench on PGlite and, when DATABASE_URL is set, on PostgreSQL; exit code 1 if any answer was not a 2xx. */
export async function onEveryEngine(benchOne: (label: string, databaseUrl: string) => Promise<string[]>) {
  const failures = await benchOne('PGlite (embedded)', '');
  if (process.env.DATABASE_URL) failures.push(...(await benchOne('PostgreSQL', process.env.DATABASE_URL)));
  if (failures.length > 0) {
    console.error(`\nFAILED: not every answer was a 2xx.\n${failures.join('\n')}`);
    process.exit(1);
  }
}
