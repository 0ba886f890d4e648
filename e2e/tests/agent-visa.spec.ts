import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { addWorkingDays } from '@tripsetu/domain/visas.ts';
import { openMenuItem, pdfFile, pngFile, signIn } from '../support/agent-portal.ts';
import { expect, expectAccessible, keepScreenshot, test } from '../support/fixtures.ts';
import { fieldIn } from './flight-booking-helpers.ts';

/** Visas (issue 25, decision 043): an agency applies for a UAE visa, the back office approves it, the agency downloads it. */
test(
  'an agent applies for a UAE visa with documents, paid from the wallet; the back office approves it; the agency downloads the visa',
  { tag: '@desktop-only' },
  async ({ page, browser, baseURL }, testInfo) => {
    const project = testInfo.project.name;
    const today = todayInIndia();
    const passport = `V${String(Date.now()).slice(-7)}`;
    await signIn(page, 'owner@skyways.in', 'Agent@2026');
    const before = await page.request.get('/api/v1/wallet').then((answer) => answer.json());

    // ── The Visa tab: the UAE's visas, each with its fee, time and documents ──────────────────────────
    await openMenuItem(page, 'Visa');
    await expect(page.getByRole('heading', { level: 1, name: 'Visa' })).toBeVisible();
    const card = page.getByRole('article', { name: '30-day tourist visa' });
    await expect(card).toContainText('₹7,200');
    await expect(card).toContainText('Return flight ticket');
    await expectAccessible(page, 'visa types');
    await keepScreenshot(page, 'agent-visas', project);
    await card.getByRole('link', { name: 'Apply: 30-day tourist visa' }).click();

    // ── The form: a mistake shown before any fee, then the traveller and the four documents ───────────
    await expect(page.getByRole('heading', { level: 1, name: 'Apply for a visa' })).toBeVisible();
    const pay = page.getByRole('button', { name: 'Pay ₹7,200 and apply' });
    await pay.click();
    await expect(page.getByText('Please upload this document').first()).toBeVisible();
    await fieldIn(page, 'Title').selectOption('Mr');
    await fieldIn(page, 'First name').fill('Ramesh');
    await fieldIn(page, 'Last name').fill('Kumar');
    await page.getByLabel(/^Date of birth/).fill('1988-04-12');
    await page.getByLabel(/^Passport number/).fill(passport);
    await page.getByLabel(/^Passport expiry date/).fill(addDays(today, 4 * 365));
    await page.getByLabel(/^Travel date/).fill(addDays(addWorkingDays(today, 4), 7));
    const uploads = page.locator('input[type="file"]');
    await expect(uploads).toHaveCount(4);
    await uploads.nth(0).setInputFiles(pdfFile('passport-front.pdf'));
    await uploads.nth(1).setInputFiles(pdfFile('passport-back.pdf'));
    await uploads.nth(2).setInputFiles(pngFile('photo.png'));
    await uploads.nth(3).setInputFiles(pdfFile('return-ticket.pdf'));
    await expectAccessible(page, 'visa application form');
    await keepScreenshot(page, 'agent-visa-apply', project);
    await pay.click();

    // ── Submitted: the fee left the wallet; the application is on Manage Bookings' Visas tab ──────────
    await expect(page.getByText('Application submitted. The fee has been paid from your wallet.')).toBeVisible();
    await expect(page.getByText('Submitted', { exact: true }).first()).toBeVisible();
    const reference = (await page.locator('h1 + p .ltr').first().textContent())?.trim() ?? '';
    expect(reference).toMatch(/^TSV\d{6}$/);
    const after = await page.request.get('/api/v1/wallet').then((answer) => answer.json());
    expect(before.availablePaise - after.availablePaise).toBe(7_200_00);
    await expectAccessible(page, 'visa application');
    await page.goto('/agent/bookings/visas');
    await expect(page.getByRole('navigation', { name: 'Booking records' })).toBeVisible();
    await expect(page.getByRole('link', { name: reference })).toBeVisible();

    // ── The back office approves it with the visa's file ─────────────────────────────────────────────────
    const adminContext = await browser.newContext({ baseURL });
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin@tripsetu.in', 'Admin@2026');
    await openMenuItem(admin, 'Visa applications');
    await admin.getByRole('link', { name: reference }).click();
    const decide = admin.getByRole('region', { name: 'Move the application on' });
    await fieldIn(decide, 'Next status').selectOption('APPROVED');
    await decide.locator('input[type="file"]').setInputFiles(pdfFile('uae-visa.pdf'));
    await expectAccessible(admin, 'visa application (back office)');
    await decide.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByText('Saved and e-mailed to the agent.')).toBeVisible();
    await expect(admin.getByText('Approved', { exact: true }).first()).toBeVisible();
    await keepScreenshot(admin, 'admin-visa-approved', project);
    await adminContext.close();

    // ── The agency reads it approved and downloads the visa ────────────────────────────────────────────
    await page.getByRole('link', { name: reference }).click();
    const download = page.getByRole('link', { name: 'Download the visa' });
    await expect(download).toBeVisible();
    const file = await page.request.get((await download.getAttribute('href')) ?? '');
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await keepScreenshot(page, 'agent-visa-approved', project);
  },
);
