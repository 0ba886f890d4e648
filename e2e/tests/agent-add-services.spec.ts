import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { signIn } from '../support/agent-portal.ts';
import { expect, expectAccessible, keepScreenshot, test } from '../support/fixtures.ts';
import {
  fillContactAndAccept,
  fillTraveller,
  fundWallet,
  PLAIN_SEAT,
  pickFaresAndContinue,
  resultsPath,
} from './flight-booking-helpers.ts';

const paiseOf = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

test('an agent adds a seat, a meal and excess baggage to a ticketed booking, paid from the wallet', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const project = testInfo.project.name;
  const phone = project === 'phone';
  const journey = addDays(todayInIndia(), phone ? 46 : 45);
  await signIn(page, 'owner@skyways.in', 'Agent@2026');
  await fundWallet(page, browser, baseURL, 50000);

  // ── A ticketed booking without a seat or extras ────────────────────────────────────────────────
  await page.goto(resultsPath({ trip: 'ONE_WAY', from: 'BOM', to: 'GOI', date: journey }));
  await pickFaresAndContinue(page, ['Onward'], phone);
  await fillTraveller(page, 1, { title: 'Mr', firstName: 'Vihaan', lastName: 'Kulkarni', gender: 'Male' });
  await fillContactAndAccept(page);
  await page.getByRole('button', { name: 'Book and pay from wallet' }).click();
  await expect(page).toHaveURL(/\/agent\/flights\/bookings\/\d+$/, { timeout: 20_000 });
  const bookingUrl = page.url();

  // ── Add services: a seat from the map, a meal, 10 kg of baggage; the charges; pay ──────────────
  await page.getByRole('link', { name: 'Add services' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add seats, meals and services' })).toBeVisible();
  const seat = page.getByRole('button', { name: PLAIN_SEAT }).first();
  const seatNo = ((await seat.getAttribute('aria-label')) ?? '').split(',')[0] ?? '';
  await seat.click();
  await expect(page.getByText(`Mr Vihaan Kulkarni: ${seatNo}`).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Meal for Mr Vihaan Kulkarni' }).selectOption('VGML');
  await page.getByRole('combobox', { name: 'Excess baggage for Mr Vihaan Kulkarni' }).selectOption('XB10');
  await page.getByRole('button', { name: 'Show charges' }).click();
  const charges = page.getByRole('table', { name: 'Charges' });
  await expect(charges).toContainText(`Seat ${seatNo}`);
  await expect(charges).toContainText('Vegetarian meal');
  await expect(charges).toContainText('Excess baggage 10 kg');
  await expectAccessible(page, 'add services charges');
  await keepScreenshot(page, 'agent-add-services', project);
  const pay = page.getByRole('button', { name: /^Add and pay ₹/ });
  const amount = paiseOf((await pay.textContent()) ?? '');
  const walletBefore = (await (await page.request.get('/api/v1/wallet')).json()).mainBalancePaise as number;
  await pay.click();
  await page
    .getByRole('dialog', { name: 'Add these services?' })
    .getByRole('button', { name: 'Yes, add them' })
    .click();

  // ── Back on the booking: the seat and meal on the ticket, the purchase, the wallet ─────────────
  await expect(page).toHaveURL(bookingUrl);
  await expect(page.getByText('Services added. The amount is debited from your wallet.')).toBeVisible();
  // The confirmation has closed (its fading overlay would dim what axe measures).
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const travellers = page.getByRole('region', { name: 'Travellers and tickets' });
  await expect(travellers).toContainText(seatNo);
  await expect(travellers).toContainText('Vegetarian meal');
  await expect(page.getByRole('region', { name: 'Services added' })).toContainText('Excess baggage 10 kg');
  const walletAfter = (await (await page.request.get('/api/v1/wallet')).json()).mainBalancePaise as number;
  expect(walletAfter).toBe(walletBefore - amount);

  // ── Manage Bookings, SSR history ────────────────────────────────────────────────────────────────
  await page.goto('/agent/bookings/ssr-history');
  await expect(page.getByText(`Seat ${seatNo}, Vegetarian meal, Excess baggage 10 kg`).first()).toBeVisible();
  await expectAccessible(page, 'manage bookings ssr history');
  await keepScreenshot(page, 'agent-ssr-history', project);

  // ── Manage Bookings, Top-up receipts: the wallet's top-up that paid for it, opening its receipt ────
  await page.getByRole('link', { name: 'Top-up receipts' }).click();
  await page.getByRole('link', { name: /^TR/ }).first().click();
  await expect(page).toHaveURL(/\/agent\/wallet\/receipts\/\d+$/);
});
