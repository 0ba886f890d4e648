import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { COMMISSION_MSG } from '@tripsetu/domain/commissions.ts';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { PLATFORM_MARKUP_MSG } from '@tripsetu/domain/platform-markups.ts';
import { REPORTS } from '@tripsetu/domain/reports.ts';
import ExcelJS from 'exceljs';
import { openMenuItem, signIn } from '../support/agent-portal.ts';
import { expect, expectAccessible, keepScreenshot, test } from '../support/fixtures.ts';
import { paiseOf } from '../support/money.ts';
import {
  fieldIn,
  fillContactAndAccept,
  fillTraveller,
  fundWallet,
  pickFaresAndContinue,
  resultsPath,
} from './flight-booking-helpers.ts';

/** A fare summary's lines by label, in paise (the first list of the region). */
async function summaryLines(region: Locator): Promise<Map<string, number>> {
  const list = region.locator('dl').first();
  const labels = await list.locator('dt').allTextContents();
  const amounts = await list.locator('dd').allTextContents();
  return new Map(labels.map((label, index) => [label.trim(), paiseOf(amounts[index] ?? '')]));
}

/** The back office adds a rule on the Commission rules page (a bad value refused first). */
async function addRule(admin: Page) {
  await openMenuItem(admin, 'Commission rules');
  await expect(admin.getByRole('heading', { level: 1, name: 'Commission rules' })).toBeVisible();
  const form = admin.getByRole('form', { name: 'Add commission rule' });
  await fieldIn(form, 'Service type').selectOption({ label: 'Domestic' });
  await fieldIn(form, 'Priority').fill('10');
  await fieldIn(form, 'Commission value').fill('abc');
  await form.getByRole('button', { name: 'Add commission rule' }).click();
  await expect(form.getByText(COMMISSION_MSG.percentInvalid).first()).toBeVisible();
  await fieldIn(form, 'Commission value').fill('5');
  await fieldIn(form, 'PLB cut and pay (%)').fill('1');
  await fieldIn(form, 'PLB post pay (%)').fill('0.5');
  await form.getByRole('button', { name: 'Add commission rule' }).click();
  await expect(admin.getByText(COMMISSION_MSG.added)).toBeVisible();
  await expect(admin.getByRole('table', { name: 'Commission rules' })).toContainText('5% of base fare');
}

/** The back office adds TripSetu's own markup on flights: ₹75 a passenger-segment for every agency (decision 040). */
async function addPlatformMarkup(admin: Page) {
  await openMenuItem(admin, 'TripSetu markups');
  await expect(admin.getByRole('heading', { level: 1, name: 'TripSetu markups' })).toBeVisible();
  await expect(admin.getByText(PLATFORM_MARKUP_MSG.none)).toBeVisible();
  const form = admin.getByRole('form', { name: 'Add TripSetu markup' });
  await fieldIn(form, 'Markup value').fill('75');
  await form.getByRole('button', { name: 'Add markup' }).click();
  await expect(admin.getByText(PLATFORM_MARKUP_MSG.added)).toBeVisible();
  await expect(admin.getByRole('table', { name: 'TripSetu markups' })).toContainText('₹75 per passenger per segment');
}

