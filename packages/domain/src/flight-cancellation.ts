import { commissionTakenBack } from './commissions.ts';
import type { FareRules, RuleCharge } from './flight-api.ts';
import type { BookingPaxType } from './flight-booking.ts';

/**
 * A flight cancellation priced before it is asked (issue 21, docs/decisions/023). Per traveller and
 * flight segment: the airline's charge from the fare's own rules at the hours left before departure,
 * never more than the base fare plus fuel surcharge (DGCA CAR Section 3 Series M Part II, revised 24 Feb
 * 2026), the statutory taxes always refunded, TripSetu's charge with GST, and what is not refunded.
 */

export const CANCELLATION_MSG = {
  /** agent-portal.md §8, word for word. */
  failed: 'Booking Cancellation Failed.',
} as const;

/** Decided where the specs are silent (decision 023). */
export const CANCELLATION_MSG_DECIDED = {
  departed: 'This flight has already departed. A no-show refund of the taxes is a request to our team.',
  nothingChosen: 'Please choose the travellers and flights to cancel.',
  notTicketed: 'Only a ticketed booking can be cancelled. Release a hold instead.',
  alreadyCancelled: 'These travellers are already cancelled on this flight.',
  nonRefundable: 'This fare is non-refundable: only the statutory taxes are refunded.',
  infantWithAdult: 'An infant flies on an adult’s lap: cancel the infant with the last adult on that flight.',
  cancelled: 'Booking cancelled. The refund has been credited to your wallet.',
  notCancellable: 'This booking cannot be cancelled here. Please raise a request to our team.',
  /** A traveller's own booking, refunded to the payment it was paid with (consumer site). */
  travellerCancelled: 'Booking cancelled. The refund has been sent to your original payment.',
  refundTime: 'Banks usually show a refund within 5 to 7 working days, and within 14 working days at the most.',
  notPaidOnline: 'This booking was not paid online, so it cannot be refunded here. Please contact our team.',
  receiptNotFound: 'Refund receipt not found.',
  /** The quote moved between showing and confirming (a rule window passed): shown again, not applied. */
  refundChanged:
    'The refund has changed since it was shown, as the airline’s charge depends on the time left before departure. Please look at the new refund before you confirm.',
} as const;

/**
 * TripSetu's own charge per passenger per segment cancelled (the spec's "OTA charge"), by the date it
 * took effect: a fee table with effective dates, not a constant, so a change keeps old quotes true.
 */
export const OTA_CHARGES: readonly { from: string; perPaxSegmentPaise: number }[] = [
  { from: '2026-01-01', perPaxSegmentPaise: 300_00 },
];
export const GST_ON_OTA_CHARGE_PERCENT = 18;

/** The OTA charge in force on a date (YYYY-MM-DD): the newest row that took effect by then. */
export function otaChargeOn(date: string): number {
  let charge = 0;
  for (const row of OTA_CHARGES) if (row.from <= date) charge = row.perPaxSegmentPaise;
  return charge;
}

/** The rule window a cancellation falls in, `hoursBefore` hours before the segment departs. */
export function ruleAt(rules: readonly RuleCharge[], hoursBefore: number): RuleCharge | undefined {
  return rules.find(
    (rule) =>
      hoursBefore >= rule.hoursBeforeTo && (rule.hoursBeforeFrom === null || hoursBefore < rule.hoursBeforeFrom),
  );
}

/** `amount` split over `parts` in whole paise, the remainder on the first: the parts add up exactly. */
export function splitPaise(amount: number, parts: number): number[] {
  const count = Math.max(1, parts);
  const each = Math.floor(amount / count);
  return Array.from({ length: count }, (_, index) => (index === 0 ? amount - each * (count - 1) : each));
}

/** One traveller's share of one flight segment, as the booking paid it. */
export interface SegmentToCancel {
  traveller: number;
  paxType: BookingPaxType;
  legIndex: number;
  segmentIndex: number;
  /** Base fare and fuel surcharge (YQ): what the airline may keep. */
  basePaise: number;
  yqPaise: number;
  /** K3 and every other statutory tax or airport fee: always refunded. */
  taxesPaise: number;
  /** Seat and meal bought for this segment: not refunded once ticketed (decision 023). */
  extrasPaise: number;
  /** The agency's commission on this share of the fare, net of its TDS: reversed with what is refunded. */
  commissionPaise?: number;
  /** TripSetu's charge on this segment by the booking's commission rule (decision 034); absent: the standard one. */
  otaChargePaise?: number;
  hoursBefore: number;
  /** The leg's fare rules, as frozen on the booking. */
  rules: FareRules;
}

