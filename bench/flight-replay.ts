/**
 * The flight search's own CPU per answer, in one process: a mix of flight-search.bench.ts replayed
 * against the flights service (no HTTP, session, recent searches or socket), on a clock that moves
 * 1/REPLAY_RATE s per search, so that the 60 s caches see what a server answering that many searches a
 * second sees. Without the load generator, the network and the machine's other work in the numbers, it
 * tells one change of the search from another in a minute (issue 6); the load bench says what an agent
 * waits.
 *
 * For each trip type: the searches of REPLAY_WARMUP simulated seconds, then REPLAY_SECONDS measured:
 * the process's CPU per search (garbage collection included), the main thread's garbage collection
 * pauses per search, p50 and p99 of one call's time, the share
 * of legs priced, and the heap after the run.
 *
 *   npm run -w bench replay:flights                       # mixed, 400 searches/s, 2 s + 10 s
 *   REPLAY_WARMUP=60 npm run -w bench replay:flights      # a server that has run a minute (caches steady)
 *   REPLAY_MIXES=mixed,cold REPLAY_RATE=300 npm run -w bench replay:flights
 */

import { PerformanceObserver } from 'node:perf_hooks';
import { todayInIndia } from '@tripsetu/domain/dates.ts';
import type { FlightSearchRequest } from '@tripsetu/domain/flight-search.ts';
import pino from 'pino';
import { createFlightsService } from '../server/src/modules/flights/flights.service.ts';
import type { MailService } from '../server/src/modules/mail/mail.service.ts';
import { openTestDatabase } from '../server/src/test/harness.ts';
import { generator, LegCache, legKeys, type Mix, TRIPS } from './flight-mixes.ts';

const RATE = Number(process.env.REPLAY_RATE ?? 400);
const WARMUP_S = Number(process.env.REPLAY_WARMUP ?? 2);
const SECONDS = Number(process.env.REPLAY_SECONDS ?? 10);
const MIXES = (process.env.REPLAY_MIXES ?? 'mixed').split(',').map((mix) => mix.trim()) as Mix[];

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/** Time the main thread spent in garbage collection pauses, from V8's own reports. */
let gcMs = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcMs += entry.duration;
}).observe({ entryTypes: ['gc'] });

const database = await openTestDatabase();
try {
  const rows: Record<string, string | number>[] = [];
  for (const mix of MIXES) {
    for (const { trip, label } of TRIPS) {
      // A server of its own per row, as the load bench's rows share one: here each starts empty, like a
      // server just started, and the warm-up fills its caches.
      const clock = { now: Date.now() };
      const flights = createFlightsService({
        db: database.db,
        mail: {} as MailService,
        logger: pino({ level: 'silent' }),
        today: todayInIndia,
        now: () => clock.now,
      });
      await flights.load();
      const cache = new LegCache();
      const next = generator(mix, trip, cache);
      const step = 1_000 / RATE;
      const searchOnce = async () => {
        clock.now += step;
        const body = next();
        let priced = 0;
        for (const key of legKeys(body)) if (cache.answer(key, clock.now)) priced += 1;
        await flights.searchJson(body as FlightSearchRequest);
        return { priced, legs: legKeys(body).length };
      };
      for (let sent = 0; sent < RATE * WARMUP_S; sent++) await searchOnce();
      globalThis.gc?.();
      const times: number[] = [];
      let legs = 0;
      let priced = 0;
      const cpu = process.cpuUsage();
      const gcBefore = gcMs;
      for (let sent = 0; sent < RATE * SECONDS; sent++) {
        const start = performance.now();
        const counted = await searchOnce();
        times.push(performance.now() - start);
        legs += counted.legs;
        priced += counted.priced;
      }
      const used = process.cpuUsage(cpu);
      // Observers report after the fact: let the last pauses of the measured run arrive.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const gcPause = gcMs - gcBefore;
      times.sort((a, b) => a - b);
      globalThis.gc?.();
      rows.push({
        row: `${mix}: ${label}`,
        searches: times.length,
        'CPU ms/search': Number(((used.user + used.system) / 1_000 / times.length).toFixed(3)),
        'GC pause ms/search': Number((gcPause / times.length).toFixed(3)),
        'p50 ms': Number(percentile(times, 0.5).toFixed(2)),
        'p99 ms': Number(percentile(times, 0.99).toFixed(2)),
        'legs priced': `${((priced / Math.max(1, legs)) * 100).toFixed(1)} %`,
        'heap MB': Math.round(process.memoryUsage().heapUsed / 1_048_576),
      });
    }
  }
  console.log(
    `\nFlight search in process: ${RATE} searches a simulated second, ${WARMUP_S} s warm-up, ${SECONDS} s measured`,
  );
  console.table(rows);
} finally {
  await database.close();
}
