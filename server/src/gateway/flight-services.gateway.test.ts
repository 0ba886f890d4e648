import type { ServiceOptions, ServicesQuoteAnswer } from '@tripsetu/domain/booking-api.ts';
import { SERVICES_MSG_DECIDED } from '@tripsetu/domain/flight-services.ts';
import type { ServicesPaymentAnswer, ServicesStartedAnswer } from '@tripsetu/domain/gateway-flight-after-sales.ts';
import type { GatewayFlightBooking } from '@tripsetu/domain/gateway-flight-booking.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import {
  getBooking,
  onHostedPage,
  returnTo,
  type SignedInTraveller,
  signedInTraveller,
} from './flight-booking.fixtures.ts';
import { callAs, paidTwoAdults } from './flight-reschedule.fixtures.ts';

let t: TestApp;
let other: SignedInTraveller;
let nextTraveller = 600;

beforeAll(async () => {
  t = await createTestApp();
  other = await signedInTraveller(t, 599);
});
afterAll(() => t.close());

const call = (who: SignedInTraveller, fields: Record<string, string>) => callAs(t, who, fields);

/** A priced seat that is free on the booking's first flight, not in an exit row. */
async function freeSeats(traveller: SignedInTraveller, booking: GatewayFlightBooking) {
  const answer = await call(traveller, { actioncode: 'getserviceoptions', txid: booking.txid });
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
  const options = answer.body.Result as ServiceOptions;
  return {
    options,
    seats: (options.seatMaps[0]?.rows ?? [])
      .flatMap((row) => row.seats)
      .filter((seat) => seat.available && !seat.exitRow && seat.pricePaise > 0)
      .map((seat) => seat.seatNo),
  };
}

const seatItem = (traveller: number, code: string) => ({ traveller, legIndex: 0, segmentIndex: 0, kind: 'SEAT', code });

async function start(traveller: SignedInTraveller, txid: string, items: object[], key: string) {
  const itemsjson = JSON.stringify(items);
  const quoted = await call(traveller, { actioncode: 'getservicesquote', txid, itemsjson });
  expect(quoted.status, JSON.stringify(quoted.body).slice(0, 300)).toBe(200);
  const quote = quoted.body.Result as ServicesQuoteAnswer;
  const fields = {
    actioncode: 'addservices',
    txid,
    itemsjson,
    requestkey: key,
    acceptedamount_paise: String(quote.totals.amountPaise),
  };
  const answer = await call(traveller, fields);
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
  return { quote, fields, started: answer.body.Result as ServicesStartedAnswer };
}

const paymentOf = async (traveller: SignedInTraveller, txid: string, orderref: string) =>
  (await call(traveller, { actioncode: 'getservicespayment', txid, orderref })).body.Result as ServicesPaymentAnswer;

const purchases = (txid: string) =>
  t.database.db
    .selectFrom('booking_service_purchases as p')
    .innerJoin('bookings as b', 'b.id', 'p.booking_id')
    .select(['p.id', 'p.status', 'p.failure_reason'])
    .where('b.transaction_id', '=', txid)
    .orderBy('p.id')
    .execute();