export interface CancellationLine {
  traveller: number;
  legIndex: number;
  segmentIndex: number;
  /** The rule window, in the fare rules' words. */
  window: string;
  /** Non-refundable at this time (the fare, or the last hours): only the taxes come back. */
  taxesOnly: boolean;
  paidPaise: number;
  airlineChargePaise: number;
  otaChargePaise: number;
  gstPaise: number;
  /** Seats and meals kept. */
  keptPaise: number;
  /** The agency's commission (net of TDS) on the part of the fare that comes back: it is taken back. */
  commissionReversedPaise: number;
  refundPaise: number;
}

/**
 * A fee the booking charged per traveller that comes back whole: the consumer site's convenience fee
 * and its GST, for a traveller cancelled on every flight (our terms: the one item we refund ourselves).
 */
export interface FeeToRefund {
  traveller: number;
  label: string;
  paidPaise: number;
}
export interface FeeLine extends FeeToRefund {
  refundPaise: number;
}

export interface CancellationQuote {
  lines: CancellationLine[];
  /** Booking fees refunded whole, per traveller (none for agents). */
  fees: FeeLine[];
  totals: Omit<CancellationLine, 'traveller' | 'legIndex' | 'segmentIndex' | 'window' | 'taxesOnly'> & {
    feesRefundedPaise: number;
  };
  /** Every segment in it refunds only its taxes: the quote says so plainly. */
  taxesOnly: boolean;
}

const gstOn = (paise: number) => Math.round((paise * GST_ON_OTA_CHARGE_PERCENT) / 100);

/**
 * One segment priced: the airline's charge is capped at base + YQ; the commission on what comes back is
 * taken back; the OTA charge never outruns the refund. Paid = airline + OTA + GST + kept + commission
 * taken back + refund, to the paisa.
 */
function priceSegment(
  segment: SegmentToCancel,
  otaCharge: number,
  decided?: { chargePaise: number; window: string },
): CancellationLine {
  const rule = decided ?? ruleAt(segment.rules.cancellation, segment.hoursBefore);
  const keepable = segment.basePaise + segment.yqPaise;
  const charge = rule?.chargePaise ?? null;
  // No charge in the rules for this window: the airline keeps base + YQ, the taxes come back.
  const taxesOnly = charge === null;
  const airline = charge === null ? keepable : Math.min(charge, keepable);
  const reversed = commissionTakenBack(segment.commissionPaise ?? 0, keepable, airline);
  const beforeFees = keepable - airline + segment.taxesPaise - reversed;
  // The OTA charge and its GST come out of the refund, and never turn it negative.
  const ota = Math.max(0, Math.min(otaCharge, Math.floor((beforeFees * 100) / (100 + GST_ON_OTA_CHARGE_PERCENT))));
  const gst = gstOn(ota);
  return {
    traveller: segment.traveller,
    legIndex: segment.legIndex,
    segmentIndex: segment.segmentIndex,
    window: rule?.window ?? '',
    taxesOnly,
    paidPaise: keepable + segment.taxesPaise + segment.extrasPaise,
    airlineChargePaise: airline,
    otaChargePaise: ota,
    gstPaise: gst,
    keptPaise: segment.extrasPaise,
    commissionReversedPaise: reversed,
    refundPaise: Math.max(0, beforeFees - ota - gst),
  };
}

/**
 * The quote for cancelling these segments on `today` (the OTA charge in force then). Refused when
 * nothing is chosen or a segment has departed: those are requests to the back office, not quotes.
 */
export function cancellationQuote(
  segments: readonly SegmentToCancel[],
  today: string,
  refundedFees: readonly FeeToRefund[] = [],
): { ok: true; quote: CancellationQuote } | { ok: false; reason: string } {
  if (segments.length === 0) return { ok: false, reason: CANCELLATION_MSG_DECIDED.nothingChosen };
  if (segments.some((segment) => segment.hoursBefore < 0))
    return { ok: false, reason: CANCELLATION_MSG_DECIDED.departed };
  const otaCharge = otaChargeOn(today);
  const lines = segments.map((segment) => priceSegment(segment, segment.otaChargePaise ?? otaCharge));
  return { ok: true, quote: quoteOf(lines, refundedFees) };
}

