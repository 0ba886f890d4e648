import type { MarkupBody, MarkupKind, MarkupPer, MarkupProduct } from '@tripsetu/domain/markups.ts';
import { markupErrors } from '@tripsetu/domain/markups.ts';
import { percentTextToBps, rupeeTextToPaise } from '../../lib/typed-amounts.ts';

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

/** The body to send and why it cannot be sent: text that is not a number becomes NaN, refused by its field. */
export function markupFromDraft(draft: MarkupDraft): { body: MarkupBody; errors: MarkupFormErrors } {
  const percent = draft.kind === 'PERCENT';
  const body: MarkupBody = {
    product: draft.product,
    carrier: draft.product === 'FLIGHT' && draft.carrier !== '' ? draft.carrier : null,
    kind: draft.kind,
    value: percent ? percentTextToBps(draft.value) : rupeeTextToPaise(draft.value),
    // A percentage is of the booking's fare: once per booking.
    per: percent ? 'BOOKING' : draft.per,
  };
  return { body, errors: markupErrors(body) };
}
