import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium, launched the way this machine allows (no downloads, no background networking). */
const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  // A guard against a journey that hangs, not a speed target: the longest journeys take 30–70 s on a quiet
  // two-core machine and twice that on a busy one (2026-11-28, where journeys unchanged for weeks ran out of 90 s).
  timeout: 180_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two workers, each with its own server and mailbox (the fixture is per worker): the journeys wait on
  // the browser and the mail poll more than on the CPU, so two halve the run on a two-core machine.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list']],
  use: {
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /\.phone\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 860 }, launchOptions: chromium },
    },
    {
      // Every consumer journey runs at phone width too; the agent portal's back-office journeys run at
      // desktop width only (@desktop-only), and phone-layout.phone.spec.ts visits their pages at 390 px.
      name: 'phone',
      grepInvert: /@desktop-only/,
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
        launchOptions: chromium,
      },
    },
  ],
});
