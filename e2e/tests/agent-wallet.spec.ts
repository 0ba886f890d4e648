import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { todayInIndia } from '@tripsetu/domain/dates.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { WALLET_MSG, WALLET_MSG_DECIDED } from '@tripsetu/domain/wallet.ts';
import { openMenuItem, signIn, uniqueSuffix } from '../support/agent-portal.ts';
import { expect, expectAccessible, keepScreenshot, test } from '../support/fixtures.ts';
import { pickDate } from '../support/pick-date.ts';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${escaped(label)}( \\*)?$`));

async function mainBalance(page: Page): Promise<number> {
  const response = await page.request.get('/api/v1/wallet');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { mainBalancePaise: number }).mainBalancePaise;
}

/** A table row on wide screens, a card on phones: the smallest block holding the text. */
const blockWith = (page: Page, text: string) => page.locator('tr, article').filter({ hasText: text }).last();

test(
  'an agency uploads a NEFT deposit, the back office approves it, and the balance, ledger, receipt and Excel show it',
  { tag: '@desktop-only' },
  async ({ page, browser, baseURL }, testInfo) => {
    const project = testInfo.project.name;
    const reference = `NEFT${uniqueSuffix().toUpperCase()}`.slice(0, 24);
    await signIn(page, 'owner@ghumakkad.in', 'Agent@2026');
    const before = await mainBalance(page);

    // ── Upload Balance ─────────────────────────────────────────────────────────────────────────────
    await openMenuItem(page, 'Upload Balance');
    await expect(page.getByRole('heading', { level: 1, name: 'Upload Balance' })).toBeVisible();
    await expect(page.getByText('HDFC0000523')).toBeVisible();
    await page.getByRole('button', { name: 'Submit deposit' }).click();
    await expect(page.getByText(WALLET_MSG.modeRequired)).toBeVisible();
    await field(page, 'Payment mode').selectOption('NEFT');
    await page.getByRole('button', { name: 'Submit deposit' }).click();
    await expect(page.getByText(WALLET_MSG.referenceRequired)).toBeVisible();
    await expect(page.getByText(WALLET_MSG.accountNumberRequired)).toBeVisible();
    await field(page, 'Cheque / transaction ref number').fill(reference);
    await field(page, 'A/C number').fill('123456789012');
    await field(page, 'Holder name').fill('Ghumakkad Holidays');
    await pickDate(page, page.getByRole('button', { name: /^Deposit date/ }), todayInIndia());
    await field(page, 'Bank account').selectOption({ index: 1 });
    await field(page, 'Amount (₹)').fill('999');
    await page.getByRole('button', { name: 'Submit deposit' }).click();
    await expect(page.getByText(WALLET_MSG.amountMinimum)).toBeVisible();
    await field(page, 'Amount (₹)').fill('25000');
    await expectAccessible(page, 'upload balance');
    await page.getByRole('button', { name: 'Submit deposit' }).click();
    await expect(page.getByText(WALLET_MSG_DECIDED.depositRecorded)).toBeVisible();
    await keepScreenshot(page, 'agent-upload-balance', project);
    expect(await mainBalance(page)).toBe(before);

    // ── The back office approves it ────────────────────────────────────────────────────────────────
    const adminContext = await browser.newContext({ baseURL, viewport: page.viewportSize() });
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin@tripsetu.in', 'Admin@2026');
    await openMenuItem(admin, 'Deposits');
    await expect(admin.getByRole('heading', { level: 1, name: 'Deposits' })).toBeVisible();
    await blockWith(admin, reference).getByRole('button', { name: 'Approve' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByText(/approved\. Receipt TR\d+/)).toBeVisible();
    await expectAccessible(admin, 'admin deposits');
    await keepScreenshot(admin, 'agent-admin-deposits', project);
    await adminContext.close();

    // ── Balance, receipt, ledger and Excel ─────────────────────────────────────────────────────────
    const after = await mainBalance(page);
    expect(after - before).toBe(25_000_00);
    await openMenuItem(page, 'Balance');
    await expect(page.getByRole('heading', { level: 1, name: 'Balance' })).toBeVisible();
    await expect(page.getByText(formatRupees(after)).filter({ visible: true }).first()).toBeVisible();
    await expectAccessible(page, 'balance');
    await keepScreenshot(page, 'agent-balance', project);

    await blockWith(page, reference).getByRole('link', { name: /TR\d+/ }).click();
    await expect(page.getByRole('heading', { name: 'Top-up receipt' })).toBeVisible();
    await expect(page.getByText(formatRupees(25_000_00)).filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByText('NEFT', { exact: true }).filter({ visible: true }).first()).toBeVisible();
    await expectAccessible(page, 'top-up receipt');
    await keepScreenshot(page, 'agent-receipt', project);

    await openMenuItem(page, 'Ledger');
    await expect(page.getByRole('heading', { level: 1, name: 'Ledger' })).toBeVisible();
    await page.getByRole('button', { name: 'Show' }).click();
    const ledgerRow = blockWith(page, reference);
    await expect(ledgerRow).toContainText(formatRupees(25_000_00));
    await expectAccessible(page, 'ledger');
    await keepScreenshot(page, 'agent-ledger', project);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Excel' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^ledger-.*\.xlsx$/);
    const bytes = await readFile((await download.path()) as string);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
  },
);

test('staff see the balance and ledger but cannot upload balance', { tag: '@desktop-only' }, async ({ page }) => {
  await signIn(page, 'staff@skyways.in', 'Staff@2026');
  await expect(
    page
      .getByText(/Available balance/)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  const burger = page.getByRole('button', { name: 'Menu', exact: true });
  if (await burger.isVisible()) await burger.click();
  await expect(page.getByRole('link', { name: 'Ledger', exact: true }).filter({ visible: true })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Upload Balance', exact: true })).toHaveCount(0);
  await page.goto('/agent/wallet/upload');
  await expect(page.getByText('You do not have permission to do this.')).toBeVisible();
});
