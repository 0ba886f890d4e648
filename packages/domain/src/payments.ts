import { formatRupees } from './money.ts';
import { amountError, rupeesTextToPaise, WALLET_MSG, WALLET_MSG_DECIDED } from './wallet.ts';

/**
 * Payments through a payment gateway (agent-portal.md §2 Upload Balance by payment gateway and Make
 * Payment, §9; docs/decisions/010). Money is in paise.
 *
 * - A wallet top-up follows the deposit rules of §5 (greater than 0, at least ₹1,000).
 * - A payment of the due repays the credit in use: more than 0 and at most the due.
 * - §9: "A payment of Rupees 1 is charged to confirm a payment-gateway deposit." Decided: the ₹1 is
 *   added on top of the amount, so the agency pays amount + ₹1 and its wallet receives the amount.
 */
export const GATEWAY_CONFIRMATION_CHARGE_PAISE = 100;

export const PAYMENT_PURPOSES = ['WALLET_TOPUP', 'DUE_PAYMENT'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export const PAYMENT_STATUSES = ['CREATED', 'PAID', 'FAILED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Every purpose a gateway order may have: the wallet's two, and a traveller's booking of any product on
 * the consumer site (docs/decisions/015 and 022), or services added to it (025), which have no agency and
 * no ₹1 charge.
 */
export const ORDER_PURPOSES = [...PAYMENT_PURPOSES, 'BOOKING', 'SERVICES'] as const;
export type OrderPurpose = (typeof ORDER_PURPOSES)[number];
/**
 * REFUND_DUE: a booking's order paid after its inventory was released; the money is owed back. REFUNDED:
 * services after booking paid for but no longer possible (a seat taken meanwhile), refunded at once.
 */
export const ORDER_STATUSES = [...PAYMENT_STATUSES, 'REFUND_DUE', 'REFUNDED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What the payer chooses on the hosted page: §9's online payment modes. */
export const GATEWAY_METHODS = ['UPI', 'Debit Card', 'Credit Card', 'Net Banking', 'Amex'] as const;
export type GatewayMethod = (typeof GATEWAY_METHODS)[number];

export const PAYMENT_MSG = {
  nothingDue: 'Nothing is due. To add money to your wallet, use Upload Balance.',
  notVerified: 'We could not verify this payment response. Nothing was credited to your wallet.',
  paid: 'The amount has been added to your wallet.',
  failed: 'Payment failed. No money was added to your wallet.',
  pending: 'We are waiting for the payment gateway to confirm this payment.',
  cancelled: 'Payment cancelled by you',
  declined: 'Payment declined by the bank',
  /** The hosted page of an order past its expiry takes no payment (docs/decisions/015). */
  linkExpired: 'Payment link expired',
  /** No payment gateway is configured (PAYMENT_PROVIDER=none): online payment is off. */
  gatewayUnavailable:
    'Online payment is not available at the moment. Please pay by bank transfer, cheque or cash through Upload Balance.',
  travellerGatewayUnavailable: 'Online payment is not available at the moment. Please try again later.',
  refundNotPaid: 'This payment was not completed, so there is nothing to refund.',
  refundTooMuch: 'The refund is more than what is left of this payment.',
} as const;

export const moreThanDueMessage = (duePaise: number) =>
  `Amount cannot be more than the due of ${formatRupees(duePaise)}`;

/** The amount charged at the gateway: the amount plus the §9 confirmation charge. */
export function gatewayTotalPaise(amountPaise: number): number {
  return amountPaise + GATEWAY_CONFIRMATION_CHARGE_PAISE;
}

/** The message under the amount field, or null when the amount may be paid. */
export function gatewayAmountError(purpose: PaymentPurpose, amountText: unknown, duePaise: number): string | null {
  if (purpose === 'WALLET_TOPUP') return amountError(amountText);
  if (duePaise <= 0) return PAYMENT_MSG.nothingDue;
  if (typeof amountText !== 'string' && typeof amountText !== 'number') return WALLET_MSG.amountPositive;
  if (String(amountText).trim() === '') return WALLET_MSG.amountPositive;
  const paise = rupeesTextToPaise(amountText);
  if (Number.isNaN(paise)) return WALLET_MSG_DECIDED.amountInvalid;
  if (paise === 0) return WALLET_MSG.amountZero;
  if (paise > duePaise) return moreThanDueMessage(duePaise);
  return null;
}
