import type { FareComponent, FareRules, RuleCharge } from './flight-api.ts';
import { FARE_COMPONENT_LABELS } from './flight-api.ts';
import type { FareType, PaxType } from './flight-search.ts';
import { SPECIAL_FARES } from './flight-search.ts';
import type { Cabin } from './flight-types.ts';
import { formatRupees } from './money.ts';
import { k3RateOn } from './taxes.ts';

/**
 * How the operator prices its own flights (issue 6, docs/decisions/011): deterministic, from the
 * distance, the cabin and fare family, the days to departure and the share of seats already sold.
 * Every fare is the §3 components base, YQ, K3 and other taxes, which add up to its total. Paise.
 */

export interface FamilySpec {
  name: string;
  /** Multiplies the cabin's base fare. */
  multiplier: number;
  checkInKg: number;
  /** Charges per passenger per segment in rupees: [≥ 96 h, 2–96 h, < 2 h]; null = no refund / no change. */
  cancellation: readonly [number | null, number | null, number | null];
  change: readonly [number | null, number | null, number | null];
}

const family = (
  name: string,
  multiplier: number,
  checkInKg: number,
  cancellation: FamilySpec['cancellation'],
  change: FamilySpec['change'],
): FamilySpec => ({ name, multiplier, checkInKg, cancellation, change });

/** Fare families by cabin. A low-cost carrier's Saver refunds only the statutory taxes. */
export const FARE_FAMILIES: Record<Cabin, readonly FamilySpec[]> = {
  ECONOMY: [
    family('Saver', 1, 15, [2999, 3499, null], [2250, 2999, null]),
    family('Flexi', 1.2, 15, [1999, 2499, null], [0, 0, null]),
    family('SME', 1.12, 20, [1499, 1999, null], [0, 999, null]),
    family('Corporate', 1.28, 20, [999, 1499, null], [0, 0, 0]),
  ],
  PREMIUM_ECONOMY: [
    family('Premium Economy', 1, 25, [2999, 3999, null], [1500, 2500, null]),
    family('Premium Flexi', 1.15, 25, [1499, 1999, null], [0, 0, null]),
  ],
  BUSINESS: [
    family('Business', 1, 35, [3999, 4999, null], [0, 2000, null]),
    family('Business Flexi', 1.15, 35, [0, 1999, null], [0, 0, 0]),
  ],
  FIRST: [family('First', 1, 40, [0, 4999, null], [0, 0, 0])],
};

const CABIN_MULTIPLIER: Record<Cabin, number> = { ECONOMY: 1, PREMIUM_ECONOMY: 1.65, BUSINESS: 3.3, FIRST: 5.6 };
/** Booking classes (RBD) of each cabin, cheapest first: the bucket open follows the seats sold. */
export const BOOKING_CLASSES: Record<Cabin, string> = {
  ECONOMY: 'TSLKHMBY',
  PREMIUM_ECONOMY: 'WPE',
  BUSINESS: 'ZIDCJ',
  FIRST: 'AF',
};
export const CABIN_BAGGAGE_KG = 7;
export const INFANT_CHECK_IN_KG = 10;
/** 96 hours and 2 hours before departure: the windows of the fare rules. */
export const RULE_WINDOWS = [
  { window: '96 hours or more before departure', hoursBeforeFrom: null, hoursBeforeTo: 96 },
  { window: '2 to 96 hours before departure', hoursBeforeFrom: 96, hoursBeforeTo: 2 },
  { window: 'Less than 2 hours before departure (or no-show)', hoursBeforeFrom: 2, hoursBeforeTo: 0 },
] as const;

export interface SegmentPricing {
  distanceKm: number;
  /** Both ends in India. */
  domestic: boolean;
  /** Departs from India (K3, GST on air travel, applies). */
  departsIndia: boolean;
  /** The departure airport's size class 1–4 (user development fee). */
  originTier: 1 | 2 | 3 | 4;
  lowCostCarrier: boolean;
}

export interface FareInput {
  segments: readonly SegmentPricing[];
  cabin: Cabin;
  family: FamilySpec;
  fareType: FareType;
  daysToDeparture: number;
  /** Share of the cabin's seats already sold, 0–1 (the fullest segment). */
  loadFactor: number;
  /** The day the fare is priced (India): the tax rows in force on it apply. */
  taxDay: string;
}

/** Rounds paise to whole rupees. */
const rupees = (paise: number) => Math.round(paise / 100) * 100;

/** Days to departure: prices rise as the flight nears. */
export function advanceMultiplier(days: number): number {
  if (days >= 30) return 0.9;
  if (days >= 15) return 1;
  if (days >= 7) return 1.15;
  if (days >= 3) return 1.35;
  return 1.6;
}

