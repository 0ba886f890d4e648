import type { Earnings } from './commissions.ts';
import { foldAgencyFee } from './customer-invoice.ts';
import { BOOKING_MSG_DECIDED } from './flight-booking.ts';
import type { ExtrasTotals } from './flight-extras.ts';
import { rupeesTextToPaise } from './wallet.ts';

/**
 * A booking's fare summary as named components (agent-portal.md §3): the fare, the extras, TripSetu's
 * charges and their GST, the agency's commission and markup, for the agency and for its customer. Every
 * product's booking carries one (decision 022). Money in paise.
 */

export const SUMMARY_CODES = [
  'BASE',
  'YQ',
  'K3',
  'OTHER_TAXES',
  'SEATS',
  'MEALS',
  'BAGGAGE',
  'SPECIAL_SERVICES',
  'SERVICE_CHARGE',
  'CONVENIENCE_FEE',
  'GST',
  'PLATFORM_MARKUP',
  'PLATFORM_MARKUP_GST',
  'COMMISSION',
  'PLB',
  'TDS',
  'MARKUP',
  'AGENCY_FEE',
  'ORIGINAL_FARE',
  'LOWER_FARE_KEPT',
  'CHANGE_CHARGE',
  'RESCHEDULE_FEE',
  'SEAT_FARES',
  'FARE_GST',
  'ROOM_COST',
  'EXTRA_GUESTS',
  'HOTEL_GST',
] as const;
export type SummaryCode = (typeof SUMMARY_CODES)[number];
export const SUMMARY_LABELS: Record<SummaryCode, string> = {
  BASE: 'Base fare',
  YQ: 'YQ (fuel surcharge)',
  K3: 'K3 (GST on air fare)',
  OTHER_TAXES: 'Other taxes',
  SEATS: 'Seats',
  MEALS: 'Meals',
  BAGGAGE: 'Excess baggage',
  SPECIAL_SERVICES: 'Special services',
  SERVICE_CHARGE: 'Service charge',
  CONVENIENCE_FEE: 'Convenience fee',
  GST: 'GST (18% on fees)',
  /** TripSetu's own markup on an agency's booking, and the GST on it (decision 040). */
  PLATFORM_MARKUP: 'TripSetu markup',
  PLATFORM_MARKUP_GST: 'GST on TripSetu markup (18%)',
  COMMISSION: 'Commission',
  /** Productivity-linked bonus taken off at booking (decision 034); post-pay PLB is credited after travel. */
  PLB: 'PLB (cut and pay)',
  TDS: 'TDS on commission',
  MARKUP: 'Markup',
  /** What an agency adds to the airline's price, as its customer reads it (docs/decisions/021). */
  AGENCY_FEE: 'Service fee',
  /** A reschedule (decision 024): what the old tickets were worth, carried to the new ones. */
  ORIGINAL_FARE: 'Paid on the original tickets',
  LOWER_FARE_KEPT: 'Lower fare’s difference (not refunded)',
  CHANGE_CHARGE: 'Airline change charge',
  RESCHEDULE_FEE: 'Reschedule fee',
  /** A bus booking (decision 031): the seats' fares, and the GST on them (A/C buses). */
  SEAT_FARES: 'Seat fares',
  FARE_GST: 'GST on the fare',
  /** A hotel booking (decision 033): the rooms' tariff night by night, extra guests, and GST by each night's slab. */
  ROOM_COST: 'Room cost',
  EXTRA_GUESTS: 'Extra guest charges',
  HOTEL_GST: 'Hotel GST',
};
/** Where each extra's total goes in the fare summary. */
export const EXTRA_SUMMARY_LINES: readonly (readonly [SummaryCode, keyof ExtrasTotals])[] = [
  ['SEATS', 'seats'],
  ['MEALS', 'meals'],
  ['BAGGAGE', 'baggage'],
  ['SPECIAL_SERVICES', 'specialServices'],
];

export interface SummaryLine {
  code: SummaryCode;
  label: string;
  amountPaise: number;
}

/** What the operator charges (docs/decisions/013). */
export const BOOKING_CHARGES = {
  /** Agents: per seated or infant passenger per flight segment. */
  serviceChargePerPaxSegmentPaise: 50_00,
  /** Travellers on the consumer site: per passenger per booking. */
  convenienceFeePerPaxPaise: 249_00,
  gstOnFeesPercent: 18,
  maxMarkupPaise: 1_00_000_00,
} as const;

/** A markup typed in rupees, in paise; '' is no markup, and text that is not an amount is NaN. */
export function markupPaiseOf(text: string): number {
  return text.trim() === '' ? 0 : rupeesTextToPaise(text);
}

/** Why a markup cannot be taken (whole paise from ₹0 to the limit), or null. */
export function markupError(paise: number): string | null {
  return Number.isInteger(paise) && paise >= 0 && paise <= BOOKING_CHARGES.maxMarkupPaise
    ? null
    : BOOKING_MSG_DECIDED.markupInvalid;
}

