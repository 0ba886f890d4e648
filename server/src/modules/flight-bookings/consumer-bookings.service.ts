import { BOOKING_MSG_DECIDED, FLIGHT_TRANSACTION_ID } from '@tripsetu/domain/flight-booking.ts';
import type { BookingBody, FlightBooking, FlightQuote, QuoteBody } from '@tripsetu/domain/flight-booking-api.ts';
import {
  FLIGHT_BOOKING_GATEWAY_MSG,
  type GatewayFlightInvoice,
  type InvoiceType,
  PAYMENT_WINDOW_MINUTES,
} from '@tripsetu/domain/gateway-flight-booking.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { idempotent } from '../../lib/idempotency.ts';
import type { BookingCore, BookingMade } from '../bookings/bookings.service.ts';
import { consumerInvoice } from '../documents/consumer-invoice.ts';
import type { ConsumerUser } from '../identity/identity.service.ts';
import type { BookingPayment, PaymentsService } from '../payments/payments.service.ts';
import type { FlightBookingsService } from './bookings.service.ts';
import { consumerAfterSales } from './consumer-after-sales.ts';
import { consumerReschedules } from './consumer-reschedule.ts';
import { consumerServices } from './consumer-services.ts';
import { consumerTrips } from './consumer-trips.ts';

/** A traveller's booking as the consumer site shows it: the booking, its deadline and its payment. */
export interface ConsumerFlightBooking {
  booking: FlightBooking;
  paymentDeadline: string | null;
  payment: BookingPayment | null;
  /** The payment can still be made (or tried again) on the gateway's page. */
  payable: boolean;
}

export interface ConsumerBookingStarted {
  transactionId: string;
  orderRef: string;
  checkoutUrl: string;
  paymentDeadline: string;
  totalPaise: number;
}

/**
 * Flight booking for travellers on the consumer site (issue 7, docs/decisions/015): the same quote,
 * rules and inventory locks as the agents' (bookings.service.ts), then a payment on the gateway's
 * hosted page within PAYMENT_WINDOW_MINUTES. The booking and its payment order are made in one
 * transaction; the payment confirms the booking in the order's settlement (payments.service.ts).
 */
