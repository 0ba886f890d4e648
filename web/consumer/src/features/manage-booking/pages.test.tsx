import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { CancellationQuote, MyBooking } from '@tripsetu/domain/gateway-contract.ts';
import { MSG_DECIDED } from '@tripsetu/domain/messages.ts';
import { ConfirmProvider } from '@tripsetu/ui/ConfirmDialog';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../app/session-context.tsx';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { ManageBookingPage } from './components/ManageBookingPage.tsx';
import { MyBookingCancelPage } from './components/MyBookingCancelPage.tsx';
import { MyBookingsPage } from './components/MyBookingsPage.tsx';

const ok = (Result: unknown) => ({ ApiStatus: { StatusCode: 200, Status: 'SUCCESS', Message: '' }, Result });
const refused = (Message: string) => ({ ApiStatus: { StatusCode: 404, Status: 'FAILURE', Message } });

const booking = (change: Partial<MyBooking> = {}): MyBooking => ({
  txid: 'TSH00000000000000000001',
  package_id: 1001,
  package_name: 'Goa Beach Escape',
  destination: 'Goa',
  booking_status: 'Requested',
  status_code: 'REQUESTED',
  checkindate: '2026-12-20',
  checkoutdate: '2026-12-24',
  travellers: 2,
  total: 45000,
  total_paise: 4_500_000,
  booked_at: '2026-11-01T10:00:00Z',
  cancellation_requested_at: null,
  ...change,
});

const quote: CancellationQuote = {
  txid: 'TSH00000000000000000001',
  package_name: 'Goa Beach Escape',
  checkindate: '2026-12-20',
  days_before_departure: 20,
  refund_percent: 75,
  total_paise: 4_500_000,
  service_charge_paise: 50_000,
  refundable_paise: 4_450_000,
  refund_paise: 3_337_500,
  requested_at: null,
};

let handlers: Record<string, (fields: URLSearchParams) => unknown>;
let calls: URLSearchParams[];

