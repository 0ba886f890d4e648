import type { Locator, Page } from '@playwright/test';
import { COMMISSION_MSG } from '@tripsetu/domain/commissions.ts';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
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

test(
  'the back office adds a commission rule; an agent sees it in View Commissions, books, and reads commission, PLB and TDS',
  { tag: '@desktop-only' },
  async ({ page, browser, baseURL }, testInfo) => {
    const project = testInfo.project.name;
    const adminContext = await browser.newContext({ baseURL });
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin@tripsetu.in', 'Admin@2026');
    await addRule(admin);
    await expectAccessible(admin, 'commission rules (back office)');
    await keepScreenshot(admin, 'admin-commission-rules', project);

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

    await fillTraveller(page, 1, { title: 'Ms', firstName: 'Meera', lastName: 'Iyer', gender: 'Female' });
    await fillContactAndAccept(page);
    await page.getByRole('button', { name: 'Book and pay from wallet' }).click();
    await expect(page).toHaveURL(/\/agent\/flights\/bookings\/\d+$/, { timeout: 20_000 });
    const fare = page.getByRole('region', { name: 'Fare summary' });
    await expect(fare).toContainText('Total from wallet');
    const booked = await summaryLines(fare);
    expect(booked.get('PLB (cut and pay)')).toBe(-plb);
    expect(booked.get('TDS on commission')).toBe(Math.round((commission + plb) * 0.02));

    // ── The tax invoice names them and the section the TDS is deducted under ──────────────────────────
    await page.getByRole('region', { name: 'Documents' }).getByRole('link', { name: 'Tax Invoice' }).click();
    const invoice = page.locator('article.flight-doc');
    await expect(invoice).toContainText('PLB (cut and pay)');
    await expect(invoice).toContainText('TDS on commission');
    await expect(invoice).toContainText('section 393(1) Table Sl. 1(ii) of the Income-tax Act 2025');
    await keepScreenshot(page, 'agent-tax-invoice-commission', project);

    // ── The back office deletes the rule: it leaves the list (the booking keeps what it earned) ───────
    const rules = admin.getByRole('table', { name: 'Commission rules' });
    const row = rules.getByRole('row').filter({ hasText: '5% of base fare' });
    await row.getByRole('button', { name: /^Delete/ }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Delete rule' }).click();
    await expect(rules).not.toContainText('5% of base fare');
    await adminContext.close();
  },
);
