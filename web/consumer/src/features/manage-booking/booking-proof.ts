import { MSG_DECIDED } from '@tripsetu/domain/messages.ts';

/**
 * A visitor proves a booking is theirs with the code sent to its mobile and e-mail: the proof the
 * code gives is sent with every later call (decision 016). A signed-in owner needs none.
 */
export type BookingProof = { bookingproof: string } | Record<string, never>;

export const TXID_REQUIRED = 'Please enter your booking reference';
export const CODE_REQUIRED = MSG_DECIDED.otpRequired;
export const REASON_REQUIRED = 'Please tell us why you are cancelling';
export const REASON_MAX = 500;
export const CANCELLATION_RECORDED = MSG_DECIDED.cancellationRecorded;

export function validateReference(txid: string): string | undefined {
  return txid.trim() === '' ? TXID_REQUIRED : undefined;
}

export function validateCode(code: string): string | undefined {
  return /^\d{6}$/.test(code) ? undefined : CODE_REQUIRED;
}

/** A booking reference as typed: spaces dropped, letters upper-cased. */
export function normaliseTxid(txid: string): string {
  return txid.replace(/\s+/g, '').toUpperCase();
}
