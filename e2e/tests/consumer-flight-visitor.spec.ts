import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { HOLD_QUEUE_TEXT, PASSENGER_CALENDAR_TEXT } from '@tripsetu/domain/gateway-flight-trips.ts';
import { bookAndPayFlight, registerAndSignIn } from '../support/consumer-traveller.ts';
import { expect, expectAccessible, keepScreenshot, test } from '../support/fixtures.ts';

/** A mobile number no other run or project uses: 6 followed by the clock's last nine digits. */
const uniqueMobile = () => `6${String(Date.now()).slice(-9)}`;

/** A one-way flight `days` ahead booked for the signed-in traveller and left unpaid: its transaction id. */
async function bookUnpaidFlight(page: Page, person: { first: string; last: string; email: string; mobile: string }) {
  const sessiontoken = await page.evaluate(() => localStorage.getItem('tripsetu.sessiontoken') ?? '');
  const call = async (fields: Record<string, string | number>) => {
    const answer = await page.request.post('/gateway/app', {
      form: { opid: 'MF001', resultformat: 'json', sessiontoken, ...fields },
    });
    const body = await answer.json();
    expect(answer.status(), JSON.stringify(body).slice(0, 300)).toBe(200);
    return body.Result;
  };
  const search = {
    origin: 'DEL',
    destination: 'BOM',
    jdate: addDays(todayInIndia(), 26),
    rdate: '',
    triptype: 'O',
    numadults: 1,
    numchildren: 0,
    numinfants: 0,
    cabin: 'Y',
    nearby: 'N',
    nonstop: 'N',
  };
  const fare = (await call({ actioncode: 'search', ...search })).onward[0].flightfare[0];
  const chosen = { ...search, fareid: fare.fareid, returnfareid: '', seentotal_paise: fare.totalfq_paise };
  const quote = await call({ actioncode: 'getfarequote', ...chosen });
  const started = await call({
    actioncode: 'book',
    ...chosen,
    acceptedtotal_paise: quote.faretotal_paise,
    passengerjson: JSON.stringify([
      { type: 'adult', title: 'Ms', first_name: person.first, last_name: person.last, dob: '', gender: 'Female' },
    ]),
    paxemail: person.email,
    paxmobile: person.mobile,
    paxcountrycode: '+91',
    termsaccepted: 'Y',
    requestkey: `e2e-hold-${randomUUID()}`,
  });
  return started.txid as string;
}

/** The booking code texted to the mobile (the demo outbox), once a new one has arrived. */
async function bookingCodeFor(page: Page, mobile: string, before: number): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const entries = (await (await page.request.get('/api/dev/outbox')).json()) as { to: string; html: string }[];
        const codes = entries.filter((entry) => entry.to.includes(mobile) && entry.html.includes('manage booking'));
        if (codes.length <= before) return '';
        code = /\b(\d{6})\b/.exec(codes[0]?.html ?? '')?.[1] ?? '';
        return code;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return code;
}

const codesSentTo = async (page: Page, mobile: string) =>
  ((await (await page.request.get('/api/dev/outbox')).json()) as { to: string; html: string }[]).filter(
    (entry) => entry.to.includes(mobile) && entry.html.includes('manage booking'),
  ).length;

