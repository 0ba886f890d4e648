import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { BOOKING_MSG } from '@tripsetu/domain/flight-booking.ts';
import type { GatewayFareQuote } from '@tripsetu/domain/gateway-flight-booking.ts';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../app/session-context.tsx';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { FlightReviewPage } from './components/FlightReviewPage.tsx';

const ok = (Result: unknown) => ({ ApiStatus: { StatusCode: 200, Status: 'SUCCESS', Message: '' }, Result });
const refused = (StatusCode: number, Message: string, Errors: Record<string, string> = {}) => ({
  ApiStatus: { StatusCode, Status: 'FAILURE', Message, Errors },
});

const flightleg = {
  carrier: '6E',
  carriername: 'IndiGo',
  flightnumber: '2134',
  origin: 'DEL',
  origincity: 'New Delhi',
  destination: 'BOM',
  destinationcity: 'Mumbai',
  depdate: '2026-12-20',
  deptime: '0605',
  arrdate: '2026-12-20',
  arrtime: '0815',
  duration: 130,
  depterminal: '1',
  arrterminal: '2',
  numseatsavailable: 9,
  cabin: 'Y' as const,
};

const quote = (change: Partial<GatewayFareQuote> = {}): GatewayFareQuote =>
  ({
    legs: [
      {
        from: 'DEL',
        to: 'BOM',
        date: '2026-12-20',
        recommendedflight_id: 'R1',
        flightlegs: [flightleg],
        fare: { fareid: 'F1', farefamily: 'Saver', baggage: '15 kg', refundable: false, totalfq_paise: 700_000 },
      },
    ],
    numadults: 1,
    numchildren: 0,
    numinfants: 0,
    international: false,
    faretotal: 7000,
    faretotal_paise: 700_000,
    summary: [
      { code: 'BASE', label: 'Base fare', amount: 6000, amount_paise: 600_000 },
      { code: 'CONVENIENCE_FEE', label: 'Convenience fee', amount: 249, amount_paise: 24_900 },
    ],
    total: 7249,
    total_paise: 724_900,
    pricechange: null,
    seatmaps: [],
    extras: {
      meals: [{ code: 'VGML', label: 'Vegetarian meal', pricePaise: 40_000, childOnly: false }],
      baggage: [],
      services: [],
      maxBaggageKg: 0,
    },
    farerules: {},
    holduntil: null,
    paymentwindowminutes: 15,
    quotedat: '',
    ...change,
  }) as GatewayFareQuote;

let handlers: Record<string, (fields: URLSearchParams) => unknown>;
let calls: URLSearchParams[];

