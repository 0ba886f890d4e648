import type { BusCancellationWindow } from './bus-search.ts';
import { commissionTakenBack } from './commissions.ts';
import type { CancellationLine, CancellationQuote } from './flight-cancellation.ts';

/**
 * A bus cancellation priced by the operator's policy (issue 22, decision 031). Per seat: the operator keeps
 * its policy's percentage of the seat's fare for the hours left before departure, with the GST charged on
 * that part; the rest of the fare and its GST come back; TripSetu's booking fee and its GST are not refunded
 * (as the best Indian bus sites keep their booking fee). Paid = operator + kept + refund, to the paisa.
 */

export const BUS_CANCELLATION_MSG_DECIDED = {
  departed: 'This bus has already left. A cancellation after departure is a request to our team.',
  nothingChosen: 'Please choose the seats to cancel.',
  alreadyCancelled: 'These seats are already cancelled.',
  notCancellable: 'The operator does not allow cancelling this ticket now.',
} as const;

/** The policy window a cancellation falls in, `hoursBefore` hours before departure. */
export function busWindowAt(
  policy: readonly BusCancellationWindow[],
  hoursBefore: number,
): BusCancellationWindow | undefined {
  return policy.find(
    (window) => hoursBefore >= window.fromHours && (window.toHours === null || hoursBefore < window.toHours),
  );
}

/** A window in the words operators print it: "More than 48 hours before departure", "Within 2 hours …". */
export function busWindowText(window: BusCancellationWindow): string {
  if (window.toHours === null) return `More than ${window.fromHours} hours before departure`;
  if (window.fromHours <= 0) return `Within ${window.toHours} hours of departure`;
  return `${window.fromHours} to ${window.toHours} hours before departure`;
}

/** One seat as the booking paid it. */
export interface SeatToCancel {
  /** The seat's place in the booking's travellers. */
  traveller: number;
  farePaise: number;
  /** The GST charged on this seat's fare (A/C buses). */
  fareGstPaise: number;
  /** TripSetu's fee on this seat and its GST: not refunded. */
  feePaise: number;
  /** This seat's share of what the agency kept of its commission at booking (decision 034). */
  earnedPaise?: number;
}

/** The seats' quote `hoursBefore` hours before departure, by the operator's policy; refused when it cannot be priced. */
export function busCancellationQuote(
  seats: readonly SeatToCancel[],
  policy: readonly BusCancellationWindow[],
  hoursBefore: number,
): { ok: true; quote: CancellationQuote } | { ok: false; reason: string } {
  if (seats.length === 0) return { ok: false, reason: BUS_CANCELLATION_MSG_DECIDED.nothingChosen };
  if (hoursBefore < 0) return { ok: false, reason: BUS_CANCELLATION_MSG_DECIDED.departed };
  const window = busWindowAt(policy, hoursBefore);
  if (!window) return { ok: false, reason: BUS_CANCELLATION_MSG_DECIDED.notCancellable };
  const lines: CancellationLine[] = seats.map((seat) => {
    const charge = Math.round((seat.farePaise * window.chargePercent) / 100);
    // The GST on what the operator keeps stays with it; the GST on the refunded fare comes back.
    const gstKept = seat.farePaise > 0 ? Math.round((seat.fareGstPaise * charge) / seat.farePaise) : 0;
    const operator = charge + gstKept;
    const paid = seat.farePaise + seat.fareGstPaise + seat.feePaise;
    // The commission on what the operator refunds comes back with it.
    const reversed = Math.min(
      commissionTakenBack(seat.earnedPaise ?? 0, seat.farePaise, charge),
      paid - operator - seat.feePaise,
    );
    return {
      traveller: seat.traveller,
      legIndex: 0,
      segmentIndex: 0,
      window: `${busWindowText(window)}: ${window.chargePercent}% of the fare`,
      taxesOnly: window.chargePercent >= 100,
      paidPaise: paid,
      airlineChargePaise: operator,
      otaChargePaise: 0,
      gstPaise: 0,
      keptPaise: seat.feePaise,
      commissionReversedPaise: reversed,
      refundPaise: paid - operator - seat.feePaise - reversed,
    };
  });
  const sum = (pick: (line: CancellationLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    ok: true,
    quote: {
      lines,
      fees: [],
      totals: {
        paidPaise: sum((line) => line.paidPaise),
        airlineChargePaise: sum((line) => line.airlineChargePaise),
        otaChargePaise: 0,
        gstPaise: 0,
        keptPaise: sum((line) => line.keptPaise),
        commissionReversedPaise: sum((line) => line.commissionReversedPaise),
        feesRefundedPaise: 0,
        refundPaise: sum((line) => line.refundPaise),
      },
      taxesOnly: lines.every((line) => line.taxesOnly),
    },
  };
}
