import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MyFlightBooking } from '@tripsetu/domain/gateway-flight-after-sales.ts';
import {
  SUPPORT_MSG_DECIDED,
  type TravellerSupportRequest,
  type TravellerSupportThread,
} from '@tripsetu/domain/traveller-support.ts';
import { ConfirmProvider } from '@tripsetu/ui/ConfirmDialog';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../app/session-context.tsx';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { FlightSupportPage } from './FlightSupportPage.tsx';

const TXID = 'TSF01J9Z3K5W7Q8R2T4V6X8Y0Z';
const OTHER_TXID = 'TSF01J9Z3K5W7Q8R2T4V6X8Y1A';

const bookings: MyFlightBooking[] = [
  {
    txid: OTHER_TXID,
    trip: 'BLR-GOI',
    departure: '2026-12-20',
    status_code: 'CONFIRMED',
    booking_status: 'Confirmed',
    travellers: 1,
    total_paise: 450_000,
    booked_at: '2026-11-20T10:00:00.000Z',
    partlycancelled: false,
  },
  {
    txid: TXID,
    trip: 'DEL-BOM, BOM-DEL',
    departure: '2026-12-12',
    status_code: 'CONFIRMED',
    booking_status: 'Confirmed',
    travellers: 2,
    total_paise: 1_120_000,
    booked_at: '2026-11-18T10:00:00.000Z',
    partlycancelled: false,
  },
];

const request: TravellerSupportRequest = {
  id: 12,
  reference: 'SR100012',
  txid: TXID,
  trip: 'DEL-BOM, BOM-DEL',
  category: 'CANCELLATION_REFUND',
  category_label: 'Cancellation or refund',
  subject: 'Refund not received',
  status: 'OPEN',
  status_label: 'Open',
  created_at: '2026-11-22T08:35:00.000Z',
  updated_at: '2026-11-22T08:35:00.000Z',
};
const thread: TravellerSupportThread = {
  ...request,
  messages: [
    {
      id: 1,
      author: 'Meera Nair',
      from_support: false,
      body: 'When will the refund reach my card?',
      created_at: '2026-11-22T08:35:00.000Z',
    },
  ],
};
const answered: TravellerSupportThread = {
  ...thread,
  status: 'ANSWERED',
  status_label: 'Answered',
  messages: [
    ...thread.messages,
    {
      id: 2,
      author: 'TripSetu support',
      from_support: true,
      body: 'It was sent on Monday.\nBanks take 5–7 working days.',
      created_at: '2026-11-22T10:05:00.000Z',
    },
  ],
};

let answers: Record<
  string,
  { StatusCode: number; Message?: string; Result?: unknown; Errors?: Record<string, string> }
>;
let calls: URLSearchParams[];

beforeEach(() => {
  calls = [];
  answers = {};
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
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const body = new URLSearchParams(String(init.body));
      calls.push(body);
      const answer = answers[body.get('actioncode') ?? ''] ?? { StatusCode: 404, Message: 'Not found.' };
      return Promise.resolve(
        new Response(
          JSON.stringify({
            ApiStatus: {
              StatusCode: answer.StatusCode,
              Status: answer.StatusCode === 200 ? 'SUCCESS' : 'FAILURE',
              Message: answer.Message ?? '',
              ...(answer.Errors ? { Errors: answer.Errors } : {}),
            },
            Result: answer.Result,
          }),
        ),
      );
    }),
  );
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider theme={tripsetuTheme} env="test">
      <QueryClientProvider client={queryClient}>
        <SessionProvider autoStart={false}>
          <ConfirmProvider>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path="/flight/agent-support" element={<FlightSupportPage />} />
              </Routes>
            </MemoryRouter>
          </ConfirmProvider>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const sent = (actioncode: string) => calls.filter((call) => call.get('actioncode') === actioncode);