test('a visitor proves a flight booking and opens its e-ticket; the traveller’s hold queue and calendar @desktop-only', async ({
  page,
  browser,
  baseURL,
  site,
}, testInfo) => {
  const project = testInfo.project.name;
  const mobile = uniqueMobile();
  const traveller = { mobile, first: 'Ishita', last: 'Kulkarni', email: `ishita.${mobile}@example.in` };

  // ── Signed in from the hold queue: nothing waits yet ─────────────────────────────────────────────
  await page.goto('/flight/hold-queues');
  await page.getByRole('button', { name: 'Login or Register' }).click();
  await expect(page.getByRole('dialog', { name: 'Login/Register' })).toBeVisible();
  await registerAndSignIn(page, traveller);
  await expect(page.getByText(HOLD_QUEUE_TEXT.empty)).toBeVisible();

  // ── A paid flight and an unpaid one: the unpaid waits with its time left and Pay now ───────────
  const paid = await bookAndPayFlight(page, traveller, 24);
  const unpaid = await bookUnpaidFlight(page, traveller);
  await page.goto('/my-bookings');
  await page.getByRole('link', { name: 'Awaiting payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: HOLD_QUEUE_TEXT.title })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: unpaid });
  await expect(card.getByText(/^\d{2}:\d{2}$/)).toBeVisible();
  await expect(card.getByRole('link', { name: new RegExp(`^${HOLD_QUEUE_TEXT.payNow}`) })).toHaveAttribute(
    'href',
    /\/./,
  );
  await expect(page.getByRole('article').filter({ hasText: paid })).toHaveCount(0);
  await expectAccessible(page, 'hold queue');
  await keepScreenshot(page, 'flight-visitor-01-hold-queue', project);

  // ── The calendar of the paid flight's month; its entry opens the booking from the keyboard ─────
  await page.goto('/my-bookings');
  await page.getByRole('link', { name: 'Flight calendar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: PASSENGER_CALENDAR_TEXT.title })).toBeVisible();
  const month = addDays(todayInIndia(), 24).slice(0, 7);
  if (month !== todayInIndia().slice(0, 7))
    await page.getByRole('button', { name: PASSENGER_CALENDAR_TEXT.next }).click();
  await expect(page).toHaveURL(new RegExp(`month=${month}`));
  const entry = page.getByRole('link', { name: new RegExp(`${traveller.first} ${traveller.last}$`) }).first();
  await expect(entry).toBeVisible();
  await expectAccessible(page, 'passenger calendar');
  await keepScreenshot(page, 'flight-visitor-02-calendar', project);
  // At 390 px: the days as a list, the queue's cards, nothing wider than the screen.
  const desktop = page.viewportSize() ?? { width: 1280, height: 860 };
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(entry).toBeVisible();
  await keepScreenshot(page, 'flight-visitor-02-calendar-390', project);
  await page.goto('/flight/hold-queues');
  await expect(page.getByRole('article').filter({ hasText: unpaid })).toBeVisible();
  await keepScreenshot(page, 'flight-visitor-01-hold-queue-390', project);
  await page.setViewportSize(desktop);
  await page.goBack();
  await expect(entry).toBeVisible();
  await entry.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/flight\/order-details\/TSF/);

  // ── A visitor (another browser, not signed in) proves the paid booking with its mobile ──────────
  const visitorContext = await browser.newContext({ baseURL, viewport: page.viewportSize() });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/manage-booking');
  await visitor.locator('label', { hasText: /^Flight$/ }).click();
  await expect(visitor.getByRole('radio', { name: 'Flight' })).toBeChecked();
  await visitor.getByRole('textbox', { name: /Booking ID/ }).fill(paid);
  await visitor.getByRole('textbox', { name: /Mobile number or e-mail/ }).fill('9999999999');
  await visitor.getByRole('button', { name: 'Send code' }).click();
  await expect(visitor.getByRole('alert')).toContainText('No booking matches these details.');
  const before = await codesSentTo(visitor, mobile);
  await visitor.getByRole('textbox', { name: /Mobile number or e-mail/ }).fill(mobile);
  await visitor.getByRole('button', { name: 'Send code' }).click();
  await expect(visitor.getByText(/We have sent a 6-digit code to/)).toBeVisible();
  await expectAccessible(visitor, 'flight booking code');
  await visitor.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(visitor, 'flight-visitor-03-code-390', project);
  await visitor.setViewportSize(desktop);
  await visitor.getByRole('textbox', { name: /OTP/ }).fill(await bookingCodeFor(visitor, mobile, before));
  await visitor.getByRole('button', { name: 'Verify and open booking' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/flight/order-details/${paid}$`));
  await expect(visitor.getByRole('heading', { level: 1, name: 'Booking details' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Change date' })).toHaveCount(0);
  await visitor.getByRole('link', { name: 'E-ticket' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'E-ticket' })).toBeVisible();
  await expect(visitor.getByText(/^PNR /).first()).toBeVisible();
  await expectAccessible(visitor, 'visitor e-ticket');
  await keepScreenshot(visitor, 'flight-visitor-04-e-ticket', project);
  await visitor.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(visitor, 'flight-visitor-04-e-ticket-390', project);
  // Another booking's page asks for its own proof.
  await visitor.goto(`/flight/order-details/${unpaid}`);
  await expect(visitor.getByRole('textbox', { name: /Mobile number or e-mail/ })).toBeVisible();
  await visitorContext.close();
  expect(site.baseURL).toBe(baseURL);
});
