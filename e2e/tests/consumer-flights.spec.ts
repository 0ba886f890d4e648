import type { Locator, Page } from '@playwright/test';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { FLIGHT_MSG } from '@tripsetu/domain/flight-search.ts';
import { expect, expectAccessible, keepScreenshot, test } from '../support/fixtures.ts';
import { pickDate } from '../support/pick-date.ts';

const today = todayInIndia();
const journeyDate = addDays(today, 10);
const returnDate = addDays(today, 14);

async function chooseAirport(page: Page, label: RegExp, typed: string, option: RegExp) {
  const field = page.getByRole('combobox', { name: label });
  await field.click();
  await field.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

const rupees = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** The cheapest fare each card shows, in page order. */
async function cardPrices(cards: Locator): Promise<number[]> {
  return (await cards.locator('.flight-card-price p:first-child').allTextContents()).map(rupees);
}

async function fillRoute(page: Page, to: { typed: string; option: RegExp }) {
  await chooseAirport(page, /^From/, 'DEL', /New Delhi \(DEL\)/);
  await chooseAirport(page, /^To/, to.typed, to.option);
  await pickDate(page, page.getByRole('button', { name: /Journey date/ }), journeyDate);
}

test('a traveller searches one way DEL → BOM for 2 adults, reads the cards cheapest first and keeps non-stops', async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
  await page.goto('/flight');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flights across India and beyond');
  await expectAccessible(page, 'flight search page');
  await keepScreenshot(page, 'flights-01-search', project);

  // §5: the same airport at both ends is refused, and no search happens.
  await chooseAirport(page, /^From/, 'DEL', /New Delhi \(DEL\)/);
  await chooseAirport(page, /^To/, 'Delhi', /New Delhi \(DEL\)/);
  await page.getByRole('button', { name: 'Search Flights' }).click();
  await expect(page.getByText(FLIGHT_MSG.sameOriginDestination)).toBeVisible();
  await expect(page.getByText(FLIGHT_MSG.journeyDateRequired)).toBeVisible();
  await expect(page).toHaveURL(/\/flight$/);
  await keepScreenshot(page, 'flights-02-search-errors', project);

  await fillRoute(page, { typed: 'Mumbai', option: /Mumbai \(BOM\)/ });
  await page.getByRole('button', { name: /Travellers/ }).click();
  await page.getByRole('combobox', { name: 'Adults (12+ yrs)' }).selectOption('2');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: /2 Adults/ })).toBeVisible();
  await page.getByRole('button', { name: 'Search Flights' }).click();

  await expect(page).toHaveURL(/\/flight\/owresults\?.*origin=DEL.*destination=BOM.*numadults=2/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flights from New Delhi to Mumbai');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);

  const first = cards.first();
  await expect(first.locator('time').first()).toHaveText(/^\d{2}:\d{2}$/);
  await expect(first.getByText(/^\d+h \d+m$/)).toBeVisible();
  await expect(first.getByText(/for 2 travellers/)).toBeVisible();
  const prices = await cardPrices(cards);
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  // More fares: every fare of the flight, cheapest first; one can be chosen (booking comes next).
  await first.getByRole('button', { name: /More fares/ }).click();
  const fares = first.getByRole('radio');
  // The fold draws its fares once open (allTextContents does not wait for them).
  await expect(first.getByRole('button', { name: 'Fewer fares' })).toHaveAttribute('aria-expanded', 'true');
  await expect(fares.nth(1)).toBeVisible();
  const fareTotals = (await first.locator('.fare-option-price').allTextContents()).map(rupees);
  expect(fareTotals.length).toBeGreaterThan(1);
  expect(fareTotals).toEqual([...fareTotals].sort((a, b) => a - b));
  expect(fareTotals[0]).toBe(prices[0]);
  await fares.nth(1).check();
  await expect(first).toHaveAttribute('data-selected', 'true');
  await expect(page.getByRole('button', { name: /Book/ })).toHaveCount(0);

  await first.getByRole('button', { name: 'Flight details' }).click();
  await expect(first.getByText(/Departs \d{1,2}:\d{2} (AM|PM)/).first()).toBeVisible();
  await expect(first.getByText(/Terminal-\w+/).first()).toBeVisible();
  await expectAccessible(page, 'one-way results');
  await keepScreenshot(page, 'flights-03-oneway-results', project);

  await page.getByRole('checkbox', { name: 'Non-stop only' }).check();
  await expect(page).toHaveURL(/nonstop=Y/);
  await expect(cards.first()).toBeVisible();
  const stops = await cards.locator('.flight-path').allTextContents();
  expect(stops.length).toBeGreaterThan(0);
  for (const text of stops) expect(text).toContain('Non-stop');

  await page.getByRole('radiogroup', { name: 'Sort flights by' }).getByText('Departure', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Departure' })).toBeChecked();
  const departures = await cards.locator('.flight-endpoint-dep time').allTextContents();
  expect(departures.length).toBeGreaterThan(1);
  expect(departures).toEqual([...departures].sort());
});

test('a domestic round trip lands on /flight/rtresults with onward and return lists and the pair total', async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
  await page.goto('/flight');
  await page.getByText('Round Trip', { exact: true }).click();
  await fillRoute(page, { typed: 'BOM', option: /Mumbai \(BOM\)/ });
  await page.getByRole('button', { name: 'Search Flights' }).click();
  await expect(page.getByText(FLIGHT_MSG.returnDateRequired)).toBeVisible();
  await pickDate(page, page.getByRole('button', { name: /Return date/ }), returnDate);
  await page.getByRole('button', { name: 'Search Flights' }).click();

  await expect(page).toHaveURL(/\/flight\/rtresults\?.*triptype=R/);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  const trip = page.getByRole('region', { name: 'Your round trip' });
  await expect(trip.getByText(/^₹[\d,]+$/)).toBeVisible();
  if (project === 'phone') {
    await expect(page.getByRole('tab', { name: 'Onward' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Return' }).click();
    await expect(page.getByRole('heading', { name: /Return · BOM → DEL/ })).toBeVisible();
  } else {
    await expect(page.getByRole('heading', { name: /Onward · DEL → BOM/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Return · BOM → DEL/ })).toBeVisible();
  }
  const returnFlights = page.getByRole('region', { name: /Return · BOM → DEL/ });
  const target = project === 'phone' ? page.getByRole('article') : returnFlights.getByRole('article');
  await expect(target.first().locator('.flight-endpoint-dep')).toContainText('(BOM)');
  await expectAccessible(page, 'round-trip results');
  await keepScreenshot(page, 'flights-04-roundtrip-results', project);
});

test('a round trip to Dubai lands on /flight/rtintlresults', async ({ page }, testInfo) => {
  await page.goto('/flight');
  await page.getByText('Round Trip', { exact: true }).click();
  await fillRoute(page, { typed: 'Dubai', option: /Dubai \(DXB\)/ });
  await pickDate(page, page.getByRole('button', { name: /Return date/ }), returnDate);
  await page.getByRole('button', { name: 'Search Flights' }).click();
  await expect(page).toHaveURL(/\/flight\/rtintlresults\?.*destination=DXB/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/International round trip/);
  await expect(page.getByText(/Times are local to each airport/)).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  await expect(page.getByRole('article').first()).toBeVisible();
  await keepScreenshot(page, 'flights-05-international-results', testInfo.project.name);
});
