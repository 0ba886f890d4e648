import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import type { GatewayFlightBooking } from '@tripsetu/domain/gateway-flight-booking.ts';
import { booking } from './booking.fixture.ts';

/**
 * The page tests of a traveller's booking after payment: a signed-in traveller, the gateway answered per
 * actioncode (lib/gateway-test-harness.tsx, shared with the other features' page tests), and a round trip.
 */
export { type GatewayAnswer, gateway, renderRoutes, signOut } from '../../lib/gateway-test-harness.tsx';

export const ahead = addDays(todayInIndia(), 20);
/** A round trip for two adults, 20 days ahead, paid by UPI. */
export const roundTrip = (change: Partial<GatewayFlightBooking> = {}): GatewayFlightBooking => {
  const base = booking({});
  const [onward] = base.legs;
  const [adult] = base.passengers;
  if (!onward || !adult) throw new Error('fixture');
  const flight = onward.flightlegs[0];
  if (!flight) throw new Error('fixture');
  return booking({
    triptype: 'R',
    legs: [
      { ...onward, date: ahead, flightlegs: [{ ...flight, depdate: ahead, arrdate: ahead }] },
      {
        ...onward,
        from: 'BOM',
        to: 'DEL',
        date: ahead,
        flightlegs: [
          { ...flight, flightnumber: '2135', origin: 'BOM', destination: 'DEL', depdate: ahead, arrdate: ahead },
        ],
      },
    ],
    passengers: [adult, { ...adult, title: 'Mr', first_name: 'Arjun', gender: 'Male' }],
    payment: {
      orderref: 'PO0123',
      status: 'PAID',
      amount: 6000,
      amount_paise: 600_000,
      checkouturl: null,
      method: 'UPI',
      paymentid: 'pay_1',
      failurereason: null,
      settled_at: '',
    },
    ...change,
  });
};
