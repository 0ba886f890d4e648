import { todayInIndia } from '@tripsetu/domain/dates.ts';
import { BOOKING_MSG_DECIDED } from '@tripsetu/domain/flight-booking.ts';
import type { GatewayFlightBooking } from '@tripsetu/domain/gateway-flight-booking.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingFields,
  chooseFares,
  fareQuote,
  getBooking,
  onHostedPage,
  passBookingDeadlineOnly,
  returnTo,
  searchFields,
  seatsSoldOn,
  signedInTraveller,
} from '../../gateway/flight-booking.fixtures.ts';
import { callGateway, createTestApp, type TestApp } from '../../test/harness.ts';
import { cabinCapacity, presoldSeats } from '../flights/inventory-supplier.ts';

/**
 * Travellers' flight bookings and their gateway payments under concurrent requests, on PostgreSQL
 * only (PGlite is one connection and proves nothing here): the `server-pg-concurrency` project.
 */

let t: TestApp;
// Travellers are numbered from here so that no two tests share one: a traveller may keep only
// two unpaid bookings at once and start six a day (decision 015), and these tests start more.
let nextTraveller = 100;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('The concurrency proofs need PostgreSQL: set DATABASE_URL.');
  t = await createTestApp();
  expect(t.database.kind).toBe('postgres');
});
afterAll(() => t?.close());

/** A booking waiting for its payment, `days` ahead, started by a traveller of its own. */
async function pendingBooking(days: number) {
  const by = await signedInTraveller(t, nextTraveller++);
  const chosen = await chooseFares(t, searchFields(days));
  const quote = await fareQuote(t, chosen);
  const answer = await callGateway(t.app, bookingFields(by, chosen, quote));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const result = answer.body.Result as { txid: string; orderref: string; checkouturl: string; total_paise: number };
  return { ...result, by };
}

async function orderOf(orderRef: string) {
  return t.database.db
    .selectFrom('payment_orders')
    .selectAll()
    .where('order_ref', '=', orderRef)
    .executeTakeFirstOrThrow();
}

async function mailsAbout(txid: string, subjectStart: string) {
  const rows = await t.database.db
    .selectFrom('mail_outbox')
    .select('subject')
    .where('subject', 'like', `${subjectStart}%${txid}%`)
    .execute();
  return rows.length;
}

