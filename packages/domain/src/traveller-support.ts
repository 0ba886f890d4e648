/*
 * A traveller's requests to TripSetu support about one of their own flight bookings, on the consumer site
 * (/flight/agent-support; issue 21, docs/decisions/027-traveller-support.md). MF001, signed in, the
 * traveller's own bookings and requests only: anyone else's is 'not found'. The back office answers them in
 * the agent portal's Support Request queue, beside the agencies' requests.
 *
 * | opid  | actioncode          | fields                                    | answer
 * |-------|---------------------|-------------------------------------------|---------------------------------------
 * | MF001 | supportrequests     | (none)                                    | Result: TravellerSupportRequest[]
 * | MF001 | raisesupportrequest | txid, category, subject, message          | Result: TravellerSupportThread
 * | MF001 | getsupportrequest   | requestid (the number or SR reference)    | Result: TravellerSupportThread
 * | MF001 | replysupportrequest | requestid, message                        | Result: TravellerSupportThread
 * | MF001 | closesupportrequest | requestid                                 | Result: TravellerSupportThread
 *
 * Refusals: 422 with the field's message in Errors; 409 for a request already open on the same booking and
 * topic (Errors.category) and for a closed request; 404 'Support request not found.' / 'Booking not found.'.
 */

import { SUPPORT_MESSAGE_MAX, SUPPORT_SUBJECT_MAX } from './agency.ts';

export { SUPPORT_MESSAGE_MAX, SUPPORT_SUBJECT_MAX };

/** What a request is about, as the big Indian travel sites group their help topics. */
export const SUPPORT_CATEGORIES = [
  'CANCELLATION_REFUND',
  'DATE_CHANGE',
  'SEATS_MEALS_BAGGAGE',
  'NAME_CORRECTION',
  'PAYMENT_INVOICE',
  'OTHER',
] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

export const SUPPORT_CATEGORY_LABELS: Record<SupportCategory, string> = {
  CANCELLATION_REFUND: 'Cancellation or refund',
  DATE_CHANGE: 'Date or flight change',
  SEATS_MEALS_BAGGAGE: 'Seats, meals or baggage',
  NAME_CORRECTION: 'Name correction',
  PAYMENT_INVOICE: 'Payment or invoice',
  OTHER: 'Something else',
};

export const isSupportCategory = (value: string): value is SupportCategory =>
  (SUPPORT_CATEGORIES as readonly string[]).includes(value);

export const SUPPORT_STATUS_LABELS = { OPEN: 'Open', ANSWERED: 'Answered', CLOSED: 'Closed' } as const;
export type TravellerSupportStatus = keyof typeof SUPPORT_STATUS_LABELS;

/** The reference a request is known by, on both sites and in its e-mails: SR100012. */
export const supportReference = (id: number) => `SR${100000 + id}`;

/** A request id as the site sends it: the number, or its SR reference; undefined for anything else. */
export function supportRequestIdOf(text: string): number | undefined {
  const match = /^(?:SR)?(\d{1,12})$/i.exec(text.trim());
  if (!match) return undefined;
  const n = Number(match[1]);
  const id = /^SR/i.test(text.trim()) ? n - 100000 : n;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** How many of a traveller's requests the list shows, newest first. */
export const TRAVELLER_SUPPORT_LIST_LIMIT = 100;
/** Messages in one thread; past it, a new request. */
export const SUPPORT_THREAD_MAX_MESSAGES = 100;
export const SUPPORT_SUBJECT_MIN = 3;
/** A traveller's new requests per day, and messages (requests and replies) per hour. */
export const TRAVELLER_SUPPORT_RAISE_PER_DAY = 10;
export const TRAVELLER_SUPPORT_MESSAGES_PER_HOUR = 30;

export const SUPPORT_MSG_DECIDED = {
  bookingRequired: 'Please choose the booking your request is about.',
  categoryRequired: 'Please choose what your request is about.',
  subjectRequired: 'Please enter a subject.',
  subjectTooShort: `Subject must be at least ${SUPPORT_SUBJECT_MIN} characters.`,
  subjectTooLong: `Subject can be at most ${SUPPORT_SUBJECT_MAX} characters.`,
  messageRequired: 'Please enter your message.',
  messageTooLong: `Message can be at most ${SUPPORT_MESSAGE_MAX} characters.`,
  requestNotFound: 'Support request not found.',
  alreadyOpen: (reference: string) =>
    `You already have an open request about this for this booking (${reference}). Please reply there.`,
  closed: 'This request is closed. Please raise a new request if you still need help.',
  threadFull: 'This request has reached its limit of messages. Please raise a new request.',
  raised: 'Your request has been raised. Our support team usually replies within 24 hours, here and by e-mail.',
  replied: 'Your reply has been sent.',
  closedDone: 'Your request is closed. Thank you for letting us know.',
  tooMany: 'You have sent many requests and replies in a short time. Please try again in a while.',
} as const;

/** A traveller's request in their list. */
export interface TravellerSupportRequest {
  id: number;
  reference: string;
  txid: string;
  /** The booking's journeys, "DEL-BOM, BOM-DEL". */
  trip: string;
  category: SupportCategory;
  category_label: string;
  subject: string;
  status: TravellerSupportStatus;
  status_label: string;
  created_at: string;
  updated_at: string;
}

export interface TravellerSupportMessage {
  id: number;
  /** The traveller's name, or 'TripSetu support'. */
  author: string;
  from_support: boolean;
  body: string;
  created_at: string;
}

export interface TravellerSupportThread extends TravellerSupportRequest {
  messages: TravellerSupportMessage[];
}

export interface SupportRequestInput {
  txid: string;
  category: string;
  subject: string;
  message: string;
}

export type SupportRequestErrors = Partial<Record<keyof SupportRequestInput, string>>;

/** A reply's or a first message's text: its message, or null when it will do. */
export function supportMessageProblem(text: string): string | null {
  const body = text.trim();
  if (body === '') return SUPPORT_MSG_DECIDED.messageRequired;
  if (body.length > SUPPORT_MESSAGE_MAX) return SUPPORT_MSG_DECIDED.messageTooLong;
  return null;
}

/** The raise form's rules, the same on the site and the server (which also checks the booking is theirs). */
export function validateSupportRequest(input: SupportRequestInput): SupportRequestErrors {
  const errors: SupportRequestErrors = {};
  if (input.txid.trim() === '') errors.txid = SUPPORT_MSG_DECIDED.bookingRequired;
  if (!isSupportCategory(input.category)) errors.category = SUPPORT_MSG_DECIDED.categoryRequired;
  const subject = input.subject.trim();
  if (subject === '') errors.subject = SUPPORT_MSG_DECIDED.subjectRequired;
  else if (subject.length < SUPPORT_SUBJECT_MIN) errors.subject = SUPPORT_MSG_DECIDED.subjectTooShort;
  else if (subject.length > SUPPORT_SUBJECT_MAX) errors.subject = SUPPORT_MSG_DECIDED.subjectTooLong;
  const message = supportMessageProblem(input.message);
  if (message) errors.message = message;
  return errors;
}
