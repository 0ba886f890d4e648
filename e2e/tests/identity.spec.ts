import type { Page } from '@playwright/test';
import { MSG, MSG_DECIDED } from '@tripsetu/domain/messages.ts';
import { expect, expectAccessible, keepScreenshot, test } from '../support/fixtures.ts';

/** A mobile number no other run or project uses: 9 followed by the clock's last nine digits. */
let mobileCounter = 0;
function uniqueMobile(): string {
  mobileCounter += 1;
  return `9${String(Date.now() + mobileCounter).slice(-9)}`;
}

interface OutboxEntry {
  to: string;
  subject: string;
  html: string;
  created: string;
}

async function smsFor(page: Page, mobile: string): Promise<OutboxEntry[]> {
  const response = await page.request.get('/api/dev/outbox');
  expect(response.ok()).toBe(true);
  const entries = (await response.json()) as OutboxEntry[];
  return entries
    .filter((entry) => entry.to.includes(mobile) && /\b\d{6}\b/.test(entry.html))
    .sort((a, b) => b.created.localeCompare(a.created));
}

/** The OTP of the newest SMS to the mobile, once more than `seen` have arrived. */
async function nextOtp(page: Page, mobile: string, seen: number): Promise<string> {
  let otp = '';
  await expect
    .poll(
      async () => {
        const messages = await smsFor(page, mobile);
        if (messages.length <= seen) return '';
        otp = /\b(\d{6})\b/.exec(messages[0]?.html ?? '')?.[1] ?? '';
        return otp;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return otp;
}

const loginPanel = (page: Page) => page.getByRole('dialog', { name: 'Login/Register' });

async function register(page: Page, person: { mobile: string; first: string; last: string; email: string }) {
  await page.getByRole('button', { name: 'Login/Register' }).click();
  const panel = loginPanel(page);
  await panel.getByRole('button', { name: 'Register' }).click();
  await panel.getByRole('combobox', { name: /Title/ }).selectOption('Ms');
  await panel.getByRole('textbox', { name: /First name/ }).fill(person.first);
  await panel.getByRole('textbox', { name: /Last name/ }).fill(person.last);
  await panel.getByRole('textbox', { name: /Email/ }).fill(person.email);
  await panel.getByRole('textbox', { name: /Mobile number/ }).fill(person.mobile);
  const seen = (await smsFor(page, person.mobile)).length;
  await panel.getByRole('button', { name: 'Register', exact: true }).click();
  const otp = await nextOtp(page, person.mobile, seen);
  await panel.getByRole('textbox', { name: /OTP/ }).fill(otp);
  await panel.getByRole('button', { name: 'Submit' }).click();
  await expect(panel.getByText(MSG.registerSuccess)).toBeVisible();
  await expect(panel.getByRole('textbox', { name: /Mobile number/ })).toHaveValue(person.mobile);
}

/** From the login step (the panel open): Get OTP, read it from the outbox, Submit. */
async function signIn(page: Page, mobile: string, firstName: string) {
  const panel = loginPanel(page);
  if (!(await panel.isVisible())) await page.getByRole('button', { name: 'Login/Register' }).click();
  await panel.getByRole('textbox', { name: /Mobile number/ }).fill(mobile);
  const seen = (await smsFor(page, mobile)).length;
  await panel.getByRole('button', { name: 'Get OTP' }).click();
  const otp = await nextOtp(page, mobile, seen);
  await panel.getByRole('textbox', { name: /OTP/ }).fill(otp);
  await panel.getByRole('button', { name: 'Submit' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: firstName })).toBeVisible();
}

async function registerAndSignIn(page: Page, person: { mobile: string; first: string; last: string; email: string }) {
  await page.goto('/search');
  await register(page, person);
  await signIn(page, person.mobile, person.first);
}

/** A stored value; during one of the site's own reloads there is no page to ask, and `undefined` says so. */
const storage = (page: Page, key: string) =>
  page
    .evaluate((k) => localStorage.getItem(k), key)
    .catch((error: Error) => {
      if (/Execution context was destroyed|navigat/i.test(error.message)) return undefined;
      throw error;
    });

test('a guest books, registers with the same mobile, signs in, finds the booking and asks to cancel it', async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
  const mobile = uniqueMobile();
  const email = `meera.${mobile}@example.in`;

  // A guest booking with mobile M.
  await page.goto('/holiday-package/details/1001?numadults=1');
  await page
    .getByRole('button', { name: /^Book Now/ })
    .first()
    .click();
  await expect(page).toHaveURL(/holiday-package\/booking$/);
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  const adult = page.getByRole('region', { name: /Adult 1/ });
  await adult.getByRole('combobox', { name: /Title/ }).selectOption('Mrs');
  await adult.getByRole('textbox', { name: /First name/ }).fill('Meera');
  await adult.getByRole('textbox', { name: /Last name/ }).fill('Nair');
  await page.getByRole('button', { name: 'Book Now', exact: true }).click();
  await page.getByRole('dialog', { name: 'Review your details' }).getByRole('button', { name: 'Confirm Book' }).click();
  await expect(page).toHaveURL(/holiday-package\/voucher\/TSH[0-9A-Z]{20}$/, { timeout: 10_000 });
  const txid = page.url().split('/').pop() as string;

  // As a visitor: the voucher shows the contacts masked; the booking is found with a code sent to them.
  await expect(page.getByText(mobile)).toHaveCount(0);
  await page.goto('/manage-booking');
  await expect(page).toHaveTitle(/Manage booking/);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Please enter your booking reference')).toBeVisible();
  await page.getByRole('textbox', { name: /Booking reference/ }).fill(txid.toLowerCase());
  const codesBefore = (await smsFor(page, mobile)).length;
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We have sent a 6-digit code' })).toContainText(
    `${mobile.slice(0, 2)}••••••${mobile.slice(-2)}`,
  );
  const code = await nextOtp(page, mobile, codesBefore);
  await page.getByRole('textbox', { name: /OTP/ }).fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify and find booking' }).click();
  await expect(page.getByRole('alert')).toContainText(MSG_DECIDED.otpInvalid);
  await keepScreenshot(page, 'identity-01a-manage-booking-code', project);
  await page.getByRole('textbox', { name: /OTP/ }).fill(code);
  await page.getByRole('button', { name: 'Verify and find booking' }).click();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByText(txid)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel this booking' }).click();
  await expect(page.getByTestId('refund-percent')).toHaveText(/^\d+%$/);
  await expectAccessible(page, 'manage booking (visitor)');
  await keepScreenshot(page, 'identity-01-manage-booking', project);

  // Register with the same mobile (the OTP comes from the dev outbox), then sign in.
  await page.goto('/search');
  await page.getByRole('button', { name: 'Login/Register' }).click();
  const panel = loginPanel(page);
  await expect(panel.getByRole('button', { name: 'Get OTP' })).toBeVisible();
  await expectAccessible(page, 'login panel');
  await keepScreenshot(page, 'identity-02-login-panel', project);
  await panel.getByRole('button', { name: 'Get OTP' }).click();
  await expect(panel.getByText(MSG.mobileRequired)).toBeVisible();
  await panel.getByRole('textbox', { name: /Mobile number/ }).fill('12345');
  await panel.getByRole('button', { name: 'Get OTP' }).click();
  await expect(panel.getByText(MSG.mobileInvalidAtLogin)).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).click();

  await register(page, { mobile, first: 'Meera', last: 'Nair', email });
  await expectAccessible(page, 'login panel after registering');
  await signIn(page, mobile, 'Meera');
  expect(await storage(page, 'tripsetu.invalidsessioncount')).toBe('0');
  expect(JSON.parse((await storage(page, 'tripsetu.profile')) ?? '{}').firstName).toBe('Meera');
  expect(JSON.parse((await storage(page, 'tripsetu.config')) ?? 'null')).toEqual(expect.any(Array));

  // Profile: the mobile read only, the names editable.
  await page.getByRole('button', { name: 'Meera' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('textbox', { name: /Mobile number/ })).toHaveValue(mobile);
  await expect(page.getByRole('textbox', { name: /Mobile number/ })).not.toBeEditable();
  await expect(page.getByTestId('member-since')).toHaveText(/^\d{2} [A-Z][a-z]{2}, \d{4}$/);
  await page.getByRole('textbox', { name: /First name/ }).fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(MSG.registerFirstNameRequired)).toBeVisible();
  await page.getByRole('textbox', { name: /First name/ }).fill('Meenakshi');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your profile has been saved.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Meenakshi' })).toBeVisible();
  await expectAccessible(page, 'profile page');
  await keepScreenshot(page, 'identity-03-profile', project);

  // My Bookings lists the guest booking; Manage opens its cancellation.
  await page.getByRole('button', { name: 'Meenakshi' }).click();
  await page.getByRole('menuitem', { name: 'My Bookings' }).click();
  await expect(page).toHaveURL(/\/my-bookings$/);
  const card = page.getByRole('article').filter({ hasText: txid });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: /View voucher/ })).toHaveAttribute(
    'href',
    `/holiday-package/voucher/${txid}`,
  );
  await expectAccessible(page, 'my bookings');
  await keepScreenshot(page, 'identity-04-my-bookings', project);
  await card.getByRole('link', { name: /Manage/ }).click();
  await expect(page).toHaveURL(new RegExp(`/my-bookings/manage/${txid}/cancel$`));
  await expect(page.getByTestId('refund-percent')).toHaveText(/^\d+%$/);
  await expect(page.getByTestId('refund-amount')).toHaveText(/^₹[\d,]+(\.\d{2})?$/);
  await expect(page.getByText('Service charge (never refunded)')).toBeVisible();
  await expect(page.getByRole('row', { name: /30 or more days before departure/ })).toBeVisible();
  await expectAccessible(page, 'cancel page');
  await keepScreenshot(page, 'identity-05-cancel', project);

  await page.getByRole('button', { name: 'Request cancellation' }).click();
  await expect(page.getByText('Please tell us why you are cancelling')).toBeVisible();
  await page.getByRole('textbox', { name: /Reason for cancellation/ }).fill('Change of plans');
  await page.getByRole('button', { name: 'Request cancellation' }).click();
  const confirm = page.getByRole('dialog', { name: 'Request cancellation?' });
  await expect(confirm).toContainText(txid);
  await confirm.getByRole('button', { name: 'Yes, request cancellation' }).click();
  await expect(page.getByText(MSG_DECIDED.cancellationRecorded)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request cancellation' })).toHaveCount(0);

  // Back in My Bookings the request shows, and Manage is no longer offered.
  await page.goto('/my-bookings');
  const after = page.getByRole('article').filter({ hasText: txid });
  await expect(after.getByText('Cancellation requested')).toBeVisible();
  await expect(after.getByRole('link', { name: /Manage/ })).toHaveCount(0);
});

