import type { Page } from '@playwright/test';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { MSG_DECIDED } from '@tripsetu/domain/messages.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

test("the prerendered landings hydrate without a difference and date their links by the visitor's day", async ({
  page,
}) => {
  const hydrationErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) hydrationErrors.push(message.text());
  });
  // A visit weeks after the build: the prerendered HTML carries the build day's dates, the page the visitor's.
  const visit = new Date(Date.now() + 40 * 86_400_000);
  await page.clock.setFixedTime(visit);
  const visitorDay = todayInIndia(visit);

  await page.goto('/search');
  await expect(page.getByRole('link', { name: 'Goa', exact: true })).toHaveAttribute(
    'href',
    new RegExp(`jdate=${addDays(visitorDay, 30)}&`),
  );
  await expect(page.getByText(`© ${visitorDay.slice(0, 4)} `)).toBeVisible();
  await page.goto('/flight');
  await expect(page.getByRole('link', { name: /Delhi.*Mumbai/ })).toHaveAttribute(
    'href',
    new RegExp(`jdate=${addDays(visitorDay, 7)}&`),
  );
  expect(hydrationErrors).toEqual([]);
});

/** Holds the app's entry script until `release` is called: meanwhile the page is the server's HTML alone. */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The errors the page logs, and the gateway calls it makes whose body matches `calls`. */
function watchPage(page: Page, calls: RegExp): { problems: string[]; asked: string[] } {
  const problems: string[] = [];
  const asked: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('request', (request) => {
    if (calls.test(request.postData() ?? '')) asked.push(request.postData() ?? '');
  });
  return { problems, asked };
}

test('flight results paint from the server with their flights before the JavaScript, then hydrate without asking again', async ({
  page,
}) => {
  const { problems, asked: searches } = watchPage(page, /actioncode=(search|getairports)/);
  const release = await holdEntryScript(page);
  const jdate = addDays(todayInIndia(), 30);
  const visit = page.goto(
    `/flight/owresults?origin=DEL&destination=BOM&jdate=${jdate}&triptype=O&numadults=1&numchildren=0&numinfants=0&cabin=Y&nearby=N&nonstop=N`,
  );
  // The server drew the page with the search's answer (decision 018): the first flights, the count of all.
  await expect(page.getByRole('heading', { level: 1, name: 'Flights from New Delhi to Mumbai' })).toBeVisible();
  const flights = page.getByRole('list', { name: 'Flights' }).getByRole('listitem');
  await expect(flights).toHaveCount(8);
  const found = Number((await page.getByText(/^\d+ flights$/).textContent())?.split(' ')[0]);
  expect(found).toBeGreaterThan(8);
  await expect(page.locator('html')).not.toHaveAttribute('data-app-ready');
  release();
  await visit;
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  // The app took the page over with the answer it carried: every flight, no second search, no hydration error.
  await expect(flights).toHaveCount(found);
  await page
    .getByRole('button', { name: /^More fares/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Fewer fares' })).toHaveAttribute('aria-expanded', 'true');
  expect(searches).toEqual([]);
  expect(problems).toEqual([]);
});

test('the flight search form keeps the ids its labels point at when the app takes it over', async ({ page }) => {
  const release = await holdEntryScript(page);
  const visit = page.goto('/flight');
  const fields = page.getByRole('form', { name: 'Search flights' }).locator('[id]');
  await expect(page.getByRole('combobox', { name: 'From' })).toBeVisible();
  const idsOf = () => fields.evaluateAll((elements) => elements.map((element) => element.id));
  const drawn = await idsOf();
  expect(drawn.length).toBeGreaterThan(3);
  release();
  await visit;
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  // Mantine's own useId swaps each id for a random one after the first draw (a second render of every field).
  expect(await idsOf()).toEqual(drawn);
  await expect(page.getByRole('combobox', { name: 'From' })).toBeVisible();
});

test("the portal's sign-in paints from the server before its code, keeps what was typed meanwhile, and signs in", {
  tag: '@desktop-only',
}, async ({ page }) => {
  const { problems } = watchPage(page, /actioncode=/);
  const sessionAsks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/session')) sessionAsks.push(request.url());
  });
  const release = await holdEntryScript(page);
  // A visitor at the portal's home is sent the sign-in page itself (decision 018), no app code yet.
  const visit = page.goto('/agent/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-app-ready');
  // Styled as the app draws it (Mantine's light scheme is on <html> from the start).
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toHaveCSS(
    'background-color',
    'rgb(8, 116, 110)',
  );
  await expect(page.getByLabel('User ID')).toHaveCSS('border-top-style', 'solid');
  await page.getByLabel('User ID').fill('owner@skyways.in');
  await page.getByLabel('Password').fill('Agent@2026');
  release();
  await visit;
  // The app took the page over as it was: the address the home sends a visitor to, the text typed kept, the
  // session not asked for (the server knew there was none), no hydration error.
  await expect(page).toHaveURL(/\/agent\/login$/);
  await expect(page.getByLabel('User ID')).toHaveValue('owner@skyways.in');
  await expect(page.getByLabel('Password')).toHaveValue('Agent@2026');
  expect(sessionAsks).toEqual([]);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  expect(problems).toEqual([]);

  // Signed in, the home is the app's to draw: the server no longer sends the sign-in page.
  const home = await page.request.get('/agent/');
  expect(await home.text()).not.toContain('data-prerendered-path');
  await page.goto('/agent/');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByLabel('User ID')).toHaveCount(0);
});

