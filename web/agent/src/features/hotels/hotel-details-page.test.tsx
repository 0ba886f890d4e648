import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { HotelCity, HotelDetails, HotelNight, HotelRate } from '@tripsetu/domain/hotel-results.ts';
import { HOTEL_MSG_DECIDED } from '@tripsetu/domain/hotel-search.ts';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HotelDetailsPage } from './HotelDetailsPage.tsx';

// Leaflet does not draw in a simulated DOM: the map stands in as its labelled region, telling what it was given.
vi.mock('./components/HotelMap.tsx', () => ({
  HotelMap: (props: { label: string; localities: readonly { name: string }[]; pins: readonly { label: string }[] }) => (
    <section
      aria-label={props.label}
      data-localities={props.localities.map((locality) => locality.name).join(',')}
      data-pins={props.pins.map((pin) => pin.label).join(',')}
    />
  ),
}));

const PHOTO = (key: string) => `/api/v1/hotels/photos/GOI-0012/${key}.svg`;

const CITIES: HotelCity[] = [
  {
    id: 'GOI',
    name: 'Goa',
    state: 'Goa',
    kind: 'BEACH',
    lat: 15.5,
    lng: 73.83,
    hotels: 70,
    localities: [
      { name: 'Calangute', lat: 15.544, lng: 73.755 },
      { name: 'Baga', lat: 15.556, lng: 73.752 },
      { name: 'Panaji', lat: 15.496, lng: 73.827 },
    ],
  },
  { id: 'JAI', name: 'Jaipur', state: 'Rajasthan', kind: 'HERITAGE', lat: 26.9, lng: 75.8, hotels: 60, localities: [] },
];

/** A room-night: GST at 5 % up to ₹7,500, 18 % above, on the tariff and extra guests together. */
function night(date: string, roomPaise: number, extraGuestPaise = 0): HotelNight {
  const gstPercent = roomPaise + extraGuestPaise <= 750_000 ? 5 : 18;
  return { date, roomPaise, extraGuestPaise, gstPercent, gstPaise: ((roomPaise + extraGuestPaise) * gstPercent) / 100 };
}

function rate(id: string, board: HotelRate['board'], nights: HotelNight[], change: Partial<HotelRate> = {}): HotelRate {
  const roomCostPaise = nights.reduce((sum, each) => sum + each.roomPaise, 0);
  const extraGuestPaise = nights.reduce((sum, each) => sum + each.extraGuestPaise, 0);
  const gstPaise = nights.reduce((sum, each) => sum + each.gstPaise, 0);
  const totalPaise = roomCostPaise + extraGuestPaise + gstPaise;
  return {
    id,
    board,
    refundable: false,
    freeCancellationUntil: null,
    cancellation: [{ from: '2026-11-27T06:00:00.000Z', chargePaise: totalPaise }],
    inclusions: [],
    rooms: [{ nights }],
    roomCostPaise,
    extraGuestPaise,
    gstPaise,
    totalPaise,
    roomsLeft: 8,
    ...change,
  };
}

/** Free until noon three days before check-in, then the first night, from check-in (3 PM) the whole stay. */
const FLEX = rate('R2:BB-FLEX', 'BREAKFAST', [night('2026-12-20', 650_000), night('2026-12-21', 820_000)], {
  refundable: true,
  freeCancellationUntil: '2026-12-17T06:30:00.000Z',
  cancellation: [
    { from: '2026-11-27T06:00:00.000Z', chargePaise: 0 },
    { from: '2026-12-17T06:30:00.000Z', chargePaise: 682_500 },
    { from: '2026-12-20T09:30:00.000Z', chargePaise: 1_650_100 },
  ],
  inclusions: ['Breakfast for the guests of each room'],
});
const NON_REFUNDABLE = rate('R2:RO-NR', 'ROOM_ONLY', [night('2026-12-20', 572_000), night('2026-12-21', 760_000)]);
const SUITE = rate('R4:BB-FLEX', 'BREAKFAST', [night('2026-12-20', 980_000), night('2026-12-21', 1_100_000)], {
  refundable: true,
  freeCancellationUntil: '2026-12-13T06:30:00.000Z',
  cancellation: [
    { from: '2026-11-27T06:00:00.000Z', chargePaise: 0 },
    { from: '2026-12-13T06:30:00.000Z', chargePaise: 1_156_400 },
    { from: '2026-12-20T09:30:00.000Z', chargePaise: 2_454_400 },
  ],
  inclusions: ['Breakfast for the guests of each room'],
  roomsLeft: 2,
});

