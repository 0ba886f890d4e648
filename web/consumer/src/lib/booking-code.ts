import { MSG_DECIDED } from '@tripsetu/domain/messages.ts';

/**
 * What proving a booking with a code shares across products (decisions 016 and 029): the code as the
 * site checks it, the reference as typed, and what a send answers.
 */
export interface SentBookingCode {
  /** Confirms the code (verifybookingcode's prooftoken). */
  token: string;
  /** Where the code went, masked, as the server says it. */
  message: string;
}

export const CODE_REQUIRED = MSG_DECIDED.otpRequired;

export function validateCode(code: string): string | undefined {
  return /^\d{6}$/.test(code) ? undefined : CODE_REQUIRED;
}

/** A booking reference as typed: spaces dropped, letters upper-cased. */
export function normaliseTxid(txid: string): string {
  return txid.replace(/\s+/g, '').toUpperCase();
}
