import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { FLIGHT_MSG } from '@tripsetu/domain/flight-search.ts';
import type { FlightFare, FlightLeg, GatewayAirport, RecommendedFlight } from '@tripsetu/domain/gateway-flights.ts';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_NON_STOP } from './components/FlightList.tsx';
import { FlightResultsPage } from './components/FlightResultsPage.tsx';
import { FlightSearchPage } from './components/FlightSearchPage.tsx';

const jdate = addDays(todayInIndia(), 10);
const rdate = addDays(todayInIndia(), 14);
const ok = (Result: unknown, Message = '') => ({ ApiStatus: { StatusCode: 200, Status: 'SUCCESS', Message }, Result });

const AIRPORTS: GatewayAirport[] = [
  { code: 'DEL', name: 'Indira Gandhi International Airport', city: 'New Delhi', country: 'India', group: null },
  {
    code: 'BOM',
    name: 'Chhatrapati Shivaji Maharaj International Airport',
    city: 'Mumbai',
    country: 'India',
    group: null,
  },
  {
    code: 'AMD',
    name: 'Sardar Vallabhbhai Patel International Airport',
    city: 'Ahmedabad',
    country: 'India',
    group: null,
  },
];

const leg = (from: string, to: string, date: string, change: Partial<FlightLeg> = {}): FlightLeg => ({
  carrier: '6E',
  carriername: 'IndiGo',
  flightnumber: '2134',
  origin: from,
  origincity: AIRPORTS.find((a) => a.code === from)?.city ?? from,
  destination: to,
  destinationcity: AIRPORTS.find((a) => a.code === to)?.city ?? to,
  depdate: date,
  deptime: '0605',
  arrdate: date,
  arrtime: '0815',
  duration: 130,
  depterminal: '1',
  arrterminal: '2',
  numseatsavailable: 9,
  cabin: 'Y',
  ...change,
});

const fare = (fareid: string, rupees: number, change: Partial<FlightFare> = {}): FlightFare => ({
  fareid,
  farefamily: fareid,
  totalfq: rupees,
  totalfq_paise: rupees * 100,
  basefare: rupees - 1000,
  yq: 400,
  k3: 300,
  othertaxes: 300,
  refundable: fareid !== 'Saver',
  baggage: '7 kg cabin, 15 kg check-in',
  seatsleft: 9,
  ...change,
});

function flights(from: string, to: string, date: string): RecommendedFlight[] {
  const chain = (legs: FlightLeg[]) => `${legs.map((l) => `${l.carrier}-${l.flightnumber}`).join('|')}@${date}`;
  const direct = [leg(from, to, date)];
  const connection = [
    leg(from, 'AMD', date, {
      carrier: 'AI',
      carriername: 'Air India',
      flightnumber: '417',
      deptime: '0930',
      arrtime: '1100',
      duration: 90,
    }),
    leg('AMD', to, date, {
      carrier: 'AI',
      carriername: 'Air India',
      flightnumber: '614',
      deptime: '1245',
      arrtime: '1405',
      duration: 80,
      numseatsavailable: 2,
    }),
  ];
  return [
    {
      recommendedflight_id: chain(direct),
      flightlegs: direct,
      flightfare: [fare('Saver', 10070, { seatsleft: 3 }), fare('Flexi', 11900)],
    },
    { recommendedflight_id: chain(connection), flightlegs: connection, flightfare: [fare('Value', 9240)] },
  ];
}

let searchAnswer: (fields: URLSearchParams) => unknown;
let calls: URLSearchParams[];

