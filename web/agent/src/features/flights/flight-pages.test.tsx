import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Permission } from '@tripsetu/domain/agency.ts';
import { FLIGHT_MSG, FLIGHT_MSG_DECIDED } from '@tripsetu/domain/flight-search.ts';
import { searchWireOf } from '@tripsetu/domain/flight-wire.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../../app/session-context.ts';
import { AIRPORTS, roundTripResult } from '../../test/flights.fixtures.ts';
import { signedInAs } from '../../test/session.ts';
import { FlightResultsPage } from './FlightResultsPage.tsx';
import { FlightSearchPage } from './FlightSearchPage.tsx';

let calls: { method: string; path: string; query: string; body: unknown }[];
let answers: Record<string, () => { status: number; body: unknown }>;

beforeEach(() => {
  // The fixture flies on 1 and 5 December 2026; searches are checked against India's today.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T06:00:00Z'));
  calls = [];
  answers = {
    'GET /api/v1/flights/airports': () => ({ status: 200, body: { airports: AIRPORTS } }),
    'GET /api/v1/flights/recent-searches': () => ({ status: 200, body: { searches: [] } }),
    'GET /api/v1/flights/calendar': () => ({
      status: 200,
      body: { from: 'DEL', to: 'BOM', month: '2026-11', days: [] },
    }),
  };
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = new URL(String(input), 'http://portal.test');
    calls.push({
      method,
      path: url.pathname,
      query: url.search,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    const answer = answers[`${method} ${url.pathname}`]?.() ?? {
      status: 404,
      body: { error: { code: 404, message: 'Not found.' } },
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

function renderAt(path: string, permissions: Permission[] = ['flights.book', 'flights.manage']) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const session = signedInAs(permissions);
  render(
    <MantineProvider theme={tripsetuTheme}>
      <QueryClientProvider client={client}>
        <SessionContext value={session}>
          <MemoryRouter initialEntries={[path]}>
            <UrlProbe />
            <Routes>
              <Route path="/flights" element={<FlightSearchPage />} />
              <Route path="/flights/results" element={<FlightResultsPage />} />
              <Route path="/flights/review" element={<p>Review page</p>} />
            </Routes>
          </MemoryRouter>
        </SessionContext>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const ROUND_TRIP_URL =
  '/flights/results?trip=ROUND_TRIP&from=DEL&to=BOM&date=2026-12-01&return=2026-12-05&adults=1&children=1&infants=1&cabin=ECONOMY';
const searches = () => calls.filter((call) => call.method === 'POST' && call.path === '/api/v1/flights/search');

function legSection(name: RegExp) {
  return screen.getByRole('region', { name });
}

function openFares(card: HTMLElement) {
  fireEvent.click(within(card).getByRole('button', { name: 'View fares' }));
}

describe('flight search form', () => {
  it('shows the §5 messages under the fields and sends nothing', async () => {
    renderAt('/flights');
    await screen.findByRole('heading', { level: 1, name: 'Search flights' });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(FLIGHT_MSG.originRequired)).toBeTruthy();
    expect(screen.getByText(FLIGHT_MSG.destinationRequired)).toBeTruthy();
    expect(screen.getByText(FLIGHT_MSG.journeyDateRequired)).toBeTruthy();
    expect(searches()).toHaveLength(0);
  });

  it('shows the traveller age classes and the special fare’s eligibility and document', async () => {
    renderAt('/flights');
    await screen.findByRole('heading', { level: 1, name: 'Search flights' });
    expect(screen.getByRole('group', { name: 'Adults (12+ yrs)' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Children (2–12 yrs)' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Infants (under 2 yrs)' })).toBeTruthy();
    // Infants cannot outnumber adults.
    fireEvent.click(screen.getByRole('button', { name: 'Add an infant' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add an infant' }));
    expect(within(screen.getByRole('group', { name: 'Infants (under 2 yrs)' })).getByText('1')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Armed Forces' }));
    expect(screen.getByText(/Serving and retired personnel/)).toBeTruthy();
    expect(screen.getByText(/A valid service or ex-servicemen ID card/)).toBeTruthy();
  });

  it('opens the results of a search the server accepts, with the search in the URL', async () => {
    answers['POST /api/v1/flights/search'] = () => ({ status: 200, body: searchWireOf(roundTripResult()) });
    renderAt(`/flights?${ROUND_TRIP_URL.split('?')[1]}`);
    await screen.findByRole('heading', { level: 1, name: 'Search flights' });
    await waitFor(() => expect(calls.some((call) => call.path === '/api/v1/flights/airports')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('heading', { level: 1, name: 'New Delhi (DEL) to Mumbai (BOM)' }, { timeout: 10_000 });
    expect(currentUrl).toBe(ROUND_TRIP_URL);
    // The results page used the answer the form fetched.
    expect(searches()).toHaveLength(1);
    expect(searches()[0]?.body).toEqual({
      tripType: 'ROUND_TRIP',
      segments: [{ from: 'DEL', to: 'BOM', date: '2026-12-01' }],
      returnDate: '2026-12-05',
      adults: 1,
      children: 1,
      infants: 1,
      cabin: 'ECONOMY',
      nearbyAirports: false,
      nonStopOnly: false,
      fareType: 'REGULAR',
    });
  }, 20_000);
});

describe('flight results', () => {
  it('refuses a URL search with the same origin and destination before asking the server', async () => {
    renderAt(ROUND_TRIP_URL.replace('to=BOM', 'to=DEL'));
    expect(await screen.findByText(FLIGHT_MSG.sameOriginDestination)).toBeTruthy();
    expect(searches()).toHaveLength(0);
  });

  it('shows the server’s field messages in the form', async () => {
    answers['GET /api/v1/flights/airports'] = () => ({ status: 503, body: { error: { code: 503, message: 'Down' } } });
    answers['POST /api/v1/flights/search'] = () => ({
      status: 422,
      body: {
        error: {
          code: 'VALIDATION',
          message: 'Validation error.',
          fields: { 'segments.0.from': FLIGHT_MSG_DECIDED.unknownAirport },
        },
      },
    });
    renderAt(ROUND_TRIP_URL.replace('from=DEL', 'from=XYZ'));
    expect(await screen.findByText(FLIGHT_MSG_DECIDED.unknownAirport)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Modify search' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('says when a leg has no flights, and offers a retry when the search fails', async () => {
    let failing = true;
    answers['POST /api/v1/flights/search'] = () => {
      if (failing) return { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'x' } } };
      const result = roundTripResult();
      const legs = [result.legs[0], { ...result.legs[1], itineraries: [] }] as typeof result.legs;
      return { status: 200, body: searchWireOf({ ...result, legs }) };
    };
    renderAt(ROUND_TRIP_URL);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Oops, something went wrong.')).toBeTruthy();
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const back = await screen.findByRole('region', { name: /^Return: Mumbai → New Delhi/ });
    expect(within(back).getByText(FLIGHT_MSG.noFlights)).toBeTruthy();
  });

  it('sums the onward and return fares picked into the fare summary, with the breakup', async () => {
    const result = roundTripResult();
    answers['POST /api/v1/flights/search'] = () => ({ status: 200, body: searchWireOf(result) });
    renderAt(ROUND_TRIP_URL);
    const onward = await screen.findByRole('region', { name: /^Onward: New Delhi → Mumbai/ });
    const back = legSection(/^Return: Mumbai → New Delhi/);
    expect(within(onward).getAllByRole('article')).toHaveLength(3);
    expect(within(back).getAllByRole('article')).toHaveLength(2);

    const indigo = within(onward).getAllByRole('article')[0] as HTMLElement;
    expect(within(indigo).getByText('6E-2134')).toBeTruthy();
    expect(within(indigo).getByText('Terminal-3')).toBeTruthy();
    expect(within(indigo).getByText('2h 10m')).toBeTruthy();
    openFares(indigo);
    fireEvent.click(within(indigo).getByRole('radio', { name: /Flexi/ }));
    expect(screen.getByRole('region', { name: 'Fare summary' })).toBeTruthy();

    const late = within(back).getAllByRole('article')[1] as HTMLElement;
    expect(within(late).getByText('+1d')).toBeTruthy();
    openFares(late);
    fireEvent.click(within(late).getByRole('radio', { name: /Saver/ }));

    const flexi = result.legs[0]?.itineraries[0]?.fares[1]?.totalPaise ?? 0;
    const saver = result.legs[1]?.itineraries[1]?.fares[0]?.totalPaise ?? 0;
    const summary = screen.getByRole('region', { name: 'Fare summary' });
    expect(within(summary).getByText(formatRupees(flexi + saver))).toBeTruthy();
    expect(
      within(summary)
        .getByText(/Onward:/)
        .closest('p')?.textContent,
    ).toContain('6E-2134 · Flexi');
    fireEvent.click(within(summary).getByRole('button', { name: 'Show fare breakup' }));
    expect(within(summary).getByText('YQ (fuel surcharge)')).toBeTruthy();
    expect(within(summary).getAllByText(/^1 Adult × /)).toHaveLength(2);
  });

  it('continues to the review only once each leg has a fare, carrying the fares and the total seen', async () => {
    const result = roundTripResult();
    answers['POST /api/v1/flights/search'] = () => ({ status: 200, body: searchWireOf(result) });
    renderAt(ROUND_TRIP_URL);
    const onward = await screen.findByRole('region', { name: /^Onward: New Delhi → Mumbai/ });
    const indigo = within(onward).getAllByRole('article')[0] as HTMLElement;
    openFares(indigo);
    fireEvent.click(within(indigo).getByRole('radio', { name: /Flexi/ }));
    const summary = screen.getByRole('region', { name: 'Fare summary' });
    const next = within(summary).getByRole('button', { name: 'Continue' });
    expect(within(summary).getByText(FLIGHT_MSG.selectOnwardAndReturn)).toBeTruthy();
    expect(next.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(next);
    expect(currentUrl).toBe(ROUND_TRIP_URL);

    const late = within(legSection(/^Return: Mumbai → New Delhi/)).getAllByRole('article')[1] as HTMLElement;
    openFares(late);
    fireEvent.click(within(late).getByRole('radio', { name: /Saver/ }));
    expect(within(summary).queryByText(FLIGHT_MSG.selectOnwardAndReturn)).toBeNull();
    expect(next.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(next);
    await screen.findByText('Review page');
    const flexi = result.legs[0]?.itineraries[0]?.fares[1];
    const saver = result.legs[1]?.itineraries[1]?.fares[0];
    const params = new URLSearchParams(currentUrl.split('?')[1]);
    expect(currentUrl.startsWith('/flights/review?trip=ROUND_TRIP&from=DEL&to=BOM')).toBe(true);
    expect(params.getAll('fareId')).toEqual([flexi?.id, saver?.id]);
    expect(params.get('seen')).toBe(String((flexi?.totalPaise ?? 0) + (saver?.totalPaise ?? 0)));
    expect(params.getAll('class')).toEqual([flexi?.bookingClass, saver?.bookingClass]);
  });

  it('offers no Continue to a role that may not book (the back office)', async () => {
    answers['POST /api/v1/flights/search'] = () => ({ status: 200, body: searchWireOf(roundTripResult()) });
    renderAt(ROUND_TRIP_URL, ['flights.manage']);
    const onward = await screen.findByRole('region', { name: /^Onward: New Delhi → Mumbai/ });
    const card = within(onward).getAllByRole('article')[0] as HTMLElement;
    openFares(card);
    fireEvent.click(within(card).getByRole('radio', { name: /Saver/ }));
    const summary = screen.getByRole('region', { name: 'Fare summary' });
    expect(within(summary).queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('filters to non-stop flights and sorts them by price', async () => {
    answers['POST /api/v1/flights/search'] = () => ({ status: 200, body: searchWireOf(roundTripResult()) });
    renderAt(ROUND_TRIP_URL);
    const onward = await screen.findByRole('region', { name: /^Onward: New Delhi → Mumbai/ });
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    fireEvent.click(within(filters).getByRole('checkbox', { name: /^Non-stop \(4\)/ }));
    expect(within(onward).getAllByRole('article')).toHaveLength(2);
    expect(within(onward).getByText(/2 of 3 flights/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Price/ }));
    const prices = () =>
      within(onward)
        .getAllByRole('article')
        .map((card) => Number((card.querySelector('.itinerary-price')?.textContent ?? '').replace(/[^\d]/g, '')));
    expect(prices()).toEqual([...prices()].sort((a, b) => a - b));
    expect(screen.getByRole('button', { name: /^Price/ }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /^Price/ }));
    expect(prices()).toEqual([...prices()].sort((a, b) => b - a));
  });

  it('badges a card by the fare whose price it shows, and tells seats left only when few remain', async () => {
    answers['POST /api/v1/flights/search'] = () => ({ status: 200, body: searchWireOf(roundTripResult()) });
    renderAt(ROUND_TRIP_URL);
    const onward = await screen.findByRole('region', { name: /^Onward: New Delhi → Mumbai/ });
    const [indigo, withStop, akasa] = within(onward).getAllByRole('article') as HTMLElement[];
    // IndiGo's card shows its Saver price (non-refundable): a Flexi being refundable does not make the card so.
    expect(within(indigo as HTMLElement).queryByText('Refundable')).toBeNull();
    expect(within(withStop as HTMLElement).getByText('3 seats left')).toBeTruthy();
    expect(within(akasa as HTMLElement).queryByText(/seats? left/)).toBeNull();
  });

  it('shows staff the prices with the agency’s markup when the owner chose so, and says so', async () => {
    answers['POST /api/v1/flights/search'] = () => ({ status: 200, body: searchWireOf(roundTripResult()) });
    const markup = { id: 1, product: 'FLIGHT', carrier: null, kind: 'FLAT', value: 500_00, per: 'TRAVELLER' };
    const answerMarkups = (pricesWithMarkup: boolean) => {
      answers['GET /api/v1/markups'] = () => ({
        status: 200,
        body: {
          markups: [{ ...markup, addedBy: 'Rohan Mehta', addedAt: '2026-11-20T09:00:00.000Z' }],
          staffSeeMarkup: true,
          pricesWithMarkup,
        },
      });
    };
    const prices = async () => {
      const onward = await screen.findByRole('region', { name: /^Onward: New Delhi → Mumbai/ });
      return within(onward)
        .getAllByRole('article')
        .map((card) => Number((card.querySelector('.itinerary-price')?.textContent ?? '').replace(/[^\d]/g, '')));
    };
    answerMarkups(false);
    renderAt(ROUND_TRIP_URL, ['flights.book', 'markups.view']);
    await waitFor(() => expect(calls.some((call) => call.path === '/api/v1/markups')).toBe(true));
    const plain = await prices();
    expect(screen.queryAllByText(/incl\. your agency’s markup/)).toHaveLength(0);
    cleanup();

    answerMarkups(true);
    renderAt(ROUND_TRIP_URL, ['flights.book', 'markups.view']);
    // ₹500 per traveller, for the adult, the child and the infant of the search (the prices are read in paise).
    await waitFor(async () => expect(await prices()).toEqual(plain.map((price) => price + 1_500_00)));
    expect(screen.getAllByText(/incl\. your agency’s markup/).length).toBeGreaterThan(0);
  });

  it('keeps only refundable fares with Refundable only: cards re-priced, counts and filters follow', async () => {
    answers['POST /api/v1/flights/search'] = () => ({ status: 200, body: searchWireOf(roundTripResult()) });
    renderAt(ROUND_TRIP_URL);
    const onward = await screen.findByRole('region', { name: /^Onward: New Delhi → Mumbai/ });
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    fireEvent.click(within(filters).getByRole('checkbox', { name: 'Refundable only' }));
    const cards = within(onward).getAllByRole('article');
    expect(cards).toHaveLength(1);
    expect(within(onward).getByText(/1 of 3 flights/)).toBeTruthy();
    const card = cards[0] as HTMLElement;
    expect(within(card).getByText('Refundable')).toBeTruthy();
    const flexi = roundTripResult().legs[0]?.itineraries[0]?.fares[1]?.totalPaise as number;
    expect(card.querySelector('.itinerary-price')?.textContent).toContain(formatRupees(flexi).replace('₹', ''));
    // Only the Flexi can be picked now.
    openFares(card);
    expect(within(card).queryByRole('radio', { name: /Saver/ })).toBeNull();
    expect(within(card).getByRole('radio', { name: /Flexi/ })).toBeTruthy();
  });

  it("gives each multi city flight its own filters, counted and priced from that flight's list", async () => {
    answers['POST /api/v1/flights/search'] = () => ({ status: 200, body: searchWireOf(roundTripResult()) });
    renderAt(
      '/flights/results?trip=MULTI_CITY&leg=DEL-BOM-2026-12-01&leg=BOM-DEL-2026-12-05&adults=1&children=1&infants=1&cabin=ECONOMY',
    );
    await screen.findByRole('tab', { name: /Flight 1/ });
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    // Flight 1 (three flights, one with a stop, Akasa among them); Flight 2 (two non-stops, no Akasa).
    expect(within(filters).getByRole('checkbox', { name: /^Non-stop \(2\)/ })).toBeTruthy();
    expect(within(filters).getByRole('checkbox', { name: /^Akasa Air/ })).toBeTruthy();
    fireEvent.click(within(filters).getByRole('checkbox', { name: /^Non-stop \(2\)/ }));
    fireEvent.click(screen.getByRole('tab', { name: /Flight 2/ }));
    expect(within(filters).queryByRole('checkbox', { name: /^Akasa Air/ })).toBeNull();
    // Flight 1's filter stays with Flight 1.
    expect((within(filters).getByRole('checkbox', { name: /^Non-stop \(2\)/ }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('states the fare rules in rupees, with Non-refundable and Not allowed', async () => {
    answers['POST /api/v1/flights/search'] = () => ({ status: 200, body: searchWireOf(roundTripResult()) });
    renderAt(ROUND_TRIP_URL);
    const onward = await screen.findByRole('region', { name: /^Onward: New Delhi → Mumbai/ });
    const card = within(onward).getAllByRole('article')[0] as HTMLElement;
    openFares(card);
    fireEvent.click(within(card).getByRole('button', { name: 'Fare rules of Saver, 6E-2134' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fare rules: Saver' });
    expect(within(dialog).getByText('₹3,000')).toBeTruthy();
    expect(within(dialog).getByText('Non-refundable')).toBeTruthy();
    expect(within(dialog).getByText('Not allowed')).toBeTruthy();
    expect(within(dialog).getByText('Fare difference, if any, is payable on change.')).toBeTruthy();
  });

  it('e-mails the picked itineraries, says Failed to send Email, and sends on retry', async () => {
    answers['POST /api/v1/flights/search'] = () => ({ status: 200, body: searchWireOf(roundTripResult()) });
    let emailAnswers = [503, 200];
    answers['POST /api/v1/flights/email'] = () => {
      const [status = 200, ...rest] = emailAnswers;
      emailAnswers = rest;
      return status === 200
        ? { status, body: { message: FLIGHT_MSG.emailSent } }
        : { status, body: { error: { code: 'UNAVAILABLE', message: FLIGHT_MSG.emailFailed } } };
    };
    renderAt(ROUND_TRIP_URL);
    const onward = await screen.findByRole('region', { name: /^Onward: New Delhi → Mumbai/ });
    const card = within(onward).getAllByRole('article')[0] as HTMLElement;
    openFares(card);
    fireEvent.click(within(card).getByRole('radio', { name: /Saver/ }));

    fireEvent.click(screen.getByRole('button', { name: 'E-mail results' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail results' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Please enter valid email id.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/To e-mail/), { target: { value: 'client@example.in' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const failed = await within(dialog).findByRole('alert');
    expect(within(failed).getByText(FLIGHT_MSG.emailFailed)).toBeTruthy();
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText(FLIGHT_MSG.emailSent)).toBeTruthy();
    const sent = calls.filter((call) => call.path === '/api/v1/flights/email');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toMatchObject({
      to: 'client@example.in',
      itineraryIds: ['6E-2134@2026-12-01'],
      search: { tripType: 'ROUND_TRIP', segments: [{ from: 'DEL', to: 'BOM', date: '2026-12-01' }] },
    });
  });

  it('re-runs the search for a day picked on the travel calendar', async () => {
    answers['POST /api/v1/flights/search'] = () => ({ status: 200, body: searchWireOf(roundTripResult()) });
    answers['GET /api/v1/flights/calendar'] = () => ({
      status: 200,
      body: {
        from: 'DEL',
        to: 'BOM',
        month: '2026-12',
        days: ['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'].map(
          (date, index) => ({ date, lowestPaise: 400_000 + index * 1_000, computedAt: '2026-11-22T08:35:00Z' }),
        ),
      },
    });
    renderAt(ROUND_TRIP_URL);
    const calendar = await screen.findByRole('region', { name: 'Lowest fares around your date' });
    expect(await within(calendar).findByText('Prices as of 22 Nov 2026, 14:05')).toBeTruthy();
    const chosen = within(calendar).getByRole('button', { name: /^Tue 01 Dec/ });
    expect(chosen.getAttribute('aria-current')).toBe('date');
    expect(calls.filter((call) => call.path === '/api/v1/flights/calendar').map((call) => call.query)).toEqual([
      '?from=DEL&to=BOM&month=2026-11&cabin=ECONOMY',
      '?from=DEL&to=BOM&month=2026-12&cabin=ECONOMY',
    ]);
    fireEvent.click(within(calendar).getByRole('button', { name: /^Wed 02 Dec/ }));
    await waitFor(() => expect(currentUrl).toContain('date=2026-12-02'));
    await waitFor(() => expect(searches().at(-1)?.body).toMatchObject({ segments: [{ date: '2026-12-02' }] }));
  });
});
