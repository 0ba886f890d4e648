import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { CancellationQuoteAnswer } from '@tripsetu/domain/booking-api.ts';
import type { HotelBookedRoom, HotelBooking } from '@tripsetu/domain/hotel-booking-api.ts';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HotelBookingPage } from './HotelBookingPage.tsx';

const night = (date: string, roomPaise: number, extraGuestPaise: number, gstPaise: number) => ({
  date,
  roomPaise,
  extraGuestPaise,
  gstPercent: 12,
  gstPaise,
});

const ROOMS: HotelBookedRoom[] = [
  {
    index: 0,
    adults: 2,
    childAges: [5],
    lead: { title: 'Mr', firstName: 'Arjun', lastName: 'Sharma' },
    nights: [night('2026-12-10', 4_000_00, 500_00, 540_00), night('2026-12-11', 4_500_00, 500_00, 600_00)],
    roomCostPaise: 8_500_00,
    extraGuestPaise: 1_000_00,
    gstPaise: 1_140_00,
    totalPaise: 10_640_00,
    cancelled: false,
  },
  {
    index: 1,
    adults: 1,
    childAges: [],
    lead: { title: 'Ms', firstName: 'Meera', lastName: 'Nair' },
    nights: [night('2026-12-10', 4_000_00, 0, 480_00), night('2026-12-11', 4_500_00, 0, 540_00)],
    roomCostPaise: 8_500_00,
    extraGuestPaise: 0,
    gstPaise: 1_020_00,
    totalPaise: 9_520_00,
    cancelled: false,
  },
];

const BOOKING: HotelBooking = {
  id: 77,
  transactionId: 'TSH0123456789ABCDEFGHJK',
  status: 'CONFIRMED',
  statusLabel: 'Confirmed',
  paymentStatus: 'PAID',
  voucherNo: 'HV000123',
  supplierRef: 'SBI7Q2K9',
  hotel: {
    id: 'GOI-0012',
    name: 'Sea Breeze Residency',
    stars: 4,
    rating: 4.2,
    address: '14 Beach Road',
    locality: 'Calangute',
    city: 'Goa',
    state: 'Goa',
    phone: '0832 227 1234',
    email: 'stay@seabreeze.example',
    lat: 15.54,
    lng: 73.76,
    checkInTime: '1400',
    checkOutTime: '1100',
    photo: '/api/v1/hotels/photos/GOI-0012/1.jpg',
    policies: ['Photo ID required at check-in.'],
  },
  checkIn: '2026-12-10',
  checkOut: '2026-12-12',
  nights: 2,
  nationality: 'Indian',
  roomType: { id: 'R2', name: 'Deluxe Room', bed: 'King bed', sizeSqm: 28 },
  rate: {
    id: 'R2:BB-FLEX',
    board: 'BREAKFAST',
    boardLabel: 'Breakfast included',
    refundable: true,
    inclusions: ['Breakfast', 'Free wifi'],
    freeCancellationUntil: '2026-12-08T06:29:59.000Z',
    cancellation: [
      { from: '2026-11-20T06:00:00.000Z', chargePaise: 0 },
      { from: '2026-12-08T06:30:00.000Z', chargePaise: 10_080_00 },
      { from: '2026-12-10T08:30:00.000Z', chargePaise: 20_160_00 },
    ],
  },
  rooms: ROOMS,
  specialRequests: 'A high floor, please.',
  priceRise: null,
  contact: { email: 'arjun@example.in', mobile: '9876543210' },
  gst: null,
  roomCostPaise: 17_000_00,
  extraGuestPaise: 1_000_00,
  gstPaise: 2_160_00,
  fare: [
    { code: 'ROOM_COST', label: 'Room cost', amountPaise: 17_000_00 },
    { code: 'EXTRA_GUESTS', label: 'Extra guest charges', amountPaise: 1_000_00 },
    { code: 'HOTEL_GST', label: 'Hotel GST', amountPaise: 2_160_00 },
  ],
  totalPaise: 20_160_00,
  customerFare: [],
  customerTotalPaise: 20_160_00,
  agencyName: 'Skyways Travels',
  bookedBy: 'Rohan Mehta',
  bookedAt: '2026-11-20T06:00:00.000Z',
  voucherDate: '2026-11-20T06:00:00.000Z',
  walletDocumentNo: 'WD-000044',
  invoiceNo: 'TSI/2026-27/000044',
  cancellations: [],
  cancellable: true,
};

