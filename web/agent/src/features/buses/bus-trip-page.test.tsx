import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { BUS_BLOCK_MSG, type BusBlockAnswer } from '@tripsetu/domain/bus-booking.ts';
import { busLayout } from '@tripsetu/domain/bus-layouts.ts';
import type { BusSearchAnswer, BusTrip } from '@tripsetu/domain/bus-search.ts';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUS_SEARCH_KEY } from './api/search-buses.ts';
import { BusTripPage } from './BusTripPage.tsx';

const TRIP_ID = 'VRL-2041@2026-12-01';
const SEATS_PATH = '/api/v1/buses/trips/VRL-2041%402026-12-01/seats';
const TRIP_PATH = '/api/v1/buses/trips/VRL-2041%402026-12-01';
const SEARCH = { from: 'BLR', to: 'HYD', date: '2026-12-01' };

const stop = (id: string, name: string, time: string) => ({
  id,
  name,
  date: '2026-12-01',
  time,
  address: `${name}, Bengaluru`,
  landmark: `Near ${name}`,
  contact: '080 2222 1111',
});

const TRIP = {
  id: TRIP_ID,
  operator: { code: 'VRL', name: 'VRL Travels', state: false, rating: 4.4, ratings: 900, contact: '080 1' },
  serviceName: 'VRL Sleeper',
  busType: { code: 'AC_SLEEPER', name: 'A/C Sleeper (2+1)', ac: true, sleeper: true, seater: false },
  from: 'BLR',
  to: 'HYD',
  departureDate: '2026-12-01',
  departureTime: '2130',
  arrivalDate: '2026-12-02',
  arrivalTime: '0800',
  durationMinutes: 630,
  seatsLeft: 30,
  totalSeats: 36,
  fareFromPaise: 115_000,
  amenities: [],
  cancellationPolicy: [],
  boardingPoints: [stop('BLR-0', 'Majestic', '2130'), stop('BLR-1', 'Madiwala', '2200')],
  droppingPoints: [stop('HYD-0', 'Ameerpet', '0800')],
} as BusTrip;

/** The 2+1 sleeper: lower berths ₹1,250, upper ₹1,150; L2 and U2 sold (U3 too, once `taken` says so). */
function layout(taken: string[] = []) {
  const shape = busLayout('SLEEPER_2_1');
  return {
    tripId: TRIP_ID,
    columns: shape.columns,
    rows: shape.rows,
    seats: shape.seats.map((seat) => ({
      ...seat,
      farePaise: seat.deck === 'LOWER' ? 125_000 : 115_000,
      available: !['L2', 'U2', ...taken].includes(seat.seatNo),
    })),
  };
}

const BLOCKED = {
  blockId: 7,
  tripId: TRIP_ID,
  expiresAt: '2026-11-22T06:08:00Z',
  price: {
    seats: [
      { seatNo: 'U4', farePaise: 115_000 },
      { seatNo: 'U5', farePaise: 115_000 },
    ],
    farePaise: 230_000,
    fareGstPaise: 11_500,
    feePaise: 5_000,
    feeGstPaise: 900,
    totalPaise: 247_400,
  },
  earnings: null as BusBlockAnswer['earnings'],
  message: BUS_BLOCK_MSG.blocked,
};

