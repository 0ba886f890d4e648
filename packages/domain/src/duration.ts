import { addDays } from './dates.ts';

/** 'N Nights / N+1 Days' — labels show nights as days minus 1 (§9). */
export function durationLabel(days: number): string {
  const nights = days - 1;
  return `${nights} Night${nights === 1 ? '' : 's'} / ${days} Days`;
}

/** The search form's return date: journey date plus the days value (§9, kept as the spec says). */
export function searchReturnDate(jdate: string, days: number): string {
  return addDays(jdate, days);
}

/** The stored numnights search parameter: the days value plus 1 (§9, a legacy quirk kept on the wire). */
export function searchNumNights(days: number): number {
  return days + 1;
}

/** The real check-out date of a package that starts on `depdate`: the morning after the last night. */
export function checkoutDate(depdate: string, nights: number): string {
  return addDays(depdate, nights);
}