const DETAILS: HotelDetails = {
  hotel: {
    id: 'GOI-0012',
    name: 'Sea Breeze Residency',
    stars: 4,
    rating: 4.2,
    reviews: 1834,
    locality: 'Calangute',
    address: 'Beach Road, near Calangute Church, Calangute, Goa 403516',
    lat: 15.545,
    lng: 73.757,
    photo: PHOTO('exterior'),
    facilities: ['AC', 'RESTAURANT', 'POOL', 'FREE_WIFI'],
    city: { id: 'GOI', name: 'Goa', state: 'Goa' },
    phone: '0832 227 1234',
    email: 'stay@seabreeze.example',
    checkInTime: '1500',
    checkOutTime: '1200',
    overview: 'Sea Breeze Residency is a 4-star hotel in Calangute, Goa, a few minutes’ walk from the beach.',
    policies: ['Check-in from 3:00 PM; check-out by 12:00 PM.', 'Pets are not allowed.'],
    photos: [
      { url: PHOTO('exterior'), caption: 'Sea Breeze Residency', kind: 'EXTERIOR' },
      { url: PHOTO('lobby'), caption: 'Lobby and reception', kind: 'LOBBY' },
      { url: PHOTO('room-R2'), caption: 'Deluxe Room', kind: 'ROOM' },
      { url: PHOTO('pool'), caption: 'Swimming pool', kind: 'POOL' },
    ],
  },
  checkIn: '2026-12-20',
  checkOut: '2026-12-22',
  nights: 2,
  rooms: [{ adults: 2, childAges: [] }],
  roomTypes: [
    {
      id: 'R2',
      name: 'Deluxe Room',
      bed: 'King bed',
      sizeSqm: 28,
      maxAdults: 3,
      maxChildren: 2,
      extraBeds: 1,
      amenities: ['Air conditioning', 'Free Wi-Fi', 'Tea and coffee maker'],
      photo: PHOTO('room-R2'),
      rates: [NON_REFUNDABLE, FLEX],
    },
    {
      id: 'R4',
      name: 'Premium Suite',
      bed: 'King bed',
      sizeSqm: 52,
      maxAdults: 4,
      maxChildren: 2,
      extraBeds: 1,
      amenities: ['Sea view', 'Bathtub'],
      photo: PHOTO('room-R4'),
      rates: [SUITE],
    },
  ],
  weather: [{ month: 12, highC: 33, lowC: 21, rainMm: 4, rainyDays: 0 }],
};

const PAGE = '/hotels/GOI-0012?checkin=2026-12-20&checkout=2026-12-22&rooms=2&nationality=IN';

