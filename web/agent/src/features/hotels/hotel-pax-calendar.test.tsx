import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { HOTEL_PAX_CALENDAR_MSG, type HotelPaxCalendar } from '@tripsetu/domain/hotel-booking-api.ts';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HotelPaxCalendarPage } from './HotelPaxCalendarPage.tsx';

let asked: string[];
let answer: (month: string) => HotelPaxCalendar;

beforeEach(() => {
  asked = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(String(input), 'http://portal.test');
    asked.push(`${url.pathname}?${url.searchParams}`);
    return new Response(JSON.stringify(answer(url.searchParams.get('month') ?? '')), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function BookingPage() {
  return <p>Hotel booking {useParams().id}</p>;
}

const renderAt = (path: string) =>
  render(
    <MantineProvider theme={tripsetuTheme} env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/hotels/pax-calendar" element={<HotelPaxCalendarPage />} />
            <Route path="/hotels/bookings/:id" element={<BookingPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );

const DECEMBER: HotelPaxCalendar = {
  month: '2026-12',
  days: [
    {
      date: '2026-12-10',
      guests: [
        {
          bookingId: 77,
          transactionId: 'TSH0123456789ABCDEFGHJK',
          voucherNo: 'HV000123',
          checkIn: '2026-12-10',
          checkOut: '2026-12-12',
          nights: 2,
          hotel: 'Sea Breeze Residency',
          city: 'Goa',
          guest: 'Mr Arjun Sharma',
          adults: 2,
          children: 1,
          roomType: 'Deluxe Room',
        },
      ],
    },
  ],
};

describe('Hotel Pax Calendar', () => {
  it('puts a guest on their check-in day, opening the booking, and moves between months', async () => {
    answer = (month) => (month === '2026-12' ? DECEMBER : { month, days: [] });
    renderAt('/hotels/pax-calendar?month=2026-12');
    const grid = await screen.findByRole('table', { name: 'Guests by check-in day, December 2026' });
    const cell = within(grid).getByRole('link', { name: 'Mr Arjun Sharma' }).closest('td') as HTMLElement;
    // The day's number heads the cell the guest is in: the 10th, their check-in.
    expect(cell.querySelector('p')?.textContent).toBe('10');
    expect(
      within(cell).getByText(
        'Sea Breeze Residency, Goa · 2 nights · 2 adults, 1 child · Deluxe Room · Voucher HV000123',
      ),
    ).toBeTruthy();
    expect(asked).toContain('/api/v1/hotels/pax-calendar?month=2026-12');
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByText(HOTEL_PAX_CALENDAR_MSG.empty)).toBeTruthy();
    expect(asked).toContain('/api/v1/hotels/pax-calendar?month=2027-01');
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Mr Arjun Sharma' }));
    expect(await screen.findByText('Hotel booking 77')).toBeTruthy();
  });

  it('says no guests check in when the month has none', async () => {
    answer = (month) => ({ month, days: [] });
    renderAt('/hotels/pax-calendar?month=2026-11');
    expect(await screen.findByText('No guests check in this month.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
