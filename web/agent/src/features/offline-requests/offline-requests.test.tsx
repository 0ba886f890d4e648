import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Permission } from '@tripsetu/domain/agency.ts';
import { BOOKING_MSG } from '@tripsetu/domain/flight-booking.ts';
import {
  OFFLINE_MSG,
  type OfflineFlightOptions,
  type OfflineQuote,
  type OfflineRequestRow,
} from '@tripsetu/domain/offline-requests.ts';
import { SERVICE_REQUEST_MSG, type ServiceRequestRow } from '@tripsetu/domain/service-requests.ts';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../../app/session-context.ts';
import { signedInAs } from '../../test/session.ts';
import { AdminOfflineRequestsPage } from './AdminOfflineRequestsPage.tsx';
import { NewOfflineRequestPage } from './NewOfflineRequestPage.tsx';
import { OfflineRequestPage } from './OfflineRequestPage.tsx';
import { OfflineRequestsPage } from './OfflineRequestsPage.tsx';

const flight = {
  carrier: '6E',
  carrierName: 'IndiGo',
  flightNumber: '2134',
  origin: 'DEL',
  destination: 'BOM',
  departureDate: '2027-01-15',
  departureTime: '0610',
  arrivalDate: '2027-01-15',
  arrivalTime: '0820',
};

const submitted: OfflineRequestRow = {
  id: 7,
  reference: 'OR100007',
  status: 'SUBMITTED',
  statusLabel: 'Submitted',
  requestType: 'GROUP',
  requestTypeLabel: 'Group booking',
  tripType: 'ONE_WAY',
  from: 'DEL',
  to: 'BOM',
  departDate: '2027-01-15',
  returnDate: null,
  cabin: 'ECONOMY',
  adults: 2,
  children: 0,
  infants: 0,
  preferredAirline: '6E',
  preferredTime: 'MORNING',
  remarks: 'School trip.',
  agencyName: 'Skyways Travels',
  requestedBy: 'Rohan Mehta',
  requestedAt: '2026-11-22T08:35:00Z',
  ageHours: 5,
  answeredAt: null,
  rejectionReason: null,
  quote: null,
  booking: null,
};

const quote: OfflineQuote = {
  journeys: [
    {
      from: 'DEL',
      to: 'BOM',
      date: '2027-01-15',
      flights: [flight],
      family: 'Saver',
      bookingClass: 'T',
      refundable: true,
    },
  ],
  fares: [{ paxType: 'ADT', count: 2, perPersonPaise: 650_000 }],
  fareTotalPaise: 1_300_000,
  international: false,
  summary: [
    { code: 'BASE', label: 'Base fare', amountPaise: 1_100_000 },
    { code: 'TAXES', label: 'Taxes and fees', amountPaise: 200_000 },
  ] as OfflineQuote['summary'],
  totalPaise: 1_300_000,
  validUntil: '2099-01-10T12:30:00Z',
  remarks: 'Group fare, 15 kg each.',
  quotedAt: '2026-11-22T10:00:00Z',
};

let calls: { method: string; url: string; body: unknown }[];
let answers: Record<string, () => { status: number; body: unknown }>;

