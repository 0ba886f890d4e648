import { AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import {
  GATEWAY_CONFIRMATION_CHARGE_PAISE,
  gatewayAmountError,
  PAYMENT_MSG,
  type PaymentPurpose,
} from '@tripsetu/domain/payments.ts';
import type { GatewayPayment } from '@tripsetu/domain/payments-api.ts';
import { rupeesTextToPaise } from '@tripsetu/domain/wallet.ts';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { Database, PaymentOrderTable } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { newTransactionId } from '../../lib/ids.ts';
import type { AgentUser } from '../agents/agents.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { AgencyEmail } from '../wallet/deposits.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { type BookingSettlement, bookingPayments } from './booking-payments.ts';
import type { PaymentProvider } from './provider.ts';
import { NO_PROVIDER } from './providers.ts';
import { paymentSettlement } from './settlement.ts';

type Db = Kysely<Database> | Transaction<Database>;
type OrderRow = Selectable<PaymentOrderTable>;

export const ORDER_REF_PATTERN = /^PO[0-9A-HJKMNP-TV-Z]{20}$/;
/** Where the payer of a wallet order lands after the gateway; other orders carry their own return_path. */
const RESULT_PATH: Record<PaymentPurpose, (orderRef: string) => string> = {
  WALLET_TOPUP: (ref) => `/agent/wallet/payments/${ref}`,
  DUE_PAYMENT: (ref) => `/agent/wallet/payments/${ref}`,
};

export type { BookingPayment, BookingRefund, BookingSettlement } from './booking-payments.ts';

/** What the payments service is made of. */
export interface PaymentsDeps {
  db: Kysely<Database>;
  wallet: WalletService;
  provider: PaymentProvider;
  mail: MailService;
  publicUrl: string;
  logger: Logger;
  bookings: BookingSettlement;
  agencyEmail: AgencyEmail;
}

/**
 * Payments through the gateway (docs/decisions/010): an order for amount + the §9 ₹1 charge, the
 * provider's hosted page, and a settlement that credits the wallet only for a verified outcome, once:
 * the order row is locked, and an order already paid is answered as it stands.
 */
export function createPaymentsService(deps: PaymentsDeps) {
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

  const { settle, checkOpenOrder } = paymentSettlement(deps);

  return {
    providerName: provider.name,
    /** The gateway itself, for what the payments service does not wrap yet (refunds, decision 010). */
    provider,

    // ── A traveller's booking: booking-payments.ts ────────────────────────────────────────────
    ...bookingPayments({ ...deps, checkOpenOrder }),

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
