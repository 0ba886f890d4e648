import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { BUS_MSG, BUS_MSG_DECIDED, type BusSearchAnswer, type BusTrip } from '@tripsetu/domain/bus-search.ts';
import { toBusWire } from '@tripsetu/domain/bus-wire.ts';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BusResultsPage } from './BusResultsPage.tsx';
import { BusSearchPage } from './BusSearchPage.tsx';
import { BusTripPage } from './BusTripPage.tsx';
import { busFacetsOf, policyWindowText } from './bus-results.ts';
import { RECENT_BUS_SEARCHES_KEY, readRecentBusSearches, rememberBusSearch } from './recent-bus-searches.ts';

const CITIES = [
  { id: 'BLR', name: 'Bengaluru', state: 'KA' },
  { id: 'HYD', name: 'Hyderabad', state: 'TS' },
  { id: 'MAA', name: 'Chennai', state: 'TN' },
];

const STATE_POLICY = [
  { fromHours: 48, toHours: null, chargePercent: 10 },
  { fromHours: 24, toHours: 48, chargePercent: 25 },
  { fromHours: 2, toHours: 24, chargePercent: 50 },
  { fromHours: 0, toHours: 2, chargePercent: 100 },
];

const stop = (city: string, index: number, name: string, landmark: string, date: string, time: string) => ({
  id: `${city}-${index}`,
  name,
  date,
  time,
  address: `${name}, ${city === 'BLR' ? 'Bengaluru' : 'Hyderabad'}`,
  landmark,
  contact: '080 2222 1111',
});

interface TripSpec {
  id: string;
  operator: [code: string, name: string, rating: number];
  type: [code: string, name: string, ac: boolean, sleeper: boolean];
  departs: string;
  arrives: [date: string, time: string];
  minutes: number;
  seats: number;
  fare: number;
}

function trip(spec: TripSpec): BusTrip {
  const [arrivalDate, arrivalTime] = spec.arrives;
  return {
    id: `${spec.id}@2026-12-01`,
    operator: {
      code: spec.operator[0],
      name: spec.operator[1],
      state: spec.operator[0] === 'KSRTC',
      rating: spec.operator[2],
      ratings: 1200,
      contact: '080 2222 1111',
    },
    serviceName: `${spec.operator[1]} ${spec.type[1]}`,
    busType: {
      code: spec.type[0],
      name: spec.type[1],
      ac: spec.type[2],
      sleeper: spec.type[3],
      seater: !spec.type[3],
    },
    from: 'BLR',
    to: 'HYD',
    departureDate: '2026-12-01',
    departureTime: spec.departs,
    arrivalDate,
    arrivalTime,
    durationMinutes: spec.minutes,
    seatsLeft: spec.seats,
    totalSeats: 36,
    fareFromPaise: spec.fare * 100,
    amenities: ['Water Bottle', 'Blanket', 'Charging Point', 'Reading Light', 'CCTV'],
    cancellationPolicy: STATE_POLICY,
    boardingPoints: [
      stop('BLR', 0, 'Majestic (Kempegowda Bus Station)', 'Opposite City Railway Station', '2026-12-01', spec.departs),
      ...(spec.id === 'KSRTC-1'
        ? []
        : [stop('BLR', 1, 'Madiwala', 'Near Silk Board Junction', '2026-12-01', spec.departs)]),
    ],
    droppingPoints: [stop('HYD', 0, 'Ameerpet', 'Metro Station', arrivalDate, arrivalTime)],
  };
}

/** Four buses Bengaluru → Hyderabad on Tuesday 1 December 2026, in departure order. */
const TRIPS: BusTrip[] = [
  trip({
    id: 'KSRTC-1',
    operator: ['KSRTC', 'KSRTC (Karnataka)', 4.3],
    type: ['NAC_SEATER', 'Non A/C Seater (2+2)', false, false],
    departs: '0630',
    arrives: ['2026-12-01', '1700'],
    minutes: 630,
    seats: 30,
    fare: 650,
  }),
  trip({
    id: 'ORANGE-7',
    operator: ['ORANGE', 'Orange Travels', 3.9],
    type: ['NAC_SLEEPER', 'Non A/C Sleeper (2+1)', false, true],
    departs: '1930',
    arrives: ['2026-12-02', '0630'],
    minutes: 660,
    seats: 20,
    fare: 900,
  }),
  trip({
    id: 'VRL-2041',
    operator: ['VRL', 'VRL Travels', 4.4],
    type: ['AC_SLEEPER', 'A/C Sleeper (2+1)', true, true],
    departs: '2130',
    arrives: ['2026-12-02', '0800'],
    minutes: 630,
    seats: 12,
    fare: 1250,
  }),
  trip({
    id: 'SRS-88',
    operator: ['SRS', 'SRS Travels', 4.0],
    type: ['VOLVO_SEMI', 'Volvo Multi-Axle A/C Semi Sleeper (2+2)', true, false],
    departs: '2200',
    arrives: ['2026-12-02', '0700'],
    minutes: 540,
    seats: 3,
    fare: 980,
  }),
];

