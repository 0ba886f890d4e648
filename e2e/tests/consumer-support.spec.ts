import { SUPPORT_MSG_DECIDED } from '@tripsetu/domain/traveller-support.ts';
import { signIn } from '../support/agent-portal.ts';
import { bookAndPayFlight, registerAndSignIn } from '../support/consumer-traveller.ts';
import { expect, expectAccessible, keepScreenshot, test } from '../support/fixtures.ts';

/** A mobile number no other run or project uses: 7 followed by the clock's last nine digits. */
const uniqueMobile = () => `7${String(Date.now()).slice(-9)}`;

test('a traveller asks support about their flight booking and reads the back office’s reply @desktop-only', async ({
  page,
  browser,
  baseURL,
  site,
}, testInfo) => {
  const project = testInfo.project.name;
  const mobile = uniqueMobile();
  const traveller = { mobile, first: 'Kavya', last: 'Menon', email: `kavya.${mobile}@example.in` };
  const subject = `Refund for my cancelled seat ${mobile.slice(-4)}`;

  // ── Signed out, the page asks for a sign-in; then a paid booking ────────────────────────────────
  await page.goto('/flight/agent-support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support requests' })).toBeVisible();
  await page.getByRole('button', { name: 'Login or Register' }).click();
  // The panel's code arrives when it is first opened: wait for it rather than open it a second time.
  await expect(page.getByRole('dialog', { name: 'Login/Register' })).toBeVisible();
  await registerAndSignIn(page, traveller);
  await expect(page.getByText('No requests yet.')).toBeVisible();
  const txid = await bookAndPayFlight(page, traveller, 18);

  // ── From the booking's page, the form with that booking chosen ─────────────────────────────────
  await page.goto(`/flight/order-details/${txid}`);
  await page.getByRole('link', { name: 'Contact support' }).click();
  await expect(page).toHaveURL(new RegExp(`/flight/agent-support\\?txid=${txid}$`));
  await expect(page.getByLabel(/^Booking/)).toHaveValue(txid);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText(SUPPORT_MSG_DECIDED.categoryRequired)).toBeVisible();
  await page.getByLabel(/^What is it about/).selectOption({ label: 'Cancellation or refund' });
  await page.getByLabel(/^Subject/).fill(subject);
  await page.getByLabel(/^Message/).fill('I cancelled one seat on Monday.\nWhen will the refund reach my UPI account?');
  await expectAccessible(page, 'support request form');
  await keepScreenshot(page, 'support-01-form', project);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText(SUPPORT_MSG_DECIDED.raised)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  const reference =
    (await page
      .getByText(/^SR\d{6}$/)
      .first()
      .textContent()) ?? '';
  expect(reference).toMatch(/^SR\d{6}$/);

  // ── The back office finds it in the queue, with its age, and replies ───────────────────────────
  const adminContext = await browser.newContext({ baseURL, viewport: page.viewportSize() });
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin@tripsetu.in', 'Admin@2026');
  await admin.goto('/agent/support');
  const row = admin.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('Traveller (tripsetu.in)');
  await expect(row).toContainText('Cancellation or refund');
  await expect(row).toContainText(/\d+ min/);
  await keepScreenshot(admin, 'support-05-admin-queue', project);
  await row.getByRole('link', { name: reference }).click();
  await expect(admin.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await admin.getByLabel(/^Your reply/).fill('Your refund was sent on Tuesday.\nUPI refunds reach you in 2–3 days.');
  await admin.getByRole('button', { name: 'Send reply' }).click();
  await expect(admin.getByText('Your reply has been sent.')).toBeVisible();
  await adminContext.close();

  // The reply reaches the traveller's mailbox over SMTP.
  await expect
    .poll(
      () =>
        site.mailbox.some(
          (mail) => mail.to.includes(traveller.email) && mail.raw.includes(`Reply to your request ${reference}`),
        ),
      { timeout: 15_000 },
    )
    .toBe(true);

  // ── The traveller reads the reply in the thread ────────────────────────────────────────────────
  await page.reload();
  await expect(page.getByText(SUPPORT_MSG_DECIDED.raised)).toHaveCount(0);
  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(messages.getByText('TripSetu support')).toBeVisible();
  await expect(messages).toContainText('UPI refunds reach you in 2–3 days.');
  await expect(page.getByText('Answered').first()).toBeVisible();
  await expectAccessible(page, 'support thread');
  await keepScreenshot(page, 'support-02-thread', project);
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, 'support-03-thread-390', project);
  await page.getByRole('link', { name: '← All requests' }).click();
  await expect(page.getByRole('list', { name: 'Your requests' }).getByText('Answered')).toBeVisible();
  await keepScreenshot(page, 'support-04-list-390', project);
});
