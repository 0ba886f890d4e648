import type { Page } from '@playwright/test';
import { addDays, isoWeekday, todayInIndia } from '@tripsetu/domain/dates.ts';
import { MSG } from '@tripsetu/domain/messages.ts';
import { expect, expectAccessible, keepScreenshot, test, untilStill } from '../support/fixtures.ts';
import { pickDate } from '../support/pick-date.ts';

const today = todayInIndia();

/** A date about three weeks ahead: packages in the demo catalogue run then. */
function journeyDate(): string {
  return addDays(today, 21);
}

async function searchGoa(page: Page, project: string) {
  await page.goto('/');
  await expect(page).toHaveURL(/\/search$/);
  await expect(page).toHaveTitle('TripSetu');
  await expectAccessible(page, 'search page');
  await keepScreenshot(page, '01-search', project);

  // Nothing chosen: the spec's messages, and no search.
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(MSG.destinationRequired)).toBeVisible();
  await expect(page.getByText(MSG.daysRequired, { exact: true }).last()).toBeVisible();
  await expect(page).toHaveURL(/\/search$/);

  await page.getByRole('combobox', { name: 'Destination' }).click();
  await page.getByRole('combobox', { name: 'Destination' }).fill('Goa');
  await page.getByRole('option', { name: 'Goa', exact: true }).click();
  await pickDate(page, page.getByRole('button', { name: /Journey date/ }), journeyDate());
  await page.getByRole('combobox', { name: /No\. of days/ }).selectOption('5');
  await page.getByRole('button', { name: /Travellers/ }).click();
  await page.getByRole('combobox', { name: 'Adults (12+ yrs)' }).selectOption('2');
  await page.getByRole('combobox', { name: 'Children (2-12 yrs)' }).selectOption('1');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: /2 Adults, 1 Child/ })).toBeVisible();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

async function fillTravellers(page: Page) {
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('9876543210');
  await page.getByRole('textbox', { name: 'Email' }).fill('ananya.rao@example.in');
  const adult1 = page.getByRole('region', { name: /Adult 1/ });
  await adult1.getByRole('combobox', { name: /Title/ }).selectOption('Ms');
  await adult1.getByRole('textbox', { name: /First name/ }).fill('Ananya');
  await adult1.getByRole('textbox', { name: /Last name/ }).fill('Rao');
  const adult2 = page.getByRole('region', { name: /Adult 2/ });
  await adult2.getByRole('combobox', { name: /Title/ }).selectOption('Mr');
  await adult2.getByRole('textbox', { name: /First name/ }).fill('Karthik');
  await adult2.getByRole('textbox', { name: /Last name/ }).fill('Rao');
  const child = page.getByRole('region', { name: /Child 1/ });
  await child.getByRole('combobox', { name: /Title/ }).selectOption('Mstr');
  await child.getByRole('textbox', { name: /First name/ }).fill('Aditya');
  await child.getByRole('textbox', { name: /Last name/ }).fill('Rao');
  await pickDate(page, child.getByRole('button', { name: /Date of birth/ }), addDays(today, -365 * 7));
}