/** Reports → Flight sales, on the month so far: the booking's row carries its commission and PLB. */
async function openFlightSalesReport(page: Page, transactionId: string, earned: string) {
  await openMenuItem(page, 'Reports');
  await page.getByRole('link', { name: 'Flight sales' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Flight sales' })).toBeVisible();
  const row = page.getByRole('table', { name: 'Flight sales' }).getByRole('row').filter({ hasText: transactionId });
  await expect(row).toContainText(earned);
  await expect(page.getByLabel('Flight sales: totals for the period')).toContainText('Amount charged');
}

/** Both files hold what the page shows: the same headings and the booking's row. */
async function exportsHold(page: Page, transactionId: string) {
  const csvFile = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const csv = await csvFile;
  expect(csv.suggestedFilename()).toMatch(/^flight-sales-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await csv.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe(REPORTS['flight-sales'].columns.map((column) => column.label).join(','));
  expect(lines.some((line) => line.includes(transactionId))).toBe(true);
  expect(lines.filter(Boolean).at(-1)).toMatch(/^Total,/);

  const excelFile = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Excel' }).click();
  const excel = await excelFile;
  expect(excel.suggestedFilename()).toMatch(/^flight-sales-.*\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await excel.path());
  const sheet = workbook.worksheets[0];
  expect(sheet?.getRow(1).getCell(4).value).toBe('Transaction ID');
  // Heading, the same rows as the CSV, and the totals row.
  expect(sheet?.rowCount).toBe(lines.filter(Boolean).length);
}

test(
  'the back office adds a commission rule; an agent sees it in View Commissions, books, reads commission, PLB and TDS, and exports the flight sales report',
  { tag: '@desktop-only' },
  async ({ page, browser, baseURL }, testInfo) => {
    const project = testInfo.project.name;
    const adminContext = await browser.newContext({ baseURL });
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin@tripsetu.in', 'Admin@2026');
    await addRule(admin);
    await expectAccessible(admin, 'commission rules (back office)');
    await keepScreenshot(admin, 'admin-commission-rules', project);
    await addPlatformMarkup(admin);
    await expectAccessible(admin, 'TripSetu markups (back office)');
    await keepScreenshot(admin, 'admin-platform-markups', project);

    // ── View Commissions: the new rule and the initial ones; a product with none says so ───────────────
    await signIn(page, 'owner@skyways.in', 'Agent@2026');
    await fundWallet(page, browser, baseURL, 50000);
    await openMenuItem(page, 'View Commissions');
    await expect(page.getByRole('heading', { level: 1, name: 'View Commissions' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Commission rules' });
    await expect(table).toContainText('5% of base fare');
    await expect(table).toContainText('3% of base fare');
    await page.getByLabel('Product').selectOption({ label: 'Hotels' });
    await expect(page.getByText(COMMISSION_MSG.none)).toBeVisible();
    await page.getByLabel('Product').selectOption({ label: 'Flights' });
    await expect(table).toContainText('5% of base fare');
    await expectAccessible(page, 'View Commissions');
    await keepScreenshot(page, 'agent-view-commissions', project);

    // ── A domestic flight: the rule's commission and PLB lower what the agency pays, TDS on both ───────
    const day = addDays(todayInIndia(), 75);
    await page.goto(resultsPath({ trip: 'ONE_WAY', from: 'BLR', to: 'HYD', date: day }));
    await pickFaresAndContinue(page, ['Onward'], false);
    const review = await summaryLines(page.getByRole('complementary', { name: 'Fare summary' }));
    const base = review.get('Base fare') ?? 0;
    const commission = Math.round(base * 0.05);
    const plb = Math.round(base * 0.01);
    expect(review.get('Commission')).toBe(-commission);
    expect(review.get('PLB (cut and pay)')).toBe(-plb);
    expect(review.get('TDS on commission')).toBe(Math.round((commission + plb) * 0.02));
    // TripSetu's markup (one adult, one segment) and the GST on it raise what the agency pays.
    expect(review.get('TripSetu markup')).toBe(75_00);
    expect(review.get('GST on TripSetu markup (18%)')).toBe(13_50);

    await fillTraveller(page, 1, { title: 'Ms', firstName: 'Meera', lastName: 'Iyer', gender: 'Female' });
    await fillContactAndAccept(page);
    await page.getByRole('button', { name: 'Book and pay from wallet' }).click();
    await expect(page).toHaveURL(/\/agent\/flights\/bookings\/\d+$/, { timeout: 20_000 });
    const fare = page.getByRole('region', { name: 'Fare summary' });
    await expect(fare).toContainText('Total from wallet');
    const booked = await summaryLines(fare);
    expect(booked.get('PLB (cut and pay)')).toBe(-plb);
    expect(booked.get('TDS on commission')).toBe(Math.round((commission + plb) * 0.02));
    const transactionId = (await page.locator('h1 + p, h1 ~ p').first().textContent())?.trim() ?? '';
    expect(transactionId).toMatch(/^TSF/);

    // ── The tax invoice names them and the section the TDS is deducted under ──────────────────────────
    await page.getByRole('region', { name: 'Documents' }).getByRole('link', { name: 'Tax Invoice' }).click();
    const invoice = page.locator('article.flight-doc');
    await expect(invoice).toContainText('PLB (cut and pay)');
    await expect(invoice).toContainText('TDS on commission');
    await expect(invoice).toContainText('TripSetu markup');
    await expect(invoice).toContainText('section 393(1) Table Sl. 1(ii) of the Income-tax Act 2025');
    await keepScreenshot(page, 'agent-tax-invoice-commission', project);

    // ── The flight sales report lists the booking with what it earned, and exports it ─────────────────
    await openFlightSalesReport(page, transactionId, formatRupees(commission + plb));
    await expectAccessible(page, 'flight sales report');
    await keepScreenshot(page, 'agent-flight-sales-report', project);
    await exportsHold(page, transactionId);

    // ── The back office deletes the rule: it leaves the list (the booking keeps what it earned) ───────
    await openMenuItem(admin, 'Commission rules');
    const rules = admin.getByRole('table', { name: 'Commission rules' });
    const row = rules.getByRole('row').filter({ hasText: '5% of base fare' });
    await row.getByRole('button', { name: /^Delete/ }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Delete rule' }).click();
    await expect(rules).not.toContainText('5% of base fare');
    // …and its markup, so that the journeys after this one on the same server price without it.
    await openMenuItem(admin, 'TripSetu markups');
    await admin.getByRole('button', { name: /^Delete markup Flights/ }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Delete markup' }).click();
    await expect(admin.getByText(PLATFORM_MARKUP_MSG.none)).toBeVisible();
    await adminContext.close();
  },
);
