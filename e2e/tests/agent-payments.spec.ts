import type { Locator, Page } from '@playwright/test';
import { PAYMENT_MSG } from '@tripsetu/domain/payments.ts';
import { WALLET_MSG } from '@tripsetu/domain/wallet.ts';
import { openMenuItem, signIn } from '../support/agent-portal.ts';
import { expect, expectAccessible, keepScreenshot, test } from '../support/fixtures.ts';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${escaped(label)}( \\*)?$`));

async function wallet(page: Page) {
  const response = await page.request.get('/api/v1/wallet');
  expect(response.ok()).toBe(true);
  return (await response.json()) as { mainBalancePaise: number; duePaise: number };
}

test(
  'an agency tops up its wallet through the sandbox gateway: a failed try, a retry, the receipt',
  { tag: '@desktop-only' },
  async ({ page }, testInfo) => {
    const project = testInfo.project.name;
    await signIn(page, 'owner@skyways.in', 'Agent@2026');
    const before = await wallet(page);

    await openMenuItem(page, 'Upload Balance');
    await field(page, 'Payment mode').selectOption('Payment Gateway');
    // The gateway asks only for the amount: the payer's bank details are the gateway's business.
    await expect(field(page, 'Cheque / transaction ref number')).toHaveCount(0);
    await field(page, 'Amount (₹)').fill('999');
    await page.getByRole('button', { name: 'Proceed to pay', exact: true }).click();
    await expect(page.getByText(WALLET_MSG.amountMinimum)).toBeVisible();
    await field(page, 'Amount (₹)').fill('1500');
    const summary = page.getByRole('region', { name: 'What you pay' });
    await expect(summary).toContainText('Added to your wallet₹1,500');
    await expect(summary).toContainText('Confirmation charge₹1');
    await expect(summary).toContainText('You pay₹1,501');
    await expectAccessible(page, 'upload balance by payment gateway');
    await keepScreenshot(page, 'agent-gateway-upload', project);
    await page.getByRole('button', { name: 'Proceed to pay ₹1,501' }).click();

    // ── The gateway's hosted page ──────────────────────────────────────────────────────────────────
    await expect(page).toHaveURL(/\/pay\/sandbox\/checkout\/order_/);
    await expect(page.getByRole('heading', { name: 'Pay TripSetu Holidays Pvt. Ltd.' })).toBeVisible();
    await expect(page.getByText('₹1,501', { exact: true })).toBeVisible();
    await expectAccessible(page, 'sandbox payment page');
    await keepScreenshot(page, 'sandbox-checkout', project);
    await page.getByRole('radio', { name: 'Net Banking' }).check();
    await page.getByRole('button', { name: 'Simulate a failed payment' }).click();

    await expect(page).toHaveURL(/\/agent\/wallet\/payments\/PO/);
    await expect(page.getByRole('alert').filter({ hasText: 'Payment failed' })).toContainText(PAYMENT_MSG.failed);
    await expect(page.getByText(`Reason: ${PAYMENT_MSG.declined}`)).toBeVisible();
    expect((await wallet(page)).mainBalancePaise).toBe(before.mainBalancePaise);
    await expectAccessible(page, 'payment failed');
    await page.getByRole('link', { name: 'Retry payment' }).click();

    await expect(page.getByText('The last attempt did not go through')).toBeVisible();
    await page.getByRole('radio', { name: 'UPI' }).check();
    await page.getByRole('button', { name: 'Pay ₹1,501' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Payment successful' })).toContainText(PAYMENT_MSG.paid);
    const facts = page.getByRole('article');
    await expect(facts).toContainText('Added to your wallet₹1,500');
    await expect(facts).toContainText('Paid byUPI');
    await expectAccessible(page, 'payment successful');
    await keepScreenshot(page, 'agent-payment-result', project);
    expect((await wallet(page)).mainBalancePaise - before.mainBalancePaise).toBe(1500_00);

    await page.getByRole('link', { name: 'View receipt' }).click();
    const receipt = page.getByRole('article');
    await expect(receipt).toContainText('Payment Gateway');
    await expect(receipt).toContainText('₹1,500');
    await expect(receipt).toContainText('Payment gateway (automatic)');
    // Coming back to the gateway's answer (browser history) credits nothing more.
    await page.goBack();
    await page.goBack();
    await page.reload();
    expect((await wallet(page)).mainBalancePaise - before.mainBalancePaise).toBe(1500_00);
  },
);

test(
  'Make Payment: an agency that used its credit pays the due through the gateway',
  { tag: '@desktop-only' },
  async ({ page, browser, baseURL }, testInfo) => {
    // The back office lends Skyways credit and raises a debit note beyond its balance: a due of ₹1,234.50.
    const adminContext = await browser.newContext({ baseURL });
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin@tripsetu.in', 'Admin@2026');
    await signIn(page, 'owner@skyways.in', 'Agent@2026');
    const before = await wallet(page);
    const approved = (await (await admin.request.get('/api/v1/admin/applications?status=APPROVED')).json()) as {
      applications: { agencyId: number; companyName: string }[];
    };
    const skyways = approved.applications.find((agency) => agency.companyName === 'Skyways Travels')?.agencyId;
    expect(skyways).toBeTruthy();
    const headers = { 'x-tripsetu-csrf': '1', 'content-type': 'application/json' };
    expect(
      (
        await admin.request.put(`/api/v1/admin/agencies/${skyways}/credit-limit`, {
          headers,
          data: { creditLimit: '5000' },
        })
      ).ok(),
    ).toBe(true);
    const debit = (before.mainBalancePaise + 1234_50) / 100;
    const note = await admin.request.post(`/api/v1/admin/agencies/${skyways}/notes`, {
      headers: { ...headers, 'idempotency-key': `e2e-due-${testInfo.project.name}-${Date.now()}` },
      data: { kind: 'DEBIT_NOTE', amount: debit.toFixed(2), reason: 'Airline ADM for e2e' },
    });
    expect(note.status()).toBe(201);
    await adminContext.close();
    expect((await wallet(page)).duePaise).toBe(1234_50);

    await openMenuItem(page, 'Make Payment');
    await expect(page.getByRole('heading', { level: 1, name: 'Make Payment' })).toBeVisible();
    await expect(field(page, 'Amount (₹)')).toHaveValue('1234.50');
    await field(page, 'Amount (₹)').fill('1300');
    await page.getByRole('button', { name: 'Proceed to pay', exact: true }).click();
    await expect(page.getByText('Amount cannot be more than the due of ₹1,234.50')).toBeVisible();
    await field(page, 'Amount (₹)').fill('1234.50');
    await expectAccessible(page, 'make payment');
    await keepScreenshot(page, 'agent-make-payment', testInfo.project.name);
    await page.getByRole('button', { name: 'Proceed to pay ₹1,235.50' }).click();
    await page.getByRole('button', { name: 'Pay ₹1,235.50' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Payment successful' })).toBeVisible();
    expect((await wallet(page)).duePaise).toBe(0);

    await openMenuItem(page, 'Make Payment');
    await expect(page.getByText(PAYMENT_MSG.nothingDue)).toBeVisible();
  },
);
