/**
 * The pages issue 18 measures on a phone, and the compiled server in demo mode that serves them as `npm start`
 * does: shared by bench:lighthouse and bench:main-thread.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

const isoDaysAhead = (days: number) => {
  const date = new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000);
  return date.toISOString().slice(0, 10);
};
const jdate = isoDaysAhead(30);
const returnDate = isoDaysAhead(34);

export const PAGES = [
  ['/search', '/search'],
  [
    'package results',
    `/holiday-package/search-results?package_destination=Goa&jdate=${jdate}&jtodate=${returnDate}&numdays=5&numnights=4&numadults=2&numchildren=0&numinfants=0`,
  ],
  ['package details', '/holiday-package/details/1001?numadults=2'],
  ['/flight', '/flight'],
  [
    'flight one-way results',
    `/flight/owresults?origin=DEL&destination=BOM&jdate=${jdate}&triptype=O&numadults=1&numchildren=0&numinfants=0&cabin=Y&nearby=N&nonstop=N`,
  ],
  ['/agent/ sign-in', '/agent/'],
] as const;

/** The pages whose names contain one of the comma-separated words of `only` (all when it is empty). */
export function pagesNamed(only: string | undefined) {
  const words = (only ?? '').split(',').filter(Boolean);
  return PAGES.filter(([name]) => words.length === 0 || words.some((word) => name.includes(word)));
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The compiled server in demo mode on `port`, once its data pages are drawn with their data. */
export async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, [path.join(root, 'server', 'dist', 'main.js')], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, DEMO_MODE: 'true', PORT: String(port), DATA_DIR: dataDir },
  });
  for (let waited = 0; waited < 120_000; waited += 100) {
    try {
      // Measured once the data pages are drawn with their data (the bundle loads just after listening).
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (health.ok && (await health.json()).dataPages !== 'loading') return server;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('the server did not answer /healthz');
}