describe('/flight/agent-support', () => {
  it('asks a visitor to sign in and calls nothing', () => {
    localStorage.clear();
    renderAt('/flight/agent-support');
    expect(screen.getByRole('heading', { level: 1, name: 'Support requests' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login or Register' })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('shows an empty list, then raises a request about the booking it came from, checking the form first', async () => {
    answers = {
      supportrequests: { StatusCode: 200, Result: [] },
      mybookings: { StatusCode: 200, Result: bookings },
      raisesupportrequest: { StatusCode: 200, Message: SUPPORT_MSG_DECIDED.raised, Result: thread },
    };
    renderAt(`/flight/agent-support?txid=${TXID}`);
    await screen.findByText('No requests yet.');
    const booking = (await screen.findByLabelText(/^Booking/)) as HTMLSelectElement;
    expect(booking.value).toBe(TXID);
    expect(within(booking).getByRole('option', { name: /DEL-BOM, BOM-DEL · 12 Dec, 2026 · Confirmed/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(SUPPORT_MSG_DECIDED.categoryRequired)).toBeTruthy();
    expect(screen.getByText(SUPPORT_MSG_DECIDED.subjectRequired)).toBeTruthy();
    expect(screen.getByText(SUPPORT_MSG_DECIDED.messageRequired)).toBeTruthy();
    expect(sent('raisesupportrequest')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/^What is it about/), { target: { value: 'CANCELLATION_REFUND' } });
    fireEvent.change(screen.getByLabelText(/^Subject/), { target: { value: ' Refund not received ' } });
    fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: 'When will the refund reach my card?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    answers.getsupportrequest = { StatusCode: 200, Result: thread };
    expect(await screen.findByText(SUPPORT_MSG_DECIDED.raised)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Refund not received' })).toBeTruthy();
    const [raised] = sent('raisesupportrequest');
    expect(Object.fromEntries(raised?.entries() ?? [])).toMatchObject({
      opid: 'MF001',
      txid: TXID,
      category: 'CANCELLATION_REFUND',
      subject: ' Refund not received ',
      message: 'When will the refund reach my card?',
      sessiontoken: 'user-token',
    });
  });

  it('puts the server’s refusal on its field: a request already open on the booking and topic', async () => {
    const message = SUPPORT_MSG_DECIDED.alreadyOpen('SR100012');
    answers = {
      supportrequests: { StatusCode: 200, Result: [request] },
      mybookings: { StatusCode: 200, Result: bookings },
      raisesupportrequest: { StatusCode: 409, Message: message, Errors: { category: message } },
    };
    renderAt('/flight/agent-support');
    const list = await screen.findByRole('list', { name: 'Your requests' });
    expect(within(list).getByRole('link', { name: 'Refund not received' }).getAttribute('href')).toBe(
      '/flight/agent-support?request=SR100012',
    );
    expect(within(list).getByText('Open')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Raise a request' }));
    const booking = (await screen.findByLabelText(/^Booking/)) as HTMLSelectElement;
    expect(booking.value).toBe('');
    fireEvent.change(booking, { target: { value: TXID } });
    fireEvent.change(screen.getByLabelText(/^What is it about/), { target: { value: 'CANCELLATION_REFUND' } });
    fireEvent.change(screen.getByLabelText(/^Subject/), { target: { value: 'Refund again' } });
    fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: 'Any news?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect((screen.getByLabelText(/^What is it about/) as HTMLSelectElement).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the thread with support’s reply apart, sends a reply, and closes the request when asked twice', async () => {
    answers = {
      getsupportrequest: { StatusCode: 200, Result: answered },
      replysupportrequest: {
        StatusCode: 200,
        Result: {
          ...answered,
          status: 'OPEN',
          messages: [
            ...answered.messages,
            {
              id: 3,
              author: 'Meera Nair',
              from_support: false,
              body: 'Thank you!',
              created_at: '2026-11-22T11:00:00Z',
            },
          ],
        },
      },
      closesupportrequest: { StatusCode: 200, Result: { ...answered, status: 'CLOSED', status_label: 'Closed' } },
    };
    renderAt('/flight/agent-support?request=SR100012');
    const messages = await screen.findByRole('list', { name: 'Messages' });
    expect(within(messages).getByText('TripSetu support')).toBeTruthy();
    expect(within(messages).getByText(/Banks take 5–7 working days/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /DEL-BOM, BOM-DEL · TSF/ }).getAttribute('href')).toBe(
      `/flight/order-details/${TXID}`,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(SUPPORT_MSG_DECIDED.messageRequired)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Your reply/), { target: { value: 'Thank you!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(SUPPORT_MSG_DECIDED.replied)).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Messages' })).getByText('Thank you!')).toBeTruthy();
    expect(sent('replysupportrequest')[0]?.get('requestid')).toBe('SR100012');

    fireEvent.click(screen.getByRole('button', { name: 'Close request' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, close it' }));
    expect(await screen.findByText(SUPPORT_MSG_DECIDED.closed, { exact: false })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send reply' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Raise a new request' }).getAttribute('href')).toBe(
      `/flight/agent-support?txid=${TXID}`,
    );
  });

  it('says so when the request is not the traveller’s', async () => {
    answers = { getsupportrequest: { StatusCode: 404, Message: SUPPORT_MSG_DECIDED.requestNotFound } };
    renderAt('/flight/agent-support?request=SR100099');
    expect(await screen.findByText(SUPPORT_MSG_DECIDED.requestNotFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All requests' })).toBeTruthy();
  });
});
