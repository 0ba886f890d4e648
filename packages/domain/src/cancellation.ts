import { daysBetween } from './dates.ts';
import type { Paise } from './money.ts';
import { percentOf } from './money.ts';
import type { FareQuote } from './pricing.ts';

/** consumer-site.md §9: the share refunded by how many days before departure a cancellation comes. */
export const CANCELLATION_SLABS = [
  { minDaysBefore: 30, refundPercent: 90, label: '30 or more days before departure' },
  { minDaysBefore: 15, refundPercent: 75, label: '15 to 29 days before departure' },
  { minDaysBefore: 8, refundPercent: 50, label: '8 to 14 days before departure' },
  { minDaysBefore: 0, refundPercent: 0, label: 'Within 7 days of departure' },
] as const;

export const CANCELLATION_POLICY_NOTES = [
  'Service charges are never refundable.',
  'No refund for no-shows or unused portions of the package.',
  'Airfare refunds follow the airline’s rules.',
  'Hotel extensions and instant-confirmation products are not refundable once confirmed.',
] as const;

export function refundPercentFor(daysBeforeDeparture: number): number {
  if (daysBeforeDeparture < 0) return 0;
  const slab = CANCELLATION_SLABS.find((s) => daysBeforeDeparture >= s.minDaysBefore);
  return slab?.refundPercent ?? 0;
}

/** The refund on a package cancelled on `today` for a departure on `depdate`; service charges stay. */
export function packageRefund(
  fare: FareQuote,
  depdate: string,
  today: string,
): {
  daysBeforeDeparture: number;
  refundPercent: number;
  refundablePaise: Paise;
  refundPaise: Paise;
} {
  const daysBeforeDeparture = daysBetween(today, depdate);
  const refundPercent = refundPercentFor(daysBeforeDeparture);
  const refundablePaise = fare.components
    .filter((c) => c.code !== 'SERVICE_CHARGE')
    .reduce((sum, c) => sum + c.amountPaise, 0);
  return {
    daysBeforeDeparture,
    refundPercent,
    refundablePaise,
    refundPaise: percentOf(refundablePaise, refundPercent),
  };
}

/** The policy as one text, for the voucher and the package's cancellation tab. */
export function cancellationPolicyText(): string {
  const slabs = CANCELLATION_SLABS.map((s) =>
    s.refundPercent === 0 ? `${s.label}: non-refundable` : `${s.label}: ${s.refundPercent}% refunded`,
  );
  return [...slabs, ...CANCELLATION_POLICY_NOTES].join('||');
}
