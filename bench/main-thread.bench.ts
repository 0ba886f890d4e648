/**
 * What a phone's main thread does while issue 18's pages load (decision 018): each page opened cold
 * MAIN_THREAD_RUNS times (7) in Debian Chromium as a Lighthouse phone (its user agent and viewport, Chromium's
 * own 4× CPU throttling, no network throttling), the tasks read from the browser's long-animation-frame and
 * long-task entries. Prints the medians of the longest task of each kind: the code's evaluation (a cold cache),
 * React's scheduled work (hydrating, committing), timers, style and layout; and the
 * blocking time after the first paint (each long task's time past 50 ms). Lighthouse simulates its throttling
 * from an unthrottled load, so these differ from its figures; they say which task to shorten, and compare
 * builds measured in the same run (MAIN_THREAD_PAGES='results,details' picks pages by name).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { buildServer } from '../scripts/build-server.mjs';
import { pagesNamed, sleep, startServer } from './site-pages.ts';

const PORT = 3393; // bench:compression uses 3392
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.MAIN_THREAD_RUNS ?? 7);
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
};
const KINDS = ['code', 'react', 'timer', 'render', 'blocking'] as const;
type Load = Record<(typeof KINDS)[number], number>;

/** Runs in the page before its own scripts: keeps the long frames and tasks the browser reports. */
function recordLongWork() {
  const seen = { frames: [] as unknown[], tasks: [] as [number, number][] };
  Object.assign(window, { __longWork: seen });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.frames.push(entry.toJSON());
  }).observe({ type: 'long-animation-frame', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

interface Frame {
  startTime: number;
  duration: number;
  renderStart: number;
  scripts: { invokerType: string; invoker: string; duration: number }[];
}

function summarise(frames: Frame[], tasks: [number, number][], firstPaint: number): Load {
  const longest = (test: (script: Frame['scripts'][number]) => boolean) =>
    Math.max(0, ...frames.flatMap((frame) => frame.scripts.filter(test).map((script) => script.duration)));
  return {
    code: longest((script) => script.invokerType === 'module-script' || script.invokerType === 'classic-script'),
    react: longest((script) => script.invoker.includes('MessagePort')),
    timer: longest((script) => script.invokerType === 'user-callback'),
    render: Math.max(
      0,
      ...frames.map((frame) => (frame.renderStart ? frame.startTime + frame.duration - frame.renderStart : 0)),
    ),
    blocking: tasks
      .filter(([start]) => start >= firstPaint)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

await buildServer();
const dataDir = mkdtempSync(path.join(tmpdir(), 'tripsetu-main-thread-'));
const server = await startServer(dataDir, PORT);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});
try {
  console.log(
    `page                      ${KINDS.map((kind) => kind.padStart(9)).join('')}   (ms at 4× CPU, median of ${RUNS})`,
  );
  for (const [name, address] of pagesNamed(process.env.MAIN_THREAD_PAGES)) {
    await fetch(`${BASE}${address}`); // the server's first answer for a search is not what is measured
    const loads: Load[] = [];
    for (let run = 0; run < RUNS; run++) {
      // A new context each time: an empty cache, as a first visit (and Lighthouse) has.
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // As Lighthouse does (its scripts gatherer): with the debugger on, V8 keeps each function's source positions
      // as it compiles. Without it, Playwright's listening DevTools has V8 re-read the entry and react-dom whole
      // for the stack of the first Error react-dom makes, a cost no phone and no Lighthouse run has (decision 018).
      await cdp.send('Debugger.enable');
      await page.addInitScript(recordLongWork);
      await page.goto(`${BASE}${address}`, { waitUntil: 'load' });
      await page.locator('html[data-app-ready="true"]').waitFor({ state: 'attached', timeout: 30_000 });
      await sleep(1_000);
      const seen = await page.evaluate(() => ({
        ...(window as unknown as { __longWork: { frames: Frame[]; tasks: [number, number][] } }).__longWork,
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      }));
      loads.push(summarise(seen.frames, seen.tasks, seen.firstPaint));
      await context.close();
    }
    console.log(
      `${name.padEnd(25)} ${KINDS.map((kind) => String(Math.round(median(loads.map((load) => load[kind])))).padStart(9)).join('')}`,
    );
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await sleep(500);
  rmSync(dataDir, { recursive: true, force: true });
}
