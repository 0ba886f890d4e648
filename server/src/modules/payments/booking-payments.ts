import { type OrderStatus, PAYMENT_MSG } from '@tripsetu/domain/payments.ts';
import type { Selectable, Transaction } from 'kysely';
import type { Database, PaymentOrderTable } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { newTransactionId } from '../../lib/ids.ts';
import type { PaymentsDeps } from './payments.service.ts';
import type { PaymentProvider } from './provider.ts';
import { NO_PROVIDER } from './providers.ts';

type OrderRow = Selectable<PaymentOrderTable>;
/**
 * What settling a traveller's payment needs of the booking core (docs/decisions/015 and 022): confirm
 * the booking, whatever its product, in the order's transaction and under the booking's row lock, or
 * say that its inventory was already released.
 */
export interface BookingSettlement {
  confirmPaidIn(
    trx: Transaction<Database>,
    bookingId: number,
    payment: { amountPaise: number; method: string; providerPaymentId: string },
    /** Work for once the transaction has committed (the search's seat counts). */
    afterCommit?: (hook: () => Promise<void>) => void,
  ): Promise<'CONFIRMED' | 'RELEASED'>;
  /** A traveller's services after booking were paid for: added now, in this transaction, or not (refunded). */
  confirmServicesPaidIn(
    trx: Transaction<Database>,
    purchaseId: number,
  ): Promise<{ added: true } | { added: false; reason: string }>;
}

/** A traveller's payment of a booking as the consumer gateway shows it. */
export interface BookingPayment {
  orderRef: string;
  status: OrderStatus;
  amountPaise: number;
  /** The provider's hosted page (it refuses payment once the order has expired). */
  checkoutUrl: string;
  method: string | null;
  providerPaymentId: string | null;
  failureReason: string | null;
  settledAt: string | null;
}

/** A refund sent back to a traveller's payment: which payment, and the provider's refund id. */
export interface BookingRefund {
  paymentOrderId: number;
  orderRef: string;
  method: string | null;
  providerPaymentId: string | null;
  /** None when nothing was refunded (a fare that returns nothing). */
  providerRefundId: string | null;
}

/**
 * The paid orders a booking's refund may go back to, locked, in the order they are used: its own payment,
 * then (a rescheduled booking, decision 024) the payments of the bookings it was moved from, newest first.
 */
async function paymentsOfChain(trx: Transaction<Database>, bookingId: number): Promise<OrderRow[]> {
  const orders: OrderRow[] = [];
  const seen = new Set<number>();
  let next: number | null = bookingId;
  while (next !== null && !seen.has(next)) {
    seen.add(next);
    const order = await trx
      .selectFrom('payment_orders')
      .selectAll()
      .where('booking_id', '=', next)
      .where('status', '=', 'PAID')
      .forUpdate()
      .executeTakeFirst();
    if (order) orders.push(order);
    const booking: { rescheduled_from: number | null } | undefined = await trx
      .selectFrom('bookings')
      .select('rescheduled_from')
      .where('id', '=', next)
      .executeTakeFirst();
    next = booking?.rescheduled_from ?? null;
  }
  return orders;
}

/**
 * Gives back `amountPaise` of a traveller's paid booking to the payment it was made with, through the
 * provider's refund call, in the caller's transaction (a cancellation): the order's row is locked so that
 * refunds of one payment take turns. A rescheduled ticket is worth more than the payment of its own
 * booking (that paid only the difference): what passes it goes back to the earlier bookings' payments,
 * never more to any than is left of it. Throws when the booking was not paid online.
 */
export async function refundBookingPayment(
  provider: PaymentProvider,
  trx: Transaction<Database>,
  input: { bookingId: number; amountPaise: number; reason: string },
): Promise<BookingRefund> {
  const orders = await paymentsOfChain(trx, input.bookingId);
  const first = orders[0];
  if (!first || orders.some((order) => order.provider !== provider.name)) {
    throw new AppError('CONFLICT', PAYMENT_MSG.refundNotPaid);
  }
  let owed = input.amountPaise;
  const refundIds: string[] = [];
  for (const order of orders) {
    const take = Math.min(owed, Number(order.amount_paise) - Number(order.refunded_paise));
    if (take <= 0) continue;
    const refund = await provider.refund(
      { providerOrderId: order.provider_order_id, amountPaise: take, reason: input.reason },
      trx,
    );
    await trx
      .updateTable('payment_orders')
      .set({ refunded_paise: Number(order.refunded_paise) + take })
      .where('id', '=', order.id)
      .execute();
    refundIds.push(refund.providerRefundId);
    owed -= take;
    if (owed === 0) break;
  }
  if (owed > 0) throw new AppError('CONFLICT', PAYMENT_MSG.refundTooMuch);
  return {
    paymentOrderId: first.id,
    orderRef: first.order_ref,
    method: first.method,
    providerPaymentId: first.provider_payment_id,
    providerRefundId: refundIds.length > 0 ? refundIds.join(', ') : null,
  };
}

/**
 * A traveller's payment of a booking (decisions 015, 022): its order, made in the booking's
 * transaction, and what the consumer site reads of it.
 */
