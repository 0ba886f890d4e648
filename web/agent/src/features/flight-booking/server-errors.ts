import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { BOOKING_MSG } from '@tripsetu/domain/flight-booking.ts';
import type { PriceChange } from '@tripsetu/domain/flight-booking-api.ts';
import { ApiFailure, failureMessage } from '../../lib/api.ts';
import type { BookingErrors } from './booking-form.ts';

/** The id of the element that shows a field's message: 'travellers.0.firstName' → 'bk-travellers-0-firstName'. */
export const fieldDomId = (key: string) => `bk-${key.replaceAll('.', '-')}`;

const TRAVELLER_FIELDS =
  'title|firstName|lastName|dateOfBirth|gender|passportNumber|passportIssueDate|passportExpiryDate|passportPlaceOfIssue|passportCountryCode|frequentFlyerNumber|mealPreference|seatPreference';
const SHOWN_ON_A_FIELD = new RegExp(
  [
    `^travellers\\.\\d+\\.(${TRAVELLER_FIELDS})$`,
    '^travellers\\.\\d+\\.legs\\.\\d+\\.(seats|meals)\\.\\d+$',
    '^travellers\\.\\d+\\.legs\\.\\d+\\.(baggage|services)$',
    '^contact\\.(email|alternateEmail|countryCode|mobile)$',
    '^gst\\.(gstHolder|gstNumber|gstEmail|gstAddress|gstPhone|gstCompany)$',
    '^(markupPaise|termsAccepted|travellers)$',
  ].join('|'),
);

/** Whether the review page shows this key's message beside a field; the rest go above the actions. */
export const isShownOnField = (key: string) => SHOWN_ON_A_FIELD.test(key);

/** 'travellers.1.legs.0.seats.0' → traveller 1, leg 0, segment 0 (also for meals). */
export function segmentKeyOf(key: string): { traveller: number; leg: number; segment: number; kind: string } | null {
  const match = /^travellers\.(\d+)\.legs\.(\d+)\.(seats|meals)\.(\d+)$/.exec(key);
  if (!match) return null;
  return { traveller: Number(match[1]), leg: Number(match[2]), segment: Number(match[4]), kind: match[3] as string };
}

export type BookingFailure =
  /** 409 PRICE_CHANGED: ask before booking at the new price. */
  | { kind: 'priceChanged'; change: PriceChange; message: string }
  /** 409 DUPLICATE_BOOKING: a traveller already booked or held on this flight; ask before booking again. */
  | { kind: 'duplicate'; message: string }
  /** 409 BOOKING_FAILED: 'Flight Booking Failed' and the reason; a seat taken carries its field. */
  | { kind: 'failed'; title: string; message: string; fields: BookingErrors }
  /** 422: each message on its field. */
  | { kind: 'invalid'; message: string; fields: BookingErrors }
  /** Anything else (network, 5xx, 403…): nothing is known to have changed. */
  | { kind: 'other'; message: string; fields: BookingErrors };

/** What a refused or failed POST /flights/bookings means for the review page. */
export function bookingFailureOf(error: unknown): BookingFailure {
  if (!(error instanceof ApiFailure)) return { kind: 'other', message: AGENT_MSG.submitFailed, fields: {} };
  const { title, oldTotalPaise, newTotalPaise, reason } = error.details;
  if (error.kind === 'PRICE_CHANGED') {
    return {
      kind: 'priceChanged',
      message: error.message || BOOKING_MSG.priceChanged,
      change: { oldTotalPaise: Number(oldTotalPaise), newTotalPaise: Number(newTotalPaise), reason: reason ?? '' },
    };
  }
  if (error.kind === 'DUPLICATE_BOOKING') return { kind: 'duplicate', message: error.message };
  if (error.kind === 'BOOKING_FAILED') {
    return { kind: 'failed', title: title || BOOKING_MSG.bookingFailed, message: error.message, fields: error.fields };
  }
  if (error.status === 422) return { kind: 'invalid', message: error.message, fields: error.fields };
  return { kind: 'other', message: failureMessage(error, AGENT_MSG.submitFailed), fields: {} };
}

/**
 * Focuses the first field, in page order, whose message is showing, and brings it into view. Returns
 * whether one was found.
 */
export function focusFirstError(keys: readonly string[], root: Document = document): boolean {
  const elements = keys
    .map((key) => root.getElementById(fieldDomId(key)))
    .filter((element): element is HTMLElement => element !== null);
  elements.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const first = elements[0];
  if (!first) return false;
  first.focus({ preventScroll: true });
  first.scrollIntoView?.({ block: 'center' });
  return true;
}
