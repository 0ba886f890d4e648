import type { Page } from '@playwright/test';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { expandSearchResult, type FlightSearchWire } from '@tripsetu/domain/flight-wire.ts';
import { SERIES_COLUMNS, SERIES_MSG } from '@tripsetu/domain/series-fares.ts';
import { openMenuItem, signIn } from '../support/agent-portal.ts';
import { expect, expectAccessible, keepScreenshot, test } from '../support/fixtures.ts';
import {
  fieldIn,
  fillContactAndAccept,
  fillTraveller,
  fundWallet,
  keepElementScreenshot,
  resultsPath,
} from './flight-booking-helpers.ts';

// A route and days no other journey books, so that the block's seats are this journey's alone.
const FROM = 'HYD';
const TO = 'DEL';
const DAYS = 85;

/** The first non-stop flight of the route on a day, as the agent's search finds it ('6E-2031'). */
async function firstNonStop(page: Page, date: string): Promise<string> {
  const answer = await page.request.post('/api/v1/flights/search', {
    headers: { 'x-tripsetu-csrf': '1', 'content-type': 'application/json' },
    data: {
      tripType: 'ONE_WAY',
      segments: [{ from: FROM, to: TO, date }],
      adults: 1,
      children: 0,
      infants: 0,
      cabin: 'ECONOMY',
      nearbyAirports: false,
      nonStopOnly: true,
      fareType: 'REGULAR',
    },
  });
  expect(answer.status()).toBe(200);
  const segment = expandSearchResult((await answer.json()) as FlightSearchWire).legs[0]?.itineraries[0]?.segments[0];
  expect(segment).toBeDefined();
  return `${segment?.carrier}-${segment?.flightNumber}`;
}

const csv = (rows: string[][]) =>
  Buffer.from(rows.map((row) => row.map((cell) => `"${cell}"`).join(',')).join('\r\n'), 'utf8');
const HEADINGS = SERIES_COLUMNS.map(([, label]) => label);

/** The back office uploads the block: a sheet with a wrong row is refused with the row named, then the right one. */
async function uploadBlock(admin: Page, flight: string, date: string) {
  await openMenuItem(admin, 'Series fares');
  await expect(admin.getByRole('heading', { level: 1, name: 'Series fares' })).toBeVisible();
  const upload = admin.getByRole('form', { name: 'Upload a spreadsheet' });
  const good = [flight, date, 'Economy', '4', '3,999', '3,999', '1500', '15'];
  const file = upload.locator('input[type="file"]');
  await file.setInputFiles({
    name: 'blocks.csv',
    mimeType: 'text/csv',
    buffer: csv([HEADINGS, good, [flight, addDays(date, 1), 'Economy', '0', '3999', '3999', '1500', '15']]),
  });
  await upload.getByRole('button', { name: 'Upload' }).click();
  const rows = upload.getByRole('table', { name: 'Rows to correct' });
  await expect(rows).toContainText(SERIES_MSG.seatsInvalid);
  await expect(rows.getByRole('row').nth(1)).toContainText('3Seats');
  await file.setInputFiles({ name: 'blocks.csv', mimeType: 'text/csv', buffer: csv([HEADINGS, good]) });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(admin.getByText(SERIES_MSG.uploaded(1))).toBeVisible();
  const table = admin.getByRole('table', { name: 'Series fares' });
  await expect(table.getByRole('row').filter({ hasText: flight }).first()).toContainText('0 of 4');
}

/** The add form refuses a block the flight cannot have (a wrong flight number), said under the field. */
async function formRefusesUnknownFlight(admin: Page, date: string) {
  const form = admin.getByRole('form', { name: 'Add series fare' });
  await fieldIn(form, 'Flight').fill('9Z-9999');
  await fieldIn(form, 'Date of travel').fill(date);
  await fieldIn(form, 'Seats in the block').fill('10');
  await fieldIn(form, 'Adult fare (₹)').fill('4999');
  await fieldIn(form, 'Child fare (₹)').fill('4999');
  await form.getByRole('button', { name: 'Add series fare' }).click();
  await expect(form.getByText(SERIES_MSG.flightUnknown).first()).toBeVisible();
}

test(
  'the back office uploads a series fare block; an agent finds it as a Series fare, books a seat, and the block counts it',
  { tag: '@desktop-only' },
  async ({ page, browser, baseURL }, testInfo) => {
    const project = testInfo.project.name;
    const date = addDays(todayInIndia(), DAYS);
    await signIn(page, 'owner@skyways.in', 'Agent@2026');
    await fundWallet(page, browser, baseURL, 20000);
    const flight = await firstNonStop(page, date);

    const adminContext = await browser.newContext({ baseURL });
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin@tripsetu.in', 'Admin@2026');
    await uploadBlock(admin, flight, date);
    await formRefusesUnknownFlight(admin, date);
    await expectAccessible(admin, 'series fares (back office)');
    await keepScreenshot(admin, 'admin-series-fares', project);

    // ── The agent's results: the flight offers a non-refundable 'Series fare' at the block's fare ──────
    await page.goto(resultsPath({ trip: 'ONE_WAY', from: FROM, to: TO, date }));
    const region = page.getByRole('region', { name: /^Onward: / });
    // The block's fixed fare is below the flight's own: sorted by price, its flight comes first.
    await page.getByRole('button', { name: /^Price/ }).click();
    const card = region
      .getByRole('article')
      .filter({ has: page.getByText(flight, { exact: true }) })
      .first();
    await card.getByRole('button', { name: 'View fares' }).click();
    const series = card.locator('.fare-option').filter({ hasText: 'Series fare' });
    await expect(series).toContainText('Non-refundable');
    await expect(series).toContainText('4 seats left');
    await keepElementScreenshot(card, 'agent-series-fare-card', project);
    await series.getByRole('radio').check();
    await page.getByRole('region', { name: 'Fare summary' }).getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('button', { name: 'Book and pay from wallet' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('complementary', { name: 'Fare summary' })).toContainText('₹3,999');

    await fillTraveller(page, 1, { title: 'Mr', firstName: 'Vikram', lastName: 'Rao', gender: 'Male' });
    await fillContactAndAccept(page);
    await page.getByRole('button', { name: 'Book and pay from wallet' }).click();
    await expect(page).toHaveURL(/\/agent\/flights\/bookings\/\d+$/, { timeout: 20_000 });
    await expect(page.getByText('Series fare').first()).toBeVisible();

    // ── The back office sees the seat sold from the block ─────────────────────────────────────────────
    await admin.reload();
    const row = admin.getByRole('table', { name: 'Series fares' }).getByRole('row').filter({ hasText: flight });
    await expect(row.first()).toContainText('1 of 4');
    await adminContext.close();
  },
);
