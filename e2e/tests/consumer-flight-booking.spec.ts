import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { BOOKING_MSG } from '@tripsetu/domain/flight-booking.ts';
import { MSG } from '@tripsetu/domain/messages.ts';
import { expect, expectAccessible, keepScreenshot, test } from '../support/fixtures.ts';
import { pickDate } from '../support/pick-date.ts';

const journeyDate = addDays(todayInIndia(), 12);

/** A mobile number no other run or project uses: 8 followed by the clock's last nine digits. */
const uniqueMobile = () => `8${String(Date.now()).slice(-9)}`;

interface OutboxEntry {
  to: string;
  html: string;
  created: string;
}

/** The OTP of the newest SMS to the mobile, once more than `seen` have arrived. */
async function otpFor(page: Page, mobile: string, seen: number): Promise<string> {
  let otp = '';
  const sms = async () => {
    const entries = (await (await page.request.get('/api/dev/outbox')).json()) as OutboxEntry[];
    return entries
      .filter((entry) => entry.to.includes(mobile) && /\b\d{6}\b/.test(entry.html))
      .sort((a, b) => b.created.localeCompare(a.created));
  };
  await expect
    .poll(
      async () => {
        const messages = await sms();
        if (messages.length <= seen) return '';
        otp = /\b(\d{6})\b/.exec(messages[0]?.html ?? '')?.[1] ?? '';
        return otp;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return otp;
}

/** Registers a traveller, then signs in with an OTP from the demo outbox, from whatever page is open. */
async function registerAndSignIn(page: Page, person: { mobile: string; first: string; last: string; email: string }) {
  const panel = page.getByRole('dialog', { name: 'Login/Register' });
  if (!(await panel.isVisible())) await page.getByRole('button', { name: 'Login/Register' }).click();
  await panel.getByRole('button', { name: 'Register' }).click();
  await panel.getByRole('combobox', { name: /Title/ }).selectOption('Ms');
  await panel.getByRole('textbox', { name: /First name/ }).fill(person.first);
  await panel.getByRole('textbox', { name: /Last name/ }).fill(person.last);
  await panel.getByRole('textbox', { name: /Email/ }).fill(person.email);
  await panel.getByRole('textbox', { name: /Mobile number/ }).fill(person.mobile);
  await panel.getByRole('button', { name: 'Register', exact: true }).click();
  await panel.getByRole('textbox', { name: /OTP/ }).fill(await otpFor(page, person.mobile, 0));
  await panel.getByRole('button', { name: 'Submit' }).click();
  await expect(panel.getByText(MSG.registerSuccess)).toBeVisible();
  await panel.getByRole('button', { name: 'Get OTP' }).click();
  await panel.getByRole('textbox', { name: /OTP/ }).fill(await otpFor(page, person.mobile, 1));
  await panel.getByRole('button', { name: 'Submit' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: person.first })).toBeVisible();
}

async function chooseAirport(page: Page, label: RegExp, typed: string, option: RegExp) {
  const field = page.getByRole('combobox', { name: label });
  await field.click();
  await field.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

test('a traveller books a one-way flight, pays on the gateway’s page and gets the e-ticket with the PNR', async ({
  page,
  site,
}, testInfo) => {
  const project = testInfo.project.name;
  const mobile = uniqueMobile();
  const traveller = { mobile, first: 'Anaya', last: 'Rao', email: `anaya.${mobile}@example.in` };

  // ── Search one way and choose a fare ───────────────────────────────────────────────────────────
  await page.goto('/flight');
  await chooseAirport(page, /^From/, 'DEL', /New Delhi \(DEL\)/);
  await chooseAirport(page, /^To/, 'Mumbai', /Mumbai \(BOM\)/);
  await pickDate(page, page.getByRole('button', { name: /Journey date/ }), journeyDate);
  await page.getByRole('button', { name: 'Search Flights' }).click();
  await expect(page).toHaveURL(/\/flight\/owresults\?/);
  await page
    .getByRole('link', { name: /^Book / })
    .first()
    .click();

  // ── /flight/book as a visitor: the quote, then sign in ─────────────────────────────────────────
  await expect(page).toHaveURL(/\/flight\/book\?.*origin=DEL.*fareid=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Book your flight' })).toBeVisible();
  const fareSummary = page.getByRole('definition').last();
  await expect(fareSummary).toHaveText(/^₹[\d,]+(\.\d\d)?$/);
  await expect(page.getByText('Convenience fee', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in to book' })).toBeVisible();
  await keepScreenshot(page, 'flight-book-01-visitor', project);
  await page.getByRole('button', { name: 'Login or Register' }).click();
  // The panel's code arrives when it is first opened: wait for it rather than open it a second time.
  await expect(page.getByRole('dialog', { name: 'Login/Register' })).toBeVisible();
  await registerAndSignIn(page, traveller);

  // ── Travellers and contact; the server's refusals land on their fields ──────────────────────────
  const adult = page.getByRole('group', { name: 'Traveller 1: Adult' });
  await expect(adult).toBeVisible();
  await page.getByRole('button', { name: /^Confirm and pay/ }).click();
  await expect(adult.getByText(BOOKING_MSG.titleRequired)).toBeVisible();
  await expect(adult.getByText(BOOKING_MSG.genderRequired)).toBeVisible();

  await adult.getByRole('combobox', { name: /Title/ }).selectOption('Ms');
  await adult.getByRole('combobox', { name: /Gender/ }).selectOption('Female');
  await adult.getByRole('textbox', { name: /First name/ }).fill('A');
  await adult.getByRole('textbox', { name: /Last name/ }).fill(traveller.last);
  await page.getByRole('textbox', { name: /Email/ }).fill(traveller.email);
  await page.getByRole('textbox', { name: /Mobile/ }).fill(traveller.mobile);
  await page.getByRole('button', { name: /^Confirm and pay/ }).click();
  await expect(adult.getByText(BOOKING_MSG.firstNameMin)).toBeVisible();
  await expect(page.getByText(BOOKING_MSG.termsRequired)).toBeVisible();
  await expectAccessible(page, 'flight booking with errors');
  await keepScreenshot(page, 'flight-book-02-errors', project);

  await adult.getByRole('textbox', { name: /First name/ }).fill(traveller.first);
  await adult.getByRole('combobox', { name: /Meal/ }).selectOption({ label: 'Vegetarian meal (₹400)' });
  await adult.getByRole('combobox', { name: /Extra check-in baggage/ }).selectOption({ index: 1 });

  // ── A seat from the aircraft's map: the keyboard moves over it, Enter chooses ─────────────────
  const seatMap = page.getByRole('group', { name: /^Seat map of / });
  await expect(seatMap).toBeVisible();
  const firstFree = seatMap.getByRole('button', { name: /, available$/ }).first();
  const seatNo = ((await firstFree.getAttribute('aria-label')) ?? '').split(',')[0] ?? '';
  await firstFree.focus();
  await page.keyboard.press('Enter');
  await expect(
    seatMap.getByRole('button', { name: new RegExp(`^${seatNo}, .*selected for 1\\. ${traveller.first}`) }),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: new RegExp(traveller.first) })).toHaveAccessibleDescription(
    `Seat ${seatNo}`,
  );
  const summaryBox = page.getByLabel('Fare summary');
  await expect(summaryBox.getByText('Excess baggage')).toBeVisible();
  await expect(summaryBox.getByText('Meals')).toBeVisible();

  // GST details: optional, but complete once begun.
  await page.getByRole('checkbox', { name: /I have a GST number/ }).check();
  await page.getByRole('textbox', { name: /GST number/ }).fill('27aaacn1234f1zx');
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: /^Confirm and pay/ }).click();
  await expect(page.getByText(AGENT_MSG.gstHolderRequired)).toBeVisible();
  await expect(page.getByText(AGENT_MSG.gstAddressRequired)).toBeVisible();
  await page.getByRole('textbox', { name: /GST holder name/ }).fill(`${traveller.first} ${traveller.last}`);
  await page.getByRole('textbox', { name: /GST email/ }).fill(traveller.email);
  await page.getByRole('textbox', { name: /Registered address/ }).fill('12 MG Road, Pune 411001');
  await page.getByRole('textbox', { name: /GST phone/ }).fill(traveller.mobile);
  const confirm = page.getByRole('button', { name: /^Confirm and pay/ });
  const total = ((await confirm.textContent()) ?? '').replace('Confirm and pay ', '');
  await expectAccessible(page, 'flight booking');
  await keepScreenshot(page, 'flight-book-03-filled', project);
  await confirm.click();

  // ── The gateway's hosted page ──────────────────────────────────────────────────────────────────
  await expect(page).toHaveURL(/\/pay\/sandbox\/checkout\//);
  await page.getByRole('radio', { name: 'UPI' }).check();
  await page.getByRole('button', { name: `Pay ${total}` }).click();

  // ── Back on the site: the e-ticket ─────────────────────────────────────────────────────────────
  await expect(page).toHaveURL(/\/flight\/ticket\/TSF[0-9A-Z]{20}$/);
  const ticket = page.getByRole('article', { name: 'E-ticket' });
  await expect(ticket).toBeVisible();
  await expect(ticket.getByText(/^PNR [A-Z2-9]{6}$/).first()).toBeVisible();
  await expect(ticket).toContainText('Confirmed');
  await expect(ticket.getByRole('cell', { name: `Ms ${traveller.first} ${traveller.last}` })).toBeVisible();
  await expect(ticket).toContainText(/Terminal-\w+/);
  await expect(ticket).toContainText(total);
  await expect(ticket).toContainText(`seat ${seatNo}, Vegetarian meal, Excess baggage`);
  await expect(ticket).toContainText('GST: 27AAACN1234F1ZX');
  await expectAccessible(page, 'flight e-ticket');
  if (project === 'phone') {
    // The five buttons two to a row across the phone, E-mail e-ticket across both (not ragged to the right).
    const box = async (name: string) =>
      (await page.getByRole(/invoice/.test(name) ? 'link' : 'button', { name, exact: true }).boundingBox()) as {
        x: number;
        y: number;
        width: number;
      };
    const [tax, customer, email] = [
      await box('Tax invoice'),
      await box('Customer invoice'),
      await box('E-mail e-ticket'),
    ];
    expect(customer.y).toBe(tax.y);
    expect(Math.abs(customer.width - tax.width)).toBeLessThanOrEqual(1);
    expect(email.width).toBeGreaterThan(tax.width + customer.width);
  }
  await keepScreenshot(page, 'flight-ticket-01-confirmed', project);

  // ── The e-ticket as a PDF, downloaded and e-mailed to another address ──────────────────────────
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^e-ticket-TSF[0-9A-Z]{20}\.pdf$/);
  expect((await readFile((await download.path()) as string)).subarray(0, 5).toString()).toBe('%PDF-');
  await page.getByRole('button', { name: 'E-mail e-ticket' }).click();
  const sendTo = page.getByRole('textbox', { name: 'Send the e-ticket to' });
  await expect(sendTo).toHaveValue(traveller.email);
  const family = `family.${mobile}@example.in`;
  await sendTo.fill(family);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText(BOOKING_MSG.emailSent)).toBeVisible();
  await expect
    .poll(() => site.mailbox.filter((received) => received.to.includes(family)).length, { timeout: 15_000 })
    .toBe(1);
  expect(site.mailbox.find((received) => received.to.includes(family))?.raw ?? '').toContain('application/pdf');

  await page.getByRole('link', { name: 'Tax invoice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tax Invoice' })).toBeVisible();
  await expectAccessible(page, 'flight tax invoice');
  await keepScreenshot(page, 'flight-invoice-01-tax', project);
  await page.goBack();
  await page.getByRole('link', { name: 'Customer invoice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Invoice' })).toBeVisible();
  await keepScreenshot(page, 'flight-invoice-02-customer', project);

  // ── Plans change: the traveller cancels, sees the refund first, and keeps the refund receipt ─────
  await page.goBack();
  await page.getByRole('link', { name: /^Manage this booking/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Booking details' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Confirmed' })).toBeVisible();
  await expectAccessible(page, 'flight booking details');
  await keepScreenshot(page, 'flight-order-details', project);

  // ── A change of plan: another flight that day, every charge shown, paid on the gateway's page ────
  const oldUrl = page.url();
  await page.getByRole('link', { name: 'Change date' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change flight date' })).toBeVisible();
  await page.getByRole('button', { name: 'Search flights' }).click();
  await page
    .getByRole('radiogroup', { name: /^Flights on / })
    .getByRole('radio', { disabled: false })
    .first()
    .check();
  await page.getByRole('button', { name: 'See the charges' }).click();
  const charges = page.getByRole('region', { name: 'Charges for the change' });
  await expect(charges.getByText('TripSetu reschedule fee')).toBeVisible();
  const payChange = charges.getByRole('button', { name: /^Pay ₹/ });
  const changeAmount = ((await payChange.textContent()) ?? '').replace('Pay ', '');
  await expectAccessible(page, 'flight reschedule charges');
  await keepScreenshot(page, 'flight-reschedule-01-charges', project);
  await payChange.click();
  await page
    .getByRole('dialog', { name: 'Change to this flight?' })
    .getByRole('button', { name: 'Continue to payment' })
    .click();
  await expect(page).toHaveURL(/\/pay\/sandbox\/checkout\//);
  await page.getByRole('radio', { name: 'UPI' }).check();
  await page.getByRole('button', { name: `Pay ${changeAmount}` }).click();
  await expect(page).toHaveURL(/\/flight\/ticket\/TSF[0-9A-Z]{20}$/);
  await expect(page.getByRole('article', { name: 'E-ticket' })).toContainText('Confirmed');
  await page.getByRole('link', { name: /^Manage this booking/ }).click();
  const linked = page.getByRole('status').filter({ hasText: 'This booking was made by changing the date' });
  await expect(linked).toBeVisible();
  await keepScreenshot(page, 'flight-reschedule-02-new-booking', project);
  await linked.getByRole('link').click();
  await expect(page).toHaveURL(oldUrl);
  await expect(page.getByRole('cell', { name: 'Rescheduled' })).toBeVisible();
  await page.getByRole('status').filter({ hasText: 'Travellers moved to booking' }).getByRole('link').click();

  // ── A meal on the new flight, added after booking and paid on the gateway's page ───────────────
  await page.getByRole('link', { name: 'Add seats, meals and more' }).click();
  await page
    .getByRole('combobox', { name: `Meal for Ms ${traveller.first} ${traveller.last}` })
    .first()
    .selectOption({ index: 1 });
  await page.getByRole('button', { name: 'See the charges' }).click();
  const addCharges = page.getByRole('region', { name: 'Charges' });
  const addTotal = (await addCharges.getByTestId('services-total').textContent()) ?? '';
  await expectAccessible(page, 'services after booking');
  await keepScreenshot(page, 'flight-add-services-01-charges', project);
  await addCharges.getByRole('button', { name: `Pay ${addTotal}` }).click();
  await page
    .getByRole('dialog', { name: 'Add these to your booking?' })
    .getByRole('button', { name: 'Continue to payment' })
    .click();
  await page.getByRole('radio', { name: 'UPI' }).check();
  await page.getByRole('button', { name: `Pay ${addTotal}` }).click();
  await expect(page).toHaveURL(/\/flight\/add-ssr\/TSF[0-9A-Z]{20}\?order=PO/);
  await expect(page.getByRole('status').filter({ hasText: 'Payment received: added to your booking' })).toBeVisible();
  await page.getByRole('link', { name: 'Booking details' }).click();

  // ── Plans change again: the new flight is cancelled, its refund shown first ───────────────────
  await page.getByRole('link', { name: 'Cancel flights' }).click();
  await expect(
    page.getByRole('checkbox', { name: new RegExp(`Ms ${traveller.first} ${traveller.last}`) }),
  ).toBeChecked();
  await page.getByRole('button', { name: 'Show refund' }).click();
  const refund = page.getByRole('region', { name: 'Your refund' });
  const refundTotal = (await refund.getByTestId('refund-total').textContent()) ?? '';
  expect(refundTotal).toMatch(/^₹[\d,]+(\.\d\d)?$/);
  await expectAccessible(page, 'flight cancellation quote');
  await keepScreenshot(page, 'flight-cancel-01-quote', project);
  await refund.getByRole('button', { name: `Cancel and refund ${refundTotal}` }).click();
  await page
    .getByRole('dialog', { name: 'Cancel these flights?' })
    .getByRole('button', { name: 'Yes, cancel' })
    .click();

  await expect(page).toHaveURL(/\/flight\/refund-receipt\/TSF[0-9A-Z]{20}$/);
  await expect(page.getByText('Booking cancelled. The refund has been sent to your original payment.')).toBeVisible();
  const receipt = page.getByRole('article', { name: 'Refund receipt' });
  await expect(receipt).toContainText(/TSRR\/\d{4}-\d{2}\/\d{6}/);
  await expect(receipt).toContainText('UPI payment');
  await expect(receipt.getByTestId('refund-total')).toHaveText(refundTotal);
  await expectAccessible(page, 'refund receipt');
  await keepScreenshot(page, 'flight-cancel-02-receipt', project);
  await expect
    .poll(
      () =>
        site.mailbox.filter(
          (received) => received.to.includes(traveller.email) && received.raw.includes('Cancellation confirmed'),
        ).length,
      { timeout: 15_000 },
    )
    .toBe(1);

  // My Bookings lists the flight, cancelled, and it opens its details.
  await page.goto('/my-bookings');
  const listed = page.getByRole('region', { name: 'Flights' }).getByRole('article').first();
  await expect(listed).toContainText('Cancelled');
  await expectAccessible(page, 'my bookings with flights');
  await keepScreenshot(page, 'my-bookings-flights', project);
  await listed.getByRole('link', { name: /^Booking details/ }).click();
  await expect(page.getByRole('cell', { name: 'Cancelled' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cancel flights' })).toHaveCount(0);
});
