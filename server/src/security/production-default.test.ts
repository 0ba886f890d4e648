import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts.ts';

/**
 * Issue 17, items 1 and 2: a server started plainly (`node server/src/main.ts`, no DEMO_MODE) is a
 * production server: no dev outbox, no demo accounts, no sandbox gateway. Each server here is the
 * real entry point in a process of its own, on a data directory of its own.
 */

const MAIN = path.join(import.meta.dirname, '..', 'main.ts');
const admin = DEMO_ACCOUNTS.find((account) => account.userId === 'admin@tripsetu.in');

interface Started {
  url: string;
  output: () => string;
  stop(): Promise<void>;
}

async function startMain(env: Record<string, string>): Promise<Started> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tripsetu-prod-default-'));
  // Only what a deployment would set: no NODE_ENV, no DEMO_MODE unless the test names it.
  const { NODE_ENV: _n, DEMO_MODE: _d, PAYMENT_PROVIDER: _p, DATABASE_URL: _u, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...inherited,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, 'data'),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 90_000);
    const look = () => {
      const address = output.match(/Consumer site:\s+(http:\/\/localhost:\d+)\//)?.[1];
      if (address) {
        clearTimeout(timer);
        resolve(address.replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout?.on('data', look);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
  return {
    url,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const signIn = (url: string, userId: string, password: string) =>
  fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tripsetu-csrf': '1' },
    body: JSON.stringify({ userId, password }),
  });

describe('a server started plainly', () => {
  let server: Started;
  beforeAll(async () => {
    server = await startMain({});
  }, 120_000);
  afterAll(() => server.stop());

  it('serves no dev outbox and no sandbox payment page', async () => {
    expect((await fetch(`${server.url}/api/dev/outbox`)).status).toBe(404);
    const checkout = `${server.url}/pay/sandbox/checkout/order_0123456789abcdef0123`;
    // A GET may fall to the site's page fallback when the sites are built; the sandbox's page it is not.
    expect(await (await fetch(checkout)).text()).not.toContain('Sandbox Pay');
    const pay = await fetch(checkout, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=pay&method=UPI',
    });
    expect(pay.status).toBe(404);
  });

  it('has no demo accounts: the demo administrator cannot sign in', async () => {
    const answer = await signIn(server.url, admin?.userId ?? '', admin?.password ?? '');
    expect(answer.status).toBe(401);
  });

  it('prints no demo passwords and says online payment is off', async () => {
    // Printed once the server listens, so perhaps after /healthz first answered: wait for it, then
    // read everything it printed.
    await expect.poll(() => server.output(), { timeout: 10_000 }).toContain('no payment gateway configured');
    expect(server.output()).not.toContain(admin?.password ?? 'no password');
    expect(server.output()).not.toMatch(/demo mode/i);
  });
});

describe('a server started in demo mode', () => {
  let server: Started;
  beforeAll(async () => {
    server = await startMain({ DEMO_MODE: 'true' });
  }, 120_000);
  afterAll(() => server.stop());

  it('says so loudly in the log, and serves the outbox and the demo accounts', async () => {
    // stderr (the warning) and stdout (the addresses) arrive through two pipes, in either order.
    await expect.poll(() => server.output(), { timeout: 10_000 }).toMatch(/DEMO MODE IS ON/);
    expect((await fetch(`${server.url}/api/dev/outbox`)).status).toBe(200);
    expect((await signIn(server.url, admin?.userId ?? '', admin?.password ?? '')).status).toBe(200);
  });
});

describe('configuration of payments and cookies', () => {
  it('refuses the sandbox gateway outside demo mode, at start-up', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'sandbox' })).toThrow(ConfigError);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'sandbox' })).toThrow(/only in demo mode/);
    expect(loadConfig({ PAYMENT_PROVIDER: 'sandbox', DEMO_MODE: 'true' }).PAYMENT_PROVIDER).toBe('sandbox');
  });

  it('chooses no gateway by default, and the sandbox by default in demo mode', () => {
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe('none');
    expect(loadConfig({}).DEMO_MODE).toBe(false);
    expect(loadConfig({ DEMO_MODE: 'true' }).PAYMENT_PROVIDER).toBe('sandbox');
  });

  it('makes cookies Secure whenever the public address is https, proxy trusted or not', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://tripsetu.in' }).secureCookies).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://tripsetu.in', TRUST_PROXY: 'false' }).secureCookies).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://tripsetu.test:8080' }).secureCookies).toBe(false);
  });
});