let calls: { method: string; path: string; body: unknown }[];
let answers: Record<string, () => { status: number; body: unknown }>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T06:00:00Z'));
  localStorage.clear();
  calls = [];
  answers = { [`GET ${SEATS_PATH}`]: () => ({ status: 200, body: layout() }) };
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = new URL(String(input), 'http://portal.test');
    calls.push({ method, path: url.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[`${method} ${url.pathname}`]?.() ?? { status: 404, body: { error: { message: 'Gone' } } };
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

function renderTrip({ cached = true } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const answer = {
    from: { id: 'BLR', name: 'Bengaluru', state: 'KA' },
    to: { id: 'HYD', name: 'Hyderabad', state: 'TS' },
    date: '2026-12-01',
    trips: [TRIP],
  };
  if (cached) client.setQueryData([...BUS_SEARCH_KEY, SEARCH], answer as BusSearchAnswer);
  else answers[`GET ${TRIP_PATH}`] = () => ({ status: 200, body: { trip: TRIP } });
  render(
    <MantineProvider theme={tripsetuTheme}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`/buses/trips/${TRIP_ID}`]}>
          <Routes>
            <Route path="/buses/trips/:tripId" element={<BusTripPage />} />
            <Route path="/bookings/buses" element={<LandedOn />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** Manage Bookings' Buses tab, standing in: what the booking handed over (§4's redirect). */
function LandedOn() {
  const state = useLocation().state as { notice: string; bookingId: number };
  return <p>{`Landed: ${state.notice} #${state.bookingId}`}</p>;
}

const seat = (name: string | RegExp) => screen.getByRole('button', { name });
const upper = () => screen.getByRole('group', { name: 'Upper deck' });

async function fillTraveller(seatNo: string, name: string, gender: 'Male' | 'Female') {
  const row = screen.getByRole('group', { name: new RegExp(`^Traveller on berth ${seatNo}`) });
  fireEvent.change(within(row).getByLabelText(/^Name/), { target: { value: name } });
  fireEvent.change(within(row).getByLabelText(/^Age/), { target: { value: '34' } });
  fireEvent.click(within(row).getByRole('radio', { name: gender }));
}

function fillRest() {
  fireEvent.click(screen.getByRole('radio', { name: /Madiwala/ }));
  fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'owner@skyways.in' } });
  fireEvent.change(screen.getByLabelText(/^Mobile/), { target: { value: '9876543210' } });
}

