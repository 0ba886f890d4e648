import { z } from 'zod';
import { carrierByCode } from './carriers.ts';
import { COMMISSION_KINDS, type CommissionProduct, PRODUCT_LABELS } from './commissions.ts';
import { BOOKING_CHARGES } from './fare-summary.ts';
import { formatRupees } from './money.ts';

/**
 * The agency's standing markups (agent-portal.md §1 markups, §2 'Agent markup add and delete'; issue 24): what the
 * review forms prefill in their markup field, which goes only into the customer invoice (decision 021). One per
 * product and carrier; a percentage is basis points (250 = 2.5 %) of the fare the customer sees before markup,
 * a flat amount paise per booking or per traveller.
 */

/** Holidays keep their own pricing for now; their markup comes with their review form. */
export const MARKUP_PRODUCTS = ['FLIGHT', 'BUS', 'HOTEL'] as const satisfies readonly CommissionProduct[];
export type MarkupProduct = (typeof MARKUP_PRODUCTS)[number];
export const MARKUP_PRODUCT_LABELS: Record<MarkupProduct, string> = {
  FLIGHT: PRODUCT_LABELS.FLIGHT,
  BUS: PRODUCT_LABELS.BUS,
  HOTEL: PRODUCT_LABELS.HOTEL,
};

export const MARKUP_KINDS = COMMISSION_KINDS;
export type MarkupKind = (typeof MARKUP_KINDS)[number];

export const MARKUP_PER = ['BOOKING', 'TRAVELLER'] as const;
export type MarkupPer = (typeof MARKUP_PER)[number];
export const PER_LABELS: Record<MarkupPer, string> = { BOOKING: 'per booking', TRAVELLER: 'per traveller' };

export const MARKUP_LIMITS = {
  maxPercentBps: 50_00,
  /** The review forms' own limit on a markup (₹1,00,000). */
  maxFlatPaise: BOOKING_CHARGES.maxMarkupPaise,
} as const;

export const MARKUP_MSG = {
  none: 'No Markups found',
  added: 'Markup added',
  deleted: 'Markup deleted',
  notFound: 'No such markup',
  percentInvalid: 'Enter a percentage from 0 to 50, with at most two decimals',
  flatInvalid: 'Enter an amount from ₹0 to ₹1,00,000',
  carrierUnknown: 'Choose an airline from the list',
  carrierOnlyFlights: 'A carrier can be set on flight markups only',
  percentPerBooking: 'A percentage markup is taken once per booking',
  duplicate: 'Your agency already has a markup for this product and carrier; delete it first to set another',
  prefilled: 'From your Agent Markup',
  staffViewOn: 'Your staff now see search prices with your markup',
  staffViewOff: 'Your staff now see search prices without your markup',
} as const;

/** One markup as the owner types it. */
export const markupBody = z
  .object({
    product: z.enum(MARKUP_PRODUCTS),
    /** An airline's code (flights only); null: every carrier. */
    carrier: z.string().max(3).nullable(),
    kind: z.enum(MARKUP_KINDS),
    /** Basis points for PERCENT, paise for FLAT. */
    value: z.number().int(),
    per: z.enum(MARKUP_PER),
  })
  .strict();
export type MarkupBody = z.infer<typeof markupBody>;

export const markupRow = markupBody.extend({ id: z.number(), addedBy: z.string(), addedAt: z.string() }).strict();
export type Markup = z.infer<typeof markupRow>;
export const markupList = z
  .object({
    markups: z.array(markupRow),
    /** The owner's choice: staff see search prices with the markup (decision 039). */
    staffSeeMarkup: z.boolean(),
    /** Whether this user's search prices include the markup: staff, when the owner chose so. */
    pricesWithMarkup: z.boolean(),
  })
  .strict();
export type MarkupAnswer = z.infer<typeof markupList>;
export const markupViewBody = z.object({ staffSeeMarkup: z.boolean() }).strict();

const inRange = (value: number, max: number) => Number.isInteger(value) && value >= 0 && value <= max;

/** Why a markup cannot be kept, field by field (the form shows each under its input). */
export function markupErrors(body: MarkupBody): Partial<Record<keyof MarkupBody, string>> {
  const errors: Partial<Record<keyof MarkupBody, string>> = {};
  if (body.carrier !== null) {
    if (body.product !== 'FLIGHT') errors.carrier = MARKUP_MSG.carrierOnlyFlights;
    else if (!carrierByCode(body.carrier)) errors.carrier = MARKUP_MSG.carrierUnknown;
  }
  if (body.kind === 'PERCENT') {
    if (!inRange(body.value, MARKUP_LIMITS.maxPercentBps)) errors.value = MARKUP_MSG.percentInvalid;
    if (body.per !== 'BOOKING') errors.per = MARKUP_MSG.percentPerBooking;
  } else if (!inRange(body.value, MARKUP_LIMITS.maxFlatPaise)) {
    errors.value = MARKUP_MSG.flatInvalid;
  }
  return errors;
}

/** What a review form prices a markup on. */
export interface MarkupContext {
  product: MarkupProduct;
  /** The flight's (first segment's) airline; null elsewhere. */
  carrier: string | null;
  travellers: number;
  /** What the customer pays before any markup. */
  farePaise: number;
}

/** The markup that applies: a carrier's beats every carrier's; between equals the newest. */
export function markupApplying<M extends MarkupBody & { id: number }>(
  markups: readonly M[],
  context: Pick<MarkupContext, 'product' | 'carrier'>,
): M | null {
  let chosen: M | null = null;
  for (const markup of markups) {
    if (markup.product !== context.product) continue;
    if (markup.carrier !== null && markup.carrier !== context.carrier) continue;
    if (!chosen) chosen = markup;
    else {
      const specific = Number(markup.carrier !== null) - Number(chosen.carrier !== null);
      if (specific > 0 || (specific === 0 && markup.id > chosen.id)) chosen = markup;
    }
  }
  return chosen;
}

/**
 * The markup in paise for a booking, 0 when none applies. Whole rupees: it lands in a rupee field the agent reads
 * and may retype, and on the customer's invoice, where a percentage's paise would only be noise. Never above the
 * review forms' limit, which a flat amount per traveller could otherwise pass.
 */
export function markupFor(markups: readonly (MarkupBody & { id: number })[], context: MarkupContext): number {
  const markup = markupApplying(markups, context);
  if (!markup) return 0;
  const paise =
    markup.kind === 'PERCENT'
      ? (Math.max(0, context.farePaise) * markup.value) / 10_000
      : markup.value * (markup.per === 'TRAVELLER' ? Math.max(1, context.travellers) : 1);
  return Math.min(Math.round(paise / 100) * 100, MARKUP_LIMITS.maxFlatPaise);
}

/** A markup's amount as a row shows it: '2.5% of the fare', '₹400 per booking'. */
export function markupText(markup: Pick<MarkupBody, 'kind' | 'value' | 'per'>): string {
  if (markup.kind === 'PERCENT') return `${markup.value / 100}% of the fare`;
  return `${formatRupees(markup.value)} ${PER_LABELS[markup.per]}`;
}

/** A markup's carrier as a row shows it. */
export const markupCarrierText = (markup: Pick<MarkupBody, 'carrier'>) =>
  markup.carrier === null
    ? 'All carriers'
    : `${carrierByCode(markup.carrier)?.name ?? markup.carrier} (${markup.carrier})`;