beforeEach(() => {
  localStorage.clear();
  calls = [];
  handlers = { getfarequote: () => ok(quote()) };
  vi.stubGlobal(
    'fetch',
    vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
      const fields = new URLSearchParams(String(init?.body ?? ''));
      calls.push(fields);
      const handler = handlers[fields.get('actioncode') ?? ''];
      return Promise.resolve(new Response(JSON.stringify(handler ? handler(fields) : refused(500, 'no fake'))));
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function signIn() {
  localStorage.setItem(STORAGE_KEYS.sessionToken, 'user-token');
  localStorage.setItem(
    STORAGE_KEYS.profile,
    JSON.stringify({
      agentId: 'TSC1',
      profileId: '1',
      title: 'Ms',
      firstName: 'Meera',
      lastName: 'Nair',
      companyName: '',
    }),
  );
}

const address =
  '/flight/book?origin=DEL&destination=BOM&jdate=2026-12-20&triptype=O&numadults=1&numchildren=0&numinfants=0&cabin=Y&nearby=N&nonstop=N&fareid=F1&seentotal_paise=700000';

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider theme={tripsetuTheme} env="test">
      <QueryClientProvider client={queryClient}>
        <SessionProvider autoStart={false}>
          <MemoryRouter initialEntries={[address]}>
            <Routes>
              <Route path="/flight/book" element={<FlightReviewPage />} />
            </Routes>
          </MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const called = (actioncode: string) => calls.filter((c) => c.get('actioncode') === actioncode);

async function fillTraveller() {
  const traveller = await screen.findByRole('group', { name: 'Traveller 1: Adult' });
  fireEvent.change(within(traveller).getByRole('combobox', { name: /Title/ }), { target: { value: 'Ms' } });
  fireEvent.change(within(traveller).getByRole('combobox', { name: /Gender/ }), { target: { value: 'Female' } });
  fireEvent.change(within(traveller).getByRole('textbox', { name: /First name/ }), { target: { value: 'Meera' } });
  fireEvent.change(within(traveller).getByRole('textbox', { name: /Last name/ }), { target: { value: 'Nair' } });
  fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), { target: { value: 'meera@example.in' } });
  fireEvent.change(screen.getByRole('textbox', { name: /Mobile/ }), { target: { value: '9876543210' } });
  fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
  return traveller;
}

describe('/flight/book', () => {
  it('quotes the fare from the address and asks a visitor to sign in before the travellers', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Sign in to book' })).toBeTruthy();
    expect(Object.fromEntries(called('getfarequote')[0] ?? [])).toMatchObject({
      opid: 'MF001',
      origin: 'DEL',
      fareid: 'F1',
      seentotal_paise: '700000',
    });
    expect(screen.getByLabelText('Fare summary').textContent).toContain('₹7,249');
    expect(screen.queryByRole('group', { name: 'Traveller 1: Adult' })).toBeNull();
  });

  it('puts the server’s refusals on their fields', async () => {
    signIn();
    handlers.book = () =>
      refused(422, 'Please correct the highlighted fields', {
        'passengerjson.0.first_name': BOOKING_MSG.firstNameMin,
        paxemail: 'Please enter a valid email address',
      });
    renderPage();
    const traveller = await fillTraveller();
    fireEvent.click(screen.getByRole('button', { name: /^Confirm and pay/ }));
    expect(await within(traveller).findByText(BOOKING_MSG.firstNameMin)).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    const sent = called('book')[0];
    expect(sent?.get('acceptedtotal_paise')).toBe('700000');
    expect(sent?.get('termsaccepted')).toBe('Y');
    expect(JSON.parse(sent?.get('passengerjson') ?? '[]')).toEqual([
      {
        type: 'adult',
        title: 'Ms',
        first_name: 'Meera',
        last_name: 'Nair',
        dob: '',
        gender: 'Female',
        passport_number: 'NA',
      },
    ]);
  });

  it('books at a changed price only when the traveller continues, with a new request key', async () => {
    signIn();
    let attempts = 0;
    handlers.book = () => {
      attempts += 1;
      return attempts === 1
        ? refused(409, BOOKING_MSG.priceChanged, {
            code: 'PRICE_CHANGED',
            oldtotal_paise: '700000',
            newtotal_paise: '750000',
            reason: 'The airline changed the fare',
          })
        : refused(409, 'No seats left on this flight', { code: 'BOOKING_FAILED', title: BOOKING_MSG.bookingFailed });
    };
    renderPage();
    await fillTraveller();
    fireEvent.click(screen.getByRole('button', { name: /^Confirm and pay/ }));
    const prompt = await screen.findByRole('dialog', { name: BOOKING_MSG.priceChanged });
    expect(within(prompt).getByText('₹7,000')).toBeTruthy();
    expect(within(prompt).getByText('₹7,500')).toBeTruthy();
    expect(called('book')).toHaveLength(1);
    fireEvent.click(within(prompt).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('No seats left on this flight')).toBeTruthy();
    expect(screen.getByText(BOOKING_MSG.bookingFailed)).toBeTruthy();
    const [first, second] = called('book');
    expect(second?.get('acceptedtotal_paise')).toBe('750000');
    expect(second?.get('requestkey')).not.toBe(first?.get('requestkey'));
  });

  it('asks before booking when the quote itself found a new price', async () => {
    signIn();
    handlers.getfarequote = () =>
      ok(
        quote({
          pricechange: { oldtotal: 6900, oldtotal_paise: 690_000, newtotal: 7000, newtotal_paise: 700_000, reason: '' },
        }),
      );
    renderPage();
    const prompt = await screen.findByRole('dialog', { name: BOOKING_MSG.priceChanged });
    expect(within(prompt).getByText('₹6,900')).toBeTruthy();
    fireEvent.click(within(prompt).getByRole('button', { name: 'Continue' }));
    expect(called('book')).toHaveLength(0);
    expect((screen.getByRole('button', { name: /^Confirm and pay/ }) as HTMLButtonElement).disabled).toBe(false);
  });
  it('adds a seat and extra baggage to the fare, and shows a seat taken meanwhile as taken', async () => {
    signIn();
    const seat = (seatNo: string, position: 'WINDOW' | 'MIDDLE' | 'AISLE', pricePaise: number) => ({
      seatNo,
      position,
      extraLegroom: false,
      exitRow: false,
      pricePaise,
      available: true,
    });
    handlers.getfarequote = () =>
      ok(
        quote({
          seatmaps: [
            {
              legIndex: 0,
              segmentIndex: 0,
              flight: '6E 2134',
              origin: 'DEL',
              destination: 'BOM',
              aircraftName: 'Airbus A320neo',
              cabin: 'ECONOMY',
              letters: 'ABC-DEF',
              rows: [{ row: 3, seats: [seat('3A', 'WINDOW', 35_000), seat('3B', 'MIDDLE', 0)] }],
            },
          ],
          extras: {
            meals: [],
            baggage: [{ legIndex: 0, options: [{ code: 'XB05', label: '5 kg', pricePaise: 250_000, kg: 5 }] }],
            services: [{ code: 'WCHR', label: 'Wheelchair', pricePaise: 0 }],
            maxBaggageKg: 60,
          },
        }),
      );
    handlers.book = () =>
      refused(422, 'Please correct the highlighted fields', {
        'passengerjson.0.legs.0.seats.0': BOOKING_MSG.seatTaken,
      });
    renderPage();
    await fillTraveller();
    fireEvent.click(screen.getByRole('button', { name: /^3A, window, ₹350, available/ }));
    fireEvent.change(screen.getByRole('combobox', { name: /Extra check-in baggage, DEL → BOM/ }), {
      target: { value: 'XB05' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /Wheelchair/ }));
    const summary = screen.getByLabelText('Fare summary');
    expect(within(summary).getByText('Seats')).toBeTruthy();
    expect(within(summary).getByText('Excess baggage')).toBeTruthy();
    // ₹7,249 + ₹350 seat + ₹2,500 baggage; the wheelchair is free.
    const confirm = screen.getByRole('button', { name: /^Confirm and pay/ });
    expect(confirm.textContent).toContain('₹10,099');
    fireEvent.click(confirm);
    expect(await screen.findByText(`Meera Nair: ${BOOKING_MSG.seatTaken}`)).toBeTruthy();
    const [sent] = called('book');
    expect(JSON.parse(sent?.get('passengerjson') ?? '[]')[0].legs).toEqual([
      { seats: ['3A'], baggage: ['XB05'], services: ['WCHR'] },
    ]);
    expect(screen.getByRole('button', { name: /^3A, window, ₹350, taken/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Confirm and pay/ }).textContent).toContain('₹9,749');
  });
});