test('package results and a package hydrate from the answer the server drew them with, without asking again', async ({
  page,
}) => {
  const { problems, asked } = watchPage(page, /actioncode=(search|getdetails)/);
  const query = `package_destination=Goa&jdate=${addDays(todayInIndia(), 30)}&numdays=4&numadults=2&numchildren=0&numinfants=0`;
  await page.goto(`/holiday-package/search-results?${query}`);
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  await expect(page.getByText(/^\d+ packages? found$/)).toBeVisible();
  await page.goto(`/holiday-package/details/1001?${query}`);
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'Goa Beach Escape' })).toBeVisible();
  // The tabs drawn by the server name the panel the app draws (the same React ids on both sides).
  const tab = page.getByRole('tab', { selected: true });
  await expect(page.locator(`[id="${await tab.getAttribute('aria-controls')}"]`)).toBeVisible();
  await expectAccessible(page, 'a package, hydrated');
  expect(asked).toEqual([]);
  expect(problems).toEqual([]);
});

test('a package that cannot be drawn on the server is sent as the loading shell, which then says why', async ({
  page,
}) => {
  const release = await holdEntryScript(page);
  const visit = page.goto('/holiday-package/details/999999');
  await expect(page.getByRole('status')).toHaveText('Please Wait');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Holidays' })).toBeVisible();
  release();
  await visit;
  await expect(page.getByRole('alert')).toContainText(MSG_DECIDED.packageNotFound);
  await expect(page.getByRole('status')).toHaveCount(0);
});

test('the details carousel moves to the next picture every 5 seconds', async ({ page }) => {
  await page.clock.install();
  await page.goto('/holiday-package/details/1001');
  const slide = page.locator('[aria-roledescription="slide"]');
  // However long the page took to be drawn, start from the first photo with a fresh 5 s: choosing a
  // photo pauses the carousel under the pointer, and the pointer leaving starts its interval again.
  await page.getByRole('button', { name: 'Show photo 1' }).click();
  await page.mouse.move(0, 0);
  await expect(slide).toHaveAttribute('aria-label', /^1 of \d+$/);
  await page.clock.fastForward(4_000);
  await expect(slide).toHaveAttribute('aria-label', /^1 of /);
  await page.clock.fastForward(1_100);
  await expect(slide).toHaveAttribute('aria-label', /^2 of /);
  await page.getByRole('button', { name: 'Show photo 4' }).click();
  await expect(slide).toHaveAttribute('aria-label', /^4 of /);
});

test('leaving a booking asks first, and No keeps the traveller details', async ({ page }) => {
  await page.goto('/holiday-package/details/1003?numadults=2');
  await page
    .getByRole('button', { name: /^Book Now/ })
    .first()
    .click();
  await expect(page).toHaveURL(/holiday-package\/booking$/);
  await page.getByRole('textbox', { name: 'Email' }).fill('dev.patel@example.in');
  await page.getByRole('button', { name: 'Change package' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave this booking?' });
  await dialog.getByRole('button', { name: 'No, stay' }).click();
  await expect(page).toHaveURL(/holiday-package\/booking$/);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('dev.patel@example.in');
  await page.getByRole('button', { name: 'Change package' }).click();
  await page.getByRole('dialog', { name: 'Leave this booking?' }).getByRole('button', { name: 'Yes, leave' }).click();
  await expect(page).toHaveURL(/holiday-package\/details\/1003$/);
});

test('the voucher prints without the site around it', async ({ page, request }) => {
  // Book through the gateway as the site does, then open the voucher page.
  await page.goto('/holiday-package/details/1002?numadults=1');
  await page
    .getByRole('button', { name: /^Book Now/ })
    .first()
    .click();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('9988776655');
  await page.getByRole('textbox', { name: 'Email' }).fill('rohan.das@example.in');
  const adult = page.getByRole('region', { name: /Adult 1/ });
  await adult.getByRole('combobox', { name: /Title/ }).selectOption('Mr');
  await adult.getByRole('textbox', { name: /First name/ }).fill('Rohan');
  await adult.getByRole('textbox', { name: /Last name/ }).fill('Das');
  await page.getByRole('button', { name: 'Book Now', exact: true }).click();
  await page.getByRole('dialog', { name: 'Review your details' }).getByRole('button', { name: 'Confirm Book' }).click();
  await expect(page).toHaveURL(/voucher\/TSH/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'BOOKING VOUCHER' })).toBeVisible();
  expect(await page.locator('.voucher-page').evaluate((el) => getComputedStyle(el).maxWidth)).toBe('900px');

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'BOOKING VOUCHER' })).toBeVisible();
  const txid = page.url().split('/').pop();
  const answer = await request.post('/gateway/app', {
    form: { opid: 'MP003', actioncode: 'getpackagevoucher', txid: String(txid), resultformat: 'json' },
  });
  expect((await answer.json()).Result.leadpassenger_firstname).toBe('Rohan');
});

test('the Travellers popover opens under its button and in view, never over the fields above it', async ({ page }) => {
  await page.goto('/flight');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  const travellers = page.getByRole('button', { name: /^Travellers/ });
  await travellers.click();
  const done = page.getByRole('button', { name: 'Done' });
  await expect(done).toBeInViewport();
  const dropdown = page.locator('.mantine-Popover-dropdown');
  const [button, opened] = [await travellers.boundingBox(), await dropdown.boundingBox()];
  // On a 390 px phone it used to flip above the button and cover From and To.
  expect(opened?.y).toBeGreaterThanOrEqual((button?.y ?? 0) + (button?.height ?? 0));
  await done.click();
  await expect(done).toBeHidden();
  // Opened again from the top of the page: this time the dropdown is already loaded and fades in.
  await page.evaluate(() => window.scrollTo(0, 0));
  await travellers.click();
  await expect(done).toBeInViewport();
});