export function createConsumerFlightBookingsService(deps: {
  db: Kysely<Database>;
  bookings: FlightBookingsService;
  payments: PaymentsService;
  /** The booking core, for what follows a paid booking: cancellation and refunds. */
  core: BookingCore;
  now?: () => number;
}) {
  const { db, bookings, payments } = deps;
  const now = deps.now ?? (() => Date.now());

  async function booking(traveller: ConsumerUser, transactionId: string): Promise<ConsumerFlightBooking> {
    // Decision 006: a malformed id never reaches the database.
    if (!FLIGHT_TRANSACTION_ID.test(transactionId))
      throw new AppError('NOT_FOUND', BOOKING_MSG_DECIDED.bookingNotFound);
    let found = await bookings.consumerBooking(traveller.id, transactionId);
    // A payer who paid and never came back: the provider is asked, and the booking confirmed now.
    const payment = await payments.bookingPayment(found.booking.id);
    if (found.booking.status === 'NOT_CONFIRMED' && payment?.status === 'PAID') {
      found = await bookings.consumerBooking(traveller.id, transactionId);
    }
    const open = payment?.status === 'CREATED' || payment?.status === 'FAILED';
    const beforeDeadline = found.paymentDeadline !== null && new Date(found.paymentDeadline).getTime() > now();
    return {
      ...found,
      payment,
      payable: found.booking.status === 'NOT_CONFIRMED' && open && beforeDeadline,
    };
  }

  async function ticket(traveller: ConsumerUser, transactionId: string): Promise<ConsumerFlightBooking> {
    const found = await booking(traveller, transactionId);
    if (found.booking.status !== 'CONFIRMED') {
      throw new AppError('CONFLICT', FLIGHT_BOOKING_GATEWAY_MSG.ticketNotIssued);
    }
    return found;
  }

  return {
    // After payment: the traveller's list, cancellation refunded to their payment, receipts.
    ...consumerAfterSales({ db, core: deps.core, booking }),
    // Moving travellers to another date, paid on the gateway.
    ...consumerReschedules({ db, core: deps.core, payments, now, booking }),
    // Across the traveller's bookings: those waiting for payment, and their flights by day (decision 029).
    ...consumerTrips({ db, now, booking }),
    // Seats, meals, baggage and services added after booking, paid on the gateway.
    ...consumerServices({ db, core: deps.core, payments, now, booking }),

    /** The review: the chosen fares priced again for a traveller (convenience fee, no commission, no hold). */
    quote(body: QuoteBody): Promise<FlightQuote> {
      return bookings.quote(body, 'CONSUMER');
    },

    /**
     * Books for a signed-in traveller and opens the payment: the seats are kept, unpaid, until the
     * deadline. Once per request key: a repeated submission answers the same booking and payment.
     */
    async book(traveller: ConsumerUser, body: BookingBody, requestKey: string): Promise<ConsumerBookingStarted> {
      const made: { booking?: BookingMade } = {};
      const answer = await idempotent(
        db,
        { scope: `consumer-flight-booking:${traveller.id}`, key: requestKey, body },
        async (trx) => {
          const deadline = now() + PAYMENT_WINDOW_MINUTES * 60_000;
          const booked = await bookings.bookForTraveller(trx, traveller.id, body, deadline);
          made.booking = booked;
          const payment = await payments.createBookingPayment(trx, {
            bookingId: booked.id,
            consumerUserId: traveller.id,
            amountPaise: booked.totalPaise,
            description: `Flight booking ${booked.transactionId}, ${booked.trip}`,
            customer: {
              name: `${traveller.first_name} ${traveller.last_name}`,
              email: body.contact.email?.trim() || traveller.email,
              phone: body.contact.mobile?.trim() || traveller.mobile,
            },
            expiresAt: deadline,
            returnPath: `/flight/ticket/${booked.transactionId}`,
          });
          const started: ConsumerBookingStarted = {
            transactionId: booked.transactionId,
            orderRef: payment.orderRef,
            checkoutUrl: payment.checkoutUrl,
            paymentDeadline: new Date(deadline).toISOString(),
            totalPaise: booked.totalPaise,
          };
          return { statusCode: 201, body: started };
        },
      );
      await made.booking?.committed();
      return answer.body;
    },

    /** The traveller's own booking in any state; anyone else's, or a malformed id, is 'Booking not found.' */
    booking,

    /** The e-ticket: the booking once confirmed. */
    ticket,

    /** The e-ticket as PDF, once the booking is confirmed. */
    async ticketPdf(traveller: ConsumerUser, transactionId: string): Promise<{ filename: string; bytes: Buffer }> {
      const found = await ticket(traveller, transactionId);
      return {
        filename: `e-ticket-${found.booking.transactionId}.pdf`,
        bytes: await bookings.documentPdf(found.booking, 'e-ticket', true),
      };
    },

    /** E-mails the e-ticket as PDF: to the booking's contact e-mail unless another address is given. */
    async emailTicket(traveller: ConsumerUser, transactionId: string, to: string): Promise<{ message: string }> {
      const found = await ticket(traveller, transactionId);
      return bookings.mailDocument(found.booking, {
        to: to.trim() || found.booking.contact.email,
        document: 'e-ticket',
        showFare: true,
      });
    },

    /** The tax invoice or the customer invoice, once the booking is confirmed. */
    async invoice(traveller: ConsumerUser, transactionId: string, type: InvoiceType): Promise<GatewayFlightInvoice> {
      const found = await booking(traveller, transactionId);
      if (!found.booking.invoiceNo) throw new AppError('CONFLICT', BOOKING_MSG_DECIDED.notTicketed);
      return consumerInvoice(type, found.booking, found.payment);
    },
  };
}

export type ConsumerFlightBookingsService = ReturnType<typeof createConsumerFlightBookingsService>;