describe('a traveller adds services to their own flight, paid on the gateway (MF001, issue 21)', () => {
  it('adds a seat and a meal only when the payment arrives, once however often Confirm is sent', async () => {
    const { traveller, booking } = await paidTwoAdults(t, nextTraveller++, 30);
    const { options, seats } = await freeSeats(traveller, booking);
    const meal = options.extras.meals.find((option) => !option.childOnly)?.code as string;
    const items = [
      seatItem(0, seats[0] as string),
      { traveller: 0, legIndex: 0, segmentIndex: 0, kind: 'MEAL', code: meal },
    ];
    const { quote, fields, started } = await start(traveller, booking.txid, items, `add-${booking.txid}`);
    expect(started).toMatchObject({ added: false, amount_paise: quote.totals.amountPaise });
    expect(started.orderref).toMatch(/^PO/);
    expect((await call(traveller, fields)).body.Result).toEqual(started);
    // Nothing is added before the payment.
    expect((await getBooking(t, traveller, booking.txid)).passengers[0]?.legs[0]?.seats.filter(Boolean)).toEqual([]);
    expect((await paymentOf(traveller, booking.txid, started.orderref)).status).toBe('CREATED');

    const landed = await returnTo(t, await onHostedPage(t, started.checkouturl, 'pay'));
    expect(String(landed.headers.location ?? '')).toContain(
      `/flight/add-ssr/${booking.txid}?order=${started.orderref}`,
    );
    expect(await paymentOf(traveller, booking.txid, started.orderref)).toMatchObject({ status: 'PAID', reason: null });
    const after = await getBooking(t, traveller, booking.txid);
    expect(after.passengers[0]?.legs[0]?.seats).toContain(seats[0]);
    expect(after.passengers[0]?.legs[0]?.meals).toContain(meal);
    expect(await purchases(booking.txid)).toEqual([expect.objectContaining({ status: 'ADDED' })]);
    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('reference', 'like', 'services:%')
      .where('subject', 'like', `%${booking.txid}%`)
      .execute();
    expect(mails).toHaveLength(1);
  });

  it('refunds a payment that arrives after its seat was taken', async () => {
    const { traveller, booking } = await paidTwoAdults(t, nextTraveller++, 32);
    const { seats } = await freeSeats(traveller, booking);
    const seat = seats[0] as string;
    const first = await start(traveller, booking.txid, [seatItem(0, seat)], `first-${booking.txid}`);
    const second = await start(traveller, booking.txid, [seatItem(1, seat)], `second-${booking.txid}`);
    await returnTo(t, await onHostedPage(t, second.started.checkouturl, 'pay'));
    await returnTo(t, await onHostedPage(t, first.started.checkouturl, 'pay'));

    const refunded = await paymentOf(traveller, booking.txid, first.started.orderref);
    expect(refunded.status).toBe('REFUNDED');
    expect(refunded.reason).toBeTruthy();
    const gateway = await t.database.db
      .selectFrom('payment_orders as p')
      .innerJoin('sandbox_gateway_orders as s', 's.id', 'p.provider_order_id')
      .select(['s.refunded_paise', 'p.refunded_paise as ours'])
      .where('p.order_ref', '=', first.started.orderref)
      .executeTakeFirstOrThrow();
    expect(Number(gateway.refunded_paise)).toBe(first.quote.totals.amountPaise);
    expect(Number(gateway.ours)).toBe(first.quote.totals.amountPaise);
    const view = await getBooking(t, traveller, booking.txid);
    expect(view.passengers[1]?.legs[0]?.seats).toContain(seat);
    expect(view.passengers[0]?.legs[0]?.seats.filter(Boolean)).toEqual([]);
    expect((await purchases(booking.txid)).map((row) => row.status)).toEqual(['NOT_ADDED', 'ADDED']);
  });

  it('refuses bad input, a changed amount and someone else’s booking, changing nothing', async () => {
    const { traveller, booking } = await paidTwoAdults(t, nextTraveller++, 34);
    const { seats } = await freeSeats(traveller, booking);
    const itemsjson = JSON.stringify([seatItem(0, seats[0] as string)]);
    const base = { actioncode: 'addservices', txid: booking.txid, itemsjson, requestkey: `bad-${booking.txid}` };
    const cases: [Record<string, string>, number, string][] = [
      [{ ...base, itemsjson: '' }, 422, SERVICES_MSG_DECIDED.nothingChosen],
      [{ ...base, itemsjson: '[]' }, 422, SERVICES_MSG_DECIDED.nothingChosen],
      [{ ...base, itemsjson: '{"a":' }, 422, SERVICES_MSG_DECIDED.nothingChosen],
      [{ ...base, itemsjson: JSON.stringify(Array.from({ length: 61 }, () => seatItem(0, '1A'))) }, 422, ''],
      [{ ...base, itemsjson: JSON.stringify([seatItem(0, 'ZZ99')]) }, 409, 'SERVICES_FAILED'],
      [{ ...base, requestkey: 'x' }, 422, ''],
      [{ ...base, acceptedamount_paise: '1' }, 409, SERVICES_MSG_DECIDED.amountChanged],
    ];
    for (const [fields, status, text] of cases) {
      const answer = await call(traveller, fields);
      expect(answer.status, JSON.stringify(fields).slice(0, 120)).toBe(status);
      expect(JSON.stringify(answer.body)).toContain(text);
    }
    expect((await call(other, { ...base, requestkey: `other-${booking.txid}` })).status).toBe(404);
    expect(await purchases(booking.txid)).toEqual([]);
  });
});
