import type { CancellationDoneAnswer } from '@tripsetu/domain/booking-api.ts';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { RESCHEDULE_MSG_DECIDED } from '@tripsetu/domain/flight-reschedule.ts';
import type { RescheduleStartedAnswer } from '@tripsetu/domain/gateway-flight-after-sales.ts';
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
import { callAs, paidTwoAdults, rescheduleQuoted } from './flight-reschedule.fixtures.ts';

let t: TestApp;
let other: SignedInTraveller;
let nextTraveller = 400;

beforeAll(async () => {
  t = await createTestApp();
  other = await signedInTraveller(t, 399);
});
afterAll(() => t.close());

const call = (who: SignedInTraveller, fields: Record<string, string>) => callAs(t, who, fields);
const paidBooking = (days: number) => paidTwoAdults(t, nextTraveller++, days);
const quoted = (traveller: SignedInTraveller, booking: GatewayFlightBooking, date: string) =>
  rescheduleQuoted(t, traveller, booking, date);

const bookingRow = (txid: string) =>
  t.database.db.selectFrom('bookings').selectAll().where('transaction_id', '=', txid).executeTakeFirstOrThrow();
const movedUnits = async (bookingId: number) =>
  (
    await t.database.db
      .selectFrom('flight_cancelled_segments')
      .select('traveller_index')
      .where('booking_id', '=', bookingId)
      .where('reschedule_id', 'is not', null)
      .execute()
  ).length;
const ordersOf = (bookingIds: number[]) =>
  t.database.db
    .selectFrom('payment_orders')
    .select(['booking_id', 'amount_paise', 'refunded_paise'])
    .where('booking_id', 'in', bookingIds)
    .execute();

