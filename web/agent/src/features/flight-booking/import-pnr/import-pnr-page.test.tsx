import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IMPORT_PNR_MSG } from '@tripsetu/domain/import-pnr.ts';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImportPnrPage } from './ImportPnrPage.tsx';

let calls: { method: string; path: string; body?: unknown }[];
let answer: () => { status: number; body: unknown };

beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://portal.test');
    calls.push({
      method: init.method ?? 'GET',
      path: url.pathname,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const { status, body } = answer();
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The booking page stand-in: the notice the import left for it. */
function BookingPage() {
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  return <p>Booking page: {notice}</p>;
}

function renderPage() {
  render(
    <MantineProvider theme={tripsetuTheme} env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/flights/import-pnr']}>
          <Routes>
            <Route path="/flights/import-pnr" element={<ImportPnrPage />} />
            <Route path="/flights/bookings/:id" element={<BookingPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Import PNR' }));

describe('Import PNR', () => {
  it('labels both fields and asks the server nothing until they are right', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Import PNR' })).toBeTruthy();
    expect(screen.getByLabelText(/^PNR/).getAttribute('aria-required')).toBe('true');
    expect(screen.getByLabelText(/^Last name/).getAttribute('aria-required')).toBe('true');
    submit();
    expect(await screen.findByText(IMPORT_PNR_MSG.pnrRequired)).toBeTruthy();
    expect(screen.getByText(IMPORT_PNR_MSG.lastNameRequired)).toBeTruthy();
    fill(/^PNR/, 'AB12');
    fill(/^Last name/, 'Verma');
    submit();
    expect(await screen.findByText(IMPORT_PNR_MSG.pnrInvalid)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('imports the PNR as the airline writes it and opens the booking, on hold, with a notice', async () => {
    answer = () => ({
      status: 201,
      body: {
        product: 'FLIGHT',
        id: 41,
        transactionId: 'TSF0123456789ABCDEFGHJK',
        holdUntil: '2026-12-20T10:30:00.000Z',
      },
    });
    renderPage();
    fill(/^PNR/, ' sky4dl ');
    fill(/^Last name/, ' verma ');
    submit();
    expect(
      await screen.findByText(
        'Booking page: PNR SKY4DL imported into your bookings. Perform Ticketing to issue the tickets.',
      ),
    ).toBeTruthy();
    expect(calls).toEqual([
      { method: 'POST', path: '/api/v1/flights/import-pnr', body: { pnr: 'SKY4DL', lastName: 'verma' } },
    ]);
  });

  it('shows a refusal in an alert, with the way to the agency’s own booking when the PNR is already there', async () => {
    answer = () => ({
      status: 409,
      body: {
        error: {
          code: 409,
          message: IMPORT_PNR_MSG.alreadyYours,
          kind: 'IMPORT_FAILED',
          details: { title: IMPORT_PNR_MSG.title, bookingId: '41', transactionId: 'TSF0123456789ABCDEFGHJK' },
        },
      },
    });
    renderPage();
    fill(/^PNR/, 'SKY4DL');
    fill(/^Last name/, 'Verma');
    submit();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(IMPORT_PNR_MSG.alreadyYours)).toBeTruthy();
    fireEvent.click(within(alert).getByRole('link', { name: 'Open booking TSF0123456789ABCDEFGHJK' }));
    expect(await screen.findByText(/^Booking page/)).toBeTruthy();
  });

  it('says when nothing was found, and lets the agent try again', async () => {
    answer = () => ({ status: 404, body: { error: { code: 404, message: IMPORT_PNR_MSG.notFound } } });
    renderPage();
    fill(/^PNR/, 'SKY4DL');
    fill(/^Last name/, 'Sharma');
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(IMPORT_PNR_MSG.notFound);
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Import PNR' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });
});
