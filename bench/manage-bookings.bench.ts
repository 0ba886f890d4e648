/**
 * Manage Bookings over 200,000 flight bookings of 200 agencies (issue 21's speed target: the list p99 ≤ 100 ms,
 * a cancellation quote p99 ≤ 30 ms), next to an empty route (/livez) measured in the same run. The server
 * runs in its own process in demo mode on PGlite (what `npm start` runs): the bench books a few real
 * bookings through the API, stops the server, copies them in the database to BENCH_BOOKINGS bookings
 * spread over a year and over BENCH_AGENCIES agencies (each with its travellers' names, PNRs and ticket
 * numbers), starts the server again on that data and asks, one request after another, what an agent and
 * the back office ask. A benchmark, not a test: it prints.
 *
 *   npm run -w bench bench:manage-bookings
 *   BENCH_BOOKINGS=20000 npm run -w bench bench:manage-bookings   # a quicker run
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { IDEMPOTENCY_HEADER } from '../packages/domain/src/wallet-api.ts';
import { openDatabase } from '../server/src/db/database.ts';
import { signIn, startServer } from './bench-server.ts';
import { bookingBody, type Headers, post, quoteOn } from './flight-bench-client.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3903);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 200_000);
const AGENCIES = Number(process.env.BENCH_AGENCIES ?? 200);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const TEMPLATES = 6;
const root = path.resolve(import.meta.dirname, '..');
const SERVER_MAIN = path.join(root, 'server/src/main.ts');

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** A few real bookings through the API: the shapes the copies are made of. */
async function bookTemplates(url: string, headers: Headers, run: string) {
  for (let n = 0; n < TEMPLATES; n++) {
    const quoted = await quoteOn(url, headers, 10 + n);
    const booked = await post(
      `${url}/api/v1/flights/bookings`,
      { ...headers, [IDEMPOTENCY_HEADER]: `bench-${run}-${n}` },
      bookingBody(quoted, n),
    );
    if (booked.status !== 201) throw new Error(`booking answered ${booked.status}: ${booked.text.slice(0, 300)}`);
  }
}

/** Copies of the templates, their agencies and their search words, written straight into the database. */
async function multiply(dataDir: string) {
  const { db, close } = await openDatabase({ dataDir });
  const started = performance.now();
  try {
    const cols = async (table: string) =>
      (
        await sql<{ column_name: string }>`select column_name from information_schema.columns
          where table_name = ${table} and table_schema = current_schema() and column_name <> 'id'
          order by ordinal_position`.execute(db)
      ).rows.map((row) => row.column_name);
    const list = (names: string[], overrides: Record<string, string>, alias: string) =>
      names.map((name) => overrides[name] ?? `${alias}.${name}`).join(', ');
    const agencyCols = await cols('agencies');
    // The agency the bench signs in as (Skyways Travels) is one of the 200.
    const template = (
      await sql<{ id: number }>`select agency_id as id from agent_users where user_id = 'owner@skyways.in'`.execute(db)
    ).rows[0]?.id;
    await sql
      .raw(`insert into agencies (${agencyCols.join(', ')})
        select ${list(agencyCols, { agency_code: `'BENCH' || g`, company_name: `'Bench Travels ' || g` }, 'a')}
        from agencies a cross join generate_series(1, ${AGENCIES - 1}) g where a.id = ${template}`)
      .execute(db);
    await sql
      .raw(`create temporary table bench_agencies as select id, row_number() over (order by id) - 1 as n
        from agencies where id = ${template} or agency_code like 'BENCH%'`)
      .execute(db);
    await sql
      .raw(`create temporary table bench_templates as select id, row_number() over (order by id) - 1 as n
        from bookings`)
      .execute(db);
    const bookingCols = await cols('bookings');
    // The Crockford alphabet's digits spell the copy's number in a valid transaction id.
    await sql
      .raw(`insert into bookings (${bookingCols.join(', ')})
        select ${list(
          bookingCols,
          {
            transaction_id: `'TSF' || lpad(g::text, 20, '0')`,
            agency_id: `(select id from bench_agencies where n = g % ${AGENCIES})`,
            status: `case when g % 10 = 0 then 'CANCELLED' else b.status end`,
            created_at: `now() - make_interval(mins => (g * 131) % 525600)`,
            starts_at: `now() - make_interval(mins => (g * 131) % 525600) + make_interval(days => 1 + g % 60)`,
            issued_at: `now() - make_interval(mins => (g * 131) % 525600)`,
            invoice_no: 'null',
            customer_invoice_no: 'null',
            wallet_document_no: 'null',
          },
          'b',
        )}
        from generate_series(1, ${BOOKINGS}) g
        join bench_templates t on t.n = g % ${TEMPLATES}
        join bookings b on b.id = t.id`)
      .execute(db);
    const flightCols = await cols('flight_bookings');
    await sql
      .raw(`insert into flight_bookings (${flightCols.join(', ')})
        select ${list(flightCols, { booking_id: 'c.id' }, 'f')}
        from bookings c join bench_templates t on t.n = substr(c.transaction_id, 4)::bigint % ${TEMPLATES}
        join flight_bookings f on f.booking_id = t.id
        where c.transaction_id like 'TSF000%'`)
      .execute(db);
    const segmentCols = (await cols('flight_booking_segments')).filter((name) => name !== 'id');
    await sql
      .raw(`insert into flight_booking_segments (${segmentCols.join(', ')})
        select ${list(segmentCols, { booking_id: 'c.id', pnr: `translate(upper(substr(md5(c.id::text), 1, 6)), '01', 'QR')` }, 's')}
        from bookings c join bench_templates t on t.n = substr(c.transaction_id, 4)::bigint % ${TEMPLATES}
        join flight_booking_segments s on s.booking_id = t.id
        where c.transaction_id like 'TSF000%'`)
      .execute(db);
    // Each copy's travellers are named after it, so a name finds a handful of bookings, as in life; one
    // booking in fifty has a common surname besides.
    await sql
      .raw(`insert into flight_booking_terms (booking_id, term)
        select c.id, 'bench' || (substr(c.transaction_id, 4)::bigint % 5000) from bookings c
        where c.transaction_id like 'TSF000%'
        union all
        select c.id, 'sharma' from bookings c
        where c.transaction_id like 'TSF000%' and substr(c.transaction_id, 4)::bigint % 50 = 0`)
      .execute(db);
    await sql.raw('analyze').execute(db);
  } finally {
    await close();
  }
  return performance.now() - started;
}

