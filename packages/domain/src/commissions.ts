import { z } from 'zod';
import { carrierByCode } from './carriers.ts';
import { formatRupees } from './money.ts';
import type { PlatformMarkupApplied } from './platform-markups.ts';
import { tdsOnCommission } from './taxes.ts';

/**
 * What an agency earns on a booking (agent-portal.md §1–§3; issue 24, decision 034): commission rules kept by
 * the back office, the one that applies chosen by priority and then by how specific it is, and the amounts it
 * gives frozen on the booking. Percentages are basis points (300 = 3 %), amounts paise.
 */

export const COMMISSION_PRODUCTS = ['FLIGHT', 'BUS', 'HOTEL', 'HOLIDAY'] as const;
export type CommissionProduct = (typeof COMMISSION_PRODUCTS)[number];
export const PRODUCT_LABELS: Record<CommissionProduct, string> = {
  FLIGHT: 'Flights',
  BUS: 'Buses',
  HOTEL: 'Hotels',
  HOLIDAY: 'Holidays',
};
/** The products whose bookings apply rules today; the others are kept for when they do. */
export const PRODUCTS_APPLYING_RULES: readonly CommissionProduct[] = ['FLIGHT', 'BUS', 'HOTEL'];

export const SECTORS = ['DOMESTIC', 'INTERNATIONAL'] as const;
export type Sector = (typeof SECTORS)[number];
export const SECTOR_LABELS: Record<Sector, string> = { DOMESTIC: 'Domestic', INTERNATIONAL: 'International' };

/** What a percentage is of: the base fare, or the base fare and YQ (a seat's fare, a room's cost elsewhere). */
export const COMMISSION_BASES = ['BASE', 'BASE_YQ'] as const;
export type CommissionBasis = (typeof COMMISSION_BASES)[number];
export const BASIS_LABELS: Record<CommissionBasis, string> = { BASE: 'of base fare', BASE_YQ: 'of base fare + YQ' };

export const COMMISSION_KINDS = ['PERCENT', 'FLAT'] as const;
export type CommissionKind = (typeof COMMISSION_KINDS)[number];

/** The operator's own inventory is the one supplier today (decision 011); more come with their connectors. */
export const COMMISSION_SUPPLIERS = ['TRIPSETU'] as const;
export const SUPPLIER_LABELS: Record<(typeof COMMISSION_SUPPLIERS)[number], string> = {
  TRIPSETU: 'TripSetu inventory',
};

export const COMMISSION_LIMITS = {
  maxPercentBps: 50_00,
  maxFlatPaise: 10_000_00,
  maxFeePaise: 10_000_00,
  minPriority: 1,
  maxPriority: 99,
} as const;

export const COMMISSION_MSG = {
  none: 'No Commissions found',
  carrierUnknown: 'Choose an airline from the list',
  carrierOnlyFlights: 'A carrier can be set on flight rules only',
  feesOnlyFlights: 'Cancellation and reschedule fees can be set on flight rules only',
  percentInvalid: 'Enter a percentage from 0 to 50, with at most two decimals',
  flatInvalid: 'Enter an amount from ₹0 to ₹10,000',
  feeInvalid: 'Enter a fee from ₹0 to ₹10,000',
  priorityInvalid: 'Enter a priority from 1 (first) to 99',
  datesInvalid: 'Valid to must be on or after valid from',
  dateInvalid: 'Enter a date as YYYY-MM-DD',
  overlaps:
    'A rule for the same carrier, service type and agencies with this priority already covers some of these dates',
  agencyUnknown: 'No approved agency has this id',
  groupUnknown: 'No agency group has this id',
  scopeBoth: 'A rule is for one agency or one group, not both',
  notFound: 'No such commission rule',
  added: 'Commission rule added',
  deleted: 'Commission rule deleted',
} as const;

/** One rule as the back office types it. */
export const commissionRuleBody = z
  .object({
    supplier: z.enum(COMMISSION_SUPPLIERS),
    product: z.enum(COMMISSION_PRODUCTS),
    carrier: z.string().max(3).nullable(),
    sector: z.enum(SECTORS).nullable(),
    priority: z.number().int(),
    kind: z.enum(COMMISSION_KINDS),
    /** Basis points for PERCENT, paise per passenger per segment (per seat, per room-night) for FLAT. */
    value: z.number().int(),
    basis: z.enum(COMMISSION_BASES),
    plbCutPayBps: z.number().int(),
    plbPostPayBps: z.number().int(),
    onDiscount: z.boolean(),
    /** TripSetu's fee per passenger per segment on a cancellation or a reschedule; null: the standard fee. */
    cancellationFeePaise: z.number().int().nullable(),
    rescheduleFeePaise: z.number().int().nullable(),
    /** Null: every agency (or the group's). */
    agencyId: z.number().int().positive().max(2_147_483_647).nullable(),
    /** Null: every agency (or the one agency's); never set with `agencyId` (decision 038). */
    agencyGroupId: z.number().int().positive().max(2_147_483_647).nullable().default(null),
    validFrom: z.string().max(10),
    validTo: z.string().max(10).nullable(),
  })
  .strict();