describe('a traveller reschedules their own flight, paid on the gateway (MF001, issue 21)', () => {
  it('keeps the new flight unpaid, moves the traveller only when the payment arrives, and refunds across both payments', async () => {
    const { traveller, booking } = await paidBooking(45);
    const { choice, quote } = await quoted(traveller, booking, addDays(todayInIndia(), 47));
    expect(quote.totals.amountPaise).toBeGreaterThan(0);
    const fields = {
      actioncode: 'reschedule',
      ...choice,
      requestkey: `move-${booking.txid}`,
      acceptedamount_paise: String(quote.totals.amountPaise),
    };
    const first = await call(traveller, fields);
    expect(first.status, JSON.stringify(first.body).slice(0, 300)).toBe(200);
    const started = first.body.Result as RescheduleStartedAnswer;
    expect(first.body.ApiStatus.Message).toBe(RESCHEDULE_MSG_DECIDED.travellerPay);
    expect(started).toMatchObject({ txid: booking.txid, amount_paise: quote.totals.amountPaise });
    // Sent twice (a double click): the same new booking and payment.
    expect((await call(traveller, fields)).body.Result).toEqual(started);

    const old = await bookingRow(booking.txid);
    const fresh = await bookingRow(started.newtxid);
    expect(fresh).toMatchObject({
      status: 'NOT_CONFIRMED',
      rescheduled_from: old.id,
      consumer_user_id: old.consumer_user_id,
    });
    expect(Number(fresh.total_paise)).toBe(quote.totals.amountPaise);
    expect(await movedUnits(old.id)).toBe(0);
    // Another move of the same booking waits for this one's payment.
    const second = await call(traveller, { ...fields, requestkey: `again-${booking.txid}` });
    expect(second.status).toBe(409);
    expect(second.body.ApiStatus.Errors).toMatchObject({
      code: 'RESCHEDULE_FAILED',
      newTransactionId: started.newtxid,
    });
    expect(second.body.ApiStatus.Message).toBe(RESCHEDULE_MSG_DECIDED.awaitingPayment);

    await returnTo(t, await onHostedPage(t, started.checkouturl, 'pay'));
    const issued = await getBooking(t, traveller, started.newtxid);
    expect(issued.status_code).toBe('CONFIRMED');
    expect(await movedUnits(old.id)).toBe(booking.legs[0]?.flightlegs.length);
    expect((await bookingRow(booking.txid)).status).toBe('CONFIRMED');
    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('reference', '=', `reschedule-paid:${fresh.id}`)
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(started.newtxid);

    // Cancelling the new ticket refunds its value: first the reschedule's payment, the rest the booking's.
    const cancelled = await call(traveller, {
      actioncode: 'cancel',
      txid: started.newtxid,
      travellers: '0',
      journeys: '0',
      requestkey: `cancel-${started.newtxid}`,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body).slice(0, 300)).toBe(200);
    const done = cancelled.body.Result as CancellationDoneAnswer;
    const orders = await ordersOf([old.id, fresh.id]);
    const own = orders.find((order) => order.booking_id === fresh.id);
    const earlier = orders.find((order) => order.booking_id === old.id);
    expect(Number(own?.refunded_paise)).toBe(Math.min(done.refundPaise, Number(own?.amount_paise)));
    expect(Number(own?.refunded_paise) + Number(earlier?.refunded_paise)).toBe(done.refundPaise);
  });

  it('owes the payment back when the travellers were cancelled before it arrived', async () => {
    const { traveller, booking } = await paidBooking(50);
    const { choice, quote } = await quoted(traveller, booking, addDays(todayInIndia(), 52));
    const started = (
      await call(traveller, {
        actioncode: 'reschedule',
        ...choice,
        requestkey: `move-${booking.txid}`,
        acceptedamount_paise: String(quote.totals.amountPaise),
      })
    ).body.Result as RescheduleStartedAnswer;
    const cancelled = await call(traveller, {
      actioncode: 'cancel',
      txid: booking.txid,
      travellers: '0',
      journeys: '0',
      requestkey: `cancel-${booking.txid}`,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body).slice(0, 300)).toBe(200);

    await returnTo(t, await onHostedPage(t, started.checkouturl, 'pay'));
    const fresh = await bookingRow(started.newtxid);
    expect(fresh).toMatchObject({ status: 'RELEASED', release_reason: RESCHEDULE_MSG_DECIDED.noLongerOnJourney });
    const order = await t.database.db
      .selectFrom('payment_orders')
      .select('status')
      .where('booking_id', '=', fresh.id)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('REFUND_DUE');
    expect(await movedUnits((await bookingRow(booking.txid)).id)).toBe(0);
  });

  it('refuses bad input and someone else’s booking, and a changed amount, changing nothing', async () => {
    const { traveller, booking } = await paidBooking(55);
    const { choice, quote } = await quoted(traveller, booking, addDays(todayInIndia(), 57));
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('bookings')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const move = { actioncode: 'reschedule', ...choice, requestkey: `bad-${booking.txid}` };
    const cases: [Record<string, string>, number, string][] = [
      [{ ...move, date: '' }, 422, RESCHEDULE_MSG_DECIDED.dateRequired],
      [{ ...move, optionid: '' }, 422, RESCHEDULE_MSG_DECIDED.optionRequired],
      [{ ...move, journey: 'x' }, 422, 'Please choose'],
      [{ ...move, requestkey: 'short' }, 422, ''],
      [{ ...move, date: '2020-01-01' }, 409, ''],
      [
        { ...move, acceptedamount_paise: String(quote.totals.amountPaise + 100) },
        409,
        RESCHEDULE_MSG_DECIDED.amountChanged,
      ],
      [{ ...move, optionid: '\u0000'.repeat(50) }, 400, ''],
    ];
    for (const [fields, status, message] of cases) {
      const answer = await call(traveller, fields);
      expect(answer.status, JSON.stringify(fields)).toBe(status);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
    const foreign = await call(other, { ...move, requestkey: `other-${booking.txid}` });
    expect(foreign.status).toBe(404);
    expect(await count()).toBe(before);
  });
});
