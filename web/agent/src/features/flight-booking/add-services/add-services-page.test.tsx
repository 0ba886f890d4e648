import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ServiceOptions, ServicesQuoteAnswer } from '@tripsetu/domain/booking-api.ts';
import { SERVICES_MSG_DECIDED } from '@tripsetu/domain/flight-services.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { ConfirmProvider } from '@tripsetu/ui/ConfirmDialog';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingFixture, quoteFixture } from '../flight-booking.fixtures.ts';
import { AddServicesPage } from './AddServicesPage.tsx';

let calls: { method: string; path: string; body?: unknown; headers: Headers }[];
let answers: Record<string, () => { status: number; body: unknown }>;

beforeEach(() => {
  calls = [];
  answers = {};
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = new URL(String(input), 'http://portal.test');
    calls.push({
      method,
      path: url.pathname,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init.headers),
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
});

function renderPage() {
  render(
    <MantineProvider theme={tripsetuTheme}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ConfirmProvider>
          <MemoryRouter initialEntries={['/flights/bookings/41/add-services']}>
            <Routes>
              <Route path="/flights/bookings/:id/add-services" element={<AddServicesPage />} />
              <Route path="/flights/bookings/:id" element={<p>The booking page</p>} />
            </Routes>
          </MemoryRouter>
        </ConfirmProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

// The fixture's booking has seats and meals on every flight: clear the adult's onward ones to add them.
const booking = (() => {
  const base = bookingFixture();
  const travellers = base.travellers.map((traveller, index) =>
    index === 0
      ? {
          ...traveller,
          legs: traveller.legs.map((leg, legIndex) => (legIndex === 0 ? { ...leg, seats: [''], meals: [''] } : leg)),
        }
      : traveller,
  );
  return { ...base, travellers };
})();
const quote = quoteFixture();
const options: ServiceOptions = {
  seatMaps: quote.seatMaps,
  extras: quote.extras,
  open: [
    { legIndex: 0, segmentIndex: 0, kinds: ['SEAT', 'MEAL', 'BAGGAGE', 'SERVICE'] },
    { legIndex: 1, segmentIndex: 0, kinds: ['SEAT'] },
  ],
};
const charges: ServicesQuoteAnswer = {
  lines: [
    {
      traveller: 0,
      legIndex: 0,
      segmentIndex: 0,
      kind: 'MEAL',
      code: 'VGML',
      label: 'Vegetarian meal',
      pricePaise: 400_00,
      feePaise: 50_00,
    },
  ],
  totals: { servicesPaise: 400_00, feePaise: 50_00, gstPaise: 9_00, amountPaise: 459_00 },
};

describe('adding services to a booking in the portal', () => {
  it('adds a meal: the charges, a confirmation, then paid with the amount shown and a key', async () => {
    answers['GET /api/v1/flights/bookings/41'] = () => ({ status: 200, body: booking });
    answers['GET /api/v1/bookings/41/services/options'] = () => ({ status: 200, body: options });
    renderPage();
    const meal = await screen.findByRole('combobox', { name: /^Meal for Mr Arjun Sharma/ });
    fireEvent.change(meal, { target: { value: 'VGML' } });
    answers['POST /api/v1/bookings/41/services/quote'] = () => ({ status: 200, body: charges });
    fireEvent.click(screen.getByRole('button', { name: 'Show charges' }));
    const table = await screen.findByRole('table', { name: 'Charges' });
    expect(within(table).getByText('Vegetarian meal')).toBeTruthy();
    const asked = calls.find((call) => call.path === '/api/v1/bookings/41/services/quote');
    expect(asked?.body).toEqual({
      items: [{ traveller: 0, legIndex: 0, segmentIndex: 0, kind: 'MEAL', code: 'VGML' }],
    });
    answers['POST /api/v1/bookings/41/services'] = () => ({
      status: 201,
      body: { id: 5, amountPaise: 459_00, walletDocumentNo: 'BK1', message: SERVICES_MSG_DECIDED.added },
    });
    fireEvent.click(screen.getByRole('button', { name: `Add and pay ${formatRupees(459_00)}` }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, add them' }));
    await screen.findByText('The booking page');
    const paid = calls.find((call) => call.method === 'POST' && call.path === '/api/v1/bookings/41/services');
    expect(paid?.body).toMatchObject({ acceptedAmountPaise: 459_00 });
    expect(paid?.headers.get('idempotency-key')).toBeTruthy();
  });

  it('says what is closed, asks for a choice before pricing, and shows a refusal with its reason', async () => {
    answers['GET /api/v1/flights/bookings/41'] = () => ({ status: 200, body: booking });
    answers['GET /api/v1/bookings/41/services/options'] = () => ({ status: 200, body: options });
    renderPage();
    await screen.findByRole('combobox', { name: /^Meal for Mr Arjun Sharma/ });
    // The return journey's baggage and services have closed: it says so instead of offering them.
    expect(screen.getAllByText(/Excess baggage can no longer be added/).length).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Show charges' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Choose a seat, a meal, baggage or a service first.',
    );
    expect(calls.some((call) => call.path.endsWith('/services/quote'))).toBe(false);
    fireEvent.change(screen.getByRole('combobox', { name: /^Meal for Mr Arjun Sharma/ }), {
      target: { value: 'VGML' },
    });
    answers['POST /api/v1/bookings/41/services/quote'] = () => ({
      status: 409,
      body: {
        error: {
          code: 409,
          kind: 'SERVICES_FAILED',
          message: SERVICES_MSG_DECIDED.closed('MEAL'),
          details: { title: SERVICES_MSG_DECIDED.failed },
        },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Show charges' }));
    const alert = await screen.findByText(SERVICES_MSG_DECIDED.closed('MEAL'));
    expect(alert.closest('[role="alert"]')?.textContent).toContain(SERVICES_MSG_DECIDED.failed);
    expect(screen.queryByRole('button', { name: /Add and pay/ })).toBeNull();
  });

  it('a hold cannot have services added: the page says so', async () => {
    answers['GET /api/v1/flights/bookings/41'] = () => ({ status: 200, body: bookingFixture('ON_HOLD') });
    renderPage();
    await screen.findByText('Services can be added to a ticketed booking only.');
  });
});
