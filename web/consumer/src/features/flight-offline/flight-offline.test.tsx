import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { MyFlightBooking } from '@tripsetu/domain/gateway-flight-after-sales.ts';
import { SERVICE_REQUEST_MSG, type TravellerServiceRequest } from '@tripsetu/domain/service-requests.ts';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../app/session-context.tsx';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { FlightOfflineServicePage } from './FlightOfflineServicePage.tsx';

const TXID = 'TSF01J9Z3K5W7Q8R2T4V6X8Y0Z';

const bookings: MyFlightBooking[] = [
  {
    txid: TXID,
    trip: 'DEL-BOM',
    departure: '2099-12-12',
    status_code: 'CONFIRMED',
    booking_status: 'Confirmed',
    travellers: 2,
    total_paise: 1_120_000,
    booked_at: '2026-11-18T10:00:00.000Z',
    partlycancelled: false,
  },
  {
    txid: 'TSF01J9Z3K5W7Q8R2T4V6X8Y1A',
    trip: 'BLR-GOI',
    departure: '2099-12-20',
    status_code: 'RELEASED',
    booking_status: 'Released',
    travellers: 1,
    total_paise: 450_000,
    booked_at: '2026-11-20T10:00:00.000Z',
    partlycancelled: false,
  },
];

const priced: TravellerServiceRequest = {
  id: 4,
  reference: 'SSR100004',
  txid: TXID,
  trip: 'DEL-BOM',
  service: 'MUSICAL_INSTRUMENT_SEAT',
  service_label: 'Extra seat for a musical instrument',
  details: 'A cello in a hard case.',
  status: 'PRICED',
  status_label: 'Priced',
  created_at: '2026-11-22T08:35:00.000Z',
  answered_at: '2026-11-22T10:35:00.000Z',
  price_paise: 425_000,
  answer: 'The cello flies in 14B beside you.',
};

let answers: Record<
  string,
  { StatusCode: number; Message?: string; Result?: unknown; Errors?: Record<string, string> }
>;
let calls: URLSearchParams[];

beforeEach(() => {
  calls = [];
  answers = {};
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
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const body = new URLSearchParams(String(init.body));
      calls.push(body);
      const answer = answers[body.get('actioncode') ?? ''] ?? { StatusCode: 404, Message: 'Not found.' };
      return Promise.resolve(
        new Response(
          JSON.stringify({
            ApiStatus: {
              StatusCode: answer.StatusCode,
              Status: answer.StatusCode === 200 ? 'SUCCESS' : 'FAILURE',
              Message: answer.Message ?? '',
              ...(answer.Errors ? { Errors: answer.Errors } : {}),
            },
            Result: answer.Result,
          }),
        ),
      );
    }),
  );
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider theme={tripsetuTheme} env="test">
      <QueryClientProvider client={queryClient}>
        <SessionProvider autoStart={false}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/flight/offline-ssr-booking" element={<FlightOfflineServicePage />} />
            </Routes>
          </MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const sent = (actioncode: string) => calls.filter((call) => call.get('actioncode') === actioncode);

describe('/flight/offline-ssr-booking', () => {
  it('asks a visitor to sign in and calls nothing', () => {
    localStorage.clear();
    renderAt('/flight/offline-ssr-booking');
    expect(screen.getByRole('heading', { level: 1, name: 'Special service requests' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login or Register' })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('offers only confirmed bookings, checks the form, sends the request and lists it', async () => {
    answers = {
      servicerequests: { StatusCode: 200, Result: [] },
      mybookings: { StatusCode: 200, Result: bookings },
      raiseservicerequest: { StatusCode: 200, Message: SERVICE_REQUEST_MSG.raised, Result: priced },
    };
    renderAt(`/flight/offline-ssr-booking?txid=${TXID}`);
    await screen.findByText('No service requests yet.');
    const booking = (await screen.findByLabelText(/^Booking/)) as HTMLSelectElement;
    expect(booking.value).toBe(TXID);
    expect(within(booking).queryByRole('option', { name: /BLR-GOI/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByText(SERVICE_REQUEST_MSG.serviceRequired);
    expect(screen.getByText(SERVICE_REQUEST_MSG.detailsRequired)).toBeTruthy();
    expect(sent('raiseservicerequest')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/^Service you need/), { target: { value: 'MUSICAL_INSTRUMENT_SEAT' } });
    fireEvent.change(screen.getByLabelText(/^Details/), { target: { value: 'A cello in a hard case.' } });
    answers.servicerequests = { StatusCode: 200, Result: [priced] };
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByText(SERVICE_REQUEST_MSG.raised);
    const call = sent('raiseservicerequest')[0];
    expect([call?.get('txid'), call?.get('service'), call?.get('details')]).toEqual([
      TXID,
      'MUSICAL_INSTRUMENT_SEAT',
      'A cello in a hard case.',
    ]);
    const card = await screen.findByRole('article', { name: 'Extra seat for a musical instrument' });
    expect(within(card).getByText('Price: ₹4,250')).toBeTruthy();
    expect(within(card).getByText(SERVICE_REQUEST_MSG.payByLink)).toBeTruthy();
    expect(within(card).getByText('The cello flies in 14B beside you.')).toBeTruthy();
  });

  it('shows a request already waiting as the server says, on its field', async () => {
    answers = {
      servicerequests: { StatusCode: 200, Result: [] },
      mybookings: { StatusCode: 200, Result: bookings },
      raiseservicerequest: {
        StatusCode: 409,
        Message: SERVICE_REQUEST_MSG.alreadyWaiting('SSR100004'),
        Errors: { service: SERVICE_REQUEST_MSG.alreadyWaiting('SSR100004') },
      },
    };
    renderAt('/flight/offline-ssr-booking');
    fireEvent.change(await screen.findByLabelText(/^Booking/), { target: { value: TXID } });
    fireEvent.change(screen.getByLabelText(/^Service you need/), { target: { value: 'STRETCHER' } });
    fireEvent.change(screen.getByLabelText(/^Details/), { target: { value: 'My father, after surgery.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByText(SERVICE_REQUEST_MSG.alreadyWaiting('SSR100004'));
  });
});