/** The lines and booking fees put together, with their totals. */
function quoteOf(lines: CancellationLine[], refundedFees: readonly FeeToRefund[]): CancellationQuote {
  const sum = (pick: (line: CancellationLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const fees = refundedFees.map((fee) => ({ ...fee, refundPaise: Math.max(0, fee.paidPaise) }));
  const feesPaid = fees.reduce((total, fee) => total + fee.paidPaise, 0);
  const feesRefunded = fees.reduce((total, fee) => total + fee.refundPaise, 0);
  return {
    lines,
    fees,
    totals: {
      paidPaise: sum((line) => line.paidPaise) + feesPaid,
      airlineChargePaise: sum((line) => line.airlineChargePaise),
      otaChargePaise: sum((line) => line.otaChargePaise),
      gstPaise: sum((line) => line.gstPaise),
      keptPaise: sum((line) => line.keptPaise),
      commissionReversedPaise: sum((line) => line.commissionReversedPaise),
      feesRefundedPaise: feesRefunded,
      refundPaise: sum((line) => line.refundPaise) + feesRefunded,
    },
    taxesOnly: lines.every((line) => line.taxesOnly),
  };
}

// ── Requests the rules cannot price ─────────────────────────────────────────────────────────────

/** Why a cancellation is asked of the back office rather than priced by the fare's rules (decision 023). */
export const CANCELLATION_REQUEST_REASONS = {
  NO_SHOW: 'No-show: refund of the taxes',
  AIRLINE_CANCELLED: 'Flight cancelled or moved by the airline',
  MEDICAL: 'Medical emergency (with a doctor’s certificate)',
} as const;
export type CancellationRequestReason = keyof typeof CANCELLATION_REQUEST_REASONS;

/** What the back office decides for a request: the airline's charge and TripSetu's, in all. */
export interface DecidedCharges {
  airlineChargePaise: number;
  otaChargePaise: number;
}

/** The window a decided line names, in place of the fare rules' own. */
export const DECIDED_WINDOW = 'Decided by the TripSetu team';

/**
 * What the rules would suggest for a request: an airline that cancelled refunds everything (DGCA), a
 * medical emergency is waived by the airlines on a certificate, and a no-show keeps base and YQ; TripSetu's
 * charge is the fee table's, except where the airline cancelled.
 */
export function suggestedCharges(
  reason: CancellationRequestReason,
  segments: readonly SegmentToCancel[],
  today: string,
): DecidedCharges {
  const keepable = segments.reduce((total, segment) => total + segment.basePaise + segment.yqPaise, 0);
  return {
    airlineChargePaise: reason === 'NO_SHOW' ? keepable : 0,
    otaChargePaise: reason === 'AIRLINE_CANCELLED' ? 0 : otaChargeOn(today) * segments.length,
  };
}

/**
 * A request priced by the back office's decision: the airline's charge shared over the segments by what
 * each may keep (never more than base + YQ, DGCA), TripSetu's charge shared evenly; the rest as a quote.
 */
export function decidedQuote(
  segments: readonly SegmentToCancel[],
  decided: DecidedCharges,
  refundedFees: readonly FeeToRefund[] = [],
): CancellationQuote {
  const keepable = segments.map((segment) => segment.basePaise + segment.yqPaise);
  const allKeepable = keepable.reduce((total, paise) => total + paise, 0);
  const airline = Math.max(0, Math.min(decided.airlineChargePaise, allKeepable));
  const shares = keepable.map((paise) => (allKeepable > 0 ? Math.floor((airline * paise) / allKeepable) : 0));
  if (shares.length > 0) shares[0] = (shares[0] ?? 0) + airline - shares.reduce((total, paise) => total + paise, 0);
  const ota = splitPaise(Math.max(0, decided.otaChargePaise), segments.length);
  const lines = segments.map((segment, index) =>
    priceSegment(segment, ota[index] ?? 0, { chargePaise: shares[index] ?? 0, window: DECIDED_WINDOW }),
  );
  return quoteOf(lines, refundedFees);
}