export function bookingPayments(deps: PaymentsDeps & { checkOpenOrder: (order: OrderRow) => Promise<OrderRow> }) {
  const { db, provider, checkOpenOrder } = deps;

  function toBookingPayment(order: OrderRow): BookingPayment {
    return {
      orderRef: order.order_ref,
      status: order.status,
      amountPaise: Number(order.amount_paise) + Number(order.charge_paise),
      checkoutUrl: order.checkout_url,
      method: order.method,
      providerPaymentId: order.provider_payment_id,
      failureReason: order.failure_reason,
      settledAt: order.settled_at ? new Date(order.settled_at).toISOString() : null,
    };
  }

  return {
    /**
     * The order paying a traveller's booking, in the booking's transaction: the whole total
     * (no ₹1 charge: that is the wallet's, §9 of the portal), taken no later than `expiresAt`; the
     * payer comes back to `returnPath`.
     */
    async createBookingPayment(
      trx: Transaction<Database>,
      input: {
        bookingId: number;
        consumerUserId: number;
        amountPaise: number;
        description: string;
        customer: { name: string; email: string; phone: string };
        expiresAt: number;
        returnPath: string;
      },
    ): Promise<BookingPayment> {
      if (provider.name === NO_PROVIDER) throw new AppError('CONFLICT', PAYMENT_MSG.travellerGatewayUnavailable);
      const orderRef = newTransactionId('PO');
      const created = await provider.createOrder(
        {
          receipt: orderRef,
          amountPaise: input.amountPaise,
          description: input.description,
          customer: input.customer,
          returnUrl: `${deps.publicUrl}/pay/return/${provider.name}`,
          expiresAt: input.expiresAt,
        },
        trx,
      );
      const order = await trx
        .insertInto('payment_orders')
        .values({
          order_ref: orderRef,
          purpose: 'BOOKING',
          agency_id: null,
          amount_paise: input.amountPaise,
          charge_paise: 0,
          provider: provider.name,
          provider_order_id: created.providerOrderId,
          checkout_url: created.checkoutUrl,
          status: 'CREATED',
          created_by: null,
          consumer_user_id: input.consumerUserId,
          booking_id: input.bookingId,
          return_path: input.returnPath,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toBookingPayment(order);
    },

    /**
     * The order paying a traveller's services after booking (decision 025), in the purchase's transaction;
     * the payer comes back to `returnPath` of the order's reference.
     */
    async createServicesPayment(
      trx: Transaction<Database>,
      input: {
        purchaseId: number;
        consumerUserId: number;
        amountPaise: number;
        description: string;
        customer: { name: string; email: string; phone: string };
        expiresAt: number;
        returnPath: (orderRef: string) => string;
      },
    ): Promise<BookingPayment> {
      if (provider.name === NO_PROVIDER) throw new AppError('CONFLICT', PAYMENT_MSG.travellerGatewayUnavailable);
      const orderRef = newTransactionId('PO');
      const created = await provider.createOrder(
        {
          receipt: orderRef,
          amountPaise: input.amountPaise,
          description: input.description,
          customer: input.customer,
          returnUrl: `${deps.publicUrl}/pay/return/${provider.name}`,
          expiresAt: input.expiresAt,
        },
        trx,
      );
      const order = await trx
        .insertInto('payment_orders')
        .values({
          order_ref: orderRef,
          purpose: 'SERVICES',
          agency_id: null,
          amount_paise: input.amountPaise,
          charge_paise: 0,
          provider: provider.name,
          provider_order_id: created.providerOrderId,
          checkout_url: created.checkoutUrl,
          status: 'CREATED',
          created_by: null,
          consumer_user_id: input.consumerUserId,
          service_purchase_id: input.purchaseId,
          return_path: input.returnPath(orderRef),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toBookingPayment(order);
    },

    /** A traveller's own services order by its reference (checked with the provider while open), or null. */
    async servicesPayment(consumerUserId: number, orderRef: string): Promise<BookingPayment | null> {
      const order = await db
        .selectFrom('payment_orders')
        .selectAll()
        .where('order_ref', '=', orderRef.slice(0, 40))
        .where('consumer_user_id', '=', consumerUserId)
        .where('purpose', '=', 'SERVICES')
        .executeTakeFirst();
      return order ? toBookingPayment(await checkOpenOrder(order)) : null;
    },

    /**
     * The payment of a traveller's booking, or null when it has none. An order still open is
     * checked with the provider first, so a payer who paid and closed the tab is confirmed all the same.
     */
    async bookingPayment(bookingId: number): Promise<BookingPayment | null> {
      const order = await db
        .selectFrom('payment_orders')
        .selectAll()
        .where('booking_id', '=', bookingId)
        .executeTakeFirst();
      return order ? toBookingPayment(await checkOpenOrder(order)) : null;
    },

    /** Whether a return (verified or not) names a traveller's order: the page it gets says so. */
    async returnIsTravellers(params: Record<string, unknown>): Promise<boolean> {
      const orderId = typeof params.order_id === 'string' ? params.order_id.slice(0, 60) : '';
      if (orderId === '') return false;
      const order = await db
        .selectFrom('payment_orders')
        .select('purpose')
        .where('provider', '=', provider.name)
        .where('provider_order_id', '=', orderId)
        .executeTakeFirst();
      return order?.purpose === 'BOOKING' || order?.purpose === 'SERVICES';
    },
  };
}
