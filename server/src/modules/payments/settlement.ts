import { formatRupees } from '@tripsetu/domain/money.ts';
import { type OrderStatus, PAYMENT_MSG } from '@tripsetu/domain/payments.ts';
import type { Selectable, Transaction } from 'kysely';
import type { Database, PaymentOrderTable } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { PaymentsDeps } from './payments.service.ts';
import type { GatewayOutcome } from './provider.ts';

type OrderRow = Selectable<PaymentOrderTable>;

/** Statuses after which no answer of the gateway changes an order: the money has arrived. */
export const FINAL: readonly OrderStatus[] = ['PAID', 'REFUND_DUE', 'REFUNDED'];

/**
 * Settling a verified outcome (decision 010): under the order's row lock, once. A wallet order credits
 * the agency's wallet and mails its owner; a traveller's order confirms the booking through the core.
 */
export function paymentSettlement(deps: PaymentsDeps) {
  const { db, wallet, provider } = deps;

  /** Applies a verified outcome to our order, in one transaction; returns the order as it now stands. */
  async function settle(outcome: GatewayOutcome): Promise<OrderRow> {
    const hooks: (() => Promise<void>)[] = [];
    const settled = await db.transaction().execute(async (trx) => {
      const order = await trx
        .selectFrom('payment_orders')
        .selectAll()
        .where('provider', '=', provider.name)
        .where('provider_order_id', '=', outcome.providerOrderId)
        .forUpdate()
        .executeTakeFirst();
      if (!order) throw new AppError('NOT_FOUND', PAYMENT_MSG.notVerified);
      // Paid is final: a replayed answer, a late failure or a second payment credits nothing more.
      if (FINAL.includes(order.status)) return order;
      if (outcome.status === 'FAILED') {
        return trx
          .updateTable('payment_orders')
          .set({
            status: 'FAILED',
            failure_reason: (outcome.failureReason ?? PAYMENT_MSG.declined).slice(0, 200),
            provider_payment_id: null,
            method: outcome.method.slice(0, 40) || null,
          })
          .where('id', '=', order.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      }
      const total = Number(order.amount_paise) + Number(order.charge_paise);
      if (outcome.amountPaise !== total) {
        deps.logger.error(
          { orderRef: order.order_ref, paid: outcome.amountPaise, expected: total },
          'gateway amount mismatch',
        );
        throw new AppError('BAD_REQUEST', PAYMENT_MSG.notVerified);
      }
      if (order.purpose === 'BOOKING') return settleBooking(trx, order, outcome, (hook) => hooks.push(hook));
      if (order.purpose === 'SERVICES') return settleServices(trx, order, outcome);
      const credit = await wallet.creditGatewayPayment(trx, {
        agencyId: order.agency_id as number,
        amountPaise: Number(order.amount_paise),
        chargePaise: Number(order.charge_paise),
        providerPaymentId: outcome.providerPaymentId,
        method: outcome.method,
        purpose: order.purpose,
        orderRef: order.order_ref,
        requestedBy: order.created_by as number,
      });
      const paid = await trx
        .updateTable('payment_orders')
        .set({
          status: 'PAID',
          provider_payment_id: outcome.providerPaymentId,
          method: outcome.method.slice(0, 40),
          failure_reason: null,
          deposit_id: credit.depositId,
          settled_at: new Date(),
        })
        .where('id', '=', order.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const owner = await deps.agencyEmail(order.agency_id as number, trx);
      if (owner) {
        const amount = formatRupees(Number(order.amount_paise));
        await deps.mail.enqueue(trx, {
          to: owner.email,
          subject: `Payment received: ${amount} credited (${credit.documentNo})`,
          html: `<p>Dear ${escapeHtml(owner.firstName)},</p><p>We received ${formatRupees(total)} by ${escapeHtml(outcome.method)} (payment ${escapeHtml(outcome.providerPaymentId)}). ${amount} has been credited to the wallet of ${escapeHtml(owner.companyName)}; ${formatRupees(Number(order.charge_paise))} was the payment gateway confirmation charge.</p><p>Top-up receipt ${credit.documentNo}: <a href="${deps.publicUrl}/agent/wallet/receipts/${credit.depositId}">view the receipt</a>.</p>`,
          reference: `payment:${order.order_ref}`,
        });
      }
      return paid;
    });
    for (const hook of hooks) {
      await hook().catch((error) => deps.logger.error({ err: error }, 'after a settled payment'));
    }
    return settled;
  }

  /**
   * A traveller's verified payment (order locked by the caller): the booking is confirmed in this
   * transaction, or, when its inventory was released before the money arrived, the order is marked
   * REFUND_DUE: the money is owed back and the released seats are never taken again by it.
   */
  async function settleBooking(
    trx: Transaction<Database>,
    order: OrderRow,
    outcome: GatewayOutcome,
    afterCommit: (hook: () => Promise<void>) => void,
  ): Promise<OrderRow> {
    const booking = await deps.bookings.confirmPaidIn(
      trx,
      order.booking_id as number,
      { amountPaise: outcome.amountPaise, method: outcome.method, providerPaymentId: outcome.providerPaymentId },
      afterCommit,
    );
    if (booking === 'RELEASED') {
      deps.logger.warn(
        { orderRef: order.order_ref },
        'booking payment arrived after its inventory was released: refund due',
      );
    }
    return trx
      .updateTable('payment_orders')
      .set({
        status: booking === 'CONFIRMED' ? 'PAID' : 'REFUND_DUE',
        provider_payment_id: outcome.providerPaymentId,
        method: outcome.method.slice(0, 40),
        failure_reason: null,
        settled_at: new Date(),
      })
      .where('id', '=', order.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /**
   * A traveller's verified payment for services after booking (order locked by the caller): added in this
   * transaction, or, when they no longer can be (a seat taken meanwhile), the payment is refunded at once.
   */
  async function settleServices(trx: Transaction<Database>, order: OrderRow, outcome: GatewayOutcome) {
    const result = await deps.bookings.confirmServicesPaidIn(trx, order.service_purchase_id as number);
    const paid = {
      provider_payment_id: outcome.providerPaymentId,
      method: outcome.method.slice(0, 40),
      settled_at: new Date(),
    };
    if (result.added) {
      return trx
        .updateTable('payment_orders')
        .set({ ...paid, status: 'PAID', failure_reason: null })
        .where('id', '=', order.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    await provider.refund(
      { providerOrderId: order.provider_order_id, amountPaise: outcome.amountPaise, reason: result.reason },
      trx,
    );
    deps.logger.warn({ orderRef: order.order_ref, reason: result.reason }, 'services not added: payment refunded');
    return trx
      .updateTable('payment_orders')
      .set({
        ...paid,
        status: 'REFUNDED',
        refunded_paise: outcome.amountPaise,
        failure_reason: result.reason.slice(0, 200),
      })
      .where('id', '=', order.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Asks the provider about an order still open, and settles what it answers. */
  async function checkOpenOrder(order: OrderRow): Promise<OrderRow> {
    if (FINAL.includes(order.status)) return order;
    const outcome = await provider.fetchOutcome(order.provider_order_id, db);
    if (!outcome || (outcome.status === 'FAILED' && order.status === 'FAILED')) return order;
    return settle(outcome);
  }

  return { settle, checkOpenOrder };
}
