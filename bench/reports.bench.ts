/**
 * The §2 reports over a year of business of 200 agencies (issue 24's speed target: p99 ≤ 300 ms), next to an empty
 * route (/livez) and the Manage Bookings list measured in the same run, on PGlite and, when DATABASE_URL is set, on
 * PostgreSQL (in a schema of its own, dropped at the end). The server runs in its own process in demo mode: it starts
 * once on a fresh database (migrations, demo accounts), stops, the generator (server/src/db/seed/report-data.ts)
 * writes BENCH_DAYS days ending yesterday for BENCH_AGENCIES agencies — the demo's Skyways Travels, which the bench
 * signs in as, among them — and the server starts again on that data. Then, one request after another, every
 * report is asked in each scope: the agency's own over the year and over its last quarter, a later page of the year;
 * the back office for that agency, for every agency over the year and the quarter, and a later page of every agency's
 * year. A later page is the middle one of what page 1 counted, but not past page 40. Each case is asked BENCH_REQUESTS times, or fewer
 * (at least 5) when they take longer than BENCH_CASE_SECONDS together. A benchmark, not a test: it prints, and a
 * missed target is a MISS in the table; an answer that is not a 200 stops it.
 *
 *   npm run -w bench bench:reports
 *   DATABASE_URL=postgres://… npm run -w bench bench:reports       # PGlite, then PostgreSQL
 *   BENCH_AGENCIES=50 BENCH_DAYS=90 npm run -w bench bench:reports # a quicker run
 *   BENCH_ENGINES=postgres DATABASE_URL=postgres://… …             # PostgreSQL only
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { addDays, todayInIndia } from '../packages/domain/src/dates.ts';
import { REPORT_KINDS, REPORT_PAGE_SIZE, type ReportKind } from '../packages/domain/src/reports.ts';
import { openDatabase } from '../server/src/db/database.ts';
import { generateReportData } from '../server/src/db/seed/report-data.ts';
import { cpuMs, signIn, startServer } from './bench-server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3906);
const AGENCIES = Number(process.env.BENCH_AGENCIES ?? 200);
const DAYS = Number(process.env.BENCH_DAYS ?? 366);
const BOOKINGS_PER_DAY = Number(process.env.BENCH_BOOKINGS_PER_DAY ?? 2.75);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20);
const CASE_MS = Number(process.env.BENCH_CASE_SECONDS ?? 12) * 1000;
const MIN_REQUESTS = 5;
const TARGET_MS = 300;
/** The deepest "later page": as far as the Manage Bookings bench pages, and as far as anyone pages in practice. */
const LATER_PAGE = 40;
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const SERVER_MAIN = path.join(path.resolve(import.meta.dirname, '..'), 'server/src/main.ts');
// The PLB post pay job would credit the generated travelled bookings while the bench measures: it stays off.
process.env.PLB_POST_PAY_MS = '0';

type Headers = Record<string, string>;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function get(url: string, headers: Headers): Promise<{ ms: number; text: string }> {
  const start = performance.now();
  const response = await fetch(url, { headers });
  const text = await response.text();
  const ms = performance.now() - start;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return { ms, text };
}

/** Stops a server process and waits until it has exited (PGlite's data directory is free again). */
async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill();
  await exited;
}

/** One after another, REQUESTS times or until the case's time is spent (but at least MIN_REQUESTS). */
async function series(ask: () => Promise<number>): Promise<number[]> {
  const values: number[] = [];
  const started = performance.now();
  while (values.length < REQUESTS && (values.length < MIN_REQUESTS || performance.now() - started < CASE_MS)) {
    values.push(await ask());
  }
  return values;
}

