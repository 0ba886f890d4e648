import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import {
  HOLD_QUEUE_LIMIT,
  type HoldQueueEntry,
  type PassengerCalendar,
} from '@tripsetu/domain/gateway-flight-trips.ts';
import { MONTH, PAX_CALENDAR_MSG } from '@tripsetu/domain/pax-calendar.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { ConsumerUser } from '../identity/identity.service.ts';
import type { BookingPayment } from '../payments/payments.service.ts';
import { paxCalendarFor } from './pax-calendar.ts';

/**
 * A signed-in traveller's flights across their bookings (issue 21, decision 029): those waiting for payment
 * before their deadline, with the gateway's page to pay on, and their journeys by the day they leave.
 * `booking` is the traveller's own booking as the e-ticket page reads it (a payment taken and not yet
 * heard of is settled there), so the queue offers payment exactly where that page does.
 */
export function consumerTrips(deps: {
  db: Kysely<Database>;
  now: () => number;
  booking: (
    traveller: ConsumerUser,
    transactionId: string,
  ) => Promise<{
    booking: FlightBooking;
    paymentDeadline: string | null;
    payment: BookingPayment | null;
    payable: boolean;
  }>;
}) {
  const { db, now } = deps;

  return {
    /** The traveller's unpaid flight bookings whose deadline has not passed, the soonest deadline first. */
    async holdQueue(traveller: ConsumerUser): Promise<HoldQueueEntry[]> {
      const rows = await db
        .selectFrom('bookings')
        .select('transaction_id')
        .where('consumer_user_id', '=', traveller.id)
        .where('product', '=', 'FLIGHT')
        .where('status', '=', 'NOT_CONFIRMED')
        .where('payment_deadline', '>', new Date(now()))
        .orderBy('payment_deadline')
        .orderBy('id')
        .limit(HOLD_QUEUE_LIMIT)
        .execute();
      const entries: HoldQueueEntry[] = [];
      for (const row of rows) {
        const found = await deps.booking(traveller, row.transaction_id);
        const { booking, paymentDeadline, payment } = found;
        // Paid meanwhile (settled just now), or released: no longer waiting.
        if (booking.status !== 'NOT_CONFIRMED' || !paymentDeadline || Date.parse(paymentDeadline) <= now()) continue;
        entries.push({
          txid: booking.transactionId,
          trip: booking.legs.map((leg) => `${leg.from}-${leg.to}`).join(', '),
          departure: booking.legs[0]?.date ?? '',
          travellers: booking.travellers.length,
          total_paise: booking.totalPaise,
          paymentdeadline: paymentDeadline,
          checkouturl: found.payable && payment ? payment.checkoutUrl : null,
          failurereason: payment?.failureReason ?? null,
        });
      }
      return entries;
    },

    /** The traveller's journeys departing in the month (YYYY-MM), each traveller on it, by day. */
    async passengerCalendar(traveller: ConsumerUser, month: string): Promise<PassengerCalendar> {
      if (!MONTH.test(month)) throw AppError.validation({ month: PAX_CALENDAR_MSG.monthInvalid });
      const calendar = await paxCalendarFor(db, { consumerUserId: traveller.id, now: new Date(now()) }, month);
      return {
        month: calendar.month,
        days: calendar.days.map((day) => ({
          date: day.date,
          travellers: day.travellers.map((entry) => ({
            txid: entry.transactionId,
            name: entry.name,
            route: entry.route,
            departuretime: entry.departureTime,
            flight: entry.flight,
            pnr: entry.pnr,
            status_code: entry.status === 'CONFIRMED' ? 'CONFIRMED' : 'NOT_CONFIRMED',
          })),
        })),
      };
    },
  };
}
