/**
 * Hotel search and a hotel's details on the agent portal under load (autocannon, 50 connections), next to an
 * empty route (/livez) measured in the same run, on PGlite and, when DATABASE_URL is set, on PostgreSQL. The
 * server runs in its own process in demo mode; the bench signs in as the Skyways Travels owner and sends the
 * session cookie and the CSRF header with every request. Targets (issue 23), on a 2-core machine:
 *   - POST /api/v1/hotels/search, a whole big city: p99 ≤ 50 ms, and at least 15 % of /livez's req/s in the same run;
 *   - POST /api/v1/hotels/details: p99 ≤ 20 ms.
 * The searches rotate over the cities with most hotels × check-in dates 1–20 days ahead (2 or 3 nights) × two
 * room mixes; the details over the first ten hotels of each search, each for its search’s stay. Any answer that is
 * not a 2xx, or a connection error, fails the bench (exit code 1); a timeout makes the verdict a MISS (load-runs.ts).
 * A benchmark, not a test: a missed target is printed, not thrown.
 *
 *   npm run -w bench bench:hotels                              # PGlite
 *   DATABASE_URL=postgres://… npm run -w bench bench:hotels    # PGlite, then PostgreSQL
 *   BENCH_SECONDS=20 npm run -w bench bench:hotels             # longer runs (10 s by default)
 *   BENCH_CPU_PROF=/tmp/prof npm run -w bench bench:hotels     # the server writes a .cpuprofile there
 *   BENCH_ROUTES=search BENCH_CPU_PROF=/tmp/prof …             # some runs only (livez,search,searchBr,details)
 *   BENCH_DETAILS_PER_SEARCH=all …                             # details of every hotel found (10 a search by default)
 *   BENCH_SERVER_MAIN=/tmp/copy/server/src/main.ts …           # measure a changed copy of the server
 */
import type autocannon from 'autocannon';
import { addDays, todayInIndia } from '../packages/domain/src/dates.ts';
import type { HotelCity, HotelDetails, HotelSearchAnswer } from '../packages/domain/src/hotel-results.ts';
import { ALL_LOCATIONS, type RoomRequest } from '../packages/domain/src/hotel-search.ts';
import { cpuMs, signIn } from './bench-server.ts';
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

const SEARCH_TARGET = { p99Ms: 50, minSharePercent: 15 };
const DETAILS_TARGET = { p99Ms: 20 };
const settings = loadSettings({ port: 3905, routes: 'livez,search,searchBr,details' });
/**
 * Hotels of each search whose details are asked: the first ten (the cheapest, the top of a results page, what
 * agents open), 2,000 stays in all; `all` asks every hotel found, 18,000, nearly each worked out afresh.
 */
const DETAILS_PER_SEARCH =
  process.env.BENCH_DETAILS_PER_SEARCH === 'all'
    ? Number.POSITIVE_INFINITY
    : Number(process.env.BENCH_DETAILS_PER_SEARCH ?? 10);

/** How many of the cities with most hotels are searched, each as a whole (every locality). */
const BIG_CITIES = 5;
/** Check-in dates, days ahead of today in India; the stay is 2 nights from an odd day, 3 from an even one. */
const FIRST_DAY = 1;
const LAST_DAY = 20;
const nightsFrom = (day: number) => 2 + (day % 2);
/** A couple in one room; two couples in two rooms, one with a child of 8 (who counts as a child: not free, not an adult). */
const ROOM_MIXES: readonly (readonly RoomRequest[])[] = [
  [{ adults: 2, childAges: [] }],
  [
    { adults: 2, childAges: [8] },
    { adults: 2, childAges: [] },
  ],
];

const SEARCH_PATH = '/api/v1/hotels/search';
const DETAILS_PATH = '/api/v1/hotels/details';

/** The cities with most hotels, by what /cities answers. */
async function bigCities(url: string, headers: Record<string, string>): Promise<HotelCity[]> {
  const { cities } = await answerJson<{ cities: HotelCity[] }>(
    await fetch(`${url}/api/v1/hotels/cities`, { headers }),
    '/cities',
  );
  if (cities.length < BIG_CITIES) throw new Error(`/cities has ${cities.length} cities, fewer than ${BIG_CITIES}`);
  return [...cities].sort((a, b) => b.hotels - a.hotels).slice(0, BIG_CITIES);
}

/** The server's CPU ms per answer over some requests made one after another, when /proc tells. */
async function cpuPerAnswer(pid: number | undefined, count: number, ask: () => Promise<void>) {
  const before = cpuMs(pid);
  await ask();
  const after = cpuMs(pid);
  return before === undefined || after === undefined ? undefined : (after - before) / count;
}

