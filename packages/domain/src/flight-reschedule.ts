import type { FareSummary, SummaryCode, SummaryLine } from './fare-summary.ts';
import { SUMMARY_LABELS } from './fare-summary.ts';
import type { FareRules } from './flight-api.ts';
import type { BookingPaxType } from './flight-booking.ts';
import { GST_ON_OTA_CHARGE_PERCENT, ruleAt } from './flight-cancellation.ts';

/**
 * A flight reschedule (reissue) priced before it is asked (issue 21, docs/decisions/024). The chosen
 * travellers leave one journey of their booking for another flight of the same route: per traveller,
 * the difference between the new fare and what the old ticket was worth (a lower fare's difference is
 * not refunded, as the airlines' date-change terms say), the airline's change charge from the old
 * fare's rules at the hours left before it departs, TripSetu's reschedule fee and GST on it.
 */

/** Decided where the specs are silent (decision 024). */
export const RESCHEDULE_MSG_DECIDED = {
  failed: 'Booking Reschedule Failed.',
  nothingChosen: 'Please choose the travellers and the journey to reschedule.',
  oneJourney: 'Please reschedule one journey at a time.',
  notTicketed: 'Only a ticketed booking can be rescheduled.',
  alreadyMoved: 'These travellers are no longer on this journey: they were cancelled or rescheduled.',
  departed: 'This flight has already departed and cannot be changed.',
  notChangeable: 'This fare cannot be changed now. Cancel it, or raise a request to our team.',
  sameFlight: 'This is the flight they are already booked on. Please choose another flight or date.',
  outOfOrder: 'The new flight must fit between the other flights of this trip.',
  infantWithAdult:
    'An infant flies on an adult’s lap: move the infant with an adult, and keep an adult with each infant left.',
  dateRequired: 'Please choose the new travel date.',
  optionRequired: 'Please choose the new flight.',
  amountChanged:
    'The amount to pay has changed since it was shown, as fares move with the seats sold. Please look at the new amount before you confirm.',
  rescheduled: 'Booking rescheduled. The new tickets are issued and the amount is debited from your wallet.',
  notReschedulable: 'This booking cannot be rescheduled here. Please contact our team.',
  awaitingPayment:
    'A reschedule of this booking is waiting for its payment. Pay for it, or let its payment time pass, before you start another.',
  travellerPay: 'Your new flight is kept for you until the payment time ends. Pay now to get the new tickets.',
  travellerRescheduled:
    'Booking rescheduled. Your new tickets are issued and your old ones on that journey are cancelled.',
  noLongerOnJourney:
    'The reschedule could not be completed: the travellers were no longer on the original journey. Your payment will be refunded.',
} as const;

/**
 * TripSetu's own fee per passenger (infants free) per segment moved, by the date it took effect: a fee
 * table with effective dates, as the cancellation's OTA charge is.
 */
export const RESCHEDULE_FEES: readonly { from: string; perPaxSegmentPaise: number }[] = [
  { from: '2026-01-01', perPaxSegmentPaise: 250_00 },
];

export function rescheduleFeeOn(date: string): number {
  let fee = 0;
  for (const row of RESCHEDULE_FEES) if (row.from <= date) fee = row.perPaxSegmentPaise;
  return fee;
}

/** One fare's amounts for one passenger: what the airline may keep (base, YQ) and the taxes. */
export interface PaxFare {
  basePaise: number;
  yqPaise: number;
  k3Paise: number;
  otherTaxesPaise: number;
}

/** One old segment of the journey being left: when it departs and the old fare's change rules. */
export interface SegmentLeft {
  hoursBefore: number;
  /** This traveller's base + YQ on the segment: no change charge is larger. */
  keepablePaise: number;
  rules: FareRules;
  /** TripSetu's fee on this segment by the booking's commission rule (decision 034); absent: the standard one. */
  feePaise?: number;
}

/** One traveller moving: what their old ticket on the journey was worth, and the new fare. */
export interface TravellerMoving {
  traveller: number;
  paxType: BookingPaxType;
  old: PaxFare;
  new: PaxFare;
  segments: readonly SegmentLeft[];
}

export interface RescheduleLine {
  traveller: number;
  paxType: BookingPaxType;
  /** The rule window of the first segment left, in the fare rules' words. */
  window: string;
  oldFarePaise: number;
  newFarePaise: number;
  /** What is paid for a dearer fare; zero when the new fare is lower. */
  fareDifferencePaise: number;
  /** A lower new fare's difference, which the airline keeps. */
  lowerFareKeptPaise: number;
  airlineChargePaise: number;
  otaChargePaise: number;
  gstPaise: number;
  amountPaise: number;
}

export interface RescheduleQuote {
  lines: RescheduleLine[];
  totals: Omit<RescheduleLine, 'traveller' | 'paxType' | 'window'>;
}

