import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Permission } from '@tripsetu/domain/agency.ts';
import { BOOKING_MSG, BOOKING_MSG_DECIDED } from '@tripsetu/domain/flight-booking.ts';
import type { HoldQueueEntry } from '@tripsetu/domain/flight-booking-api.ts';
import { CANCELLATION_MSG, CANCELLATION_MSG_DECIDED } from '@tripsetu/domain/flight-cancellation.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { ConfirmProvider } from '@tripsetu/ui/ConfirmDialog';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../../app/session-context.ts';
import { departureText } from '../../lib/flight-display.ts';
import { signedInAs } from '../../test/session.ts';
import { FlightDocumentPage } from './documents/FlightDocumentPage.tsx';
import { FlightBookingPage } from './FlightBookingPage.tsx';
import { bookingFixture } from './flight-booking.fixtures.ts';
import { HoldQueuePage } from './HoldQueuePage.tsx';

let calls: { method: string; path: string; body?: unknown }[];
let answers: Record<string, () => { status: number; body: unknown }>;

beforeEach(() => {
  calls = [];
  answers = {};
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = new URL(String(input), 'http://portal.test').pathname;
    calls.push({ method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const answer = answers[`${method} ${path}`]?.() ?? {
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

function renderAt(path: string, permissions: Permission[] = ['flights.book', 'flights.manage']) {
  const session = signedInAs(permissions);
  render(
    <MantineProvider theme={tripsetuTheme}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SessionContext value={session}>
          <ConfirmProvider>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path="/flights/bookings/:id" element={<FlightBookingPage />} />
                <Route path="/flights/hold-queue" element={<HoldQueuePage />} />
                <Route path="/flights/bookings/:id/:document" element={<FlightDocumentPage />} />
              </Routes>
            </MemoryRouter>
          </ConfirmProvider>
        </SessionContext>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the ticket page', () => {
  it('shows a confirmed booking: status, PNR per airline, ticket numbers, extras, contact and the fare', async () => {
    const booking = bookingFixture();
    answers['GET /api/v1/flights/bookings/41'] = () => ({ status: 200, body: booking });
    renderAt('/flights/bookings/41');
    const status = (await screen.findByText('Booking confirmed. The tickets are issued.')).closest('[role="status"]');
    expect(within(status as HTMLElement).getByText('Confirmed')).toBeTruthy();
    const pnrs = screen.getByRole('region', { name: 'Airline PNR' });
    expect(within(pnrs).getByText('IndiGo (6E)')).toBeTruthy();
    expect(within(pnrs).getByText('K7M2QX')).toBeTruthy();
    expect(within(pnrs).getByText('P4TR8W')).toBeTruthy();
    const travellers = screen.getByRole('table', { name: 'Travellers and tickets' });
    const arjun = within(travellers).getByRole('row', { name: /Mr Arjun Sharma/ });
    expect(within(arjun).getByText('AI 098-200000011')).toBeTruthy();
    expect(within(arjun).getByText('DEL–BOM: 7C')).toBeTruthy();
    expect(within(arjun).getByText('DEL–BOM: Vegetarian meal')).toBeTruthy();
    expect(within(arjun).getByText('DEL–BOM: Excess baggage 10 kg')).toBeTruthy();
    expect(within(arjun).getByText('DEL–BOM: Priority check-in and boarding')).toBeTruthy();
    expect(screen.getByText(booking.transactionId, { selector: 'dd' })).toBeTruthy();
    const fare = screen.getByRole('region', { name: 'Fare summary' });
    expect(within(fare).getByText('Total from wallet')).toBeTruthy();
    expect(within(fare).getByText(formatRupees(booking.totalPaise))).toBeTruthy();
    expect(screen.getByText('traveller@example.in')).toBeTruthy();
    expect(screen.getAllByText('Terminal-3').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Perform Ticketing' })).toBeNull();
    // The documents of a ticketed booking: the e-ticket and both invoices, each a print page.
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).getByRole('link', { name: 'E-Ticket' }).getAttribute('href')).toBe(
      `/flights/bookings/${booking.id}/e-ticket`,
    );
    expect(within(documents).getByRole('link', { name: 'Tax Invoice' })).toBeTruthy();
    expect(within(documents).getByRole('link', { name: 'Customer Invoice' })).toBeTruthy();
  });

  it('tickets a hold after confirming, and shows the tickets', async () => {
    let booking = bookingFixture('ON_HOLD');
    answers['GET /api/v1/flights/bookings/41'] = () => ({ status: 200, body: booking });
    answers['POST /api/v1/bookings/41/ticket'] = () => {
      booking = bookingFixture('CONFIRMED');
      return { status: 200, body: { product: 'FLIGHT', booking } };
    };
    renderAt('/flights/bookings/41');
    expect(await screen.findByText(/^On hold until /)).toBeTruthy();
    expect(screen.getAllByText('Issued on ticketing')).toHaveLength(3);
    // A hold has a provisional itinerary, not an e-ticket.
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).getByRole('link', { name: 'Provisional Itinerary' })).toBeTruthy();
    expect(within(documents).queryByRole('link', { name: 'E-Ticket' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Perform Ticketing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Perform Ticketing' });
    expect(within(dialog).getByText(/will be paid from the agency’s wallet/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Perform Ticketing' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Perform Ticketing' })).getByRole('button', {
        name: 'Perform Ticketing',
      }),
    );
    expect(await screen.findByText(BOOKING_MSG_DECIDED.ticketed)).toBeTruthy();
    expect(screen.getByText('AI 098-200000011')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Perform Ticketing' })).toBeNull());
    expect(
      within(screen.getByRole('region', { name: 'Documents' })).getByRole('link', { name: 'E-Ticket' }),
    ).toBeTruthy();
  });

  it("marks a hold's e-ticket a provisional itinerary; a ticket's e-mail starts with the booking's contact", async () => {
    const parties = {
      agency: {
        name: 'Skyways Travels',
        code: 'TSA10001',
        address: 'Mumbai',
        state: 'Maharashtra',
        phone: '',
        gstin: '',
      },
      operator: {
        name: 'TripSetu Holidays Pvt. Ltd.',
        address: 'Ahmedabad',
        gstin: '24AAHCT5678K1ZR',
        state: 'Gujarat',
        sac: '998555',
      },
      gst: { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, intraState: false },
    };
    answers['GET /api/v1/flights/bookings/41/documents'] = () => ({ status: 200, body: parties });
    answers['GET /api/v1/flights/bookings/41'] = () => ({ status: 200, body: bookingFixture('ON_HOLD') });
    renderAt('/flights/bookings/41/e-ticket');
    expect(await screen.findByRole('heading', { level: 1, name: 'Provisional Itinerary' })).toBeTruthy();
    expect(screen.getByText(/Not a ticket and not valid for travel/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'E-mail' })).toBeNull();
    cleanup();

    answers['GET /api/v1/flights/bookings/41'] = () => ({ status: 200, body: bookingFixture('CONFIRMED') });
    renderAt('/flights/bookings/41/e-ticket');
    const heading = await screen.findByRole('heading', { level: 1, name: 'E-Ticket' });
    // The customer's document stays English and left to right, whatever the portal's language (decision 042).
    expect(heading.closest('article')?.getAttribute('lang')).toBe('en');
    expect(heading.closest('article')?.getAttribute('dir')).toBe('ltr');
    fireEvent.click(screen.getByRole('button', { name: 'E-mail' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByRole('textbox') as HTMLInputElement).value).toBe(bookingFixture().contact.email);
  });

  it('releases a hold only after the warning that it cannot be undone, and says why ticketing failed', async () => {
    answers['GET /api/v1/flights/bookings/41'] = () => ({ status: 200, body: bookingFixture('ON_HOLD') });
    answers['POST /api/v1/bookings/41/ticket'] = () => ({
      status: 409,
      body: { error: { code: 'CONFLICT', message: BOOKING_MSG_DECIDED.holdExpired } },
    });
    answers['POST /api/v1/bookings/41/release'] = () => ({
      status: 200,
      body: {
        product: 'FLIGHT',
        booking: {
          ...bookingFixture('ON_HOLD'),
          status: 'RELEASED',
          statusLabel: 'Released',
          releaseReason: 'Released by Rohan Mehta',
        },
      },
    });
    renderAt('/flights/bookings/41');
    fireEvent.click(await screen.findByRole('button', { name: 'Perform Ticketing' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Perform Ticketing' })).getByRole('button', {
        name: 'Perform Ticketing',
      }),
    );
    expect(await screen.findByText(BOOKING_MSG_DECIDED.holdExpired)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Release' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release this hold?' });
    expect(within(dialog).getByText(/This cannot be undone/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(await screen.findByText(BOOKING_MSG_DECIDED.released)).toBeTruthy();
    expect(screen.getByText('Released: Released by Rohan Mehta')).toBeTruthy();
  });

  it('says when the booking is not there', async () => {
    answers['GET /api/v1/flights/bookings/99'] = () => ({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: BOOKING_MSG_DECIDED.bookingNotFound } },
    });
    renderAt('/flights/bookings/99');
    expect(await screen.findByText(BOOKING_MSG_DECIDED.bookingNotFound)).toBeTruthy();
  });

  it('cancels after showing the charges and the refund, and lists the credit note', async () => {
    let booking = bookingFixture();
    answers['GET /api/v1/flights/bookings/41'] = () => ({ status: 200, body: booking });
    const amounts = {
      paidPaise: 6000_00,
      airlineChargePaise: 2999_00,
      otaChargePaise: 300_00,
      gstPaise: 54_00,
      keptPaise: 0,
      commissionReversedPaise: 0,
      refundPaise: 2647_00,
    };
    answers['POST /api/v1/bookings/41/cancellation/quote'] = () => ({
      status: 200,
      body: {
        lines: [
          {
            traveller: 0,
            legIndex: 0,
            segmentIndex: 0,
            window: '96 hours or more before departure',
            taxesOnly: false,
            ...amounts,
          },
        ],
        totals: amounts,
        taxesOnly: false,
      },
    });
    answers['POST /api/v1/bookings/41/cancellation'] = () => {
      booking = {
        ...booking,
        cancelledSegments: [{ traveller: 0, legIndex: 0, segmentIndex: 0 }],
        cancellations: [
          {
            id: 5,
            creditNoteNo: 'TSCN/2026-27/000001',
            walletDocumentNo: 'RF-000009',
            airlineChargePaise: 2999_00,
            otaChargePaise: 300_00,
            gstPaise: 54_00,
            commissionReversedPaise: 0,
            refundPaise: 2647_00,
            cancelledAt: '2026-11-26T10:00:00.000Z',
          },
        ],
      };
      return {
        status: 201,
        body: {
          id: 5,
          creditNoteNo: 'TSCN/2026-27/000001',
          walletDocumentNo: 'RF-000009',
          everything: false,
          message: CANCELLATION_MSG_DECIDED.cancelled,
          ...amounts,
        },
      };
    };
    renderAt('/flights/bookings/41');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking' });
    expect(within(dialog).getByRole('checkbox', { name: /Mr Arjun Sharma/ })).toHaveProperty('checked', true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show charges and refund' }));
    const quote = await within(dialog).findByRole('table', { name: 'Charges and refund' });
    expect(within(quote).getByTestId('cancellation-refund').textContent).toBe(formatRupees(2647_00));
    expect(calls.some((call) => call.path === '/api/v1/bookings/41/cancellation')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: `Cancel and refund ${formatRupees(2647_00)}` }));
    expect(await screen.findByText(/Credit note TSCN\/2026-27\/000001/)).toBeTruthy();
    const section = await screen.findByRole('region', { name: 'Cancellations' });
    expect(within(section).getByText('RF-000009')).toBeTruthy();
    expect(screen.getAllByText(/^Cancelled: /).length).toBeGreaterThan(0);
  });

  it('shows the new refund when it moved between the quote and the confirmation, and cancels only on the new one', async () => {
    answers['GET /api/v1/flights/bookings/41'] = () => ({ status: 200, body: bookingFixture() });
    const amounts = (refundPaise: number) => ({
      paidPaise: 6000_00,
      airlineChargePaise: 6000_00 - 354_00 - refundPaise,
      otaChargePaise: 300_00,
      gstPaise: 54_00,
      keptPaise: 0,
      commissionReversedPaise: 0,
      refundPaise,
    });
    let refund = 2647_00;
    answers['POST /api/v1/bookings/41/cancellation/quote'] = () => ({
      status: 200,
      body: {
        lines: [{ traveller: 0, legIndex: 0, segmentIndex: 0, window: 'w', taxesOnly: false, ...amounts(refund) }],
        fees: [],
        totals: { ...amounts(refund), feesRefundedPaise: 0 },
        taxesOnly: false,
      },
    });
    answers['POST /api/v1/bookings/41/cancellation'] = () => {
      refund = 1647_00;
      return {
        status: 409,
        body: {
          error: {
            code: 409,
            message: CANCELLATION_MSG_DECIDED.refundChanged,
            kind: 'CANCELLATION_FAILED',
            details: { title: CANCELLATION_MSG.failed, oldRefundPaise: '264700', newRefundPaise: '164700' },
          },
        },
      };
    };
    renderAt('/flights/bookings/41');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show charges and refund' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: `Cancel and refund ${formatRupees(2647_00)}` }));
    expect(await within(dialog).findByText(CANCELLATION_MSG_DECIDED.refundChanged)).toBeTruthy();
    expect(
      await within(dialog).findByRole('button', { name: `Cancel and refund ${formatRupees(1647_00)}` }),
    ).toBeTruthy();
    const sent = calls.find((call) => call.path === '/api/v1/bookings/41/cancellation');
    expect(sent?.body).toMatchObject({ acceptedRefundPaise: 2647_00 });
  });

  it('says Booking Cancellation Failed. with the reason, and cancels nothing', async () => {
    answers['GET /api/v1/flights/bookings/41'] = () => ({ status: 200, body: bookingFixture() });
    answers['POST /api/v1/bookings/41/cancellation/quote'] = () => ({
      status: 409,
      body: {
        error: {
          code: 409,
          message: CANCELLATION_MSG_DECIDED.infantWithAdult,
          kind: 'CANCELLATION_FAILED',
          details: { title: CANCELLATION_MSG.failed },
        },
      },
    });
    renderAt('/flights/bookings/41');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show charges and refund' }));
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText(CANCELLATION_MSG.failed)).toBeTruthy();
    expect(within(alert).getByText(CANCELLATION_MSG_DECIDED.infantWithAdult)).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/v1/bookings/41/cancellation')).toBe(false);
  });
});

const hold: HoldQueueEntry = {
  id: 41,
  transactionId: 'TSF0123456789ABCDEFGHJK',
  route: 'DEL-BOM, BOM-DEL',
  departure: '2026-12-01 06:05',
  leadTraveller: 'Mr Arjun Sharma',
  travellers: 3,
  totalPaise: 23_105_00,
  holdUntil: '2026-11-23T06:00:00.000Z',
  bookedBy: 'Rohan Mehta',
  pnrs: 'K7M2QX, P4TR8W',
};

describe('Flight Hold Queues', () => {
  it('lists the holds with their time limits, each linked to its booking', async () => {
    answers['GET /api/v1/flights/hold-queue'] = () => ({ status: 200, body: { holds: [hold] } });
    renderAt('/flights/hold-queue');
    const table = await screen.findByRole('table', { name: 'Flights on hold' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('link', { name: hold.transactionId }).getAttribute('href')).toBe(
      '/flights/bookings/41',
    );
    expect(within(row).getByText('01 Dec, 2026 06:05')).toBeTruthy();
    expect(within(row).getByText('23 Nov 2026, 11:30')).toBeTruthy();
    expect(within(row).getByText('₹23,105')).toBeTruthy();
    expect(within(row).getByText('K7M2QX, P4TR8W')).toBeTruthy();
    expect(departureText('later')).toBe('later');
  });

  it('says so when nothing is on hold', async () => {
    answers['GET /api/v1/flights/hold-queue'] = () => ({ status: 200, body: { holds: [] } });
    renderAt('/flights/hold-queue');
    expect(await screen.findByText(BOOKING_MSG.noBookings)).toBeTruthy();
  });
});
