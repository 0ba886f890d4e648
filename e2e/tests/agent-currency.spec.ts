import { CURRENCY_MSG, convertPaise, formatCurrency } from '@tripsetu/domain/currencies.ts';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { openMenuItem, signIn } from '../support/agent-portal.ts';
import { expect, expectAccessible, keepScreenshot, test } from '../support/fixtures.ts';
import { paiseOf } from '../support/money.ts';
import { fieldIn, pickFaresAndContinue, resultsPath } from './flight-booking-helpers.ts';

/** Display currencies (issue 25, decision 041): the back office sets a rate; an agent sees prices in both. */
test(
  'the back office sets the dirham’s rate; an agent chooses dirhams and sees search and review prices in both currencies',
  { tag: '@desktop-only' },
  async ({ page, browser, baseURL }, testInfo) => {
    const project = testInfo.project.name;
    const adminContext = await browser.newContext({ baseURL });
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin@tripsetu.in', 'Admin@2026');
    await openMenuItem(admin, 'Currency rates');
    await expect(admin.getByRole('heading', { level: 1, name: 'Currency rates' })).toBeVisible();
    const form = admin.getByRole('form', { name: 'Set a rate' });
    await fieldIn(form, 'Rupees per unit').fill('0');
    await form.getByRole('button', { name: 'Save rate' }).click();
    await expect(form.getByText(CURRENCY_MSG.rateInvalid).first()).toBeVisible();
    await fieldIn(form, 'Rupees per unit').fill('24.50');
    await form.getByRole('button', { name: 'Save rate' }).click();
    await expect(admin.getByText(CURRENCY_MSG.added)).toBeVisible();
    const table = admin.getByRole('table', { name: 'Rates in force today' });
    await expect(table.getByRole('row', { name: /AED · Dirham/ })).toContainText('₹24.500000');
    await expectAccessible(admin, 'currency rates (back office)');
    await keepScreenshot(admin, 'admin-currency-rates', project);
    await adminContext.close();

    // ── The agent chooses dirhams in the header: results show each fare also in AED, at that rate ───────
    await signIn(page, 'owner@skyways.in', 'Agent@2026');
    await page.getByLabel('Currency').first().selectOption('AED');
    await page.goto(resultsPath({ trip: 'ONE_WAY', from: 'BLR', to: 'HYD', date: addDays(todayInIndia(), 62) }));
    const card = page
      .getByRole('region', { name: /^Onward: / })
      .getByRole('article')
      .first();
    await expect(card).toBeVisible({ timeout: 20_000 });
    const rupees = paiseOf((await card.locator('.itinerary-price').textContent()) ?? '');
    await expect(card.getByTestId('also-in')).toHaveText(
      `≈ ${formatCurrency(convertPaise(rupees, 24_500_000, 2), 'AED')}`,
    );
    await expectAccessible(page, 'flight results in dirhams');
    await keepScreenshot(page, 'agent-results-aed', project);

    // ── The review's total too, saying that the wallet pays in rupees; the choice stays for the next page ──
    await pickFaresAndContinue(page, ['Onward'], false);
    const summary = page.getByRole('complementary', { name: 'Fare summary' });
    await expect(summary.getByTestId('also-in')).toContainText('≈ AED ');
    await expect(summary.getByText(CURRENCY_MSG.rupeesOnly)).toBeVisible();
    await page.goto('/agent/wallet');
    await expect(page.getByText(CURRENCY_MSG.rupeesOnly)).toBeVisible();
    await expect(page.getByLabel('Currency').first()).toHaveValue('AED');
  },
);
