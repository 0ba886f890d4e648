import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Permission } from '@tripsetu/domain/agency.ts';
import { BOOKING_NOTE_MSG } from '@tripsetu/domain/booking-admin.ts';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../../../app/session-context.ts';
import { signedInAs } from '../../../test/session.ts';
import { bookingFixture } from '../flight-booking.fixtures.ts';
import { OrderAdminSections } from './OrderAdminSections.tsx';

let calls: { method: string; path: string; body?: unknown }[];
let notes: { id: number; body: string; author: string; createdAt: string }[];

beforeEach(() => {
  calls = [];
  notes = [{ id: 1, body: 'Traveller called.', author: 'Ananya Iyer', createdAt: '2026-11-27T05:00:00.000Z' }];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = new URL(String(input), 'http://portal.test').pathname;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    let answer: unknown = [];
    if (path.endsWith('/notes') && method === 'POST') {
      notes = [
        ...notes,
        { id: 2, body: body.body.trim(), author: 'Ananya Iyer', createdAt: '2026-11-27T05:10:00.000Z' },
      ];
      answer = notes;
    } else if (path.endsWith('/notes')) answer = notes;
    else if (path.endsWith('/payments')) {
      answer = [
        {
          orderRef: 'PO1',
          purpose: 'BOOKING',
          status: 'PAID',
          amountPaise: 612_000,
          refundedPaise: 200_000,
          method: 'UPI',
          providerPaymentId: 'pay_1',
          provider: 'sandbox',
          createdAt: '',
          settledAt: '2026-11-27T05:00:00.000Z',
        },
      ];
    }
    return new Response(JSON.stringify(answer), {
      status: method === 'POST' ? 201 : 200,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAs(permissions: Permission[]) {
  const session = signedInAs(permissions);
  render(
    <MantineProvider theme={tripsetuTheme}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SessionContext value={session}>
          <OrderAdminSections booking={bookingFixture()} />
        </SessionContext>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('flight order details for admins (issue 21)', () => {
  it('shows the gateway payment with its refund, and the notes; adds a note, refusing an empty one', async () => {
    renderAs(['bookings.admin']);
    const payments = await screen.findByRole('table', { name: 'Payment gateway' });
    expect(payments.textContent).toContain('PO1');
    expect(payments.textContent).toContain('UPI · pay_1');
    expect(payments.textContent).toContain('₹2,000');
    expect(await screen.findByText('Traveller called.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText(BOOKING_NOTE_MSG.required)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByRole('textbox', { name: 'Add a note' }), {
      target: { value: ' Airline confirmed. ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Airline confirmed.')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Add a note' }) as HTMLTextAreaElement).value).toBe(''),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ body: ' Airline confirmed. ' });
  });

  it('shows agencies nothing of it, and asks nothing', async () => {
    renderAs(['flights.book', 'flights.manage']);
    expect(screen.queryByRole('heading', { name: 'Notes' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
  });
});
