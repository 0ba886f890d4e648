import type { CancellationDoneAnswer } from '@tripsetu/domain/booking-api.ts';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { RESCHEDULE_MSG_DECIDED } from '@tripsetu/domain/flight-reschedule.ts';
import type { RescheduleStartedAnswer } from '@tripsetu/domain/gateway-flight-after-sales.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { onHostedPage, returnTo } from './flight-booking.fixtures.ts';
import { callAs, paidTwoAdults, rescheduleQuoted } from './flight-reschedule.fixtures.ts';

/**
 * A traveller's reschedule under concurrent requests, on PostgreSQL only (the `server-pg-concurrency`
 * project): one move of a booking waits for its payment at a time, and a payment racing a cancellation
 * of the same traveller ends with one outcome.
 */

let t: TestApp;
let nextTraveller = 500;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('The concurrency proofs need PostgreSQL: set DATABASE_URL.');
  t = await createTestApp();
  expect(t.database.kind).toBe('postgres');
});
afterAll(() => t?.close());

const bookingRow = (txid: string) =>
  t.database.db.selectFrom('bookings').selectAll().where('transaction_id', '=', txid).executeTakeFirstOrThrow();
const offBooking = async (bookingId: number, reason: 'reschedule_id' | 'cancellation_id') =>
  (
    await t.database.db
      .selectFrom('flight_cancelled_segments')
      .select('traveller_index')
      .where('booking_id', '=', bookingId)
      .where(reason, 'is not', null)
      .execute()
  ).length;

describe('a traveller’s reschedules at once (PostgreSQL)', () => {
  it('twelve moves of one booking, each with its own key: one new booking waits for payment, the rest are refused', async () => {
    const { traveller, booking } = await paidTwoAdults(t, nextTraveller++, 45);
    const { choice, quote } = await rescheduleQuoted(t, traveller, booking, addDays(todayInIndia(), 47));
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        callAs(t, traveller, {
          actioncode: 'reschedule',
          ...choice,
          requestkey: `race-${i}-${booking.txid}`,
          acceptedamount_paise: String(quote.totals.amountPaise),
        }),
      ),
    );
    const started = answers.filter((answer) => answer.status === 200);
    expect(started).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.body.ApiStatus.Message).toBe(RESCHEDULE_MSG_DECIDED.awaitingPayment);
    }
    const old = await bookingRow(booking.txid);
    const children = await t.database.db
      .selectFrom('bookings')
      .select('status')
      .where('rescheduled_from', '=', old.id)
      .execute();
    expect(children).toEqual([{ status: 'NOT_CONFIRMED' }]);
  });

  it('a payment and a cancellation of the same traveller at once: moved or cancelled, never both', async () => {
    for (let round = 0; round < 3; round++) {
      const { traveller, booking } = await paidTwoAdults(t, nextTraveller++, 50 + round);
      const { choice, quote } = await rescheduleQuoted(t, traveller, booking, addDays(todayInIndia(), 53 + round));
      const started = (
        await callAs(t, traveller, {
          actioncode: 'reschedule',
          ...choice,
          requestkey: `move-${booking.txid}`,
          acceptedamount_paise: String(quote.totals.amountPaise),
        })
      ).body.Result as RescheduleStartedAnswer;
      const [, cancel] = await Promise.all([
        onHostedPage(t, started.checkouturl, 'pay').then((location) => returnTo(t, location)),
        callAs(t, traveller, {
          actioncode: 'cancel',
          txid: booking.txid,
          travellers: '0',
          journeys: '0',
          requestkey: `cancel-${booking.txid}`,
        }),
      ]);
      const old = await bookingRow(booking.txid);
      const fresh = await bookingRow(started.newtxid);
      const segments = booking.legs[0]?.flightlegs.length ?? 0;
      const moved = await offBooking(old.id, 'reschedule_id');
      const cancelled = await offBooking(old.id, 'cancellation_id');
      expect(moved + cancelled).toBe(segments);
      if (moved > 0) {
        expect(fresh.status).toBe('CONFIRMED');
        expect(cancel.status).toBe(409);
      } else {
        expect(fresh.status).toBe('RELEASED');
        expect((cancel.body.Result as CancellationDoneAnswer).refundPaise).toBeGreaterThanOrEqual(0);
      }
    }
  });
});
