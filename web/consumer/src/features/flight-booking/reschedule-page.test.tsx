import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RescheduleOptions, RescheduleQuoteAnswer } from '@tripsetu/domain/booking-api.ts';
import { RESCHEDULE_MSG_DECIDED } from '@tripsetu/domain/flight-reschedule.ts';
import { Route } from 'react-router';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { leaveSite } from '../../lib/leave-site.ts';
import { FlightOrderDetailsPage } from './after-sales/FlightOrderDetailsPage.tsx';
import { FlightReschedulePage } from './after-sales/FlightReschedulePage.tsx';
import { ahead, gateway, renderRoutes, roundTrip } from './after-sales.harness.tsx';
import { TXID } from './booking.fixture.ts';

const flight = (carrier: string, number: string, departs: string, arrives: string, fares: [string, number][]) => ({
  id: `${carrier}-${number}@${ahead}`,
  segments: [{ carrier, flightNumber: number, departureTime: departs, arrivalTime: arrives }],
  stops: 0,
  durationMinutes: 130,
  carriers: [carrier],
  fares: fares.map(([family, totalPaise]) => ({ id: `${number}-${family}`, family, totalPaise })),
  lowestTotalPaise: Math.min(...fares.map(([, paise]) => paise)),
  refundable: true,
});

/** The booked flight (6E-2134) and another on the same day. */
const options = {
  leg: {
    from: 'DEL',
    to: 'BOM',
    date: ahead,
    fromAirports: ['DEL'],
    toAirports: ['BOM'],
    itineraries: [
      flight('6E', '2134', '0605', '0815', [['Saver', 450_000]]),
      flight('6E', '5001', '1810', '2020', [
        ['Saver', 480_000],
        ['Flexi', 590_000],
      ]),
    ],
  },
  fareRules: {},
} as unknown as RescheduleOptions;

const amounts = {
  oldFarePaise: 500_000,
  newFarePaise: 590_000,
  fareDifferencePaise: 90_000,
  lowerFareKeptPaise: 0,
  airlineChargePaise: 300_000,
  otaChargePaise: 25_000,
  gstPaise: 4_500,
  amountPaise: 419_500,
};
const quote: RescheduleQuoteAnswer = {
  lines: [{ traveller: 1, paxType: 'ADT', window: 'More than 72 hours before departure', ...amounts }],
  totals: amounts,
};

const renderAt = (path: string) =>
  renderRoutes(
    path,
    <>
      <Route path="/flight/reshedule/:transactionId" element={<FlightReschedulePage />} />
      <Route path="/flight/order-details/:transactionId" element={<FlightOrderDetailsPage />} />
    </>,
  );

