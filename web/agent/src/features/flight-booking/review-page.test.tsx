import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Permission } from '@tripsetu/domain/agency.ts';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { BOOKING_MSG, BOOKING_MSG_DECIDED } from '@tripsetu/domain/flight-booking.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { ConfirmProvider } from '@tripsetu/ui/ConfirmDialog';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../../app/session-context.ts';
import { reviewPathFor } from '../../lib/review-url.ts';
import { signedInAs } from '../../test/session.ts';
import { FlightReviewPage } from './FlightReviewPage.tsx';
import { bookingFixture, quoteFixture, reviewFixture } from './flight-booking.fixtures.ts';

// The whole review page draws again on every change, which happy-dom takes its time over.
configure({ asyncUtilTimeout: 5_000 });

interface Call {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}
let calls: Call[];
let answers: Record<string, (call: Call) => { status: number; body: unknown }>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T06:00:00Z'));
  calls = [];
  answers = {
    'POST /api/v1/flights/quote': () => ({ status: 200, body: quoteFixture() }),
    'GET /api/v1/wallet': () => ({
      status: 200,
      body: {
        mainBalancePaise: 5_00_000_00,
        creditLimitPaise: 0,
        duePaise: 0,
        availablePaise: 5_00_000_00,
        lowBalanceThresholdPaise: 0,
      },
    }),
  };
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = new URL(String(input), 'http://portal.test');
    const call = {
      method,
      path: url.pathname,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      headers: new Headers(init.headers),
    };
    calls.push(call);
    const answer = answers[`${method} ${url.pathname}`]?.(call) ?? {
      status: 404,
      body: { error: { code: 404, message: 'Not found.' } },
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
  vi.useRealTimers();
});

let currentUrl = '';
function UrlProbe() {
  const location = useLocation();
  currentUrl = `${location.pathname}${location.search}`;
  return null;
}

function renderReview(
  path = reviewPathFor(reviewFixture()),
  permissions: Permission[] = ['flights.book', 'wallet.view'],
) {
  const session = signedInAs(permissions);
  render(
    <MantineProvider theme={tripsetuTheme}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SessionContext value={session}>
          <ConfirmProvider>
            <MemoryRouter initialEntries={[path]}>
              <UrlProbe />
              <Routes>
                <Route path="/flights/review" element={<FlightReviewPage />} />
                <Route path="/flights/results" element={<p>Results page</p>} />
                <Route path="/flights/bookings/:id" element={<p>Ticket page</p>} />
              </Routes>
            </MemoryRouter>
          </ConfirmProvider>
        </SessionContext>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const loaded = () => screen.findByRole('button', { name: 'Book and pay from wallet' });
const bookings = () => calls.filter((call) => call.path === '/api/v1/flights/bookings');
const quotes = () => calls.filter((call) => call.path === '/api/v1/flights/quote');
const field = (scope: HTMLElement, label: RegExp) => within(scope).getByLabelText(label);
const traveller = (number: number) => screen.getByRole('group', { name: new RegExp(`^Traveller ${number} · `) });
const summaryPanel = () => screen.getByRole('complementary', { name: 'Fare summary' });

async function fillEverything() {
  const adult = traveller(1);
  fireEvent.change(field(adult, /^Title/), { target: { value: 'Mr' } });
  fireEvent.change(field(adult, /^First name/), { target: { value: 'Arjun' } });
  fireEvent.change(field(adult, /^Last name/), { target: { value: 'Sharma' } });
  fireEvent.change(field(adult, /^Gender/), { target: { value: 'Male' } });
  const child = traveller(2);
  fireEvent.change(field(child, /^Title/), { target: { value: 'Mstr' } });
  fireEvent.change(field(child, /^First name/), { target: { value: 'Kabir' } });
  fireEvent.change(field(child, /^Last name/), { target: { value: 'Sharma' } });
  fireEvent.change(field(child, /^Gender/), { target: { value: 'Male' } });
  fireEvent.change(field(child, /^Date of birth/), { target: { value: '10/05/2019' } });
  const infant = traveller(3);
  fireEvent.change(field(infant, /^Title/), { target: { value: 'Ms' } });
  fireEvent.change(field(infant, /^First name/), { target: { value: 'Diya' } });
  fireEvent.change(field(infant, /^Last name/), { target: { value: 'Sharma' } });
  fireEvent.change(field(infant, /^Gender/), { target: { value: 'Female' } });
  fireEvent.change(field(infant, /^Date of birth/), { target: { value: '01/09/2025' } });
  fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'traveller@example.in' } });
  fireEvent.change(screen.getByLabelText(/^Mobile number/), { target: { value: '9876543210' } });
  fireEvent.click(screen.getByRole('checkbox', { name: /I have read the fare rules/ }));
}

