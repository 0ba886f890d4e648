import { z } from 'zod';
import { carrierByCode } from './carriers.ts';
import {
  type BookingEarningPart,
  COMMISSION_KINDS,
  COMMISSION_LIMITS,
  COMMISSION_MSG,
  type CommissionProduct,
  SECTOR_LABELS,
  SECTORS,
  type Sector,
} from './commissions.ts';
import { MARKUP_PRODUCTS } from './markups.ts';
import { formatRupees } from './money.ts';
import { atRate, taxRowOn } from './taxes.ts';

/**
 * TripSetu's own markup (issue 24, decision 040): the first of the two layers the best hotel platforms keep. The back
 * office raises what agencies pay on a product (and, for flights, an airline and a sector), for every agency, a group
 * or one agency; the agency's own markup (markups.ts) then sits on top for its customer. It is TripSetu's fee, so GST
 * at the fees' rate is charged on it, and it is never refunded, as TripSetu's service charge is not.
 * Percentages are basis points of the fare before taxes (base fare + YQ, a seat's fare, a room's cost); flat amounts
 * are paise per passenger per segment, per seat or per room-night.
 */

export const PLATFORM_MARKUP_MSG = {
  none: 'No TripSetu markups found',
  added: 'TripSetu markup added',
  deleted: 'TripSetu markup deleted',
  notFound: 'No such TripSetu markup',
  percentInvalid: COMMISSION_MSG.percentInvalid,
  flatInvalid: COMMISSION_MSG.flatInvalid,
  carrierUnknown: COMMISSION_MSG.carrierUnknown,
  carrierOnlyFlights: 'A carrier can be set on flight markups only',
  sectorOnlyFlights: 'A service type can be set on flight markups only',
  agencyUnknown: COMMISSION_MSG.agencyUnknown,
  groupUnknown: COMMISSION_MSG.groupUnknown,
  scopeBoth: 'A markup is for one agency or one group, not both',
  duplicate:
    'A TripSetu markup for the same product, carrier, service type and agencies is live; delete it first to set another',
} as const;

export const platformMarkupBody = z
  .object({
    product: z.enum(MARKUP_PRODUCTS),
    /** An airline's code (flights only); null: every carrier. */
    carrier: z.string().max(3).nullable(),
    /** Flights only; null: both. TripSetu's buses and hotels are all in India. */
    sector: z.enum(SECTORS).nullable(),
    kind: z.enum(COMMISSION_KINDS),
    /** Basis points for PERCENT, paise per passenger per segment (per seat, per room-night) for FLAT. */
    value: z.number().int(),
    /** Null with a null group: every agency. */
    agencyId: z.number().int().positive().max(2_147_483_647).nullable(),
    agencyGroupId: z.number().int().positive().max(2_147_483_647).nullable(),
  })
  .strict();
export type PlatformMarkupBody = z.infer<typeof platformMarkupBody>;

export const platformMarkupRow = platformMarkupBody.extend({
  id: z.number(),
  agencyName: z.string().nullable(),
  agencyGroupName: z.string().nullable(),
  addedBy: z.string(),
  addedAt: z.string(),
});
export type PlatformMarkup = z.infer<typeof platformMarkupRow>;
export const platformMarkupList = z.object({ markups: z.array(platformMarkupRow) });

const inRange = (value: number, max: number) => Number.isInteger(value) && value >= 0 && value <= max;

/** Why a markup cannot be kept, field by field (the back office's form shows each under its input). */
export function platformMarkupErrors(body: PlatformMarkupBody): Partial<Record<keyof PlatformMarkupBody, string>> {
  const errors: Partial<Record<keyof PlatformMarkupBody, string>> = {};
  if (body.carrier !== null) {
    if (body.product !== 'FLIGHT') errors.carrier = PLATFORM_MARKUP_MSG.carrierOnlyFlights;
    else if (!carrierByCode(body.carrier)) errors.carrier = PLATFORM_MARKUP_MSG.carrierUnknown;
  }
  if (body.sector !== null && body.product !== 'FLIGHT') errors.sector = PLATFORM_MARKUP_MSG.sectorOnlyFlights;
  if (body.agencyId !== null && body.agencyGroupId !== null) errors.agencyGroupId = PLATFORM_MARKUP_MSG.scopeBoth;
  if (body.kind === 'PERCENT' && !inRange(body.value, COMMISSION_LIMITS.maxPercentBps)) {
    errors.value = PLATFORM_MARKUP_MSG.percentInvalid;
  }
  if (body.kind === 'FLAT' && !inRange(body.value, COMMISSION_LIMITS.maxFlatPaise)) {
    errors.value = PLATFORM_MARKUP_MSG.flatInvalid;
  }
  return errors;
}