const fareOf = (fare: PaxFare) => fare.basePaise + fare.yqPaise + fare.k3Paise + fare.otherTaxesPaise;
const gstOn = (paise: number) => Math.round((paise * GST_ON_OTA_CHARGE_PERCENT) / 100);

/**
 * The quote for moving these travellers on `today` (TripSetu's fee in force then); refused, with the
 * reason, when a segment has departed or its fare allows no change at this time.
 */
export function rescheduleQuote(
  travellers: readonly TravellerMoving[],
  today: string,
): { ok: true; quote: RescheduleQuote } | { ok: false; reason: string } {
  if (travellers.length === 0) return { ok: false, reason: RESCHEDULE_MSG_DECIDED.nothingChosen };
  const segments = travellers.flatMap((traveller) => traveller.segments);
  if (segments.some((segment) => segment.hoursBefore < 0))
    return { ok: false, reason: RESCHEDULE_MSG_DECIDED.departed };
  const fee = rescheduleFeeOn(today);
  const lines: RescheduleLine[] = [];
  for (const traveller of travellers) {
    let airline = 0;
    for (const segment of traveller.segments) {
      const charge = ruleAt(segment.rules.change, segment.hoursBefore)?.chargePaise ?? null;
      if (charge === null) return { ok: false, reason: RESCHEDULE_MSG_DECIDED.notChangeable };
      airline += Math.min(charge, segment.keepablePaise);
    }
    const oldFare = fareOf(traveller.old);
    const newFare = fareOf(traveller.new);
    const ota =
      traveller.paxType === 'INF' ? 0 : traveller.segments.reduce((sum, segment) => sum + (segment.feePaise ?? fee), 0);
    const gst = gstOn(ota);
    const difference = Math.max(0, newFare - oldFare);
    lines.push({
      traveller: traveller.traveller,
      paxType: traveller.paxType,
      window: ruleAt(traveller.segments[0]?.rules.change ?? [], traveller.segments[0]?.hoursBefore ?? 0)?.window ?? '',
      oldFarePaise: oldFare,
      newFarePaise: newFare,
      fareDifferencePaise: difference,
      lowerFareKeptPaise: Math.max(0, oldFare - newFare),
      airlineChargePaise: airline,
      otaChargePaise: ota,
      gstPaise: gst,
      amountPaise: difference + airline + ota + gst,
    });
  }
  const sum = (pick: (line: RescheduleLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    ok: true,
    quote: {
      lines,
      totals: {
        oldFarePaise: sum((line) => line.oldFarePaise),
        newFarePaise: sum((line) => line.newFarePaise),
        fareDifferencePaise: sum((line) => line.fareDifferencePaise),
        lowerFareKeptPaise: sum((line) => line.lowerFareKeptPaise),
        airlineChargePaise: sum((line) => line.airlineChargePaise),
        otaChargePaise: sum((line) => line.otaChargePaise),
        gstPaise: sum((line) => line.gstPaise),
        amountPaise: sum((line) => line.amountPaise),
      },
    },
  };
}

const summaryLine = (code: SummaryCode, amountPaise: number): SummaryLine => ({
  code,
  label: SUMMARY_LABELS[code],
  amountPaise,
});

/**
 * The new booking's fare summary: the new fare as its components, less what the old tickets were worth,
 * with a lower fare's difference kept, the change charge, the fee and its GST. It adds up to the amount paid.
 */
export function rescheduleSummary(newFare: PaxFare, quote: RescheduleQuote): FareSummary {
  const { totals } = quote;
  const lines = [
    summaryLine('BASE', newFare.basePaise),
    summaryLine('YQ', newFare.yqPaise),
    summaryLine('K3', newFare.k3Paise),
    summaryLine('OTHER_TAXES', newFare.otherTaxesPaise),
    summaryLine('ORIGINAL_FARE', -totals.oldFarePaise),
    summaryLine('LOWER_FARE_KEPT', totals.lowerFareKeptPaise),
    summaryLine('CHANGE_CHARGE', totals.airlineChargePaise),
    summaryLine('RESCHEDULE_FEE', totals.otaChargePaise),
    summaryLine('GST', totals.gstPaise),
  ].filter((line) => line.amountPaise !== 0 || ['BASE', 'K3', 'OTHER_TAXES'].includes(line.code));
  const total = lines.reduce((sum, line) => sum + line.amountPaise, 0);
  const customerLines = [
    ...lines.filter((line) => line.code !== 'RESCHEDULE_FEE' && line.code !== 'GST'),
    ...(totals.otaChargePaise + totals.gstPaise > 0
      ? [
          {
            code: 'AGENCY_FEE' as const,
            label: SUMMARY_LABELS.AGENCY_FEE,
            amountPaise: totals.otaChargePaise + totals.gstPaise,
          },
        ]
      : []),
  ];
  return { lines, totalPaise: total, customerLines, customerTotalPaise: total };
}
