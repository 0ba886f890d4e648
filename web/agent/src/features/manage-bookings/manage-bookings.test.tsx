import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { BOOKINGS_COUNT_CAP, BOOKINGS_LIST_MSG } from '@tripsetu/domain/booking-api.ts';
import { BOOKING_MSG } from '@tripsetu/domain/flight-booking.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderAt, row, server } from './manage-bookings.fixtures.tsx';

fakeServer();

describe('Manage Bookings', () => {
  it('lists the bookings with their links, and searches by what the agent types', async () => {
    server.answer = () => ({
      status: 200,
      body: {
        rows: [row(41), row(42, { status: 'ON_HOLD', statusLabel: 'On hold' })],
        total: 2,
        more: false,
        page: 1,
        pageSize: 25,
      },
    });
    renderAt();
    const table = await screen.findByRole('table', { name: 'Flight bookings' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(
      within(table)
        .getByRole('link', { name: row(41).transactionId })
        .getAttribute('href'),
    ).toBe('/flights/bookings/41');
    expect(within(table).getByText('On hold')).toBeTruthy();
    expect(within(table).getAllByText(formatRupees(12_345_00))).toHaveLength(2);
    expect(screen.getByText('2 bookings')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download Excel' }).getAttribute('href')).toBe(
      '/api/v1/bookings.xlsx?product=FLIGHT',
    );
    fireEvent.change(screen.getByLabelText('Booking id, PNR, ticket number or traveller'), {
      target: { value: ' K7M2QX ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('table', { name: 'Flight bookings' });
    expect(server.urls.at(-1)?.searchParams.get('q')).toBe('K7M2QX');
    expect(server.urls.at(-1)?.searchParams.get('product')).toBe('FLIGHT');
  });

  it('says No booking records found. when nothing matches', async () => {
    server.answer = () => ({ status: 200, body: { rows: [], total: 0, more: false, page: 1, pageSize: 25 } });
    renderAt('/bookings?q=NOBODY');
    expect(await screen.findByText(BOOKING_MSG.noBookings)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download Excel' })).toBeNull();
  });

  it('pages 25 at a time', async () => {
    server.answer = (url) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      return { status: 200, body: { rows: [row(page)], total: 60, more: false, page, pageSize: 25 } };
    };
    renderAt();
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByText('60 bookings')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    expect(server.urls.at(-1)?.searchParams.get('page')).toBe('2');
  });

  it('says more than the cap when the search finds more than it counts', async () => {
    server.answer = () => ({
      status: 200,
      body: { rows: [row(41)], total: BOOKINGS_COUNT_CAP, more: true, page: 1, pageSize: 25 },
    });
    renderAt();
    expect(await screen.findByText('More than 10,000 bookings: narrow the search to see them all')).toBeTruthy();
    expect(screen.getByText('Page 1 of 400')).toBeTruthy();
  });

  it('puts the server’s date message on its field', async () => {
    server.answer = () => ({
      status: 422,
      body: {
        error: {
          code: 422,
          message: BOOKINGS_LIST_MSG.rangeReversed,
          fields: { bookedTo: BOOKINGS_LIST_MSG.rangeReversed },
        },
      },
    });
    renderAt('/bookings?bookedFrom=2026-12-10&bookedTo=2026-12-01');
    expect(await screen.findByText(BOOKINGS_LIST_MSG.rangeReversed)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists the cancellations with their booking, credit note and refund, on a tab of their own', async () => {
    server.answer = (url) =>
      url.pathname === '/api/v1/bookings/cancellations'
        ? {
            status: 200,
            body: {
              rows: [
                {
                  id: 7,
                  bookingId: 41,
                  product: 'FLIGHT',
                  transactionId: row(41).transactionId,
                  cancelledAt: '2026-11-26T10:00:00.000Z',
                  creditNoteNo: 'TSCN/2026-27/000007',
                  walletDocumentNo: 'RF-000012',
                  airlineChargePaise: 2999_00,
                  otaChargePaise: 300_00,
                  gstPaise: 54_00,
                  commissionReversedPaise: 61_00,
                  refundPaise: 2586_00,
                  cancelledBy: 'Rohan Mehta',
                },
              ],
              total: 1,
              page: 1,
              pageSize: 25,
            },
          }
        : { status: 200, body: { rows: [], total: 0, more: false, page: 1, pageSize: 25 } };
    renderAt('/bookings');
    fireEvent.click(await screen.findByRole('link', { name: 'Cancellations' }));
    const table = await screen.findByRole('table', { name: 'Cancellations' });
    expect(within(table).getByText('TSCN/2026-27/000007')).toBeTruthy();
    expect(within(table).getByText(formatRupees(2586_00))).toBeTruthy();
    expect(
      within(table)
        .getByRole('link', { name: row(41).transactionId })
        .getAttribute('href'),
    ).toBe('/flights/bookings/41');
    expect(screen.getByText('1 cancellation')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancellations' }).getAttribute('aria-current')).toBe('page');
  });

  it('lists the reschedules with the booking left and the new one, and says when there are none', async () => {
    let rows: unknown[] = [];
    server.answer = (url) =>
      url.pathname === '/api/v1/bookings/reschedules'
        ? { status: 200, body: { rows, total: rows.length, page: 1, pageSize: 25 } }
        : { status: 200, body: { rows: [], total: 0, more: false, page: 1, pageSize: 25 } };
    renderAt('/bookings/reschedules');
    expect(await screen.findByText(BOOKING_MSG.noBookings)).toBeTruthy();
    cleanup();
    rows = [
      {
        id: 3,
        bookingId: 41,
        product: 'FLIGHT',
        transactionId: row(41).transactionId,
        newBookingId: 52,
        newTransactionId: row(52).transactionId,
        rescheduledAt: '2026-11-27T10:00:00.000Z',
        fareDifferencePaise: 1200_00,
        airlineChargePaise: 2250_00,
        otaChargePaise: 250_00,
        gstPaise: 45_00,
        amountPaise: 3745_00,
        walletDocumentNo: 'BK-000031',
        rescheduledBy: 'Rohan Mehta',
      },
    ];
    renderAt('/bookings');
    fireEvent.click(await screen.findByRole('link', { name: 'Reschedules' }));
    const table = await screen.findByRole('table', { name: 'Reschedules' });
    expect(within(table).getByText(formatRupees(3745_00))).toBeTruthy();
    expect(
      within(table)
        .getByRole('link', { name: row(41).transactionId })
        .getAttribute('href'),
    ).toBe('/flights/bookings/41');
    expect(
      within(table)
        .getByRole('link', { name: row(52).transactionId })
        .getAttribute('href'),
    ).toBe('/flights/bookings/52');
    expect(screen.getByText('1 reschedule')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reschedules' }).getAttribute('aria-current')).toBe('page');
  });

  it('lists the services added after booking on the SSR history tab, with their booking and items', async () => {
    server.answer = (url) =>
      url.pathname === '/api/v1/bookings/services'
        ? {
            status: 200,
            body: {
              rows: [
                {
                  id: 9,
                  bookingId: 41,
                  product: 'FLIGHT',
                  transactionId: row(41).transactionId,
                  addedAt: '2026-11-27T10:00:00.000Z',
                  items: [
                    {
                      traveller: 0,
                      legIndex: 0,
                      segmentIndex: 0,
                      kind: 'SEAT',
                      code: '2A',
                      label: 'Seat 2A',
                      pricePaise: 600_00,
                      feePaise: 50_00,
                    },
                    {
                      traveller: 0,
                      legIndex: 0,
                      segmentIndex: 0,
                      kind: 'MEAL',
                      code: 'VGML',
                      label: 'Vegetarian meal',
                      pricePaise: 400_00,
                      feePaise: 50_00,
                    },
                  ],
                  servicesPaise: 1000_00,
                  feePaise: 100_00,
                  gstPaise: 18_00,
                  amountPaise: 1118_00,
                  walletDocumentNo: 'BK-000040',
                  addedBy: 'Rohan Mehta',
                },
              ],
              total: 1,
              page: 1,
              pageSize: 25,
            },
          }
        : { status: 200, body: { rows: [], total: 0, more: false, page: 1, pageSize: 25 } };
    renderAt('/bookings');
    fireEvent.click(await screen.findByRole('link', { name: 'SSR history' }));
    const table = await screen.findByRole('table', { name: 'SSR history' });
    expect(within(table).getByText('Seat 2A, Vegetarian meal')).toBeTruthy();
    expect(within(table).getByText(formatRupees(1118_00))).toBeTruthy();
    expect(
      within(table)
        .getByRole('link', { name: row(41).transactionId })
        .getAttribute('href'),
    ).toBe('/flights/bookings/41');
    expect(screen.getByText('1 purchase')).toBeTruthy();
  });

  it('lists the wallet’s notes with their sign, opens a top-up’s receipt, and hides the wallet tabs from staff without it', async () => {
    const rowOf = (overrides: Record<string, unknown>) => ({
      transactionId: 1,
      documentNo: 'CN-000003',
      kind: 'CREDIT_NOTE',
      kindLabel: 'Credit note',
      amountPaise: 500_00,
      narration: 'Fare difference returned',
      createdAt: '2026-11-27T10:00:00.000Z',
      createdBy: 'TripSetu Admin',
      receiptId: null,
      ...overrides,
    });
    server.answer = (url) => {
      const tab = url.searchParams.get('tab');
      const rows =
        tab === 'NOTES'
          ? [
              rowOf({}),
              rowOf({
                transactionId: 2,
                documentNo: 'DN-000001',
                kind: 'DEBIT_NOTE',
                kindLabel: 'Debit note',
                amountPaise: -120_00,
              }),
            ]
          : tab === 'RECEIPTS'
            ? [
                rowOf({
                  transactionId: 3,
                  documentNo: 'DP-000009',
                  kind: 'DEPOSIT',
                  kindLabel: 'Top-up receipt',
                  receiptId: 9,
                }),
              ]
            : [];
      return { status: 200, body: { rows, total: rows.length, more: false, page: 1, pageSize: 25 } };
    };
    renderAt('/bookings/notes');
    const notes = await screen.findByRole('table', { name: 'Credit and debit notes' });
    expect(within(notes).getByText(`+ ${formatRupees(500_00)}`)).toBeTruthy();
    expect(within(notes).getByText(`− ${formatRupees(120_00)}`)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Top-up receipts' }));
    const receipts = await screen.findByRole('table', { name: 'Top-up receipts' });
    expect(within(receipts).getByRole('link', { name: 'DP-000009' }).getAttribute('href')).toBe('/wallet/receipts/9');
    cleanup();
    renderAt('/bookings', ['flights.manage']);
    await screen.findByRole('link', { name: 'Cancellations' });
    expect(screen.queryByRole('link', { name: 'Top-up receipts' })).toBeNull();
  });
});
