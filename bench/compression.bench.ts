/**
 * Issue 18: what compressing JSON answers saves and costs, on the flight search's largest answer (a
 * multi-city search for three flights, POST /api/v1/flights/search). Starts the compiled server in
 * demo mode, signs in as the Skyways Travels owner, takes the answer raw (identity) and as the server
 * sends it to a browser (br), then measures in this process what each setting costs in CPU per
 * answer: brotli 4 (what the server uses), brotli 11 (its default, refused), gzip 6 (for browsers
 * without br). A benchmark: it prints.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildServer } from '../scripts/build-server.mjs';
import { draw } from './flight-mixes.ts';
import { sleep, startServer } from './site-pages.ts';

const PORT = 3392;
const ROUNDS = 200;

/** One POST with exactly these headers; the body as it came over the wire, not decompressed. */
function post(pathname: string, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; raw: Buffer }>((resolve, reject) => {
    const call = request({ host: '127.0.0.1', port: PORT, path: pathname, method: 'POST', headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        resolve({ status: answer.statusCode ?? 0, headers: answer.headers, raw: Buffer.concat(chunks) }),
      );
    });
    call.on('error', reject);
    call.end(body);
  });
}

function cpuMicrosPer(compress: () => Buffer) {
  compress();
  const started = process.cpuUsage();
  let size = 0;
  for (let i = 0; i < ROUNDS; i++) size = compress().length;
  const used = process.cpuUsage(started);
  return { micros: (used.user + used.system) / ROUNDS, size };
}

await buildServer();
const dataDir = mkdtempSync(path.join(tmpdir(), 'tripsetu-compression-'));
const server = await startServer(dataDir, PORT);
try {
  const login = await post(
    '/api/v1/auth/login',
    { 'content-type': 'application/json', 'x-tripsetu-csrf': '1' },
    JSON.stringify({ userId: 'owner@skyways.in', password: 'Agent@2026' }),
  );
  const cookie = ((login.headers['set-cookie'] as string[]) ?? []).map((c) => c.split(';')[0]).join('; ');
  const search = JSON.stringify(draw('MULTI_CITY', 14, { adults: 2, children: 1, infants: 0 }, [3, 3]));
  const headers = { 'content-type': 'application/json', 'x-tripsetu-csrf': '1', cookie };
  const raw = await post('/api/v1/flights/search', { ...headers, 'accept-encoding': 'identity' }, search);
  if (raw.status !== 200) throw new Error(`search answered ${raw.status}: ${raw.raw.toString().slice(0, 200)}`);
  const sent = await post('/api/v1/flights/search', { ...headers, 'accept-encoding': 'gzip, deflate, br' }, search);
  const json = raw.raw;
  console.log(`multi-city search answer (3 flights, 2 adults 1 child): ${(json.length / 1024).toFixed(1)} KiB as JSON`);
  console.log(
    `  sent to a browser: ${(sent.raw.length / 1024).toFixed(1)} KiB (${String(sent.headers['content-encoding'])}), ` +
      `${((100 * sent.raw.length) / json.length).toFixed(1)} % of it`,
  );
  const settings = [
    ['brotli 4 (the server)', () => brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })],
    ['brotli 11 (default, not used)', () => brotliCompressSync(json)],
    ['gzip 6 (no br)', () => gzipSync(json, { level: 6 })],
  ] as const;
  for (const [name, compress] of settings) {
    const { micros, size } = cpuMicrosPer(compress);
    console.log(
      `  ${name.padEnd(30)} ${(size / 1024).toFixed(1).padStart(6)} KiB  ${(micros / 1000).toFixed(2).padStart(6)} ms CPU per answer`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await sleep(500);
  rmSync(dataDir, { recursive: true, force: true });
}
