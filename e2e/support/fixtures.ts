import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, errors, expect, type Page } from '@playwright/test';
import { type ReceivedMail, startSmtpSink } from '../../server/src/test/smtp-sink.ts';

interface SiteFixture {
  baseURL: string;
  mailbox: ReceivedMail[];
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A private address made from a test's id, the same on every run of that test. */
function clientAddressOf(testId: string): string {
  let hash = 0;
  for (const char of testId) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${(hash & 254) + 1}`;
}

/** The real server (fresh data directory, built sites) and a real SMTP server it delivers to, per worker. */
export const test = base.extend<{ site: SiteFixture }, { siteWorker: SiteFixture }>({
  siteWorker: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
    async ({}, use) => {
      const smtp = await startSmtpSink();
      const mailbox = smtp.received;
      const port = await freePort();
      const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'tripsetu-e2e-')), 'data');
      const root = path.resolve(import.meta.dirname, '..', '..');
      const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          SMTP_URL: smtp.url,
          MAIL_POLL_MS: '200',
          LOG_LEVEL: 'warn',
          NODE_ENV: 'development',
          DEMO_MODE: 'true',
          // Each test comes from an address of its own (extraHTTPHeaders below), as real visitors do.
          TRUST_PROXY: 'true',
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      const baseURL = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 60_000;
      for (;;) {
        try {
          // Ready once the data pages are drawn with their data too (loaded just after listening).
          const health = await fetch(`${baseURL}/healthz`);
          if (health.ok && (await health.json()).dataPages !== 'loading') break;
        } catch {
          // not listening yet
        }
        if (Date.now() > deadline || child.exitCode !== null) throw new Error('the server did not start');
        await new Promise((r) => setTimeout(r, 200));
      }
      await use({ baseURL, mailbox });
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      await smtp.close();
    },
    { scope: 'worker' },
  ],
  site: async ({ siteWorker }, use) => use(siteWorker),
  // Every test is its own visitor, with a client address of its own: the per-address limits (OTP sends,
  // anonymous sessions) then meet one test's requests, not the whole run's against one server.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddressOf(testInfo.testId) });
  },
  // A prerendered page shows before the app has attached its handlers (decision 018): every visit
  // waits until the app has drawn it (<html data-app-ready>), as a person's first click usually does.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const answer = await goto(url, options);
      // Pages of the sites only (they have #root); the gateway's own pages and files are not the app.
      // A locator, not waitForFunction: its polling keeps going under a test's fake clock.
      await page
        .locator('html[data-app-ready], body:not(:has(#root))')
        .first()
        .waitFor({ state: 'attached', timeout: 30_000 });
      return answer;
    };
    await use(page);
  },
  baseURL: async ({ siteWorker }, use) => use(siteWorker.baseURL),
});

export { expect };

/**
 * Until every finite transition on the page has finished (a spinner's infinite animation never does). A dialog that
 * slides in holds still for its first two frames, which Playwright's stability check takes for the end: a click
 * there lands where the button was 30 px before.
 */
export async function untilStill(page: Page) {
  await page.evaluate(async () => {
    // Three frames first: Mantine starts a transition two frames after it is asked for.
    for (let frame = 0; frame < 3; frame++) await new Promise((next) => requestAnimationFrame(next));
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}

/** axe-core on the current page: no serious or critical finding. */
export async function expectAccessible(page: Page, label: string) {
  // A panel still sliding or fading in is measured at half opacity.
  await untilStill(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')})`,
    ),
    `accessibility findings on ${label}`,
  ).toEqual([]);
}

/**
 * A full-page screenshot kept for people to look at (e2e/screenshots, not committed), after checking
 * that the page fits its viewport's width: nothing may make a phone scroll sideways.
 */
export async function keepScreenshot(page: Page, name: string, project: string) {
  // Phone emulation widens the layout viewport to fit the content, so compare with the configured width.
  const width = page.viewportSize()?.width ?? 0;
  const overflow = (await page.evaluate(() => document.documentElement.scrollWidth)) - width;
  expect(overflow, `${name} is wider than the screen by ${overflow}px`).toBeLessThanOrEqual(0);
  const file = path.join(import.meta.dirname, '..', 'screenshots', `${project}-${name}.png`);
  // The picture is for people, not an assertion: Chromium's full-page capture has hung once in CI on a busy machine
  // (microsoft/playwright#28995 reports the same), so a slow capture falls back to the viewport and says so.
  try {
    await page.screenshot({ path: file, fullPage: true, timeout: SCREENSHOT_TIMEOUT });
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error;
    test.info().annotations.push({ type: 'warning', description: `${name}: full-page screenshot timed out` });
    await page.screenshot({ path: file, timeout: SCREENSHOT_TIMEOUT }).catch((retry: unknown) => {
      if (!(retry instanceof errors.TimeoutError)) throw retry;
      test.info().annotations.push({ type: 'warning', description: `${name}: no screenshot kept` });
    });
  }
}

const SCREENSHOT_TIMEOUT = 15_000;
