import type { MarkupBody, MarkupKind, MarkupPer, MarkupProduct } from '@tripsetu/domain/markups.ts';
import { markupErrors } from '@tripsetu/domain/markups.ts';
import { rupeesTextToPaise } from '@tripsetu/domain/wallet.ts';

/** The add form's fields as typed, each named as the body's field it becomes (so the server's errors land on it). */
export interface MarkupDraft {
  product: MarkupProduct;
  /** '' for every carrier. */
  carrier: string;
  kind: MarkupKind;
  /** A percentage ('2.5') or rupees ('400'), by kind. */
  value: string;
  per: MarkupPer;
}
export type MarkupFormErrors = Partial<Record<keyof MarkupBody, string>>;

export const EMPTY_DRAFT: MarkupDraft = { product: 'FLIGHT', carrier: '', kind: 'FLAT', value: '', per: 'BOOKING' };

/** A percentage typed with at most two decimals as basis points ('2.5' → 250); NaN when it is not one. */
export function percentTextToBps(text: string): number {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/\s*%$/, ''));
  if (!match) return Number.NaN;
  const [, whole = '0', hundredths = ''] = match;
  return Number(whole) * 100 + Number(hundredths.padEnd(2, '0'));
}

/** The body to send and why it cannot be sent: text that is not a number becomes NaN, refused by its field. */
export function markupFromDraft(draft: MarkupDraft): { body: MarkupBody; errors: MarkupFormErrors } {
  const percent = draft.kind === 'PERCENT';
  const body: MarkupBody = {
    product: draft.product,
    carrier: draft.product === 'FLIGHT' && draft.carrier !== '' ? draft.carrier : null,
    kind: draft.kind,
    value: percent ? percentTextToBps(draft.value) : rupeesTextToPaise(draft.value.trim().replace(/^₹\s*/, '')),
    // A percentage is of the booking's fare: once per booking.
    per: percent ? 'BOOKING' : draft.per,
  };
  return { body, errors: markupErrors(body) };
}