beforeEach(() => {
  calls = [];
  answers = {
    'GET /api/v1/flights/airports': () => ({
      status: 200,
      body: {
        airports: [
          {
            code: 'DEL',
            name: 'Indira Gandhi Intl',
            city: 'New Delhi',
            country: 'India',
            countryCode: 'IN',
            group: null,
          },
          {
            code: 'BOM',
            name: 'Chhatrapati Shivaji',
            city: 'Mumbai',
            country: 'India',
            countryCode: 'IN',
            group: null,
          },
        ],
      },
    }),
  };
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = String(input);
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[`${method} ${url}`]?.() ?? {
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

function Landed() {
  const location = useLocation();
  return <p>{`Landed on ${location.pathname}: ${(location.state as { notice?: string } | null)?.notice ?? ''}`}</p>;
}

function renderAt(path: string, permissions: Permission[]) {
  const session = signedInAs(permissions);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider theme={tripsetuTheme} env="test">
      <QueryClientProvider client={client}>
        <SessionContext value={session}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/flights/offline-requests" element={<OfflineRequestsPage />} />
              <Route path="/flights/offline-requests/new" element={<NewOfflineRequestPage />} />
              <Route path="/flights/offline-requests/:id" element={<OfflineRequestPage />} />
              <Route path="/admin/offline-requests" element={<AdminOfflineRequestsPage />} />
              <Route path="/flights/bookings/:id" element={<Landed />} />
            </Routes>
          </MemoryRouter>
        </SessionContext>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const AGENT: Permission[] = ['flights.book', 'flights.manage'];
const ADMIN: Permission[] = ['bookings.admin', 'flights.manage'];

describe('an agency’s offline requests', () => {
  it('lists them with status and age, and opens the form', async () => {
    answers['GET /api/v1/offline-requests'] = () => ({
      status: 200,
      body: { requests: [{ ...submitted, status: 'EXPIRED', statusLabel: 'Expired' }] },
    });
    renderAt('/flights/offline-requests', AGENT);
    const table = await screen.findByRole('table', { name: 'Offline requests' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('link', { name: 'OR100007' })).toBeTruthy();
    expect(within(row).getByText('Expired')).toBeTruthy();
    expect(within(row).getByText('5 h')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New offline request' }).getAttribute('href')).toBe(
      '/flights/offline-requests/new',
    );
  });

  it('checks the form by the domain’s rules before sending anything', async () => {
    renderAt('/flights/offline-requests/new', AGENT);
    expect((await screen.findAllByRole('option', { name: 'Mumbai (BOM)' })).length).toBe(2);
    fireEvent.change(screen.getByLabelText(/^Adults/), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByText(OFFLINE_MSG.groupTooSmall);
    expect(screen.getByText(OFFLINE_MSG.fromRequired)).toBeTruthy();
    expect(screen.getByText(OFFLINE_MSG.departDateRequired)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});

describe('a quote', () => {
  it('is accepted with each traveller checked by the booking form’s rules, and opens the booking on hold', async () => {
    const quoted = { ...submitted, status: 'QUOTED' as const, statusLabel: 'Quoted', quote };
    answers['GET /api/v1/offline-requests/7'] = () => ({ status: 200, body: quoted });
    answers['POST /api/v1/offline-requests/7/accept'] = () => ({
      status: 201,
      body: {
        product: 'FLIGHT',
        id: 91,
        transactionId: 'TSF01',
        holdUntil: '2027-01-10T10:00:00Z',
        message: OFFLINE_MSG.accepted,
      },
    });
    renderAt('/flights/offline-requests/7', AGENT);
    await screen.findByRole('heading', { level: 1, name: 'Offline request OR100007' });
    expect(screen.getByText('Adult × 2: ₹6,500 per person')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Payable at ticketing' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept quote and hold' }));
    expect((await screen.findAllByText(BOOKING_MSG.firstNameMin)).length).toBeGreaterThan(0);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    const adults = screen.getAllByRole('group');
    for (const [index, group] of adults.slice(0, 2).entries()) {
      fireEvent.change(within(group).getByLabelText(/^Title/), { target: { value: index === 0 ? 'Mr' : 'Ms' } });
      fireEvent.change(within(group).getByLabelText(/^First name/), {
        target: { value: index === 0 ? 'Arjun' : 'Meera' },
      });
      fireEvent.change(within(group).getByLabelText(/^Last name/), { target: { value: 'Sharma' } });
      fireEvent.change(within(group).getByLabelText(/^Gender/), { target: { value: index === 0 ? 'Male' : 'Female' } });
    }
    fireEvent.change(screen.getByLabelText(/^Contact e-mail/), { target: { value: 'groups@skyways.in' } });
    fireEvent.change(screen.getByLabelText(/^Contact mobile/), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accept quote and hold' }));
    await screen.findByText(`Landed on /flights/bookings/91: ${OFFLINE_MSG.accepted}`);
    const sent = calls.find((call) => call.method === 'POST')?.body as { travellers: { firstName: string }[] };
    expect(sent.travellers.map((one) => one.firstName)).toEqual(['Arjun', 'Meera']);
  });

  it('says an expired quote cannot be accepted, and offers no form', async () => {
    answers['GET /api/v1/offline-requests/7'] = () => ({
      status: 200,
      body: { ...submitted, status: 'EXPIRED', statusLabel: 'Expired', quote },
    });
    renderAt('/flights/offline-requests/7', AGENT);
    await screen.findByText(OFFLINE_MSG.expired);
    expect(screen.queryByRole('button', { name: 'Accept quote and hold' })).toBeNull();
  });
});

describe('the back office', () => {
  it('quotes a waiting request from the route’s flights', async () => {
    const options: OfflineFlightOptions = {
      seatsNeeded: 2,
      journeys: [
        {
          from: 'DEL',
          to: 'BOM',
          date: '2027-01-15',
          options: [
            {
              fareId: '6E-2134@2027-01-15~ECONOMY~REGULAR~0',
              itineraryId: '6E-2134@2027-01-15',
              flights: [flight],
              stops: 0,
              family: 'Saver',
              bookingClass: 'T',
              refundable: true,
              perPerson: [{ paxType: 'ADT', totalPaise: 540_000, taxesPaise: 90_000 }],
              seatsLeft: 40,
              preferred: true,
            },
          ],
        },
      ],
    };
    let current: OfflineRequestRow = submitted;
    answers['GET /api/v1/offline-requests/7'] = () => ({ status: 200, body: current });
    answers['GET /api/v1/admin/offline-requests/7/flights'] = () => ({ status: 200, body: options });
    answers['POST /api/v1/admin/offline-requests/7/quote'] = () => {
      current = { ...submitted, status: 'QUOTED', statusLabel: 'Quoted', quote };
      return { status: 200, body: current };
    };
    renderAt('/flights/offline-requests/7', ADMIN);
    const select = await screen.findByLabelText(/^DEL → BOM on .*: flight and fare/);
    expect(
      within(select).getByRole('option', { name: /^★ 6E-2134 · 06:10–08:20 · non-stop · Saver \(T\)/ }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send quote' }));
    await screen.findByText(OFFLINE_MSG.flightsRequired);
    expect(screen.getByText(OFFLINE_MSG.fareRequired)).toBeTruthy();
    fireEvent.change(select, { target: { value: options.journeys[0]?.options[0]?.fareId } });
    expect(screen.getByText('Today’s fare ₹5,400, of which taxes ₹900')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Adult fare per person/), { target: { value: '6500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send quote' }));
    await screen.findByText('Adult × 2: ₹6,500 per person');
    const sent = calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ fareIds: [options.journeys[0]?.options[0]?.fareId], adultFare: '6500' });
  });

  it('lists waiting requests with their age, and answers a traveller’s service request in its tab', async () => {
    const service: ServiceRequestRow = {
      id: 3,
      reference: 'SSR100003',
      transactionId: 'TSF01J9Z3K5W7Q8R2T4V6X8Y0Z',
      trip: 'DEL-BOM',
      travellerName: 'Priya Sharma',
      travellerEmail: 'priya@example.in',
      service: 'STRETCHER',
      serviceLabel: 'Stretcher (passenger lying down)',
      details: 'My father after surgery.',
      status: 'SUBMITTED',
      statusLabel: 'Waiting for our answer',
      requestedAt: '2026-11-22T08:35:00Z',
      ageHours: 26,
      answeredAt: null,
      pricePaise: null,
      answer: null,
    };
    answers['GET /api/v1/admin/offline-requests'] = () => ({ status: 200, body: { requests: [submitted] } });
    answers['GET /api/v1/admin/service-requests'] = () => ({ status: 200, body: { requests: [service] } });
    answers['POST /api/v1/admin/service-requests/3/answer'] = () => ({
      status: 200,
      body: { ...service, status: 'PRICED' },
    });
    renderAt('/admin/offline-requests', ADMIN);
    const table = await screen.findByRole('table', { name: 'Agency requests' });
    expect(within(table).getByText('Skyways Travels')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Traveller service requests' }));
    const card = await screen.findByRole('listitem', { name: /SSR100003/ });
    expect(within(card).getByText('26 h')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Send answer' }));
    await within(card).findByText(SERVICE_REQUEST_MSG.priceRequired);
    fireEvent.change(within(card).getByLabelText(/^Price/), { target: { value: '12000' } });
    fireEvent.change(within(card).getByLabelText(/^Message to the traveller/), {
      target: { value: 'The airline can carry the stretcher; six seats are blocked.' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Send answer' }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      decision: 'PRICE',
      price: '12000',
      message: 'The airline can carry the stretcher; six seats are blocked.',
    });
  });
});
