import type { Locator, Page } from '@playwright/test';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { signIn } from '../support/agent-portal.ts';
import { expect, expectAccessible, keepScreenshot, test } from '../support/fixtures.ts';
import { pickDate } from '../support/pick-date.ts';

/** '₹1,250' → 125000 paise. */
function paiseOf(text: string): number {
  const match = /₹([\d,]+)(?:\.(\d{2}))?/.exec(text);
  if (!match) throw new Error(`no rupee amount in "${text}"`);
  return Number((match[1] ?? '').replaceAll(',', '')) * 100 + Number(match[2] ?? 0);
}

/** Types the start of a city's name into a searchable city field and picks it from the list. */
async function chooseCity(page: Page, scope: Locator, label: 'From' | 'To', city: string) {
  const input = scope.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(city.slice(0, 4));
  await page.getByRole('option', { name: city, exact: true }).click();
  await expect(input).toHaveValue(city);
}

test('an agent searches buses, filters, chooses two upper berths by keyboard, books, opens the ticket and its PDF, cancels a seat', async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
  // Each browser books its own day's bus, so that the two runs never race for the same berths.
  const journey = addDays(todayInIndia(), project === 'phone' ? 6 : 5);
  await signIn(page, 'owner@skyways.in', 'Agent@2026');

  // ── The Buses tab of the home's search ───────────────────────────────────────────────────────────
  await page.getByRole('tab', { name: 'Buses' }).click();
  const form = page.getByRole('form', { name: 'Search buses' });
  await chooseCity(page, form, 'From', 'Bengaluru');
  await chooseCity(page, form, 'To', 'Hyderabad');
  await pickDate(page, form.getByRole('button', { name: /^Journey date/ }), journey);
  await expectAccessible(page, 'bus search form');
  await keepScreenshot(page, 'agent-bus-search', project);
  await form.getByRole('button', { name: 'Search', exact: true }).click();

  // ── Results: the search lives in the URL ─────────────────────────────────────────────────────────
  await expect(page).toHaveURL(new RegExp(`/agent/buses/results\\?from=BLR&to=HYD&date=${journey}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Bengaluru → Hyderabad' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const total = await cards.count();

  // ── A/C and Sleeper, from the sidebar or (phones) the Filters drawer ─────────────────────────────
  if (project === 'phone') {
    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByRole('checkbox', { name: /^A\/C \(/ }).check();
    await drawer.getByRole('checkbox', { name: /^Sleeper \(/ }).check();
    await expectAccessible(page, 'bus filters drawer');
    await drawer.getByRole('button', { name: /^Show \d+ buses$/ }).click();
    await expect(drawer).toBeHidden();
  } else {
    const sidebar = page.getByRole('complementary', { name: 'Filters' });
    await sidebar.getByRole('checkbox', { name: /^A\/C \(/ }).check();
    await sidebar.getByRole('checkbox', { name: /^Sleeper \(/ }).check();
  }
  await expect(page.getByText(new RegExp(`^Showing \\d+ of ${total} buses$`))).toBeVisible();
  // A/C and Sleeper together mean A/C sleepers (decision 030).
  for (const type of await page.locator('.bus-type').allTextContents()) {
    expect(type).toMatch(/Sleeper/);
    expect(type).not.toMatch(/Non A\/C/);
  }

  // ── Sorted by fare: the first card is the cheapest ───────────────────────────────────────────────
  await page.getByRole('button', { name: 'Fare', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Fare', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const fares = (await page.locator('.bus-fare').allTextContents()).map(paiseOf);
  expect(fares.length).toBeGreaterThan(1);
  expect(fares[0]).toBe(Math.min(...fares));
  expect(fares).toEqual([...fares].sort((a, b) => a - b));

  // ── A bus's boarding and dropping points ─────────────────────────────────────────────────────────
  const first = cards.first();
  await first.getByRole('button', { name: 'Boarding & dropping points' }).click();
  const boarding = first.getByRole('region', { name: 'Boarding points' });
  await expect(boarding.getByText(/^Landmark: /).first()).toBeVisible();
  await expect(first.getByRole('region', { name: 'Dropping points' })).toBeVisible();
  await expectAccessible(page, 'bus results');
  await keepScreenshot(page, 'agent-bus-results', project);

  // ── Select seats: two upper-deck berths by keyboard, travellers, points, block, the fare ────────────
  await first.getByRole('link', { name: 'Select seats' }).click();
  const upper = page.getByRole('group', { name: 'Upper deck' });
  await upper.locator('button[tabindex="0"]').focus();
  for (let picked = 0; picked < 2; picked++) {
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
  }
  await expect(
    upper.getByRole('button', { name: /^Upper deck, berth U\d+, ₹[\d,]+, (ladies, )?selected$/ }),
  ).toHaveCount(2);
  const travellers = page.getByRole('group', { name: /^Traveller on berth U\d+$/ });
  await expect(travellers).toHaveCount(2);
  for (const [index, name] of ['Asha Rao', 'Meera Rao'].entries()) {
    const traveller = travellers.nth(index);
    await traveller.getByLabel(/^Name/).fill(name);
    await traveller.getByLabel(/^Age/).fill(String(30 + index));
    await traveller.getByRole('radio', { name: 'Female' }).check();
  }
  await page
    .getByRole('radiogroup', { name: /^Boarding point/ })
    .getByRole('radio')
    .first()
    .check();
  await page
    .getByRole('radiogroup', { name: /^Dropping point/ })
    .getByRole('radio')
    .last()
    .check();
  await page.getByLabel(/^E-mail/).fill('owner@skyways.in');
  await page.getByLabel(/^Mobile/).fill('9876543210');
  await expectAccessible(page, 'bus seat layout');
  await keepScreenshot(page, 'agent-bus-seats', project);
  await page.getByRole('button', { name: 'Block seats' }).click();
  const review = page.getByRole('region', { name: 'Review the fare' });
  await expect(review.getByText(/^Seats kept for 0[78]:\d\d$/)).toBeVisible();
  for (const line of ['Seat fares', 'GST on fare', 'TripSetu fee', 'GST on fee', 'Total']) {
    await expect(review.getByText(line, { exact: true })).toBeVisible();
  }
  await expectAccessible(page, 'bus block review');
  await keepScreenshot(page, 'agent-bus-block', project);

  // ── Book and pay from the wallet: Manage Bookings' Buses tab says so (§4) ────────────────────────
  const toPay = (await review.locator('.bus-breakup-total dd').textContent()) ?? '';
  await review.getByRole('button', { name: `Book and pay ${toPay}` }).click();
  await expect(page).toHaveURL(/\/agent\/bookings\/buses$/);
  await expect(page.getByRole('status').filter({ hasText: 'Booking confirmed.' })).toBeVisible();
  await keepScreenshot(page, 'agent-bus-booked', project);
  await page.getByRole('link', { name: 'Open bus ticket' }).click();

  // ── The ticket: numbers, boarding with its reporting time, travellers, the PDF ───────────────────
  await expect(page.getByRole('heading', { level: 1, name: 'Bus ticket' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Bengaluru → Hyderabad' })).toBeVisible();
  await expect(page.getByText(/^TB\d{10}$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Boarding point' }).getByText(/^Report by \d\d:\d\d$/)).toBeVisible();
  await expect(page.getByText('Asha Rao').first()).toBeVisible();
  await expectAccessible(page, 'bus ticket');
  await keepScreenshot(page, 'agent-bus-ticket', project);
  const pdfHref = (await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href')) ?? '';
  const pdf = await page.request.get(pdfHref);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // ── Cancel one seat by the operator's policy: the refund, then Manage Bookings and the ledger ─────
  await page.getByRole('button', { name: 'Cancel seats' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel seats' });
  await cancel.getByRole('checkbox', { name: /: Asha Rao$/ }).uncheck();
  await cancel.getByRole('button', { name: 'Show refund' }).click();
  const confirm = cancel.getByRole('button', { name: /^Cancel 1 seat\(s\) and refund ₹/ });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, 'bus cancellation quote');
  await keepScreenshot(page, 'agent-bus-cancel', project);
  await confirm.click();
  const cancelled = page.getByRole('status').filter({ hasText: /credited to your wallet \(credit note TSCN\// });
  await expect(cancelled).toBeVisible();
  const creditNote = /TSCN\/\d{4}-\d{2}\/\d{6}/.exec((await cancelled.textContent()) ?? '')?.[0] ?? '';
  await page.goto('/agent/ledger');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.locator('tr, article').filter({ hasText: creditNote }).last()).toBeVisible();

  // ── The search is now among this browser's recent searches, and its chip fills the form ──────────
  await page.goto('/agent/');
  await page.getByRole('tab', { name: 'Buses' }).click();
  const recent = page.getByRole('region', { name: 'Recent searches' });
  await recent.getByRole('button', { name: /^Bengaluru → Hyderabad · / }).click();
  await expect(form.getByRole('combobox', { name: 'From', exact: true })).toHaveValue('Bengaluru');
  await expect(form.getByRole('combobox', { name: 'To', exact: true })).toHaveValue('Hyderabad');
  await keepScreenshot(page, 'agent-bus-recent', project);
});
