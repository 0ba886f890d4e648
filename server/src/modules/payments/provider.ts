import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * A payment gateway as the Indian ones work (Razorpay, PayU, Cashfree): the merchant creates an
 * order for an amount, sends the payer to the gateway's hosted page, and the gateway sends the payer
 * back with the outcome signed by HMAC-SHA256 under the merchant's key secret. Only a verified
 * outcome moves money; the order's status can also be asked for, when the payer never came back.
 */
export interface PaymentProvider {
  readonly name: string;
  createOrder(
    order: {
      /** The merchant's reference (our PO…). */
      receipt: string;
      amountPaise: number;
      description: string;
      customer: { name: string; email: string; phone: string };
      /** Where the hosted page sends the payer back, with the signed outcome in the query. */
      returnUrl: string;
      /** When the order stops taking payments (ms since the epoch); none when absent. */
      expiresAt?: number;
    },
    trx: Transaction<Database>,
  ): Promise<{ providerOrderId: string; checkoutUrl: string }>;
  /** The signed outcome the payer brought back, or null when its signature does not verify. */
  verifyReturn(params: Record<string, unknown>): GatewayOutcome | null;
  /** The order's outcome as the provider knows it now, or null while it is unpaid. */
  fetchOutcome(providerOrderId: string, db: Kysely<Database> | Transaction<Database>): Promise<GatewayOutcome | null>;
  /**
   * Gives back all or part of a captured payment; the provider's refund id. Throws an AppError when
   * the order was not paid or the amount passes what is left to refund.
   */
  refund(
    refund: { providerOrderId: string; amountPaise: number; reason: string },
    trx: Transaction<Database>,
  ): Promise<{ providerRefundId: string }>;
}

export interface GatewayOutcome {
  providerOrderId: string;
  providerPaymentId: string;
  status: 'PAID' | 'FAILED';
  amountPaise: number;
  method: string;
  failureReason: string | null;
}

/** The fields of a signed return, in the order they are signed. */
export const SIGNED_FIELDS = ['order_id', 'payment_id', 'status', 'amount', 'method', 'reason'] as const;
type SignedField = (typeof SIGNED_FIELDS)[number];

export function signOutcome(secret: string, fields: Record<SignedField, string>): string {
  const text = SIGNED_FIELDS.map((name) => fields[name]).join('|');
  return createHmac('sha256', secret).update(text).digest('hex');
}

/** Checks the signature in constant time; any missing, extra-long or malformed field fails. */
export function verifySignedOutcome(secret: string, params: Record<string, unknown>): GatewayOutcome | null {
  const fields = {} as Record<SignedField, string>;
  for (const name of SIGNED_FIELDS) {
    const value = params[name] ?? '';
    if (typeof value !== 'string' || value.length > 200) return null;
    fields[name] = value;
  }
  const signature = params.signature;
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return null;
  const expected = Buffer.from(signOutcome(secret, fields), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return null;
  if (fields.status !== 'PAID' && fields.status !== 'FAILED') return null;
  if (!/^\d{1,15}$/.test(fields.amount) || fields.order_id === '' || fields.payment_id === '') return null;
  return {
    providerOrderId: fields.order_id,
    providerPaymentId: fields.payment_id,
    status: fields.status,
    amountPaise: Number(fields.amount),
    method: fields.method,
    failureReason: fields.status === 'FAILED' ? fields.reason || null : null,
  };
}