const QUOTE: CancellationQuoteAnswer = {
  lines: [
    {
      traveller: 1,
      legIndex: 0,
      segmentIndex: 0,
      window: 'Free cancellation until 08 Dec, 2026 11:59 AM',
      taxesOnly: false,
      paidPaise: 9_520_00,
      airlineChargePaise: 0,
      otaChargePaise: 0,
      gstPaise: 0,
      keptPaise: 0,
      commissionReversedPaise: 0,
      refundPaise: 9_520_00,
    },
  ],
  fees: [],
  totals: {
    paidPaise: 9_520_00,
    airlineChargePaise: 0,
    otaChargePaise: 0,
    gstPaise: 0,
    keptPaise: 0,
    commissionReversedPaise: 0,
    feesRefundedPaise: 0,
    refundPaise: 9_520_00,
  },
  taxesOnly: false,
};

let calls: { method: string; path: string; body: unknown; key: string | null }[];
let answers: Record<string, () => { status: number; body: unknown }>;

beforeEach(() => {
  calls = [];
  answers = { 'GET /api/v1/hotels/bookings/77': () => ({ status: 200, body: BOOKING }) };
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = new URL(String(input), 'http://portal.test');
    const key = new Headers(init.headers).get('idempotency-key');
    calls.push({ method, path: url.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined, key });
    const answer = answers[`${method} ${url.pathname}`]?.() ?? {
      status: 404,
      body: { error: { code: 404, message: 'Error while fetching hotel booking details.' } },
    };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function LandedOn() {
  const state = useLocation().state as { notice: string; bookingId: number };
  return <p>{`Landed: ${state.notice} #${state.bookingId}`}</p>;
}

function renderPage(path = '/hotels/bookings/77') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider theme={tripsetuTheme}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/hotels/bookings/:id" element={<HotelBookingPage />} />
            <Route path="/bookings/hotels" element={<LandedOn />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** '₹1,23,456.50' ⇢ paise. */
const paiseOf = (text: string) => Math.round(Number(text.replace(/[₹,]/g, '')) * 100);

describe('the hotel booking page (issue 23)', () => {
  it('shows the voucher: numbers, the hotel, the stay with its times, each room’s guests and the policy', async () => {
    renderPage();
    const voucher = await screen.findByRole('article', { name: 'Hotel voucher' });
    const scope = within(voucher);
    expect(scope.getByText('HV000123')).toBeTruthy();
    expect(scope.getByText('SBI7Q2K9')).toBeTruthy();
    expect(scope.getByText('20 Nov 2026')).toBeTruthy();
    expect(scope.getByText('Sea Breeze Residency')).toBeTruthy();
    expect(scope.getByText('4-star hotel')).toBeTruthy();
    expect(scope.getByText('Thu, 10 Dec, 2026, from 2:00 PM')).toBeTruthy();
    expect(scope.getByText('Sat, 12 Dec, 2026, by 11:00 AM')).toBeTruthy();
    expect(scope.getByText('2 nights')).toBeTruthy();
    expect(scope.getByText('Breakfast included')).toBeTruthy();
    const guests = scope.getByRole('region', { name: 'Each room’s lead guest and party' });
    const rows = within(guests).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('Mr Arjun Sharma');
    expect(within(rows[1] as HTMLElement).getByText('5')).toBeTruthy();
    expect(rows[2]?.textContent).toContain('Ms Meera Nair');
    expect(scope.getByText('A high floor, please.')).toBeTruthy();
    const policy = scope.getByRole('region', { name: 'Cancellation policy' });
    expect(
      within(policy)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Free cancellation until 08 Dec, 2026 11:59 AM.',
      'From 08 Dec, 2026 12:00 PM: ₹10,080',
      'From 10 Dec, 2026 02:00 PM: ₹20,160',
    ]);
    expect(scope.getByText('Booked through Skyways Travels')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download voucher PDF' }).getAttribute('href')).toBe(
      '/api/v1/hotels/bookings/77/voucher.pdf',
    );
    expect(screen.getByRole('link', { name: 'Download bill PDF' }).getAttribute('href')).toBe(
      '/api/v1/hotels/bookings/77/bill.pdf',
    );
  });

  it('says a non-refundable rate is non-refundable and notes a price rise within the allowed rise', async () => {
    answers['GET /api/v1/hotels/bookings/77'] = () => ({
      status: 200,
      body: {
        ...BOOKING,
        rate: { ...BOOKING.rate, refundable: false, freeCancellationUntil: null, cancellation: [] },
        priceRise: { fromPaise: 19_800_00, toPaise: 20_160_00, allowedPercent: 5 },
      },
    });
    renderPage();
    const policy = await screen.findByRole('region', { name: 'Cancellation policy' });
    expect(within(policy).getByText('Non-refundable: nothing is refunded if the booking is cancelled.')).toBeTruthy();
    expect(
      screen.getByText(
        'The rate rose from ₹19,800 to ₹20,160, within the 5% rise you allowed: booked at the new rate.',
      ),
    ).toBeTruthy();
  });

  it('shows the bill: each night’s cost adds up to the room’s total and the rooms to the total tariff', async () => {
    renderPage();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    fireEvent.click(await screen.findByRole('tab', { name: 'Hotel bill' }));
    const bill = await screen.findByRole('article', { name: 'Hotel bill' });
    // Only the chosen document is on the page, so only it prints.
    expect(screen.queryByRole('article', { name: 'Hotel voucher' })).toBeNull();
    expect(within(bill).getByText('TSI/2026-27/000044')).toBeTruthy();
    let nightsSum = 0;
    for (const [index, lead] of ['Mr Arjun Sharma', 'Ms Meera Nair'].entries()) {
      const table = within(bill).getByRole('region', { name: `Room ${index + 1}, ${lead}: night by night` });
      const body = within(table).getAllByRole('rowgroup')[1] as HTMLElement;
      const totals = within(body)
        .getAllByRole('row')
        .map((row) => paiseOf(row.querySelectorAll('td')[4]?.textContent ?? ''));
      expect(totals).toHaveLength(2);
      const foot = within(table).getAllByRole('rowgroup')[2] as HTMLElement;
      const roomTotal = paiseOf(foot.querySelectorAll('td')[4]?.textContent ?? '');
      expect(totals.reduce((sum, paise) => sum + paise, 0)).toBe(roomTotal);
      nightsSum += roomTotal;
    }
    const totals = within(within(bill).getByRole('region', { name: 'Totals' }));
    const tariff = totals.getByText('Total tariff').nextElementSibling?.textContent ?? '';
    expect(paiseOf(tariff)).toBe(nightsSum);
    expect(tariff).toBe('₹20,160');
    expect(totals.getByText('Room cost').nextElementSibling?.textContent).toBe('₹17,000');
    expect(totals.getByText('Hotel GST').nextElementSibling?.textContent).toBe('₹2,160');
    // The bill carries the policy too: the last free-cancellation date and the charges after it.
    const policy = within(within(bill).getByRole('region', { name: 'Cancellation policy' }));
    expect(policy.getByText('Free cancellation until 08 Dec, 2026 11:59 AM.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Print bill' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('e-mails the document chosen to the address given', async () => {
    answers['POST /api/v1/hotels/bookings/77/email'] = () => ({
      status: 200,
      body: { message: 'Email Sent Successfully' },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'E-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail a document' });
    const to = within(dialog).getByLabelText(/E-mail address/) as HTMLInputElement;
    expect(to.value).toBe('arjun@example.in');
    expect((within(dialog).getByRole('radio', { name: 'Hotel voucher' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(to, { target: { value: 'desk@skyways.example' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Hotel bill' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Email Sent Successfully')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/v1/hotels/bookings/77/email')?.body).toEqual({
      to: 'desk@skyways.example',
      document: 'bill',
    });
  });

  it('shows the server’s refusal of the address on the field', async () => {
    answers['POST /api/v1/hotels/bookings/77/email'] = () => ({
      status: 422,
      body: { error: { code: 422, message: 'Invalid', fields: { to: 'Please enter a valid email id.' } } },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'E-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail a document' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Please enter a valid email id.')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('cancels the rooms chosen: the quote first, then once with a key, and lands on the Hotels tab', async () => {
    answers['POST /api/v1/bookings/77/cancellation/quote'] = () => ({ status: 200, body: QUOTE });
    answers['POST /api/v1/bookings/77/cancellation'] = () => ({
      status: 201,
      body: { id: 9, creditNoteNo: 'TSCN/2026-27/000009', refundPaise: 9_520_00 },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel rooms' });
    const first = within(dialog).getByRole('checkbox', { name: 'Room 1: Mr Arjun Sharma' }) as HTMLInputElement;
    expect(first.checked).toBe(true);
    expect((within(dialog).getByRole('checkbox', { name: 'Room 2: Ms Meera Nair' }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(first);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show refund' }));
    const confirm = await within(dialog).findByRole('button', { name: 'Cancel 1 room(s) and refund ₹9,520' });
    expect(calls.at(-1)?.body).toEqual({ travellers: [1], legs: [0] });
    expect(
      within(dialog).getByText(
        'Room 2: Free cancellation until 08 Dec, 2026 11:59 AM. Hotel’s charge ₹0, refund ₹9,520',
      ),
    ).toBeTruthy();
    fireEvent.click(confirm);
    expect(
      await screen.findByText(
        'Landed: Room 2 cancelled. ₹9,520 has been credited to your wallet (credit note TSCN/2026-27/000009). #77',
      ),
    ).toBeTruthy();
    const cancel = calls.find((call) => call.path === '/api/v1/bookings/77/cancellation');
    expect(cancel?.body).toEqual({ travellers: [1], legs: [0], acceptedRefundPaise: 9_520_00 });
    expect(cancel?.key).toBeTruthy();
  });

  it('asks again with the new refund when it changed before confirming', async () => {
    let quotes = 0;
    answers['POST /api/v1/bookings/77/cancellation/quote'] = () => {
      quotes += 1;
      return {
        status: 200,
        body: quotes === 1 ? QUOTE : { ...QUOTE, totals: { ...QUOTE.totals, refundPaise: 4_760_00 } },
      };
    };
    answers['POST /api/v1/bookings/77/cancellation'] = () => ({
      status: 409,
      body: {
        error: {
          code: 409,
          kind: 'CANCELLATION_FAILED',
          message: 'The refund has changed. Please check the new amount.',
          details: { newRefundPaise: '476000' },
        },
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel rooms' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show refund' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Cancel 2 room(s) and refund ₹9,520' }));
    expect(await within(dialog).findByRole('button', { name: 'Cancel 2 room(s) and refund ₹4,760' })).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toContain('The refund has changed.');
  });

  it('marks a cancelled room on the voucher and bill and keeps it out of a new cancellation', async () => {
    answers['GET /api/v1/hotels/bookings/77'] = () => ({
      status: 200,
      body: {
        ...BOOKING,
        rooms: [{ ...ROOMS[0], cancelled: true }, ROOMS[1]],
        cancellations: [
          {
            id: 4,
            creditNoteNo: 'TSCN/2026-27/000004',
            walletDocumentNo: 'RF-000004',
            rooms: [0],
            hotelChargePaise: 0,
            refundPaise: 10_640_00,
            cancelledAt: '2026-11-25T05:00:00.000Z',
          },
        ],
      },
    });
    renderPage();
    const guests = await screen.findByRole('region', { name: 'Each room’s lead guest and party' });
    expect(within(within(guests).getAllByRole('row')[1] as HTMLElement).getByText('Cancelled')).toBeTruthy();
    expect(screen.getByText(/Room 1 on 25 Nov 2026, 10:30: hotel’s charge ₹0, refund ₹10,640/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Credit note TSCN/2026-27/000004' }).getAttribute('href')).toBe(
      '/api/v1/hotels/bookings/77/credit-notes/4/pdf',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel rooms' });
    const done = within(dialog).getByRole('checkbox', { name: 'Room 1: Mr Arjun Sharma (cancelled)' });
    expect((done as HTMLInputElement).disabled).toBe(true);
    expect((done as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the booking' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Hotel bill' }));
    const bill = await screen.findByRole('article', { name: 'Hotel bill' });
    expect(within(bill).getByText('Room 1 · Mr Arjun Sharma').parentElement?.textContent).toContain('Cancelled');
  });

  it('says so when the booking cannot be found', async () => {
    renderPage('/hotels/bookings/404');
    expect(await screen.findByText('Error while fetching hotel booking details.')).toBeTruthy();
  });

  it('says the same when the server fails', async () => {
    answers['GET /api/v1/hotels/bookings/77'] = () => ({ status: 500, body: {} });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error while fetching hotel booking details.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull());
  });
});
