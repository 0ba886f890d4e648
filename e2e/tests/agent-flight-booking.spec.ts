import type { Page } from '@playwright/test';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { BOOKING_MSG, BOOKING_MSG_DECIDED } from '@tripsetu/domain/flight-booking.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { signIn } from '../support/agent-portal.ts';
import { expect, expectAccessible, keepScreenshot, test } from '../support/fixtures.ts';
import { paiseOf } from '../support/money.ts';
import {
  birthDate,
  EXIT_SEAT,
  fillContactAndAccept,
  fillTraveller,
  fundWallet,
  keepElementScreenshot,
  PLAIN_SEAT,
  pickFaresAndContinue,
  resultsPath,
  uploadLogo,
} from './flight-booking-helpers.ts';

/** Nothing wider than the screen: a phone scrolls up and down, never sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A main-menu item: from the bar on wide screens, from the drawer on phones (the page may link there too). */
async function openMenuItem(page: Page, name: string) {
  const burger = page.getByRole('button', { name: 'Menu', exact: true });
  if (await burger.isVisible()) {
    await burger.click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name, exact: true }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name, exact: true }).click();
  }
}

/** A ticket as the ticket page lists it: the carrier, then a 13-digit IATA number or (low-cost carriers) the PNR. */
const TICKET = /^[A-Z0-9]{2} (\d{3}-2\d{9}|[A-HJ-NP-Z2-9]{6})$/;

