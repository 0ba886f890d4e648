import { CANCELLATION_REQUEST_MSG } from '@tripsetu/domain/booking-api.ts';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { openMenuItem, pdfFile, signIn } from '../support/agent-portal.ts';
import { expect, expectAccessible, keepScreenshot, test } from '../support/fixtures.ts';
import {
  fillContactAndAccept,
  fillTraveller,
  fundWallet,
  pickFaresAndContinue,
  resultsPath,
} from './flight-booking-helpers.ts';

test('an agent asks for a medical-waiver cancellation with the certificate, and the back office approves it', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const project = testInfo.project.name;
  const phone = project === 'phone';
  const journey = addDays(todayInIndia(), phone ? 37 : 36);
  await signIn(page, 'owner@skyways.in', 'Agent@2026');
  await fundWallet(page, browser, baseURL, 50000);

  // ── A ticketed booking, paid from the wallet ───────────────────────────────────────────────────
  await page.goto(resultsPath({ trip: 'ONE_WAY', from: 'HYD', to: 'BOM', date: journey }));
  await pickFaresAndContinue(page, ['Onward'], phone);
  await fillTraveller(page, 1, { title: 'Mr', firstName: 'Kabir', lastName: 'Rao', gender: 'Male' });
  await fillContactAndAccept(page);
  await page.getByRole('button', { name: 'Book and pay from wallet' }).click();
  await expect(page).toHaveURL(/\/agent\/flights\/bookings\/\d+$/, { timeout: 20_000 });
  const transactionId =
    (await page.getByRole('region', { name: 'Booking details' }).locator('dd').first().textContent())?.trim() ?? '';
  const bookingUrl = page.url();

  // ── Flight Pax Calendar: the traveller on the day of the journey, opening the booking ─────────────
  await openMenuItem(page, 'Flight Pax Calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Flight Pax Calendar' })).toBeVisible();
  await page.goto(`/agent/flights/pax-calendar?month=${journey.slice(0, 7)}`);
  const bookingPath = new URL(bookingUrl).pathname;
  const onCalendar = page.getByRole('link', { name: /Mr Kabir Rao$/ }).and(page.locator(`a[href="${bookingPath}"]`));
  await expect(onCalendar).toBeVisible();
  await expectAccessible(page, 'flight pax calendar');
  await keepScreenshot(page, 'agent-pax-calendar', project);
  await onCalendar.click();
  await expect(page).toHaveURL(/\/agent\/flights\/bookings\/\d+$/);
  expect(page.url()).toBe(bookingUrl);

  // ── The agent asks: the form says what is missing, then takes the certificate ─────────────────
  const requests = page.getByRole('region', { name: 'Cancellation requests' });
  await requests.getByRole('button', { name: 'Raise cancellation request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Raise cancellation request' });
  await dialog.getByRole('combobox', { name: /Reason/ }).selectOption('MEDICAL');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText(CANCELLATION_REQUEST_MSG.remarksRequired)).toBeVisible();
  await expect(dialog.getByText(CANCELLATION_REQUEST_MSG.certificateRequired)).toBeVisible();
  await dialog.getByRole('textbox', { name: /Request remarks/ }).fill('Mr Rao was admitted to hospital with dengue.');
  await dialog.locator('input[type="file"]').setInputFiles(pdfFile('certificate.pdf'));
  await expectAccessible(page, 'cancellation request form');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText(CANCELLATION_REQUEST_MSG.raised)).toBeVisible();
  await expect(requests).toContainText('Requested');
  await expect(requests.getByRole('button', { name: 'Raise cancellation request' })).toHaveCount(0);
  await keepScreenshot(page, 'agent-cancellation-request-raised', project);
  const walletBefore = (await (await page.request.get('/api/v1/wallet')).json()).mainBalancePaise as number;

  // ── The back office: the queue, the booking, the suggested charges, approve ────────────────────
  const adminContext = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin@tripsetu.in', 'Admin@2026');
  await openMenuItem(admin, 'Cancellation requests');
  await expect(admin.getByRole('heading', { level: 1, name: 'Cancellation requests' })).toBeVisible();
  await expectAccessible(admin, 'cancellation requests queue');
  await keepScreenshot(admin, 'admin-cancellation-requests', project);
  await admin.getByRole('link', { name: transactionId }).first().click();
  const decide = admin.getByRole('region', { name: /^Decide CR\d+/ });
  await expect(decide.getByRole('textbox', { name: 'Airline charge (₹)' })).toHaveValue('0');
  await expect(decide.getByRole('textbox', { name: 'OTA charge (₹)' })).toHaveValue(/^\d+$/);
  await expect(decide.getByText(/^Refund to the agency’s wallet: ₹/)).toBeVisible();
  await expect(
    decide.getByRole('link', { name: 'Certificate' }).or(admin.getByRole('link', { name: 'Certificate' })),
  ).toBeVisible();
  await expectAccessible(admin, 'cancellation request decision');
  await keepScreenshot(admin, 'admin-cancellation-request-decide', project);
  await decide.getByRole('button', { name: 'Approve and refund' }).click();
  await expect(admin.getByText(CANCELLATION_REQUEST_MSG.approved)).toBeVisible();
  await adminContext.close();

  // ── The agent sees the request approved, the credit note, and the money in the wallet ──────────
  await page.reload();
  await expect(requests).toContainText('Approved');
  await expect(requests).toContainText(/TSCN\/\d{4}-\d{2}\/\d{6}/);
  await expect(page.getByRole('region', { name: 'Cancellations' })).toBeVisible();
  const walletAfter = (await (await page.request.get('/api/v1/wallet')).json()).mainBalancePaise as number;
  expect(walletAfter).toBeGreaterThan(walletBefore);
});
