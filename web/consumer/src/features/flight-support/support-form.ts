import { formatDisplayDate } from '@tripsetu/domain/dates.ts';
import type { MyFlightBooking } from '@tripsetu/domain/gateway-flight-after-sales.ts';
import {
  SUPPORT_CATEGORIES,
  SUPPORT_CATEGORY_LABELS,
  type SupportRequestErrors,
  type SupportRequestInput,
} from '@tripsetu/domain/traveller-support.ts';
import { GatewayError } from '../../lib/gateway.ts';

export const EMPTY_REQUEST: SupportRequestInput = { txid: '', category: '', subject: '', message: '' };

export const CATEGORY_OPTIONS = SUPPORT_CATEGORIES.map((value) => ({ value, label: SUPPORT_CATEGORY_LABELS[value] }));

/** A booking as the picker names it: the trip, the day it leaves, its status and its id. */
export function bookingOption(booking: MyFlightBooking) {
  const departure = booking.departure ? ` · ${formatDisplayDate(booking.departure)}` : '';
  return {
    value: booking.txid,
    label: `${booking.trip}${departure} · ${booking.booking_status} · ${booking.txid}`,
  };
}

/** The page's address for a view: the list, the form (about a booking), or one request's thread. */
export const supportPath = (view: { request?: string; txid?: string; raise?: boolean } = {}) => {
  const params = new URLSearchParams();
  if (view.request) params.set('request', view.request);
  if (view.txid) params.set('txid', view.txid);
  else if (view.raise) params.set('raise', '1');
  const query = params.toString();
  return `/flight/agent-support${query ? `?${query}` : ''}`;
};

/** The server's messages by field, for a refusal of the form; none for any other failure. */
export function refusedFields(error: unknown): SupportRequestErrors {
  const errors = error instanceof GatewayError ? error.status?.Errors : undefined;
  if (!errors) return {};
  const fields: SupportRequestErrors = {};
  for (const name of ['txid', 'category', 'subject', 'message'] as const) {
    if (errors[name]) fields[name] = errors[name];
  }
  return fields;
}
