import type { Locator, Page } from '@playwright/test';
import { CUSTOMER_INVOICE_LABELS } from '@tripsetu/domain/customer-invoice.ts';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { MARKUP_MSG } from '@tripsetu/domain/markups.ts';
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

/** Labels and amounts, in paise, of a list of `label` and `amount` pairs. */
async function amountsOf(labels: Locator, amounts: Locator): Promise<Map<string, number>> {
  const names = await labels.allTextContents();
  const values = await amounts.allTextContents();
  return new Map(names.map((name, index) => [name.trim(), paiseOf(values[index] ?? '')]));
}

const MARKUP_ROW = /Flights.*All carriers.*₹400 per booking/;

/** Deletes the flight markup for all carriers, when there is one (a run that stopped half way leaves it). */
async function deleteFlightMarkup(page: Page) {
  const table = page.getByRole('table', { name: 'Agent markups' });
  // The list loads after the page: wait for it (or its empty state) before deciding there is nothing to delete.
  await expect(table.or(page.getByText(MARKUP_MSG.none))).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: 'All carriers' }).filter({ hasText: 'Flights' });
  if ((await row.count()) === 0) return;
  await row.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete markup' }).click();
  await expect(page.getByText(MARKUP_MSG.deleted)).toBeVisible();
  await expect(row).toHaveCount(0);
}

test(
  'an owner adds a flight markup; the review prefills it, the customer invoice’s service fee carries it, staff may see it in search; then it is deleted',
  { tag: '@desktop-only' },
  async ({ page, browser, baseURL }, testInfo) => {
    const project = testInfo.project.name;
    await signIn(page, 'owner@skyways.in', 'Agent@2026');
    await fundWallet(page, browser, baseURL, 50000);

    // ── Agent Markup: a bad amount is refused, then ₹400 per booking on every flight is added ──────────
    await openMenuItem(page, 'Agent Markup');
    await expect(page.getByRole('heading', { level: 1, name: 'Agent Markup' })).toBeVisible();
    await deleteFlightMarkup(page);
    const form = page.getByRole('form', { name: 'Add markup' });
    await fieldIn(form, 'Markup value').fill('100001');
    await form.getByRole('button', { name: 'Add markup' }).click();
    await expect(form.getByText(MARKUP_MSG.flatInvalid).first()).toBeVisible();
    await fieldIn(form, 'Markup value').fill('400');
    await form.getByRole('button', { name: 'Add markup' }).click();
    await expect(page.getByText(MARKUP_MSG.added)).toBeVisible();
    const table = page.getByRole('table', { name: 'Agent markups' });
    await expect(table.getByRole('row').filter({ hasText: MARKUP_ROW })).toHaveCount(1);
    await expectAccessible(page, 'Agent Markup');
    await keepScreenshot(page, 'agent-markups', project);

    // ── A flight's review: the markup field holds ₹400 from the Agent Markup ──────────────────────────
    await page.goto(resultsPath({ trip: 'ONE_WAY', from: 'MAA', to: 'BLR', date: addDays(todayInIndia(), 80) }));
    await pickFaresAndContinue(page, ['Onward'], false);
    const markup = fieldIn(page, 'Markup (₹)');
    await expect(markup).toHaveValue('400');
    await expect(page.getByText(MARKUP_MSG.prefilled)).toBeVisible();
    const summary = page.getByRole('complementary', { name: 'Fare summary' });
    const review = await amountsOf(
      summary.locator('dl').first().locator('dt'),
      summary.locator('dl').first().locator('dd'),
    );
    const fees = (review.get('Service charge') ?? 0) + (review.get('GST (18% on fees)') ?? 0);
    expect(fees).toBeGreaterThan(0);
    await keepScreenshot(page, 'agent-markup-review', project);

    await fillTraveller(page, 1, { title: 'Mr', firstName: 'Arjun', lastName: 'Menon', gender: 'Male' });
    await fillContactAndAccept(page);
    await page.getByRole('button', { name: 'Book and pay from wallet' }).click();
    await expect(page).toHaveURL(/\/agent\/flights\/bookings\/\d+$/, { timeout: 20_000 });

    // ── The customer invoice: its service fee is TripSetu's charge and GST and the ₹400 ───────────────
    await page.getByRole('region', { name: 'Documents' }).getByRole('link', { name: 'Customer Invoice' }).click();
    await expect(page.getByRole('heading', { name: 'Customer Invoice', level: 1 })).toBeVisible();
    const invoice = page.locator('article.flight-doc');
    const rows = invoice.locator('.doc-amounts tr:not(.doc-total)');
    const amounts = await amountsOf(rows.locator('td:first-child'), rows.locator('td.doc-amount'));
    const serviceFee = [...amounts]
      .filter(([label]) => Object.values(CUSTOMER_INVOICE_LABELS).includes(label as never))
      .reduce((sum, [, paise]) => sum + paise, 0);
    expect(amounts.has(CUSTOMER_INVOICE_LABELS.fee)).toBe(true);
    expect(serviceFee).toBe(fees + 400_00);
    await expect(invoice).not.toContainText(/markup/i);
    await expectAccessible(page, 'customer invoice with the agent markup');
    await keepScreenshot(page, 'agent-markup-customer-invoice', project);

    // ── The owner lets staff see search prices with the markup; a staff member's results say so ────────
    await openMenuItem(page, 'Agent Markup');
    const staffView = page.getByRole('switch', { name: /^Show my staff search prices with our markup/ });
    if (!(await staffView.isChecked())) await staffView.click();
    await expect(staffView).toBeChecked();
    const staffContext = await browser.newContext({ baseURL });
    const staff = await staffContext.newPage();
    await signIn(staff, 'staff@skyways.in', 'Staff@2026');
    await staff.goto(resultsPath({ trip: 'ONE_WAY', from: 'MAA', to: 'BLR', date: addDays(todayInIndia(), 80) }));
    const firstCard = staff
      .getByRole('region', { name: /^Onward: / })
      .getByRole('article')
      .first();
    await expect(firstCard).toContainText('incl. your agency’s markup', { timeout: 20_000 });
    await staffContext.close();
    await staffView.click();
    await expect(staffView).not.toBeChecked();

    // ── The owner deletes the markup ───────────────────────────────────────────────────────────────────
    await deleteFlightMarkup(page);
    await expect(table.getByRole('row').filter({ hasText: MARKUP_ROW })).toHaveCount(0);
  },
);