let calls: { method: string; path: string; body: unknown }[];
let answers: Record<string, () => { status: number; body: unknown }>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T06:00:00Z'));
  calls = [];
  answers = {
    'GET /api/v1/hotels/cities': () => ({ status: 200, body: { cities: CITIES } }),
    'POST /api/v1/hotels/details': () => ({ status: 200, body: DETAILS }),
  };
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = new URL(String(input), 'http://portal.test');
    calls.push({ method, path: url.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[`${method} ${url.pathname}`]?.() ?? {
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Not found' } },
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

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider theme={tripsetuTheme}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/hotels/:hotelId" element={<HotelDetailsPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const detailsCalls = () => calls.filter((call) => call.method === 'POST' && call.path === '/api/v1/hotels/details');
const room = (name: string) => screen.getByRole('article', { name });
/** The rate rows of a room type, cheapest first. */
const rateRows = (name: string) => [...room(name).querySelectorAll<HTMLElement>('li.hotel-rate')];

describe('hotel details page', () => {
  it('asks for the hotel and the stay in the URL, and shows its header', async () => {
    renderAt(PAGE);
    expect(screen.getByRole('status').textContent).toBe('Loading the hotel…');
    await screen.findByRole('heading', { level: 1, name: 'Sea Breeze Residency' });
    expect(detailsCalls()[0]?.body).toEqual({
      hotelId: 'GOI-0012',
      checkIn: '2026-12-20',
      checkOut: '2026-12-22',
      rooms: [{ adults: 2, childAges: [] }],
      nationality: 'IN',
      priceRisePercent: 0,
    });
    expect(screen.getByText('4-star hotel')).toBeTruthy();
    expect(screen.getByText('Guests rate it 4.2 out of 5 from 1,834 reviews')).toBeTruthy();
    expect(screen.getByText('Check-in from 3:00 PM · Check-out by 12:00 PM')).toBeTruthy();
    const stay = screen.getByRole('region', { name: 'Your stay' });
    expect(within(stay).getByText('Sun, 20 Dec, 2026 → Tue, 22 Dec, 2026')).toBeTruthy();
    expect(within(stay).getByText('2 nights, 1 room, 2 guests')).toBeTruthy();
    expect(within(stay).getByText('From ₹14,974')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to results/ }).getAttribute('href')).toBe(
      '/hotels/results?city=GOI&location=ALL&checkin=2026-12-20&checkout=2026-12-22&rooms=2&nationality=IN',
    );
    expect(document.title).toContain('Sea Breeze Residency');
    for (const name of ['Overview', 'Amenities', 'Rooms and rates', 'Location', 'Weather', 'Policies']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(screen.getByText('Swimming Pool')).toBeTruthy();
  });

  it('shows the first photo large and switches it on a thumbnail', async () => {
    renderAt(PAGE);
    const gallery = await screen.findByRole('region', { name: 'Photos' });
    const large = () => gallery.querySelector('figure img') as HTMLImageElement;
    expect(large().getAttribute('src')).toBe(PHOTO('exterior'));
    expect(large().alt).toBe('Sea Breeze Residency');
    expect(large().getAttribute('width')).toBe('960');
    expect(within(gallery).getByText('· Photo 1 of 4')).toBeTruthy();
    fireEvent.click(within(gallery).getByRole('button', { name: 'Lobby and reception' }));
    expect(large().getAttribute('src')).toBe(PHOTO('lobby'));
    expect(large().alt).toBe('Lobby and reception');
    expect(within(gallery).getByRole('button', { name: 'Lobby and reception' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(within(gallery).getByText('· Photo 2 of 4')).toBeTruthy();
  });

  it('prices every rate for the stay with its cancellation terms', async () => {
    renderAt(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Sea Breeze Residency' });
    expect(within(room('Deluxe Room')).getByText('King bed · 28 m² · Sleeps 3 adults + 2 children')).toBeTruthy();
    const [nonRefundable, flexible] = rateRows('Deluxe Room');
    expect(within(nonRefundable as HTMLElement).getByText('Room only')).toBeTruthy();
    expect(within(nonRefundable as HTMLElement).getByText('₹14,974')).toBeTruthy();
    expect(within(nonRefundable as HTMLElement).getByText('Non-refundable')).toBeTruthy();
    expect(within(nonRefundable as HTMLElement).getByText('₹6,660 a night before GST')).toBeTruthy();
    expect(within(flexible as HTMLElement).getByText('Breakfast included')).toBeTruthy();
    expect(within(flexible as HTMLElement).getByText('Breakfast for the guests of each room')).toBeTruthy();
    expect(within(flexible as HTMLElement).getByText('₹16,501')).toBeTruthy();
    expect(within(flexible as HTMLElement).getByText('Free cancellation until 17 Dec, 2026 12:00 PM')).toBeTruthy();
    expect(within(flexible as HTMLElement).queryByText(/Only \d+ left/)).toBeNull();
    const [suite] = rateRows('Premium Suite');
    expect(within(suite as HTMLElement).getByText('₹24,544')).toBeTruthy();
    expect(within(suite as HTMLElement).getByText('Only 2 left')).toBeTruthy();
    expect(
      within(suite as HTMLElement)
        .getByRole('link', { name: 'Book' })
        .getAttribute('href'),
    ).toBe('/hotels/GOI-0012/book?checkin=2026-12-20&checkout=2026-12-22&rooms=2&nationality=IN&rate=R4%3ABB-FLEX');
    expect(screen.queryByRole('button', { name: /book/i })).toBeNull();
  });

  it('opens the cancellation steps and the tax breakup night by night, with both GST rates and the totals', async () => {
    renderAt(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Sea Breeze Residency' });
    const flexible = rateRows('Deluxe Room')[1] as HTMLElement;
    const disclosure = within(flexible).getByRole('button', { name: /Cancellation and tax details/ });
    expect(disclosure.getAttribute('aria-expanded')).toBe('false');
    expect(within(flexible).queryByRole('table')).toBeNull();
    fireEvent.click(disclosure);
    expect(disclosure.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(disclosure.getAttribute('aria-controls') ?? '')).toBeTruthy();
    expect(within(flexible).getByText('Cancel before 17 Dec, 2026 12:00 PM: free')).toBeTruthy();
    expect(within(flexible).getByText('From 17 Dec, 2026 12:00 PM: ₹6,825')).toBeTruthy();
    expect(within(flexible).getByText('From 20 Dec, 2026 03:00 PM: ₹16,501')).toBeTruthy();

    const wrap = within(flexible).getByRole('region', { name: 'Tax breakup of Deluxe Room, Breakfast included' });
    expect(wrap.tabIndex).toBe(0);
    const table = within(wrap).getByRole('table');
    const cells = (row: Element) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
    const rows = [...table.querySelectorAll('tbody tr')];
    expect(rows.map(cells)).toEqual([
      ['Sun, 20 Dec, 2026', '₹6,500', '₹0', '5 %', '₹325', '₹6,825'],
      ['Mon, 21 Dec, 2026', '₹8,200', '₹0', '18 %', '₹1,476', '₹9,676'],
    ]);
    expect(cells(table.querySelector('tfoot tr') as Element)).toEqual([
      'Total',
      '₹14,700',
      '₹0',
      '',
      '₹1,801',
      '₹16,501',
    ]);
    const sums = [...flexible.querySelectorAll('.hotel-rate-sums div')].map((item) => item.textContent);
    expect(sums).toEqual(['Room cost₹14,700', 'Extra guest charges₹0', 'Hotel GST₹1,801', 'Total tariff₹16,501']);
    expect(FLEX.totalPaise).toBe(1_650_100);

    const nonRefundable = rateRows('Deluxe Room')[0] as HTMLElement;
    fireEvent.click(within(nonRefundable).getByRole('button', { name: /Cancellation and tax details/ }));
    expect(within(nonRefundable).getByText('From booking: ₹14,974')).toBeTruthy();
  });

  it('shows the weather of the stay’s months and the map with the city’s localities', async () => {
    renderAt(PAGE);
    await screen.findByRole('heading', { level: 1, name: 'Sea Breeze Residency' });
    const weather = screen.getByRole('region', { name: 'Usual weather, month by month' });
    const table = within(weather).getByRole('table', { name: 'Usual weather in Goa for your stay' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Month', 'High (°C)', 'Low (°C)', 'Rain (mm)', 'Rainy days'],
      ['Dec', '33', '21', '4', '0'],
    ]);
    const map = await screen.findByRole('region', { name: 'Map of Sea Breeze Residency and the localities of Goa' });
    expect(map.dataset.localities).toBe('Calangute,Baga,Panaji');
    expect(map.dataset.pins).toBe('Sea Breeze Residency');
  });

  it('says when no room sleeps the party, with a way to change the search', async () => {
    answers['POST /api/v1/hotels/details'] = () => ({ status: 200, body: { ...DETAILS, roomTypes: [] } });
    renderAt(PAGE);
    expect(await screen.findByText('No room at this hotel sleeps your party for these dates.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Modify the search' }).getAttribute('href')).toBe(
      '/hotels?city=GOI&location=ALL&checkin=2026-12-20&checkout=2026-12-22&rooms=2&nationality=IN',
    );
  });

  it('says a hotel it does not have is no longer available, with a link back to the search', async () => {
    answers['POST /api/v1/hotels/details'] = () => ({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: HOTEL_MSG_DECIDED.hotelNotFound } },
    });
    renderAt(PAGE);
    expect(await screen.findByText(HOTEL_MSG_DECIDED.hotelNotFound)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Hotel details' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search hotels' }).getAttribute('href')).toBe('/hotels');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows a failure with Try again, which asks again', async () => {
    answers['POST /api/v1/hotels/details'] = () => ({
      status: 500,
      body: { error: { code: 'INTERNAL', message: 'boom' } },
    });
    renderAt(PAGE);
    expect(await screen.findByText('Oops, something went wrong.')).toBeTruthy();
    expect(detailsCalls()).toHaveLength(1);
    answers['POST /api/v1/hotels/details'] = () => ({ status: 200, body: DETAILS });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'Sea Breeze Residency' });
    expect(detailsCalls()).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
