import {
  EARNING_CODES,
  EXTRA_SUMMARY_LINES,
  SUMMARY_CODES,
  SUMMARY_LABELS,
  type SummaryCode,
} from '@tripsetu/domain/fare-summary.ts';
import type { FlightQuote, SummaryLineShape } from '@tripsetu/domain/flight-booking-api.ts';
import {
  extrasTotals as domainExtrasTotals,
  type ExtrasPrices,
  type ExtrasTotals,
} from '@tripsetu/domain/flight-extras.ts';
import type { LegExtras } from './booking-form.ts';
import { seatsOfSegment } from './seat-map.ts';

/** The quote's prices as the domain's extras totals read them. */
const pricesOf = (quote: Pick<FlightQuote, 'seatMaps' | 'extras'>): ExtrasPrices => ({
  seat: (legIndex, segmentIndex, seatNo) =>
    seatsOfSegment(quote, legIndex, segmentIndex).find((entry) => entry.seatNo === seatNo)?.pricePaise ?? 0,
  meals: quote.extras.meals,
  services: quote.extras.services,
  baggage: (legIndex) => quote.extras.baggage.find((entry) => entry.legIndex === legIndex)?.options,
});

/** Σ of the prices in the quote's catalogue of every seat, meal, baggage piece and service chosen. */
export const extrasTotals = (
  quote: Pick<FlightQuote, 'seatMaps' | 'extras'>,
  travellers: readonly { legs: readonly LegExtras[] }[],
): ExtrasTotals =>
  domainExtrasTotals(
    pricesOf(quote),
    travellers.map((traveller) => traveller.legs),
  );

const order = (code: SummaryCode) => SUMMARY_CODES.indexOf(code);

/**
 * The quote's fare summary with the extras chosen so far in their places (seats, meals, excess
 * baggage, special services after the fare's own components), and the total they add up to: what the
 * wallet pays. The server's fees do not depend on extras, so this is the booking's total to the paisa.
 */
export function summaryWithExtras(
  quote: Pick<FlightQuote, 'summary'>,
  extras: ExtrasTotals,
): { lines: SummaryLineShape[]; totalPaise: number } {
  const added = EXTRA_SUMMARY_LINES.filter(([, key]) => extras[key] !== 0).map(([code, key]) => ({
    code,
    label: SUMMARY_LABELS[code],
    amountPaise: extras[key],
  }));
  const lines = [
    ...quote.summary.filter((line) => !EXTRA_SUMMARY_LINES.some(([code]) => code === line.code)),
    ...added,
  ].sort((a, b) => order(a.code) - order(b.code));
  return { lines, totalPaise: lines.reduce((total, line) => total + line.amountPaise, 0) };
}

/**
 * The agency's customer invoice: the gross fare and fees (no commission, PLB or TDS) and the markup,
 * which is not charged to the wallet.
 */
export function customerTotalPaise(lines: readonly SummaryLineShape[], markupPaise: number): number {
  const gross = lines.filter((line) => !EARNING_CODES.includes(line.code));
  return gross.reduce((total, line) => total + line.amountPaise, 0) + Math.max(0, markupPaise);
}
