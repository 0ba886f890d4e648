/**
 * Issue 18's production-server figures: from starting the compiled server (`node server/dist/main.js`,
 * as `npm start` does once everything is built) to /healthz answering, on a data directory that has
 * been migrated and seeded before; and the idle server's resident memory. Each start is its own
 * process; the median of five is printed, with the TypeScript-loader start (`--import tsx`) measured in
 * the same run as the baseline it replaced.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer } from '../scripts/build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = 5;
const PORT = 3390;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function healthy(): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok;
  } catch {
    return false;
  }
}

function stop(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}

/** Milliseconds from spawn to the first 200 from /healthz, and the resident memory 5 s later. */
async function startOnce(args: string[], dataDir: string) {
  const started = performance.now();
  const server = spawn(process.execPath, args, {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, DEMO_MODE: 'true', PORT: String(PORT), DATA_DIR: dataDir },
  });
  while (!(await healthy())) {
    if (performance.now() - started > 60_000) throw new Error('the server did not answer /healthz within 60 s');
    await sleep(20);
  }
  const ready = performance.now() - started;
  await sleep(5_000);
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  const rssKiB = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  await stop(server);
  return { ready, rssMiB: rssKiB / 1024 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

await buildServer();
const dataDir = mkdtempSync(path.join(tmpdir(), 'tripsetu-startup-'));
try {
  const compiled = ['--enable-source-maps', path.join(root, 'server', 'dist', 'main.js')];
  const loader = ['--import', 'tsx', path.join(root, 'server', 'src', 'main.ts')];
  await startOnce(compiled, dataDir); // migrates and seeds the demo catalogue: not measured
  for (const [name, args] of [
    ['compiled (npm start)', compiled],
    ['TypeScript loader (before)', loader],
  ] as const) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await startOnce([...args], dataDir));
    console.log(
      `${name.padEnd(28)} start → /healthz median ${median(runs.map((r) => r.ready)).toFixed(0)} ms ` +
        `(${runs.map((r) => r.ready.toFixed(0)).join(', ')}); idle RSS median ${median(runs.map((r) => r.rssMiB)).toFixed(0)} MiB`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
