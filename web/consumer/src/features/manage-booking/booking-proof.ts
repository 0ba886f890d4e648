import { MSG_DECIDED } from '@tripsetu/domain/messages.ts';
import { EMAIL_REGEX, MOBILE_REGEX } from '@tripsetu/domain/validation.ts';

/**
 * A visitor proves a booking is theirs with its reference and the mobile number or e-mail it was booked
 * with; a signed-in owner needs no proof (the session says who they are).
 */
export type BookingProof = { mobile: string } | { email: string } | Record<string, never>;

export const TXID_REQUIRED = 'Please enter your booking reference';
export const PROOF_INVALID = MSG_DECIDED.proofRequired;
export const REASON_REQUIRED = 'Please tell us why you are cancelling';
export const REASON_MAX = 500;
export const CANCELLATION_RECORDED = MSG_DECIDED.cancellationRecorded;

/** One field takes either: an '@' makes it an e-mail, anything else must be a mobile number. */
export function readProof(value: string): BookingProof | null {
  const text = value.trim();
  if (text.includes('@')) return EMAIL_REGEX.test(text) ? { email: text } : null;
  const digits = text.replace(/[\s-]/g, '').replace(/^(\+91|0)/, '');
  return MOBILE_REGEX.test(digits) ? { mobile: digits } : null;
}

export function validateFindBooking(txid: string, proof: string): { txid?: string; proof?: string } {
  const errors: { txid?: string; proof?: string } = {};
  if (txid.trim() === '') errors.txid = TXID_REQUIRED;
  if (!readProof(proof)) errors.proof = PROOF_INVALID;
  return errors;
}

/** A booking reference as typed: spaces dropped, letters upper-cased. */
export function normaliseTxid(txid: string): string {
  return txid.replace(/\s+/g, '').toUpperCase();
}
