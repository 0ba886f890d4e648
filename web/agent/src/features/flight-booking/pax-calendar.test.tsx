import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { PAX_CALENDAR_MSG, type PaxCalendar } from '@tripsetu/domain/pax-calendar.ts';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { monthOrThis, weeksOf } from '../../lib/pax-calendar-grid.ts';
import { PaxCalendarPage } from './PaxCalendarPage.tsx';

let asked: string[];
let answer: (month: string) => PaxCalendar;

beforeEach(() => {
  asked = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const month = new URL(String(input), 'http://portal.test').searchParams.get('month') ?? '';
    asked.push(month);
    return new Response(JSON.stringify(answer(month)), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderAt = (path: string) =>
  render(
    <MantineProvider theme={tripsetuTheme} env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/flights/pax-calendar" element={<PaxCalendarPage />} />
            <Route path="/flights/bookings/:id" element={<p>Booking page</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );

describe('Flight Pax Calendar', () => {
  it('lays a month out Monday first, and falls back to this month for what is not one', () => {
    const weeks = weeksOf('2026-12');
    expect(weeks[0]).toEqual([
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(monthOrThis('2026-13', '2026-11-26')).toBe('2026-11');
    expect(monthOrThis('2027-01', '2026-11-26')).toBe('2027-01');
  });

  it('puts each traveller on their day, opening the booking, and moves between months', async () => {
    answer = (month) =>
      month === '2026-12'
        ? {
            month,
            days: [
              {
                date: '2026-12-09',
                travellers: [
                  {
                    bookingId: 41,
                    transactionId: 'TSF0123456789ABCDEFGHJK',
                    name: 'Ms Meera Nair',
                    paxType: 'ADT',
                    route: 'DEL-BOM',
                    departureTime: '06:05',
                    flight: '6E-2134',
                    pnr: 'ABC234',
                    status: 'CONFIRMED',
                  },
                ],
              },
            ],
          }
        : { month, days: [] };
    renderAt('/flights/pax-calendar?month=2026-12');
    const grid = await screen.findByRole('table', { name: /Travellers by departure day/ });
    const link = within(grid).getByRole('link', { name: '06:05 Ms Meera Nair' });
    expect(within(grid).getByText('DEL-BOM · 6E-2134 · PNR ABC234')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByText(PAX_CALENDAR_MSG.empty)).toBeTruthy();
    expect(asked).toContain('2027-01');
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    fireEvent.click(await screen.findByRole('link', { name: '06:05 Ms Meera Nair' }));
    expect(await screen.findByText('Booking page')).toBeTruthy();
    expect(link).toBeTruthy();
  });
});
