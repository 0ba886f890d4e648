import { z } from 'zod';

/**
 * The back office's side of a booking's order details (agent-portal.md §2 "flight order details for admins",
 * issue 21): notes about the booking kept by the team, and the payment gateway's orders that paid it.
 */

export const BOOKING_NOTE_MAX = 1000;

export const BOOKING_NOTE_MSG = {
  required: 'Please write the note.',
  tooLong: `A note can be up to ${BOOKING_NOTE_MAX} characters.`,
} as const;

export const bookingNoteBody = z.object({ body: z.string().max(BOOKING_NOTE_MAX * 4) });

export const bookingNote = z.object({
  id: z.number(),
  body: z.string(),
  author: z.string(),
  createdAt: z.string(),
});
export type BookingNote = z.infer<typeof bookingNote>;

/** A gateway order that paid the booking or something added to it, with what went back to it. */
export const bookingGatewayPayment = z.object({
  orderRef: z.string(),
  /** BOOKING (the booking itself) or SERVICES (added after booking). */
  purpose: z.string(),
  status: z.string(),
  amountPaise: z.number(),
  refundedPaise: z.number(),
  method: z.string().nullable(),
  providerPaymentId: z.string().nullable(),
  provider: z.string(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type BookingGatewayPayment = z.infer<typeof bookingGatewayPayment>;

/** A note's text as kept: trimmed; its refusal, or null. */
export function noteProblem(body: string): string | null {
  const text = body.trim();
  if (text === '') return BOOKING_NOTE_MSG.required;
  if (text.length > BOOKING_NOTE_MAX) return BOOKING_NOTE_MSG.tooLong;
  return null;
}