test('a session the server has forgotten: the site clears what it stored, reloads and shows a visitor', async ({
  page,
}) => {
  const mobile = uniqueMobile();
  await registerAndSignIn(page, { mobile, first: 'Ravi', last: 'Kumar', email: `ravi.${mobile}@example.in` });
  expect(await storage(page, 'tripsetu.invalidsessioncount')).toBe('0');

  // The server ends the session behind the browser's back; the browser still holds the token.
  const forgotten = (await storage(page, 'tripsetu.sessiontoken')) as string;
  const ended = await page.request.post('/gateway/app', {
    form: { opid: 'MAU001', actioncode: 'LOGOUTV2', resultformat: 'json', sessiontoken: forgotten },
  });
  expect(ended.ok()).toBe(true);
  await page.reload();

  // The site finds the token refused, clears what it stored and reloads itself: wait for that reload's
  // page to be drawn (the prerendered page shows Login/Register before any of this has happened).
  await expect.poll(() => storage(page, 'tripsetu.invalidsessioncount')).toBe('1');
  await page.waitForFunction(() => document.documentElement.dataset.appReady);
  await expect(page.getByRole('button', { name: 'Login/Register' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ravi' })).toHaveCount(0);
  expect(await storage(page, 'tripsetu.profile')).toBeNull();
  expect(await storage(page, 'tripsetu.config')).toBeNull();
  // A fresh anonymous session replaced the forgotten token.
  await expect.poll(() => storage(page, 'tripsetu.sessiontoken')).not.toBe(forgotten);
  await expect.poll(() => storage(page, 'tripsetu.sessiontoken')).not.toBeNull();
  expect(JSON.parse((await storage(page, 'tripsetu.consumeruser')) ?? '{}').agentId).toBe('b2cuser');

  // Signed-in pages now ask the visitor to sign in.
  await page.goto('/my-bookings');
  await expect(page.getByRole('button', { name: 'Login or Register' })).toBeVisible();
});

test('logout returns the header to Login/Register and the visitor to the search page', async ({ page }) => {
  const mobile = uniqueMobile();
  await registerAndSignIn(page, { mobile, first: 'Divya', last: 'Shah', email: `divya.${mobile}@example.in` });
  // A prerendered page (drawn for a visitor) hydrates as such, then shows who is signed in.
  const hydrationErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) hydrationErrors.push(message.text());
  });
  await page.goto('/flight');
  await expect(page.getByRole('button', { name: 'Divya' })).toBeVisible();
  expect(hydrationErrors).toEqual([]);
  await page.goto('/my-bookings');
  await expect(page.getByText('You have no bookings yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search holiday packages' })).toBeVisible();

  await page.getByRole('button', { name: 'Divya' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Login/Register' })).toBeVisible();
  await expect(page).toHaveURL(/\/search$/);
  expect(await storage(page, 'tripsetu.profile')).toBeNull();
  await expect.poll(() => storage(page, 'tripsetu.sessiontoken')).not.toBeNull();

  // The ended session is gone for good: My Bookings asks to sign in again.
  await page.goto('/my-bookings');
  await expect(page.getByRole('button', { name: 'Login or Register' })).toBeVisible();
});
