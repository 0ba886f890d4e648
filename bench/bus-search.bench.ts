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
import type autocannon from 'autocannon';
import type { BusCity, BusSearchAnswer } from '../packages/domain/src/bus-search.ts';
import { addDays, todayInIndia } from '../packages/domain/src/dates.ts';
import { signIn } from './bench-server.ts';
import {
  answerJson,
  loadSettings,
  measureRoutes,
  onEveryEngine,
  report,
  rotating,
  spreadOut,
  withServer,
} from './load-runs.ts';

const SEARCH_TARGET = { p99Ms: 25, minSharePercent: 30 };
const LAYOUT_TARGET = { p99Ms: 15 };
const settings = loadSettings({ port: 3904, routes: 'livez,search,searchBr,layout' });

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

/** The city pairs to search, both ways, found by name in what /cities answers. */
async function cityPairs(url: string, headers: Record<string, string>): Promise<[BusCity, BusCity][]> {
  const { cities } = await answerJson<{ cities: BusCity[] }>(
    await fetch(`${url}/api/v1/buses/cities`, { headers }),
    '/cities',
  );
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
      const answer = await answerJson<BusSearchAnswer>(
        await fetch(`${url}${SEARCH_PATH}`, { method: 'POST', headers, body }),
        `search ${body}`,
      );
      if (answer.trips.length === 0) throw new Error(`search ${body} found no buses`);
      bodies.push(body);
      trips += answer.trips.length;
      for (const trip of answer.trips) tripIds.push(trip.id);
    }
  }
  const layouts = spreadOut(tripIds);
  for (const tripId of layouts.slice(0, 50)) {
    const { seats } = await answerJson<{ seats: unknown[] }>(
      await fetch(`${url}${seatsPath(tripId)}`, { headers }),
      `seats of ${tripId}`,
    );
    if (seats.length === 0) throw new Error(`seats of ${tripId}: no seats`);
  }
  return { pairs, bodies, layouts, trips };
}

async function benchOne(label: string, databaseUrl: string): Promise<string[]> {
  return withServer(settings, databaseUrl, async (server) => {
    const session = await signIn(server.url);
    // GETs carry no body: the cookie and the CSRF header only.
    const getHeaders = { cookie: session.cookie as string, 'x-tripsetu-csrf': session['x-tripsetu-csrf'] as string };
    const { pairs, bodies, layouts, trips } = await prepare(server.url, session);
    console.log(
      `\n${pairs.map(([from, to]) => `${from.id}-${to.id}`).join(', ')} × ${LAST_DAY - FIRST_DAY + 1} dates (${FIRST_DAY}–${LAST_DAY} days ahead): ${bodies.length} searches, ${trips} trips (${(trips / bodies.length).toFixed(1)} a search), every layout asked in turn`,
    );
    const searches = (): autocannon.Request[] => [
      { setupRequest: rotating(bodies, (body) => ({ method: 'POST', path: SEARCH_PATH, body })) },
    ];
    const runs = await measureRoutes(server, settings.routes, [
      {
        key: 'search',
        name: `bus search (POST ${SEARCH_PATH})`,
        options: { method: 'POST', headers: session, requests: searches() },
        target: SEARCH_TARGET,
      },
      {
        // As a browser asks: the answer compressed (kept compressed with the answer, decision 031).
        key: 'searchBr',
        name: `bus search, brotli (POST ${SEARCH_PATH})`,
        options: {
          method: 'POST',
          headers: { ...session, 'accept-encoding': 'gzip, deflate, br' },
          requests: searches(),
        },
      },
      {
        key: 'layout',
        name: 'seat layout (GET /api/v1/buses/trips/:id/seats)',
        options: {
          method: 'GET',
          headers: getHeaders,
          requests: [{ setupRequest: rotating(layouts, (tripId) => ({ method: 'GET', path: seatsPath(tripId) })) }],
        },
        target: LAYOUT_TARGET,
      },
    ]);
    return report(label, runs);
  });
}

await onEveryEngine(benchOne);