/** Every search to send, each with the stay and guests that its hotels' details ask for again. */
function plannedSearches(cities: readonly HotelCity[], today: string) {
  const planned: { city: string; stay: Record<string, unknown> }[] = [];
  for (let day = FIRST_DAY; day <= LAST_DAY; day++) {
    for (const city of cities) {
      for (const rooms of ROOM_MIXES) {
        const stay = {
          checkIn: addDays(today, day),
          checkOut: addDays(today, day + nightsFrom(day)),
          rooms,
          nationality: 'IN',
          priceRisePercent: 0,
        };
        planned.push({ city: city.id, stay });
      }
    }
  }
  return planned;
}

/**
 * Every search the load will send, once, before it: each must be a 200 with hotels. Their hotels, each with its
 * search's stay, are the details asked for; the first 50 of those (in the order asked) are checked once too. Each
 * is worked out afresh here, so the server's CPU for them is what an answer costs when it is not kept.
 */
async function prepare(url: string, headers: Record<string, string>, pid: number | undefined) {
  const cities = await bigCities(url, headers);
  const planned = plannedSearches(cities, todayInIndia());
  const searches: string[] = [];
  const allDetails: string[] = [];
  let hotels = 0;
  const cpuPerSearch = await cpuPerAnswer(pid, planned.length, async () => {
    for (const { city, stay } of planned) {
      const body = JSON.stringify({ city, location: ALL_LOCATIONS, ...stay });
      const answer = await answerJson<HotelSearchAnswer>(
        await fetch(`${url}${SEARCH_PATH}`, { method: 'POST', headers, body }),
        `search ${body}`,
      );
      if (answer.hotels.length === 0) throw new Error(`search ${body} found no hotels`);
      searches.push(body);
      hotels += answer.hotels.length;
      for (const hotel of answer.hotels.slice(0, DETAILS_PER_SEARCH)) {
        allDetails.push(JSON.stringify({ hotelId: hotel.id, ...stay }));
      }
    }
  });
  if (allDetails.length === 0)
    throw new Error(`BENCH_DETAILS_PER_SEARCH=${DETAILS_PER_SEARCH} leaves no hotels to ask`);
  const details = spreadOut(allDetails);
  const checked = details.slice(0, 50);
  const cpuPerDetails = await cpuPerAnswer(pid, checked.length, async () => {
    for (const body of checked) {
      const { roomTypes } = await answerJson<HotelDetails>(
        await fetch(`${url}${DETAILS_PATH}`, { method: 'POST', headers, body }),
        `details ${body}`,
      );
      if (roomTypes.length === 0) throw new Error(`details ${body}: no room types`);
    }
  });
  return { cities, searches, details, hotels, cpuPerSearch, cpuPerDetails };
}

async function benchOne(label: string, databaseUrl: string): Promise<string[]> {
  return withServer(settings, databaseUrl, async (server) => {
    const session = await signIn(server.url);
    const prepared = await prepare(server.url, session, server.child.pid);
    const { cities, searches, details, hotels } = prepared;
    const days = LAST_DAY - FIRST_DAY + 1;
    const ms = (cpu: number | undefined) => (cpu === undefined ? '?' : cpu.toFixed(2));
    console.log(
      `\n${cities.map((city) => `${city.id} (${city.hotels})`).join(', ')} × ${days} stays (check-in ${FIRST_DAY}–${LAST_DAY} days ahead, 2 or 3 nights) × ${ROOM_MIXES.length} room mixes: ${searches.length} searches, ${hotels} hotels (${(hotels / searches.length).toFixed(1)} a search), ${details.length} hotels' details asked in turn`,
    );
    console.log(
      `Worked out afresh, one after another, while preparing: ${ms(prepared.cpuPerSearch)} ms of server CPU a search, ${ms(prepared.cpuPerDetails)} ms a hotel's details`,
    );
    const posting = (path: string, bodies: readonly string[]): autocannon.Request[] => [
      { setupRequest: rotating(bodies, (body) => ({ method: 'POST', path, body })) },
    ];
    const runs = await measureRoutes(server, settings.routes, [
      {
        key: 'search',
        name: `hotel search (POST ${SEARCH_PATH})`,
        options: { method: 'POST', headers: session, requests: posting(SEARCH_PATH, searches) },
        target: SEARCH_TARGET,
      },
      {
        // As a browser asks: the answer compressed (the server keeps it compressed with the answer).
        key: 'searchBr',
        name: `hotel search, brotli (POST ${SEARCH_PATH})`,
        options: {
          method: 'POST',
          headers: { ...session, 'accept-encoding': 'gzip, deflate, br' },
          requests: posting(SEARCH_PATH, searches),
        },
      },
      {
        key: 'details',
        name: `hotel details (POST ${DETAILS_PATH})`,
        options: { method: 'POST', headers: session, requests: posting(DETAILS_PATH, details) },
        target: DETAILS_TARGET,
      },
    ]);
    return report(label, runs);
  });
}

await onEveryEngine(benchOne);
