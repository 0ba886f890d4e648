import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { OFFLINE_MSG } from '@tripsetu/domain/offline-requests.ts';
import { openMenuItem, signIn } from '../support/agent-portal.ts';
import { expect, expectAccessible, keepScreenshot, test } from '../support/fixtures.ts';
import { pickDate } from '../support/pick-date.ts';
import { fundWallet } from './flight-booking-helpers.ts';

const NAMES = ['Aarav', 'Diya', 'Kabir', 'Anaya', 'Vihaan', 'Saanvi', 'Reyansh', 'Myra', 'Ishaan', 'Kiara'];

test('an agent asks for a group fare, the back office quotes it, and the agent accepts it with names as a hold @desktop-only', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const project = testInfo.project.name;
  const journey = addDays(todayInIndia(), 47);
  await signIn(page, 'owner@skyways.in', 'Agent@2026');
  await fundWallet(page, browser, baseURL, 150000);

  // ── From the flight search: a group of ten the search does not sell ────────────────────────────
  await page.goto('/agent/flights');
  await page.getByRole('link', { name: 'Offline request', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New offline request' })).toBeVisible();
  await page.getByRole('combobox', { name: /^From/ }).selectOption('DEL');
  await page.getByRole('combobox', { name: /^To/ }).selectOption('GOI');
  await page.getByRole('textbox', { name: /^Adults/ }).fill('9');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText(OFFLINE_MSG.groupTooSmall)).toBeVisible();
  await expect(page.getByText(OFFLINE_MSG.departDateRequired)).toBeVisible();
  await page.getByRole('textbox', { name: /^Adults/ }).fill('10');
  await pickDate(page, page.getByRole('button', { name: /^Date of travel/ }), journey);
  await page.getByRole('combobox', { name: /^Preferred time/ }).selectOption('MORNING');
  await page.getByRole('textbox', { name: /^Remarks/ }).fill('Office offsite: ten colleagues, 15 kg each.');
  await expectAccessible(page, 'new offline request');
  await keepScreenshot(page, 'agent-offline-request-form', project);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page).toHaveURL(/\/agent\/flights\/offline-requests\/\d+$/, { timeout: 20_000 });
  await expect(page.getByText(OFFLINE_MSG.submitted)).toBeVisible();
  const heading = page.getByRole('heading', { level: 1, name: /^Offline request OR\d+$/ });
  const reference = ((await heading.textContent()) ?? '').replace('Offline request ', '').trim();
  await expect(page.getByText('Submitted', { exact: true })).toBeVisible();
  const requestUrl = page.url();

  // ── The back office: the queue with its age, the route's flights, a fare per person ────────────
  const adminContext = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin@tripsetu.in', 'Admin@2026');
  await openMenuItem(admin, 'Offline requests');
  await expect(admin.getByRole('heading', { level: 1, name: 'Offline requests' })).toBeVisible();
  const queue = admin.getByRole('table', { name: 'Agency requests' });
  await expect(queue.getByRole('row', { name: new RegExp(reference) })).toContainText('Skyways Travels');
  await expectAccessible(admin, 'offline requests queue');
  await keepScreenshot(admin, 'admin-offline-requests', project);
  await queue.getByRole('link', { name: reference }).click();
  const flights = admin.getByRole('combobox', { name: /^DEL → GOI on .*: flight and fare/ });
  await expect(flights.locator('option')).not.toHaveCount(1, { timeout: 20_000 });
  await flights.selectOption({ index: 1 });
  await admin.getByRole('textbox', { name: /^Adult fare per person/ }).fill('7200');
  await admin.getByRole('textbox', { name: /^Remarks for the agency/ }).fill('Group fare with 15 kg each.');
  await expectAccessible(admin, 'offline request quote form');
  await keepScreenshot(admin, 'admin-offline-request-quote', project);
  await admin.getByRole('button', { name: 'Send quote' }).click();
  await expect(admin.getByText('Adult × 10: ₹7,200 per person')).toBeVisible();
  await adminContext.close();

  // ── The agent: the quote, ten names, accepted as a hold at the quoted fare ─────────────────────
  await page.goto(requestUrl);
  await expect(page.getByText('Quoted', { exact: true })).toBeVisible();
  await expect(page.getByText('Adult × 10: ₹7,200 per person')).toBeVisible();
  for (const [index, name] of NAMES.entries()) {
    const traveller = page.getByRole('group', { name: `Adult ${index + 1}`, exact: true });
    await traveller.getByRole('combobox', { name: /^Title/ }).selectOption(index % 2 === 0 ? 'Mr' : 'Ms');
    await traveller.getByRole('textbox', { name: /^First name/ }).fill(name);
    await traveller.getByRole('textbox', { name: /^Last name/ }).fill('Menon');
    await traveller.getByRole('combobox', { name: /^Gender/ }).selectOption(index % 2 === 0 ? 'Male' : 'Female');
  }
  await page.getByRole('textbox', { name: /^Contact mobile/ }).fill('9876543210');
  await expectAccessible(page, 'offline quote acceptance');
  await keepScreenshot(page, 'agent-offline-request-quote', project);
  await page.getByRole('button', { name: 'Accept quote and hold' }).click();
  await expect(page).toHaveURL(/\/agent\/flights\/bookings\/\d+$/, { timeout: 20_000 });
  await expect(page.getByText(OFFLINE_MSG.accepted)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Perform Ticketing' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Travellers and tickets' })).toContainText('Kiara Menon');
  await expectAccessible(page, 'offline quote held');
  await keepScreenshot(page, 'agent-offline-request-held', project);
});
