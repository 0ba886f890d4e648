import { BOOKING_MSG_DECIDED } from '@tripsetu/domain/flight-booking.ts';
import { IMPORT_PNR_MSG } from '@tripsetu/domain/import-pnr.ts';
import { openMenuItem, signIn } from '../support/agent-portal.ts';
import { expect, expectAccessible, keepScreenshot, test } from '../support/fixtures.ts';

const TICKET = /^[A-Z0-9]{2} (\d{3}-2\d{9}|[A-HJ-NP-Z2-9]{6})$/;

test('an agent imports an airline PNR made outside the portal, performs ticketing and sees the ticket @desktop-only', async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
  await signIn(page, 'owner@skyways.in', 'Agent@2026');

  // ── Import PNR, from the main menu: a name not on the PNR finds nothing ────────────────────────
  await openMenuItem(page, 'Import PNR');
  await expect(page).toHaveURL(/\/agent\/flights\/import-pnr$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Import PNR' })).toBeVisible();
  await page.getByLabel(/^PNR/).fill('ccu8we');
  await page.getByLabel(/^Last name/).fill('Sharma');
  await page.getByRole('button', { name: 'Import PNR' }).click();
  await expect(page.getByRole('alert')).toContainText(IMPORT_PNR_MSG.notFound);
  await expectAccessible(page, 'import pnr refused');
  await keepScreenshot(page, 'agent-import-pnr', project);

  // ── A traveller's last name, in any case: the booking opens on hold under the airline's PNR ─────
  await page.getByLabel(/^Last name/).fill('das');
  await page.getByRole('button', { name: 'Import PNR' }).click();
  await expect(page).toHaveURL(/\/agent\/flights\/bookings\/\d+$/, { timeout: 20_000 });
  await expect(
    page.getByText('PNR CCU8WE imported into your bookings. Perform Ticketing to issue the tickets.'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Airline PNR' })).toContainText('CCU8WE');
  await expect(page.getByRole('region', { name: 'Travellers and tickets' })).toContainText('Priya Das');

  // ── Perform Ticketing: paid from the wallet, the ticket issued ─────────────────────────────────
  await page.getByRole('button', { name: 'Perform Ticketing' }).click();
  const confirm = page.getByRole('dialog', { name: 'Perform Ticketing' });
  await confirm.getByRole('button', { name: 'Perform Ticketing' }).click();
  await expect(page.getByText(BOOKING_MSG_DECIDED.ticketed)).toBeVisible();
  const travellers = page.getByRole('region', { name: 'Travellers and tickets' });
  await expect(travellers.getByText(TICKET).first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page, 'imported booking ticketed');
  await keepScreenshot(page, 'agent-imported-booking', project);

  // ── The same PNR again: already in the agency's bookings, with the way there ───────────────────
  await openMenuItem(page, 'Import PNR');
  await page.getByLabel(/^PNR/).fill('CCU8WE');
  await page.getByLabel(/^Last name/).fill('Das');
  await page.getByRole('button', { name: 'Import PNR' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(IMPORT_PNR_MSG.alreadyYours);
  await expect(alert.getByRole('link', { name: /^Open booking TSF/ })).toBeVisible();
});
