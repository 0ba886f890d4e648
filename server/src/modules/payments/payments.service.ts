import { AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import {
  GATEWAY_CONFIRMATION_CHARGE_PAISE,
  gatewayAmountError,
  type OrderStatus,
  PAYMENT_MSG,
  type PaymentPurpose,
} from '@tripsetu/domain/payments.ts';
import type { GatewayPayment } from '@tripsetu/domain/payments-api.ts';
import { rupeesTextToPaise } from '@tripsetu/domain/wallet.ts';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { Database, PaymentOrderTable } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/html.ts';
import { newTransactionId } from '../../lib/ids.ts';
import type { AgentUser } from '../agents/agents.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { AgencyEmail } from '../wallet/deposits.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { GatewayOutcome, PaymentProvider } from './provider.ts';
import { NO_PROVIDER } from './providers.ts';

type Db = Kysely<Database> | Transaction<Database>;
type OrderRow = Selectable<PaymentOrderTable>;

export const ORDER_REF_PATTERN = /^PO[0-9A-HJKMNP-TV-Z]{20}$/;
/** Where the payer of a wallet order lands after the gateway; other orders carry their own return_path. */
const RESULT_PATH: Record<PaymentPurpose, (orderRef: string) => string> = {
  WALLET_TOPUP: (ref) => `/agent/wallet/payments/${ref}`,
  DUE_PAYMENT: (ref) => `/agent/wallet/payments/${ref}`,
};
/** Statuses after which no answer of the gateway changes an order: the money has arrived. */
const FINAL: readonly OrderStatus[] = ['PAID', 'REFUND_DUE'];

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
  ): Promise<'CONFIRMED' | 'RELEASED'>;
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

/**
 * Payments through the gateway (docs/decisions/010): an order for amount + the §9 ₹1 charge, the
 * provider's hosted page, and a settlement that credits the wallet only for a verified outcome, once:
 * the order row is locked, and an order already paid is answered as it stands.
 */
