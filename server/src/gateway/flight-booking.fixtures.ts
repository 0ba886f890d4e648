import { randomUUID } from 'node:crypto';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import type {
  FlightPassengerInput,
  GatewayFareQuote,
  GatewayFlightBooking,
  PassengerType,
} from '@tripsetu/domain/gateway-flight-booking.ts';
import type { FlightSearchAnswer, RecommendedFlight } from '@tripsetu/domain/gateway-flights.ts';
import { expect } from 'vitest';
import { callGateway, type TestApp } from '../test/harness.ts';

/** A signed-in traveller of the consumer site: the session token the site sends as `sessiontoken`. */
export interface SignedInTraveller {
  mobile: string;
  email: string;
  sessiontoken: string;
}

/** The newest OTP texted to a number, read from the demo SMS outbox. */
async function otpSentTo(t: TestApp, mobile: string): Promise<string> {
  const [latest] = (await t.services.identity.listSms(50)).filter((sms) => sms.to_mobile === mobile);
  const code = latest?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no OTP texted to ${mobile}`);
  return code;
}

/** Registers traveller number `n` and signs them in through the gateway, as the site does (MU031, MAU001). */
export async function signedInTraveller(t: TestApp, n: number): Promise<SignedInTraveller> {
  const mobile = String(9_300_000_000 + n);
  const email = `traveller${n}@example.in`;
  // Each traveller from an address of their own, so that OTP send limits never cross.
  const address = `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  const call = (fields: Record<string, string>) => callGateway(t.app, fields, '/gateway/app', address);
  const registered = await call({
    opid: 'MU031',
    actioncode: 'REGISTER',
    salutation: 'Ms',
    first_name: 'Priya',
    last_name: 'Sharma',
    contact_email: email,
    mobile_number: mobile,
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  const verified = await call({
    opid: 'MU031',
    actioncode: 'VERIFYOTP',
    mobilenumber: mobile,
    otp: await otpSentTo(t, mobile),
    registrationtoken: registered.body.ApiStatus.TransactionStatus,
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  const sent = await call({
    opid: 'MAU001',
    actioncode: 'SENDLOGINOTP',
    mobilenumber: mobile,
    usertype: 'reactclient',
  });
  const signedIn = await call({
    opid: 'MAU001',
    actioncode: 'VERIFYLOGINOTP',
    mobilenumber: mobile,
    otp: await otpSentTo(t, mobile),
    registrationtoken: sent.body.ApiStatus.TransactionStatus,
    usertype: 'reactclient',
  });
  expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
  return { mobile, email, sessiontoken: signedIn.body.sessiontoken as string };
}

/** MF001 search fields: one way Delhi–Mumbai, economy, one adult, `days` ahead; overrides change them. */
export function searchFields(days: number, overrides: Record<string, string | number> = {}) {
  return {
    origin: 'DEL',
    destination: 'BOM',
    jdate: addDays(todayInIndia(), days),
    rdate: '',
    triptype: 'O',
    numadults: 1,
    numchildren: 0,
    numinfants: 0,
    cabin: 'Y',
    nearby: 'N',
    nonstop: 'N',
    ...overrides,
  } as Record<string, string | number>;
}

export interface ChosenFares {
  search: Record<string, string | number>;
  fareid: string;
  returnfareid: string;
  seentotal_paise: number;
}

/** Searches as the results page does and picks, on each leg, the cheapest fare of the first flight `pick` accepts. */
export async function chooseFares(
  t: TestApp,
  search: Record<string, string | number>,
  pick: (flight: RecommendedFlight) => boolean = (flight) => flight.flightlegs.length === 1,
): Promise<ChosenFares> {
  const found = await callGateway(t.app, { opid: 'MF001', actioncode: 'search', ...search });
  expect(found.status, JSON.stringify(found.body).slice(0, 300)).toBe(200);
  const answer = found.body.Result as FlightSearchAnswer;
  const fareOf = (flights: RecommendedFlight[]) => {
    const flight = flights.find(pick) ?? flights[0];
    const fare = flight?.flightfare[0];
    if (!fare) throw new Error('no flights found');
    return fare;
  };
  const onward = fareOf(answer.onward);
  const back = search.triptype === 'R' ? fareOf(answer.return) : null;
  return {
    search,
    fareid: onward.fareid,
    returnfareid: back?.fareid ?? '',
    seentotal_paise: onward.totalfq_paise + (back?.totalfq_paise ?? 0),
  };
}

export const quoteFields = (chosen: ChosenFares) => ({
  opid: 'MF001',
  actioncode: 'getfarequote',
  ...chosen.search,
  fareid: chosen.fareid,
  returnfareid: chosen.returnfareid,
  seentotal_paise: chosen.seentotal_paise,
});

export async function fareQuote(t: TestApp, chosen: ChosenFares): Promise<GatewayFareQuote> {
  const quoted = await callGateway(t.app, quoteFields(chosen));
  expect(quoted.status, JSON.stringify(quoted.body).slice(0, 300)).toBe(200);
  return quoted.body.Result as GatewayFareQuote;
}

const NAMES = ['Arjun', 'Meera', 'Kabir', 'Anaya', 'Vihaan', 'Diya', 'Reyansh', 'Saanvi', 'Ishaan'];

/** A complete passenger record of a type, born to fit it on `travelDate`. */
export function passenger(
  type: PassengerType,
  index: number,
  travelDate: string,
  overrides: Partial<FlightPassengerInput> = {},
): FlightPassengerInput {
  const years = type === 'adult' ? 34 : type === 'child' ? 7 : 1;
  return {
    type,
    title: type === 'adult' ? (index % 2 === 0 ? 'Mr' : 'Ms') : 'Mstr',
    first_name: NAMES[index % NAMES.length] as string,
    last_name: 'Sharma',
    dob: type === 'adult' ? '' : addDays(travelDate, -Math.round(years * 365.25) - 40),
    gender: type === 'adult' && index % 2 === 1 ? 'Female' : 'Male',
    passport_number: 'NA',
    ...overrides,
  };
}

/** Passengers for a quote's counts: adults, children, infants. */
export function passengersFor(quote: GatewayFareQuote): FlightPassengerInput[] {
  const date = quote.legs[0]?.date ?? todayInIndia();
  const out: FlightPassengerInput[] = [];
  for (let i = 0; i < quote.numadults; i++) out.push(passenger('adult', out.length, date));
  for (let i = 0; i < quote.numchildren; i++) out.push(passenger('child', out.length, date));
  for (let i = 0; i < quote.numinfants; i++) out.push(passenger('infant', out.length, date));
  return out;
}

/** The `book` form for a quote: its passengers, a contact, terms accepted, a fresh request key. */
export function bookingFields(
  traveller: SignedInTraveller,
  chosen: ChosenFares,
  quote: GatewayFareQuote,
  options: { passengers?: FlightPassengerInput[]; fields?: Record<string, string | number> } = {},
): Record<string, string | number> {
  return {
    ...quoteFields(chosen),
    actioncode: 'book',
    sessiontoken: traveller.sessiontoken,
    acceptedtotal_paise: quote.faretotal_paise,
    passengerjson: JSON.stringify(options.passengers ?? passengersFor(quote)),
    paxemail: traveller.email,
    paxmobile: traveller.mobile,
    paxcountrycode: '+91',
    termsaccepted: 'Y',
    requestkey: `book-${randomUUID()}`,
    ...options.fields,
  };
}

/** The payer on the sandbox's hosted page; answers where the page sends them. */
export async function onHostedPage(t: TestApp, checkoutUrl: string, outcome: 'pay' | 'fail' | 'cancel') {
  const answer = await t.app.inject({
    method: 'POST',
    url: checkoutUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ outcome, method: 'UPI' }).toString(),
  });
  expect(answer.statusCode, answer.body).toBe(303);
  return String(answer.headers.location);
}

/** The payer's browser follows the gateway's redirect back to us. */
export const returnTo = (t: TestApp, location: string) => t.app.inject({ method: 'GET', url: location });

export async function getBooking(
  t: TestApp,
  traveller: SignedInTraveller,
  txid: string,
  actioncode = 'getbooking',
): Promise<GatewayFlightBooking> {
  const answer = await callGateway(t.app, { opid: 'MF001', actioncode, txid, sessiontoken: traveller.sessiontoken });
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
  return answer.body.Result as GatewayFlightBooking;
}

/** Seats sold here on a booking's first flight, read from the inventory. */
export async function seatsSoldOn(t: TestApp, booking: GatewayFlightBooking): Promise<number> {
  const segment = booking.legs[0]?.flightlegs[0];
  if (!segment) throw new Error('no flight');
  const row = await t.database.db
    .selectFrom('flight_inventory as i')
    .innerJoin('flight_schedules as s', 's.id', 'i.schedule_id')
    .select('i.seats_sold')
    .where('s.carrier', '=', segment.carrier)
    .where('s.flight_number', '=', Number(segment.flightnumber))
    .where('i.flight_date', '=', segment.depdate)
    .where('i.cabin', '=', booking.cabin === 'W' ? 'BUSINESS' : 'ECONOMY')
    .executeTakeFirst();
  return Number(row?.seats_sold ?? 0);
}

/** Moves a consumer booking's payment deadline (and its gateway order's expiry) into the past. */
export async function passDeadline(t: TestApp, txid: string) {
  const past = new Date(Date.now() - 60_000);
  const booking = await t.database.db
    .updateTable('bookings')
    .set({ payment_deadline: past })
    .where('transaction_id', '=', txid)
    .returning('id')
    .executeTakeFirstOrThrow();
  const order = await t.database.db
    .selectFrom('payment_orders')
    .select('provider_order_id')
    .where('booking_id', '=', booking.id)
    .executeTakeFirstOrThrow();
  await t.database.db
    .updateTable('sandbox_gateway_orders')
    .set({ expires_at: past })
    .where('id', '=', order.provider_order_id)
    .execute();
}

/** Only the booking's own deadline: the gateway still takes the payment (a payment under way). */
export async function passBookingDeadlineOnly(t: TestApp, txid: string) {
  await t.database.db
    .updateTable('bookings')
    .set({ payment_deadline: new Date(Date.now() - 1000) })
    .where('transaction_id', '=', txid)
    .execute();
}
