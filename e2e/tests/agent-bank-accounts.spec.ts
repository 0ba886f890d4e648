import type { Locator, Page } from '@playwright/test';
import { BANK_ACCOUNT_MSG } from '@tripsetu/domain/bank-account.ts';
import { openMenuItem, signIn } from '../support/agent-portal.ts';
import { expect, expectAccessible, keepScreenshot, test } from '../support/fixtures.ts';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** Mantine marks a required field's label with " *". */
const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${escaped(label)}( \\*)?$`));

/** A table row on wide screens, a card on phones: the smallest block holding the text. */
const blockWith = (page: Page, text: string) => page.locator('tr, article').filter({ hasText: text }).last();

test(
  'an administrator adds a bank account that agencies then pay into, and once inactive agencies no longer see it',
  { tag: '@desktop-only' },
  async ({ page, browser, baseURL }, testInfo) => {
    const project = testInfo.project.name;
    // Unique per run and project: 14 digits.
    const accountNumber = `91${String(Date.now()).slice(-10)}${project === 'phone' ? '02' : '01'}`;

    // ── The administrator adds an account, getting the IFSC wrong first ─────────────────────────────
    await signIn(page, 'admin@tripsetu.in', 'Admin@2026');
    await openMenuItem(page, 'Bank Accounts');
    await expect(page.getByRole('heading', { level: 1, name: 'Bank Accounts' })).toBeVisible();
    await expect(blockWith(page, '50200041234567')).toContainText('HDFC0000523');
    await expectAccessible(page, 'bank accounts');

    await page.getByRole('button', { name: 'Add bank account' }).click();
    const adding = page.getByRole('dialog', { name: 'Add bank account' });
    await field(adding, 'Bank name').fill('Axis Bank');
    await field(adding, 'Account name').fill('TripSetu Holidays Pvt Ltd');
    await field(adding, 'Account number').fill(accountNumber);
    await field(adding, 'Branch').fill('Indiranagar, Bengaluru');
    await field(adding, 'IFSC code').fill('UTIB000009');
    await field(adding, 'PAN').fill('aahct5678k');
    await expect(field(adding, 'PAN')).toHaveValue('AAHCT5678K');
    await adding.getByRole('button', { name: 'Save bank account' }).click();
    await expect(adding.getByText(BANK_ACCOUNT_MSG.ifscInvalid)).toBeVisible();
    await expect(field(adding, 'IFSC code')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, 'add bank account dialog');
    await keepScreenshot(page, 'agent-admin-bank-account-form', project);
    await field(adding, 'IFSC code').fill('utib0000009');
    await expect(adding.getByText(BANK_ACCOUNT_MSG.ifscInvalid)).toHaveCount(0);
    await adding.getByRole('button', { name: 'Save bank account' }).click();
    await expect(page.getByText(`Axis Bank ${accountNumber} has been added.`)).toBeVisible();
    await expect(adding).toHaveCount(0);
    const row = blockWith(page, accountNumber);
    await expect(row).toContainText('UTIB0000009');
    await expect(row).toContainText('Active');

    // ── An agency's owner sees it on Upload Balance ────────────────────────────────────────────────
    const ownerContext = await browser.newContext({ baseURL, viewport: page.viewportSize() });
    const owner = await ownerContext.newPage();
    await signIn(owner, 'owner@skyways.in', 'Agent@2026');
    await openMenuItem(owner, 'Upload Balance');
    await expect(owner.getByRole('heading', { level: 1, name: 'Upload Balance' })).toBeVisible();
    await expect(owner.locator('article').filter({ hasText: accountNumber })).toContainText('UTIB0000009');
    await expect(field(owner, 'Bank account').locator('option', { hasText: accountNumber })).toHaveCount(1);

    // ── The administrator makes it inactive ────────────────────────────────────────────────────────
    await page.getByRole('button', { name: `Edit Axis Bank ${accountNumber}` }).click();
    const editing = page.getByRole('dialog', { name: 'Edit bank account' });
    await expect(field(editing, 'IFSC code')).toHaveValue('UTIB0000009');
    await field(editing, 'Status').selectOption('Inactive');
    await expectAccessible(page, 'edit bank account dialog');
    await editing.getByRole('button', { name: 'Save bank account' }).click();
    await expect(page.getByText(`Axis Bank ${accountNumber} has been saved.`)).toBeVisible();
    await expect(blockWith(page, accountNumber)).toContainText('Inactive');
    await expectAccessible(page, 'bank accounts after the edit');
    await keepScreenshot(page, 'agent-admin-bank-accounts', project);

    // ── The owner no longer sees it, and still sees the others ─────────────────────────────────────
    await owner.reload();
    await expect(owner.getByRole('heading', { level: 1, name: 'Upload Balance' })).toBeVisible();
    await expect(owner.locator('article').filter({ hasText: '50200041234567' })).toBeVisible();
    await expect(owner.getByText(accountNumber)).toHaveCount(0);
    await expect(field(owner, 'Bank account').locator('option', { hasText: accountNumber })).toHaveCount(0);
    await ownerContext.close();
  },
);

test('agencies are not offered Bank Accounts', { tag: '@desktop-only' }, async ({ page }) => {
  await signIn(page, 'owner@skyways.in', 'Agent@2026');
  const burger = page.getByRole('button', { name: 'Menu', exact: true });
  if (await burger.isVisible()) await burger.click();
  await expect(page.getByRole('link', { name: 'Upload Balance', exact: true }).filter({ visible: true })).toHaveCount(
    1,
  );
  await expect(page.getByRole('link', { name: 'Bank Accounts', exact: true })).toHaveCount(0);
  await page.goto('/agent/admin/bank-accounts');
  await expect(page.getByText('You do not have permission to do this.')).toBeVisible();
});
