import { MSG_DECIDED } from '@tripsetu/domain/messages.ts';

// The code and the reference as typed are every product's (decision 029).
export { CODE_REQUIRED, normaliseTxid, validateCode } from '../../lib/booking-code.ts';

/**
 * A visitor proves a booking is theirs with the code sent to its mobile and e-mail: the proof the
 * code gives is sent with every later call (decision 016). A signed-in owner needs none.
 */
export type BookingProof = { bookingproof: string } | Record<string, never>;

export const TXID_REQUIRED = 'Please enter your booking reference';
export const REASON_REQUIRED = 'Please tell us why you are cancelling';
export const REASON_MAX = 500;
export const CANCELLATION_RECORDED = MSG_DECIDED.cancellationRecorded;

export function validateReference(txid: string): string | undefined {
  return txid.trim() === '' ? TXID_REQUIRED : undefined;
}
