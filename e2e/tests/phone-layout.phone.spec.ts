import type { Page } from '@playwright/test';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { signIn } from '../support/agent-portal.ts';
import { expect, expectAccessible, keepScreenshot, test } from '../support/fixtures.ts';

// Runs in the phone project only (see playwright.config.ts): layouts under 599 px. The agent portal's
// journeys run at desktop width (@desktop-only); the sweep below opens their pages at 390 px. The seat
// map is the same component on both sites, and the consumer's booking journey seats a traveller at 390 px.

const searchQuery = () =>
  `package_destination=Kerala&jdate=${addDays(todayInIndia(), 25)}&numdays=6&numadults=2&numchildren=0&numinfants=0`;

test('results offer the compact modify-search panel and the filter drawer', async ({ page }) => {
  await page.goto(`/holiday-package/search-results?${searchQuery()}`);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('complementary')).toHaveCount(0);
  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('dialog', { name: 'Filters' });
  await expect(filters.getByText('Star rating')).toBeVisible();
  await filters.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Modify' }).click();
  const modify = page.getByRole('dialog', { name: 'Modify search' });
  await modify.getByRole('combobox', { name: /No\. of days/ }).selectOption('4');
  await modify.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/numdays=4/);
});

test('the date picker opens full screen with 12 months', async ({ page }) => {
  await page.goto('/search');
  await page.getByRole('button', { name: /Journey date/ }).click();
  const calendar = page.getByRole('dialog', { name: 'Journey date' });
  await expect(calendar).toBeVisible();
  const box = await calendar.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(389);
  await expect(calendar.locator('table')).toHaveCount(12);
});

/** The page fits the phone's width: nothing but its own scrolling tables reaches past 390 px. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The agent portal's pages whose journeys run at desktop width only (@desktop-only), each at 390 px. */
const resultsPath = () => {
  const date = addDays(todayInIndia(), 20);
  return `/agent/flights/results?trip=ROUND_TRIP&from=DEL&to=BOM&date=${date}&return=${addDays(date, 4)}&adults=2&children=1&infants=1&cabin=ECONOMY`;
};

const AGENT_PAGES: {
  /** Names a second sweep of one user's pages: each sweep stays within a test's time. */
  part?: string;
  user: string;
  password: string;
  pages: { path: string | (() => string); heading: RegExp; ready?: 'article' }[];
}[] = [
  {
    user: 'owner@skyways.in',
    password: 'Agent@2026',
    pages: [
      { path: '/agent/flights', heading: /Search flights/ },
      { path: resultsPath, heading: / to /, ready: 'article' },
      { path: '/agent/wallet', heading: /Balance/ },
      { path: '/agent/wallet/upload', heading: /Upload Balance/ },
      { path: '/agent/wallet/make-payment', heading: /Make Payment/ },
      { path: '/agent/ledger', heading: /Ledger/ },
      { path: '/agent/commissions', heading: /View Commissions/, ready: 'article' },
      { path: '/agent/markups', heading: /Agent Markup/ },
    ],
  },
  {
    part: 'bookings, reports, staff',
    user: 'owner@skyways.in',
    password: 'Agent@2026',
    pages: [
      { path: '/agent/flights/hold-queue', heading: /Flight Hold Queues/ },
      { path: '/agent/bookings', heading: /Manage Bookings/ },
      { path: '/agent/bookings/cancellations', heading: /Manage Bookings/ },
      { path: '/agent/staff', heading: /Staff/ },
      { path: '/agent/support', heading: /Support/ },
      { path: '/agent/flights/offline-requests', heading: /Offline requests/ },
      { path: '/agent/flights/offline-requests/new', heading: /New offline request/ },
      { path: '/agent/visas', heading: /Visa/, ready: 'article' },
      { path: '/agent/visas/apply/1', heading: /Apply for a visa/ },
      { path: '/agent/bookings/visas', heading: /Visa applications/ },
      { path: '/agent/reports', heading: /Reports/ },
      { path: '/agent/reports/sales', heading: /Daily and periodic sales/ },
      { path: '/agent/reports/flight-sales', heading: /Flight sales/ },
    ],
  },
  {
    user: 'admin@tripsetu.in',
    password: 'Admin@2026',
    pages: [
      { path: '/agent/admin/applications', heading: /Applications/ },
      { path: '/agent/admin/deposits', heading: /Deposit/ },
      { path: '/agent/admin/wallet', heading: /Wallet/ },
      { path: '/agent/admin/bank-accounts', heading: /Bank Accounts/ },
      { path: '/agent/admin/offline-requests', heading: /Offline requests/ },
      { path: '/agent/admin/commission-rules', heading: /Commission rules/ },
      { path: '/agent/admin/series-fares', heading: /Series fares/, ready: 'article' },
      { path: '/agent/admin/agency-groups', heading: /Agency groups/ },
      { path: '/agent/admin/platform-markups', heading: /TripSetu markups/ },
      { path: '/agent/admin/currency-rates', heading: /Currency rates/ },
      { path: '/agent/admin/visa-types', heading: /Visa types/ },
      { path: '/agent/admin/visa-applications', heading: /Visa applications/ },
      { path: '/agent/reports/tds', heading: /TDS/ },
    ],
  },
];

for (const { part, user, password, pages } of AGENT_PAGES) {
  test(`the agent portal's pages for ${user}${part ? ` (${part})` : ''} fit a phone and pass axe`, async ({
    page,
  }, testInfo) => {
    await signIn(page, user, password);
    for (const { path: pathOf, heading, ready } of pages) {
      const path = typeof pathOf === 'string' ? pathOf : pathOf();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      if (ready) await expect(page.getByRole(ready).first()).toBeVisible();
      await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page, path);
      await keepScreenshot(
        page,
        `sweep${new URL(path, 'http://x').pathname.replaceAll('/', '-')}`,
        testInfo.project.name,
      );
    }
  });
}
