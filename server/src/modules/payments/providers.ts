import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { PaymentProvider } from './provider.ts';
import { providerKeySecret, SANDBOX, sandboxProvider } from './sandbox.ts';

/** The name of "no gateway": online payment is off, and every order is refused with a message. */
export const NO_PROVIDER = 'none';

export type ConfiguredProvider =
  | { name: typeof NO_PROVIDER; provider: PaymentProvider }
  | { name: typeof SANDBOX; provider: ReturnType<typeof sandboxProvider> };

/**
 * The payment gateway chosen by PAYMENT_PROVIDER (config.ts refuses the sandbox outside demo mode).
 * A live gateway (Razorpay, PayU, Cashfree) joins here as one more case: decision 010 says its shape.
 */
export async function configuredProvider(name: 'none' | 'sandbox', db: Kysely<Database>): Promise<ConfiguredProvider> {
  if (name === SANDBOX) return { name, provider: sandboxProvider(await providerKeySecret(db, SANDBOX)) };
  return { name: NO_PROVIDER, provider: noProvider() };
}

/** No gateway: nothing can be paid online, and no return is ever trusted. */
function noProvider(): PaymentProvider {
  const refused = () => {
    throw new AppError('CONFLICT', 'No payment gateway is configured.');
  };
  return {
    name: NO_PROVIDER,
    createOrder: async () => refused(),
    verifyReturn: () => null,
    fetchOutcome: async () => null,
    refund: async () => refused(),
  };
}
