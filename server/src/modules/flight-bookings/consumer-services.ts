import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { SERVICES_MSG_DECIDED, type ServiceItem } from '@tripsetu/domain/flight-services.ts';
import type { ServicesPaymentAnswer, ServicesStartedAnswer } from '@tripsetu/domain/gateway-flight-after-sales.ts';
import { PAYMENT_WINDOW_MINUTES } from '@tripsetu/domain/gateway-flight-booking.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { idempotent } from '../../lib/idempotency.ts';
import type { BookingCore } from '../bookings/bookings.service.ts';
import type { ConsumerUser } from '../identity/identity.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';

/**
 * A traveller adds seats, meals, baggage and services to their own flight booking (issue 21, decision 025):
 * the agents' options and quote, then the amount paid on the gateway's page, which adds them (or, when that
 * is no longer possible, is refunded). Once per request key: a repeated Confirm answers the same payment.
 */
export function consumerServices(deps: {
  db: Kysely<Database>;
  core: BookingCore;
  payments: PaymentsService;
  now: () => number;
  booking: (traveller: ConsumerUser, transactionId: string) => Promise<{ booking: FlightBooking }>;
}) {
  const { db, core, payments } = deps;

  return {
    async serviceOptions(traveller: ConsumerUser, transactionId: string) {
      const { booking } = await deps.booking(traveller, transactionId);
      return core.travellerServiceOptions(traveller.id, booking.id);
    },

    async servicesQuote(traveller: ConsumerUser, transactionId: string, items: ServiceItem[]) {
      const { booking } = await deps.booking(traveller, transactionId);
      return core.quoteTravellerServices(traveller.id, booking.id, items);
    },

    async addServices(
      traveller: ConsumerUser,
      transactionId: string,
      items: ServiceItem[],
      requestKey: string,
      acceptedAmountPaise?: number,
    ): Promise<ServicesStartedAnswer> {
      const { booking } = await deps.booking(traveller, transactionId);
      const answer = await idempotent(
        db,
        {
          scope: `consumer-flight-services:${traveller.id}`,
          key: requestKey,
          body: { transactionId, items, acceptedAmountPaise },
        },
        async (trx) => {
          const started = await core.startTravellerServicesIn(
            trx,
            traveller.id,
            booking.id,
            items,
            acceptedAmountPaise,
          );
          const body: ServicesStartedAnswer = {
            txid: transactionId,
            added: started.added,
            amount_paise: started.amountPaise,
            orderref: '',
            checkouturl: '',
          };
          if (!started.added) {
            const { contact } = booking;
            const payment = await payments.createServicesPayment(trx, {
              purchaseId: started.purchaseId,
              consumerUserId: traveller.id,
              amountPaise: started.amountPaise,
              description: `Added to ${transactionId}: ${started.labels}`.slice(0, 250),
              customer: {
                name: `${traveller.first_name} ${traveller.last_name}`,
                email: contact.email?.trim() || traveller.email,
                phone: contact.mobile?.trim() || traveller.mobile,
              },
              expiresAt: deps.now() + PAYMENT_WINDOW_MINUTES * 60_000,
              returnPath: (orderRef) => `/flight/add-ssr/${transactionId}?order=${orderRef}`,
            });
            body.orderref = payment.orderRef;
            body.checkouturl = payment.checkoutUrl;
          }
          return { statusCode: 201, body };
        },
      );
      return answer.body;
    },

    /** Where a services payment stands (the provider asked while it is open): added, refunded or still to pay. */
    async servicesPayment(
      traveller: ConsumerUser,
      transactionId: string,
      orderRef: string,
    ): Promise<ServicesPaymentAnswer> {
      await deps.booking(traveller, transactionId);
      const payment = await payments.servicesPayment(traveller.id, orderRef);
      if (!payment) throw new AppError('NOT_FOUND', SERVICES_MSG_DECIDED.paymentNotFound);
      return {
        orderref: payment.orderRef,
        status: payment.status,
        amount_paise: payment.amountPaise,
        checkouturl: payment.status === 'CREATED' || payment.status === 'FAILED' ? payment.checkoutUrl : null,
        reason: payment.failureReason,
      };
    },
  };
}