export type CommissionRuleBody = z.infer<typeof commissionRuleBody>;

export const commissionRuleRow = commissionRuleBody.extend({
  id: z.number(),
  agencyName: z.string().nullable(),
  agencyGroupName: z.string().nullable(),
  addedBy: z.string(),
  addedAt: z.string(),
});
export type CommissionRule = z.infer<typeof commissionRuleRow>;
export const commissionRuleList = z.object({ rules: z.array(commissionRuleRow) });

/** The agents' and the back office's filters (View Commissions). */
export const commissionFilters = z
  .object({
    carrier: z.string().max(3).optional(),
    sector: z.enum(SECTORS).optional(),
    product: z.enum(COMMISSION_PRODUCTS).optional(),
  })
  .strict();
export type CommissionFilters = z.infer<typeof commissionFilters>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (text: string) => DAY.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));
const inRange = (value: number, max: number) => Number.isInteger(value) && value >= 0 && value <= max;

/** Why a rule cannot be kept, field by field (the back office's form shows each under its input). */
export function commissionRuleErrors(body: CommissionRuleBody): Partial<Record<keyof CommissionRuleBody, string>> {
  const errors: Partial<Record<keyof CommissionRuleBody, string>> = {};
  if (body.carrier !== null) {
    if (body.product !== 'FLIGHT') errors.carrier = COMMISSION_MSG.carrierOnlyFlights;
    else if (!carrierByCode(body.carrier)) errors.carrier = COMMISSION_MSG.carrierUnknown;
  }
  if (body.agencyId !== null && body.agencyGroupId !== null) errors.agencyGroupId = COMMISSION_MSG.scopeBoth;
  if (body.priority < COMMISSION_LIMITS.minPriority || body.priority > COMMISSION_LIMITS.maxPriority) {
    errors.priority = COMMISSION_MSG.priorityInvalid;
  }
  if (body.kind === 'PERCENT' && !inRange(body.value, COMMISSION_LIMITS.maxPercentBps)) {
    errors.value = COMMISSION_MSG.percentInvalid;
  }
  if (body.kind === 'FLAT' && !inRange(body.value, COMMISSION_LIMITS.maxFlatPaise))
    errors.value = COMMISSION_MSG.flatInvalid;
  if (!inRange(body.plbCutPayBps, COMMISSION_LIMITS.maxPercentBps)) errors.plbCutPayBps = COMMISSION_MSG.percentInvalid;
  if (!inRange(body.plbPostPayBps, COMMISSION_LIMITS.maxPercentBps))
    errors.plbPostPayBps = COMMISSION_MSG.percentInvalid;
  const feeBad = (fee: number | null) => fee !== null && !inRange(fee, COMMISSION_LIMITS.maxFeePaise);
  // A bus seat or a hotel room cancels by its operator's or hotel's own policy, with no TripSetu charge to vary.
  const feeRefused = (fee: number | null) =>
    fee !== null && body.product !== 'FLIGHT'
      ? COMMISSION_MSG.feesOnlyFlights
      : feeBad(fee)
        ? COMMISSION_MSG.feeInvalid
        : null;
  const cancellationFee = feeRefused(body.cancellationFeePaise);
  if (cancellationFee) errors.cancellationFeePaise = cancellationFee;
  const rescheduleFee = feeRefused(body.rescheduleFeePaise);
  if (rescheduleFee) errors.rescheduleFeePaise = rescheduleFee;
  if (!isDay(body.validFrom)) errors.validFrom = COMMISSION_MSG.dateInvalid;
  if (body.validTo !== null && !isDay(body.validTo)) errors.validTo = COMMISSION_MSG.dateInvalid;
  else if (body.validTo !== null && isDay(body.validFrom) && body.validTo < body.validFrom) {
    errors.validTo = COMMISSION_MSG.datesInvalid;
  }
  return errors;
}

/** Two rules that would tie: the same match, the same priority, and validity that shares a day. */
export function rulesOverlap(a: CommissionRuleBody, b: CommissionRuleBody): boolean {
  const sameMatch =
    a.supplier === b.supplier &&
    a.product === b.product &&
    a.carrier === b.carrier &&
    a.sector === b.sector &&
    a.agencyId === b.agencyId &&
    a.agencyGroupId === b.agencyGroupId &&
    a.onDiscount === b.onDiscount &&
    a.priority === b.priority;
  if (!sameMatch) return false;
  const aTo = a.validTo ?? '9999-12-31';
  const bTo = b.validTo ?? '9999-12-31';
  return a.validFrom <= bTo && b.validFrom <= aTo;
}

