import type { Page } from '@playwright/test';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { expect, expectAccessible, keepScreenshot, test } from '../support/fixtures.ts';
import { pickDate } from '../support/pick-date.ts';
import { fieldIn, fundWallet } from './flight-booking-helpers.ts';

/** A free seat by its Arabic name: window or aisle, priced, neither extra legroom nor exit row. */
const PLAIN_SEAT_AR = /^\d+[A-K], (نافذة|ممر), ₹[\d,]+, متاح$/;

/** The page at 1280 px and at 390 px, for people to look at right to left (e2e/screenshots). */
async function keepBothWidths(page: Page, name: string, project: string) {
  await keepScreenshot(page, name, project);
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, `${name}-390`, project);
  await page.setViewportSize({ width: 1280, height: 860 });
}

/** Types the code into a searchable airport field and picks 'City (CODE)' from the list. */
async function chooseAirport(page: Page, label: string, code: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(code);
  await page
    .getByRole('option', { name: new RegExp(`\\(${code}\\)`) })
    .first()
    .click();
  await expect(input).toHaveValue(new RegExp(`\\(${code}\\)$`));
}

/**
 * Issue 25: an agent who reads Arabic books a flight from search to ticket, the portal right to left. Filled-in
 * values are isolated (U+2068…U+2069) in Arabic, hence the optional character around them in the names below.
 */
test(
  'an agent books a one-way flight in Arabic, right to left, paying from the wallet',
  { tag: '@desktop-only' },
  async ({ page, browser, baseURL }, testInfo) => {
    const project = testInfo.project.name;
    const journey = addDays(todayInIndia(), 12);
    await page.addInitScript(() => localStorage.setItem('lang', 'ar'));

    // ── Sign-in, in Arabic ────────────────────────────────────────────────────────────────────────
    await page.goto('/agent/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByLabel(/^اسم المستخدم/).fill('owner@skyways.in');
    await page.getByLabel(/^كلمة المرور/).fill('Agent@2026');
    await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'القائمة الرئيسية' })).toBeVisible();
    await fundWallet(page, browser, baseURL, 50000);

    // ── Search: one way, Delhi to Mumbai ──────────────────────────────────────────────────────────
    const form = page.getByRole('form', { name: 'البحث عن رحلات' });
    await chooseAirport(page, 'من', 'DEL');
    await chooseAirport(page, 'إلى', 'BOM');
    await pickDate(page, form.getByRole('button', { name: /^تاريخ السفر/ }), journey);
    await form.getByRole('button', { name: 'بحث', exact: true }).click();

    // ── Results: pick the first fare of a non-stop flight ─────────────────────────────────────────
    await expect(page).toHaveURL(/\/agent\/flights\/results\?/);
    await expect(page.getByRole('heading', { level: 1, name: /^من .?New Delhi.* إلى .?Mumbai/ })).toBeVisible();
    const onward = page.getByRole('region', { name: /^الذهاب: New Delhi → Mumbai/ });
    await expect(onward.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
    const nonStop = onward.getByRole('article').filter({ hasText: 'Non-stop' });
    const card = (await nonStop.count()) > 0 ? nonStop.first() : onward.getByRole('article').first();
    await card.getByRole('button', { name: 'عرض الأسعار' }).click();
    await card.getByRole('radio').first().check();
    await expectAccessible(page, 'flight results in Arabic');
    await keepBothWidths(page, 'agent-flight-results-ar', project);
    await page.getByRole('region', { name: 'ملخص الأجرة' }).getByRole('button', { name: 'متابعة' }).click();

    // ── Review: the traveller, a seat on a map that keeps seat A on the left, the contact ────────
    await expect(page).toHaveURL(/\/agent\/flights\/review\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'المراجعة والحجز' })).toBeVisible({ timeout: 20_000 });
    const traveller = page.getByRole('group', { name: /^المسافر .?1.? · / });
    await fieldIn(traveller, 'اللقب').selectOption('Mr');
    await fieldIn(traveller, 'الاسم الأول').fill('Omar');
    await fieldIn(traveller, 'اسم العائلة').fill('Siddiqui');
    await fieldIn(traveller, 'الجنس').selectOption('Male');

    const seatMap = page.getByRole('group', { name: /^خريطة مقاعد .*، من .?DEL.? إلى .?BOM.?$/ });
    if ((await seatMap.count()) > 0) {
      const firstRow = seatMap.locator('button[data-row="0"]');
      const seats = await firstRow.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-seat')));
      const left = await seatMap.locator(`[data-seat="${seats[0]}"]`).boundingBox();
      const right = await seatMap.locator(`[data-seat="${seats.at(-1)}"]`).boundingBox();
      expect(seats[0]).toMatch(/A$/);
      expect(left?.x ?? 0, 'seat A is on the left, as seen from the nose').toBeLessThan(right?.x ?? 0);
      await seatMap.getByRole('button', { name: PLAIN_SEAT_AR }).first().click();
      await expect(seatMap.getByRole('button', { name: /مختار لـ .?1.?\. .?Omar Siddiqui.?$/ })).toHaveCount(1);
    }

    await fieldIn(page, 'البريد الإلكتروني').fill('traveller@example.in');
    await fieldIn(page, 'رقم الجوال').fill('9876543210');
    await page.getByRole('checkbox', { name: /قرأت شروط الأجرة/ }).check();
    await expect(page.getByText(/^الرصيد المتاح: .?₹/)).toBeVisible();
    await expectAccessible(page, 'flight review in Arabic');
    await keepBothWidths(page, 'agent-flight-review-ar', project);
    await page.getByRole('button', { name: 'احجز وادفع من المحفظة' }).click();

    // ── The booking, confirmed; PNR and codes still read left to right ────────────────────────────
    await expect(page).toHaveURL(/\/agent\/flights\/bookings\/\d+$/, { timeout: 20_000 });
    await expect(page.getByText('تم تأكيد الحجز. صدرت التذاكر.')).toBeVisible();
    const pnr = page.getByRole('region', { name: 'رقم حجز شركة الطيران (PNR)' }).locator('dd').first();
    await expect(pnr).toHaveText(/^[A-HJ-NP-Z2-9]{6}$/);
    await expect(pnr).toHaveCSS('direction', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await keepBothWidths(page, 'agent-flight-booked-ar', project);
  },
);