/** What a booking's part is matched on: the commission rules' context without supplier, fare type or day. */
export interface PlatformMarkupContext {
  product: CommissionProduct;
  carrier: string | null;
  sector: Sector;
  agencyId: number;
  agencyGroupId: number | null;
}

/** One agency beats its group, which beats every agency; then a carrier, then a sector (as commission rules rank). */
const specificityOf = (markup: PlatformMarkupBody) =>
  (markup.agencyId !== null ? 8 : markup.agencyGroupId !== null ? 4 : 0) +
  (markup.carrier !== null ? 2 : 0) +
  (markup.sector !== null ? 1 : 0);

function matches(markup: PlatformMarkupBody, context: PlatformMarkupContext): boolean {
  return (
    markup.product === context.product &&
    (markup.carrier === null || markup.carrier === context.carrier) &&
    (markup.sector === null || markup.sector === context.sector) &&
    (markup.agencyId === null || markup.agencyId === context.agencyId) &&
    (markup.agencyGroupId === null || markup.agencyGroupId === context.agencyGroupId)
  );
}

/** The markup that applies to a part: the most specific; between equals (none live: migration 042) the newest. */
export function platformMarkupApplying<M extends PlatformMarkupBody & { id: number }>(
  markups: readonly M[],
  context: PlatformMarkupContext,
): M | null {
  let chosen: M | null = null;
  for (const markup of markups) {
    if (!matches(markup, context)) continue;
    const specific = chosen ? specificityOf(markup) - specificityOf(chosen) : 1;
    if (specific > 0 || (specific === 0 && chosen && markup.id > chosen.id)) chosen = markup;
  }
  return chosen;
}

/** What TripSetu's markup added to a booking, frozen with it: each part's markup and the GST on the whole. */
export interface PlatformMarkupApplied {
  parts: { markupId: number; part: number; paise: number; text: string }[];
  paise: number;
  gstPaise: number;
  gstRateBps: number;
}

/** The markup on a booking's parts by the markups live today, with GST at the fees' rate; null when none applies. */
export function platformMarkupOn(
  markups: readonly (PlatformMarkupBody & { id: number })[],
  context: Omit<PlatformMarkupContext, 'carrier' | 'sector'>,
  parts: readonly BookingEarningPart[],
  day: string,
): PlatformMarkupApplied | null {
  const applied: PlatformMarkupApplied['parts'] = [];
  for (const [index, part] of parts.entries()) {
    const markup = platformMarkupApplying(markups, { ...context, carrier: part.carrier, sector: part.sector });
    if (!markup) continue;
    const on = part.basis.basePaise + part.basis.yqPaise;
    const paise = markup.kind === 'PERCENT' ? atRate(on, markup.value) : markup.value * part.basis.units;
    applied.push({ markupId: markup.id, part: index, paise, text: platformMarkupText(markup) });
  }
  const paise = applied.reduce((sum, part) => sum + part.paise, 0);
  if (applied.length === 0 || paise === 0) return null;
  const rateBps = taxRowOn('GST_FEES', day).rateBps;
  return { parts: applied, paise, gstPaise: atRate(paise, rateBps), gstRateBps: rateBps };
}

const PER_UNIT: Record<PlatformMarkupBody['product'], string> = {
  FLIGHT: 'per passenger per segment',
  BUS: 'per seat',
  HOTEL: 'per room-night',
};

/** A markup's amount as a row shows it: '2% of the fare before taxes', '₹100 per passenger per segment'. */
export function platformMarkupText(markup: Pick<PlatformMarkupBody, 'kind' | 'value' | 'product'>): string {
  if (markup.kind === 'PERCENT') return `${markup.value / 100}% of the fare before taxes`;
  return `${formatRupees(markup.value)} ${PER_UNIT[markup.product]}`;
}

/** Who a markup is for, as a row shows it. */
export function platformMarkupScopeText(
  markup: Pick<PlatformMarkup, 'agencyId' | 'agencyName' | 'agencyGroupId' | 'agencyGroupName'>,
): string {
  if (markup.agencyId !== null) return markup.agencyName ?? `Agency #${markup.agencyId}`;
  if (markup.agencyGroupId !== null) return `Group: ${markup.agencyGroupName ?? `#${markup.agencyGroupId}`}`;
  return 'Every agency';
}

/** A markup's sector as a row shows it. */
export const platformMarkupSectorText = (markup: Pick<PlatformMarkupBody, 'sector'>) =>
  markup.sector === null ? 'Domestic and international' : SECTOR_LABELS[markup.sector];
