import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { CreditNote } from '@tripsetu/domain/booking-api.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CreditNotePage } from './CreditNotePage.tsx';

const note: CreditNote = {
  creditNoteNo: 'TSCN/2026-27/000012',
  issuedAt: '2026-11-27T10:00:00.000Z',
  transactionId: 'TSF0123456789ABCDEFGHJK',
  trip: 'DEL-BOM',
  originalInvoiceNo: 'TSI/2026-27/000031',
  originalInvoiceDate: '2026-11-20T10:00:00.000Z',
  issuer: { name: 'TripSetu Holidays Pvt. Ltd.', address: 'Ahmedabad', gstin: '24AAHCT5678K1ZR' },
  recipient: { name: 'Skyways Travels', address: 'Mumbai', gstin: '27AAKCS1234F1ZI' },
  cancelled: [
    { traveller: 'Mr Arjun Sharma', flight: '6E-2134 DEL–BOM 2026-12-01', window: '96 hours or more before departure' },
  ],
  rows: [
    { label: 'Paid for what is cancelled', amountPaise: 5918_00 },
    { label: 'Airline cancellation charge', amountPaise: -4983_00 },
    { label: 'TripSetu cancellation charge', amountPaise: -300_00 },
    { label: 'IGST 18% on TripSetu’s charge', amountPaise: -54_00 },
  ],
  refundPaise: 581_00,
  refundTo: 'Credited to the agency’s TripSetu wallet',
  gst: { taxablePaise: 300_00, cgstPaise: 0, sgstPaise: 0, igstPaise: 54_00, intraState: false },
  sac: '998551',
};

let answer: () => { status: number; body: unknown };
beforeEach(() => {
  vi.stubGlobal('fetch', async () => {
    const { status, body } = answer();
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderPage = () =>
  render(
    <MantineProvider theme={tripsetuTheme}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/flights/bookings/41/credit-notes/7']}>
          <Routes>
            <Route path="/flights/bookings/:id/credit-notes/:cancellationId" element={<CreditNotePage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );

describe('the credit note page', () => {
  it('shows the note against its invoice, what was cancelled and the amounts down to the refund, with its PDF', async () => {
    answer = () => ({ status: 200, body: note });
    renderPage();
    expect(await screen.findByText('TSCN/2026-27/000012')).toBeTruthy();
    expect(screen.getByText('TSI/2026-27/000031')).toBeTruthy();
    const amounts = screen.getByRole('table', { name: 'Amounts' });
    expect(within(amounts).getByText(formatRupees(581_00))).toBeTruthy();
    expect(within(amounts).getByText(formatRupees(-4983_00))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
      '/api/v1/flights/bookings/41/credit-notes/7/pdf',
    );
  });

  it('says so when the credit note is not found', async () => {
    answer = () => ({ status: 404, body: { error: { code: 404, message: 'Credit note not found.' } } });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Credit note not found.');
  });
});
