import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { expect, test } from '../support/fixtures.ts';

// Runs in the phone project only (see playwright.config.ts): layouts under 599 px.

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