test(
  'an agent books a round trip for an adult, a child and an infant with seats, a meal and baggage, paid from the wallet',
  { tag: '@desktop-only' },
  async ({ page, browser, baseURL }, testInfo) => {
    const project = testInfo.project.name;
    const phone = project === 'phone';
    const journey = addDays(todayInIndia(), phone ? 91 : 90);
    const back = addDays(journey, 5);
    await signIn(page, 'owner@skyways.in', 'Agent@2026');
    await fundWallet(page, browser, baseURL, 200000);

    await page.goto(
      resultsPath({
        trip: 'ROUND_TRIP',
        from: 'DEL',
        to: 'BOM',
        date: journey,
        returnDate: back,
        children: 1,
        infants: 1,
      }),
    );
    await pickFaresAndContinue(page, ['Onward', 'Return'], phone);
    await expect(page.getByRole('heading', { level: 1, name: 'Review and book' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Price changed' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /^Onward: New Delhi → Mumbai/ })).toBeVisible();
    await expect(page.getByText(/^Available balance: ₹/)).toBeVisible();

    // ── Travellers: the child and the infant give a date of birth ─────────────────────────────────
    await fillTraveller(page, 1, { title: 'Mr', firstName: 'Arjun', lastName: 'Sharma', gender: 'Male' });
    await fillTraveller(page, 2, {
      title: 'Mstr',
      firstName: 'Kabir',
      lastName: 'Sharma',
      gender: 'Male',
      dateOfBirth: birthDate(journey, 7),
    });
    await fillTraveller(page, 3, {
      title: 'Ms',
      firstName: 'Diya',
      lastName: 'Sharma',
      gender: 'Female',
      dateOfBirth: birthDate(journey, 1),
    });

    // ── Seats on the onward flight: the adult, then the child (an exit row is refused) ────────────
    const onwardMap = page.getByRole('group', { name: /^Seat map of .*, DEL to BOM$/ });
    await onwardMap.getByRole('button', { name: PLAIN_SEAT }).first().click();
    await expect(onwardMap.getByRole('button', { name: /(selected|chosen) for 1\. Arjun Sharma$/ })).toHaveCount(1);
    await onwardMap.getByRole('button', { name: EXIT_SEAT }).first().click();
    await expect(page.getByText(BOOKING_MSG.seatChild)).toBeVisible();
    await onwardMap.getByRole('button', { name: PLAIN_SEAT }).first().click();
    await expect(onwardMap.getByRole('button', { name: /selected for 2\. Kabir Sharma$/ })).toHaveCount(1);
    await page.getByLabel('Meal for Arjun Sharma').selectOption('VGML');
    await expectAccessible(page, 'flight review with the seat map');
    const seatsCard = page.locator('.mantine-Tabs-root').filter({ has: onwardMap });
    await keepElementScreenshot(seatsCard, 'agent-flight-seat-map', project);

    // ── The return flight: a seat for the adult ───────────────────────────────────────────────────
    await page.getByRole('tab', { name: /^Return · / }).click();
    const returnMap = page.getByRole('group', { name: /^Seat map of .*, BOM to DEL$/ });
    await returnMap.getByRole('button', { name: PLAIN_SEAT }).first().click();

    // ── Excess baggage on the way out, and the §9 60 kg limit ─────────────────────────────────────
    const baggage = page.getByRole('group', { name: 'Excess baggage for Arjun Sharma' }).first();
    await baggage.getByRole('checkbox', { name: /^Excess baggage 30 kg/ }).check();
    await baggage.getByRole('checkbox', { name: /^Excess baggage 20 kg/ }).check();
    await baggage.getByRole('checkbox', { name: /^Excess baggage 15 kg/ }).check();
    await expect(baggage.getByText(BOOKING_MSG.baggageMax)).toBeVisible();
    await baggage.getByRole('checkbox', { name: /^Excess baggage 30 kg/ }).uncheck();
    await baggage.getByRole('checkbox', { name: /^Excess baggage 15 kg/ }).uncheck();
    await expect(baggage.getByText(BOOKING_MSG.baggageMax)).toHaveCount(0);

    // ── The fare summary grows with the extras and adds up ────────────────────────────────────────
    const summary = page.getByRole('complementary', { name: 'Fare summary' });
    for (const line of ['Seats', 'Meals', 'Excess baggage']) {
      await expect(summary.getByText(line, { exact: true })).toBeVisible();
    }
    await expect(summary.locator('dd').filter({ hasText: '₹10,000' }).first()).toBeVisible();
    const amounts = (await summary.locator('dd').allTextContents()).map(paiseOf);
    const total = amounts.pop() ?? 0;
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(total);

    await fillContactAndAccept(page);
    await expectAccessible(page, 'flight review filled in');
    await keepScreenshot(page, 'agent-flight-review', project);
    await page.getByRole('button', { name: 'Book and pay from wallet' }).click();

    // ── §4: booking success lands on the ticket page ──────────────────────────────────────────────
    await expect(page).toHaveURL(/\/agent\/flights\/bookings\/\d+$/, { timeout: 20_000 });
    await expect(page.getByText('Booking confirmed. The tickets are issued.')).toBeVisible();
    const pnrs = page.getByRole('region', { name: 'Airline PNR' });
    await expect(pnrs.locator('dd').first()).toHaveText(/^[A-HJ-NP-Z2-9]{6}$/);
    const travellers = page.getByRole('region', { name: 'Travellers and tickets' });
    await expect(travellers).toContainText('Mr Arjun Sharma');
    await expect(travellers).toContainText('Mstr Kabir Sharma');
    await expect(travellers).toContainText('Vegetarian meal');
    await expect(travellers).toContainText('DEL–BOM: Excess baggage 20 kg');
    await expect(travellers).not.toContainText('Issued on ticketing');
    await expect(travellers.getByText(TICKET).first()).toBeVisible();
    const fare = page.getByRole('region', { name: 'Fare summary' });
    await expect(fare).toContainText('Total from wallet');
    // The wallet's total first; the customer invoice's lines follow it.
    expect(paiseOf((await fare.locator('dl').first().locator('dd').last().textContent()) ?? '')).toBe(total);
    await expect(fare.locator('dl').nth(1)).toContainText('Service fee');
    await expectAccessible(page, 'flight ticket page');
    await keepScreenshot(page, 'agent-flight-ticket', project);

    // ── §2 booking detail pages: the e-ticket and the tax invoice, as print pages and as PDF ─────────
    const pnr = (await pnrs.locator('dd').first().textContent()) ?? '';
    const documents = page.getByRole('region', { name: 'Documents' });
    await documents.getByRole('link', { name: 'E-Ticket' }).click();
    await expect(page.getByRole('heading', { name: 'E-Ticket', level: 1 })).toBeVisible();
    await expect(page.locator('article.flight-doc')).toContainText(pnr);
    await expect(page.locator('article.flight-doc')).toContainText('Mstr Kabir Sharma');
    await page.getByLabel('Show the fare on the e-ticket').uncheck();
    await expect(page.locator('article.flight-doc')).not.toContainText('Base fare');
    const pdfHref = await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
    expect(pdfHref).toMatch(/\/documents\/e-ticket\?fare=false$/);
    const pdf = await page.request.get(pdfHref ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expectAccessible(page, 'e-ticket page');
    await keepScreenshot(page, 'agent-flight-e-ticket', project);
    await page.getByRole('link', { name: 'Back to the booking' }).click();
    await page.getByRole('region', { name: 'Documents' }).getByRole('link', { name: 'Tax Invoice' }).click();
    const invoice = page.locator('article.flight-doc');
    await expect(invoice).toContainText('GSTIN: 24AAHCT5678K1ZR');
    await expect(invoice).toContainText(/TSI\/\d{4}-\d{2}\/\d{6}/);
    await expect(invoice).toContainText(/IGST 18%|CGST 9%/);
    await page.getByRole('button', { name: 'E-mail' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-mail address').fill('accounts@client.example.in');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Email Sent Successfully')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectAccessible(page, 'tax invoice page');
    await keepScreenshot(page, 'agent-flight-tax-invoice', project);

    // ── Issue 21: the child's return cancelled, priced first; the refund is in the ledger ───────────
    await page.goBack();
    await expect(page.getByText('Booking confirmed. The tickets are issued.')).toBeVisible();
    const transactionId = (await page.locator('h1 + p, h1 ~ p').first().textContent())?.trim() ?? '';
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel booking' });
    await cancel.getByRole('checkbox', { name: /Arjun Sharma, Adult/ }).uncheck();
    await cancel.getByRole('checkbox', { name: /, Infant/ }).uncheck();
    await cancel.getByRole('checkbox', { name: /^Onward/ }).uncheck();
    await cancel.getByRole('button', { name: 'Show charges and refund' }).click();
    const quote = cancel.getByRole('table', { name: 'Charges and refund' });
    await expect(quote).toContainText('Mstr Kabir Sharma');
    const refund = paiseOf((await quote.getByTestId('cancellation-refund').textContent()) ?? '');
    expect(refund).toBeGreaterThan(0);
    await expectAccessible(page, 'cancellation quote');
    await keepScreenshot(page, 'agent-flight-cancel-quote', project);
    await cancel.getByRole('button', { name: /^Cancel and refund / }).click();
    await expect(page.getByText(/Booking cancelled\. .*Credit note TSCN\/\d{4}-\d{2}\/\d{6}/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cancellations' })).toContainText('TSCN/');
    await expect(page.getByRole('region', { name: 'Travellers and tickets' })).toContainText('Cancelled: ');
    await openMenuItem(page, 'Ledger');
    await page.getByRole('button', { name: 'Show' }).click();
    const refundLine = page
      .locator('tr, article')
      .filter({ hasText: `Cancellation ${transactionId}` })
      .last();
    await expect(refundLine).toContainText(/credit note TSCN\//);

    // ── Manage Bookings finds it by its booking id, still confirmed for the travellers left ───────────
    await openMenuItem(page, 'Manage Bookings');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Bookings' })).toBeVisible();
    await page.getByLabel('Booking id, PNR, ticket number or traveller').fill(transactionId);
    await page.getByRole('button', { name: 'Search' }).click();
    const found = page.getByRole('table', { name: 'Flight bookings' });
    await expect(found.getByRole('row')).toHaveCount(2);
    await expect(found).toContainText('Confirmed');
    await expect(found).toContainText('Arjun Sharma');
    await expect(page.getByText('1 booking', { exact: true })).toBeVisible();
    await expectAccessible(page, 'manage bookings');
    await keepScreenshot(page, 'agent-manage-bookings', project);
    await page
      .getByRole('navigation', { name: 'Booking records' })
      .getByRole('link', { name: 'Cancellations' })
      .click();
    const cancellations = page.getByRole('table', { name: 'Cancellations' });
    await expect(cancellations.getByRole('row').filter({ hasText: transactionId })).toContainText('TSCN/');
    await expectAccessible(page, 'manage bookings, cancellations');
    await cancellations.getByRole('link', { name: transactionId }).first().click();
    const bookingCancellations = page.getByRole('region', { name: 'Cancellations' });
    await expect(bookingCancellations).toBeVisible();

    // ── The cancellation's GST credit note: against the tax invoice, adding up to the refund ─────────
    await bookingCancellations.getByRole('link', { name: /^TSCN\// }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Credit Note' })).toBeVisible();
    const note = page.locator('article.flight-doc');
    await expect(note).toContainText(/TSI\/\d{4}-\d{2}\/\d{6}/);
    await expect(note).toContainText(`${formatRupees(refund)}`);
    const notePdf = await page.request.get(
      (await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href')) ?? '',
    );
    expect(notePdf.headers()['content-type']).toBe('application/pdf');
    await expectAccessible(page, 'credit note');
    await keepScreenshot(page, 'agent-credit-note', project);
  },
);

// At both widths: it ends on the documents the agency's customer reads, which the phone sweep does not visit.
test('an agent holds a flight with a markup, performs ticketing from Flight Hold Queues, and opens the customer invoice', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const project = testInfo.project.name;
  const phone = project === 'phone';
  const journey = addDays(todayInIndia(), phone ? 31 : 30);
  await signIn(page, 'owner@skyways.in', 'Agent@2026');
  await fundWallet(page, browser, baseURL, 50000);

  await page.goto(resultsPath({ trip: 'ONE_WAY', from: 'BLR', to: 'DEL', date: journey }));
  await pickFaresAndContinue(page, ['Onward'], phone);
  await expect(page.getByText(/^Hold keeps these seats and this price until /)).toBeVisible();
  await fillTraveller(page, 1, { title: 'Ms', firstName: 'Meera', lastName: 'Iyer', gender: 'Female' });
  await fillContactAndAccept(page);
  await page.getByRole('textbox', { name: 'Markup (₹)' }).fill('500');
  // What the agent quotes the customer: the fare with the markup, as the review shows it.
  const quoted = paiseOf((await page.locator('.review-invoice-total .money').textContent()) ?? '');
  await page.getByRole('button', { name: 'Hold', exact: true }).click();

  await expect(page).toHaveURL(/\/agent\/flights\/bookings\/\d+$/, { timeout: 20_000 });
  await expect(page.getByText(/^On hold until /)).toBeVisible();
  const transactionId = (
    await page.getByRole('region', { name: 'Booking details' }).locator('dd').first().textContent()
  )?.trim();
  expect(transactionId).toMatch(/^TSF[0-9A-Z]{20}$/);

  await openMenuItem(page, 'Flight Hold Queues');
  await expect(page.getByRole('heading', { level: 1, name: 'Flight Hold Queues' })).toBeVisible();
  const link = page.getByRole('link', { name: transactionId ?? '' });
  await expect(link).toBeVisible();
  await expectAccessible(page, 'flight hold queues');
  await keepScreenshot(page, 'agent-flight-hold-queue', project);
  await link.click();

  await page.getByRole('button', { name: 'Perform Ticketing' }).click();
  const confirm = page.getByRole('dialog', { name: 'Perform Ticketing' });
  await expect(confirm).toContainText('will be paid from the agency’s wallet');
  await confirm.getByRole('button', { name: 'Perform Ticketing' }).click();
  await expect(page.getByText(BOOKING_MSG_DECIDED.ticketed)).toBeVisible();
  await expect(page.getByText('Booking confirmed. The tickets are issued.')).toBeVisible();
  const travellers = page.getByRole('region', { name: 'Travellers and tickets' });
  await expect(travellers).not.toContainText('Issued on ticketing');
  await expect(travellers.getByText(TICKET).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Release' })).toHaveCount(0);

  // ── The customer invoice: the agency's, with its logo, its own number, one service fee and its GST ──
  await uploadLogo(page);
  await page.getByRole('region', { name: 'Documents' }).getByRole('link', { name: 'Customer Invoice' }).click();
  await expect(page.getByRole('heading', { name: 'Customer Invoice', level: 1 })).toBeVisible();
  const invoice = page.locator('article.flight-doc');
  await expect(invoice.getByRole('img', { name: 'Skyways Travels logo' })).toBeVisible();
  await expect(invoice).toContainText(/CI\/\d{2}-\d{2}\/\d{6}/);
  await expect(invoice).toContainText('Service fee');
  await expect(invoice).toContainText('CGST 9% on service fee');
  await expect(invoice).not.toContainText(/markup|Service charge/i);
  expect(paiseOf((await invoice.locator('.doc-total td').textContent()) ?? '')).toBe(quoted);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'customer invoice page');
  await keepScreenshot(page, 'agent-flight-customer-invoice', project);
  await page.getByRole('link', { name: 'Back to the booking' }).click();
  await page.getByRole('region', { name: 'Documents' }).getByRole('link', { name: 'E-Ticket' }).click();
  await expect(page.locator('article.flight-doc').getByRole('img', { name: 'Skyways Travels logo' })).toBeVisible();
  await expect(page.locator('article.flight-doc')).toContainText('Service fee');
  await expectNoSidewaysScroll(page);
  await keepScreenshot(page, 'agent-flight-e-ticket-logo', project);

  // The hold has left the queue.
  await openMenuItem(page, 'Flight Hold Queues');
  await expect(page.getByRole('heading', { level: 1, name: 'Flight Hold Queues' })).toBeVisible();
  await expect(page.getByRole('link', { name: transactionId ?? '' })).toHaveCount(0);
});

test(
  'the review asks before going on when the price moved since the results, and Continue books at the new price',
  { tag: '@desktop-only' },
  async ({ page, browser, baseURL }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    const journey = addDays(todayInIndia(), phone ? 41 : 40);
    await signIn(page, 'owner@skyways.in', 'Agent@2026');
    await fundWallet(page, browser, baseURL, 50000);

    await page.goto(resultsPath({ trip: 'ONE_WAY', from: 'DEL', to: 'GOI', date: journey }));
    await pickFaresAndContinue(page, ['Onward'], phone);
    // The same fares, as if the results had shown them ₹500 cheaper.
    const url = new URL(page.url());
    const seen = Number(url.searchParams.get('seen'));
    url.searchParams.set('seen', String(seen - 500_00));
    await page.goto(url.pathname + url.search);

    const dialog = page.getByRole('dialog', { name: 'Price changed' });
    await expect(dialog).toContainText(BOOKING_MSG.priceChanged);
    expect(paiseOf((await dialog.locator('dd').nth(0).textContent()) ?? '')).toBe(seen - 500_00);
    expect(paiseOf((await dialog.locator('dd').nth(1).textContent()) ?? '')).toBe(seen);
    expect(paiseOf((await dialog.locator('dd').nth(2).textContent()) ?? '')).toBe(500_00);
    await expect(dialog).toContainText(/days left to departure|booking class/);
    await expectAccessible(page, 'price changed prompt');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toBeHidden();

    await fillTraveller(page, 1, { title: 'Mr', firstName: 'Vihaan', lastName: 'Rao', gender: 'Male' });
    await fillContactAndAccept(page);
    await page.getByRole('button', { name: 'Book and pay from wallet' }).click();
    await expect(page).toHaveURL(/\/agent\/flights\/bookings\/\d+$/, { timeout: 20_000 });
    await expect(page.getByText('Booking confirmed. The tickets are issued.')).toBeVisible();
  },
);
