import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { RescheduleOptions, RescheduleQuoteAnswer } from '@tripsetu/domain/booking-api.ts';
import { RESCHEDULE_MSG_DECIDED } from '@tripsetu/domain/flight-reschedule.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { ConfirmProvider } from '@tripsetu/ui/ConfirmDialog';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../../../app/session-context.ts';
import { roundTripResult } from '../../../test/flights.fixtures.ts';
import { signedInAs } from '../../../test/session.ts';
import { bookingFixture } from '../flight-booking.fixtures.ts';
import { ReschedulePage } from './ReschedulePage.tsx';

let calls: { method: string; path: string; query: string; body?: unknown; headers: Headers }[];
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
      query: url.search,
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
  const session = signedInAs(['flights.book', 'flights.manage']);
  render(
    <MantineProvider theme={tripsetuTheme}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SessionContext value={session}>
          <ConfirmProvider>
            <MemoryRouter initialEntries={['/flights/bookings/41/reschedule']}>
              <Routes>
                <Route path="/flights/bookings/:id/reschedule" element={<ReschedulePage />} />
                <Route path="/flights/bookings/:id" element={<p>Booking page of the new booking</p>} />
              </Routes>
            </MemoryRouter>
          </ConfirmProvider>
        </SessionContext>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const booking = bookingFixture();
const options: RescheduleOptions = { leg: roundTripResult().legs[0] as RescheduleOptions['leg'], fareRules: {} };
const amounts = {
  oldFarePaise: 500_000,
  newFarePaise: 560_000,
  fareDifferencePaise: 60_000,
  lowerFareKeptPaise: 0,
  airlineChargePaise: 225_000,
  otaChargePaise: 25_000,
  gstPaise: 4_500,
  amountPaise: 314_500,
};
const quote: RescheduleQuoteAnswer = {
  lines: [{ traveller: 0, paxType: 'ADT', window: '96 hours or more before departure', ...amounts }],
  totals: amounts,
};

async function searchAndChoose() {
  answers['GET /api/v1/flights/bookings/41'] = () => ({ status: 200, body: booking });
  answers['GET /api/v1/bookings/41/reschedule/options'] = () => ({ status: 200, body: options });
  renderPage();
  const adult = await screen.findByRole('checkbox', { name: /Arjun/ });
  // Only the adult moves: the child and the infant stay.
  for (const checkbox of screen.getAllByRole('checkbox')) if (checkbox !== adult) fireEvent.click(checkbox);
  fireEvent.click(screen.getByRole('button', { name: 'Search flights' }));
  const list = await screen.findByRole('radiogroup', { name: /Flights on/ });
  return within(list).getAllByRole('radio');
}

describe('rescheduling a booking in the portal', () => {
  it('searches the journey’s route for the chosen travellers, shows the charges, and pays once confirmed', async () => {
    const radios = await searchAndChoose();
    const search = calls.find((call) => call.path === '/api/v1/bookings/41/reschedule/options');
    expect(new URLSearchParams(search?.query).get('travellers')).toBe('0');
    expect(new URLSearchParams(search?.query).get('leg')).toBe('0');
    // The flight they are on now is listed but cannot be chosen.
    expect(radios.some((radio) => (radio as HTMLInputElement).disabled)).toBe(true);
    const free = radios.find((radio) => !(radio as HTMLInputElement).disabled) as HTMLInputElement;
    fireEvent.click(free);
    answers['POST /api/v1/bookings/41/reschedule/quote'] = () => ({ status: 200, body: quote });
    fireEvent.click(screen.getByRole('button', { name: 'Show charges' }));
    const table = await screen.findByRole('table', { name: 'Charges to reschedule' });
    expect(within(table).getAllByText(formatRupees(amounts.amountPaise)).length).toBeGreaterThan(0);
    expect(within(table).getAllByText(formatRupees(amounts.airlineChargePaise)).length).toBeGreaterThan(0);
    answers['POST /api/v1/bookings/41/reschedule'] = () => ({
      status: 201,
      body: {
        id: 3,
        newBookingId: 77,
        newTransactionId: 'TSF77',
        amountPaise: amounts.amountPaise,
        walletDocumentNo: 'WD',
        everything: false,
        message: RESCHEDULE_MSG_DECIDED.rescheduled,
      },
    });
    fireEvent.click(screen.getByRole('button', { name: `Reschedule and pay ${formatRupees(amounts.amountPaise)}` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/will no longer be valid/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, reschedule' }));
    await screen.findByText('Booking page of the new booking');
    const paid = calls.find((call) => call.method === 'POST' && call.path === '/api/v1/bookings/41/reschedule');
    expect(paid?.body).toMatchObject({
      travellers: [0],
      legs: [0],
      optionId: free.value,
      acceptedAmountPaise: amounts.amountPaise,
    });
    expect(paid?.headers.get('idempotency-key')).toBeTruthy();
  });

  it('shows a refusal as Booking Reschedule Failed with its reason, and pays nothing', async () => {
    const radios = await searchAndChoose();
    fireEvent.click(radios.find((radio) => !(radio as HTMLInputElement).disabled) as HTMLElement);
    answers['POST /api/v1/bookings/41/reschedule/quote'] = () => ({
      status: 409,
      body: {
        error: {
          code: 409,
          kind: 'RESCHEDULE_FAILED',
          message: RESCHEDULE_MSG_DECIDED.notChangeable,
          details: { title: RESCHEDULE_MSG_DECIDED.failed },
        },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Show charges' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(RESCHEDULE_MSG_DECIDED.failed)).toBeTruthy();
    expect(within(alert).getByText(RESCHEDULE_MSG_DECIDED.notChangeable)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Reschedule and pay/ })).toBeNull();
    expect(calls.some((call) => call.path === '/api/v1/bookings/41/reschedule')).toBe(false);
  });

  it('says why a date cannot be searched on the date field', async () => {
    answers['GET /api/v1/flights/bookings/41'] = () => ({ status: 200, body: booking });
    answers['GET /api/v1/bookings/41/reschedule/options'] = () => ({
      status: 409,
      body: {
        error: {
          code: 409,
          kind: 'RESCHEDULE_FAILED',
          message: 'Cannot search for Yesterday',
          fields: { date: 'Cannot search for Yesterday' },
        },
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Search flights' }));
    await screen.findByText('Cannot search for Yesterday');
    expect(screen.queryByRole('radiogroup', { name: /Flights on/ })).toBeNull();
  });

  it('a hold cannot be rescheduled: the page says so', async () => {
    answers['GET /api/v1/flights/bookings/41'] = () => ({ status: 200, body: bookingFixture('ON_HOLD') });
    renderPage();
    await screen.findByText('Only a ticketed booking can be rescheduled.');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Search flights' })).toBeNull());
  });
});
