/**
 * Issue 18's page figures: Lighthouse (mobile, its default simulated 4G and 4× CPU throttling) in
 * Debian Chromium against the compiled server in demo mode, as `npm start` serves it. Prints each
 * page's scores, LCP, CLS, TBT and the bytes it transferred; bench/README.md keeps the dated figures.
 * Scores are benchmark output for people to read, never a pass/fail test. Each page is measured
 * LIGHTHOUSE_RUNS times (3) and the run with the median performance score printed.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildServer } from '../scripts/build-server.mjs';
import { pagesNamed, sleep, startServer } from './site-pages.ts';

const PORT = 3391;
/** Runs per page; the run with the median performance score is printed (one run varies by ±15 points here). */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const BASE = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const KIB = 1024;
const score = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : Math.round(value * 100);

await buildServer();
const dataDir = mkdtempSync(path.join(tmpdir(), 'tripsetu-lighthouse-'));
const server = await startServer(dataDir, PORT);
const profile = mkdtempSync(path.join(tmpdir(), 'tripsetu-lighthouse-profile-'));
const chrome = await launch({
  chromePath: CHROMIUM,
  userDataDir: profile,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  console.log(
    'page                      perf  a11y  best   FCP      LCP      CLS    TBT      JS KiB  CSS KiB  all KiB  (Lighthouse mobile)',
  );
  // LIGHTHOUSE_PAGES='results,details' measures only the pages whose names contain one of the words.
  for (const [name, address] of pagesNamed(process.env.LIGHTHOUSE_PAGES)) {
    // One warm-up visit, so that the server's first answer for a search is not what is measured.
    await fetch(`${BASE}${address}`);
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${BASE}${address}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      if (!result) throw new Error(`no Lighthouse result for ${address}`);
      runs.push(result.lhr);
    }
    runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
    const median = runs[Math.floor(runs.length / 2)];
    if (!median) throw new Error(`no Lighthouse run for ${address}`);
    const { categories, audits } = median;
    // LIGHTHOUSE_JSON_DIR keeps each page's median report, to read what its time went on.
    if (process.env.LIGHTHOUSE_JSON_DIR) {
      writeFileSync(
        path.join(process.env.LIGHTHOUSE_JSON_DIR, `${name.replaceAll(/[^a-z0-9]+/gi, '-')}.json`),
        JSON.stringify(median),
      );
    }
    const details = audits['network-requests']?.details as
      | { items: { resourceType?: string; transferSize?: number }[] }
      | undefined;
    const requests = details?.items ?? [];
    const bytes = (type?: string) =>
      requests.filter((r) => !type || r.resourceType === type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / KIB;
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    console.log(
      [
        name.padEnd(25),
        String(score(categories.performance?.score)).padStart(4),
        String(score(categories.accessibility?.score)).padStart(5),
        String(score(categories['best-practices']?.score)).padStart(5),
        `${(numeric('first-contentful-paint') / 1000).toFixed(2)} s`.padStart(8),
        `${(numeric('largest-contentful-paint') / 1000).toFixed(2)} s`.padStart(8),
        numeric('cumulative-layout-shift').toFixed(3).padStart(6),
        `${numeric('total-blocking-time').toFixed(0)} ms`.padStart(8),
        bytes('Script').toFixed(1).padStart(8),
        bytes('Stylesheet').toFixed(1).padStart(8),
        bytes().toFixed(1).padStart(8),
      ].join(' '),
    );
  }
} finally {
  chrome.kill();
  server.kill('SIGTERM');
  await sleep(500);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profile, { recursive: true, force: true });
}
