import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { signIn } from '../support/agent-portal.ts';
import { expect, expectAccessible, keepScreenshot, test } from '../support/fixtures.ts';
import { pickDate } from '../support/pick-date.ts';
import {
  fillContactAndAccept,
  fillTraveller,
  fundWallet,
  pickFaresAndContinue,
  resultsPath,
} from './flight-booking-helpers.ts';

const paiseOf = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

test('an agent reschedules a traveller to another day, pays from the wallet, and opens both bookings', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const project = testInfo.project.name;
  const phone = project === 'phone';
  const journey = addDays(todayInIndia(), phone ? 41 : 40);
  const newDate = addDays(journey, 2);
  await signIn(page, 'owner@skyways.in', 'Agent@2026');
  await fundWallet(page, browser, baseURL, 50000);

  // ── A ticketed booking, paid from the wallet ───────────────────────────────────────────────────
  await page.goto(resultsPath({ trip: 'ONE_WAY', from: 'BLR', to: 'DEL', date: journey }));
  await pickFaresAndContinue(page, ['Onward'], phone);
  await fillTraveller(page, 1, { title: 'Ms', firstName: 'Meera', lastName: 'Iyer', gender: 'Female' });
  await fillContactAndAccept(page);
  await page.getByRole('button', { name: 'Book and pay from wallet' }).click();
  await expect(page).toHaveURL(/\/agent\/flights\/bookings\/\d+$/, { timeout: 20_000 });
  const oldUrl = page.url();
  const oldPnr = (await page.getByRole('region', { name: 'Airline PNR' }).locator('dd').first().textContent()) ?? '';

  // ── Reschedule: the date, the route's flights, a fare, the charges ─────────────────────────────
  await page.getByRole('link', { name: 'Reschedule' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reschedule' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Meera Iyer, Adult/ })).toBeChecked();
  await pickDate(page, page.getByRole('button', { name: /^New travel date/ }), newDate);
  await page.getByRole('button', { name: 'Search flights' }).click();
  const flights = page.getByRole('radiogroup', { name: /^Flights on/ });
  await flights.getByRole('radio', { disabled: false }).first().check();
  await page.getByRole('button', { name: 'Show charges' }).click();
  // A table on a desktop, a card per traveller on a phone.
  const charges = page.getByRole(phone ? 'list' : 'table', { name: 'Charges to reschedule' });
  await expect(charges).toBeVisible();
  const pay = page.getByRole('button', { name: /^Reschedule and pay ₹/ });
  const amount = paiseOf((await pay.textContent()) ?? '');
  expect(amount).toBeGreaterThan(0);
  await expectAccessible(page, 'reschedule charges');
  await keepScreenshot(page, 'agent-reschedule-quote', project);
  const walletBefore = (await (await page.request.get('/api/v1/wallet')).json()).mainBalancePaise as number;
  await pay.click();
  const confirm = page.getByRole('dialog', { name: 'Reschedule these travellers?' });
  await expect(confirm).toContainText('Meera Iyer');
  await confirm.getByRole('button', { name: 'Yes, reschedule' }).click();

  // ── The new booking: its own PNR and ticket, linked to the old one, paid once from the wallet ───
  await expect(page).toHaveURL(/\/agent\/flights\/bookings\/\d+$/, { timeout: 20_000 });
  expect(page.url()).not.toBe(oldUrl);
  await expect(page.getByText(/^Rescheduled from booking TSF/)).toBeVisible();
  const newTransactionId =
    (await page.getByRole('region', { name: 'Booking details' }).locator('dd').first().textContent())?.trim() ?? '';
  const newPnr = (await page.getByRole('region', { name: 'Airline PNR' }).locator('dd').first().textContent()) ?? '';
  expect(newPnr).not.toBe(oldPnr);
  await expect(page.getByRole('region', { name: 'Travellers and tickets' })).toContainText('Meera Iyer');
  const walletAfter = (await (await page.request.get('/api/v1/wallet')).json()).mainBalancePaise as number;
  expect(walletAfter).toBe(walletBefore - amount);
  // The confirmation has closed (its fading overlay would dim what axe measures).
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page, 'rescheduled booking');
  await keepScreenshot(page, 'agent-rescheduled-booking', project);

  // ── The old booking: Rescheduled, its traveller moved, a link to the new booking ───────────────
  await page.getByRole('link', { name: 'Open the original booking' }).click();
  expect(page.url()).toBe(oldUrl);
  await expect(page.getByRole('region', { name: 'Booking details' })).toContainText('Rescheduled');
  await expect(page.getByRole('region', { name: 'Travellers and tickets' })).toContainText('Rescheduled: ');
  await expect(page.getByRole('link', { name: 'Reschedule' })).toHaveCount(0);
  const reschedules = page.getByRole('region', { name: 'Reschedules' });
  await reschedules.getByRole('link', { name: /^TSF/ }).click();
  await expect(page.getByText(/^Rescheduled from booking TSF/)).toBeVisible();

  // ── Manage Bookings, Reschedules: the move, with both bookings ─────────────────────────────────
  await page.goto('/agent/bookings/reschedules');
  await expect(page.getByRole('link', { name: newTransactionId }).first()).toBeVisible();
  await expectAccessible(page, 'manage bookings reschedules');
  await keepScreenshot(page, 'agent-manage-reschedules', project);
});
