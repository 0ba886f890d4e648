/**
 * Flight booking on the agent portal: the review's quote (POST /api/v1/flights/quote) and the booking
 * paid from the wallet (POST /api/v1/flights/bookings: inventory locks, the seat count, the wallet's
 * double entry, tickets and invoice numbers in one transaction), next to an empty route (/livez)
 * measured in the same run. The server runs in its own process in demo mode; the bench signs in as the
 * Skyways Travels owner and books one adult Delhi–Mumbai, one booking per day ahead (the fare moves with
 * the seats sold, and the same traveller twice on a flight is a duplicate), first one after another,
 * then BENCH_CONCURRENT at once. A benchmark, not a test: it prints, and read as ratios on whatever
 * machine runs it.
 *
 *   npm run -w bench bench:bookings
 *   DATABASE_URL=postgres://… npm run -w bench bench:bookings   # PGlite, then PostgreSQL
 *   BENCH_SERVER_MAIN=/tmp/copy/server/src/main.ts …           # measure another checkout's server
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { IDEMPOTENCY_HEADER } from '../packages/domain/src/wallet-api.ts';
import { cpuMs, signIn, startServer } from './bench-server.ts';
import { bookingBody, post, quoteOn } from './flight-bench-client.ts';

/** Idempotency keys are 8 or more characters; this run's are its own. */
const RUN = Date.now().toString(36);

const PORT = Number(process.env.BENCH_PORT ?? 3902);
const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 30);
const CONCURRENT = Number(process.env.BENCH_CONCURRENT ?? 20);
const root = path.resolve(import.meta.dirname, '..');
const SERVER_MAIN = path.resolve(process.env.BENCH_SERVER_MAIN ?? path.join(root, 'server/src/main.ts'));

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function measure(label: string, databaseUrl: string) {
  const { child, url, scratch } = await startServer({ databaseUrl, port: PORT, main: SERVER_MAIN });
  try {
    const session = await signIn(url);
    const livez: number[] = [];
    for (let i = 0; i < 200; i++) {
      const start = performance.now();
      await (await fetch(`${url}/livez`)).text();
      livez.push(performance.now() - start);
    }
    // One after another: what one agent waits for, and the server's CPU per booking.
    const quotes: number[] = [];
    const books: number[] = [];
    let cpuBefore = cpuMs(child.pid);
    for (let n = 0; n < SEQUENTIAL; n++) {
      const quoted = await quoteOn(url, session, 5 + n);
      quotes.push(quoted.ms);
      const booked = await post(
        `${url}/api/v1/flights/bookings`,
        { ...session, [IDEMPOTENCY_HEADER]: `bench-${RUN}-${n}` },
        bookingBody(quoted, n),
      );
      if (booked.status !== 201) throw new Error(`booking answered ${booked.status}: ${booked.text.slice(0, 300)}`);
      books.push(booked.ms);
    }
    const sequentialCpu = (cpuMs(child.pid) ?? 0) - (cpuBefore ?? 0);
    // At once: the transactions queue on the wallet's row lock; every one must still succeed.
    const ready = [];
    for (let n = 0; n < CONCURRENT; n++) ready.push(await quoteOn(url, session, 5 + SEQUENTIAL + n));
    cpuBefore = cpuMs(child.pid);
    const start = performance.now();
    const answers = await Promise.all(
      ready.map((quoted, i) => {
        const n = SEQUENTIAL + i;
        return post(
          `${url}/api/v1/flights/bookings`,
          { ...session, [IDEMPOTENCY_HEADER]: `bench-${RUN}-${n}` },
          bookingBody(quoted, n),
        );
      }),
    );
    const burstMs = performance.now() - start;
    const burstCpu = (cpuMs(child.pid) ?? 0) - (cpuBefore ?? 0);
    const booked = answers.filter((answer) => answer.status === 201).length;
    const livezP50 = percentile(livez, 50);
    console.log(`\n${label}`);
    console.log('| measured                         | p50       | p99       | × /livez p50 |');
    console.log('| -------------------------------- | --------- | --------- | ------------ |');
    const row = (name: string, values: number[]) =>
      console.log(
        `| ${name.padEnd(32)} | ${percentile(values, 50).toFixed(1).padStart(6)} ms | ${percentile(values, 99).toFixed(1).padStart(6)} ms | ${(percentile(values, 50) / livezP50).toFixed(1).padStart(12)} |`,
      );
    row('/livez (baseline)', livez);
    row('quote (one after another)', quotes);
    row('book, paid from the wallet', books);
    console.log(
      `server CPU per booking made one after another (search, quote and book): ${(sequentialCpu / SEQUENTIAL).toFixed(1)} ms`,
    );
    console.log(
      `${CONCURRENT} bookings at once: ${booked}/${CONCURRENT} booked in ${burstMs.toFixed(0)} ms (${(burstMs / CONCURRENT).toFixed(1)} ms each), server CPU ${(burstCpu / CONCURRENT).toFixed(1)} ms per booking`,
    );
  } finally {
    child.kill();
    rmSync(scratch, { recursive: true, force: true });
  }
}

await measure('PGlite', '');
if (process.env.DATABASE_URL) await measure('PostgreSQL', process.env.DATABASE_URL);
