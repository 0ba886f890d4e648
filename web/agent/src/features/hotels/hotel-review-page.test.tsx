import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { BOOKING_MSG } from '@tripsetu/domain/flight-booking.ts';
import { HOTEL_BOOKING_MSG_DECIDED, priceRiseNote } from '@tripsetu/domain/hotel-booking-api.ts';
import type { HotelCity, HotelDetails, HotelNight, HotelRate } from '@tripsetu/domain/hotel-results.ts';
import type { RoomRequest } from '@tripsetu/domain/hotel-search.ts';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOTEL_BOOKINGS_KEY } from './api/get-hotel-booking.ts';
import { HotelDetailsPage } from './HotelDetailsPage.tsx';
import { HotelReviewPage } from './HotelReviewPage.tsx';

// Leaflet does not draw in a simulated DOM (the hotel's page shows a map).
vi.mock('./components/HotelMap.tsx', () => ({ HotelMap: () => null }));

const CITIES: HotelCity[] = [
  { id: 'GOI', name: 'Goa', state: 'Goa', kind: 'BEACH', lat: 15.5, lng: 73.83, hotels: 70, localities: [] },
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
const FLEX = rate('R2:BB-FLEX', 'BREAKFAST', [night('2026-12-20', 650_000), night('2026-12-21', 820_000, 50_000)], {
  refundable: true,
  freeCancellationUntil: '2026-12-17T06:30:00.000Z',
  cancellation: [
    { from: '2026-11-27T06:00:00.000Z', chargePaise: 0 },
    { from: '2026-12-17T06:30:00.000Z', chargePaise: 682_500 },
    { from: '2026-12-20T09:30:00.000Z', chargePaise: 1_709_100 },
  ],
  inclusions: ['Breakfast for the guests of each room'],
});
const NON_REFUNDABLE = rate('R2:RO-NR', 'ROOM_ONLY', [night('2026-12-20', 572_000), night('2026-12-21', 760_000)]);

const details = (rooms: RoomRequest[]): HotelDetails => ({
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
    photo: '/api/v1/hotels/photos/GOI-0012/exterior.svg',
    facilities: ['AC', 'POOL'],
    city: { id: 'GOI', name: 'Goa', state: 'Goa' },
    phone: '0832 227 1234',
    email: 'stay@seabreeze.example',
    checkInTime: '1500',
    checkOutTime: '1200',
    overview: 'A 4-star hotel in Calangute.',
    policies: [],
    photos: [],
  },
  checkIn: '2026-12-20',
  checkOut: '2026-12-22',
  nights: 2,
  rooms,
  roomTypes: [
    {
      id: 'R2',
      name: 'Deluxe Room',
      bed: 'King bed',
      sizeSqm: 28,
      maxAdults: 3,
      maxChildren: 2,
      extraBeds: 1,
      amenities: [],
      photo: '/api/v1/hotels/photos/GOI-0012/room-R2.svg',
      rates: [NON_REFUNDABLE, FLEX],
    },
  ],
  weather: [],
});

const STAY = 'checkin=2026-12-20&checkout=2026-12-22&rooms=2&nationality=IN';
const HOTEL = `/hotels/GOI-0012?${STAY}`;
const REVIEW = `/hotels/GOI-0012/book?${STAY}&rate=R2%3ABB-FLEX`;