/** Seats sold: prices rise as the cabin fills. */
export function loadMultiplier(loadFactor: number): number {
  const lf = Math.min(1, Math.max(0, loadFactor));
  return 1 + 0.6 * lf * lf;
}

export function bookingClass(cabin: Cabin, loadFactor: number): string {
  const classes = BOOKING_CLASSES[cabin];
  const index = Math.min(classes.length - 1, Math.floor(Math.min(1, Math.max(0, loadFactor)) * classes.length));
  return classes[index] as string;
}

/** The adult base fare of one segment before the family, in paise. */
export function segmentBasePaise(segment: SegmentPricing, cabin: Cabin): number {
  const perKm = segment.domestic ? 3.6 : 4.7;
  const rupeesValue = (1200 + perKm * segment.distanceKm) * CABIN_MULTIPLIER[cabin];
  return Math.round(rupeesValue * (segment.lowCostCarrier ? 0.92 : 1) * 100);
}

/** Fuel surcharge of one segment, per seated passenger. */
export function yqPaise(segment: SegmentPricing): number {
  if (!segment.domestic) return rupees((2000 + 0.8 * segment.distanceKm) * 100);
  if (segment.distanceKm < 500) return 300_00;
  if (segment.distanceKm < 1000) return 450_00;
  if (segment.distanceKm < 1500) return 600_00;
  return 750_00;
}

/** User development fee by airport size, aviation security fee, or a foreign airport's charges. */
export function otherTaxesPaise(segment: SegmentPricing): number {
  if (!segment.departsIndia) return 2800_00;
  const udf = { 1: 450_00, 2: 350_00, 3: 250_00, 4: 150_00 }[segment.originTier];
  return udf + 236_00;
}

/**
 * GST on air travel from India, on base + YQ: 5 % in Economy; in the other cabins 12 %, and 18 % from
 * 22 Sep 2025 — by the row of the taxes module in force on the day the fare is charged.
 */
export const k3Rate = (cabin: Cabin, day: string) => k3RateOn(cabin === 'ECONOMY', day);

const component = (code: FareComponent['code'], amountPaise: number): FareComponent => ({
  code,
  label: FARE_COMPONENT_LABELS[code],
  amountPaise,
});

/** Each passenger type's fare for the itinerary: the amounts of FARE_COMPONENTS (BASE, YQ, K3, OTHER_TAXES), in that order. */
export type FareAmounts = Record<PaxType, [number, number, number, number]>;

/**
 * Every passenger type's fare for the itinerary, worked out in one pass over its segments. Children
 * pay the adult fare on domestic flights and 75 % of the base abroad; infants (no seat) pay ₹1,500 per
 * domestic segment or 10 % of the adult base abroad, with K3 and no YQ or airport taxes. A special
 * fare takes its discount off the base.
 */
export function fareAmounts(input: FareInput): FareAmounts {
  const demand = advanceMultiplier(input.daysToDeparture) * loadMultiplier(input.loadFactor);
  const discount = input.fareType === 'REGULAR' ? 0 : SPECIAL_FARES[input.fareType].discountPercent / 100;
  const k3 = k3Rate(input.cabin, input.taxDay);
  const adult: [number, number, number, number] = [0, 0, 0, 0];
  const child: [number, number, number, number] = [0, 0, 0, 0];
  const infant: [number, number, number, number] = [0, 0, 0, 0];
  for (const segment of input.segments) {
    const adultBase = rupees(
      segmentBasePaise(segment, input.cabin) * input.family.multiplier * demand * (1 - discount),
    );
    const yq = yqPaise(segment);
    const other = otherTaxesPaise(segment);
    const childBase = segment.domestic ? adultBase : rupees(adultBase * 0.75);
    const infantBase = segment.domestic ? 1500_00 : rupees(adultBase * 0.1);
    adult[0] += adultBase;
    adult[1] += yq;
    adult[3] += other;
    child[0] += childBase;
    child[1] += yq;
    child[3] += other;
    infant[0] += infantBase;
    if (segment.departsIndia) {
      adult[2] += rupees((adultBase + yq) * k3);
      child[2] += rupees((childBase + yq) * k3);
      infant[2] += rupees(infantBase * k3);
    }
  }
  return { ADT: adult, CHD: child, INF: infant };
}

/** One passenger's fare for the itinerary, as components (`fareAmounts` for every passenger type at once). */
export function paxFareComponents(input: FareInput, paxType: PaxType): FareComponent[] {
  const [base, yq, k3, other] = fareAmounts(input)[paxType];
  return [component('BASE', base), component('YQ', yq), component('K3', k3), component('OTHER_TAXES', other)];
}

