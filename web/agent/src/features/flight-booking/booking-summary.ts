import { SUMMARY_CODES, SUMMARY_LABELS, type SummaryCode } from '@tripsetu/domain/fare-summary.ts';
import type { FlightQuote, SummaryLineShape } from '@tripsetu/domain/flight-booking-api.ts';
import type { LegExtras } from './booking-form.ts';
import { seatsOfSegment } from './seat-map.ts';

/** What the chosen extras cost, by the fare summary's lines (decision 013). */
export interface ExtrasTotals {
  seats: number;
  meals: number;
  baggage: number;
  specialServices: number;
}

/** Σ of the prices in the quote's catalogue of every seat, meal, baggage piece and service chosen. */
export function extrasTotals(
  quote: Pick<FlightQuote, 'seatMaps' | 'extras'>,
  travellers: readonly { legs: readonly LegExtras[] }[],
): ExtrasTotals {
  const totals: ExtrasTotals = { seats: 0, meals: 0, baggage: 0, specialServices: 0 };
  const priceOf = (options: readonly { code: string; pricePaise: number }[] | undefined, code: string) =>
    options?.find((option) => option.code === code)?.pricePaise ?? 0;
  for (const traveller of travellers) {
    traveller.legs.forEach((extras, legIndex) => {
      extras.seats.forEach((seatNo, segmentIndex) => {
        if (seatNo === '') return;
        const seat = seatsOfSegment(quote, legIndex, segmentIndex).find((entry) => entry.seatNo === seatNo);
        totals.seats += seat?.pricePaise ?? 0;
      });
      for (const code of extras.meals) if (code !== '') totals.meals += priceOf(quote.extras.meals, code);
      const baggage = quote.extras.baggage.find((entry) => entry.legIndex === legIndex)?.options;
      for (const code of extras.baggage) totals.baggage += priceOf(baggage, code);
      for (const code of extras.services) totals.specialServices += priceOf(quote.extras.services, code);
    });
  }
  return totals;
}

const EXTRA_LINES: [SummaryCode, keyof ExtrasTotals][] = [
  ['SEATS', 'seats'],
  ['MEALS', 'meals'],
  ['BAGGAGE', 'baggage'],
  ['SPECIAL_SERVICES', 'specialServices'],
];

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
  const added = EXTRA_LINES.filter(([, key]) => extras[key] !== 0).map(([code, key]) => ({
    code,
    label: SUMMARY_LABELS[code],
    amountPaise: extras[key],
  }));
  const lines = [...quote.summary.filter((line) => !EXTRA_LINES.some(([code]) => code === line.code)), ...added].sort(
    (a, b) => order(a.code) - order(b.code),
  );
  return { lines, totalPaise: lines.reduce((total, line) => total + line.amountPaise, 0) };
}

/**
 * The agency's customer invoice: the gross fare and fees (no commission, no TDS) and the markup,
 * which is not charged to the wallet.
 */
export function customerTotalPaise(lines: readonly SummaryLineShape[], markupPaise: number): number {
  const gross = lines.filter((line) => line.code !== 'COMMISSION' && line.code !== 'TDS');
  return gross.reduce((total, line) => total + line.amountPaise, 0) + Math.max(0, markupPaise);
}
