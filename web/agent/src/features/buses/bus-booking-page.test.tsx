import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { BusBooking } from '@tripsetu/domain/bus-booking-api.ts';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BusBookingPage } from './BusBookingPage.tsx';

const stop = (id: string, name: string, date: string, time: string) => ({
  id,
  name,
  date,
  time,
  address: `${name} bus stand`,
  landmark: `Opposite ${name} metro`,
  contact: '080 2222 1111',
});

const BOOKING: BusBooking = {
  id: 91,
  transactionId: 'TSB0123456789ABCDEFGHJK',
  status: 'CONFIRMED',
  statusLabel: 'Confirmed',
  paymentStatus: 'PAID',
  ticketNo: 'TB4000000123',
  operatorPnr: 'VRLK7P2QX',
  trip: {
    tripId: 'VRL-2041@2026-12-01',
    operator: { code: 'VRL', name: 'VRL Travels', contact: '080 4000 1234' },
    serviceName: 'VRL Sleeper',
    busType: 'A/C Sleeper (2+1)',
    ac: true,
    from: 'Bengaluru',
    to: 'Hyderabad',
    departureDate: '2026-12-01',
    departureTime: '2130',
    arrivalDate: '2026-12-02',
    arrivalTime: '0800',
    durationMinutes: 630,
    amenities: [],
  },
  boarding: { ...stop('BLR-1', 'Madiwala', '2026-12-01', '2200'), reportingTime: '2145' },
  dropping: stop('HYD-0', 'Ameerpet', '2026-12-02', '0800'),
  cancellationPolicy: [
    { fromHours: 24, toHours: null, chargePercent: 10 },
    { fromHours: 0, toHours: 24, chargePercent: 50 },
  ],
  travellers: [
    {
      index: 0,
      seatNo: 'U4',
      place: 'Upper deck, berth',
      name: 'Asha Rao',
      age: 34,
      gender: 'F',
      farePaise: 115_000,
      fareGstPaise: 5_750,
      feePaise: 2_950,
      cancelled: false,
    },
    {
      index: 1,
      seatNo: 'U5',
      place: 'Upper deck, berth',
      name: 'Ravi Rao',
      age: 36,
      gender: 'M',
      farePaise: 115_000,
      fareGstPaise: 5_750,
      feePaise: 2_950,
      cancelled: false,
    },
  ],
  contact: { email: 'asha@example.in', mobile: '9876543210' },
  gst: null,
  fare: [
    { code: 'SEAT_FARES', label: 'Seat fares', amountPaise: 230_000 },
    { code: 'FARE_GST', label: 'GST on the fare', amountPaise: 11_500 },
    { code: 'SERVICE_CHARGE', label: 'Service charge', amountPaise: 5_000 },
    { code: 'GST', label: 'GST (18% on fees)', amountPaise: 900 },
  ],
  totalPaise: 247_400,
  customerFare: [],
  customerTotalPaise: 247_400,
  agencyName: 'Skyways Travels',
  bookedBy: 'Rohan Mehta',
  bookedAt: '2026-11-22T06:01:00Z',
  ticketedAt: '2026-11-22T06:01:00Z',
  walletDocumentNo: 'WD1',
  invoiceNo: 'TSI/2026-27/000001',
  cancellations: [],
  cancellable: true,
};

const QUOTE = {
  lines: [
    {
      traveller: 1,
      legIndex: 0,
      segmentIndex: 0,
      window: 'More than 24 hours before departure: 10% of the fare',
      taxesOnly: false,
      paidPaise: 123_700,
      airlineChargePaise: 12_075,
      otaChargePaise: 0,
      gstPaise: 0,
      keptPaise: 2_950,
      commissionReversedPaise: 0,
      refundPaise: 108_675,
    },
  ],
  fees: [],
  totals: {
    paidPaise: 123_700,
    airlineChargePaise: 12_075,
    otaChargePaise: 0,
    gstPaise: 0,
    keptPaise: 2_950,
    commissionReversedPaise: 0,
    feesRefundedPaise: 0,
    refundPaise: 108_675,
  },
  taxesOnly: false,
};

