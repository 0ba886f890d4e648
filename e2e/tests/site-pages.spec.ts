import { expect, expectAccessible, keepScreenshot, test } from '../support/fixtures.ts';

const PAGES = [
  { path: '/about-us', heading: 'About Us', text: 'is a bridge' },
  { path: '/contact-us', heading: 'Contact Us', text: 'support@tripsetu.in' },
  { path: '/privacy-policy', heading: 'Privacy Policy', text: 'Governing law' },
  { path: '/cancellationpolicy', heading: 'Cancellation Policy', text: 'Service charges are never refundable.' },
  { path: '/Cancellationpolicy', heading: 'Cancellation Policy', text: '90%' },
  { path: '/terms-conditions', heading: 'Terms and Conditions', text: 'Gujarat' },
];

for (const { path, heading, text } of PAGES) {
  test(`the ${heading} page at ${path} has its content`, async ({ page }, testInfo) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(text).first()).toBeVisible();
    await expect(page).toHaveTitle(`${heading} | TripSetu`);
    await expectAccessible(page, heading);
    await keepScreenshot(page, `static${path.replace(/\//g, '-')}`, testInfo.project.name);
  });
}

test('the footer links to every static page', async ({ page }) => {
  await page.goto('/search');
  const footer = page.getByRole('navigation', { name: 'Company' });
  for (const name of ['About Us', 'Contact Us', 'Privacy Policy', 'Cancellation Policy', 'Terms and Conditions']) {
    await expect(footer.getByRole('link', { name })).toBeVisible();
  }
  await footer.getByRole('link', { name: 'Cancellation Policy' }).click();
  await expect(page).toHaveURL(/\/cancellationpolicy$/);
});

test('an unknown address shows a page-not-found screen with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back To Home' }).click();
  await expect(page).toHaveURL(/\/search$/);
});

test('flight and account routes are in place and say when they open', async ({ page }) => {
  await page.goto('/flight/owresults');
  await expect(page.getByRole('heading', { name: 'Flights' })).toBeVisible();
  await page.goto('/my-bookings');
  await expect(page.getByRole('heading', { name: 'My Bookings' })).toBeVisible();
});

test('the header offers Login/Register in a side panel', async ({ page }) => {
  await page.goto('/search');
  await page.getByRole('button', { name: 'Login/Register' }).click();
  await expect(page.getByRole('dialog', { name: 'Login/Register' })).toBeVisible();
});

test('the agent portal answers at /agent/, asking a visitor to sign in', async ({ page }) => {
  await page.goto('/agent/');
  await expect(page).toHaveURL(/\/agent\/login/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expectAccessible(page, 'agent portal');
});

test('the voucher of an unknown booking says so', async ({ page }) => {
  await page.goto('/holiday-package/voucher/TSH00000000000000000000');
  await expect(page.getByRole('alert')).toContainText('Booking not found');
});
