import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { addDays, addYears } from '@tripsetu/domain/dates.ts';
import { signIn } from '../support/agent-portal.ts';
import { expect } from '../support/fixtures.ts';

/** Helpers for the flight review and booking journeys (agent-flight-booking.spec.ts). */

const JSON_HEADERS = { 'x-tripsetu-csrf': '1', 'content-type': 'application/json' };
const newKey = (label: string) => `e2e-${label}-${randomUUID()}`;

/** The owner records a NEFT deposit and the back office approves it, so the wallet can pay for bookings. */
export async function fundWallet(page: Page, browser: Browser, baseURL: string | undefined, rupees: number) {
  const recorded = await page.request.post('/api/v1/wallet/deposits', {
    headers: { ...JSON_HEADERS, 'idempotency-key': newKey('deposit') },
    data: {
      mode: 'NEFT',
      reference: `UTR${Date.now()}`,
      accountNumber: '50100123456789',
      holderName: 'Rohan Mehta',
      branch: '',
      depositDate: new Date().toISOString().slice(0, 10),
      bankAccountId: '1',
      amount: String(rupees),
    },
  });
  expect(recorded.status(), await recorded.text()).toBe(201);
  const { id } = (await recorded.json()) as { id: number };
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin@tripsetu.in', 'Admin@2026');
  const approved = await admin.request.post(`/api/v1/admin/deposits/${id}/approve`, {
    headers: { 'x-tripsetu-csrf': '1', 'idempotency-key': newKey('approve') },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  await adminContext.close();
}

/** A 120x36 PNG logo (blue with a saffron stripe), as an agency uploads in Profile. */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAHgAAAAkCAYAAABCKP5eAAAAgElEQVR4Ae3BQVEDAQAEwWHrfsRRKk7QgKqzgiP+YCH3S6am++Pz8f1HtEbURtRG1EbURtRG1EbURtRG1EbURtRG1EbURtQOLvj9+iGv4XbeecaI2ojaiNqI2ojaiNrBBbfzTt7LiNqI2ojaiNqI2ojaiNqI2ojaiNqI2ojaiNo/L6YF7Kx36soAAAAASUVORK5CYII=',
  'base64',
);

/** The signed-in owner uploads the agency's logo (Profile's upload, through its API). */
export async function uploadLogo(page: Page) {
  const answer = await page.request.post('/api/v1/profile/logo', {
    headers: { 'x-tripsetu-csrf': '1' },
    multipart: { logo: { name: 'skyways-logo.png', mimeType: 'image/png', buffer: LOGO_PNG } },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

export interface ResultsSearch {
  trip: 'ONE_WAY' | 'ROUND_TRIP';
  from: string;
  to: string;
  date: string;
  returnDate?: string;
  adults?: number;
  children?: number;
  infants?: number;
}

/** The results page's URL for a search (features/flights/flight-search-url.ts). */
export function resultsPath(search: ResultsSearch): string {
  const params = new URLSearchParams({ trip: search.trip, from: search.from, to: search.to, date: search.date });
  if (search.returnDate) params.set('return', search.returnDate);
  params.set('adults', String(search.adults ?? 1));
  params.set('children', String(search.children ?? 0));
  params.set('infants', String(search.infants ?? 0));
  params.set('cabin', 'ECONOMY');
  return `/agent/flights/results?${params}`;
}

/** Picks the first fare of the first non-stop flight on each leg (phones show the legs as tabs) and continues. */
export async function pickFaresAndContinue(page: Page, legs: ('Onward' | 'Return')[], phone: boolean) {
  for (const leg of legs) {
    if (phone && legs.length > 1) await page.getByRole('tab', { name: new RegExp(`^${leg}`) }).click();
    const region = page.getByRole('region', { name: new RegExp(`^${leg}: `) });
    await expect(region.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
    const nonStop = region.getByRole('article').filter({ hasText: 'Non-stop' });
    const card = (await nonStop.count()) > 0 ? nonStop.first() : region.getByRole('article').first();
    await card.getByRole('button', { name: 'View fares' }).click();
    await card.getByRole('radio').first().check();
  }
  await page.getByRole('region', { name: 'Fare summary' }).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/agent\/flights\/review\?/);
  await expect(page.getByRole('button', { name: 'Book and pay from wallet' })).toBeVisible({ timeout: 20_000 });
}

/** 'DD/MM/YYYY' of a date of birth `years` before `travelDate` (and a month more, clear of birthdays). */
export function birthDate(travelDate: string, years: number): string {
  const iso = addDays(addYears(travelDate, -years), -30);
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
export const fieldIn = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${escaped(label)}( \\*)?$`));

export interface TravellerInput {
  title: string;
  firstName: string;
  lastName: string;
  gender: 'Male' | 'Female';
  /** DD/MM/YYYY, typed into the date of birth when the form asks for one. */
  dateOfBirth?: string;
}

/** Fills traveller `number`'s card (1-based). */
export async function fillTraveller(page: Page, number: number, traveller: TravellerInput) {
  const card = page.getByRole('group', { name: new RegExp(`^Traveller ${number} · `) });
  await fieldIn(card, 'Title').selectOption(traveller.title);
  await fieldIn(card, 'First name').fill(traveller.firstName);
  await fieldIn(card, 'Last name').fill(traveller.lastName);
  await fieldIn(card, 'Gender').selectOption(traveller.gender);
  if (traveller.dateOfBirth) {
    const dob = fieldIn(card, 'Date of birth');
    await dob.fill(traveller.dateOfBirth);
    await dob.press('Escape');
    await dob.press('Tab');
  }
}

export async function fillContactAndAccept(page: Page) {
  await fieldIn(page, 'E-mail').fill('traveller@example.in');
  await fieldIn(page, 'Mobile number').fill('9876543210');
  await page.getByRole('checkbox', { name: /I have read the fare rules/ }).check();
}

/** A free seat by its name: window or aisle, priced, neither extra legroom nor exit row. */
export const PLAIN_SEAT = /^\d+[A-K], (window|aisle), ₹[\d,]+, available$/;
export const EXIT_SEAT = /exit row, available$/;

/** A picture of one element, kept beside keepScreenshot's full pages (e2e/screenshots). */
export async function keepElementScreenshot(locator: Locator, name: string, project: string) {
  await locator.screenshot({ path: path.join(import.meta.dirname, '..', 'screenshots', `${project}-${name}.png`) });
}
