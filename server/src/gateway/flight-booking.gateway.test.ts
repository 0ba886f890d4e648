import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import {
  BOOKING_MSG,
  BOOKING_MSG_DECIDED,
  FLIGHT_TRANSACTION_ID,
  PNR_PATTERN,
} from '@tripsetu/domain/flight-booking.ts';
import { FLIGHT_MSG } from '@tripsetu/domain/flight-search.ts';
import {
  FLIGHT_BOOKING_GATEWAY_MSG,
  type FlightPassengerInput,
  type GatewayFareQuote,
  type GatewayFlightInvoice,
  PAYMENT_WINDOW_MINUTES,
} from '@tripsetu/domain/gateway-flight-booking.ts';
import { MSG_DECIDED } from '@tripsetu/domain/messages.ts';
import { PAYMENT_MSG } from '@tripsetu/domain/payments.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../db/seed/demo-accounts.ts';
import { signOutcome } from '../modules/payments/provider.ts';
import { DEMO, signedInClient } from '../test/agent-client.ts';
import { callGateway, createTestApp, type TestApp } from '../test/harness.ts';
import { pdfText } from '../test/pdf-text.ts';
import {
  bookingFields,
  type ChosenFares,
  chooseFares,
  fareQuote,
  getBooking,
  onHostedPage,
  passBookingDeadlineOnly,
  passDeadline,
  passenger,
  passengersFor,
  quoteFields,
  returnTo,
  type SignedInTraveller,
  searchFields,
  seatsSoldOn,
  signedInTraveller,
} from './flight-booking.fixtures.ts';

let t: TestApp;
let traveller: SignedInTraveller;
let other: SignedInTraveller;

beforeAll(async () => {
  t = await createTestApp();
  traveller = await signedInTraveller(t, 1);
  other = await signedInTraveller(t, 2);
});
afterAll(() => t.close());
// A traveller of their own for each test: a traveller may keep only a few bookings unpaid (issue 17).
let nextTraveller = 100;
beforeEach(async () => {
  traveller = await signedInTraveller(t, nextTraveller++);
});

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

async function counts() {
  const n = async (
    table: 'flight_bookings' | 'payment_orders' | 'sandbox_gateway_orders' | 'flight_seat_assignments',
  ) =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const sold = await t.database.db
    .selectFrom('flight_inventory')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('seats_sold'), eb.val('0')).as('n'))
    .executeTakeFirstOrThrow();
  return {
    bookings: await n('flight_bookings'),
    orders: await n('payment_orders'),
    gatewayOrders: await n('sandbox_gateway_orders'),
    seats: await n('flight_seat_assignments'),
    sold: Number(sold.n),
  };
}

async function quoted(days: number, overrides: Record<string, string | number> = {}) {
  const chosen = await chooseFares(t, searchFields(days, overrides));
  return { chosen, quote: await fareQuote(t, chosen) };
}

async function book(
  who: SignedInTraveller,
  q: { chosen: ChosenFares; quote: GatewayFareQuote },
  options: Parameters<typeof bookingFields>[3] = {},
) {
  return callGateway(t.app, bookingFields(who, q.chosen, q.quote, options));
}

async function booked(days: number, overrides: Record<string, string | number> = {}) {
  const q = await quoted(days, overrides);
  const answer = await book(traveller, q);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { ...q, started: answer.body.Result };
}

const freeSeat = (quote: GatewayFareQuote, where: (seat: { exitRow: boolean; seatNo: string }) => boolean) => {
  const seat = quote.seatmaps[0]?.rows.flatMap((row) => row.seats).find((s) => s.available && where(s));
  if (!seat) throw new Error('no such free seat');
  return seat;
};

