import { expect, expectAccessible, keepScreenshot, test } from '../support/fixtures.ts';

/** The portal's language (issue 25, decision 042): chosen in the header, kept in the browser, Arabic right to left. */
test(
  'a visitor switches the sign-in page to Arabic, signs in right to left with Arabic menus, and moves on to Hindi',
  { tag: '@desktop-only' },
  async ({ page }, testInfo) => {
    const project = testInfo.project.name;
    await page.goto('/agent/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await page.getByLabel('Language').first().selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ar');
    // The server is told too (a cookie): it no longer sends the sign-in page drawn in English (decision 018).
    expect(await (await page.request.get('/agent/login')).text()).not.toContain('data-prerendered-path');
    await expectAccessible(page, 'sign-in in Arabic');
    await keepScreenshot(page, 'agent-sign-in-ar', project);
    await page.setViewportSize({ width: 390, height: 844 });
    await keepScreenshot(page, 'agent-sign-in-ar-390', project);
    await page.setViewportSize({ width: 1280, height: 860 });

    // Signing in in Arabic: the fields by their Arabic labels; the e-mail id still reads left to right.
    await page.getByLabel(/^اسم المستخدم/).fill('owner@skyways.in');
    await expect(page.getByLabel(/^اسم المستخدم/)).toHaveCSS('direction', 'ltr');
    await page.getByLabel(/^كلمة المرور/).fill('Agent@2026');
    await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    const menu = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'إدارة الحجوزات' })).toBeVisible();
    // One language choice in the header (the drawer's is for phones), beside the currency.
    await expect(page.getByRole('banner').getByLabel('اللغة', { exact: true })).toHaveCount(1);
    await expect(page.getByRole('banner').getByLabel('العملة', { exact: true })).toHaveCount(1);
    await expectAccessible(page, 'home in Arabic');
    await keepScreenshot(page, 'agent-home-ar', project);

    // Hindi: left to right again, the choice kept for the next page.
    await page.getByLabel('اللغة').first().selectOption('hi');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('navigation', { name: 'मुख्य मेन्यू' })).toBeVisible();
    await page.goto('/agent/wallet');
    await expect(
      page.getByRole('navigation', { name: 'मुख्य मेन्यू' }).getByRole('link', { name: 'बैलेंस', exact: true }),
    ).toBeVisible();
  },
);
