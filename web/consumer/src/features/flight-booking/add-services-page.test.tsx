import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ServiceOptions, ServicesQuoteAnswer } from '@tripsetu/domain/booking-api.ts';
import { SERVICES_MSG_DECIDED } from '@tripsetu/domain/flight-services.ts';
import { Route } from 'react-router';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { leaveSite } from '../../lib/leave-site.ts';
import { AddServicesPage } from './after-sales/AddServicesPage.tsx';
import { gateway, renderRoutes, roundTrip } from './after-sales.harness.tsx';
import { TXID } from './booking.fixture.ts';

const seat = (seatNo: string, position: 'WINDOW' | 'MIDDLE' | 'AISLE', available = true) => ({
  seatNo,
  position,
  extraLegroom: false,
  exitRow: false,
  pricePaise: 30_000,
  available,
});

/** One seat map on the onward flight; the return's cut-offs have passed. */
const options: ServiceOptions = {
  seatMaps: [
    {
      legIndex: 0,
      segmentIndex: 0,
      flight: '6E-2134',
      origin: 'DEL',
      destination: 'BOM',
      aircraftName: 'Airbus A320',
      cabin: 'ECONOMY',
      letters: 'ABC-DEF',
      rows: [
        {
          row: 1,
          seats: [
            seat('1A', 'WINDOW'),
            seat('1B', 'MIDDLE', false),
            seat('1C', 'AISLE'),
            seat('1D', 'AISLE'),
            seat('1E', 'MIDDLE'),
            seat('1F', 'WINDOW'),
          ],
        },
      ],
    },
  ],
  extras: {
    meals: [{ code: 'VGML', label: 'Vegetarian meal', pricePaise: 40_000, childOnly: false }],
    baggage: [{ legIndex: 0, options: [{ code: 'XB5', label: 'Excess baggage 5 kg', pricePaise: 250_000, kg: 5 }] }],
    services: [{ code: 'WCHR', label: 'Wheelchair', pricePaise: 0 }],
    maxBaggageKg: 60,
  },
  open: [{ legIndex: 0, segmentIndex: 0, kinds: ['SEAT', 'MEAL', 'BAGGAGE', 'SERVICE'] }],
};

const quote: ServicesQuoteAnswer = {
  lines: [
    {
      traveller: 0,
      legIndex: 0,
      segmentIndex: 0,
      kind: 'SEAT',
      code: '1A',
      label: 'Seat 1A',
      pricePaise: 30_000,
      feePaise: 5_000,
    },
    {
      traveller: 1,
      legIndex: 0,
      segmentIndex: 0,
      kind: 'MEAL',
      code: 'VGML',
      label: 'Vegetarian meal',
      pricePaise: 40_000,
      feePaise: 5_000,
    },
  ],
  totals: { servicesPaise: 70_000, feePaise: 10_000, gstPaise: 1_800, amountPaise: 81_800 },
};

const renderAt = (path: string) =>
  renderRoutes(path, <Route path="/flight/add-ssr/:transactionId" element={<AddServicesPage />} />);

describe('a traveller adds seats, meals and more to their booking (issue 21)', () => {
  it('chooses a seat on the map and a meal, sees the charges, then goes to the payment page', async () => {
    const leave = vi.spyOn(leaveSite, 'to').mockImplementation(() => {});
    onTestFinished(() => leave.mockRestore());
    gateway.answers = {
      getbooking: { StatusCode: 200, Result: roundTrip() },
      getserviceoptions: { StatusCode: 200, Result: options },
      getservicesquote: { StatusCode: 200, Result: quote },
      addservices: {
        StatusCode: 200,
        Message: SERVICES_MSG_DECIDED.travellerPay,
        Result: { txid: TXID, added: false, amount_paise: 81_800, orderref: 'PO1', checkouturl: '/pay/sandbox/po1' },
      },
    };
    renderAt(`/flight/add-ssr/${TXID}`);
    const map = await screen.findByRole('group', { name: /^Seat map of 6E-2134/ });
    expect(within(map).getByRole('button', { name: /^1B, .*taken$/ })).toBeTruthy();
    fireEvent.click(within(map).getByRole('button', { name: /^1A, window, ₹300, available$/ }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Meal for Mr Arjun Nair' }), { target: { value: 'VGML' } });
    // The return flight's cut-offs have passed: it says so rather than offering anything.
    const back = screen.getByRole('region', { name: /^Return: BOM → DEL/ });
    expect(within(back).getByText(SERVICES_MSG_DECIDED.closed('SEAT'))).toBeTruthy();
    expect(within(back).queryByRole('combobox')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'See the charges' }));
    const charges = await screen.findByRole('region', { name: 'Charges' });
    expect(within(charges).getByTestId('services-total').textContent).toBe('₹818');
    const asked = gateway.calls.find((call) => call.get('actioncode') === 'getservicesquote');
    expect(JSON.parse(asked?.get('itemsjson') ?? '[]')).toEqual([
      { traveller: 0, legIndex: 0, segmentIndex: 0, kind: 'SEAT', code: '1A' },
      { traveller: 1, legIndex: 0, segmentIndex: 0, kind: 'MEAL', code: 'VGML' },
    ]);
    fireEvent.click(within(charges).getByRole('button', { name: 'Pay ₹818' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/pay/sandbox/po1'));
    expect(gateway.calls.find((call) => call.get('actioncode') === 'addservices')?.get('acceptedamount_paise')).toBe(
      '81800',
    );
  });

  it('back from the payment page: says what was added, or that the payment was refunded', async () => {
    gateway.answers = {
      getbooking: { StatusCode: 200, Result: roundTrip() },
      getservicespayment: {
        StatusCode: 200,
        Result: {
          orderref: 'PO1',
          status: 'REFUNDED',
          amount_paise: 81_800,
          checkouturl: null,
          reason: 'Seat 1A is taken.',
        },
      },
    };
    renderAt(`/flight/add-ssr/${TXID}?order=PO1`);
    expect((await screen.findByText(/could not add them after all/)).textContent).toContain('Seat 1A is taken.');
    expect(gateway.calls.find((call) => call.get('actioncode') === 'getservicespayment')?.get('orderref')).toBe('PO1');
  });

  it('a booking not paid online is told so', async () => {
    gateway.answers = { getbooking: { StatusCode: 200, Result: roundTrip({ payment: null }) } };
    renderAt(`/flight/add-ssr/${TXID}`);
    expect(await screen.findByText(new RegExp(SERVICES_MSG_DECIDED.notTicketed))).toBeTruthy();
    expect(gateway.calls.some((call) => call.get('actioncode') === 'getserviceoptions')).toBe(false);
  });
});
