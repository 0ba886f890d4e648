import { BOOKING_WINDOW_DAYS, DURATION_DAYS_MAX, DURATION_DAYS_MIN } from './constants.ts';
import { addDays, isIsoDate } from './dates.ts';
import { MSG, MSG_DECIDED } from './messages.ts';
import { isEmpty, validatePaxCounts } from './validation.ts';

export interface PackageSearchInput {
  package_destination?: unknown;
  jdate?: unknown;
  numdays?: unknown;
  numadults?: unknown;
  numchildren?: unknown;
  numinfants?: unknown;
}

export type PackageSearchErrors = Partial<Record<'package_destination' | 'jdate' | 'numdays' | 'pax', string>>;

/** Reads a count the way the form sends it ('2'); a missing value takes the default. */
export function parseCount(value: unknown, fallback: number): number {
  if (isEmpty(value)) return fallback;
  const text = String(value).trim();
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

export function earliestJourneyDate(today: string): string {
  return today;
}

export function latestJourneyDate(today: string): string {
  return addDays(today, BOOKING_WINDOW_DAYS);
}

export function validateJourneyDate(jdate: unknown, today: string): string | null {
  if (isEmpty(jdate) || !isIsoDate(jdate)) return MSG_DECIDED.journeyDateInvalid;
  if (jdate < earliestJourneyDate(today)) return MSG_DECIDED.journeyDateTooEarly;
  if (jdate > latestJourneyDate(today)) return MSG_DECIDED.journeyDateTooLate;
  return null;
}

/** §5 Search: destination, journey date and days must be chosen; otherwise no search happens. */
export function validatePackageSearch(input: PackageSearchInput, today: string): PackageSearchErrors {
  const errors: PackageSearchErrors = {};
  if (isEmpty(input.package_destination)) errors.package_destination = MSG.destinationRequired;
  const jdateError = validateJourneyDate(input.jdate, today);
  if (jdateError) errors.jdate = jdateError;
  const days = parseCount(input.numdays, Number.NaN);
  if (!Number.isInteger(days) || days < DURATION_DAYS_MIN || days > DURATION_DAYS_MAX)
    errors.numdays = MSG.daysRequired;
  const paxError = validatePaxCounts({
    numadults: parseCount(input.numadults, 1),
    numchildren: parseCount(input.numchildren, 0),
    numinfants: parseCount(input.numinfants, 0),
  });
  if (paxError) errors.pax = paxError;
  return errors;
}
