import {
  COMMISSION_MSG,
  COMMISSION_SUPPLIERS,
  type CommissionBasis,
  type CommissionKind,
  type CommissionProduct,
  type CommissionRuleBody,
  commissionRuleErrors,
  type Sector,
} from '@tripsetu/domain/commissions.ts';
import { percentTextToBps, rupeeTextToPaise } from '../../lib/typed-amounts.ts';
import { COMMISSION_TEXT } from './commission-text.ts';

/** The add form's fields as typed, each named as the body's field it becomes (so the server's errors land on it). */
export interface RuleDraft {
  supplier: (typeof COMMISSION_SUPPLIERS)[number];
  product: CommissionProduct;
  /** '' for every carrier. */
  carrier: string;
  /** '' for every sector. */
  sector: Sector | '';
  priority: string;
  kind: CommissionKind;
  /** A percentage ('2.5') or rupees ('150'), by kind. */
  value: string;
  basis: CommissionBasis;
  /** Percentages as typed. */
  plbCutPayBps: string;
  plbPostPayBps: string;
  onDiscount: boolean;
  /** Rupees as typed. */
  cancellationFeePaise: string;
  rescheduleFeePaise: string;
  /** Whom the rule is for (decision 038): every agency, a group (`agencyGroupId`) or one agency (`agencyId`). */
  scope: 'ALL' | 'GROUP' | 'AGENCY';
  agencyId: string;
  /** A group's id as the select holds it; '' for none chosen. */
  agencyGroupId: string;
  validFrom: string;
  /** '' for no end date. */
  validTo: string;
}

export type RuleErrors = Partial<Record<keyof CommissionRuleBody, string>>;

export const DEFAULT_PRIORITY = '50';

const feeOf = (text: string) => (text.trim() === '' ? null : rupeeTextToPaise(text));

export function emptyDraft(today: string): RuleDraft {
  return {
    supplier: COMMISSION_SUPPLIERS[0],
    product: 'FLIGHT',
    carrier: '',
    sector: '',
    priority: DEFAULT_PRIORITY,
    kind: 'PERCENT',
    value: '',
    basis: 'BASE',
    plbCutPayBps: '0',
    plbPostPayBps: '0',
    onDiscount: false,
    cancellationFeePaise: '',
    rescheduleFeePaise: '',
    scope: 'ALL',
    agencyId: '',
    agencyGroupId: '',
    validFrom: today,
    validTo: '',
  };
}

const wholeNumber = (text: string, digits: number) =>
  new RegExp(`^\\d{1,${digits}}$`).test(text.trim()) ? Number(text.trim()) : Number.NaN;

/**
 * The body to send and why it cannot be sent: text that is not a number becomes NaN, which the domain's rules
 * (ranges, dates, carrier) refuse with the message of its field.
 */
export function ruleFromDraft(draft: RuleDraft): { body: CommissionRuleBody; errors: RuleErrors } {
  const agencyId = draft.scope === 'AGENCY' ? wholeNumber(draft.agencyId.trim(), 10) : null;
  const agencyGroupId =
    draft.scope === 'GROUP' && draft.agencyGroupId !== '' ? wholeNumber(draft.agencyGroupId, 10) : null;
  const percent = draft.kind === 'PERCENT';
  const flight = draft.product === 'FLIGHT';
  const body: CommissionRuleBody = {
    supplier: draft.supplier,
    product: draft.product,
    carrier: draft.product === 'FLIGHT' && draft.carrier !== '' ? draft.carrier : null,
    sector: draft.sector === '' ? null : draft.sector,
    priority: wholeNumber(draft.priority, 2),
    kind: draft.kind,
    value: percent ? percentTextToBps(draft.value) : rupeeTextToPaise(draft.value),
    // A flat amount is not a share of anything; the base fare keeps the body whole.
    basis: percent ? draft.basis : 'BASE',
    plbCutPayBps: percentTextToBps(draft.plbCutPayBps),
    plbPostPayBps: percentTextToBps(draft.plbPostPayBps),
    onDiscount: draft.onDiscount,
    // Blank: TripSetu's standard fee applies to the bookings that earn by this rule. Flights only: buses and hotels
    // cancel by their operator's or hotel's policy (the form does not show the fields for them).
    cancellationFeePaise: flight ? feeOf(draft.cancellationFeePaise) : null,
    rescheduleFeePaise: flight ? feeOf(draft.rescheduleFeePaise) : null,
    agencyId,
    agencyGroupId,
    validFrom: draft.validFrom,
    validTo: draft.validTo === '' ? null : draft.validTo,
  };
  const errors: RuleErrors = commissionRuleErrors(body);
  // The domain's ranges refuse NaN amounts, but NaN is neither below nor above the priorities.
  if (Number.isNaN(body.priority)) errors.priority = COMMISSION_MSG.priorityInvalid;
  if (agencyId !== null && !(agencyId > 0 && agencyId <= 2_147_483_647)) {
    errors.agencyId = COMMISSION_TEXT.form.agencyInvalid;
  }
  if (draft.scope === 'GROUP' && agencyGroupId === null) errors.agencyGroupId = COMMISSION_TEXT.form.groupRequired;
  return { body, errors };
}

/** What each group of the form's fields is given. */
export interface RuleFieldsProps {
  draft: RuleDraft;
  errors: RuleErrors;
  set: <K extends keyof RuleDraft>(name: K, value: RuleDraft[K]) => void;
}

export type RuleTextName = { [K in keyof RuleDraft]: RuleDraft[K] extends string ? K : never }[keyof RuleDraft];

/** A text or select field's value, message and change, by the field's name; its id lets the summary point at it. */
export function bindField({ draft, errors, set }: RuleFieldsProps, name: RuleTextName) {
  return {
    id: `commission-rule-${name}`,
    value: draft[name],
    // The scope is the form's own choice, not a body field: nothing is refused under it.
    error: name === 'scope' ? undefined : errors[name],
    onChange: (value: string) => set(name, value as RuleDraft[typeof name]),
  };
}