describe('MF001 getfarequote', () => {
  it('prices the chosen fare for a traveller: convenience fee and GST, no commission, no hold, a 15-minute window', async () => {
    const { chosen, quote } = await quoted(20, { numadults: 2 });
    expect(quote.faretotal_paise).toBe(chosen.seentotal_paise);
    expect(quote.pricechange).toBeNull();
    expect(quote.holduntil).toBeNull();
    expect(quote.paymentwindowminutes).toBe(PAYMENT_WINDOW_MINUTES);
    const codes = quote.summary.map((line) => line.code);
    expect(codes).toEqual(expect.arrayContaining(['BASE', 'YQ', 'K3', 'OTHER_TAXES', 'CONVENIENCE_FEE', 'GST']));
    expect(codes).not.toContain('COMMISSION');
    expect(codes).not.toContain('SERVICE_CHARGE');
    expect(quote.summary.find((line) => line.code === 'CONVENIENCE_FEE')?.amount_paise).toBe(2 * 249_00);
    expect(sum(quote.summary.map((line) => line.amount_paise))).toBe(quote.total_paise);
    expect(quote.total).toBe(quote.total_paise / 100);
    expect(quote.legs[0]?.fare.fareid).toBe(chosen.fareid);
    expect(quote.legs[0]?.flightlegs[0]?.origin).toBe('DEL');
    expect(quote.seatmaps[0]?.rows.length).toBeGreaterThan(10);
    expect(quote.extras.meals.map((meal) => meal.code)).toContain('VGML');
  });

  it('says the price changed, old and new, and why; anyone may ask, signed in or not', async () => {
    const chosen = await chooseFares(t, searchFields(21));
    const answer = await callGateway(t.app, {
      ...quoteFields(chosen),
      seentotal_paise: chosen.seentotal_paise - 500_00,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.Result.pricechange).toEqual({
      oldtotal: (chosen.seentotal_paise - 500_00) / 100,
      oldtotal_paise: chosen.seentotal_paise - 500_00,
      newtotal: chosen.seentotal_paise / 100,
      newtotal_paise: chosen.seentotal_paise,
      reason: expect.stringMatching(/days left to departure|booking class/),
    });
  });

  it('refuses a search the form cannot make, and a round trip with one fare, under the form’s names', async () => {
    const chosen = await chooseFares(t, searchFields(22));
    const past = await callGateway(t.app, { ...quoteFields(chosen), jdate: addDays(todayInIndia(), -1) });
    expect(past.status).toBe(422);
    expect(Object.keys(past.body.ApiStatus.Errors)).toContain('jdate');
    const roundTrip = await callGateway(t.app, {
      ...quoteFields(chosen),
      triptype: 'R',
      rdate: addDays(todayInIndia(), 25),
    });
    expect(roundTrip.status).toBe(422);
    expect(roundTrip.body.ApiStatus.Errors.fareid).toBe(FLIGHT_MSG.selectOnwardAndReturn);
    const cabin = await callGateway(t.app, { ...quoteFields(chosen), cabin: 'F' });
    expect(cabin.body.ApiStatus.Errors.cabin).toBe('Please choose Economy or Business');
    const unknownFare = await callGateway(t.app, { ...quoteFields(chosen), fareid: 'nonsense' });
    expect(unknownFare.status).toBe(409);
    expect(unknownFare.body.ApiStatus.Message).toBe(BOOKING_MSG_DECIDED.fareUnavailable);
  });
});

describe('MF001 book, the sandbox gateway and the ticket', () => {
  it('books for a signed-in traveller, pays on the hosted page, lands on the ticket page, confirmed with tickets and invoices', async () => {
    const q = await quoted(24, { numchildren: 1, numinfants: 1 });
    const seat = freeSeat(q.quote, (s) => !s.exitRow);
    const passengers = passengersFor(q.quote);
    (passengers[0] as FlightPassengerInput).legs = [
      { seats: [seat.seatNo], meals: ['VGML'], baggage: ['XB10'], services: ['WCHR'] },
    ];
    const before = await counts();
    const answer = await book(traveller, q, { passengers });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.ApiStatus).toMatchObject({
      Status: 'SUCCESS',
      Message: FLIGHT_BOOKING_GATEWAY_MSG.paymentPending,
    });
    const started = answer.body.Result;
    expect(answer.body.ApiStatus.Result).toBe(started.txid);
    expect(started.txid).toMatch(FLIGHT_TRANSACTION_ID);
    expect(started.orderref).toMatch(/^PO[0-9A-Z]{20}$/);
    expect(started.checkouturl).toMatch(/^\/pay\/sandbox\/checkout\/order_[0-9a-f]{20}$/);
    const deadline = new Date(started.paymentdeadline).getTime();
    expect(deadline - Date.now()).toBeGreaterThan((PAYMENT_WINDOW_MINUTES - 1) * 60_000);
    expect(deadline - Date.now()).toBeLessThanOrEqual(PAYMENT_WINDOW_MINUTES * 60_000);

    // The seats are kept while the traveller pays; nothing is ticketed yet.
    const after = await counts();
    expect(after).toMatchObject({
      bookings: before.bookings + 1,
      orders: before.orders + 1,
      gatewayOrders: before.gatewayOrders + 1,
      seats: before.seats + 1,
      sold: before.sold + 2,
    });
    const pending = await getBooking(t, traveller, started.txid);
    expect(pending).toMatchObject({
      status_code: 'NOT_CONFIRMED',
      booking_status: 'Not confirmed',
      payment_status: 'UNPAID',
      invoiceno: null,
      message: FLIGHT_BOOKING_GATEWAY_MSG.paymentPending,
      paymentdeadline: started.paymentdeadline,
    });
    expect(pending.payment).toMatchObject({ status: 'CREATED', checkouturl: started.checkouturl });
    expect(pending.total_paise).toBe(started.total_paise);
    expect(sum(pending.fare.map((line) => line.amount_paise))).toBe(pending.total_paise);
    expect(pending.fare.map((line) => line.code)).toEqual(
      expect.arrayContaining(['SEATS', 'MEALS', 'BAGGAGE', 'CONVENIENCE_FEE', 'GST']),
    );
    expect(pending.passengers.map((p) => p.type)).toEqual(['adult', 'child', 'infant']);
    expect(pending.passengers[0]?.tickets).toEqual([]);
    const ticketTooSoon = await callGateway(t.app, {
      opid: 'MF001',
      actioncode: 'getticket',
      txid: started.txid,
      sessiontoken: traveller.sessiontoken,
    });
    expect(ticketTooSoon.status).toBe(409);
    expect(ticketTooSoon.body.ApiStatus.Message).toBe(FLIGHT_BOOKING_GATEWAY_MSG.ticketNotIssued);
    const invoiceTooSoon = await callGateway(t.app, {
      opid: 'MF001',
      actioncode: 'getinvoice',
      txid: started.txid,
      sessiontoken: traveller.sessiontoken,
    });
    expect(invoiceTooSoon.status).toBe(409);
    expect(invoiceTooSoon.body.ApiStatus.Message).toBe(BOOKING_MSG_DECIDED.notTicketed);

    // The hosted page shows the total; paying sends the payer back to the signed return…
    const page = await t.app.inject({ method: 'GET', url: started.checkouturl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(started.txid);
    const back = await onHostedPage(t, started.checkouturl, 'pay');
    expect(back).toMatch(/^\/pay\/return\/sandbox\?order_id=order_/);
    expect(new URL(back, 'http://x').searchParams.get('amount')).toBe(String(started.total_paise));
    // …which leads to the consumer site's ticket route.
    const landed = await returnTo(t, back);
    expect(landed.statusCode).toBe(303);
    expect(landed.headers.location).toBe(`/flight/ticket/${started.txid}`);

    const ticket = await getBooking(t, traveller, started.txid, 'getticket');
    expect(ticket).toMatchObject({
      status_code: 'CONFIRMED',
      booking_status: 'Confirmed',
      payment_status: 'PAID',
      message: BOOKING_MSG_DECIDED.ticketed,
    });
    expect(ticket.invoiceno).toMatch(/^TSI\/\d{4}-\d{2}\/\d{6}$/);
    expect(ticket.payment).toMatchObject({ status: 'PAID', method: 'UPI', checkouturl: null });
    expect(ticket.payment?.paymentid).toMatch(/^pay_/);
    for (const entry of ticket.pnrs) expect(entry.pnr).toMatch(PNR_PATTERN);
    for (const p of ticket.passengers) expect(p.tickets).toHaveLength(ticket.pnrs.length);
    expect(ticket.passengers[0]?.legs[0]?.seats).toEqual([seat.seatNo]);
    expect(await counts()).toMatchObject({ seats: after.seats, sold: after.sold });

    // A replayed return changes nothing.
    expect((await returnTo(t, back)).statusCode).toBe(303);
    const again = await getBooking(t, traveller, started.txid);
    expect(again.invoiceno).toBe(ticket.invoiceno);
    expect(again.passengers).toEqual(ticket.passengers);

    // The invoices: the operator's tax invoice splits the GST on the fee; the customer invoice is the fare paid.
    const invoice = async (invoicetype: string) =>
      callGateway(t.app, {
        opid: 'MF001',
        actioncode: 'getinvoice',
        txid: started.txid,
        invoicetype,
        sessiontoken: traveller.sessiontoken,
      });
    const tax = (await invoice('tax')).body.Result as GatewayFlightInvoice;
    expect(tax).toMatchObject({ title: 'Tax Invoice', invoiceno: ticket.invoiceno, placeofsupply: 'Gujarat' });
    const gst = ticket.fare.find((line) => line.code === 'GST')?.amount_paise ?? 0;
    expect((tax.gst?.cgst_paise ?? 0) + (tax.gst?.sgst_paise ?? 0)).toBe(gst);
    expect(tax.gst?.taxable_paise).toBe(3 * 249_00);
    expect(tax.lines.map((line) => line.code)).toEqual(expect.arrayContaining(['CGST', 'SGST']));
    expect(sum(tax.lines.map((line) => line.amount_paise))).toBe(tax.total_paise);
    expect(tax.passengers[0]?.tickets).toEqual(ticket.passengers[0]?.tickets.map((entry) => entry.ticketnumber));
    const customer = (await invoice('customer')).body.Result as GatewayFlightInvoice;
    expect(customer).toMatchObject({ title: 'Customer Invoice', gst: null, total_paise: ticket.total_paise });
    expect(customer.payment).toMatchObject({ orderref: started.orderref, method: 'UPI' });
    const badType = await invoice('proforma');
    expect(badType.status).toBe(422);
    expect(badType.body.ApiStatus.Errors.invoicetype).toBe(FLIGHT_BOOKING_GATEWAY_MSG.invoiceTypeInvalid);

    // The traveller is told by e-mail.
    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject'])
      .where('to_address', '=', traveller.email)
      .execute();
    expect(
      mails.some((mail) => mail.subject.startsWith('Booking confirmed') && mail.subject.includes(started.txid)),
    ).toBe(true);
  });

  it('answers a repeated submission with the same booking and payment, once', async () => {
    const q = await quoted(26);
    const fields = bookingFields(traveller, q.chosen, q.quote);
    const first = await callGateway(t.app, fields);
    expect(first.status).toBe(200);
    const before = await counts();
    const second = await callGateway(t.app, fields);
    expect(second.status).toBe(200);
    expect(second.body.Result).toEqual(first.body.Result);
    expect(await counts()).toEqual(before);
    const noKey = await callGateway(t.app, { ...fields, requestkey: '' });
    expect(noKey.status).toBe(422);
    expect(noKey.body.ApiStatus.Errors.requestkey).toBe(FLIGHT_BOOKING_GATEWAY_MSG.requestKeyRequired);
    expect(await counts()).toEqual(before);
  });

  it('is for signed-in travellers: a visitor, an anonymous session and an ended session are refused', async () => {
    const q = await quoted(27);
    const before = await counts();
    const fields = bookingFields(traveller, q.chosen, q.quote);
    const { sessiontoken: _token, ...visitor } = fields;
    const noSession = await callGateway(t.app, visitor);
    expect(noSession.status).toBe(401);
    expect(noSession.body.ApiStatus.Message).toBe(MSG_DECIDED.signInRequired);
    const anonymous = await callGateway(t.app, {
      opid: 'MAU001',
      actioncode: 'ANONYMOUSLOGIN',
      usertype: 'reactclient',
    });
    const asGuest = await callGateway(t.app, { ...fields, sessiontoken: anonymous.body.sessiontoken });
    expect(asGuest.status).toBe(401);
    const ended = await callGateway(t.app, { ...fields, sessiontoken: 'not-a-session-token-at-all' });
    expect(ended.body.ApiStatus.StatusCode).toBe(900);
    expect(await counts()).toEqual(before);
  });

  it('never books at a new price: 409 with the old and new price, nothing changed', async () => {
    const q = await quoted(28);
    const before = await counts();
    const answer = await book(traveller, q, { fields: { acceptedtotal_paise: q.quote.faretotal_paise - 100_00 } });
    expect(answer.status).toBe(409);
    expect(answer.body.ApiStatus.Message).toBe(BOOKING_MSG.priceChanged);
    expect(answer.body.ApiStatus.Errors).toMatchObject({
      code: 'PRICE_CHANGED',
      oldtotal_paise: String(q.quote.faretotal_paise - 100_00),
      newtotal_paise: String(q.quote.faretotal_paise),
      reason: expect.any(String),
    });
    expect(await counts()).toEqual(before);
  });
});

describe('every rule and message of the agents’ booking, under the form’s names; bad input changes nothing', () => {
  let q: Awaited<ReturnType<typeof quoted>>;
  const travelDate = addDays(todayInIndia(), 40);
  beforeAll(async () => {
    q = await quoted(40, { numchildren: 1, numinfants: 1 });
  });

  async function refused(
    change: (passengers: FlightPassengerInput[]) => void,
    fields: Record<string, string | number> = {},
    status = 422,
  ) {
    const passengers = passengersFor(q.quote);
    change(passengers);
    const before = await counts();
    const answer = await book(traveller, q, { passengers, fields });
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(answer.body.ApiStatus.Status).toBe('FAILURE');
    expect(await counts()).toEqual(before);
    return answer.body.ApiStatus as { Message: string; Errors: Record<string, string> };
  }
  const none = () => {};
  const first = (passengers: FlightPassengerInput[]) => passengers[0] as FlightPassengerInput;

  it.each([
    ['title', { title: '' }, BOOKING_MSG.titleRequired],
    ['title', { title: 'Dr' }, BOOKING_MSG.titleRequired],
    ['first_name', { first_name: 'A' }, BOOKING_MSG.firstNameMin],
    ['first_name', { first_name: 'R2D2' }, BOOKING_MSG.nameInvalid],
    ['last_name', { last_name: '' }, BOOKING_MSG.lastNameMin],
    ['last_name', { last_name: 'Sh@rma' }, BOOKING_MSG.nameInvalid],
    ['gender', { gender: '' }, BOOKING_MSG.genderRequired],
    ['frequent_flyer_number', { frequent_flyer_number: '!' }, BOOKING_MSG_DECIDED.frequentFlyerInvalid],
  ])('passenger %s: %j → %s', async (field, change, message) => {
    const error = await refused((passengers) => Object.assign(first(passengers), change));
    expect(error.Errors[`passengerjson.0.${field}`]).toBe(message);
    expect(error.Message).toBe(message);
  });

  it('a child or infant needs a date of birth that fits the type, in the past', async () => {
    let error = await refused((passengers) => Object.assign(passengers[1] as FlightPassengerInput, { dob: '' }));
    expect(error.Errors['passengerjson.1.dob']).toBe(BOOKING_MSG.dobRequired);
    error = await refused((passengers) =>
      Object.assign(passengers[1] as FlightPassengerInput, { dob: addDays(todayInIndia(), -200) }),
    );
    expect(error.Errors['passengerjson.1.dob']).toBe(BOOKING_MSG_DECIDED.paxTypeByAge);
    error = await refused((passengers) => Object.assign(passengers[2] as FlightPassengerInput, { dob: travelDate }));
    expect(error.Errors['passengerjson.2.dob']).toBe(BOOKING_MSG_DECIDED.dobFuture);
  });

  it('the passengers must match the search and be a list of passengers', async () => {
    let error = await refused((passengers) => passengers.pop());
    expect(error.Errors.passengerjson).toBe(BOOKING_MSG_DECIDED.travellersMismatch);
    error = await refused(none, { passengerjson: '{"not":"a list"}' });
    expect(error.Errors.passengerjson).toBe(FLIGHT_BOOKING_GATEWAY_MSG.passengersInvalid);
    error = await refused(none, { passengerjson: '[{"type":"pilot"}]' });
    expect(error.Errors.passengerjson).toBe(FLIGHT_BOOKING_GATEWAY_MSG.passengersInvalid);
    error = await refused(none, { acceptedtotal_paise: '' });
    expect(error.Errors.acceptedtotal_paise).toBe(FLIGHT_BOOKING_GATEWAY_MSG.acceptedTotalRequired);
  });

  it('contact, GST (each field once any is given) and terms', async () => {
    let error = await refused(none, { paxemail: 'nope', paxmobile: '98765' });
    expect(error.Errors.paxemail).toBe(AGENT_MSG.emailInvalid);
    expect(error.Errors.paxmobile).toBe(AGENT_MSG.mobileDigits);
    error = await refused(none, { paxmobile: '' });
    expect(error.Errors.paxmobile).toBe(AGENT_MSG.mobileRequired);
    error = await refused(none, { paxcountrycode: '91' });
    expect(error.Errors.paxcountrycode).toBe(BOOKING_MSG_DECIDED.dialCodeInvalid);
    error = await refused(none, { paxaltemail: 'also-nope' });
    expect(error.Errors.paxaltemail).toBe(AGENT_MSG.emailInvalid);
    error = await refused(none, { gstholder: 'Sharma Traders' });
    expect(error.Errors.gstnumber).toBe('Please enter GST number');
    expect(error.Errors.gstemail).toBe('Please enter GST email');
    error = await refused(none, { termsaccepted: 'N' });
    expect(error.Errors.termsaccepted).toBe(BOOKING_MSG.termsRequired);
  });

  it('baggage: not the same type twice, not more than 60 kg; SSRs not twice; meals from the list', async () => {
    const extras = (legs: FlightPassengerInput['legs']) => (passengers: FlightPassengerInput[]) => {
      first(passengers).legs = legs;
    };
    let error = await refused(extras([{ baggage: ['XB10', 'XB10'] }]));
    expect(error.Errors['passengerjson.0.legs.0.baggage']).toBe(BOOKING_MSG.baggageTwice);
    error = await refused(extras([{ baggage: ['XB30', 'XB20', 'XB15'] }]));
    expect(error.Errors['passengerjson.0.legs.0.baggage']).toBe(BOOKING_MSG.baggageMax);
    error = await refused(extras([{ services: ['WCHR', 'WCHR'] }]));
    expect(error.Errors['passengerjson.0.legs.0.services']).toBe(BOOKING_MSG.ssrTwice);
    error = await refused(extras([{ meals: ['CHML'] }]));
    expect(error.Errors['passengerjson.0.legs.0.meals.0']).toBe(BOOKING_MSG_DECIDED.mealChildOnly);
  });

  it('exit rows: no child, no adult with an infant; an infant has no seat; one seat per passenger', async () => {
    const exit = freeSeat(q.quote, (s) => s.exitRow);
    let error = await refused((passengers) => {
      (passengers[1] as FlightPassengerInput).legs = [{ seats: [exit.seatNo] }];
    });
    expect(error.Errors['passengerjson.1.legs.0.seats.0']).toBe(BOOKING_MSG.seatChild);
    error = await refused((passengers) => {
      first(passengers).legs = [{ seats: [exit.seatNo] }];
    });
    expect(error.Errors['passengerjson.0.legs.0.seats.0']).toBe(BOOKING_MSG_DECIDED.seatInfant);
    error = await refused((passengers) => {
      (passengers[2] as FlightPassengerInput).legs = [{ seats: ['20A'] }];
    });
    expect(error.Errors['passengerjson.2.legs.0.seats.0']).toBe(BOOKING_MSG_DECIDED.seatInfantNoSeat);
    const seat = freeSeat(q.quote, (s) => !s.exitRow);
    error = await refused((passengers) => {
      first(passengers).legs = [{ seats: [seat.seatNo] }];
      (passengers[1] as FlightPassengerInput).legs = [{ seats: [seat.seatNo] }];
    });
    expect(error.Errors['passengerjson.1.legs.0.seats.0']).toBe(BOOKING_MSG_DECIDED.seatTwice);
  });

  it('a seat taken a moment ago: 409 seat already reserved for another passenger', async () => {
    const seat = freeSeat(q.quote, (s) => !s.exitRow);
    const passengers = passengersFor(q.quote);
    first(passengers).legs = [{ seats: [seat.seatNo] }];
    expect((await book(other, q, { passengers })).status).toBe(200);
    const error = await refused(
      (mine) => {
        first(mine).legs = [{ seats: [seat.seatNo] }];
      },
      {},
      409,
    );
    expect(error.Message).toBe(BOOKING_MSG.seatTaken);
    expect(error.Errors).toMatchObject({
      code: 'BOOKING_FAILED',
      title: BOOKING_MSG.bookingFailed,
      'passengerjson.0.legs.0.seats.0': BOOKING_MSG.seatTaken,
    });
  });

  it('international trips need passports (NA counts as none)', async () => {
    const abroad = await quoted(41, { destination: 'DXB' });
    expect(abroad.quote.international).toBe(true);
    const before = await counts();
    const answer = await book(traveller, abroad);
    expect(answer.status).toBe(422);
    expect(answer.body.ApiStatus.Errors).toMatchObject({
      'passengerjson.0.passport_number': BOOKING_MSG.passportNumberRequired,
      'passengerjson.0.passport_issue_date': BOOKING_MSG.passportIssueRequired,
      'passengerjson.0.passport_expiry_date': BOOKING_MSG.passportExpiryRequired,
      'passengerjson.0.passport_place_of_issue': BOOKING_MSG.placeOfIssueRequired,
      'passengerjson.0.passport_country': BOOKING_MSG.countryCodeRequired,
      'passengerjson.0.dob': BOOKING_MSG.dobRequired,
    });
    expect(await counts()).toEqual(before);
    const withPassport = passenger('adult', 0, abroad.quote.legs[0]?.date ?? '', {
      dob: '1990-04-12',
      passport_number: 'z1234567',
      passport_issue_date: '2020-01-10',
      passport_expiry_date: '2030-01-09',
      passport_place_of_issue: 'Delhi',
      passport_country: 'in',
    });
    const ok = await book(traveller, abroad, { passengers: [withPassport] });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const booking = await getBooking(t, traveller, ok.body.Result.txid);
    expect(booking.passengers[0]?.passport_number).toBe('Z1234567');
    expect(booking.international).toBe(true);
  });
});

describe('payments that do not confirm', () => {
  it('a forged or altered return changes nothing and says so in the traveller’s words', async () => {
    const { started } = await booked(30);
    const providerOrderId = started.checkouturl.split('/').pop() as string;
    const fields = {
      order_id: providerOrderId,
      payment_id: 'pay_forged000000000000',
      status: 'PAID',
      amount: String(started.total_paise),
      method: 'UPI',
      reason: '',
    };
    const secret = (
      await t.database.db
        .selectFrom('payment_provider_keys')
        .select('key_secret')
        .where('provider', '=', 'sandbox')
        .executeTakeFirstOrThrow()
    ).key_secret;
    const before = await counts();
    const forgeries = [
      { ...fields, signature: signOutcome('not-the-secret', fields) },
      { ...fields, signature: '' },
      { ...fields, signature: signOutcome(secret, fields), amount: '100' },
    ];
    for (const forged of forgeries) {
      const answer = await returnTo(t, `/pay/return/sandbox?${new URLSearchParams(forged)}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toContain(FLIGHT_BOOKING_GATEWAY_MSG.paymentNotVerified);
    }
    // Signed with the real secret, but not the booking's amount: refused as well.
    const wrongAmount = { ...fields, amount: String(started.total_paise - 1) };
    const signedWrong = await returnTo(
      t,
      `/pay/return/sandbox?${new URLSearchParams({ ...wrongAmount, signature: signOutcome(secret, wrongAmount) })}`,
    );
    expect(signedWrong.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
    const booking = await getBooking(t, traveller, started.txid);
    expect(booking).toMatchObject({ status_code: 'NOT_CONFIRMED', payment_status: 'UNPAID' });
    expect(booking.payment?.status).toBe('CREATED');
  });

  it('a failed or cancelled payment leaves the booking unpaid and payable; trying again confirms it', async () => {
    const { started } = await booked(31);
    expect((await returnTo(t, await onHostedPage(t, started.checkouturl, 'fail'))).headers.location).toBe(
      `/flight/ticket/${started.txid}`,
    );
    let booking = await getBooking(t, traveller, started.txid);
    expect(booking).toMatchObject({ status_code: 'NOT_CONFIRMED', message: FLIGHT_BOOKING_GATEWAY_MSG.paymentPending });
    expect(booking.payment).toMatchObject({
      status: 'FAILED',
      failurereason: PAYMENT_MSG.declined,
      checkouturl: started.checkouturl,
    });
    await returnTo(t, await onHostedPage(t, started.checkouturl, 'cancel'));
    booking = await getBooking(t, traveller, started.txid);
    expect(booking.payment?.failurereason).toBe(PAYMENT_MSG.cancelled);
    await returnTo(t, await onHostedPage(t, started.checkouturl, 'pay'));
    booking = await getBooking(t, traveller, started.txid);
    expect(booking).toMatchObject({ status_code: 'CONFIRMED', payment_status: 'PAID' });
  });

  it('confirms a payer who paid and never came back, when the booking is looked at', async () => {
    const { started } = await booked(32);
    await onHostedPage(t, started.checkouturl, 'pay');
    const booking = await getBooking(t, traveller, started.txid);
    expect(booking).toMatchObject({ status_code: 'CONFIRMED', payment_status: 'PAID' });
    expect(booking.payment?.status).toBe('PAID');
  });

  it('after the window: the gateway takes no payment, and the seats are released', async () => {
    const { started } = await booked(33);
    const pending = await getBooking(t, traveller, started.txid);
    const soldWhileKept = await seatsSoldOn(t, pending);
    await passDeadline(t, started.txid);
    const page = await t.app.inject({ method: 'GET', url: started.checkouturl });
    expect(page.body).toContain('This payment link has expired');
    const back = await onHostedPage(t, started.checkouturl, 'pay');
    expect(new URL(back, 'http://x').searchParams.get('status')).toBe('FAILED');
    expect((await returnTo(t, back)).headers.location).toBe(`/flight/ticket/${started.txid}`);
    let booking = await getBooking(t, traveller, started.txid);
    expect(booking).toMatchObject({
      status_code: 'NOT_CONFIRMED',
      payment_status: 'UNPAID',
      message: FLIGHT_BOOKING_GATEWAY_MSG.paymentWindowPassed,
    });
    expect(booking.payment).toMatchObject({
      status: 'FAILED',
      failurereason: PAYMENT_MSG.linkExpired,
      checkouturl: null,
    });

    expect(await t.services.flightBookings.expireHolds()).toBeGreaterThanOrEqual(1);
    booking = await getBooking(t, traveller, started.txid);
    expect(booking).toMatchObject({ status_code: 'RELEASED', booking_status: 'Released' });
    expect(booking.release_reason).toBe('Payment not received in time');
    expect(await seatsSoldOn(t, booking)).toBe(soldWhileKept - 1);
  });

  it('a payment that arrives after the seats were released confirms nothing: the money is due back', async () => {
    const { started } = await booked(34);
    const soldBefore = await seatsSoldOn(t, await getBooking(t, traveller, started.txid));
    // Paid on the gateway's page within the window; the answer reaches us after the release.
    const back = await onHostedPage(t, started.checkouturl, 'pay');
    await passBookingDeadlineOnly(t, started.txid);
    await t.services.flightBookings.expireHolds();
    expect((await returnTo(t, back)).headers.location).toBe(`/flight/ticket/${started.txid}`);
    const booking = await getBooking(t, traveller, started.txid);
    expect(booking).toMatchObject({
      status_code: 'RELEASED',
      payment_status: 'UNPAID',
      invoiceno: null,
      message: FLIGHT_BOOKING_GATEWAY_MSG.refundDue,
    });
    expect(booking.payment).toMatchObject({ status: 'REFUND_DUE', checkouturl: null });
    expect(booking.passengers[0]?.tickets).toEqual([]);
    expect(await seatsSoldOn(t, booking)).toBe(soldBefore - 1);
    // Replays change nothing more.
    await returnTo(t, back);
    expect((await getBooking(t, traveller, started.txid)).payment?.status).toBe('REFUND_DUE');
    const refundMail = await t.database.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to_address', '=', traveller.email)
      .where('subject', 'like', 'Refund due%')
      .execute();
    expect(refundMail.map((mail) => mail.subject)).toEqual([
      `Refund due: booking ${started.txid} could not be confirmed`,
    ]);
  });
});

describe('MF001 getticketpdf and emailticket', () => {
  it('gives the traveller the e-ticket as a PDF and e-mails it, to the contact or another address, once confirmed', async () => {
    const { started } = await booked(37);
    const ask = (actioncode: string, extra: Record<string, string> = {}, who = traveller) =>
      callGateway(t.app, { opid: 'MF001', actioncode, txid: started.txid, sessiontoken: who.sessiontoken, ...extra });
    // Before payment there is no ticket to give.
    const early = await ask('getticketpdf');
    expect(early.status).toBe(409);
    expect(early.body.ApiStatus.Message).toBe(FLIGHT_BOOKING_GATEWAY_MSG.ticketNotIssued);
    expect((await ask('emailticket')).status).toBe(409);

    await returnTo(t, await onHostedPage(t, started.checkouturl, 'pay'));
    const ticket = await getBooking(t, traveller, started.txid, 'getticket');
    const file = await ask('getticketpdf');
    expect(file.status).toBe(200);
    expect(file.body.Result).toMatchObject({
      filename: `e-ticket-${started.txid}.pdf`,
      contenttype: 'application/pdf',
    });
    const bytes = Buffer.from(file.body.Result.content_base64, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(bytes);
    for (const entry of ticket.pnrs) expect(text).toContain(entry.pnr);
    for (const passenger of ticket.passengers) expect(text).toContain(passenger.tickets[0]?.ticketnumber);
    // A traveller's own e-ticket is TripSetu's: the operator's letterhead, not the traveller's name.
    expect(text.startsWith('TripSetu')).toBe(true);

    const mailed = async (to: string) =>
      (
        await t.database.db
          .selectFrom('mail_outbox')
          .select(['to_address', 'subject', 'attachments'])
          .where('to_address', '=', to)
          .where('subject', 'like', `E-Ticket ${started.txid}%`)
          .execute()
      ).map((mail) => ({ subject: mail.subject, files: (mail.attachments ?? []).map((file) => file.filename) }));

    const toContact = await ask('emailticket');
    expect(toContact.status).toBe(200);
    expect(toContact.body.ApiStatus.Message).toBe(BOOKING_MSG.emailSent);
    expect(await mailed(ticket.contact.email)).toEqual([
      { subject: expect.stringContaining(started.txid), files: [`e-ticket-${started.txid}.pdf`] },
    ]);
    const elsewhere = await ask('emailticket', { emailto: 'family@example.in' });
    expect(elsewhere.status).toBe(200);
    expect(await mailed('family@example.in')).toHaveLength(1);

    // A bad address is refused and sends nothing; another traveller gets nothing at all.
    const bad = await ask('emailticket', { emailto: 'not-an-address' });
    expect(bad.status).toBe(422);
    expect(await mailed('not-an-address')).toEqual([]);
    for (const actioncode of ['getticketpdf', 'emailticket']) {
      const theirs = await ask(actioncode, {}, other);
      expect(theirs.status, actioncode).toBe(404);
      expect(theirs.body.Result).toBeUndefined();
    }
    expect(await mailed(other.email)).toEqual([]);
  });
});

describe('who may read a booking', () => {
  it('only its own traveller: another traveller, a visitor and a malformed id get nothing', async () => {
    const { started } = await booked(35);
    await returnTo(t, await onHostedPage(t, started.checkouturl, 'pay'));
    for (const actioncode of ['getbooking', 'getticket', 'getinvoice']) {
      const theirs = await callGateway(t.app, {
        opid: 'MF001',
        actioncode,
        txid: started.txid,
        sessiontoken: other.sessiontoken,
      });
      expect(theirs.status, actioncode).toBe(404);
      expect(theirs.body.ApiStatus.Message).toBe(BOOKING_MSG_DECIDED.bookingNotFound);
      expect(theirs.body.Result).toBeUndefined();
      const visitor = await callGateway(t.app, { opid: 'MF001', actioncode, txid: started.txid });
      expect(visitor.status, actioncode).toBe(401);
    }
    for (const txid of ['TSH7K2M9Q4X8P1R5T3V6W0YZA', 'TSF', "TSF' or 1=1 --", started.txid.toLowerCase()]) {
      const answer = await callGateway(t.app, {
        opid: 'MF001',
        actioncode: 'getbooking',
        txid,
        sessiontoken: traveller.sessiontoken,
      });
      expect(answer.status, txid).toBe(404);
    }
    // Agents and the back office never see a traveller's payment through the wallet's API.
    await seedDemoAccounts(t.services);
    const admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
    expect((await admin.get(`/wallet/payments/${started.orderref}`)).status).toBe(404);
    // The back office sees every booking, a traveller's too, with its documents; an agency does not.
    const { id } = await t.database.db
      .selectFrom('bookings')
      .select('id')
      .where('transaction_id', '=', started.txid)
      .executeTakeFirstOrThrow();
    const seen = await admin.get(`/flights/bookings/${id}`);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ channel: 'CONSUMER', status: 'CONFIRMED', agencyName: '' });
    const invoicePdf = await admin.get(`/flights/bookings/${id}/documents/tax-invoice`);
    expect(invoicePdf.status).toBe(200);
    expect(invoicePdf.raw.subarray(0, 5).toString()).toBe('%PDF-');
    const agency = await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
    expect((await agency.get(`/flights/bookings/${id}`)).status).toBe(404);
  });
});
