import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import type { RescheduleStartedAnswer } from '@tripsetu/domain/gateway-flight-after-sales.ts';
import { PAYMENT_WINDOW_MINUTES } from '@tripsetu/domain/gateway-flight-booking.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { idempotent } from '../../lib/idempotency.ts';
import type { BookingCore } from '../bookings/bookings.service.ts';
import type { CancellationSelection, RescheduleChoice } from '../bookings/product.ts';
import type { TravellerRescheduleStarted } from '../bookings/traveller-reschedules.ts';
import type { ConsumerUser } from '../identity/identity.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';

/**
 * A traveller moves travellers of their own flight booking to another date (issue 21, decision 024):
 * the same options and quote as an agent's, then the new flight kept for PAYMENT_WINDOW_MINUTES while
 * they pay the amount on the gateway's page; the payment completes the move (the booking core's
 * `confirmPaidIn`). Once per request key: a repeated Confirm answers the same new booking and payment.
 */
export function consumerReschedules(deps: {
  db: Kysely<Database>;
  core: BookingCore;
  payments: PaymentsService;
  now: () => number;
  booking: (traveller: ConsumerUser, transactionId: string) => Promise<{ booking: FlightBooking }>;
}) {
  const { db, core, payments } = deps;

  return {
    async rescheduleOptions(
      traveller: ConsumerUser,
      transactionId: string,
      selection: CancellationSelection,
      date: string,
    ) {
      const { booking } = await deps.booking(traveller, transactionId);
      return core.travellerRescheduleOptions(traveller.id, booking.id, selection, date);
    },

    async rescheduleQuote(traveller: ConsumerUser, transactionId: string, choice: RescheduleChoice) {
      const { booking } = await deps.booking(traveller, transactionId);
      return core.quoteTravellerReschedule(traveller.id, booking.id, choice);
    },

    async reschedule(
      traveller: ConsumerUser,
      transactionId: string,
      choice: RescheduleChoice,
      requestKey: string,
      acceptedAmountPaise?: number,
    ): Promise<RescheduleStartedAnswer> {
      const { booking } = await deps.booking(traveller, transactionId);
      const made: { started?: TravellerRescheduleStarted } = {};
      const answer = await idempotent(
        db,
        {
          scope: `consumer-flight-reschedule:${traveller.id}`,
          key: requestKey,
          body: { transactionId, choice, acceptedAmountPaise },
        },
        async (trx) => {
          const deadline = deps.now() + PAYMENT_WINDOW_MINUTES * 60_000;
          const started = await core.startTravellerRescheduleIn(
            trx,
            traveller.id,
            booking.id,
            choice,
            deadline,
            acceptedAmountPaise,
          );
          made.started = started;
          const { contact } = booking;
          const payment = await payments.createBookingPayment(trx, {
            bookingId: started.newBookingId,
            consumerUserId: traveller.id,
            amountPaise: started.amountPaise,
            description: `Reschedule of ${transactionId} to ${started.newTransactionId}, ${started.trip}`,
            customer: {
              name: `${traveller.first_name} ${traveller.last_name}`,
              email: contact.email?.trim() || traveller.email,
              phone: contact.mobile?.trim() || traveller.mobile,
            },
            expiresAt: deadline,
            returnPath: `/flight/ticket/${started.newTransactionId}`,
          });
          const body: RescheduleStartedAnswer = {
            txid: transactionId,
            newtxid: started.newTransactionId,
            orderref: payment.orderRef,
            checkouturl: payment.checkoutUrl,
            paymentdeadline: new Date(deadline).toISOString(),
            amount_paise: started.amountPaise,
          };
          return { statusCode: 201, body };
        },
      );
      await made.started?.committed();
      return answer.body;
    },
  };
}