describe('bus seat layout', () => {
  it('names every seat by deck, berth, fare, ladies and state, with a legend and the driver', async () => {
    renderTrip();
    expect(await screen.findByRole('button', { name: 'Upper deck, berth U1, ₹1,150, ladies, available' })).toBeTruthy();
    expect(seat('Upper deck, berth U2, ₹1,150, booked')).toHaveProperty('disabled', true);
    expect(seat('Lower deck, berth L3, ₹1,250, available')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Driver' })).toBeTruthy();
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Available', '✕Booked', '♀Ladies', '✓Selected']);
    fireEvent.click(seat(/berth U4, /));
    expect(seat('Upper deck, berth U4, ₹1,150, selected').getAttribute('aria-pressed')).toBe('true');
  });

  it('moves between seats with the arrow keys, one tab stop a deck, and chooses with Enter', async () => {
    renderTrip();
    const u1 = await screen.findByRole('button', { name: /berth U1,/ });
    expect(u1.tabIndex).toBe(0);
    expect(seat(/berth U3,/).tabIndex).toBe(-1);
    u1.focus();
    fireEvent.keyDown(u1, { key: 'ArrowRight' });
    // U2 is sold: the focus goes past it to U3.
    expect(document.activeElement).toBe(seat(/berth U3,/));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(seat(/berth U6,/));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(document.activeElement).toBe(seat(/berth U4,/));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(u1);
    expect(
      within(upper())
        .getAllByRole('button')
        .filter((button) => button.tabIndex === 0),
    ).toHaveLength(1);
  });

  it('refuses a seventh seat with a note', async () => {
    renderTrip();
    await screen.findByRole('button', { name: /berth U1,/ });
    for (const seatNo of ['U3', 'U4', 'U5', 'U6', 'U7', 'U8']) fireEvent.click(seat(new RegExp(`berth ${seatNo},`)));
    fireEvent.click(seat(/berth U9,/));
    expect(screen.getByRole('status').textContent).toBe(BUS_BLOCK_MSG.tooMany);
    expect(seat('Upper deck, berth U9, ₹1,150, available').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getAllByRole('group', { name: /^Traveller on berth/ })).toHaveLength(6);
  });
});

describe('blocking seats', { timeout: 15_000 }, () => {
  it('refuses a male traveller on a ladies berth before asking the server', async () => {
    renderTrip();
    fireEvent.click(await screen.findByRole('button', { name: /berth U1,/ }));
    expect(screen.getByText('Ladies seat: female traveller only.')).toBeTruthy();
    await fillTraveller('U1', 'Ravi Kumar', 'Male');
    fillRest();
    fireEvent.click(screen.getByRole('button', { name: 'Block seats' }));
    expect(screen.getByText(BUS_BLOCK_MSG.ladiesOnly)).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/v1/buses/blocks')).toBe(false);
  });

  it('blocks two berths and shows the fare breakup and the time left, then the release', async () => {
    answers['POST /api/v1/buses/blocks'] = () => ({ status: 201, body: BLOCKED });
    renderTrip();
    fireEvent.click(await screen.findByRole('button', { name: /berth U4,/ }));
    fireEvent.click(seat(/berth U5,/));
    expect(screen.getByText('₹2,300')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Block seats' }));
    // Nothing filled: the server's messages, on their fields, and no call.
    expect(screen.getAllByText(BUS_BLOCK_MSG.nameRequired)).toHaveLength(2);
    expect(screen.getByText(BUS_BLOCK_MSG.boardingRequired)).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/v1/buses/blocks')).toBe(false);
    await fillTraveller('U4', 'Asha Rao', 'Female');
    await fillTraveller('U5', 'Ravi Rao', 'Male');
    fillRest();
    fireEvent.click(screen.getByRole('button', { name: 'Block seats' }));
    const review = await screen.findByRole('region', { name: 'Review the fare' });
    expect(calls.find((call) => call.path === '/api/v1/buses/blocks')?.body).toEqual({
      tripId: TRIP_ID,
      seats: [
        { seatNo: 'U4', name: 'Asha Rao', age: 34, gender: 'F' },
        { seatNo: 'U5', name: 'Ravi Rao', age: 34, gender: 'M' },
      ],
      boardingPointId: 'BLR-1',
      droppingPointId: 'HYD-0',
      contact: { email: 'owner@skyways.in', mobile: '9876543210' },
    });
    const line = (label: string) => within(review).getByText(label).nextElementSibling?.textContent;
    expect(line('Seat fares')).toBe('₹2,300');
    expect(line('GST on fare')).toBe('₹115');
    expect(line('TripSetu fee')).toBe('₹50');
    expect(line('GST on fee')).toBe('₹9');
    expect(line('Total')).toBe('₹2,474');
    expect(within(review).getByText('Seats kept for 08:00')).toBeTruthy();
    expect(within(review).getByRole('button', { name: 'Book and pay ₹2,474' })).toBeTruthy();
    expect(within(review).getByText(/ticket is e-mailed to owner@skyways\.in/)).toBeTruthy();
    act(() => vi.setSystemTime(new Date('2026-11-22T06:00:20Z')));
    await within(review).findByText('Seats kept for 07:40', {}, { timeout: 4000 });
    act(() => vi.setSystemTime(new Date('2026-11-22T06:08:01Z')));
    await within(review).findByText(/the seats were released/, {}, { timeout: 4000 });
    fireEvent.click(within(review).getByRole('button', { name: 'Choose seats again' }));
    expect(await screen.findByRole('button', { name: /berth U4, ₹1,150, available/ })).toBeTruthy();
  });

  it('shows what the agency earns under the fare, and books for what the wallet pays', async () => {
    const earnings = {
      platformMarkupPaise: 0,
      platformMarkupGstPaise: 0,
      commissionPaise: 9_200,
      plbCutPayPaise: 2_300,
      tdsPaise: 230,
      payPaise: 247_400 - 11_500 + 230,
    };
    answers['POST /api/v1/buses/blocks'] = () => ({ status: 201, body: { ...BLOCKED, earnings } });
    renderTrip();
    fireEvent.click(await screen.findByRole('button', { name: /berth U4,/ }));
    fireEvent.click(seat(/berth U5,/));
    await fillTraveller('U4', 'Asha Rao', 'Female');
    await fillTraveller('U5', 'Ravi Rao', 'Male');
    fillRest();
    fireEvent.click(screen.getByRole('button', { name: 'Block seats' }));
    const review = await screen.findByRole('region', { name: 'Review the fare' });
    const line = (label: string) => within(review).getByText(label).nextElementSibling?.textContent;
    expect(line('Total')).toBe('₹2,474');
    expect(line('Commission')).toBe('-₹92');
    expect(line('PLB (cut and pay)')).toBe('-₹23');
    expect(line('TDS on commission')).toBe('₹2.30');
    expect(line('You pay from the wallet')).toBe('₹2,361.30');
    expect(within(review).getByRole('button', { name: 'Book and pay ₹2,361.30' })).toBeTruthy();
  });

  it('books the block from the wallet: a changed fare is asked about first, then Manage Bookings with the booking', async () => {
    answers['POST /api/v1/buses/blocks'] = () => ({ status: 201, body: BLOCKED });
    let attempts = 0;
    answers['POST /api/v1/buses/bookings'] = () => {
      attempts += 1;
      return attempts === 1
        ? {
            status: 409,
            body: {
              error: {
                code: 409,
                kind: 'PRICE_CHANGED',
                message: 'Price changed. Do you want to continue booking?',
                details: { oldTotalPaise: '247400', newTotalPaise: '250000', reason: 'The operator changed the fare.' },
              },
            },
          }
        : { status: 201, body: { id: 91 } };
    };
    renderTrip();
    fireEvent.click(await screen.findByRole('button', { name: /berth U4,/ }));
    fireEvent.click(seat(/berth U5,/));
    await fillTraveller('U4', 'Asha Rao', 'Female');
    await fillTraveller('U5', 'Ravi Rao', 'Male');
    fillRest();
    fireEvent.click(screen.getByRole('button', { name: 'Block seats' }));
    const review = await screen.findByRole('region', { name: 'Review the fare' });
    // A GST number alone is refused on its field before anything is sent.
    fireEvent.click(within(review).getByRole('button', { name: 'Add GST details (optional)' }));
    fireEvent.change(within(review).getByLabelText(/^GST number/), { target: { value: '27AAACT1234F1Z5' } });
    fireEvent.click(within(review).getByRole('button', { name: 'Book and pay ₹2,474' }));
    expect(calls.some((call) => call.path === '/api/v1/buses/bookings')).toBe(false);
    fireEvent.click(within(review).getByRole('button', { name: 'Remove GST details' }));
    fireEvent.click(within(review).getByRole('button', { name: 'Book and pay ₹2,474' }));
    const dialog = await screen.findByRole('dialog', { name: 'Price changed' });
    expect(within(dialog).getByText('The operator changed the fare.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('Landed: Booking confirmed. The bus ticket has been e-mailed to the traveller. #91'),
    ).toBeTruthy();
    const sent = calls.filter((call) => call.path === '/api/v1/buses/bookings').map((call) => call.body);
    expect(sent).toEqual([
      { blockId: 7, acceptedTotalPaise: 247_400, gst: expect.objectContaining({ gstNumber: '' }), markupPaise: 0 },
      { blockId: 7, acceptedTotalPaise: 250_000, gst: expect.objectContaining({ gstNumber: '' }), markupPaise: 0 },
    ]);
  });

  it('on a 409 for seats just taken, says so and refreshes the layout', async () => {
    answers['POST /api/v1/buses/blocks'] = () => ({
      status: 409,
      body: { error: { code: 'CONFLICT', message: `${BUS_BLOCK_MSG.taken} U3.` } },
    });
    renderTrip();
    fireEvent.click(await screen.findByRole('button', { name: /berth U3,/ }));
    fireEvent.click(seat(/berth U4,/));
    await fillTraveller('U3', 'Asha Rao', 'Female');
    await fillTraveller('U4', 'Ravi Rao', 'Male');
    fillRest();
    answers[`GET ${SEATS_PATH}`] = () => ({ status: 200, body: layout(['U3']) });
    fireEvent.click(screen.getByRole('button', { name: 'Block seats' }));
    expect((await screen.findByRole('alert')).textContent).toBe(`${BUS_BLOCK_MSG.taken} U3.`);
    expect(await screen.findByRole('button', { name: 'Upper deck, berth U3, ₹1,150, booked' })).toBeTruthy();
    expect(seat('Upper deck, berth U4, ₹1,150, selected')).toBeTruthy();
    expect(screen.getAllByRole('group', { name: /^Traveller on berth/ })).toHaveLength(1);
    expect(calls.filter((call) => call.path === SEATS_PATH)).toHaveLength(2);
  });

  it('finds the bus again after a reload by asking the server for it, and puts server field errors on fields', async () => {
    answers['POST /api/v1/buses/blocks'] = () => ({
      status: 422,
      body: {
        error: {
          code: 'VALIDATION',
          message: 'Seat Block Failed.',
          fields: { 'contact.email': 'Please enter valid email id.' },
        },
      },
    });
    renderTrip({ cached: false });
    fireEvent.click(await screen.findByRole('button', { name: /berth U4,/ }));
    expect(screen.getByText(/VRL Travels/)).toBeTruthy();
    await fillTraveller('U4', 'Asha Rao', 'Female');
    fillRest();
    fireEvent.click(screen.getByRole('button', { name: 'Block seats' }));
    await waitFor(() => expect(screen.getByText('Please enter valid email id.')).toBeTruthy());
    expect(screen.getByLabelText(/^E-mail/).getAttribute('aria-invalid')).toBe('true');
  });
});
