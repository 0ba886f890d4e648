import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HOTEL_OPTIONS_MSG } from '@tripsetu/domain/hotel-options.ts';
import type { HotelCity, HotelSearchAnswer, HotelSummary } from '@tripsetu/domain/hotel-results.ts';
import { HOTEL_MSG } from '@tripsetu/domain/hotel-search.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HotelResultsPage } from './HotelResultsPage.tsx';
import { HotelSearchPage } from './HotelSearchPage.tsx';
import { hotelSearchFromParams, roomsFromText, roomsToText } from './hotel-search-url.ts';

// The map draws with Leaflet, which jsdom cannot lay out: its own test covers it (hotel-map.test.tsx).
vi.mock('./components/HotelMap.tsx', () => ({
  HotelMap: (props: { label: string; pins: { id: string; label: string }[]; onPinSelect?: (id: string) => void }) => (
    <section aria-label={props.label}>
      {props.pins.map((pin) => (
        <button key={pin.id} type="button" onClick={() => props.onPinSelect?.(pin.id)}>
          {pin.label}
        </button>
      ))}
    </section>
  ),
}));

const CITIES: HotelCity[] = [
  {
    id: 'GOI',
    name: 'Goa',
    state: 'GA',
    kind: 'BEACH',
    lat: 15.53,
    lng: 73.82,
    hotels: 4,
    localities: [
      { name: 'Baga', lat: 15.556, lng: 73.752 },
      { name: 'Calangute', lat: 15.544, lng: 73.755 },
      { name: 'Panaji', lat: 15.49, lng: 73.827 },
    ],
  },
];

const hotel = (
  id: string,
  name: string,
  stars: number,
  locality: string,
  perNight: number,
  facilities: HotelSummary['facilities'],
): HotelSummary => ({
  id,
  name,
  stars,
  rating: 4.1,
  reviews: 320,
  locality,
  address: `12, Beach Road, ${locality}, Goa`,
  lat: 15.55,
  lng: 73.75,
  photo: `/api/v1/hotels/photos/${id}/exterior.svg`,
  facilities,
  offer: {
    roomTypeId: 'R1',
    roomName: 'Deluxe Room',
    board: 'BREAKFAST',
    refundable: facilities.includes('FREE_CANCELLATION'),
    perNightPaise: perNight,
    totalPaise: Math.round(perNight * 3 * 1.05),
    gstPaise: Math.round(perNight * 3 * 0.05),
    roomsLeft: 2,
  },
});

const HOTELS = [
  hotel('GOI-0001', 'Coral Beach Resort', 4, 'Baga', 650_000, ['AC', 'POOL', 'FREE_FOOD', 'FREE_CANCELLATION']),
  hotel('GOI-0002', 'Tamarind Inn', 2, 'Calangute', 220_000, ['AC', 'FREE_WIFI', 'FREE_FOOD']),
  hotel('GOI-0003', 'Sitara Grand', 4, 'Panaji', 480_000, ['AC', 'GYM', 'FREE_FOOD']),
  hotel('GOI-0004', 'Pine Crest Palace', 5, 'Baga', 1_450_000, ['AC', 'POOL', 'SPA', 'FREE_FOOD']),
];
const ANSWER: HotelSearchAnswer = {
  city: { id: 'GOI', name: 'Goa', state: 'GA' },
  location: 'ALL',
  checkIn: '2026-12-20',
  checkOut: '2026-12-23',
  nights: 3,
  rooms: [{ adults: 2, childAges: [] }],
  hotels: HOTELS,
};
const RESULTS_URL =
  '/hotels/results?city=GOI&location=ALL&checkin=2026-12-20&checkout=2026-12-23&rooms=2&nationality=IN';

