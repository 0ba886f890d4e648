import { carrierByCode } from '@tripsetu/domain/carriers.ts';
import { type CommissionRule, PRODUCT_LABELS, SECTOR_LABELS, SUPPLIER_LABELS } from '@tripsetu/domain/commissions.ts';
import { formatDisplayDate } from '@tripsetu/domain/dates.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { COMMISSION_TEXT } from './commission-text.ts';

/** How a rule's fields read in a row of the table (agent-portal.md §3, Commission and markup rows). */

export const supplierText = (rule: CommissionRule) => SUPPLIER_LABELS[rule.supplier];

/** 'IndiGo (6E)'; 'All carriers' when the rule names none. */
export function carrierText(rule: Pick<CommissionRule, 'carrier'>): string {
  if (rule.carrier === null) return COMMISSION_TEXT.allCarriers;
  const carrier = carrierByCode(rule.carrier);
  return carrier ? `${carrier.name} (${carrier.code})` : rule.carrier;
}

/** 'Flights · Domestic', 'Flights · All sectors'. */
export const serviceTypeText = (rule: Pick<CommissionRule, 'product' | 'sector'>) =>
  `${PRODUCT_LABELS[rule.product]} · ${rule.sector ? SECTOR_LABELS[rule.sector] : COMMISSION_TEXT.allSectors}`;

/** Basis points as a percentage: 150 → '1.5%'. */
export const percentText = (bps: number) => `${bps / 100}%`;

/** A rule's fee, or 'Standard' when it leaves TripSetu's standard fee in place. */
export const feeText = (paise: number | null) => (paise === null ? COMMISSION_TEXT.standardFee : formatRupees(paise));

export const yesNo = (yes: boolean) => (yes ? COMMISSION_TEXT.yes : COMMISSION_TEXT.no);

/** '01 Dec, 2026 – 31 Mar, 2027', or 'From 01 Dec, 2026' (no end date). */
export const validText = (rule: Pick<CommissionRule, 'validFrom' | 'validTo'>) =>
  rule.validTo
    ? `${formatDisplayDate(rule.validFrom)} – ${formatDisplayDate(rule.validTo)}`
    : `${COMMISSION_TEXT.from} ${formatDisplayDate(rule.validFrom)}`;

/** 'Skyline Travels (#7)', 'Group: North zone', or 'All agencies'. */
export function agencyText(
  rule: Pick<CommissionRule, 'agencyId' | 'agencyName' | 'agencyGroupId' | 'agencyGroupName'>,
) {
  if (rule.agencyId !== null) return `${rule.agencyName ?? ''} (#${rule.agencyId})`.trim();
  if (rule.agencyGroupId !== null) return COMMISSION_TEXT.groupOf(rule.agencyGroupName ?? `#${rule.agencyGroupId}`);
  return COMMISSION_TEXT.allAgencies;
}

/** What tells one rule from another in a sentence: 'IndiGo (6E), Flights · Domestic, priority 10'. */
export const ruleSummary = (rule: CommissionRule) =>
  `${carrierText(rule)}, ${serviceTypeText(rule)}, ${COMMISSION_TEXT.column.priority.toLowerCase()} ${rule.priority}`;