export function createPaymentsService(deps: {
  db: Kysely<Database>;
  wallet: WalletService;
  provider: PaymentProvider;
  mail: MailService;
  publicUrl: string;
  logger: Logger;
  bookings: BookingSettlement;
  agencyEmail: AgencyEmail;
}) {
  const { db, wallet, provider } = deps;

  async function toPayment(source: Db, order: OrderRow): Promise<GatewayPayment> {
    const receipt = order.deposit_id
      ? await source
          .selectFrom('wallet_deposits as d')
          .innerJoin('journal_transactions as t', 't.id', 'd.transaction_id')
          .select('t.document_no')
          .where('d.id', '=', order.deposit_id)
          .executeTakeFirst()
      : undefined;
    const total = Number(order.amount_paise) + Number(order.charge_paise);
    return {
      orderRef: order.order_ref,
      // Only the wallet's orders are read here (findOrder).
      purpose: order.purpose as PaymentPurpose,
      status: order.status as GatewayPayment['status'],
      amountPaise: Number(order.amount_paise),
      chargePaise: Number(order.charge_paise),
      totalPaise: total,
      checkoutUrl: order.status === 'PAID' ? null : order.checkout_url,
      method: order.method,
      providerPaymentId: order.provider_payment_id,
      depositId: order.deposit_id,
      receiptNo: receipt?.document_no ?? null,
      failureReason: order.failure_reason,
      createdAt: new Date(order.created_at).toISOString(),
      settledAt: order.settled_at ? new Date(order.settled_at).toISOString() : null,
    };
  }

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

  async function findOrder(source: Db, orderRef: string, agencyId: number | null) {
    if (!ORDER_REF_PATTERN.test(orderRef)) return undefined;
    // The wallet's orders only: a traveller's payment is no agency's (nor the back office's here).
    let select = source
      .selectFrom('payment_orders')
      .selectAll()
      .where('order_ref', '=', orderRef)
      .where('agency_id', 'is not', null);
    if (agencyId !== null) select = select.where('agency_id', '=', agencyId);
    return select.executeTakeFirst();
  }

  /** Applies a verified outcome to our order, in one transaction; returns the order as it now stands. */
  async function settle(outcome: GatewayOutcome): Promise<OrderRow> {
    return db.transaction().execute(async (trx) => {
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
      if (order.purpose === 'BOOKING') return settleBooking(trx, order, outcome);
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
  ): Promise<OrderRow> {
    const booking = await deps.bookings.confirmPaidIn(trx, order.booking_id as number, {
      amountPaise: outcome.amountPaise,
      method: outcome.method,
      providerPaymentId: outcome.providerPaymentId,
    });
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

  /** Asks the provider about an order still open, and settles what it answers. */
  async function checkOpenOrder(order: OrderRow): Promise<OrderRow> {
    if (FINAL.includes(order.status)) return order;
    const outcome = await provider.fetchOutcome(order.provider_order_id, db);
    if (!outcome || (outcome.status === 'FAILED' && order.status === 'FAILED')) return order;
    return settle(outcome);
  }

  return {
    providerName: provider.name,
    /** The gateway itself, for what the payments service does not wrap yet (refunds, decision 010). */
    provider,

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
      return order?.purpose === 'BOOKING';
    },

    /** An order for a wallet top-up or a payment of the due; the agency pays it on the provider's page. */
    async createPayment(
      user: AgentUser,
      body: { purpose: PaymentPurpose; amount: string },
      trx: Transaction<Database>,
    ): Promise<GatewayPayment> {
      if (provider.name === NO_PROVIDER) throw new AppError('CONFLICT', PAYMENT_MSG.gatewayUnavailable);
      const agencyId = user.agency_id as number;
      const balance = await wallet.balanceIn(agencyId, trx);
      const message = gatewayAmountError(body.purpose, body.amount, balance.duePaise);
      if (message) throw AppError.validation({ amount: message });
      const amountPaise = rupeesTextToPaise(body.amount);
      const orderRef = newTransactionId('PO');
      const agency = await deps.agencyEmail(agencyId, trx);
      const description =
        body.purpose === 'DUE_PAYMENT'
          ? `Payment of due, ${agency?.companyName ?? 'agency'}`
          : `Wallet top-up, ${agency?.companyName ?? 'agency'}`;
      const chargePaise = GATEWAY_CONFIRMATION_CHARGE_PAISE;
      const created = await provider.createOrder(
        {
          receipt: orderRef,
          amountPaise: amountPaise + chargePaise,
          description,
          customer: { name: `${user.first_name} ${user.last_name}`, email: user.email, phone: user.mobile },
          returnUrl: `${deps.publicUrl}/pay/return/${provider.name}`,
        },
        trx,
      );
      const order = await trx
        .insertInto('payment_orders')
        .values({
          order_ref: orderRef,
          purpose: body.purpose,
          agency_id: agencyId,
          amount_paise: amountPaise,
          charge_paise: chargePaise,
          provider: provider.name,
          provider_order_id: created.providerOrderId,
          checkout_url: created.checkoutUrl,
          status: 'CREATED',
          created_by: user.id,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toPayment(trx, order);
    },

    /**
     * One payment of the agency (any agency's for an administrator). An order still open is checked
     * with the provider first, so a payer who paid and never came back is credited all the same.
     */
    async payment(orderRef: string, agencyId: number | null): Promise<GatewayPayment> {
      const order = await findOrder(db, orderRef, agencyId);
      if (!order) throw new AppError('NOT_FOUND', AGENT_MSG_DECIDED.notFound);
      return toPayment(db, await checkOpenOrder(order));
    },

    /**
     * The payer's return from the hosted page. A forged or altered answer is refused (null) and
     * changes nothing; a genuine one is settled, and the payer goes on to the result page.
     */
    async handleReturn(params: Record<string, unknown>): Promise<string | null> {
      const outcome = provider.verifyReturn(params);
      if (!outcome) {
        deps.logger.warn({ orderId: String(params.order_id ?? '').slice(0, 60) }, 'unverified gateway return');
        return null;
      }
      const order = await settle(outcome);
      return order.return_path ?? RESULT_PATH[order.purpose as PaymentPurpose](order.order_ref);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