async function timed(url: string, headers: Headers, path: string, init: RequestInit = {}) {
  const start = performance.now();
  const response = await fetch(`${url}${path}`, { headers, ...init });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return performance.now() - start;
}

async function series(count: number, ask: (n: number) => Promise<number>) {
  const values: number[] = [];
  for (let n = 0; n < count; n++) values.push(await ask(n));
  return values;
}

const run = Date.now().toString(36);
const first = await startServer({ databaseUrl: '', port: PORT, main: SERVER_MAIN });
const scratch = first.scratch;
try {
  await bookTemplates(first.url, await signIn(first.url), run);
  first.child.kill();
  await new Promise((resolve) => first.child.once('exit', resolve));
  const copyMs = await multiply(path.join(scratch, 'data'));
  console.log(
    `${BOOKINGS.toLocaleString('en-IN')} bookings of ${AGENCIES} agencies written in ${(copyMs / 1000).toFixed(0)} s`,
  );

  const { child, url } = await startServer({ databaseUrl: '', port: PORT, main: SERVER_MAIN, scratch });
  try {
    const owner = await signIn(url);
    const adminLogin = await fetch(`${url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tripsetu-csrf': '1' },
      body: JSON.stringify({ userId: 'admin@tripsetu.in', password: 'Admin@2026' }),
    });
    const adminCookie = adminLogin.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .find((pair) => /tripsetu_agent=./.test(pair ?? ''));
    const admin = { ...owner, cookie: adminCookie ?? '' };
    const list = (who: Headers, query: string) => () => timed(url, who, `/api/v1/bookings?product=FLIGHT&${query}`);
    const confirmed = await (
      await fetch(`${url}/api/v1/bookings?product=FLIGHT&status=CONFIRMED`, { headers: owner })
    ).json();
    const someId = (confirmed as { rows: { id: number }[] }).rows[0]?.id ?? 1;
    const cases: [string, (n: number) => Promise<number>][] = [
      ['/livez (baseline)', () => timed(url, {}, '/livez')],
      ['list, first page (an agency)', list(owner, '')],
      ['list, page 40 (an agency)', list(owner, 'page=40')],
      ['list, status and booking dates', list(owner, 'status=CANCELLED&bookedFrom=2026-06-01&bookedTo=2026-09-30')],
      ['list, a traveller’s name', (n) => list(owner, `q=bench${(n * 200) % 5000}`)()],
      ['list, a common surname', list(owner, 'q=sharma')],
      ['list, a PNR', (n) => list(owner, `q=${'ABCDEF'.slice(0, 6 - (n % 2))}`)()],
      ['list, every agency (back office)', list(admin, '')],
      ['list, a name across agencies', (n) => list(admin, `q=bench${(n * 37) % 5000}`)()],
      [
        'cancellation quote',
        () =>
          timed(url, owner, `/api/v1/bookings/${someId}/cancellation/quote`, {
            method: 'POST',
            body: JSON.stringify({ travellers: [0], legs: [0] }),
          }),
      ],
    ];
    const livez = await series(REQUESTS, cases[0]?.[1] ?? (() => Promise.resolve(0)));
    const base = percentile(livez, 50);
    console.log(`\n| asked (${REQUESTS} one after another)  | p50       | p99       | × /livez p50 |`);
    console.log('| -------------------------------- | --------- | --------- | ------------ |');
    for (const [name, ask] of cases) {
      const values = name.startsWith('/livez') ? livez : await series(REQUESTS, ask);
      console.log(
        `| ${name.padEnd(32)} | ${percentile(values, 50).toFixed(1).padStart(6)} ms | ${percentile(values, 99).toFixed(1).padStart(6)} ms | ${(percentile(values, 50) / base).toFixed(1).padStart(12)} |`,
      );
    }
  } finally {
    child.kill();
  }
} finally {
  first.child.kill();
  rmSync(scratch, { recursive: true, force: true });
}