const ANSWER: BusSearchAnswer = { from: CITIES[0], to: CITIES[1], date: '2026-12-01', trips: TRIPS } as BusSearchAnswer;
/** What the server sends for ANSWER: operators, types and stops once (bus-wire.ts). */
const SENT = toBusWire(ANSWER);
const RESULTS_URL = '/buses/results?from=BLR&to=HYD&date=2026-12-01';

let calls: { method: string; path: string; body: unknown }[];
let answers: Record<string, () => { status: number; body: unknown }>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T06:00:00Z'));
  localStorage.clear();
  calls = [];
  answers = {
    'GET /api/v1/buses/cities': () => ({ status: 200, body: { cities: CITIES } }),
    'POST /api/v1/buses/search': () => ({ status: 200, body: SENT }),
  };
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = new URL(String(input), 'http://portal.test');
    calls.push({ method, path: url.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[`${method} ${url.pathname}`]?.() ?? {
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: BUS_MSG_DECIDED.tripNotFound } },
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
            <Route path="/buses" element={<BusSearchPage />} />
            <Route path="/buses/results" element={<BusResultsPage />} />
            <Route path="/buses/trips/:tripId" element={<BusTripPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const searches = () => calls.filter((call) => call.method === 'POST' && call.path === '/api/v1/buses/search');
const operatorsShown = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
const filters = () => screen.getByRole('complementary', { name: 'Filters' });

describe('bus search form', () => {
  it('says what is missing under each field and sends nothing', async () => {
    renderAt('/buses');
    await screen.findByRole('heading', { level: 1, name: 'Search buses' });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(BUS_MSG_DECIDED.fromRequired)).toBeTruthy();
    expect(screen.getByText(BUS_MSG_DECIDED.toRequired)).toBeTruthy();
    expect(screen.getByText(BUS_MSG_DECIDED.dateRequired)).toBeTruthy();
    expect(searches()).toHaveLength(0);
  });

  it('refuses the same city both ends, and Swap From and To swaps them', async () => {
    renderAt('/buses?from=BLR&to=BLR&date=2026-12-01');
    await waitFor(() => expect(calls.some((call) => call.path === '/api/v1/buses/cities')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(BUS_MSG_DECIDED.sameCity)).toBeTruthy();
    expect(searches()).toHaveLength(0);
    cleanup();
    renderAt('/buses?from=BLR&to=HYD&date=2026-12-01');
    const from = screen.getByRole('combobox', { name: /^From/ }) as HTMLInputElement;
    await waitFor(() => expect(from.value).toBe('Bengaluru'));
    fireEvent.click(screen.getByRole('button', { name: 'Swap From and To' }));
    expect(from.value).toBe('Hyderabad');
    expect((screen.getByRole('combobox', { name: /^To/ }) as HTMLInputElement).value).toBe('Bengaluru');
  });

  it('shows the server’s 422 message on its field', async () => {
    answers['POST /api/v1/buses/search'] = () => ({
      status: 422,
      body: { error: { code: 'VALIDATION', message: 'Validation error.', fields: { date: BUS_MSG.yesterday } } },
    });
    renderAt('/buses?from=BLR&to=HYD&date=2026-12-01');
    await waitFor(() => expect(calls.some((call) => call.path === '/api/v1/buses/cities')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const message = await screen.findByText(BUS_MSG.yesterday);
    const dateField = screen.getByRole('button', { name: /^Journey date/ });
    expect(dateField.getAttribute('aria-describedby') ?? '').toContain(message.id);
    expect(currentUrl).toBe('/buses?from=BLR&to=HYD&date=2026-12-01');
  });

  it('opens the results of an answered search, with the search in the URL, and remembers it', async () => {
    renderAt('/buses?from=BLR&to=HYD&date=2026-12-01');
    // The form is filled once the cities have been answered, not merely asked for (a click before that
    // searched nothing when the machine was busy).
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: /^To/ }) as HTMLInputElement).value).toBe('Hyderabad'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    // The results page is loaded lazily: on a busy machine that takes more than findBy's default second.
    await screen.findByRole('heading', { level: 1, name: 'Bengaluru → Hyderabad' }, { timeout: 5_000 });
    expect(currentUrl).toBe(RESULTS_URL);
    expect(screen.getByText('Tue, 01 Dec, 2026 · 4 buses')).toBeTruthy();
    expect(searches()).toHaveLength(1);
    expect(searches()[0]?.body).toEqual({ from: 'BLR', to: 'HYD', date: '2026-12-01' });
    await waitFor(() => expect(readRecentBusSearches()).toEqual([{ from: 'BLR', to: 'HYD', date: '2026-12-01' }]));
  });

  it('keeps five recent searches, newest first, and a chip fills the form', async () => {
    for (const date of ['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30']) {
      rememberBusSearch({ from: 'MAA', to: 'BLR', date });
    }
    rememberBusSearch({ from: 'MAA', to: 'BLR', date: '2026-11-27' });
    expect(readRecentBusSearches().map((search) => search.date)).toEqual([
      '2026-11-27',
      '2026-11-30',
      '2026-11-29',
      '2026-11-28',
      '2026-11-26',
    ]);
    localStorage.setItem(RECENT_BUS_SEARCHES_KEY, 'not json');
    expect(readRecentBusSearches()).toEqual([]);
    rememberBusSearch({ from: 'BLR', to: 'HYD', date: '2026-12-01' });

    renderAt('/buses');
    const recent = await screen.findByRole('region', { name: 'Recent searches' });
    fireEvent.click(await within(recent).findByRole('button', { name: 'Bengaluru → Hyderabad · 01 Dec' }));
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: /^From/ }) as HTMLInputElement).value).toBe('Bengaluru'),
    );
    expect((screen.getByRole('combobox', { name: /^To/ }) as HTMLInputElement).value).toBe('Hyderabad');
    expect(screen.getByRole('button', { name: /^Journey date/ }).textContent).toContain('01/12/2026');
  });
});