let calls: { method: string; path: string; body: unknown }[];
let answers: Record<string, () => { status: number; body: unknown }>;

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T06:00:00Z'));
  calls = [];
  answers = {
    'GET /api/v1/hotels/cities': () => ({ status: 200, body: { cities: CITIES } }),
    'POST /api/v1/hotels/search': () => ({ status: 200, body: ANSWER }),
  };
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = new URL(String(input), 'http://portal.test');
    calls.push({ method, path: url.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[`${method} ${url.pathname}`]?.() ?? {
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'x' } },
    };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

let currentUrl = '';
function UrlProbe() {
  const location = useLocation();
  currentUrl = `${location.pathname}${location.search}`;
  return null;
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider theme={tripsetuTheme}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <UrlProbe />
          <Routes>
            <Route path="/hotels" element={<HotelSearchPage />} />
            <Route path="/hotels/results" element={<HotelResultsPage />} />
            <Route path="/hotels/:hotelId" element={<p>Hotel page</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const searches = () => calls.filter((call) => call.method === 'POST' && call.path === '/api/v1/hotels/search');
const namesShown = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
const filters = () => screen.getByRole('complementary', { name: 'Filters' });

describe('rooms in the address', () => {
  it('writes and reads rooms with children’s ages, and keeps what does not read as numbers for the checks', () => {
    const rooms = [
      { adults: 2, childAges: [] },
      { adults: 1, childAges: [7, 4] },
    ];
    expect(roomsToText(rooms)).toBe('2,1-7.4');
    expect(roomsFromText('2,1-7.4')).toEqual(rooms);
    expect(roomsFromText('x')[0]?.adults).toBeNaN();
    const search = hotelSearchFromParams(
      new URLSearchParams('city=goi&location=Baga&checkin=2026-12-20&checkout=2026-12-23&rooms=2'),
    );
    expect(search).toMatchObject({ city: 'GOI', location: 'Baga', nationality: 'IN', priceRisePercent: 0 });
    expect(hotelSearchFromParams(new URLSearchParams('foo=1'))).toBeNull();
  });
});

describe('hotel search form', () => {
  it('says each §5 message under its field and sends nothing', async () => {
    renderAt('/hotels');
    await screen.findByRole('heading', { level: 1, name: 'Search hotels' });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(HOTEL_MSG.cityRequired)).toBeTruthy();
    expect(screen.getByText(HOTEL_MSG.locationRequired)).toBeTruthy();
    expect(screen.getByText(HOTEL_MSG.checkInRequired)).toBeTruthy();
    expect(screen.getByText(HOTEL_MSG.checkOutRequired)).toBeTruthy();
    expect(searches()).toHaveLength(0);
  });

  it('refuses a check-out that is not after the check-in', async () => {
    renderAt('/hotels?city=GOI&location=ALL&checkin=2026-12-20&checkout=2026-12-20&rooms=2&nationality=IN');
    await waitFor(() => expect(calls.some((call) => call.path === '/api/v1/hotels/cities')).toBe(true));
    fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
    expect(await screen.findByText(HOTEL_MSG.checkOutAfterCheckIn)).toBeTruthy();
    expect(searches()).toHaveLength(0);
  });

  it('adds rooms and children with their ages, and searches with them', async () => {
    renderAt('/hotels?city=GOI&location=ALL&checkin=2026-12-20&checkout=2026-12-23&rooms=2&nationality=IN');
    await waitFor(() => expect(calls.some((call) => call.path === '/api/v1/hotels/cities')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Add a room' }));
    const children = screen.getAllByRole('combobox', { name: 'Children' });
    fireEvent.change(children[1] as HTMLElement, { target: { value: '1' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Age of child 1' }), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(searches()[0]?.body).toMatchObject({
      city: 'GOI',
      rooms: [
        { adults: 2, childAges: [] },
        { adults: 2, childAges: [8] },
      ],
    });
    await waitFor(() => expect(currentUrl).toContain('/hotels/results?'));
    expect(currentUrl).toContain('rooms=2%2C2-8');
  });
});

describe('hotel results', () => {
  it('lists the hotels cheapest first, sorts by stars, and links each to its page with the stay', async () => {
    renderAt(RESULTS_URL);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hotels in Goa' })).toBeTruthy();
    await waitFor(() => expect(namesShown()).toHaveLength(4));
    expect(namesShown()).toEqual(['Tamarind Inn', 'Sitara Grand', 'Coral Beach Resort', 'Pine Crest Palace']);
    fireEvent.click(screen.getByRole('button', { name: 'Stars: High to Low' }));
    expect(namesShown()).toEqual(['Pine Crest Palace', 'Sitara Grand', 'Coral Beach Resort', 'Tamarind Inn']);
    const link = screen.getByRole('link', { name: 'View rooms at Coral Beach Resort' });
    expect(link.getAttribute('href')).toBe(
      '/hotels/GOI-0001?checkin=2026-12-20&checkout=2026-12-23&rooms=2&nationality=IN',
    );
  });

  it('filters by stars and facilities together, then clears', async () => {
    renderAt(RESULTS_URL);
    await waitFor(() => expect(namesShown()).toHaveLength(4));
    fireEvent.click(within(filters()).getByRole('checkbox', { name: '4 star (2)' }));
    fireEvent.click(within(filters()).getByRole('checkbox', { name: 'Swimming Pool (2)' }));
    expect(namesShown()).toEqual(['Coral Beach Resort']);
    expect(screen.getByText('Showing 1 of 4 hotels')).toBeTruthy();
    fireEvent.click(within(filters()).getByRole('checkbox', { name: 'Gym (1)' }));
    expect(await screen.findByText(HOTEL_MSG.noHotels)).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    expect(namesShown()).toHaveLength(4);
  });

  it('shows the hotels as a grid and on the map, where a pin opens the hotel', async () => {
    renderAt(RESULTS_URL);
    await waitFor(() => expect(namesShown()).toHaveLength(4));
    fireEvent.click(screen.getByRole('radio', { name: 'Grid' }));
    expect(document.querySelector('.hotel-grid')).not.toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Map' }));
    const map = await screen.findByRole('region', { name: 'Map of hotels in Goa' });
    fireEvent.click(within(map).getByRole('button', { name: 'Sitara Grand' }));
    await waitFor(() => expect(currentUrl).toContain('/hotels/GOI-0003?checkin=2026-12-20'));
  });

  it('says No Hotels found, without Clear filters, when the city has no room for the party', async () => {
    answers['POST /api/v1/hotels/search'] = () => ({ status: 200, body: { ...ANSWER, hotels: [] } });
    renderAt(RESULTS_URL);
    expect(await screen.findByText(HOTEL_MSG.noHotels)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('offers Try again when the search fails, and shows the hotels once it answers', async () => {
    let failing = true;
    answers['POST /api/v1/hotels/search'] = () =>
      failing ? { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'x' } } } : { status: 200, body: ANSWER };
    renderAt(RESULTS_URL);
    const alert = await screen.findByRole('alert');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(namesShown()).toHaveLength(4));
  });
});

const compareBox = (name: string) => screen.getByRole('checkbox', { name: `Add to compare ${name}` });
const tray = () => screen.getByRole('region', { name: 'Hotels to compare' });

describe('compare up to 3 hotels (§1, §9)', () => {
  it('refuses a fourth with the §5 message near the tray, and leaves it unchosen', async () => {
    renderAt(RESULTS_URL);
    await waitFor(() => expect(namesShown()).toHaveLength(4));
    expect(screen.queryByRole('region', { name: 'Hotels to compare' })).toBeNull();
    for (const name of ['Tamarind Inn', 'Sitara Grand', 'Coral Beach Resort']) fireEvent.click(compareBox(name));
    expect(within(tray()).getByText('Compare 3 of 3')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(compareBox('Pine Crest Palace'));
    expect(within(tray()).getByRole('alert').textContent).toBe(HOTEL_MSG.compareLimit);
    expect((compareBox('Pine Crest Palace') as HTMLInputElement).checked).toBe(false);
    expect(within(tray()).queryByText('Pine Crest Palace')).toBeNull();
    // Taking one out makes room, and the refusal goes.
    fireEvent.click(within(tray()).getByRole('button', { name: 'Remove Sitara Grand from compare' }));
    expect((compareBox('Sitara Grand') as HTMLInputElement).checked).toBe(false);
    expect(within(tray()).queryByRole('alert')).toBeNull();
    fireEvent.click(compareBox('Pine Crest Palace'));
    expect((compareBox('Pine Crest Palace') as HTMLInputElement).checked).toBe(true);
    expect(within(tray()).getByText('Pine Crest Palace')).toBeTruthy();
  });

  it('shows three hotels side by side with their prices, facilities and a way to their rooms', async () => {
    renderAt(RESULTS_URL);
    await waitFor(() => expect(namesShown()).toHaveLength(4));
    fireEvent.click(compareBox('Coral Beach Resort'));
    const compareButton = within(tray()).getByRole('button', { name: 'Compare' }) as HTMLButtonElement;
    expect(compareButton.disabled).toBe(true);
    fireEvent.click(compareBox('Tamarind Inn'));
    fireEvent.click(compareBox('Pine Crest Palace'));
    fireEvent.click(compareButton);
    const dialog = await screen.findByRole('dialog', { name: 'Compare hotels' });
    const table = within(dialog).getByRole('table');
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(heads).toEqual(['Coral Beach Resort', 'Tamarind Inn', 'Pine Crest Palace']);
    const cells = (rowName: string) =>
      within(within(table).getByRole('row', { name: new RegExp(`^${rowName}`) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    const chosen = [HOTELS[0], HOTELS[1], HOTELS[3]] as HotelSummary[];
    expect(cells('A night for 1 room')).toEqual(chosen.map((entry) => formatRupees(entry.offer.perNightPaise)));
    expect(cells('Total for 3 nights').map((text) => text?.split('with')[0])).toEqual(
      chosen.map((entry) => formatRupees(entry.offer.totalPaise)),
    );
    expect(cells('Swimming Pool')).toEqual(['✓Yes', '—No', '✓Yes']);
    expect(cells('Cancellation')).toEqual(['Free cancellation', 'Non-refundable', 'Non-refundable']);
    expect(cells('Location')).toEqual(['Baga', 'Calangute', 'Baga']);
    expect(within(dialog).getByRole('link', { name: 'View rooms at Tamarind Inn' }).getAttribute('href')).toBe(
      '/hotels/GOI-0002?checkin=2026-12-20&checkout=2026-12-23&rooms=2&nationality=IN',
    );
  });
});

describe('shortlist and e-mail of options (§1)', () => {
  const shortlistButton = (name: string) => screen.getByRole('button', { name: `Shortlist ${name}` });

  it('shows only the shortlisted hotels, and keeps them for the stay across a reload', async () => {
    renderAt(RESULTS_URL);
    await waitFor(() => expect(namesShown()).toHaveLength(4));
    const onlyShortlisted = () => screen.getByRole('button', { name: /^Shortlisted \(\d+\)$/ }) as HTMLButtonElement;
    expect(onlyShortlisted().disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'E-mail options' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(shortlistButton('Pine Crest Palace'));
    fireEvent.click(shortlistButton('Tamarind Inn'));
    expect(shortlistButton('Tamarind Inn').getAttribute('aria-pressed')).toBe('true');
    expect(shortlistButton('Coral Beach Resort').getAttribute('aria-pressed')).toBe('false');
    expect(onlyShortlisted().textContent).toContain('Shortlisted (2)');
    fireEvent.click(onlyShortlisted());
    expect(onlyShortlisted().getAttribute('aria-pressed')).toBe('true');
    expect(namesShown()).toEqual(['Tamarind Inn', 'Pine Crest Palace']);
    fireEvent.click(onlyShortlisted());
    expect(namesShown()).toHaveLength(4);

    cleanup();
    renderAt(RESULTS_URL.replace('location=ALL', 'location=Baga'));
    await waitFor(() => expect(namesShown()).toHaveLength(4));
    expect(shortlistButton('Pine Crest Palace').getAttribute('aria-pressed')).toBe('true');
    expect(onlyShortlisted().textContent).toContain('Shortlisted (2)');
    // Another stay has a shortlist of its own.
    cleanup();
    renderAt(RESULTS_URL.replace('checkout=2026-12-23', 'checkout=2026-12-24'));
    await waitFor(() => expect(namesShown()).toHaveLength(4));
    expect(shortlistButton('Pine Crest Palace').getAttribute('aria-pressed')).toBe('false');
  });

  async function openEmail() {
    renderAt(RESULTS_URL);
    await waitFor(() => expect(namesShown()).toHaveLength(4));
    fireEvent.click(shortlistButton('Sitara Grand'));
    fireEvent.click(shortlistButton('Coral Beach Resort'));
    fireEvent.click(screen.getByRole('button', { name: 'E-mail options' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail hotel options' });
    const list = within(dialog).getByRole('list', { name: 'Hotels to send (2)' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Sitara Grand', 'Coral Beach Resort']);
    return dialog;
  }
  const emails = () => calls.filter((call) => call.path === '/api/v1/hotels/options/email');

  it('e-mails the shortlist with the markup and note, and says Email Sent Successfully', async () => {
    answers['POST /api/v1/hotels/options/email'] = () => ({
      status: 200,
      body: { message: 'Email Sent Successfully' },
    });
    const dialog = await openEmail();
    const to = within(dialog).getByRole('textbox', { name: /Customer’s e-mail/ });
    fireEvent.change(to, { target: { value: 'rao@example' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Markup per booking/ }), { target: { value: 'ten' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Please enter valid email id.')).toBeTruthy();
    expect(within(dialog).getByText('Markup must be between ₹0 and ₹1,00,000')).toBeTruthy();
    expect(emails()).toHaveLength(0);
    fireEvent.change(to, { target: { value: ' rao@example.in ' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Markup per booking/ }), { target: { value: '750' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Note for the customer/ }), {
      target: { value: 'Both near the beach.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Email Sent Successfully')).toBeTruthy();
    expect(emails()).toHaveLength(1);
    expect(emails()[0]?.body).toEqual({
      to: 'rao@example.in',
      stay: {
        city: 'GOI',
        location: 'ALL',
        checkIn: '2026-12-20',
        checkOut: '2026-12-23',
        rooms: [{ adults: 2, childAges: [] }],
        nationality: 'IN',
        priceRisePercent: 0,
      },
      hotelIds: ['GOI-0003', 'GOI-0001'],
      markupPaise: 75_000,
      note: 'Both near the beach.',
      // The display currency, rupees by default (decision 041).
      currency: 'INR',
    });
  });

  it('shows the server’s refusals under their fields, and Failed to send Email with a retry', async () => {
    let answer: { status: number; body: unknown } = {
      status: 404,
      body: { error: { code: 404, message: 'x', fields: { hotelIds: HOTEL_OPTIONS_MSG.noneAvailable } } },
    };
    answers['POST /api/v1/hotels/options/email'] = () => answer;
    const dialog = await openEmail();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Customer’s e-mail/ }), {
      target: { value: 'rao@example.in' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(HOTEL_OPTIONS_MSG.noneAvailable);
    answer = {
      status: 422,
      body: { error: { code: 422, message: 'x', fields: { to: 'Please enter valid email id.' } } },
    };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Please enter valid email id.')).toBeTruthy();
    answer = { status: 503, body: { error: { code: 503, message: 'Failed to send Email' } } };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const failed = await within(dialog).findByRole('alert');
    expect(within(failed).getByText('Failed to send Email')).toBeTruthy();
    answer = { status: 200, body: { message: 'Email Sent Successfully' } };
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Email Sent Successfully')).toBeTruthy();
    expect(emails()).toHaveLength(4);
  });
});
