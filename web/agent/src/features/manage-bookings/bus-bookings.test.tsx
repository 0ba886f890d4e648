import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BOOKING_MSG } from '@tripsetu/domain/flight-booking.ts';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderAt, row, server } from './manage-bookings.fixtures.tsx';

fakeServer();

const busRow = (id: number) =>
  row(id, {
    product: 'BUS',
    transactionId: `TSB${String(id).padStart(20, '0')}`,
    route: 'Bengaluru – Hyderabad',
    departure: '2026-12-01 21:30',
    leadTraveller: 'Asha Rao',
    travellers: 1,
    references: 'VRL7781234, OP-55K2',
  });

const page = (rows: unknown[]) => ({
  status: 200,
  body: { rows, total: rows.length, more: false, page: 1, pageSize: 25 },
});

describe('Manage Bookings, Buses', () => {
  it('lists the bus bookings on a tab after Flights, links each to its ticket and asks for buses only', async () => {
    server.answer = (url) => page(url.searchParams.get('product') === 'BUS' ? [busRow(61)] : [row(41)]);
    renderAt('/bookings');
    const tabs = await screen.findByRole('navigation', { name: 'Booking records' });
    const names = [...tabs.querySelectorAll('a, button')].map((tab) => tab.textContent);
    expect(names.slice(0, 2)).toEqual(['Flights', 'Buses']);
    fireEvent.click(within(tabs).getByRole('link', { name: 'Buses' }));
    const table = await screen.findByRole('table', { name: 'Bus bookings' });
    // The flights' page is not kept on screen while the buses load.
    expect(within(table).queryByText(row(41).transactionId)).toBeNull();
    expect(within(table).getByRole('columnheader', { name: 'Ticket / PNR' })).toBeTruthy();
    expect(within(table).getByText('Bengaluru – Hyderabad')).toBeTruthy();
    expect(within(table).getByText('VRL7781234, OP-55K2')).toBeTruthy();
    expect(
      within(table)
        .getByRole('link', { name: busRow(61).transactionId })
        .getAttribute('href'),
    ).toBe('/buses/bookings/61');
    expect(server.urls.at(-1)?.searchParams.get('product')).toBe('BUS');
    expect(screen.getByRole('button', { name: 'Buses' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Download Excel' }).getAttribute('href')).toBe(
      '/api/v1/bookings.xlsx?product=BUS',
    );
    fireEvent.change(screen.getByLabelText('Booking id, ticket number, PNR or traveller name'), {
      target: { value: 'VRL7781234' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(server.urls.at(-1)?.searchParams.get('q')).toBe('VRL7781234'));
    expect(server.urls.at(-1)?.searchParams.get('product')).toBe('BUS');
  });

  it('says No booking records found. when the agency has no bus bookings', async () => {
    server.answer = () => page([]);
    renderAt('/bookings/buses');
    expect(await screen.findByText(BOOKING_MSG.noBookings)).toBeTruthy();
  });

  it('shows the notice a bus booking left, with its ticket, until the agent closes it', async () => {
    server.answer = () => page([busRow(61)]);
    const notice = 'Booking confirmed. The bus ticket has been e-mailed to the traveller.';
    renderAt({ pathname: '/bookings/buses', state: { notice, bookingId: 61 } });
    const alert = (await screen.findByText(notice)).closest('[role="status"]');
    expect(alert).toBeTruthy();
    const scope = within(alert as HTMLElement);
    expect(scope.getByRole('link', { name: 'Open bus ticket' }).getAttribute('href')).toBe('/buses/bookings/61');
    fireEvent.click(scope.getByRole('button', { name: 'Close message' }));
    await waitFor(() => expect(screen.queryByText(notice)).toBeNull());
    expect(await screen.findByRole('table', { name: 'Bus bookings' })).toBeTruthy();
  });

  it('shows no notice when the page is opened plainly', async () => {
    server.answer = () => page([busRow(61)]);
    renderAt('/bookings/buses');
    await screen.findByRole('table', { name: 'Bus bookings' });
    expect(screen.queryByRole('link', { name: 'Open bus ticket' })).toBeNull();
  });

  it('links a bus cancellation to the bus ticket and its credit note to the PDF', async () => {
    server.answer = (url) =>
      url.pathname === '/api/v1/bookings/cancellations'
        ? {
            status: 200,
            body: {
              rows: [
                {
                  id: 8,
                  bookingId: 61,
                  product: 'BUS',
                  transactionId: busRow(61).transactionId,
                  cancelledAt: '2026-11-28T10:00:00.000Z',
                  creditNoteNo: 'TSCN/2026-27/000008',
                  walletDocumentNo: 'RF-000013',
                  airlineChargePaise: 300_00,
                  otaChargePaise: 50_00,
                  gstPaise: 9_00,
                  commissionReversedPaise: 20_00,
                  refundPaise: 921_00,
                  cancelledBy: 'Rohan Mehta',
                },
              ],
              total: 1,
              page: 1,
              pageSize: 25,
            },
          }
        : page([]);
    renderAt('/bookings/cancellations');
    const table = await screen.findByRole('table', { name: 'Cancellations' });
    expect(
      within(table)
        .getByRole('link', { name: busRow(61).transactionId })
        .getAttribute('href'),
    ).toBe('/buses/bookings/61');
    expect(within(table).getByRole('link', { name: 'TSCN/2026-27/000008' }).getAttribute('href')).toBe(
      '/api/v1/buses/bookings/61/credit-notes/8/pdf',
    );
  });
});

describe('Opening a booking by its id', () => {
  it('opens a bus booking’s ticket page in its place', async () => {
    server.answer = () => ({ status: 200, body: { product: 'BUS', booking: { id: 61 } } });
    renderAt('/bookings/open/61');
    expect(await screen.findByText('Now at /buses/bookings/61')).toBeTruthy();
    expect(server.urls.map((url) => url.pathname)).toEqual(['/api/v1/bookings/61']);
  });

  it('opens a flight booking’s page', async () => {
    server.answer = () => ({ status: 200, body: { product: 'FLIGHT', booking: { id: 41 } } });
    renderAt('/bookings/open/41');
    expect(await screen.findByText('Now at /flights/bookings/41')).toBeTruthy();
  });

  it('says what the server says when there is no such booking', async () => {
    server.answer = () => ({ status: 404, body: { error: { code: 404, message: 'Booking not found.' } } });
    renderAt('/bookings/open/999');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Booking not found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Manage Bookings' }).getAttribute('href')).toBe('/bookings');
  });
});