describe('bus results', () => {
  it('lists the buses by departure with the next-day mark, and sorts by fare', async () => {
    renderAt(RESULTS_URL);
    await screen.findAllByRole('article');
    expect(operatorsShown()).toEqual(['KSRTC (Karnataka)', 'Orange Travels', 'VRL Travels', 'SRS Travels']);
    const vrl = screen.getAllByRole('article')[2] as HTMLElement;
    expect(within(vrl).getByText('+1 day')).toBeTruthy();
    expect(within(vrl).getByText('₹1,250')).toBeTruthy();
    expect(within(vrl).getByText('12 seats left')).toBeTruthy();
    expect(within(vrl).getByText('+2 more')).toBeTruthy();
    expect(within(screen.getAllByRole('article')[0] as HTMLElement).queryByText('+1 day')).toBeNull();
    expect(within(vrl).getByRole('link', { name: 'Select seats' }).getAttribute('href')).toBe(
      '/buses/trips/VRL-2041@2026-12-01',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Fare' }));
    expect(screen.getByRole('button', { name: 'Fare' }).getAttribute('aria-pressed')).toBe('true');
    expect(operatorsShown()).toEqual(['KSRTC (Karnataka)', 'Orange Travels', 'SRS Travels', 'VRL Travels']);
    fireEvent.click(screen.getByRole('button', { name: 'Seats available' }));
    expect(operatorsShown()).toEqual(['KSRTC (Karnataka)', 'Orange Travels', 'VRL Travels', 'SRS Travels']);
    fireEvent.click(screen.getByRole('button', { name: 'Duration' }));
    expect(operatorsShown()[0]).toBe('SRS Travels');
    fireEvent.click(screen.getByRole('button', { name: 'Rating' }));
    expect(operatorsShown()).toEqual(['VRL Travels', 'KSRTC (Karnataka)', 'SRS Travels', 'Orange Travels']);
  });

  it('filters by time band, bus type, operator and boarding point, with counts', async () => {
    renderAt(RESULTS_URL);
    await screen.findAllByRole('article');
    const departure = within(filters()).getByRole('group', { name: 'Departure time' });
    fireEvent.click(within(departure).getByRole('checkbox', { name: /^Night \(2\)/ }));
    expect(operatorsShown()).toEqual(['VRL Travels', 'SRS Travels']);
    fireEvent.click(within(departure).getByRole('checkbox', { name: /^Night \(2\)/ }));

    fireEvent.click(within(filters()).getByRole('checkbox', { name: 'A/C (2)' }));
    expect(operatorsShown()).toEqual(['VRL Travels', 'SRS Travels']);
    expect(screen.getByText('Showing 2 of 4 buses')).toBeTruthy();
    fireEvent.click(within(filters()).getByRole('checkbox', { name: 'A/C (2)' }));

    fireEvent.click(within(filters()).getByRole('checkbox', { name: 'Orange Travels (1)' }));
    expect(operatorsShown()).toEqual(['Orange Travels']);
    fireEvent.click(within(filters()).getByRole('checkbox', { name: 'Orange Travels (1)' }));

    const boarding = within(filters()).getByRole('group', { name: 'Boarding point' });
    fireEvent.click(within(boarding).getByRole('checkbox', { name: 'Madiwala (3)' }));
    expect(operatorsShown()).toEqual(['Orange Travels', 'VRL Travels', 'SRS Travels']);
  });

  it('says No Buses found when the filters leave nothing, and Clear filters brings them back', async () => {
    renderAt(RESULTS_URL);
    await screen.findAllByRole('article');
    const arrival = within(filters()).getByRole('group', { name: 'Arrival time' });
    fireEvent.click(within(arrival).getByRole('checkbox', { name: /^Evening \(1\)/ }));
    fireEvent.click(within(filters()).getByRole('checkbox', { name: 'A/C (2)' }));
    expect(screen.getByText(BUS_MSG.noBuses)).toBeTruthy();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    fireEvent.click(clear[clear.length - 1] as HTMLElement);
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });

  it('says No Buses found, without Clear filters, when the route has no bus that day', async () => {
    answers['POST /api/v1/buses/search'] = () => ({ status: 200, body: { ...SENT, trips: [] } });
    renderAt(RESULTS_URL);
    expect(await screen.findByText(BUS_MSG.noBuses)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('opens a bus’s boarding and dropping points and its cancellation policy', async () => {
    renderAt(RESULTS_URL);
    const card = (await screen.findAllByRole('article'))[2] as HTMLElement;
    const points = within(card).getByRole('button', { name: 'Boarding & dropping points' });
    expect(points.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(points);
    expect(points.getAttribute('aria-expanded')).toBe('true');
    const boarding = await within(card).findByRole('region', { name: 'Boarding points' });
    expect(within(boarding).getByText('Landmark: Near Silk Board Junction')).toBeTruthy();
    expect(within(boarding).getAllByText('21:30').length).toBeGreaterThan(0);
    const dropping = within(card).getByRole('region', { name: 'Dropping points' });
    expect(within(dropping).getByText('02 Dec')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Cancellation policy' }));
    expect(await within(card).findByText('More than 48 hours before departure: 10 %')).toBeTruthy();
    expect(within(card).getByText('24 to 48 hours before departure: 25 %')).toBeTruthy();
    expect(within(card).getByText('Less than 2 hours before departure: 100 %')).toBeTruthy();
  });

  it('refuses yesterday before asking the server, and offers a retry when the search fails', async () => {
    renderAt('/buses/results?from=BLR&to=HYD&date=2026-11-21');
    expect(await screen.findByText(BUS_MSG.yesterday)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Modify search' }).getAttribute('aria-expanded')).toBe('true');
    expect(searches()).toHaveLength(0);
    cleanup();

    let failing = true;
    answers['POST /api/v1/buses/search'] = () =>
      failing ? { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'x' } } } : { status: 200, body: SENT };
    renderAt(RESULTS_URL);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Oops, something went wrong.')).toBeTruthy();
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(4);
  });
});

describe('bus seats page (the layout: bus-trip-page.test.tsx)', () => {
  it('says when the bus is no longer sold', async () => {
    renderAt('/buses/trips/GONE-1@2026-12-01');
    expect(await screen.findByText(BUS_MSG_DECIDED.tripNotFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search buses' })).toBeTruthy();
  });
});

describe('bus results helpers', () => {
  it('counts each filter’s choices over the whole answer', () => {
    const facets = busFacetsOf(TRIPS);
    expect(facets.departureBands).toEqual([
      { band: 'MORNING', count: 1 },
      { band: 'EVENING', count: 1 },
      { band: 'NIGHT', count: 2 },
    ]);
    expect(facets.types).toEqual([
      { type: 'AC', count: 2 },
      { type: 'NON_AC', count: 2 },
      { type: 'SLEEPER', count: 2 },
      { type: 'SEATER', count: 2 },
    ]);
    expect(facets.boardingPoints).toEqual([
      { name: 'Majestic (Kempegowda Bus Station)', count: 4 },
      { name: 'Madiwala', count: 3 },
    ]);
    expect(facets.fare).toEqual({ minPaise: 65_000, maxPaise: 125_000 });
    expect(policyWindowText({ fromHours: 12, toHours: null, chargePercent: 15 })).toBe(
      'More than 12 hours before departure',
    );
  });
});