beforeEach(() => {
  localStorage.clear();
  calls = [];
  handlers = {};
  vi.stubGlobal(
    'fetch',
    vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
      const fields = new URLSearchParams(String(init?.body ?? ''));
      calls.push(fields);
      const handler = handlers[`${fields.get('opid')} ${fields.get('actioncode')}`];
      const answer = handler ? handler(fields) : refused('no fake');
      return Promise.resolve(new Response(JSON.stringify(answer)));
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function signIn() {
  localStorage.setItem(STORAGE_KEYS.sessionToken, 'user-token');
  localStorage.setItem(
    STORAGE_KEYS.profile,
    JSON.stringify({
      agentId: 'TSC1',
      profileId: '1',
      title: 'Ms',
      firstName: 'Meera',
      lastName: 'Nair',
      companyName: '',
    }),
  );
}

function renderAt(path: string, page: ReactNode, route = path) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider theme={tripsetuTheme} env="test">
      <QueryClientProvider client={queryClient}>
        <SessionProvider autoStart={false}>
          <ConfirmProvider>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path={route} element={page} />
              </Routes>
            </MemoryRouter>
          </ConfirmProvider>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const called = (actioncode: string) => calls.filter((c) => c.get('actioncode') === actioncode);

describe('My Bookings', () => {
  it('asks a visitor to sign in', () => {
    renderAt('/my-bookings', <MyBookingsPage />);
    expect(screen.getByRole('button', { name: 'Login or Register' })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('lists bookings newest first, with Manage only where a cancellation can still be asked for', async () => {
    signIn();
    handlers['MP003 getmybookings'] = () =>
      ok([
        booking({ txid: 'TSHOLD', package_name: 'Kerala Backwaters', booked_at: '2026-10-01T10:00:00Z' }),
        booking({ txid: 'TSHNEW', booked_at: '2026-11-10T10:00:00Z' }),
        booking({ txid: 'TSHGONE', package_name: 'Kashmir', status_code: 'CANCELLED', booking_status: 'Cancelled' }),
      ]);
    renderAt('/my-bookings', <MyBookingsPage />);
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Goa Beach Escape',
      'Kashmir',
      'Kerala Backwaters',
    ]);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByText('20 Dec, 2026')).toBeTruthy();
    expect(within(first).getByText('₹45,000')).toBeTruthy();
    expect(
      within(first)
        .getByRole('link', { name: /View voucher/ })
        .getAttribute('href'),
    ).toBe('/holiday-package/voucher/TSHNEW');
    expect(
      within(first)
        .getByRole('link', { name: /Manage/ })
        .getAttribute('href'),
    ).toBe('/my-bookings/manage/TSHNEW/cancel');
    expect(within(cards[1] as HTMLElement).queryByRole('link', { name: /Manage/ })).toBeNull();
  });

  it('says so when there are no bookings, with a way to search packages', async () => {
    signIn();
    handlers['MP003 getmybookings'] = () => ok([]);
    renderAt('/my-bookings', <MyBookingsPage />);
    expect(await screen.findByText('You have no bookings yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search holiday packages' }).getAttribute('href')).toBe('/search');
  });
});

describe('cancelling a booking', () => {
  it('a signed-in owner sees the refund, confirms, and the request is recorded', async () => {
    signIn();
    handlers['MP003 getcancellationquote'] = () => ok(quote);
    handlers['MP003 requestcancellation'] = () => ok({ ...quote, requested_at: '2026-11-22T10:00:00Z' });
    renderAt(
      '/my-bookings/manage/TSH00000000000000000001/cancel',
      <MyBookingCancelPage />,
      '/my-bookings/manage/:transactionId/cancel',
    );
    expect(await screen.findByTestId('refund-percent')).toHaveProperty('textContent', '75%');
    expect(screen.getByTestId('refund-amount').textContent).toBe('₹33,375');
    expect(screen.getByText('₹500')).toBeTruthy();
    expect(called('getcancellationquote')[0]?.get('txid')).toBe('TSH00000000000000000001');
    expect(called('getcancellationquote')[0]?.has('mobile')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Request cancellation' }));
    expect(await screen.findByText('Please tell us why you are cancelling')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Reason for cancellation/ }), {
      target: { value: 'Change of plans' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Request cancellation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request cancellation?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, request cancellation' }));
    expect(await screen.findByText(MSG_DECIDED.cancellationRecorded)).toBeTruthy();
    expect(called('requestcancellation')[0]?.get('reason')).toBe('Change of plans');
  });

  it('a visitor finds the booking with its reference and the code sent to its contacts, then sees the quote with that proof', async () => {
    const sentTo = 'We have sent a 6-digit code to 98••••••10 and m•••@example.in. It is valid for 5 minutes.';
    handlers['MP003 sendbookingcode'] = () => ({
      ApiStatus: { StatusCode: 200, Status: 'SUCCESS', Message: sentTo, TransactionStatus: 'proof-token-1' },
    });
    handlers['MP003 verifybookingcode'] = (fields) =>
      fields.get('otp') === '246810'
        ? ok({ booking: booking(), bookingproof: 'booking-proof-1' })
        : { ApiStatus: { StatusCode: 400, Status: 'FAILURE', Message: MSG_DECIDED.otpInvalid } };
    handlers['MP003 getcancellationquote'] = () => ok(quote);
    renderAt('/manage-booking', <ManageBookingPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter your booking reference')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Booking reference/ }), {
      target: { value: 'tsh00000000000000000001' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(sentTo)).toBeTruthy();
    expect(called('sendbookingcode')[0]?.get('txid')).toBe('TSH00000000000000000001');

    fireEvent.click(screen.getByRole('button', { name: 'Verify and find booking' }));
    expect(await screen.findByText(MSG_DECIDED.otpRequired)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /OTP/ }), { target: { value: '135791' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and find booking' }));
    expect((await screen.findByRole('alert')).textContent).toContain(MSG_DECIDED.otpInvalid);
    fireEvent.change(screen.getByRole('textbox', { name: /OTP/ }), { target: { value: '246810' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and find booking' }));
    expect(called('verifybookingcode').at(-1)?.get('prooftoken')).toBe('proof-token-1');

    fireEvent.click(await screen.findByRole('button', { name: 'Cancel this booking' }));
    expect(await screen.findByTestId('refund-amount')).toHaveProperty('textContent', '₹33,375');
    const quoteCall = called('getcancellationquote')[0];
    expect(quoteCall?.get('txid')).toBe('TSH00000000000000000001');
    expect(quoteCall?.get('bookingproof')).toBe('booking-proof-1');
    expect(quoteCall?.has('mobile')).toBe(false);
  });
});