describe('flight review', { timeout: 30_000 }, () => {
  it('quotes the fares seen, then shows the itinerary, a form per traveller, the summary, balance and hold', async () => {
    renderReview();
    expect(await screen.findByText('Checking the fare and seats…')).toBeTruthy();
    await loaded();
    const quote = quoteFixture();
    expect(quotes()[0]?.body).toEqual({
      search: reviewFixture().search,
      fareIds: reviewFixture().fareIds,
      seenTotalPaise: quote.fareTotalPaise,
      seenBookingClasses: ['T', 'T'],
    });
    expect(screen.getByRole('heading', { name: 'Onward: New Delhi → Mumbai' })).toBeTruthy();
    expect(screen.getAllByText('06:05').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Terminal-3').length).toBeGreaterThan(0);
    // Date of birth for the child and the infant only; no passport on a domestic trip.
    expect(within(traveller(1)).queryByLabelText(/^Date of birth/)).toBeNull();
    expect(within(traveller(2)).getByLabelText(/^Date of birth/)).toBeTruthy();
    expect(within(traveller(3)).getByLabelText(/^Date of birth/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Passport number/)).toBeNull();
    expect(within(traveller(1)).getByRole('combobox', { name: /^Title/ }).textContent).toContain('Mrs');
    expect(within(traveller(2)).getByRole('combobox', { name: /^Title/ }).textContent).toContain('Mstr');
    expect(within(traveller(1)).getByText('Travels with Traveller 3 on the lap')).toBeTruthy();
    expect(within(summaryPanel()).getAllByText(formatRupees(quote.totalPaise)).length).toBeGreaterThan(0);
    expect(await screen.findByText('Available balance: ₹5,00,000')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hold' })).toBeTruthy();
    expect(screen.getByText(/^Hold keeps these seats and this price until 23 Nov 2026, 11:30/)).toBeTruthy();
  });

  it('asks before going on at a changed price: Cancel goes back to the results, Continue books at the new one', async () => {
    const fares = quoteFixture().fareTotalPaise;
    const quote = quoteFixture({
      priceChange: { oldTotalPaise: 18_000_00, newTotalPaise: fares, reason: 'Seats have sold since your search' },
    });
    answers['POST /api/v1/flights/quote'] = () => ({ status: 200, body: quote });
    renderReview();
    const dialog = await screen.findByRole('dialog', { name: 'Price changed' });
    expect(within(dialog).getByText(BOOKING_MSG.priceChanged)).toBeTruthy();
    expect(within(dialog).getByText('₹18,000')).toBeTruthy();
    expect(within(dialog).getByText(formatRupees(quote.fareTotalPaise))).toBeTruthy();
    expect(within(dialog).getByText(/Seats have sold since your search/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Book and pay from wallet' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Price changed' })).toBeNull());

    answers['POST /api/v1/flights/bookings'] = () => ({ status: 201, body: bookingFixture() });
    await fillEverything();
    fireEvent.click(screen.getByRole('button', { name: 'Book and pay from wallet' }));
    await screen.findByText('Ticket page');
    expect(currentUrl).toBe('/flights/bookings/41');
    expect(bookings()[0]?.body).toMatchObject({ acceptedTotalPaise: quote.fareTotalPaise, action: 'BOOK' });
  });

  it('goes back to the results when the agent will not pay the new price', async () => {
    answers['POST /api/v1/flights/quote'] = () => ({
      status: 200,
      body: quoteFixture({ priceChange: { oldTotalPaise: 100, newTotalPaise: 200, reason: 'x' } }),
    });
    renderReview();
    const dialog = await screen.findByRole('dialog', { name: 'Price changed' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await screen.findByText('Results page');
    expect(currentUrl.startsWith('/flights/results?trip=ROUND_TRIP&from=DEL&to=BOM')).toBe(true);
  });

  it('shows every §5 message on its field, focuses the first and sends nothing', async () => {
    renderReview();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Book and pay from wallet' }));
    expect(await within(traveller(1)).findByText(BOOKING_MSG.titleRequired)).toBeTruthy();
    expect(within(traveller(1)).getByText(BOOKING_MSG.firstNameMin)).toBeTruthy();
    expect(within(traveller(2)).getByText(BOOKING_MSG.dobRequired)).toBeTruthy();
    expect(screen.getByText(AGENT_MSG.mobileRequired)).toBeTruthy();
    expect(screen.getByText(BOOKING_MSG.termsRequired)).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.id).toBe('bk-travellers-0-title'));
    expect(bookings()).toHaveLength(0);
  });

  it('seats travellers from the map, refuses an exit row to the child, and adds seats, meals and baggage to the summary', async () => {
    renderReview();
    await loaded();
    const map = screen.getByRole('group', { name: 'Seat map of 6E-2134, DEL to BOM' });
    fireEvent.click(within(map).getByRole('button', { name: '7C, aisle, ₹350, available' }));
    // The child is seated next: the exit row is refused in words.
    fireEvent.click(
      within(map).getByRole('button', { name: '4B, middle, ₹1,200, extra legroom, exit row, available' }),
    );
    expect(screen.getByText(BOOKING_MSG.seatChild)).toBeTruthy();
    fireEvent.click(within(map).getByRole('button', { name: '7D, aisle, ₹350, available' }));
    expect(within(map).getByRole('button', { name: '7C, aisle, ₹350, chosen for 1. Traveller 1' })).toBeTruthy();
    expect(
      within(map)
        .getByRole('button', { name: '7D, aisle, ₹350, selected for 2. Traveller 2' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.change(screen.getByLabelText('Meal for Traveller 1'), { target: { value: 'VGML' } });
    const onwardBaggage = screen.getAllByRole('group', { name: /^Excess baggage for Traveller 1/ })[0] as HTMLElement;
    fireEvent.click(within(onwardBaggage).getByRole('checkbox', { name: /Excess baggage 30 kg/ }));
    fireEvent.click(within(onwardBaggage).getByRole('checkbox', { name: /Excess baggage 20 kg/ }));
    fireEvent.click(within(onwardBaggage).getByRole('checkbox', { name: /Excess baggage 15 kg/ }));
    expect(within(onwardBaggage).getByText(BOOKING_MSG.baggageMax)).toBeTruthy();
    fireEvent.click(within(onwardBaggage).getByRole('checkbox', { name: /Excess baggage 15 kg/ }));
    expect(within(onwardBaggage).queryByText(BOOKING_MSG.baggageMax)).toBeNull();

    const summary = summaryPanel();
    const amount = (label: string) => within(summary).getByText(label).nextElementSibling?.textContent;
    expect(amount('Seats')).toBe('₹700');
    expect(amount('Meals')).toBe('₹400');
    expect(amount('Excess baggage')).toBe('₹25,000');
    expect(amount('Total payable')).toBe(formatRupees(quoteFixture().totalPaise + 700_00 + 400_00 + 25_000_00));

    // Arrow keys move between seats across the aisle.
    const seat7C = within(map).getByRole('button', { name: /^7C,/ });
    seat7C.focus();
    fireEvent.keyDown(seat7C, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^7D,/);
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^8D,/);
  });

  it('puts the server’s messages on their fields, the seat message on the traveller’s seat', async () => {
    answers['POST /api/v1/flights/bookings'] = () => ({
      status: 422,
      body: {
        error: {
          code: 'VALIDATION',
          message: BOOKING_MSG_DECIDED.paxTypeByAge,
          fields: {
            'travellers.1.dateOfBirth': BOOKING_MSG_DECIDED.paxTypeByAge,
            'contact.mobile': AGENT_MSG.mobileDigits,
            'travellers.0.legs.0.seats.0': BOOKING_MSG_DECIDED.seatInfant,
          },
        },
      },
    });
    renderReview();
    await loaded();
    await fillEverything();
    fireEvent.click(screen.getByRole('button', { name: 'Book and pay from wallet' }));
    expect(await within(traveller(2)).findByText(BOOKING_MSG_DECIDED.paxTypeByAge)).toBeTruthy();
    expect(screen.getByText(AGENT_MSG.mobileDigits)).toBeTruthy();
    expect(screen.getByText(BOOKING_MSG_DECIDED.seatInfant)).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.id).toBe('bk-travellers-1-dateOfBirth'));
    expect(bookings()[0]?.headers.get('idempotency-key')).toMatch(/.{8,}/);
  });

  it('on 409 PRICE_CHANGED asks, and on Continue books again at the new price with a new key', async () => {
    const quote = quoteFixture();
    const newTotal = quote.fareTotalPaise + 500_00;
    let refused = false;
    answers['POST /api/v1/flights/bookings'] = () => {
      if (!refused) {
        refused = true;
        return {
          status: 409,
          body: {
            error: {
              code: 409,
              message: BOOKING_MSG.priceChanged,
              kind: 'PRICE_CHANGED',
              details: {
                oldTotalPaise: String(quote.fareTotalPaise),
                newTotalPaise: String(newTotal),
                reason: 'Seats have sold since your search: the fare moved from booking class T to S.',
              },
            },
          },
        };
      }
      return { status: 201, body: bookingFixture() };
    };
    renderReview();
    await loaded();
    await fillEverything();
    // The quote asked again after Continue answers at the new price.
    answers['POST /api/v1/flights/quote'] = () => ({ status: 200, body: { ...quote, fareTotalPaise: newTotal } });
    fireEvent.click(screen.getByRole('button', { name: 'Book and pay from wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Price changed' });
    expect(within(dialog).getByText(formatRupees(newTotal))).toBeTruthy();
    expect(within(dialog).getByText(/booking class T to S/)).toBeTruthy();
    expect(bookings()).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await screen.findByText('Ticket page');
    expect(bookings()).toHaveLength(2);
    expect(bookings()[1]?.body).toMatchObject({ acceptedTotalPaise: newTotal });
    expect(bookings()[1]?.headers.get('idempotency-key')).not.toBe(bookings()[0]?.headers.get('idempotency-key'));
  });

  it('on 409 DUPLICATE_BOOKING names the booking it repeats, and books again only when told to', async () => {
    const repeated = 'Vihaan Rao is already booked on 6E-2134 on 01 Dec, 2026 in booking TSF0123. Book again anyway?';
    answers['POST /api/v1/flights/bookings'] = (call) =>
      (call.body as { confirmDuplicate?: boolean }).confirmDuplicate
        ? { status: 201, body: bookingFixture() }
        : {
            status: 409,
            body: {
              error: {
                code: 409,
                message: repeated,
                kind: 'DUPLICATE_BOOKING',
                details: { transactionId: 'TSF0123' },
              },
            },
          };
    renderReview();
    await loaded();
    await fillEverything();
    fireEvent.click(screen.getByRole('button', { name: 'Book and pay from wallet' }));
    let dialog = await screen.findByRole('dialog', { name: 'Already booked' });
    expect(within(dialog).getByText(repeated)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Do not book' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bookings()).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Book and pay from wallet' }));
    dialog = await screen.findByRole('dialog', { name: 'Already booked' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book again' }));
    await screen.findByText('Ticket page');
    expect(bookings()).toHaveLength(3);
    expect(bookings()[2]?.body).toMatchObject({ confirmDuplicate: true });
  });

  it('on a seat taken meanwhile says Flight Booking Failed, marks the seat taken and draws the map again', async () => {
    answers['POST /api/v1/flights/bookings'] = () => ({
      status: 409,
      body: {
        error: {
          code: 409,
          message: BOOKING_MSG.seatTaken,
          kind: 'BOOKING_FAILED',
          details: { title: BOOKING_MSG.bookingFailed },
          fields: {
            'travellers.0.legs.0.seats.0': BOOKING_MSG.seatTaken,
          },
        },
      },
    });
    renderReview();
    await loaded();
    await fillEverything();
    const map = screen.getByRole('group', { name: 'Seat map of 6E-2134, DEL to BOM' });
    fireEvent.click(within(map).getByRole('button', { name: '7C, aisle, ₹350, available' }));
    fireEvent.click(screen.getByRole('button', { name: 'Book and pay from wallet' }));
    expect(await screen.findByText(BOOKING_MSG.bookingFailed)).toBeTruthy();
    expect(screen.getAllByText(BOOKING_MSG.seatTaken).length).toBeGreaterThan(0);
    expect(within(map).getByRole('button', { name: '7C, aisle, ₹350, taken' })).toBeTruthy();
    await waitFor(() => expect(quotes()).toHaveLength(2));
  });

  it('says there is nothing to review without fares in the URL', async () => {
    renderReview('/flights/review?trip=ONE_WAY&from=DEL&to=BOM&date=2026-12-01');
    expect(await screen.findByText(/There is nothing to review/)).toBeTruthy();
    expect(quotes()).toHaveLength(0);
  });

  it('says why when the fare is gone', async () => {
    answers['POST /api/v1/flights/quote'] = () => ({
      status: 409,
      body: {
        error: {
          code: 409,
          message: BOOKING_MSG_DECIDED.fareUnavailable,
          kind: 'BOOKING_FAILED',
          details: { title: BOOKING_MSG.bookingFailed },
        },
      },
    });
    renderReview();
    expect(await screen.findByText(BOOKING_MSG_DECIDED.fareUnavailable)).toBeTruthy();
    expect(screen.getByText(BOOKING_MSG.bookingFailed)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to results' })).toBeTruthy();
  });
});