describe('paying for a traveller’s booking under load (PostgreSQL)', () => {
  it('10 simultaneous paid returns, with ticket-page reads racing them, confirm the booking once', async () => {
    const started = await pendingBooking(22);
    const back = await onHostedPage(t, started.checkouturl, 'pay');
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => returnTo(t, back)),
      ...Array.from({ length: 4 }, () =>
        callGateway(t.app, {
          opid: 'MF001',
          actioncode: 'getbooking',
          txid: started.txid,
          sessiontoken: started.by.sessiontoken,
        }),
      ),
    ]);
    for (const answer of answers.slice(0, 10) as { statusCode: number; headers: { location?: string } }[]) {
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe(`/flight/ticket/${started.txid}`);
    }
    for (const answer of answers.slice(10) as { status: number }[]) expect(answer.status).toBe(200);

    const booking = await getBooking(t, started.by, started.txid);
    expect(booking).toMatchObject({ status_code: 'CONFIRMED', payment_status: 'PAID' });
    for (const passenger of booking.passengers) expect(passenger.tickets).toHaveLength(booking.pnrs.length);
    const order = await orderOf(started.orderref);
    expect(order.status).toBe('PAID');
    // Confirmed once: one invoice number, one confirmation e-mail.
    const invoices = await t.database.db
      .selectFrom('bookings')
      .select('invoice_no')
      .where('transaction_id', '=', started.txid)
      .execute();
    expect(invoices).toHaveLength(1);
    expect(invoices[0]?.invoice_no).toBe(booking.invoiceno);
    expect(await mailsAbout(started.txid, 'Booking confirmed')).toBe(1);
  });

  it('a payment racing the release of its window ends one way: confirmed and kept, or released and refund due', async () => {
    const runs = 8;
    const outcomes = { confirmed: 0, refundDue: 0 };
    for (let run = 0; run < runs; run++) {
      const started = await pendingBooking(40 + run);
      const pending = await getBooking(t, started.by, started.txid);
      const soldWhileKept = await seatsSoldOn(t, pending);
      // Paid on the gateway's page just before the deadline; the answer and the release arrive together.
      const back = await onHostedPage(t, started.checkouturl, 'pay');
      await passBookingDeadlineOnly(t, started.txid);
      await Promise.all([
        ...Array.from({ length: 5 }, () => returnTo(t, back)),
        ...Array.from({ length: 5 }, () => t.services.flightBookings.expireHolds()),
      ]);
      const booking: GatewayFlightBooking = await getBooking(t, started.by, started.txid);
      const order = await orderOf(started.orderref);
      if (booking.status_code === 'CONFIRMED') {
        outcomes.confirmed += 1;
        expect(order.status).toBe('PAID');
        expect(booking.payment_status).toBe('PAID');
        expect(await seatsSoldOn(t, booking)).toBe(soldWhileKept);
        expect(await mailsAbout(started.txid, 'Refund due')).toBe(0);
      } else {
        outcomes.refundDue += 1;
        expect(booking.status_code).toBe('RELEASED');
        expect(order.status).toBe('REFUND_DUE');
        expect(booking.payment_status).toBe('UNPAID');
        expect(booking.invoiceno).toBeNull();
        expect(booking.passengers[0]?.tickets).toEqual([]);
        expect(await seatsSoldOn(t, booking)).toBe(soldWhileKept - 1);
        expect(await mailsAbout(started.txid, 'Booking confirmed')).toBe(0);
      }
    }
    expect(outcomes.confirmed + outcomes.refundDue).toBe(runs);
  });

  it('N seats left and 5N travellers’ bookings at once: exactly N keep seats and get a payment', async () => {
    const search = searchFields(60);
    const chosen = await chooseFares(t, search);
    const first = await fareQuote(t, chosen);
    const segment = first.legs[0]?.flightlegs[0];
    if (!segment) throw new Error('no flight');
    const schedule = await t.database.db
      .selectFrom('flight_schedules')
      .selectAll()
      .where('carrier', '=', segment.carrier)
      .where('flight_number', '=', Number(segment.flightnumber))
      .executeTakeFirstOrThrow();
    const capacity = cabinCapacity(schedule.aircraft, 'ECONOMY');
    const presold = presoldSeats(schedule.id, segment.depdate, 'ECONOMY', todayInIndia(), capacity);
    const N = 3;
    await t.database.db
      .insertInto('flight_inventory')
      .values({
        schedule_id: schedule.id,
        flight_date: segment.depdate,
        cabin: 'ECONOMY',
        seats_sold: capacity - presold - N,
      })
      .onConflict((oc) =>
        oc.columns(['schedule_id', 'flight_date', 'cabin']).doUpdateSet({ seats_sold: capacity - presold - N }),
      )
      .execute();
    await t.services.flightBookings.load();
    const quote = await fareQuote(t, chosen);
    const ordersBefore = (await t.database.db.selectFrom('payment_orders').select('id').execute()).length;

    const racers = await Promise.all(Array.from({ length: 5 * N }, () => signedInTraveller(t, nextTraveller++)));
    const answers = await Promise.all(racers.map((racer) => callGateway(t.app, bookingFields(racer, chosen, quote))));
    const booked = answers.filter((answer) => answer.status === 200);
    expect(booked).toHaveLength(N);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.body.ApiStatus.Message).toBe(BOOKING_MSG_DECIDED.seatsSoldOut);
    }
    const sold = await t.database.db
      .selectFrom('flight_inventory')
      .select('seats_sold')
      .where('schedule_id', '=', schedule.id)
      .where('flight_date', '=', segment.depdate)
      .where('cabin', '=', 'ECONOMY')
      .executeTakeFirstOrThrow();
    expect(sold.seats_sold).toBe(capacity - presold);
    const ordersAfter = (await t.database.db.selectFrom('payment_orders').select('id').execute()).length;
    expect(ordersAfter - ordersBefore).toBe(N);
    expect(new Set(booked.map((answer) => answer.body.Result.txid)).size).toBe(N);
  });
});