/** What a booking's part (a flight leg) is matched on. */
export interface EarningContext {
  supplier: string;
  product: CommissionProduct;
  carrier: string | null;
  sector: Sector;
  /** A special (discounted) fare: only rules `onDiscount` apply. */
  discounted: boolean;
  agencyId: number;
  /** The agency's group, if it is in one. */
  agencyGroupId: number | null;
  /** The booking's day (India). */
  day: string;
}

/**
 * How specific a rule is: one agency beats its group, which beats every agency (whatever else they name); then a
 * carrier, then a sector.
 */
export const specificityOf = (rule: CommissionRuleBody) =>
  (rule.agencyId !== null ? 8 : rule.agencyGroupId !== null ? 4 : 0) +
  (rule.carrier !== null ? 2 : 0) +
  (rule.sector !== null ? 1 : 0);

export function ruleMatches(rule: CommissionRuleBody, context: EarningContext): boolean {
  return (
    rule.supplier === context.supplier &&
    rule.product === context.product &&
    (rule.carrier === null || rule.carrier === context.carrier) &&
    (rule.sector === null || rule.sector === context.sector) &&
    (rule.agencyId === null || rule.agencyId === context.agencyId) &&
    (rule.agencyGroupId === null || rule.agencyGroupId === context.agencyGroupId) &&
    (!context.discounted || rule.onDiscount) &&
    rule.validFrom <= context.day &&
    (rule.validTo === null || context.day <= rule.validTo)
  );
}

/** The applying rule: the lowest priority number, then the most specific, then the newest. */
export function chooseRule<Rule extends CommissionRuleBody & { id: number }>(
  rules: readonly Rule[],
  context: EarningContext,
): Rule | null {
  let chosen: Rule | null = null;
  for (const rule of rules) {
    if (!ruleMatches(rule, context)) continue;
    if (!chosen || ranksBefore(rule, chosen)) chosen = rule;
  }
  return chosen;
}

function ranksBefore(rule: CommissionRuleBody & { id: number }, other: CommissionRuleBody & { id: number }) {
  if (rule.priority !== other.priority) return rule.priority < other.priority;
  const specific = specificityOf(rule) - specificityOf(other);
  return specific !== 0 ? specific > 0 : rule.id > other.id;
}

/** Why this rule: what it matched and what it was chosen over, in a sentence (shown with the earnings). */
export function whyRule(
  rule: CommissionRuleBody & { id: number },
  rules: readonly (CommissionRuleBody & { id: number })[],
  context: EarningContext,
): string {
  const matched = [
    rule.carrier ? `carrier ${rule.carrier}` : 'any carrier',
    rule.sector ? SECTOR_LABELS[rule.sector].toLowerCase() : 'any sector',
    rule.agencyId !== null ? 'this agency' : rule.agencyGroupId !== null ? 'its agency group' : 'all agencies',
  ].join(', ');
  const others = rules.filter((other) => other.id !== rule.id && ruleMatches(other, context));
  const over =
    others.length === 0
      ? 'the only rule that matches'
      : `chosen over ${others.map((other) => `#${other.id}`).join(', ')}`;
  return `Rule #${rule.id} (priority ${rule.priority}; ${matched}): ${over}.`;
}

/** What a part of a booking is worth to the rule: its basis amounts and how many passenger-segments it has. */
export interface EarningBasis {
  basePaise: number;
  yqPaise: number;
  /** Passengers × segments (a flat amount is per each). */
  units: number;
}

/** One part of a booking the rules are matched on (a flight leg, a bus booking, a hotel booking) and its basis. */
export interface BookingEarningPart {
  carrier: string | null;
  sector: Sector;
  /** A special (discounted) fare: only rules `onDiscount` apply. */
  discounted: boolean;
  basis: EarningBasis;
}

export interface Earned {
  ruleId: number;
  /** Which part of the booking (a flight's leg index) it was earned on. */
  part: number;
  /** The rule's fees for cancelling or moving this part, frozen with it; null: the standard fee. */
  cancellationFeePaise: number | null;
  rescheduleFeePaise: number | null;
  commissionPaise: number;
  plbCutPayPaise: number;
  plbPostPayPaise: number;
  why: string;
}

const bps = (paise: number, rate: number) => Math.round((paise * rate) / 10_000);

