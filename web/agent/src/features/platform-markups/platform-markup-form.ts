import type { SECTORS } from '@tripsetu/domain/commissions.ts';
import type { MarkupProduct } from '@tripsetu/domain/markups.ts';
import { type PlatformMarkupBody, platformMarkupErrors } from '@tripsetu/domain/platform-markups.ts';
import { percentTextToBps, rupeeTextToPaise } from '../../lib/typed-amounts.ts';

/** The add form's fields as typed, each named as the body's field it becomes (so the server's errors land on it). */
export interface PlatformMarkupDraft {
  product: MarkupProduct;
  /** '' for every carrier (flights only). */
  carrier: string;
  /** '' for both (flights only). */
  sector: '' | (typeof SECTORS)[number];
  kind: 'PERCENT' | 'FLAT';
  /** A percentage ('1.5') or rupees ('50'), by kind. */
  value: string;
  scope: 'ALL' | 'GROUP' | 'AGENCY';
  agencyGroupId: string;
  agencyId: string;
}
export type PlatformMarkupFormErrors = Partial<Record<keyof PlatformMarkupBody, string>>;

export const EMPTY_DRAFT: PlatformMarkupDraft = {
  product: 'FLIGHT',
  carrier: '',
  sector: '',
  kind: 'FLAT',
  value: '',
  scope: 'ALL',
  agencyGroupId: '',
  agencyId: '',
};

const idOf = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The body to send and why it cannot be sent: text that is not a number is refused by its field. */
export function platformMarkupFromDraft(draft: PlatformMarkupDraft): {
  body: PlatformMarkupBody;
  errors: PlatformMarkupFormErrors;
} {
  const flight = draft.product === 'FLIGHT';
  const body: PlatformMarkupBody = {
    product: draft.product,
    carrier: flight && draft.carrier !== '' ? draft.carrier : null,
    sector: flight && draft.sector !== '' ? draft.sector : null,
    kind: draft.kind,
    value: draft.kind === 'PERCENT' ? percentTextToBps(draft.value) : rupeeTextToPaise(draft.value),
    agencyId: draft.scope === 'AGENCY' ? idOf(draft.agencyId) : null,
    agencyGroupId: draft.scope === 'GROUP' ? idOf(draft.agencyGroupId) : null,
  };
  const errors: PlatformMarkupFormErrors = platformMarkupErrors(body);
  if (Number.isNaN(body.value)) errors.value = errors.value ?? 'Enter a number';
  if (Number.isNaN(body.agencyId)) errors.agencyId = 'Enter the agency’s id';
  if (Number.isNaN(body.agencyGroupId)) errors.agencyGroupId = 'Choose a group';
  return { body, errors };
}
