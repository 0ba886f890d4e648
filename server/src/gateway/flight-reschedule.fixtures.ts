import type { RescheduleOptions, RescheduleQuoteAnswer } from '@tripsetu/domain/booking-api.ts';
import type { GatewayFlightBooking } from '@tripsetu/domain/gateway-flight-booking.ts';
import { expect } from 'vitest';
import { callGateway, type TestApp } from '../test/harness.ts';
import {
  bookingFields,
  chooseFares,
  fareQuote,
  getBooking,
  onHostedPage,
  returnTo,
  type SignedInTraveller,
  searchFields,
  signedInTraveller,
} from './flight-booking.fixtures.ts';

/** A traveller's MF001 call. */
export const callAs = (t: TestApp, who: SignedInTraveller, fields: Record<string, string>) =>
  callGateway(t.app, { opid: 'MF001', ...fields, sessiontoken: who.sessiontoken });

/** Two adults one way, `days` ahead, booked and paid on the sandbox page by traveller number `n`. */
export async function paidTwoAdults(t: TestApp, n: number, days: number) {
  const traveller = await signedInTraveller(t, n);
  const chosen = await chooseFares(t, searchFields(days, { numadults: 2 }));
  const quote = await fareQuote(t, chosen);
  const started = await callGateway(t.app, bookingFields(traveller, chosen, quote));
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  await returnTo(t, await onHostedPage(t, started.body.Result.checkouturl, 'pay'));
  const booking = await getBooking(t, traveller, started.body.Result.txid);
  expect(booking.status_code).toBe('CONFIRMED');
  return { traveller, booking };
}

/** The first non-stop option for the first traveller on `date` (the booked flight is never offered). */
export async function optionOn(t: TestApp, traveller: SignedInTraveller, booking: GatewayFlightBooking, date: string) {
  const answer = await callAs(t, traveller, {
    actioncode: 'getrescheduleoptions',
    txid: booking.txid,
    travellers: '0',
    journey: '0',
    date,
  });
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
  const options = answer.body.Result as RescheduleOptions;
  for (const itinerary of options.leg.itineraries) {
    const fare = itinerary.fares.find((option) => option.family === 'Flexi') ?? itinerary.fares[0];
    if (itinerary.stops === 0 && fare) return fare.id;
  }
  throw new Error(`no flights on ${date}`);
}

/** The first traveller's move to `date`, chosen and quoted. */
export async function rescheduleQuoted(
  t: TestApp,
  traveller: SignedInTraveller,
  booking: GatewayFlightBooking,
  date: string,
) {
  const optionid = await optionOn(t, traveller, booking, date);
  const choice = { txid: booking.txid, travellers: '0', journey: '0', date, optionid };
  const answer = await callAs(t, traveller, { actioncode: 'getreschedulequote', ...choice });
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
  return { choice, quote: answer.body.Result as RescheduleQuoteAnswer };
}
