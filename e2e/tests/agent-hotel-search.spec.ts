import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { signIn } from '../support/agent-portal.ts';
import { expect, expectAccessible, keepScreenshot, test } from '../support/fixtures.ts';
import { pickDate } from '../support/pick-date.ts';

/** '₹4,500' → 450000 paise. */
function paiseOf(text: string): number {
  const match = /₹([\d,]+)(?:\.(\d{2}))?/.exec(text);
  if (!match) throw new Error(`no rupee amount in "${text}"`);
  return Number((match[1] ?? '').replaceAll(',', '')) * 100 + Number(match[2] ?? 0);
}

test('an agent searches Goa for 3 nights, filters 4 stars with a pool, sees them on the map, and opens a hotel’s rooms', async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
  const checkIn = addDays(todayInIndia(), 30);
  const checkOut = addDays(checkIn, 3);
  await signIn(page, 'owner@skyways.in', 'Agent@2026');

  // ── The Hotel tab of the home's search ───────────────────────────────────────────────────────────
  await page.getByRole('tab', { name: 'Hotel' }).click();
  const form = page.getByRole('form', { name: 'Search hotels' });
  const city = form.getByRole('combobox', { name: 'City', exact: true });
  await city.click();
  await city.fill('Goa');
  await page.getByRole('option', { name: 'Goa', exact: true }).click();
  await expect(form.getByRole('combobox', { name: 'Location', exact: true })).toHaveValue('All of Goa');
  await pickDate(page, form.getByRole('button', { name: /^Check in/ }), checkIn);
  await expect(form.getByRole('button', { name: /^Check out/ })).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await pickDate(page, form.getByRole('button', { name: /^Check out/ }), checkOut);
  await expect(form.getByText('3 nights')).toBeVisible();
  await form.getByRole('button', { name: 'Add a room' }).click();
  await expectAccessible(page, 'hotel search form');
  await keepScreenshot(page, 'agent-hotel-search', project);
  await form.getByRole('button', { name: 'Search', exact: true }).click();

  // ── Results: the search lives in the URL ─────────────────────────────────────────────────────────
  await expect(page).toHaveURL(/\/agent\/hotels\/results\?city=GOI&location=ALL&checkin=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hotels in Goa' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const prices = (await page.locator('.hotel-card-price .money').first().allTextContents()).map(paiseOf);
  expect(prices[0]).toBeGreaterThan(0);

  // ── 4 stars and a pool, from the sidebar or (phones) the Filters drawer ──────────────────────────
  if (project === 'phone') await page.getByRole('button', { name: /^Filters/ }).click();
  const scope =
    project === 'phone'
      ? page.getByRole('dialog', { name: 'Filters' })
      : page.getByRole('complementary', { name: 'Filters' });
  await scope.getByRole('checkbox', { name: /^4 star \(/ }).check();
  await scope.getByRole('checkbox', { name: /^Swimming Pool \(/ }).check();
  if (project === 'phone') {
    await expectAccessible(page, 'hotel filters drawer');
    await scope.getByRole('button', { name: /^Show \d+ hotels$/ }).click();
    await expect(scope).toBeHidden();
  }
  await expect(page.getByText(/^Showing \d+ of \d+ hotels$/)).toBeVisible();
  const shown = await cards.count();
  expect(shown).toBeGreaterThan(0);
  for (const stars of await page.locator('.hotel-stars .visually-hidden').allTextContents()) {
    expect(stars).toBe('4-star hotel');
  }
  await expectAccessible(page, 'hotel results');
  await keepScreenshot(page, 'agent-hotel-results', project);

  // ── The map: the city's localities and a pin for each hotel shown, drawn without any tile server ─
  await page.locator('label').filter({ hasText: /^Map$/ }).click();
  await expect(page.getByRole('radio', { name: 'Map' })).toBeChecked();
  const map = page.getByRole('region', { name: 'Map of hotels in Goa' });
  await expect(map).toBeVisible();
  await expect(map.getByText('Calangute', { exact: true })).toBeVisible();
  const pins = map.getByRole('button', { name: /, ₹/ });
  await expect(pins).toHaveCount(shown);
  await keepScreenshot(page, 'agent-hotel-map', project);

  // ── A hotel's page: its rooms and rates, with cancellation and the tax breakup ────────────────────
  await pins.first().click();
  await expect(page).toHaveURL(/\/agent\/hotels\/GOI-\d{4}\?checkin=/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Rooms and rates' })).toBeVisible();
  await expect(page.getByText(/Free cancellation until|Non-refundable/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Cancellation and tax details' }).first().click();
  const breakup = page.getByRole('region', { name: /^Tax breakup of / }).first();
  await expect(breakup.getByRole('row', { name: /^Total/ })).toBeVisible();
  await expectAccessible(page, 'hotel details');
  await keepScreenshot(page, 'agent-hotel-details', project);
});
