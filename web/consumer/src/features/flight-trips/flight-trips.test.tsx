import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import {
  HOLD_QUEUE_TEXT,
  type HoldQueueEntry,
  PASSENGER_CALENDAR_TEXT,
  type PassengerCalendar,
} from '@tripsetu/domain/gateway-flight-trips.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { shiftMonth } from '@tripsetu/domain/pax-calendar.ts';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { gateway, renderRoutes, signOut } from '../../lib/gateway-test-harness.tsx';
import { HoldQueuesPage } from './HoldQueuesPage.tsx';
import { PassengerCalendarPage } from './PassengerCalendarPage.tsx';

const TXID = 'TSF01J9Z3K5W7Q8R2T4V6X8Y0Z';
const OTHER = 'TSF01J9Z3K5W7Q8R2T4V6X8Y1A';
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

const waiting = (change: Partial<HoldQueueEntry> = {}): HoldQueueEntry => ({
  txid: TXID,
  trip: 'DEL-BOM, BOM-DEL',
  departure: addDays(todayInIndia(), 20),
  travellers: 2,
  total_paise: 1_120_050,
  paymentdeadline: inMinutes(12),
  checkouturl: 'https://sandbox.example/pay/PO1',
  failurereason: null,
  ...change,
});

const renderAt = (path: string) =>
  renderRoutes(
    path,
    <>
      <Route path="/flight/hold-queues" element={<HoldQueuesPage />} />
      <Route path="/flight/passenger-calendar" element={<PassengerCalendarPage />} />
    </>,
  );

describe('/flight/hold-queues', () => {
  it('lists each booking waiting for payment with its time left, total, Pay now and details; not the expired', async () => {
    gateway.answers = {
      holdqueues: {
        StatusCode: 200,
        Result: [
          waiting(),
          waiting({ txid: OTHER, trip: 'BLR-GOI', travellers: 1, checkouturl: null, failurereason: 'Card declined' }),
          waiting({ txid: 'TSF01J9Z3K5W7Q8R2T4V6X8Y2B', paymentdeadline: inMinutes(-1) }),
        ],
      },
    };
    renderAt('/flight/hold-queues');
    expect(await screen.findByRole('heading', { name: HOLD_QUEUE_TEXT.title, level: 1 })).toBeTruthy();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: 'DEL → BOM, BOM → DEL' })).toBeTruthy();
    expect(within(first).getByText(formatRupees(1_120_050), { selector: 'p' })).toBeTruthy();
    expect(within(first).getByText(/^1[01]:\d{2}$|^12:00$/)).toBeTruthy();
    const pay = within(first).getByRole('link', { name: new RegExp(`^${HOLD_QUEUE_TEXT.payNow}`) });
    expect(pay.getAttribute('href')).toBe('https://sandbox.example/pay/PO1');
    expect(
      within(first)
        .getByRole('link', { name: `${HOLD_QUEUE_TEXT.details} of ${TXID}` })
        .getAttribute('href'),
    ).toBe(`/flight/order-details/${TXID}`);
    // Without a payment page open: no Pay now, and why.
    expect(within(second).queryByRole('link', { name: new RegExp(HOLD_QUEUE_TEXT.payNow) })).toBeNull();
    expect(within(second).getByText('Card declined')).toBeTruthy();
    expect(within(second).getByText(HOLD_QUEUE_TEXT.cannotPay)).toBeTruthy();
  });

  it('says when nothing waits, and asks a visitor to sign in', async () => {
    gateway.answers = { holdqueues: { StatusCode: 200, Result: [] } };
    const page = renderAt('/flight/hold-queues');
    expect(await screen.findByText(HOLD_QUEUE_TEXT.empty)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search flights' })).toBeTruthy();
    page.unmount();

    signOut();
    gateway.calls = [];
    renderAt('/flight/hold-queues');
    expect(await screen.findByRole('button', { name: 'Login or Register' })).toBeTruthy();
    expect(gateway.calls.some((call) => call.get('actioncode') === 'holdqueues')).toBe(false);
  });
});

describe('/flight/passenger-calendar', () => {
  const month = todayInIndia().slice(0, 7);
  const day = `${month}-15`;
  const calendar = (of: string, days: PassengerCalendar['days']): PassengerCalendar => ({ month: of, days });
  const flights: PassengerCalendar['days'] = [
    {
      date: day,
      travellers: [
        {
          txid: TXID,
          name: 'Ms Meera Nair',
          route: 'DEL-BOM',
          departuretime: '06:10',
          flight: '6E-2134',
          pnr: 'AB12CD',
          status_code: 'CONFIRMED',
        },
        {
          txid: OTHER,
          name: 'Mr Arjun Nair',
          route: 'BLR-GOI',
          departuretime: '18:40',
          flight: 'AI-501',
          pnr: '',
          status_code: 'NOT_CONFIRMED',
        },
      ],
    },
  ];

  it('shows the month with each flight on its day opening its booking, and moves a month back and forth', async () => {
    gateway.answers = { passengercalendar: { StatusCode: 200, Result: calendar(month, flights) } };
    renderAt(`/flight/passenger-calendar?month=${month}`);
    expect(await screen.findByRole('heading', { name: PASSENGER_CALENDAR_TEXT.title, level: 1 })).toBeTruthy();
    const open = await screen.findByRole('link', { name: '06:10 Ms Meera Nair' });
    expect(open.getAttribute('href')).toBe(`/flight/order-details/${TXID}`);
    expect(screen.getByText(/DEL → BOM · 6E-2134 · PNR AB12CD/)).toBeTruthy();
    expect(screen.getByText(new RegExp(`AI-501 · ${PASSENGER_CALENDAR_TEXT.awaitingPayment}`))).toBeTruthy();
    expect(screen.getByRole('table')).toBeTruthy();
    expect(gateway.calls.at(-1)?.get('month')).toBe(month);

    gateway.answers = { passengercalendar: { StatusCode: 200, Result: calendar(shiftMonth(month, 1), []) } };
    fireEvent.click(screen.getByRole('button', { name: PASSENGER_CALENDAR_TEXT.next }));
    expect(await screen.findByText(PASSENGER_CALENDAR_TEXT.empty)).toBeTruthy();
    expect(gateway.calls.at(-1)?.get('month')).toBe(shiftMonth(month, 1));

    gateway.answers = { passengercalendar: { StatusCode: 200, Result: calendar(month, flights) } };
    fireEvent.click(screen.getByRole('button', { name: PASSENGER_CALENDAR_TEXT.previous }));
    await waitFor(() => expect(screen.getByRole('link', { name: '06:10 Ms Meera Nair' })).toBeTruthy());
  });

  it('takes this month for an address without one, and shows the server’s refusal', async () => {
    gateway.answers = { passengercalendar: { StatusCode: 422, Message: 'Please choose a month.' } };
    renderAt('/flight/passenger-calendar?month=2026-13');
    expect((await screen.findByRole('alert')).textContent).toContain('Please choose a month.');
    expect(gateway.calls.at(-1)?.get('month')).toBe(month);
  });
});