async function signInAdmin(url: string): Promise<Headers> {
  const response = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tripsetu-csrf': '1' },
    body: JSON.stringify({ userId: 'admin@tripsetu.in', password: 'Admin@2026' }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((pair) => pair.split(';')[0] as string)
    .find((pair) => /^(__Host-)?tripsetu_agent=./.test(pair));
  if (!response.ok || !cookie) throw new Error(`admin sign-in failed: ${response.status}`);
  return { cookie, 'x-tripsetu-csrf': '1' };
}

/** The database the server runs on, for one engine: its URL for the server and how to open it for the generator. */
async function engine(name: string) {
  if (name === 'pglite') {
    return {
      label: 'PGlite',
      serverUrl: '',
      open: (dataDir: string) => openDatabase({ dataDir }),
      drop: async () => {},
    };
  }
  const base = process.env.DATABASE_URL as string;
  const schema = `bench_reports_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const serverUrl = new URL(base);
  serverUrl.searchParams.set('options', `-c search_path=${schema}`);
  return {
    label: `PostgreSQL (schema ${schema})`,
    serverUrl: serverUrl.toString(),
    open: (_dataDir: string) => openDatabase({ databaseUrl: base, poolSize: 2, searchPath: schema }),
    async drop() {
      const cleanup = new pg.Client({ connectionString: base });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}

/** Stops the first server, writes the business, and returns the agency the bench signs in as. */
async function generate(open: () => Promise<Awaited<ReturnType<typeof openDatabase>>>, to: string) {
  const { db, close } = await open();
  try {
    const owner = await sql<{ agency_id: number }>`
      select agency_id from agent_users where user_id = 'owner@skyways.in'`.execute(db);
    const skyways = Number(owner.rows[0]?.agency_id);
    let last = performance.now();
    const made = await generateReportData(db, {
      agencies: AGENCIES - 1,
      existingAgencyIds: [skyways],
      days: DAYS,
      bookingsPerDay: BOOKINGS_PER_DAY,
      endDay: to,
      onProgress: (message) => {
        if (performance.now() - last > 15_000) {
          console.log(`  ${message}`);
          last = performance.now();
        }
      },
    });
    const { counts } = made;
    console.log(
      `${AGENCIES} agencies, ${made.from} to ${made.to}: ${counts.bookings.toLocaleString('en-IN')} bookings ` +
        `(${counts.cancellations.toLocaleString('en-IN')} cancellations, ${counts.reschedules} reschedules, ` +
        `${counts.services.toLocaleString('en-IN')} services added), ${counts.deposits.toLocaleString('en-IN')} ` +
        `deposits, ${counts.plbRows.toLocaleString('en-IN')} PLB post pay rows, ` +
        `${counts.journalTransactions.toLocaleString('en-IN')} journal transactions; written in ${(made.ms / 1000).toFixed(0)} s`,
    );
    return skyways;
  } finally {
    await close();
  }
}

interface Case {
  kind: ReportKind | 'baseline';
  scope: string;
  path: string;
  who: 'owner' | 'admin' | 'none';
  target: boolean;
}

async function benchOne(name: string): Promise<void> {
  const db = await engine(name);
  const today = todayInIndia();
  const to = addDays(today, -1);
  const yearFrom = addDays(to, -(DAYS - 1));
  const quarterFrom = addDays(to, -90);
  const first = await startServer({ databaseUrl: db.serverUrl, port: PORT, main: SERVER_MAIN });
  const { scratch } = first;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    await stop(first.child);
    console.log(`\n== ${db.label}`);
    const skyways = await generate(() => db.open(path.join(scratch, 'data')), to);
    server = await startServer({ databaseUrl: db.serverUrl, port: PORT, main: SERVER_MAIN, scratch });
    const { url } = server;
    const who = { owner: await signIn(url), admin: await signInAdmin(url), none: {} };
    const period = (from: string) => `from=${from}&to=${to}`;
    const cases: Case[] = [
      { kind: 'baseline', scope: '/livez', path: '/livez', who: 'none', target: false },
      {
        kind: 'baseline',
        scope: 'Manage Bookings, first page',
        path: '/api/v1/bookings?product=FLIGHT',
        who: 'owner',
        target: false,
      },
    ];
    for (const kind of REPORT_KINDS) {
      const own = `/api/v1/reports/${kind}`;
      const office = `/api/v1/admin/reports/${kind}`;
      cases.push(
        { kind, scope: 'agency, year', path: `${own}?${period(yearFrom)}`, who: 'owner', target: true },
        { kind, scope: 'agency, quarter', path: `${own}?${period(quarterFrom)}`, who: 'owner', target: true },
        { kind, scope: 'agency, year, later page', path: `${own}?${period(yearFrom)}`, who: 'owner', target: true },
        {
          kind,
          scope: 'back office, the agency, year',
          path: `${office}?${period(yearFrom)}&agencyId=${skyways}`,
          who: 'admin',
          target: true,
        },
        { kind, scope: 'back office, all, year', path: `${office}?${period(yearFrom)}`, who: 'admin', target: true },
        {
          kind,
          scope: 'back office, all, quarter',
          path: `${office}?${period(quarterFrom)}`,
          who: 'admin',
          target: true,
        },
        {
          kind,
          scope: 'back office, all, year, later page',
          path: `${office}?${period(yearFrom)}`,
          who: 'admin',
          target: true,
        },
      );
    }
    cases.push(
      {
        kind: 'flight-sales',
        scope: 'export CSV, agency, year',
        path: `/api/v1/reports/flight-sales/export?format=csv&${period(yearFrom)}`,
        who: 'owner',
        target: false,
      },
      {
        kind: 'flight-sales',
        scope: 'export Excel, agency, year',
        path: `/api/v1/reports/flight-sales/export?format=xlsx&${period(yearFrom)}`,
        who: 'owner',
        target: false,
      },
    );

    console.log(`\n| report | scope | rows | asked | p50 | p99 | target (p99 ≤ ${TARGET_MS} ms) |`);
    console.log('| ------ | ----- | ---: | ----: | --: | --: | ------ |');
    const missed: string[] = [];
    const cpuBefore = cpuMs(server.child.pid);
    let asked = 0;
    for (const item of cases) {
      const headers = who[item.who];
      let target = `${url}${item.path}`;
      // Page 1 first: it warms the case up and counts the rows, whose middle page (up to 40) is the later page.
      const { text } = await get(target, headers);
      const total =
        item.path.includes('/export') || item.kind === 'baseline' ? null : (JSON.parse(text).total as number);
      if (item.scope.endsWith('later page')) {
        target += `&page=${Math.min(LATER_PAGE, Math.max(2, Math.ceil((total ?? 0) / REPORT_PAGE_SIZE / 2)))}`;
      }
      const values = await series(async () => (await get(target, headers)).ms);
      asked += values.length;
      const p99 = percentile(values, 99);
      const verdict = !item.target ? '' : p99 <= TARGET_MS ? 'met' : 'MISS';
      if (verdict === 'MISS') missed.push(`${item.kind}, ${item.scope}`);
      console.log(
        `| ${item.kind === 'baseline' ? '(baseline)' : item.kind} | ${item.scope} | ${total ?? ''} | ${values.length} | ` +
          `${percentile(values, 50).toFixed(1)} ms | ${p99.toFixed(1)} ms | ${verdict} |`,
      );
    }
    const cpu = (cpuMs(server.child.pid) ?? 0) - (cpuBefore ?? 0);
    const targeted = cases.filter((item) => item.target).length;
    console.log(
      `\n${db.label}: ${targeted - missed.length} of ${targeted} report cases met p99 ≤ ${TARGET_MS} ms; ` +
        `server CPU ${(cpu / Math.max(1, asked)).toFixed(1)} ms per request on average.`,
    );
    if (missed.length > 0) console.log(`Missed: ${missed.join('; ')}`);
  } finally {
    first.child.kill();
    if (server) await stop(server.child);
    rmSync(scratch, { recursive: true, force: true });
    await db.drop();
  }
}

if (ENGINES.includes('pglite')) await benchOne('pglite');
if (ENGINES.includes('postgres') && process.env.DATABASE_URL) await benchOne('postgres');