let calls: { method: string; path: string; body: unknown; key: string | null }[];
let answers: Record<string, () => { status: number; body: unknown }>;

beforeEach(() => {
  calls = [];
  answers = { 'GET /api/v1/buses/bookings/91': () => ({ status: 200, body: BOOKING }) };
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = new URL(String(input), 'http://portal.test');
    const key = new Headers(init.headers).get('idempotency-key');
    calls.push({ method, path: url.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined, key });
    const answer = answers[`${method} ${url.pathname}`]?.() ?? {
      status: 404,
      body: { error: { code: 404, message: 'Error while fetching bus booking details.' } },
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

function LandedOn() {
  const state = useLocation().state as { notice: string; bookingId: number };
  return <p>{`Landed: ${state.notice} #${state.bookingId}`}</p>;
}

function renderPage(id = 91) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider theme={tripsetuTheme}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`/buses/bookings/${id}`]}>
          <Routes>
            <Route path="/buses/bookings/:id" element={<BusBookingPage />} />
            <Route path="/bookings/buses" element={<LandedOn />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the bus ticket page (issue 22)', () => {
  it('shows the ticket: numbers, boarding with its reporting time, dropping, travellers, fare and policy', async () => {
    renderPage();
    expect(await screen.findByText('TB4000000123')).toBeTruthy();
    expect(screen.getByText('VRLK7P2QX')).toBeTruthy();
    const boarding = screen.getByRole('region', { name: 'Boarding point' });
    expect(within(boarding).getByText('Madiwala')).toBeTruthy();
    expect(within(boarding).getByText('Report by 21:45')).toBeTruthy();
    expect(within(boarding).getByText('Landmark: Opposite Madiwala metro')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Dropping point' })).getByText('Ameerpet')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Seats and travellers' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Asha Rao')).toBeTruthy();
    expect(screen.getByText('₹2,474')).toBeTruthy();
    expect(screen.getByText('More than 24 hours before departure: 10% of the fare')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
      '/api/v1/buses/bookings/91/ticket.pdf?fare=true',
    );
  });

  it('cancels one seat: the refund shown, then confirmed once, and Manage Bookings says so', async () => {
    answers['POST /api/v1/bookings/91/cancellation/quote'] = () => ({ status: 200, body: QUOTE });
    answers['POST /api/v1/bookings/91/cancellation'] = () => ({
      status: 201,
      body: { id: 5, creditNoteNo: 'TSCN/2026-27/000007', refundPaise: 108_675 },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel seats' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel seats' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Seat U4: Asha Rao' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show refund' }));
    const confirm = await within(dialog).findByRole('button', { name: 'Cancel 1 seat(s) and refund ₹1,086.75' });
    expect(calls.at(-1)?.body).toEqual({ travellers: [1], legs: [0] });
    fireEvent.click(confirm);
    expect(
      await screen.findByText(
        'Landed: Seats U5 cancelled. ₹1,086.75 has been credited to your wallet (credit note TSCN/2026-27/000007). #91',
      ),
    ).toBeTruthy();
    const cancel = calls.find((call) => call.path === '/api/v1/bookings/91/cancellation');
    expect(cancel?.body).toEqual({ travellers: [1], legs: [0], acceptedRefundPaise: 108_675 });
    expect(cancel?.key).toBeTruthy();
  });

  it('says why a cancellation failed and keeps the booking', async () => {
    answers['POST /api/v1/bookings/91/cancellation/quote'] = () => ({
      status: 409,
      body: { error: { code: 409, kind: 'CANCELLATION_FAILED', message: 'This bus has already left.' } },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel seats' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel seats' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show refund' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Booking Cancellation Failed.');
    expect(alert.textContent).toContain('This bus has already left.');
  });

  it('says so when the booking cannot be read', async () => {
    renderPage(404);
    expect(await screen.findByText('Error while fetching bus booking details.')).toBeTruthy();
  });
});