export const sumComponents = (components: readonly FareComponent[]) =>
  components.reduce((total, part) => total + part.amountPaise, 0);

/**
 * The fare rules in rupees: the family's charges per passenger per segment, capped at base + YQ (a
 * charge never exceeds what the airline keeps); a low-cost carrier's Saver and every Saver abroad
 * refund only the statutory taxes.
 */
export function fareRules(input: FareInput, adult: FareAmounts['ADT']): FareRules {
  const key = rulesKey(input, adult);
  let rules = RULES_MEMO.get(key);
  if (!rules) {
    rules = computeFareRules(input, adult);
    if (RULES_MEMO.size > 5_000) RULES_MEMO.clear();
    RULES_MEMO.set(key, rules);
  }
  return rules;
}

/**
 * Rules depend on the family, cabin, fare type, where the segments fly and, only when it binds, the
 * cap: a search asks for the same few hundred times, so they are made once and shared (read-only).
 */
const RULES_MEMO = new Map<string, FareRules>();
function rulesKey(input: FareInput, adult: FareAmounts['ADT']): string {
  let abroad = false;
  let lowCostOrAbroad = false;
  for (const segment of input.segments) {
    if (!segment.domestic) abroad = true;
    if (segment.lowCostCarrier || !segment.domestic) lowCostOrAbroad = true;
  }
  const largest = largestChargeOf(input.family) * (abroad ? 2 : 1) * 100;
  const cap = perSegmentCapOf(input, adult);
  return `${input.family.name}|${input.cabin}|${input.fareType}|${abroad}|${lowCostOrAbroad}|${cap >= largest ? 'free' : cap}`;
}

/** A family's largest charge in rupees at home, worked out once per family. */
const LARGEST_CHARGE = new WeakMap<FamilySpec, number>();
function largestChargeOf(family: FamilySpec): number {
  let largest = LARGEST_CHARGE.get(family);
  if (largest === undefined) {
    largest = Math.max(...[...family.cancellation, ...family.change].map((value) => value ?? 0));
    LARGEST_CHARGE.set(family, largest);
  }
  return largest;
}

/** Base + YQ of one passenger, per segment: no charge is larger. */
const perSegmentCapOf = (input: FareInput, adult: FareAmounts['ADT']) =>
  Math.round((adult[0] + adult[1]) / Math.max(1, input.segments.length));

function computeFareRules(input: FareInput, adult: FareAmounts['ADT']): FareRules {
  const perSegmentCap = perSegmentCapOf(input, adult);
  const saver = input.family.name === 'Saver';
  const nonRefundable = saver && input.segments.some((segment) => segment.lowCostCarrier || !segment.domestic);
  const abroad = input.segments.some((segment) => !segment.domestic);
  const charges = (values: FamilySpec['cancellation'], refundable: boolean): RuleCharge[] =>
    RULE_WINDOWS.map((window, index) => {
      const value = values[index];
      const charge =
        !refundable || value === null || value === undefined
          ? null
          : Math.min(perSegmentCap, Math.round(value * (abroad ? 2 : 1)) * 100);
      return { ...window, chargePaise: charge };
    });
  const cancellation = charges(input.family.cancellation, !nonRefundable);
  const change = charges(input.family.change, true);
  const notes = [
    'Charges are per passenger per flight segment, and never more than the base fare plus YQ.',
    'Statutory taxes (K3 and other taxes) are refunded on cancellation, also for non-refundable fares.',
    'A change also pays any difference in fare.',
  ];
  if (input.fareType !== 'REGULAR') {
    const special = SPECIAL_FARES[input.fareType];
    notes.push(`${special.label} fare: ${special.eligibility} Carry ${special.document.toLowerCase()}`);
  }
  return { cancellation, change, notes };
}

/** A fare is refundable when cancelling at some time before departure returns more than the taxes. */
export const isRefundable = (rules: FareRules) =>
  rules.cancellation.some((rule) => rule.chargePaise !== null && rule.hoursBeforeTo > 0);

/** A rule's charge as the portal states it: '₹2,999', 'No charge', 'Non-refundable' / 'Not allowed'. */
export function ruleChargeText(rule: RuleCharge, kind: 'cancellation' | 'change'): string {
  if (rule.chargePaise === null) return kind === 'cancellation' ? 'Non-refundable' : 'Not allowed';
  return rule.chargePaise === 0 ? 'No charge' : formatRupees(rule.chargePaise);
}