beforeEach(() => {
  calls = [];
  searchAnswer = (fields) =>
    ok({
      onward: flights(String(fields.get('origin')), String(fields.get('destination')), String(fields.get('jdate'))),
      return:
        fields.get('triptype') === 'R'
          ? flights(String(fields.get('destination')), String(fields.get('origin')), String(fields.get('rdate')))
          : [],
      computedat: new Date().toISOString(),
    });
  vi.stubGlobal(
    'fetch',
    vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
      const fields = new URLSearchParams(String(init?.body ?? ''));
      calls.push(fields);
      const answer = fields.get('actioncode') === 'getairports' ? ok(AIRPORTS) : searchAnswer(fields);
      return Promise.resolve(new Response(JSON.stringify(answer)));
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** `env: 'default'` keeps Mantine's transitions, under which a closed Collapse still holds its children. */
function renderAt(path: string, page: ReactNode, env: 'test' | 'default' = 'test') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider theme={tripsetuTheme} env={env}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path.split('?')[0]} element={page} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const query = (change: Record<string, string> = {}) =>
  new URLSearchParams({
    origin: 'DEL',
    destination: 'BOM',
    jdate,
    triptype: 'O',
    numadults: '2',
    numchildren: '0',
    numinfants: '0',
    cabin: 'Y',
    nearby: 'N',
    nonstop: 'N',
    ...change,
  }).toString();

const cardTitles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('the flight search form', () => {
  it('shows the §5 messages and does not search when nothing is chosen', async () => {
    renderAt('/flight', <FlightSearchPage />);
    await screen.findByText('Flights across India and beyond');
    fireEvent.click(screen.getByRole('button', { name: 'Search Flights' }));
    expect(await screen.findByText(FLIGHT_MSG.originRequired)).toBeTruthy();
    expect(screen.getByText(FLIGHT_MSG.destinationRequired)).toBeTruthy();
    expect(screen.getByText(FLIGHT_MSG.journeyDateRequired)).toBeTruthy();
    expect(calls.filter((c) => c.get('actioncode') === 'search')).toHaveLength(0);
  });
});

describe('one-way results', () => {
  it('asks MF001 search with the address’s fields and shows cards cheapest first', async () => {
    renderAt(`/flight/owresults?${query()}`, <FlightResultsPage layout="oneway" />);
    await screen.findAllByRole('article');
    const asked = calls.find((c) => c.get('actioncode') === 'search');
    expect(asked?.get('opid')).toBe('MF001');
    expect(Object.fromEntries(asked ?? [])).toMatchObject({
      origin: 'DEL',
      destination: 'BOM',
      jdate,
      triptype: 'O',
      numadults: '2',
    });
    expect(cardTitles()).toEqual(['Air India, 09:30 to 14:05', 'IndiGo, 06:05 to 08:15']);
    const [connection, direct] = screen.getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(within(connection).getByText('1 stop via Ahmedabad')).toBeTruthy();
    expect(within(connection).getByText('4h 35m')).toBeTruthy();
    expect(within(connection).getByText('Only 2 seats left')).toBeTruthy();
    expect(within(direct).getByText('Non-stop')).toBeTruthy();
    expect(within(direct).getByText('Terminal-2')).toBeTruthy();
    expect(within(direct).getByText('Economy')).toBeTruthy();
    expect(within(direct).getByText('for 2 travellers')).toBeTruthy();
    expect(within(direct).getByRole('radio', { name: /Saver/ })).toBeTruthy();
    expect(within(direct).getByText(/3 seats left at this fare/)).toBeTruthy();
    expect(within(direct).getByRole('button', { name: 'More fares (1)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Book/ })).toBeNull();
  });

  it('sorts by departure and keeps only non-stop flights without asking again', async () => {
    renderAt(`/flight/owresults?${query()}`, <FlightResultsPage layout="oneway" />);
    await screen.findAllByRole('article');
    fireEvent.click(screen.getByRole('radio', { name: 'Departure' }));
    expect(cardTitles()).toEqual(['IndiGo, 06:05 to 08:15', 'Air India, 09:30 to 14:05']);
    const searches = calls.filter((c) => c.get('actioncode') === 'search').length;
    fireEvent.click(screen.getByRole('checkbox', { name: 'Non-stop only' }));
    expect(cardTitles()).toEqual(['IndiGo, 06:05 to 08:15']);
    expect(screen.getByText('1 of 2 flights')).toBeTruthy();
    expect(calls.filter((c) => c.get('actioncode') === 'search')).toHaveLength(searches);
  });

  it('keeps a card’s more fares and flight details out of the page until they are opened', async () => {
    renderAt(`/flight/owresults?${query()}`, <FlightResultsPage layout="oneway" />, 'default');
    const direct = (await screen.findAllByRole('article'))[1] as HTMLElement;
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(direct).getAllByRole('radio', { hidden: true })).toHaveLength(1);
    expect(direct.querySelector('.flight-details')).toBeNull();
    fireEvent.click(within(direct).getByRole('button', { name: 'More fares (1)' }));
    await waitFor(() => expect(within(direct).getAllByRole('radio', { hidden: true })).toHaveLength(2));
    fireEvent.click(within(direct).getByRole('button', { name: 'Flight details' }));
    await waitFor(() => expect(direct.querySelector('.flight-details')?.textContent).toMatch(/IndiGo/));
  });

  it('marks a chosen fare', async () => {
    renderAt(`/flight/owresults?${query()}`, <FlightResultsPage layout="oneway" />);
    const cards = await screen.findAllByRole('article');
    const direct = cards[1] as HTMLElement;
    fireEvent.click(within(direct).getByRole('radio', { name: /Saver/ }));
    expect(direct.getAttribute('data-selected')).toBe('true');
    expect(cards[0]?.getAttribute('data-selected')).toBeNull();
  });

  it('says No flights found for the given date when nothing flies', async () => {
    searchAnswer = () => ok({ onward: [], return: [], computedat: new Date().toISOString() }, FLIGHT_MSG.noFlights);
    renderAt(`/flight/owresults?${query()}`, <FlightResultsPage layout="oneway" />);
    expect(await screen.findByText(FLIGHT_MSG.noFlights)).toBeTruthy();
  });

  it('says when no flight is non-stop, with a way back to all of them', async () => {
    searchAnswer = () =>
      ok({ onward: [flights('DEL', 'BOM', jdate)[1]], return: [], computedat: new Date().toISOString() });
    renderAt(`/flight/owresults?${query({ nonstop: 'Y' })}`, <FlightResultsPage layout="oneway" />);
    expect(await screen.findByText(NO_NON_STOP)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show flights with stops' }));
    expect(await screen.findAllByRole('article')).toHaveLength(1);
  });

  it('shows the server’s messages when it refuses the search', async () => {
    searchAnswer = () => ({
      ApiStatus: {
        StatusCode: 422,
        Status: 'FAILURE',
        Message: 'Please select an airport from the list',
        Errors: { destination: 'Please select an airport from the list' },
      },
    });
    renderAt(`/flight/owresults?${query()}`, <FlightResultsPage layout="oneway" />);
    expect(await screen.findByText('Please select an airport from the list')).toBeTruthy();
  });

  it('does not search for an address that fails the §5 rules, and says why', async () => {
    renderAt(`/flight/owresults?${query({ destination: 'DEL' })}`, <FlightResultsPage layout="oneway" />);
    expect(await screen.findByText("Origin and Destination can't be same")).toBeTruthy();
    expect(calls.filter((c) => c.get('actioncode') === 'search')).toHaveLength(0);
  });
});

describe('round-trip results', () => {
  it('shows the onward and return lists and the total of the chosen pair, cheapest first', async () => {
    renderAt(`/flight/rtresults?${query({ triptype: 'R', rdate })}`, <FlightResultsPage layout="roundtrip" />);
    const onward = await screen.findByRole('region', { name: /Onward · DEL → BOM/ });
    const back = screen.getByRole('region', { name: /Return · BOM → DEL/ });
    expect(within(onward).getAllByRole('article')).toHaveLength(2);
    expect(within(back).getAllByRole('article')).toHaveLength(2);
    const trip = screen.getByRole('region', { name: 'Your round trip' });
    expect(within(trip).getByText('₹18,480')).toBeTruthy();
    const backDirect = within(back).getAllByRole('article')[1] as HTMLElement;
    fireEvent.click(within(backDirect).getByRole('radio', { name: /Saver/ }));
    expect(within(trip).getByText('₹19,310')).toBeTruthy();
    expect(calls.find((c) => c.get('actioncode') === 'search')?.get('rdate')).toBe(rdate);
  });
});

/** Stands in for /flight/book: shows the address it was sent. */
function BookPage() {
  const location = useLocation();
  return <output aria-label="booked">{location.search}</output>;
}

describe('the Book action', () => {
  function renderWithBook(path: string, layout: 'oneway' | 'roundtrip') {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return render(
      <MantineProvider theme={tripsetuTheme} env="test">
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={path.split('?')[0]} element={<FlightResultsPage layout={layout} />} />
              <Route path="/flight/book" element={<BookPage />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
  }
  const booked = () => new URLSearchParams(screen.getByLabelText('booked').textContent ?? '');

  it('books the chosen fare of a one-way flight with the search and the total seen', async () => {
    renderWithBook(`/flight/owresults?${query()}`, 'oneway');
    const [, direct] = (await screen.findAllByRole('article')) as [HTMLElement, HTMLElement];
    fireEvent.click(within(direct).getByRole('radio', { name: /Saver/ }));
    fireEvent.click(within(direct).getByRole('link', { name: /^Book IndiGo Saver/ }));
    await screen.findByLabelText('booked');
    expect(Object.fromEntries(booked())).toMatchObject({
      origin: 'DEL',
      destination: 'BOM',
      jdate,
      triptype: 'O',
      numadults: '2',
      fareid: 'Saver',
      seentotal_paise: '1007000',
    });
    expect(booked().has('returnfareid')).toBe(false);
  });

  it('books a round trip from its summary with both fares and their sum', async () => {
    renderWithBook(`/flight/rtresults?${query({ triptype: 'R', rdate })}`, 'roundtrip');
    await screen.findAllByRole('article');
    expect(screen.queryAllByRole('link', { name: /^Book IndiGo/ })).toHaveLength(0);
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Your round trip' })).getByRole('link', { name: 'Book' }),
    );
    await screen.findByLabelText('booked');
    expect(Object.fromEntries(booked())).toMatchObject({
      triptype: 'R',
      rdate,
      fareid: 'Value',
      returnfareid: 'Value',
      seentotal_paise: String(9240_00 * 2),
    });
  });
});
