import { z } from 'zod';
import { PAYMENT_PURPOSES, PAYMENT_STATUSES } from './payments.ts';

/** Gateway payments of the agent portal under /api/v1 (docs/agent-portal-api.md). */
export const gatewayPaymentBody = z.object({
  purpose: z.enum(PAYMENT_PURPOSES),
  amount: z.union([z.string(), z.number()]).optional().default('').transform(String),
});
export type GatewayPaymentBody = z.input<typeof gatewayPaymentBody>;

export const gatewayPayment = z.object({
  orderRef: z.string(),
  purpose: z.enum(PAYMENT_PURPOSES),
  status: z.enum(PAYMENT_STATUSES),
  amountPaise: z.number(),
  chargePaise: z.number(),
  totalPaise: z.number(),
  /** The provider's hosted payment page, while the payment can still be made. */
  checkoutUrl: z.string().nullable(),
  method: z.string().nullable(),
  providerPaymentId: z.string().nullable(),
  /** The deposit the payment credited; its top-up receipt is at /wallet/receipts/:depositId. */
  depositId: z.number().nullable(),
  receiptNo: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type GatewayPayment = z.infer<typeof gatewayPayment>;
