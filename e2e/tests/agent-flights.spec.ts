import type { Locator, Page } from '@playwright/test';
import { addDays, formatDisplayDate, todayInIndia } from '@tripsetu/domain/dates.ts';
import { FLIGHT_MSG } from '@tripsetu/domain/flight-search.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { signIn, uniqueSuffix } from '../support/agent-portal.ts';
import { expect, expectAccessible, keepScreenshot, test } from '../support/fixtures.ts';
import { pickDate } from '../support/pick-date.ts';

/** '₹11,368.75' → 1136875 paise. */
function paiseOf(text: string): number {
  const match = /₹([\d,]+)(?:\.(\d{2}))?/.exec(text);
  if (!match) throw new Error(`no rupee amount in "${text}"`);
  return Number((match[1] ?? '').replaceAll(',', '')) * 100 + Number(match[2] ?? 0);
}

/** Types the code into a searchable airport field and picks 'City (CODE)' from the list. */
async function chooseAirport(page: Page, scope: Locator, label: 'From' | 'To', code: string) {
  const input = scope.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(code);
  await page
    .getByRole('option', { name: new RegExp(`\\(${code}\\)`) })
    .first()
    .click();
  await expect(input).toHaveValue(new RegExp(`\\(${code}\\)$`));
}

test(
  'an agent searches a round trip, refines and sorts it, reads fare rules, picks fares and e-mails the results',
  { tag: '@desktop-only' },
  async ({ page, site }, testInfo) => {
    const project = testInfo.project.name;
    const phone = project === 'phone';
    const journey = addDays(todayInIndia(), 10);
    const back = addDays(todayInIndia(), 14);
    await signIn(page, 'owner@skyways.in', 'Agent@2026');

    // ── The Flight tab comes first on the home page ────────────────────────────────────────────────
    await expect(page.getByRole('tab', { name: 'Flight' })).toHaveAttribute('aria-selected', 'true');
    const form = page.getByRole('form', { name: 'Search flights' });
    await form.getByText('Round Trip', { exact: true }).click();
    await chooseAirport(page, form, 'From', 'DEL');
    await chooseAirport(page, form, 'To', 'DEL');
    await pickDate(page, form.getByRole('button', { name: /^Journey date/ }), journey);
    await pickDate(page, form.getByRole('button', { name: /^Return date/ }), back);
    await expect(form.getByText('Adults (12+ yrs)')).toBeVisible();
    await form.getByRole('button', { name: 'Add a child' }).click();
    await form.getByRole('button', { name: 'Add an infant' }).click();
    await form.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(form.getByText(FLIGHT_MSG.sameOriginDestination)).toBeVisible();
    await expectAccessible(page, 'flight search form');
    await keepScreenshot(page, 'agent-flight-search', project);

    await form.getByRole('button', { name: 'Swap origin and destination' }).click();
    await chooseAirport(page, form, 'To', 'BOM');
    await expect(form.getByText(FLIGHT_MSG.sameOriginDestination)).toHaveCount(0);
    await form.getByRole('button', { name: 'Search', exact: true }).click();

    // ── Results: the search lives in the URL ───────────────────────────────────────────────────────
    await expect(page).toHaveURL(/\/agent\/flights\/results\?trip=ROUND_TRIP&from=DEL&to=BOM/);
    await expect(page.getByRole('heading', { level: 1, name: 'New Delhi (DEL) to Mumbai (BOM)' })).toBeVisible();
    await expect(page.getByText(/1 Adult, 1 Child, 1 Infant · Economy/)).toBeVisible();
    const calendar = page.getByRole('region', { name: 'Lowest fares around your date' });
    await expect(calendar.getByText(/^Prices as of /)).toBeVisible();
    const onward = page.getByRole('region', { name: /^Onward: New Delhi → Mumbai/ });
    await expect(onward.getByRole('article').first()).toBeVisible();

    // ── Non-stop only, from the sidebar or (phones) the Filters drawer ─────────────────────────────
    if (phone) {
      await page.getByRole('button', { name: /^Filters/ }).click();
      const drawer = page.getByRole('dialog', { name: 'Filters' });
      await drawer.getByRole('checkbox', { name: /^Non-stop/ }).check();
      await expectAccessible(page, 'flight filters drawer');
      await drawer.getByRole('button', { name: /^Show \d+ flights$/ }).click();
      await expect(drawer).toBeHidden();
    } else {
      await page
        .getByRole('complementary', { name: 'Filters' })
        .getByRole('checkbox', { name: /^Non-stop/ })
        .check();
    }
    const cards = onward.getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText('Non-stop');

    // ── Sorted by price, cheapest first ────────────────────────────────────────────────────────────
    await page.getByRole('button', { name: /^Price/ }).click();
    await expect(page.getByRole('button', { name: /^Price/ })).toHaveAttribute('aria-pressed', 'true');
    const prices = (await onward.locator('.itinerary-price').allTextContents()).map(paiseOf);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    // ── Fare rules in rupees ───────────────────────────────────────────────────────────────────────
    const firstOnward = cards.first();
    await firstOnward.getByRole('button', { name: 'View fares' }).click();
    await firstOnward
      .getByRole('button', { name: /^Fare rules of / })
      .first()
      .click();
    const rules = page.getByRole('dialog', { name: /^Fare rules: / });
    await expect(rules.getByRole('heading', { name: 'Cancellation charges' })).toBeVisible();
    await expect(rules.getByRole('heading', { name: 'Change charges' })).toBeVisible();
    await expect(rules.getByRole('cell', { name: /^₹[\d,]+/ }).first()).toBeVisible();
    await expectAccessible(page, 'fare rules');
    await rules.getByRole('button', { name: 'Close' }).click();
    await expect(rules).toBeHidden();

    // ── An onward and a return fare fill the fare summary ──────────────────────────────────────────
    await firstOnward.getByRole('radio').first().check();
    const onwardFare = paiseOf((await firstOnward.locator('.fare-option').first().textContent()) ?? '');
    if (phone) await page.getByRole('tab', { name: 'Return' }).click();
    const returning = page.getByRole('region', { name: /^Return: Mumbai → New Delhi/ });
    const firstReturn = returning.getByRole('article').first();
    await firstReturn.getByRole('button', { name: 'View fares' }).click();
    await firstReturn.getByRole('radio').first().check();
    const returnFare = paiseOf((await firstReturn.locator('.fare-option').first().textContent()) ?? '');
    const summary = page.getByRole('region', { name: 'Fare summary' });
    await expect(summary.locator('.fare-summary-total')).toHaveText(formatRupees(onwardFare + returnFare));
    await summary.getByRole('button', { name: 'Show fare breakup' }).click();
    // Below the bar on wide screens, in a dialog on phones.
    const breakup = phone ? page.getByRole('dialog', { name: 'Fare breakup' }) : summary;
    await expect(breakup.getByText('Base fare', { exact: true })).toBeVisible();
    await expect(breakup.getByText('K3 (GST)', { exact: true })).toBeVisible();
    await expect(breakup.getByText(/^1 Infant × ₹/).first()).toBeVisible();
    if (phone) {
      await expectAccessible(page, 'fare breakup');
      await breakup.getByRole('button', { name: 'Close' }).click();
      await expect(breakup).toBeHidden();
    }
    await expectAccessible(page, 'flight results');
    await keepScreenshot(page, 'agent-flight-results', project);

    // ── E-mail the chosen flights ──────────────────────────────────────────────────────────────────
    const to = `client-${uniqueSuffix()}@example.in`;
    await page.getByRole('button', { name: 'E-mail results' }).click();
    const mail = page.getByRole('dialog', { name: 'E-mail results' });
    await mail.getByRole('button', { name: 'Send' }).click();
    await expect(mail.getByText('Please enter valid email id.')).toBeVisible();
    await mail.getByRole('textbox', { name: 'To e-mail' }).fill(to);
    await mail.getByRole('button', { name: 'Send' }).click();
    await expect(mail.getByText(FLIGHT_MSG.emailSent)).toBeVisible();
    await expect
      .poll(() => site.mailbox.filter((received) => received.to.includes(to)).length, { timeout: 15_000 })
      .toBe(1);
    const sent = site.mailbox.find((received) => received.to.includes(to))?.raw ?? '';
    expect(sent).toContain('DEL');
    await mail.getByRole('button', { name: 'Done' }).click();
    await expect(mail).toBeHidden();

    // ── The travel calendar searches the next day; a reload keeps the search ───────────────────────
    const nextDay = addDays(journey, 1);
    // The strip's days read 'Fri 04 Dec'.
    const nextDayButton = calendar.getByRole('button', {
      name: new RegExp(`^\\w{3} ${formatDisplayDate(nextDay).slice(0, 6)}`),
    });
    await nextDayButton.click();
    await expect(page).toHaveURL(new RegExp(`date=${nextDay}`));
    await expect(nextDayButton).toHaveAttribute('aria-current', 'date');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'New Delhi (DEL) to Mumbai (BOM)' })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: /^Onward: New Delhi → Mumbai/ })
        .getByRole('article')
        .first(),
    ).toBeVisible();
  },
);
