import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { Permission } from '@tripsetu/domain/agency.ts';
import type { BookingListRow } from '@tripsetu/domain/booking-api.ts';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { SessionContext } from '../../app/session-context.ts';
import { signedInAs } from '../../test/session.ts';
import { CancellationsPage } from './CancellationsPage.tsx';
import { ManageBookingsPage } from './ManageBookingsPage.tsx';
import { OpenBookingPage } from './OpenBookingPage.tsx';
import { ReschedulesPage } from './ReschedulesPage.tsx';
import { SsrHistoryPage } from './SsrHistoryPage.tsx';
import { NotesPage, ReceiptsPage } from './WalletDocumentsPage.tsx';

/** Manage Bookings' tests' shared harness: a fake server, a booking row, and the tabs under a router. */

type Answer = (url: URL) => { status: number; body: unknown };

/** Every call the pages made, and how the server answers: each test sets `answer`. */
export const server: { urls: URL[]; answer: Answer } = {
  urls: [],
  answer: () => ({ status: 500, body: {} }),
};

/** Stubs fetch with `server` around each test of the file that calls it. */
export function fakeServer() {
  beforeEach(() => {
    server.urls = [];
    vi.stubGlobal('fetch', async (input: string) => {
      const url = new URL(String(input), 'http://portal.test');
      server.urls.push(url);
      const { status, body } = server.answer(url);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}

export const row = (id: number, overrides: Partial<BookingListRow> = {}): BookingListRow => ({
  id,
  product: 'FLIGHT',
  transactionId: `TSF${String(id).padStart(20, '0')}`,
  status: 'CONFIRMED',
  statusLabel: 'Confirmed',
  bookedAt: '2026-11-20T06:30:00.000Z',
  startsAt: '2026-12-20T02:00:00.000Z',
  route: 'DEL-BOM',
  departure: '2026-12-20 07:30',
  leadTraveller: 'Mr Arjun Sharma',
  travellers: 2,
  references: 'K7M2QX',
  totalPaise: 12_345_00,
  bookedBy: 'Rohan Mehta',
  ...overrides,
});

/** A page another feature owns, shown by where it is, so a test can tell where a link or a redirect went. */
function Elsewhere() {
  return <p>Now at {useLocation().pathname}</p>;
}

/** The page at `entry` (a path, or one with history state) for a user with these permissions. */
export const renderAt = (
  entry: string | { pathname: string; state: unknown } = '/bookings',
  permissions: Permission[] = ['flights.manage', 'wallet.view'],
) => {
  const session = signedInAs(permissions);
  return render(
    <MantineProvider theme={tripsetuTheme}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SessionContext value={session}>
          <MemoryRouter initialEntries={[entry]}>
            <Routes>
              <Route path="/bookings" element={<ManageBookingsPage />} />
              <Route path="/bookings/buses" element={<ManageBookingsPage product="BUS" />} />
              <Route path="/bookings/hotels" element={<ManageBookingsPage product="HOTEL" />} />
              <Route path="/bookings/open/:id" element={<OpenBookingPage />} />
              <Route path="/bookings/cancellations" element={<CancellationsPage />} />
              <Route path="/bookings/reschedules" element={<ReschedulesPage />} />
              <Route path="/bookings/ssr-history" element={<SsrHistoryPage />} />
              <Route path="/bookings/notes" element={<NotesPage />} />
              <Route path="/bookings/receipts" element={<ReceiptsPage />} />
              <Route path="/buses/bookings/:id" element={<Elsewhere />} />
              <Route path="/flights/bookings/:id" element={<Elsewhere />} />
              <Route path="/hotels/bookings/:id" element={<Elsewhere />} />
            </Routes>
          </MemoryRouter>
        </SessionContext>
      </QueryClientProvider>
    </MantineProvider>,
  );
};