/** The amounts a rule gives on a part of a booking. */
export function earnedBy(
  rule: CommissionRuleBody & { id: number },
  basis: EarningBasis,
  why: string,
  part = 0,
): Earned {
  const on = basis.basePaise + (rule.basis === 'BASE_YQ' ? basis.yqPaise : 0);
  return {
    ruleId: rule.id,
    part,
    cancellationFeePaise: rule.cancellationFeePaise,
    rescheduleFeePaise: rule.rescheduleFeePaise,
    commissionPaise: rule.kind === 'PERCENT' ? bps(on, rule.value) : rule.value * basis.units,
    plbCutPayPaise: bps(on, rule.plbCutPayBps),
    plbPostPayPaise: bps(on, rule.plbPostPayBps),
    why,
  };
}

/** A booking's earnings, frozen in its fare summary: each part's rule and the totals, with TDS at the day's rate. */
export interface Earnings {
  parts: Earned[];
  commissionPaise: number;
  plbCutPayPaise: number;
  /** Credited to the wallet after travel, with its own TDS (not part of what is paid now). */
  plbPostPayPaise: number;
  /** TDS on what is earned now (commission and PLB cut and pay). */
  tdsPaise: number;
  tdsRateBps: number;
  tdsSection: string;
  /** TripSetu's own markup on the booking and its GST (decision 040): raises what the agency pays. */
  platformMarkup?: PlatformMarkupApplied;
}

export function earningsOf(
  parts: readonly Earned[],
  day: string,
  platformMarkup: PlatformMarkupApplied | null = null,
): Earnings {
  const commissionPaise = parts.reduce((sum, part) => sum + part.commissionPaise, 0);
  const plbCutPayPaise = parts.reduce((sum, part) => sum + part.plbCutPayPaise, 0);
  const plbPostPayPaise = parts.reduce((sum, part) => sum + part.plbPostPayPaise, 0);
  const tds = tdsOnCommission(commissionPaise + plbCutPayPaise, day);
  return {
    parts: [...parts],
    commissionPaise,
    plbCutPayPaise,
    plbPostPayPaise,
    tdsPaise: tds.paise,
    tdsRateBps: tds.rateBps,
    tdsSection: tds.section,
    ...(platformMarkup ? { platformMarkup } : {}),
  };
}

/** What the agency earns on a booking, as a review shows it before booking, and what its wallet pays with it. */
export const bookingEarningsShown = z.object({
  /** TripSetu's markup and its GST, added to the price (decision 040). */
  platformMarkupPaise: z.number(),
  platformMarkupGstPaise: z.number(),
  commissionPaise: z.number(),
  plbCutPayPaise: z.number(),
  tdsPaise: z.number(),
  payPaise: z.number(),
});
export type BookingEarningsShown = z.infer<typeof bookingEarningsShown>;

/** Earnings (and TripSetu's markup) on a price of `totalPaise` as a review shows them; null when nothing applies. */
export function earningsShown(earnings: Earnings | null, totalPaise: number): BookingEarningsShown | null {
  if (!earnings) return null;
  const markup = earnings.platformMarkup?.paise ?? 0;
  const markupGst = earnings.platformMarkup?.gstPaise ?? 0;
  return {
    platformMarkupPaise: markup,
    platformMarkupGstPaise: markupGst,
    commissionPaise: earnings.commissionPaise,
    plbCutPayPaise: earnings.plbCutPayPaise,
    tdsPaise: earnings.tdsPaise,
    payPaise: totalPaise + markup + markupGst - earnings.commissionPaise - earnings.plbCutPayPaise + earnings.tdsPaise,
  };
}

/**
 * What a cancellation takes back of what the agency kept (commission and PLB cut and pay, less TDS) on a part of a
 * booking: the share of it that the refund gives back of what it was earned on (`onPaise`, of which the supplier
 * keeps `keptPaise`).
 */
export function commissionTakenBack(earnedPaise: number, onPaise: number, keptPaise: number): number {
  const earned = Math.max(0, earnedPaise);
  return onPaise > 0 ? Math.round((earned * Math.max(0, onPaise - Math.min(keptPaise, onPaise))) / onPaise) : 0;
}

/** A rule's commission as a row shows it: '3% of base fare', '₹150 per passenger per segment'. */
export function commissionText(rule: Pick<CommissionRuleBody, 'kind' | 'value' | 'basis' | 'product'>): string {
  if (rule.kind === 'PERCENT') return `${rule.value / 100}% ${BASIS_LABELS[rule.basis]}`;
  const per = {
    FLIGHT: 'per passenger per segment',
    BUS: 'per seat',
    HOTEL: 'per room-night',
    HOLIDAY: 'per traveller',
  };
  return `${formatRupees(rule.value)} ${per[rule.product]}`;
}
