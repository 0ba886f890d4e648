/** What the server benches share: the server in its own process, its CPU time, a signed-in agency. */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The CPU time (user + system, ms) a process has used, from /proc (Linux; undefined elsewhere). Read
 * around each run, it gives the server's CPU per answer, which another load on the machine changes far
 * less than it changes the latencies (those count the time the server waited for a core).
 */
export function cpuMs(pid: number | undefined): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return undefined;
  }
}

/** How the server process ended, or undefined while it runs. */
export const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? `exit code ${child.exitCode}, signal ${child.signalCode}`
    : undefined;

/**
 * Starts the server in a process of its own, as production runs it, in demo mode (the bench signs in as
 * a demo agency), on a fresh data directory of its own that `stop` removes.
 */
export async function startServer(options: {
  databaseUrl: string;
  port: number;
  /** The server's entry: this repository's, or a changed copy's (to measure a change before making it). */
  main: string;
  /** Node or V8 flags to start it with. */
  flags?: readonly string[];
  /** A data directory an earlier start left (to start again on its data); a new one otherwise. */
  scratch?: string;
}): Promise<{ child: ChildProcess; url: string; scratch: string }> {
  const { port } = options;
  // PGlite's data (40–60 MB after a run) goes to a directory of the bench's own, removed at the end.
  const scratch = options.scratch ?? mkdtempSync(path.join(tmpdir(), 'tripsetu-bench-'));
  const child = spawn(process.execPath, [...(options.flags ?? []), '--import', 'tsx', options.main], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // The bench signs in as a demo agency, which only demo mode seeds.
      DEMO_MODE: 'true',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: path.join(scratch, 'data'),
      DATABASE_URL: options.databaseUrl,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { child, url, scratch };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  if (!options.scratch) rmSync(scratch, { recursive: true, force: true });
  throw new Error('the server did not start');
}

/**
 * Signs in as the Skyways Travels owner and returns the headers every search carries. On loopback the
 * server sets the `__Host-` cookie (Secure); it reads the Cookie header whatever the scheme.
 */
export async function signIn(url: string): Promise<Record<string, string>> {
  const response = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tripsetu-csrf': '1' },
    body: JSON.stringify({ userId: 'owner@skyways.in', password: 'Agent@2026' }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const session = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] as string)
    .find((pair) => /^(__Host-)?tripsetu_agent=./.test(pair));
  if (!session) throw new Error('sign-in set no session cookie');
  return { cookie: session, 'x-tripsetu-csrf': '1', 'content-type': 'application/json' };
}