describe('a traveller changes the date of their flight (issue 21)', () => {
  it('searches the journey, offers other flights, shows every charge, then opens the payment once', async () => {
    const leave = vi.spyOn(leaveSite, 'to').mockImplementation(() => {});
    onTestFinished(() => leave.mockRestore());
    gateway.answers = {
      getbooking: { StatusCode: 200, Result: roundTrip() },
      getrescheduleoptions: { StatusCode: 200, Result: options },
      getreschedulequote: { StatusCode: 200, Result: quote },
      reschedule: {
        StatusCode: 200,
        Message: RESCHEDULE_MSG_DECIDED.travellerPay,
        Result: { txid: TXID, newtxid: 'TSFNEW', checkouturl: '/pay/sandbox/ord_1', amount_paise: 419_500 },
      },
    };
    renderAt(`/flight/reshedule/${TXID}`);
    expect(await screen.findByRole('radio', { name: /Onward: DEL → BOM/ })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('checkbox', { name: /Ms Meera Nair/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Search flights' }));

    const list = await screen.findByRole('radiogroup', { name: /Flights on/ });
    const asked = gateway.calls.find((call) => call.get('actioncode') === 'getrescheduleoptions');
    expect([asked?.get('travellers'), asked?.get('journey'), asked?.get('date')]).toEqual(['1', '0', ahead]);
    // The flight booked now is listed and cannot be chosen.
    expect(within(list).getByRole('radio', { name: /Saver ₹4,500, 6E-2134/ })).toHaveProperty('disabled', true);
    fireEvent.click(within(list).getByRole('radio', { name: /Flexi ₹5,900, 6E-5001/ }));
    fireEvent.click(screen.getByRole('button', { name: 'See the charges' }));

    const charges = await screen.findByRole('region', { name: 'Charges for the change' });
    expect(within(charges).getByText('Airline change charge').nextSibling?.textContent).toBe('₹3,000');
    expect(charges.textContent).toContain('Amount to pay₹4,195');
    expect(gateway.calls.find((call) => call.get('actioncode') === 'getreschedulequote')?.get('optionid')).toBe(
      '5001-Flexi',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹4,195' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/pay/sandbox/ord_1'));
    const sent = gateway.calls.find((call) => call.get('actioncode') === 'reschedule');
    expect(sent?.get('acceptedamount_paise')).toBe('419500');
    expect(sent?.get('requestkey')?.length).toBeGreaterThanOrEqual(8);
  });

  it('shows a refusal with the reason and asks again when the amount moved', async () => {
    const leave = vi.spyOn(leaveSite, 'to').mockImplementation(() => {});
    onTestFinished(() => leave.mockRestore());
    gateway.answers = {
      getbooking: { StatusCode: 200, Result: roundTrip() },
      getrescheduleoptions: { StatusCode: 200, Result: options },
      getreschedulequote: { StatusCode: 200, Result: quote },
      reschedule: {
        StatusCode: 409,
        Message: RESCHEDULE_MSG_DECIDED.amountChanged,
        Errors: { code: 'RESCHEDULE_FAILED', newAmountPaise: '429500' },
      },
    };
    renderAt(`/flight/reshedule/${TXID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Search flights' }));
    fireEvent.click(await screen.findByRole('radio', { name: /Saver ₹4,800, 6E-5001/ }));
    fireEvent.click(screen.getByRole('button', { name: 'See the charges' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Pay ₹4,195' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    expect((await screen.findByRole('alert')).textContent).toContain(RESCHEDULE_MSG_DECIDED.amountChanged);
    await waitFor(() =>
      expect(gateway.calls.filter((call) => call.get('actioncode') === 'getreschedulequote')).toHaveLength(2),
    );
    expect(leave).not.toHaveBeenCalled();
  });

  it('links the order details to the change, and to the bookings it came from and went to', async () => {
    gateway.answers = {
      getbooking: {
        StatusCode: 200,
        Result: roundTrip({
          rescheduledfrom: 'TSFOLD',
          reschedules: [{ newtxid: 'TSFNEW', amount_paise: 419_500, rescheduled_at: '' }],
          rescheduledsegments: [{ passenger: 1, leg: 0, segment: 0, newtxid: 'TSFNEW' }],
        }),
      },
    };
    renderAt(`/flight/order-details/${TXID}`);
    expect(await screen.findByRole('link', { name: 'Change date' })).toHaveProperty(
      'href',
      expect.stringContaining(`/flight/reshedule/${TXID}`),
    );
    expect(screen.getByRole('link', { name: 'TSFOLD' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'TSFNEW' })).toBeTruthy();
    expect(screen.getByText('Onward rescheduled')).toBeTruthy();
  });

  it('lists the ten cheapest flights first, and all of them when asked', async () => {
    const many = {
      ...options,
      leg: {
        ...options.leg,
        itineraries: Array.from({ length: 14 }, (_, i) =>
          flight('AI', String(800 + i), '0900', '1110', [['Saver', 500_000 + i * 1_000]]),
        ),
      },
    } as unknown as RescheduleOptions;
    gateway.answers = {
      getbooking: { StatusCode: 200, Result: roundTrip() },
      getrescheduleoptions: { StatusCode: 200, Result: many },
    };
    renderAt(`/flight/reshedule/${TXID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Search flights' }));
    const list = await screen.findByRole('radiogroup', { name: /Flights on/ });
    expect(within(list).getAllByRole('radio')).toHaveLength(10);
    expect(within(list).getByRole('radio', { name: /AI-800,/ })).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Show all 14 flights' }));
    expect(within(list).getAllByRole('radio')).toHaveLength(14);
  });

  it('says so when the booking cannot be changed online', async () => {
    gateway.answers = { getbooking: { StatusCode: 200, Result: roundTrip({ payment: null }) } };
    renderAt(`/flight/reshedule/${TXID}`);
    expect(await screen.findByText('Only a confirmed, paid booking can be changed online.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Search flights' })).toBeNull();
  });
});
