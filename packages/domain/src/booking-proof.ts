/**
 * Proof that a booking is one's own, for a visitor who is not signed in (decisions 016 and 029): a 6-digit
 * code sent to the booking's own mobile or e-mail, then a proof token that the booking's calls accept.
 * Packages and flights keep the same rules, in one place.
 */

/** The code lasts 5 minutes and allows 5 tries; the proof it gives, 30 minutes. */
export const BOOKING_CODE_TTL_MS = 5 * 60 * 1000;
export const BOOKING_CODE_MAX_ATTEMPTS = 5;
export const BOOKING_PROOF_TTL_MS = 30 * 60 * 1000;

/** What the code step says it sent, and where: the places are already masked (`98••••••10`, `a•••@example.in`). */
export const codeSentMessage = (places: readonly string[]) =>
  `We have sent a 6-digit code to ${places.join(' and ')}. It is valid for 5 minutes.`;
