import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HOTEL_BOOKING_MSG_DECIDED } from '@tripsetu/domain/hotel-booking-api.ts';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderAt, row, server } from './manage-bookings.fixtures.tsx';

fakeServer();

const hotelRow = (id: number) =>
  row(id, {
    product: 'HOTEL',
    transactionId: `TSH${String(id).padStart(20, '0')}`,
    route: 'Sea Breeze Residency, Goa',
    departure: '2026-12-10',
    leadTraveller: 'Mr Arjun Sharma',
    travellers: 2,
    references: 'Voucher HV000123, confirmation SBI7Q2K9',
  });

const page = (rows: unknown[]) => ({
  status: 200,
  body: { rows, total: rows.length, more: false, page: 1, pageSize: 25 },
});

describe('Manage Bookings, Hotels', () => {
  it('lists the hotel bookings on a tab after Buses, each opening its voucher, and searches hotels only', async () => {
    server.answer = (url) => page(url.searchParams.get('product') === 'HOTEL' ? [hotelRow(71)] : [row(41)]);
    renderAt('/bookings');
    const tabs = await screen.findByRole('navigation', { name: 'Booking records' });
    const names = [...tabs.querySelectorAll('a, button')].map((tab) => tab.textContent);
    expect(names.slice(0, 4)).toEqual(['Flights', 'Buses', 'Hotels', 'Cancellations']);
    fireEvent.click(within(tabs).getByRole('link', { name: 'Hotels' }));
    const table = await screen.findByRole('table', { name: 'Hotel bookings' });
    expect(within(table).queryByText(row(41).transactionId)).toBeNull();
    for (const header of ['Hotel', 'Check-in', 'Lead guest', 'Rooms', 'Voucher / confirmation'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeTruthy();
    expect(within(table).getByText('Sea Breeze Residency, Goa')).toBeTruthy();
    expect(within(table).getByText('10 Dec, 2026')).toBeTruthy();
    expect(within(table).getByText('Voucher HV000123, confirmation SBI7Q2K9')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hotels' }).getAttribute('aria-current')).toBe('page');
    expect(server.urls.at(-1)?.searchParams.get('product')).toBe('HOTEL');
    expect(screen.getByRole('link', { name: 'Download Excel' }).getAttribute('href')).toBe(
      '/api/v1/bookings.xlsx?product=HOTEL',
    );
    fireEvent.change(screen.getByLabelText('Booking id, voucher number or guest name'), {
      target: { value: 'HV000123' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(server.urls.at(-1)?.searchParams.get('q')).toBe('HV000123'));
    expect(server.urls.at(-1)?.searchParams.get('product')).toBe('HOTEL');
    fireEvent.click(within(table).getByRole('link', { name: hotelRow(71).transactionId }));
    expect(await screen.findByText('Now at /hotels/bookings/71')).toBeTruthy();
  });

  it('shows the notice a hotel booking left, with the way to its voucher', async () => {
    server.answer = () => page([hotelRow(71)]);
    const notice = HOTEL_BOOKING_MSG_DECIDED.booked;
    renderAt({ pathname: '/bookings/hotels', state: { notice, bookingId: 71 } });
    const alert = (await screen.findByText(notice)).closest('[role="status"]');
    expect(alert).toBeTruthy();
    expect(
      within(alert as HTMLElement)
        .getByRole('link', { name: 'Open the voucher' })
        .getAttribute('href'),
    ).toBe('/hotels/bookings/71');
  });

  it('links a hotel cancellation to the booking and its credit note to the hotel’s PDF', async () => {
    server.answer = (url) =>
      url.pathname === '/api/v1/bookings/cancellations'
        ? {
            status: 200,
            body: {
              rows: [
                {
                  id: 12,
                  bookingId: 71,
                  product: 'HOTEL',
                  transactionId: hotelRow(71).transactionId,
                  cancelledAt: '2026-11-28T10:00:00.000Z',
                  creditNoteNo: 'TSCN/2026-27/000012',
                  walletDocumentNo: 'RF-000020',
                  airlineChargePaise: 0,
                  otaChargePaise: 0,
                  gstPaise: 0,
                  commissionReversedPaise: 0,
                  refundPaise: 9_520_00,
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
        .getByRole('link', { name: hotelRow(71).transactionId })
        .getAttribute('href'),
    ).toBe('/hotels/bookings/71');
    expect(within(table).getByRole('link', { name: 'TSCN/2026-27/000012' }).getAttribute('href')).toBe(
      '/api/v1/hotels/bookings/71/credit-notes/12/pdf',
    );
  });

  it('opens a hotel booking by its id alone on its voucher page', async () => {
    server.answer = () => ({ status: 200, body: { product: 'HOTEL', booking: { id: 71 } } });
    renderAt('/bookings/open/71');
    expect(await screen.findByText('Now at /hotels/bookings/71')).toBeTruthy();
  });
});
