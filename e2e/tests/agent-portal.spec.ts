import type { Browser, Locator, Page } from '@playwright/test';
import { AGENT_MSG, AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import {
  openMenuItem,
  otpSentTo,
  passwordLinkFor,
  pdfFile,
  pngFile,
  signIn,
  uniqueMobile,
  uniqueSuffix,
} from '../support/agent-portal.ts';
import { expect, expectAccessible, keepScreenshot, test } from '../support/fixtures.ts';
import { pickDate } from '../support/pick-date.ts';

/** Labels carry Mantine's required asterisk in their accessible name, so they are matched from the start. */
const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${label}( \\*)?$`));

async function newPage(browser: Browser, baseURL: string, viewport: { width: number; height: number } | null) {
  const context = await browser.newContext({ baseURL, ...(viewport ? { viewport } : {}) });
  return context.newPage();
}

test.describe('agent portal: an agency joins and works', { tag: '@desktop-only' }, () => {
  test('an agency registers with both OTPs and documents, is approved, and its owner manages staff', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const project = testInfo.project.name;
    const suffix = uniqueSuffix();
    const owner = { email: `owner.${suffix}@example.in`, mobile: uniqueMobile(), password: 'Welcome2026' };
    const company = `Safar Tours ${suffix}`;

    // ── Registration ───────────────────────────────────────────────────────────────────────────────
    await page.goto('/agent/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Register your agency' })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please select salutation')).toBeVisible();
    await expect(page.getByText('Please enter first name')).toBeVisible();
    await expect(page.getByText(AGENT_MSG.mobileRequired)).toBeVisible();
    await expectAccessible(page, 'registration with errors');

    await field(page, 'Salutation').selectOption('Ms');
    await field(page, 'First name').fill('Meera');
    await field(page, 'Last name').fill('Joshi');
    await field(page, 'Contact e-mail').fill(owner.email);
    await field(page, 'Mobile number').fill('98765');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(AGENT_MSG.mobileDigits)).toBeVisible();
    await field(page, 'Mobile number').fill(owner.mobile);
    await page.getByRole('button', { name: 'Next' }).click();

    await field(page, 'User category').selectOption('Organization');
    await field(page, 'Company name').fill(company);
    await field(page, 'PAN name').fill('Safar Tours Private Limited');
    await field(page, 'PAN number').fill('abcde12345');
    await field(page, 'Transaction fee').selectOption('Yes');
    await field(page, 'Address 1').fill('14, Residency Road');
    await field(page, 'Address 2').fill('Shanthala Nagar');
    await field(page, 'Pincode').fill('560025');
    await field(page, 'State').selectOption('Karnataka');
    await field(page, 'City').selectOption('Bengaluru');
    await field(page, 'Contact number').fill('080 4123 4567');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(AGENT_MSG.panInvalid)).toBeVisible();
    await field(page, 'PAN number').fill('aakcs4321m');
    await page.getByRole('button', { name: 'Next' }).click();

    // GST: one field given makes the others required.
    await field(page, 'GST number').fill('29AAKCS4321M1ZX');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(AGENT_MSG.gstHolderRequired)).toBeVisible();
    await field(page, 'GST holder').fill('Safar Tours Private Limited');
    await field(page, 'GST e-mail').fill(`gst.${suffix}@example.in`);
    await field(page, 'GST address').fill('14, Residency Road, Bengaluru 560025');
    await field(page, 'GST phone').fill('080 4123 4567');
    await page.getByRole('button', { name: 'Next' }).click();

    await field(page, 'PAN document').setInputFiles(pdfFile('pan-card.pdf'));
    await page.getByRole('button', { name: 'Submit registration' }).click();
    await expect(page.getByText(AGENT_MSG.gstDocumentRequired)).toBeVisible();
    await field(page, 'GST document').setInputFiles(pngFile('gst-certificate.png'));
    await keepScreenshot(page, 'agent-register-documents', project);
    await page.getByRole('button', { name: 'Submit registration' }).click();

    // ── Both OTPs ──────────────────────────────────────────────────────────────────────────────────
    await expect(field(page, 'E-mail OTP')).toBeVisible();
    await expectAccessible(page, 'registration OTPs');
    await field(page, 'E-mail OTP').fill('000000');
    await page.getByRole('button', { name: 'Verify e-mail OTP' }).click();
    await expect(page.getByText(AGENT_MSG_DECIDED.otpInvalid).first()).toBeVisible();
    await field(page, 'E-mail OTP').fill(await otpSentTo(page, owner.email));
    await page.getByRole('button', { name: 'Verify e-mail OTP' }).click();
    await expect(page.getByText(AGENT_MSG.emailVerified)).toBeVisible();
    await expect(page.getByText(/Each OTP is valid for 5 minutes/)).toBeVisible();
    // A reload mid-way does not mean the four steps again: the registration is offered to resume.
    await page.reload();
    await expect(page.getByText('Your registration is waiting for the OTPs sent to')).toBeVisible();
    await page.getByRole('button', { name: 'Continue registration' }).click();
    await field(page, 'Mobile OTP').fill(await otpSentTo(page, owner.mobile));
    await page.getByRole('button', { name: 'Verify mobile OTP' }).click();
    await expect(page.getByRole('heading', { name: 'Application submitted' })).toBeVisible();
    await expect(page.getByText(AGENT_MSG_DECIDED.registrationSubmitted)).toBeVisible();
    await keepScreenshot(page, 'agent-register-submitted', project);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Continue registration' })).toHaveCount(0);

    // ── An administrator approves it ───────────────────────────────────────────────────────────────
    const admin = await newPage(browser, baseURL as string, page.viewportSize());
    await signIn(admin, 'admin@tripsetu.in', 'Admin@2026');
    await openMenuItem(admin, 'Agency Applications');
    await expect(admin.getByRole('heading', { level: 1, name: 'Agency Applications' })).toBeVisible();
    await admin.getByRole('link', { name: company }).first().click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Agency application' })).toBeVisible();
    await expect(admin.getByText(company).first()).toBeVisible();
    await expect(admin.getByRole('link', { name: /pan-card\.pdf/ })).toBeVisible();
    await expect(admin.getByRole('link', { name: /gst-certificate\.png/ })).toBeVisible();
    const documentHref = await admin.getByRole('link', { name: /pan-card\.pdf/ }).getAttribute('href');
    const documentResponse = await admin.request.get(documentHref as string);
    expect(documentResponse.headers()['content-type']).toBe('application/pdf');
    expect((await documentResponse.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expectAccessible(admin, 'application detail');
    await keepScreenshot(admin, 'agent-admin-application', project);
    await admin.getByRole('button', { name: 'Approve', exact: true }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(admin.getByText(/Agency code TSA\d+ has been issued/)).toBeVisible();
    // The documents are not for anyone else: a signed-out request is refused.
    expect((await page.request.get(documentHref as string)).status()).toBe(401);

    // ── The owner sets a password from the e-mailed link and signs in ──────────────────────────────
    await page.goto(await passwordLinkFor(page, owner.email));
    await expect(page.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
    await field(page, 'New password').fill(owner.password);
    await field(page, 'Confirm password').fill('Different2026');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByText(AGENT_MSG.passwordsDiffer)).toBeVisible();
    await field(page, 'Confirm password').fill(owner.password);
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByText(AGENT_MSG_DECIDED.passwordSet)).toBeVisible();
    await signIn(page, owner.email, owner.password);
    await expect(page.getByText(`Welcome, Meera of ${company}.`)).toBeVisible();
    await expectAccessible(page, 'agent home');
    await keepScreenshot(page, 'agent-home', project);

    // ── The owner adds a staff member ──────────────────────────────────────────────────────────────
    const staff = { email: `staff.${suffix}@example.in`, password: 'Counter2026' };
    await openMenuItem(page, 'Add/View Staff');
    await expect(page.getByRole('heading', { level: 1, name: 'Add/View Staff' })).toBeVisible();
    await expect(page.getByText(AGENT_MSG.noStaff)).toBeVisible();
    await page.getByRole('button', { name: 'Add staff' }).first().click();
    const addDialog = page.getByRole('dialog', { name: 'Add staff' });
    await addDialog.getByRole('button', { name: 'Add staff' }).click();
    await expect(addDialog.getByText('Please enter first name')).toBeVisible();
    await field(addDialog, 'Salutation').selectOption('Mr');
    await field(addDialog, 'First name').fill('Kabir');
    await field(addDialog, 'Last name').fill('Rao');
    await field(addDialog, 'E-mail').fill(staff.email);
    await field(addDialog, 'Mobile number').fill(uniqueMobile());
    await field(addDialog, 'Password').fill(staff.password);
    await field(addDialog, 'Confirm password').fill(staff.password);
    await expectAccessible(page, 'add staff dialog');
    await addDialog.getByRole('button', { name: 'Add staff' }).click();
    await expect(page.getByText(`Their user id is ${staff.email}`)).toBeVisible();
    await expect(page.getByText(staff.email).first()).toBeVisible();
    await keepScreenshot(page, 'agent-staff', project);

    // ── The staff member signs in: no staff or profile editing for them ────────────────────────────
    const staffPage = await newPage(browser, baseURL as string, page.viewportSize());
    await signIn(staffPage, staff.email, staff.password);
    const staffBurger = staffPage.getByRole('button', { name: 'Menu', exact: true });
    if (await staffBurger.isVisible()) await staffBurger.click();
    await expect(staffPage.getByRole('link', { name: 'Add/View Staff' })).toHaveCount(0);
    await expect(staffPage.getByRole('link', { name: 'Support Request' }).first()).toBeVisible();
    await staffPage.goto('/agent/staff');
    await expect(staffPage.getByText(AGENT_MSG_DECIDED.forbidden)).toBeVisible();

    // ── The owner suspends them; their session ends ────────────────────────────────────────────────
    await page.getByRole('button', { name: 'Edit' }).first().click();
    const editDialog = page.getByRole('dialog').first();
    await field(editDialog, 'Status').selectOption('Suspended');
    await editDialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog', { name: 'Change status' }).getByRole('button', { name: 'Set Suspended' }).click();
    await expect(page.getByText('Suspended').first()).toBeVisible();

    await staffPage.goto('/agent/');
    await expect(staffPage).toHaveURL(/\/agent\/login/);
    await field(staffPage, 'User ID').fill(staff.email);
    await staffPage
      .getByLabel(/^Password/)
      .first()
      .fill(staff.password);
    await staffPage.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(staffPage.getByText(AGENT_MSG_DECIDED.accountNotActive)).toBeVisible();

    await admin.context().close();
    await staffPage.context().close();
  });

  test('a support request is raised by an agency and answered by the back office', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const subject = `Refund for PNR ${uniqueSuffix()}`;
    await signIn(page, 'owner@ghumakkad.in', 'Agent@2026');
    await openMenuItem(page, 'Support Request');
    await page.getByRole('button', { name: /raise/i }).first().click();
    await expect(page.getByText(AGENT_MSG_DECIDED.subjectRequired)).toBeVisible();
    await field(page, 'Subject').fill(subject);
    await page.getByLabel(/^Booking reference/).fill('TSH1234ABCD');
    await field(page, 'Message').fill('The customer cancelled; please confirm the refund.');
    await page.getByRole('button', { name: /raise/i }).first().click();
    await expect(page.getByText(AGENT_MSG_DECIDED.supportRequestRaised)).toBeVisible();
    await expectAccessible(page, 'support request');
    await keepScreenshot(page, 'agent-support-request', testInfo.project.name);

    const admin = await newPage(browser, baseURL as string, page.viewportSize());
    await signIn(admin, 'admin@tripsetu.in', 'Admin@2026');
    await openMenuItem(admin, 'Support Request');
    await expect(admin.getByText(subject).first()).toBeVisible();
    await admin.goto(new URL(page.url()).pathname);
    await expect(admin.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await field(admin, 'Your reply').fill('Refund of ₹4,200 is approved and will reach the wallet today.');
    await admin.getByRole('button', { name: 'Send reply' }).click();
    await expect(admin.getByText('Your reply has been sent.')).toBeVisible();
    await expect(admin.getByText('Answered').first()).toBeVisible();
    await admin.context().close();

    await page.reload();
    await expect(page.getByText('Refund of ₹4,200 is approved')).toBeVisible();
  });

  test('the home page searches holiday packages from the Vacation tab', async ({ page }, testInfo) => {
    await signIn(page, 'staff@skyways.in', 'Staff@2026');
    // §2 tab order: Flight first, then Vacation.
    await expect(page.getByRole('tab', { name: 'Flight' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Vacation' }).click();
    await field(page, 'Destination').selectOption('Goa');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Select Journey Date')).toBeVisible();
    await pickDate(page, page.getByRole('button', { name: 'Journey date' }), addDays(todayInIndia(), 30));
    await field(page, 'Days').selectOption('4');
    await page.getByRole('button', { name: 'Search' }).click();
    const firstCard = page.getByRole('link', { name: /View package/ }).first();
    await expect(firstCard).toBeVisible();
    expect(await firstCard.getAttribute('href')).toMatch(/^\/holiday-package\/details\/\d+\?/);
    await expectAccessible(page, 'vacation results');
    await keepScreenshot(page, 'agent-vacation-results', testInfo.project.name);
  });

  test('an idle session warns with a countdown, then ends with Session Expired', async ({ page }, testInfo) => {
    await page.clock.install();
    await signIn(page, 'owner@skyways.in', 'Agent@2026');
    // Every call restarts the idle clock: let the home page's flight search finish loading first.
    await expect(page.getByRole('combobox', { name: /^From/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // 30 minutes idle ends the session; the warning comes 2 minutes before.
    await page.clock.fastForward('27:00');
    await expect(page.getByText(/about to expire/i)).toHaveCount(0);
    await page.clock.fastForward('01:30');
    const warning = page.getByRole('dialog', { name: 'Your session is about to expire' });
    await expect(warning).toBeVisible();
    await expect(warning.getByText(/1:\d\d|0:\d\d/)).toBeVisible();
    await expectAccessible(page, 'session expiry warning');
    await keepScreenshot(page, 'agent-session-warning', testInfo.project.name);

    // Stay signed in restarts the clock.
    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(warning).toBeHidden();
    await page.clock.fastForward('29:00');
    await expect(page.getByRole('dialog', { name: 'Your session is about to expire' })).toBeVisible();
    await page.clock.fastForward('02:00');
    await expect(page.getByText(AGENT_MSG.sessionExpired)).toBeVisible();
    await keepScreenshot(page, 'agent-session-expired', testInfo.project.name);
    // The server ended it too: the session answers 401.
    const session = await page.request.get('/api/v1/session');
    expect(session.status()).toBe(401);
    await page.getByRole('button', { name: 'Sign in again' }).click();
    await expect(page).toHaveURL(/\/agent\/login/);
  });

  test('wrong sign-in details get one answer, and the footer pages are real pages', async ({ page }, testInfo) => {
    await page.goto('/agent/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText(AGENT_MSG.userIdRequired)).toBeVisible();
    await expect(page.getByText(AGENT_MSG.passwordRequired)).toBeVisible();
    await field(page, 'User ID').fill('owner@skyways.in');
    await page
      .getByLabel(/^Password/)
      .first()
      .fill('not-the-password1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText(AGENT_MSG_DECIDED.signInFailed)).toBeVisible();
    await expectAccessible(page, 'sign-in errors');
    await keepScreenshot(page, 'agent-login-error', testInfo.project.name);

    for (const [link, heading] of [
      ['About us', /about/i],
      ['FAQ', /question|faq/i],
      ['Privacy policy', /privacy/i],
    ] as const) {
      await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
    await expectAccessible(page, 'privacy policy');
  });

  test('a user signs in with an OTP, and resets a forgotten password from the e-mailed link', async ({
    page,
  }, testInfo) => {
    await page.goto('/agent/login');
    await page.getByRole('tab', { name: 'Sign in with OTP' }).click();
    await field(page, 'User ID').fill('owner@ghumakkad.in');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText(AGENT_MSG_DECIDED.otpSentIfRegistered)).toBeVisible();
    await field(page, 'OTP').fill(await otpSentTo(page, '9414012345'));
    await page.getByRole('button', { name: 'Verify OTP and sign in' }).click();
    await expect(page.getByText('Welcome, Kavita of Ghumakkad Holidays.')).toBeVisible();
    const burger = page.getByRole('button', { name: 'Menu', exact: true });
    if (await burger.isVisible()) await burger.click();
    await page.getByRole('button', { name: 'Logout' }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/agent\/login/);

    // Forgot password: the same answer for anyone; the link works once.
    await page.goto('/agent/forgot-password');
    await field(page, 'User ID').fill('staff@ghumakkad.in');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(AGENT_MSG_DECIDED.resetLinkSent)).toBeVisible();
    await expectAccessible(page, 'forgot password');
    const link = await passwordLinkFor(page, 'staff@ghumakkad.in');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await field(page, 'New password').fill('Staff@2026');
    await field(page, 'Confirm password').fill('Staff@2026');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByText(AGENT_MSG_DECIDED.passwordSet)).toBeVisible();
    await keepScreenshot(page, 'agent-password-reset', testInfo.project.name);
    await page.goto(link);
    await field(page, 'New password').fill('Another2026');
    await field(page, 'Confirm password').fill('Another2026');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByText(AGENT_MSG_DECIDED.resetLinkInvalid)).toBeVisible();
    await signIn(page, 'staff@ghumakkad.in', 'Staff@2026');
  });
});
