import { ADULTS_MIN, PAX_COUNT_MAX, PAX_COUNT_MIN } from './constants.ts';
import { addYears, isIsoDate } from './dates.ts';
import { MSG, MSG_DECIDED } from './messages.ts';

/** consumer-site.md §5. Each rule returns the spec's message, or null when the value is valid. */

/** Any text field holding a control character or a lone surrogate (the server refuses it on every route). */
export const CONTROL_CHARACTER_MESSAGE = 'Remove the control characters from this field.';

export type PaxType = 'adult' | 'child' | 'infant';
export type FieldError = string | null;

export const MOBILE_REGEX = /^[5-9]\d{9}$/;
export const EMAIL_REGEX = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
export const NAME_REGEX = /^[A-Za-z ]+$/;
export const FIRST_NAME_MIN = 2;
export const LAST_NAME_MIN = 1;
export const NAME_MAX = 40;
export const EMAIL_MAX = 100;

export const ADULT_TITLES = ['Mr', 'Ms', 'Mrs', 'Mstr'] as const;
export const CHILD_TITLES = ['Mstr', 'Ms'] as const;
export const INFANT_TITLES = CHILD_TITLES;

/** Age classes (§9): adult over 12, child under 12, infant up to 2 years. */
export const CHILD_MAX_AGE_YEARS = 12;
export const INFANT_MAX_AGE_YEARS = 2;

/** Empty means empty string, null or undefined (§5); blank adds whitespace only. */
export function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

export function validateMobile(value: unknown, context: 'form' | 'login' = 'form'): FieldError {
  if (isEmpty(value)) return MSG.mobileRequired;
  if (typeof value !== 'string' || !MOBILE_REGEX.test(value.trim())) {
    return context === 'login' ? MSG.mobileInvalidAtLogin : MSG.mobileInvalid;
  }
  return null;
}

export function validateEmail(value: unknown): FieldError {
  if (isEmpty(value)) return MSG.emailRequired;
  if (typeof value !== 'string' || value.trim().length > EMAIL_MAX || !EMAIL_REGEX.test(value.trim())) {
    return MSG.emailInvalid;
  }
  return null;
}

export function validateFirstName(value: unknown): FieldError {
  if (isEmpty(value)) return MSG.firstNameRequired;
  const name = String(value).trim();
  if (!NAME_REGEX.test(name) || name.length < FIRST_NAME_MIN || name.length > NAME_MAX) return MSG.firstNameInvalid;
  return null;
}

export function validateLastName(value: unknown): FieldError {
  if (isEmpty(value)) return MSG.lastNameRequired;
  const name = String(value).trim();
  if (!NAME_REGEX.test(name) || name.length < LAST_NAME_MIN || name.length > NAME_MAX) return MSG.lastNameInvalid;
  return null;
}

export function titlesFor(paxType: PaxType): readonly string[] {
  return paxType === 'adult' ? ADULT_TITLES : CHILD_TITLES;
}

export function validateTitle(value: unknown, paxType: PaxType): FieldError {
  if (isEmpty(value) || !titlesFor(paxType).includes(String(value))) return MSG.titleRequired;
  return null;
}

/** Date-of-birth bounds by traveller type: the maximum is today; the minimum 12 or 2 years ago. */
export function dobBounds(paxType: Exclude<PaxType, 'adult'>, today: string): { min: string; max: string } {
  const years = paxType === 'infant' ? INFANT_MAX_AGE_YEARS : CHILD_MAX_AGE_YEARS;
  return { min: addYears(today, -years), max: today };
}

export function validateDob(value: unknown, paxType: PaxType, today: string): FieldError {
  if (paxType === 'adult') return null;
  if (isEmpty(value) || !isIsoDate(value)) return MSG.dobRequired;
  const { min, max } = dobBounds(paxType, today);
  if (value < min || value > max) return MSG_DECIDED.dobOutOfRange;
  return null;
}

export interface PaxCounts {
  numadults: number;
  numchildren: number;
  numinfants: number;
}

/** Digits 0-9, adults at least 1 (§2, §9), and no more infants than adults (a lap each). */
export function validatePaxCounts(counts: PaxCounts): FieldError {
  const all = [counts.numadults, counts.numchildren, counts.numinfants];
  if (all.some((n) => !Number.isInteger(n) || n < PAX_COUNT_MIN || n > PAX_COUNT_MAX)) {
    return MSG_DECIDED.paxCountInvalid;
  }
  if (counts.numadults < ADULTS_MIN) return MSG_DECIDED.adultsMin;
  if (counts.numinfants > counts.numadults) return MSG_DECIDED.infantsOverAdults;
  return null;
}

export function validateVoucherEmail(value: unknown): FieldError {
  if (isEmpty(value) || typeof value !== 'string' || !EMAIL_REGEX.test(value.trim())) return MSG.voucherEmailInvalid;
  return null;
}