let calls: { method: string; path: string; body: unknown; key: string | null }[];
let answers: Record<string, (body: unknown) => { status: number; body: unknown }>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T06:00:00Z'));
  calls = [];
  answers = {
    'GET /api/v1/hotels/cities': () => ({ status: 200, body: { cities: CITIES } }),
    'POST /api/v1/hotels/details': (body) => ({ status: 200, body: details((body as { rooms: RoomRequest[] }).rooms) }),
  };
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = new URL(String(input), 'http://portal.test');
    const key = new Headers(init.headers).get('idempotency-key');
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, body, key });
    const answer = answers[`${method} ${url.pathname}`]?.(body) ?? {
      status: 404,
      body: { error: { code: 404, message: 'Not found' } },
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

function LandedOn() {
  const state = useLocation().state as { notice: string; bookingId: number };
  return <p>{`Landed: ${state.notice} #${state.bookingId}`}</p>;
}

function renderAt(path: string, client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  render(
    <MantineProvider theme={tripsetuTheme}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/hotels/:hotelId" element={<HotelDetailsPage />} />
            <Route path="/hotels/:hotelId/book" element={<HotelReviewPage />} />
            <Route path="/bookings/hotels" element={<LandedOn />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const bookings = () => calls.filter((call) => call.method === 'POST' && call.path === '/api/v1/hotels/bookings');
const field = (role: 'textbox' | 'combobox', name: string) => screen.getByRole(role, { name });
/** The messages a field is described by (Mantine ties its error to it). */
const messageOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const bookButton = (total: string) => screen.getByRole('button', { name: `Book and pay ${total} from wallet` });

async function fillGuestAndContact() {
  await screen.findByRole('heading', { level: 2, name: 'Lead guests' });
  fireEvent.change(field('combobox', 'Room 1 lead guest: Title'), { target: { value: 'Mrs' } });
  fireEvent.change(field('textbox', 'Room 1 lead guest: First name'), { target: { value: ' Asha ' } });
  fireEvent.change(field('textbox', 'Room 1 lead guest: Last name'), { target: { value: 'Rao' } });
  fireEvent.change(field('textbox', 'E-mail'), { target: { value: 'asha@example.in' } });
  fireEvent.change(field('textbox', 'Mobile number'), { target: { value: '98765 43210' } });
}

const BODY = {
  hotelId: 'GOI-0012',
  checkIn: '2026-12-20',
  checkOut: '2026-12-22',
  rooms: [{ adults: 2, childAges: [] }],
  nationality: 'IN',
  priceRisePercent: 0,
  rateId: 'R2:BB-FLEX',
  acceptedTotalPaise: 1_709_100,
  guests: [{ title: 'Mrs', firstName: 'Asha', lastName: 'Rao' }],
  contact: { email: 'asha@example.in', mobile: '9876543210' },
  gst: { gstHolder: '', gstNumber: '', gstEmail: '', gstAddress: '', gstPhone: '', gstCompany: '' },
  specialRequests: '',
  markupPaise: 0,
};

describe('hotel review and booking (issue 23)', () => {
  it('opens from Book on the hotel’s page with the stay and the rate', async () => {
    renderAt(HOTEL);
    const flexible = (await screen.findByText('Breakfast for the guests of each room')).closest('li.hotel-rate');
    const book = within(flexible as HTMLElement).getByRole('link', { name: 'Book' });
    expect(book.getAttribute('href')).toBe(`${REVIEW}`);
    expect(messageOf(book)).toBe('Deluxe Room, Breakfast included, ₹17,091 for the stay');
    expect(screen.queryByText('Booking hotels opens soon')).toBeNull();
    fireEvent.click(book);
    expect(await screen.findByRole('heading', { level: 1, name: 'Review and book' })).toBeTruthy();
    expect(bookButton('₹17,091')).toBeTruthy();
  });

  it('shows the hotel, the stay, the rate’s price night by night and its cancellation charges in dates and rupees', async () => {
    renderAt(
      `/hotels/GOI-0012/book?checkin=2026-12-20&checkout=2026-12-22&rooms=2,2-7.4&nationality=IN&rate=R2%3ABB-FLEX`,
    );
    const stay = await screen.findByRole('region', { name: 'Sea Breeze Residency' });
    expect(within(stay).getByText('4-star hotel')).toBeTruthy();
    expect(within(stay).getByText('Beach Road, near Calangute Church, Calangute, Goa 403516')).toBeTruthy();
    expect(within(stay).getByText('Sun, 20 Dec, 2026, from 3:00 PM')).toBeTruthy();
    expect(within(stay).getByText('Tue, 22 Dec, 2026, by 12:00 PM')).toBeTruthy();
    expect(within(stay).getByText('2 nights, 2 rooms, 6 guests')).toBeTruthy();
    expect(within(stay).getByText('Room 2: 2 adults, 2 children (ages 7, 4)')).toBeTruthy();

    const price = screen.getByRole('region', { name: 'Room and price' });
    expect(within(price).getByRole('heading', { level: 3, name: 'Deluxe Room' })).toBeTruthy();
    expect(within(price).getByText('King bed · 28 m²')).toBeTruthy();
    expect(within(price).getByRole('heading', { level: 4, name: 'Breakfast included' })).toBeTruthy();
    expect(within(price).getByText('Free cancellation until 17 Dec, 2026 12:00 PM')).toBeTruthy();
    expect(within(price).getByText('From 17 Dec, 2026 12:00 PM: ₹6,825')).toBeTruthy();
    expect(within(price).getByText('From 20 Dec, 2026 03:00 PM: ₹17,091')).toBeTruthy();
    const table = within(price).getByRole('table');
    const cells = (row: Element) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
    expect([...table.querySelectorAll('tbody tr')].map(cells)).toEqual([
      ['Sun, 20 Dec, 2026', '₹6,500', '₹0', '5 %', '₹325', '₹6,825'],
      ['Mon, 21 Dec, 2026', '₹8,200', '₹500', '18 %', '₹1,566', '₹10,266'],
    ]);
    const sums = [...price.querySelectorAll('.hotel-rate-sums div')].map((item) => item.textContent);
    expect(sums).toEqual(['Room cost₹14,700', 'Extra guest charges₹500', 'Hotel GST₹1,891', 'Total tariff₹17,091']);
    expect(screen.getByRole('group', { name: 'Room 2 lead guest' })).toBeTruthy();
    expect(bookButton('₹17,091')).toBeTruthy();
  });

  it('shows what the agency earns on the rate under its total, and Book and pay names what the wallet pays', async () => {
    const earnings = {
      platformMarkupPaise: 0,
      platformMarkupGstPaise: 0,
      commissionPaise: 735_00,
      plbCutPayPaise: 0,
      tdsPaise: 14_70,
      payPaise: 17_091_00 - 735_00 + 14_70,
    };
    answers['POST /api/v1/hotels/rate-earnings'] = () => ({ status: 200, body: { earnings } });
    renderAt(`/hotels/GOI-0012/book?${STAY}&rate=R2%3ABB-FLEX`);
    const price = await screen.findByRole('region', { name: 'Room and price' });
    const line = (label: string) => within(price).getByText(label).nextElementSibling?.textContent;
    expect(await within(price).findByText('Commission')).toBeTruthy();
    expect(line('Commission')).toBe('-₹735');
    expect(line('TDS on commission')).toBe('₹14.70');
    expect(line('You pay from the wallet')).toBe('₹16,370.70');
    expect(within(price).queryByText('PLB (cut and pay)')).toBeNull();
    expect(bookButton('₹16,370.70')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/v1/hotels/rate-earnings')?.body).toMatchObject({
      hotelId: 'GOI-0012',
      rateId: 'R2:BB-FLEX',
    });
  });

  it('says a non-refundable rate refunds nothing', async () => {
    renderAt(`/hotels/GOI-0012/book?${STAY}&rate=R2%3ARO-NR`);
    const price = await screen.findByRole('region', { name: 'Room and price' });
    expect(within(price).getByText('Non-refundable: nothing is refunded on cancellation')).toBeTruthy();
    expect(within(price).getByText('From booking: ₹14,974')).toBeTruthy();
    expect(bookButton('₹14,974')).toBeTruthy();
  });

  it('refuses an empty form under its fields, focuses the first, and sends nothing', async () => {
    renderAt(REVIEW);
    await screen.findByRole('heading', { level: 2, name: 'Lead guests' });
    fireEvent.click(bookButton('₹17,091'));
    const title = field('combobox', 'Room 1 lead guest: Title');
    expect(messageOf(title)).toContain(BOOKING_MSG.titleRequired);
    expect(messageOf(field('textbox', 'Room 1 lead guest: First name'))).toContain(
      'First name should be at least 2 characters',
    );
    expect(messageOf(field('textbox', 'Room 1 lead guest: Last name'))).toContain(
      'Last name should be at least 1 character',
    );
    expect(messageOf(field('textbox', 'E-mail'))).toContain('Please enter valid email id.');
    expect(messageOf(field('textbox', 'Mobile number'))).toContain('Please enter mobile number.');
    expect(document.activeElement).toBe(title);
    expect(bookings()).toHaveLength(0);
  });

  it('books: posts the stay, rate, total, guest, contact, requests and markup once keyed, then lands on Manage Bookings', async () => {
    answers['POST /api/v1/hotels/bookings'] = () => ({ status: 201, body: { id: 77, priceRise: null } });
    renderAt(REVIEW);
    await fillGuestAndContact();
    fireEvent.change(field('textbox', 'Special requests (optional)'), { target: { value: 'Late arrival, 11 PM' } });
    expect(screen.getByText(/^19 of 500 characters/)).toBeTruthy();
    fireEvent.change(field('textbox', 'Your markup (₹)'), { target: { value: '250' } });
    expect(screen.getByText('Customer invoice total: ₹17,341')).toBeTruthy();
    fireEvent.click(bookButton('₹17,091'));
    expect(await screen.findByText(`Landed: ${HOTEL_BOOKING_MSG_DECIDED.booked} #77`)).toBeTruthy();
    expect(bookings()).toHaveLength(1);
    expect(bookings()[0]?.body).toEqual({
      ...BODY,
      specialRequests: 'Late arrival, 11 PM',
      markupPaise: 25_000,
    });
    expect(bookings()[0]?.key).toMatch(/\S{8,}/);
  });

  it('marks the Hotel Pax Calendar read earlier in the tab out of date once a booking is made', async () => {
    answers['POST /api/v1/hotels/bookings'] = () => ({ status: 201, body: { id: 78, priceRise: null } });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const calendarKey = [...HOTEL_BOOKINGS_KEY, 'pax-calendar', '2026-12'];
    client.setQueryData(calendarKey, { month: '2026-12', days: [] });
    renderAt(REVIEW, client);
    await fillGuestAndContact();
    fireEvent.click(bookButton('₹17,091'));
    expect(await screen.findByText(`Landed: ${HOTEL_BOOKING_MSG_DECIDED.booked} #78`)).toBeTruthy();
    expect(client.getQueryState(calendarKey)?.isInvalidated).toBe(true);
  });

  it('tells the rise a search allowed, and Manage Bookings says the rate rose within it', async () => {
    answers['POST /api/v1/hotels/bookings'] = () => ({
      status: 201,
      body: { id: 78, priceRise: { fromPaise: 1_709_100, toPaise: 1_780_000, allowedPercent: 5 } },
    });
    renderAt(`/hotels/GOI-0012/book?${STAY}&rise=5&rate=R2%3ABB-FLEX`);
    await fillGuestAndContact();
    expect(screen.getByText('Books without asking if the rate rises by up to 5%.')).toBeTruthy();
    fireEvent.click(bookButton('₹17,091'));
    const note = priceRiseNote('₹17,091', '₹17,800', 5);
    expect(await screen.findByText(`Landed: ${HOTEL_BOOKING_MSG_DECIDED.booked} ${note} #78`)).toBeTruthy();
    expect(bookings()[0]?.body).toMatchObject({ priceRisePercent: 5 });
  });

  it('asks about a changed price, and Continue books at the new total with a new key', async () => {
    answers['POST /api/v1/hotels/bookings'] = (body) =>
      (body as { acceptedTotalPaise: number }).acceptedTotalPaise === 1_709_100
        ? {
            status: 409,
            body: {
              error: {
                code: 409,
                kind: 'PRICE_CHANGED',
                message: BOOKING_MSG.priceChanged,
                details: { oldTotalPaise: '1709100', newTotalPaise: '1750000', reason: 'The hotel raised its rate.' },
              },
            },
          }
        : { status: 201, body: { id: 79, priceRise: null } };
    renderAt(REVIEW);
    await fillGuestAndContact();
    fireEvent.click(bookButton('₹17,091'));
    const dialog = await screen.findByRole('dialog', { name: 'Price changed' });
    expect(within(dialog).getByText('₹17,500')).toBeTruthy();
    expect(within(dialog).getByText('The hotel raised its rate.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(`Landed: ${HOTEL_BOOKING_MSG_DECIDED.booked} #79`)).toBeTruthy();
    expect(bookings().map((call) => (call.body as { acceptedTotalPaise: number }).acceptedTotalPaise)).toEqual([
      1_709_100, 1_750_000,
    ]);
    expect(bookings()[1]?.key).not.toBe(bookings()[0]?.key);
  });

  it('shows why a booking failed, with a way back to the hotel’s rooms', async () => {
    answers['POST /api/v1/hotels/bookings'] = () => ({
      status: 409,
      body: { error: { code: 409, kind: 'BOOKING_FAILED', message: HOTEL_BOOKING_MSG_DECIDED.soldOut } },
    });
    renderAt(REVIEW);
    await fillGuestAndContact();
    fireEvent.click(bookButton('₹17,091'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Booking Failed');
    expect(alert.textContent).toContain(HOTEL_BOOKING_MSG_DECIDED.soldOut);
    expect(within(alert).getByRole('link', { name: 'Choose another room' }).getAttribute('href')).toBe(HOTEL);
    await waitFor(() => expect((bookButton('₹17,091') as HTMLButtonElement).disabled).toBe(false));
  });

  it('puts the server’s refusals under their fields', async () => {
    answers['POST /api/v1/hotels/bookings'] = () => ({
      status: 422,
      body: {
        error: { code: 422, message: 'Validation error.', fields: { 'guests.0.lastName': BOOKING_MSG.nameInvalid } },
      },
    });
    renderAt(REVIEW);
    await fillGuestAndContact();
    fireEvent.click(bookButton('₹17,091'));
    const lastName = field('textbox', 'Room 1 lead guest: Last name');
    await waitFor(() => expect(messageOf(lastName)).toContain(BOOKING_MSG.nameInvalid));
    expect(document.activeElement).toBe(lastName);
    expect((await screen.findByRole('alert')).textContent).toContain('Please correct the fields marked below.');
  });

  it('keeps the key when no answer came, so trying again cannot book twice', async () => {
    answers['POST /api/v1/hotels/bookings'] = () => ({
      status: 503,
      body: { error: { code: 503, message: 'Service unavailable' } },
    });
    renderAt(REVIEW);
    await fillGuestAndContact();
    fireEvent.click(bookButton('₹17,091'));
    expect((await screen.findByRole('alert')).textContent).toContain('Oops, something went wrong.');
    answers['POST /api/v1/hotels/bookings'] = () => ({ status: 201, body: { id: 80, priceRise: null } });
    await waitFor(() => expect((bookButton('₹17,091') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(bookButton('₹17,091'));
    expect(await screen.findByText(`Landed: ${HOTEL_BOOKING_MSG_DECIDED.booked} #80`)).toBeTruthy();
    expect(bookings()).toHaveLength(2);
    expect(bookings()[1]?.key).toBe(bookings()[0]?.key);
  });

  it('says a rate the hotel no longer offers is gone, with a link back to the hotel', async () => {
    renderAt(`/hotels/GOI-0012/book?${STAY}&rate=R9%3ABB-FLEX`);
    expect(await screen.findByText(HOTEL_BOOKING_MSG_DECIDED.rateGone)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose another room' }).getAttribute('href')).toBe(HOTEL);
    expect(screen.queryByRole('button', { name: /Book and pay/ })).toBeNull();
  });
});
