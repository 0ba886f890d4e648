import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BOOKING_MSG } from '@tripsetu/domain/flight-booking.ts';
import { FLIGHT_BOOKING_GATEWAY_MSG, type GatewayFlightBooking } from '@tripsetu/domain/gateway-flight-booking.ts';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { SessionProvider } from '../../app/session-context.tsx';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { booking, TXID } from './booking.fixture.ts';
import { FlightTicketPage } from './components/FlightTicketPage.tsx';

let answer: GatewayFlightBooking;

beforeEach(() => {
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
    vi.fn(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({ ApiStatus: { StatusCode: 200, Status: 'SUCCESS', Message: '' }, Result: answer }),
        ),
      ),
    ),
  );
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function renderTicket() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider theme={tripsetuTheme} env="test">
      <QueryClientProvider client={queryClient}>
        <SessionProvider autoStart={false}>
          <MemoryRouter initialEntries={[`/flight/ticket/${TXID}`]}>
            <Routes>
              <Route path="/flight/ticket/:transactionId" element={<FlightTicketPage />} />
            </Routes>
          </MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('/flight/ticket', () => {
  it('prints the confirmed e-ticket: PNR, ticket numbers, flights with terminals', async () => {
    answer = booking({});
    renderTicket();
    const ticket = await screen.findByRole('article', { name: 'E-ticket' });
    expect(ticket.textContent).toContain('PNR ABC234');
    expect(screen.getByRole('cell', { name: '6E ABC234' })).toBeTruthy();
    expect(ticket.textContent).toContain('Terminal-2');
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it('prints each traveller’s seat and add-ons per flight, and the GST number', async () => {
    const confirmed = booking({});
    const [passenger] = confirmed.passengers;
    if (!passenger) throw new Error('fixture has a passenger');
    passenger.legs = [{ seats: ['3A'], meals: ['VGML'], baggage: ['XB05'], services: ['WCHR'] }];
    answer = {
      ...confirmed,
      gst: {
        gstholder: 'Meera Nair',
        gstnumber: '27AAACN1234F1ZX',
        gstemail: 'tax@nair.in',
        gstaddress: 'Pune',
        gstphone: '9876543210',
        gstcompany: 'Nair Exports',
      },
    };
    renderTicket();
    const ticket = await screen.findByRole('article', { name: 'E-ticket' });
    const route = `${confirmed.legs[0]?.from} → ${confirmed.legs[0]?.to}`;
    expect(
      screen.getByText(
        `${route}: seat 3A, Vegetarian meal, Excess baggage 5 kg, Wheelchair to the aircraft door (can climb steps)`,
      ),
    ).toBeTruthy();
    expect(ticket.textContent).toContain('GST: 27AAACN1234F1ZX · Nair Exports');
  });

  it('asks for the payment with the time left while the seats are kept', async () => {
    answer = booking({
      status_code: 'NOT_CONFIRMED',
      booking_status: 'Not confirmed',
      payment_status: 'UNPAID',
      pnrs: [],
      paymentdeadline: new Date(Date.now() + 10 * 60_000).toISOString(),
      message: FLIGHT_BOOKING_GATEWAY_MSG.paymentPending,
      payment: {
        orderref: 'PO1',
        status: 'CREATED',
        amount: 6000,
        amount_paise: 600_000,
        checkouturl: '/pay/sandbox/checkout/order_1',
        method: null,
        paymentid: null,
        failurereason: null,
        settled_at: null,
      },
    });
    renderTicket();
    expect(await screen.findByText(FLIGHT_BOOKING_GATEWAY_MSG.paymentPending)).toBeTruthy();
    expect(screen.getByText(/^(09|10):\d\d$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay ₹6,000' }).getAttribute('href')).toBe('/pay/sandbox/checkout/order_1');
  });

  it('says why a released booking was not confirmed', async () => {
    answer = booking({
      status_code: 'RELEASED',
      booking_status: 'Released',
      message: FLIGHT_BOOKING_GATEWAY_MSG.refundDue,
    });
    renderTicket();
    expect(await screen.findByText(FLIGHT_BOOKING_GATEWAY_MSG.refundDue)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Pay/ })).toBeNull();
  });
  it('downloads the e-ticket PDF and e-mails it to the address the traveller chooses', async () => {
    answer = booking({});
    const sent: URLSearchParams[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
        const fields = new URLSearchParams(String(init?.body ?? ''));
        sent.push(fields);
        const action = fields.get('actioncode');
        const body =
          action === 'getticketpdf'
            ? {
                ApiStatus: { StatusCode: 200, Status: 'SUCCESS', Message: '' },
                Result: {
                  filename: `e-ticket-${TXID}.pdf`,
                  contenttype: 'application/pdf',
                  content_base64: 'JVBERi0xLjQ=',
                },
              }
            : action === 'emailticket'
              ? fields.get('emailto') === 'bad'
                ? { ApiStatus: { StatusCode: 422, Status: 'FAILURE', Message: 'Please enter a valid email' } }
                : { ApiStatus: { StatusCode: 200, Status: 'SUCCESS', Message: BOOKING_MSG.emailSent }, Result: null }
              : { ApiStatus: { StatusCode: 200, Status: 'SUCCESS', Message: '' }, Result: answer };
        return Promise.resolve(new Response(JSON.stringify(body)));
      }),
    );
    const saved: Blob[] = [];
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:ticket';
    });
    onTestFinished(() => createObjectURL.mockRestore());
    renderTicket();
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await saved[0]?.text()).toBe('%PDF-1.4');
    expect(sent.find((fields) => fields.get('actioncode') === 'getticketpdf')?.get('txid')).toBe(TXID);

    fireEvent.click(screen.getByRole('button', { name: 'E-mail e-ticket' }));
    const address = await screen.findByRole('textbox', { name: 'Send the e-ticket to' });
    expect((address as HTMLInputElement).value).toBe('meera@example.in');
    fireEvent.change(address, { target: { value: 'bad' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    fireEvent.change(address, { target: { value: 'family@example.in' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(BOOKING_MSG.emailSent)).toBeTruthy();
    expect(sent.filter((fields) => fields.get('actioncode') === 'emailticket').map((f) => f.get('emailto'))).toEqual([
      'bad',
      'family@example.in',
    ]);
  });
});
