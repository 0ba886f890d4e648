import { z } from 'zod';
import { AGENT_MSG } from './agent-messages.ts';
import { CURRENCY_CODES } from './currencies.ts';
import { markupError } from './fare-summary.ts';
import type { HotelOffer } from './hotel-results.ts';
import { hotelSearchBody } from './hotel-search.ts';
import { EMAIL_MAX, EMAIL_REGEX } from './validation.ts';

/**
 * Hotel options e-mailed to an agency's customer (agent-portal.md §1, "e-mail of options"): the hotels the
 * agent shortlisted, priced again for the stay, in the agency's name, its markup folded into every price.
 */

/** Hotels in one e-mail: a shortlist, not a catalogue. */
export const HOTEL_OPTIONS_MAX = 10;
/** The agent's note to the customer. */
export const HOTEL_OPTIONS_NOTE_MAX = 500;
/** How often an agent may send, and one address may receive, hotel options in an hour. */
export const HOTEL_OPTIONS_EMAILS_PER_AGENT = { max: 30, windowMs: 3_600_000 };
export const HOTEL_OPTIONS_EMAILS_PER_RECIPIENT = { max: 10, windowMs: 3_600_000 };

/** Decided where the spec is silent; the bad address is the portal's one wording (§5). */
export const HOTEL_OPTIONS_MSG = {
  emailInvalid: AGENT_MSG.emailInvalid,
  hotelsRequired: 'Please choose at least one hotel',
  tooManyHotels: `Please choose at most ${HOTEL_OPTIONS_MAX} hotels`,
  noteTooLong: `The note can be at most ${HOTEL_OPTIONS_NOTE_MAX} characters`,
  noneAvailable: 'These hotels are no longer available for this stay. Please search again.',
  tooManyEmails: 'Hotel options have been e-mailed too often in the last hour. Please try again later.',
} as const;

/** Bounds here only keep odd bodies out (400); the limits the agent reads are checked with their messages (422). */
export const emailHotelOptionsBody = z.object({
  to: z.string().max(200).default(''),
  /** The search the hotels were found by: its stay and guests (the location is not needed to price a hotel). */
  stay: hotelSearchBody,
  hotelIds: z.array(z.string().max(40)).max(50).default([]),
  /** The agency's markup per booking, spread into every price quoted (the customer never reads "markup"). */
  markupPaise: z.number().default(0),
  note: z.string().max(2000).optional(),
  /** The agent's display currency: prices are also shown in it (decision 041). */
  currency: z.enum(CURRENCY_CODES).default('INR'),
});
export type EmailHotelOptionsBody = z.infer<typeof emailHotelOptionsBody>;

export type HotelOptionsErrors = Partial<Record<'to' | 'hotelIds' | 'markupPaise' | 'note', string>>;

/** The e-mail's refusals by field (the stay is the search's own rules), or none. */
export function validateHotelOptions(body: {
  to: string;
  hotelIds: readonly string[];
  markupPaise: number;
  note?: string | undefined;
}): HotelOptionsErrors {
  const errors: HotelOptionsErrors = {};
  const to = body.to.trim();
  if (!EMAIL_REGEX.test(to) || to.length > EMAIL_MAX) errors.to = HOTEL_OPTIONS_MSG.emailInvalid;
  const ids = distinctHotelIds(body.hotelIds);
  if (ids.length === 0) errors.hotelIds = HOTEL_OPTIONS_MSG.hotelsRequired;
  else if (ids.length > HOTEL_OPTIONS_MAX) errors.hotelIds = HOTEL_OPTIONS_MSG.tooManyHotels;
  const markupProblem = markupError(body.markupPaise);
  if (markupProblem) errors.markupPaise = markupProblem;
  if ((body.note ?? '').trim().length > HOTEL_OPTIONS_NOTE_MAX) errors.note = HOTEL_OPTIONS_MSG.noteTooLong;
  return errors;
}

/** The ids asked for, blanks dropped and each once, in the agent's order. */
export const distinctHotelIds = (ids: readonly string[]) => [
  ...new Set(ids.map((id) => id.trim()).filter((id) => id !== '')),
];

/**
 * What the customer reads for an offer: the markup is per booking, so the stay's total carries all of it and
 * an average night its share (rounded to the paisa), as the flights' e-mailed fares carry theirs.
 */
export function quotedHotelPrices(
  offer: Pick<HotelOffer, 'perNightPaise' | 'totalPaise'>,
  nights: number,
  markupPaise: number,
): { perNightPaise: number; totalPaise: number } {
  return {
    perNightPaise: offer.perNightPaise + Math.round(markupPaise / Math.max(1, nights)),
    totalPaise: offer.totalPaise + markupPaise,
  };
}