const percent = (paise: number, rate: number) => Math.round((paise * rate) / 100);

export interface SummaryInput {
  channel: 'AGENT' | 'CONSUMER';
  /** Σ over passengers of each fare component. */
  fare: { base: number; yq: number; k3: number; otherTaxes: number };
  /** What the agency earns by the commission rules (agents only; decision 034). */
  earnings: Earnings | null;
  ssr: { seats: number; meals: number; baggage: number; specialServices: number };
  /** Passengers (infants included) and flight segments. */
  passengers: number;
  segments: number;
  /** The agency's markup for its customer invoice (not charged to the agency). */
  markupPaise: number;
}

export interface FareSummary {
  lines: SummaryLine[];
  /** What is paid: from the wallet (agents) or through the gateway (travellers). */
  totalPaise: number;
  /** What the agency's customer pays: the airline's price and the agency's service fee (no commission or TDS). */
  customerLines: SummaryLine[];
  customerTotalPaise: number;
  /** The commission rules applied and what they gave, frozen with the booking (agents). */
  earnings?: Earnings;
}

const line = (code: SummaryCode, amountPaise: number): SummaryLine => ({
  code,
  label: SUMMARY_LABELS[code],
  amountPaise,
});

/** The whole fare as named components that add up to the total (decision 013). */
export function fareSummary(input: SummaryInput): FareSummary {
  const fareLines = [
    line('BASE', input.fare.base),
    line('YQ', input.fare.yq),
    line('K3', input.fare.k3),
    line('OTHER_TAXES', input.fare.otherTaxes),
  ];
  const ssrLines = [
    line('SEATS', input.ssr.seats),
    line('MEALS', input.ssr.meals),
    line('BAGGAGE', input.ssr.baggage),
    line('SPECIAL_SERVICES', input.ssr.specialServices),
  ].filter((entry) => entry.amountPaise !== 0);
  const fee =
    input.channel === 'AGENT'
      ? line('SERVICE_CHARGE', BOOKING_CHARGES.serviceChargePerPaxSegmentPaise * input.passengers * input.segments)
      : line('CONVENIENCE_FEE', BOOKING_CHARGES.convenienceFeePerPaxPaise * input.passengers);
  const gst = line('GST', percent(fee.amountPaise, BOOKING_CHARGES.gstOnFeesPercent));
  const earnings = input.channel === 'AGENT' ? input.earnings : null;
  const lines = [...fareLines, ...ssrLines, fee, gst, ...(earnings ? platformMarkupLines(earnings) : [])];
  const gross = [...lines];
  if (earnings) lines.push(...earningLines(earnings));
  const customerLines =
    input.channel === 'AGENT'
      ? foldAgencyFee([...gross, line('MARKUP', input.markupPaise)], SUMMARY_LABELS.AGENCY_FEE)
      : gross;
  const sum = (entries: SummaryLine[]) => entries.reduce((total, entry) => total + entry.amountPaise, 0);
  return {
    lines,
    totalPaise: sum(lines),
    customerLines,
    customerTotalPaise: sum(customerLines),
    ...(earnings ? { earnings } : {}),
  };
}

/** The lines of what the agency earns: on its own fare summary, never on its customer's (decision 034). */
export const EARNING_CODES: readonly SummaryCode[] = ['COMMISSION', 'PLB', 'TDS'];

/** What the agency kept at booking by a fare's lines: commission and PLB cut and pay, less the TDS on them. */
export function netEarnedPaise(lines: readonly SummaryLine[]): number {
  const of = (code: SummaryCode) => lines.find((entry) => entry.code === code)?.amountPaise ?? 0;
  return Math.max(0, -of('COMMISSION') - of('PLB') - of('TDS'));
}

/**
 * TripSetu's markup and its GST (decision 040): part of the price the agency pays and passes on, so they stand with
 * the fees and fold into the agency's service fee on its customer's invoice.
 */
export function platformMarkupLines(earnings: Earnings): SummaryLine[] {
  const markup = earnings.platformMarkup;
  if (!markup || markup.paise === 0) return [];
  return [line('PLATFORM_MARKUP', markup.paise), line('PLATFORM_MARKUP_GST', markup.gstPaise)];
}

/** Commission and PLB cut and pay lower what the agency pays; TDS on them is added (decision 034). */
export function earningLines(earnings: Earnings): SummaryLine[] {
  const lines: SummaryLine[] = [];
  if (earnings.commissionPaise > 0) lines.push(line('COMMISSION', -earnings.commissionPaise));
  if (earnings.plbCutPayPaise > 0) lines.push(line('PLB', -earnings.plbCutPayPaise));
  if (earnings.tdsPaise > 0) lines.push(line('TDS', earnings.tdsPaise));
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Holds, statuses, numbers