test('a new visitor searches, opens a package, books for 2 adults and 1 child, and e-mails the voucher', async ({
  page,
  context,
  site,
}, testInfo) => {
  const project = testInfo.project.name;
  await searchGoa(page, project);

  await expect(page).toHaveURL(/holiday-package\/search-results\?.*package_destination=Goa/);
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  await expectAccessible(page, 'results page');
  await keepScreenshot(page, '02-results', project);

  // View Package opens the details in a new tab, carrying the search.
  const [details] = await Promise.all([
    context.waitForEvent('page'),
    cards.first().getByRole('link', { name: 'View Package' }).click(),
  ]);
  await details.waitForLoadState();
  // The server drew the page; its tabs answer once the app has taken it over (the fixture's goto waits the same way).
  await expect(details.locator('html')).toHaveAttribute('data-app-ready', 'true');
  await expect(details).toHaveURL(/holiday-package\/details\/\d+\?.*numadults=2.*numchildren=1/);
  await expect(details.getByRole('heading', { level: 1 })).toBeVisible();
  for (const tab of [
    'Highlights',
    'Day wise itinerary',
    'Inclusions',
    'Exclusions',
    'Payment policy',
    'Cancellation policy',
  ]) {
    await expect(details.getByRole('tab', { name: tab })).toBeVisible();
  }
  await details.getByRole('tab', { name: 'Day wise itinerary' }).click();
  await expect(details.locator('.itinerary p').first()).toContainText('Day 1');
  await expect(details.getByText(/Package price from /).first()).toBeVisible();
  await expectAccessible(details, 'details page');
  await keepScreenshot(details, '03-details', project);

  await details
    .getByRole('button', { name: /^Book Now/ })
    .first()
    .click();
  await expect(details).toHaveURL(/holiday-package\/booking$/);
  await expect(details.getByRole('region', { name: /Child 1/ })).toBeVisible();
  await expect(details.getByRole('region', { name: /Adult \d/ })).toHaveCount(2);
  const total = (await details.getByTestId('total-payable').textContent()) ?? '';
  expect(total).toMatch(/^₹[\d,]+$/);

  // An empty form: field errors, nothing sent.
  await details.getByRole('button', { name: 'Book Now', exact: true }).click();
  await expect(details.getByText(MSG.mobileRequired)).toBeVisible();
  await expect(details.getByText(MSG.dobRequired)).toBeVisible();
  await expectAccessible(details, 'booking page with errors');

  await fillTravellers(details);
  await keepScreenshot(details, '04-booking', project);
  await details.getByRole('button', { name: 'Book Now', exact: true }).click();
  const review = details.getByRole('dialog', { name: 'Review your details' });
  await expect(review).toBeVisible();
  await expect(review).toContainText('1. Ms Ananya Rao');
  await expect(review).toContainText('3. Mstr Aditya Rao');
  await expect(review).toContainText('ananya.rao@example.in');
  await expect(review).toContainText(total);
  await keepScreenshot(details, '05-review', project);
  await review.getByRole('button', { name: 'Confirm Book' }).click();

  await expect(details.getByText(MSG.bookingSuccess)).toBeVisible();
  await expect(details).toHaveURL(/holiday-package\/voucher\/TSH[0-9A-Z]{20}$/, { timeout: 10_000 });
  const txid = details.url().split('/').pop() as string;
  await expect(details.getByRole('heading', { name: 'BOOKING VOUCHER' })).toBeVisible();
  await expect(details.getByText(txid)).toBeVisible();
  await expect(details.getByText('Requested', { exact: true })).toBeVisible();
  await expect(details.getByText('Ms Ananya Rao', { exact: true })).toBeVisible();
  await expectAccessible(details, 'voucher page');
  await keepScreenshot(details, '06-voucher', project);

  // E-mail it: an empty address is refused, a real one arrives at the SMTP server.
  await details.getByRole('button', { name: 'Email', exact: true }).click();
  const emailDialog = details.getByRole('dialog', { name: 'Email voucher' });
  await emailDialog.getByRole('textbox', { name: /Email address/ }).fill('');
  await emailDialog.getByRole('button', { name: 'Send Email' }).click();
  await expect(emailDialog.getByText(MSG.voucherEmailInvalid)).toBeVisible();
  const recipient = `friend-${project}@example.in`;
  await emailDialog.getByRole('textbox', { name: /Email address/ }).fill(recipient);
  await emailDialog.getByRole('button', { name: 'Send Email' }).click();
  await expect(details.getByText(MSG.emailSent)).toBeVisible();
  // The modal's closing fade dims the page for a moment; check the page as it settles.
  await expect(emailDialog).toBeHidden();
  await expectAccessible(details, 'voucher with the success alert');
  await expect
    .poll(() => site.mailbox.some((m) => m.to.includes(recipient) && m.raw.includes(txid)), { timeout: 15_000 })
    .toBe(true);
  const delivered = site.mailbox.find((m) => m.to.includes(recipient));
  expect(delivered?.raw).toContain('Subject: Package Voucher');
});

test('a booking the server refuses shows Booking Failed and stays on the form', async ({ page }) => {
  const packageId = 1001;
  await page.goto(`/holiday-package/details/${packageId}?numadults=1`);
  await page
    .getByRole('button', { name: /^Book Now/ })
    .first()
    .click();
  await expect(page).toHaveURL(/holiday-package\/booking$/);
  // The price quoted on the details page has since changed (a stale quote held in the browser).
  await page.evaluate(() => {
    const key = 'tripsetu.bookingDraft';
    const draft = JSON.parse(sessionStorage.getItem(key) as string);
    draft.reprice.invoicetotal_paise -= 50_000;
    sessionStorage.setItem(key, JSON.stringify(draft));
  });
  await page.reload();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('9123456780');
  await page.getByRole('textbox', { name: 'Email' }).fill('meera.nair@example.in');
  const adult = page.getByRole('region', { name: /Adult 1/ });
  await adult.getByRole('combobox', { name: /Title/ }).selectOption('Mrs');
  await adult.getByRole('textbox', { name: /First name/ }).fill('Meera');
  await adult.getByRole('textbox', { name: /Last name/ }).fill('Nair');
  await page.getByRole('button', { name: 'Book Now', exact: true }).click();
  const review = page.getByRole('dialog', { name: 'Review your details' });
  await expect(review).toBeVisible();
  // Pressed at once, Confirm Book was clicked where it stood before the dialog slid down (CI, 2026-11-29).
  await untilStill(page);
  await expect(review).toHaveCSS('opacity', '1');
  await review.getByRole('button', { name: 'Confirm Book' }).click();
  const alert = page.getByRole('alert').filter({ hasText: MSG.bookingFailedTitle });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('The package price has changed');
  await expect(page).toHaveURL(/holiday-package\/booking$/);
});

test('a search with no packages shows the No Results Found banner', async ({ page }) => {
  let date = addDays(today, 10);
  while (isoWeekday(date) !== 3) date = addDays(date, 1);
  await page.goto(
    `/holiday-package/search-results?package_destination=Atlantis&jdate=${date}&numdays=4&numadults=1&numchildren=0&numinfants=0`,
  );
  const banner = page.getByRole('alert').filter({ hasText: MSG.noResultsTitle });
  await expect(banner).toContainText(MSG.noResults);
});
