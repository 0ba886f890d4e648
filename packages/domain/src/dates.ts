/** Dates are India's business dates (Asia/Kolkata), stored as 'YYYY-MM-DD'. */

export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** ISO weekday 1 (Monday) .. 7 (Sunday) → name. */
export const ISO_WEEKDAY_NAMES = ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** India Standard Time is UTC+05:30 all year (no daylight saving since 1945). */
export const IST_OFFSET_MS = 330 * 60 * 1000;

/** Today's date in India, whatever the machine's time zone. Plain arithmetic: this runs on every request. */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function toUtc(isoDate: string): Date {
  if (!isIsoDate(isoDate)) throw new RangeError(`not a YYYY-MM-DD date: ${isoDate}`);
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

function fromUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  const date = toUtc(isoDate);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}

export function addYears(isoDate: string, years: number): string {
  const date = toUtc(isoDate);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return fromUtc(date);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function isoWeekday(isoDate: string): number {
  const day = toUtc(isoDate).getUTCDay();
  return day === 0 ? 7 : day;
}

/** 'DD MMM, YYYY' — the spec's main display format. */
export function formatDisplayDate(isoDate: string): string {
  const date = toUtc(isoDate);
  return `${String(date.getUTCDate()).padStart(2, '0')} ${MONTHS[date.getUTCMonth()]}, ${date.getUTCFullYear()}`;
}

/** 'ddd, DD MMM, YYYY'. */
export function formatDisplayDateWithWeekday(isoDate: string): string {
  return `${WEEKDAYS[toUtc(isoDate).getUTCDay()]}, ${formatDisplayDate(isoDate)}`;
}

/**
 * The wall clock in India for an instant. Arithmetic, not Intl.DateTimeFormat: a formatter with a time zone
 * loads the zone database when built, about 70 ms on a phone before the first page can draw.
 */
export function wallClockInIndia(instant: Date | string): {
  isoDate: string;
  hours: number;
  minutes: number;
} | null {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(at.getTime())) return null;
  const shifted = new Date(at.getTime() + IST_OFFSET_MS);
  return {
    isoDate: shifted.toISOString().slice(0, 10),
    hours: shifted.getUTCHours(),
    minutes: shifted.getUTCMinutes(),
  };
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** 'DD MMM, YYYY hh:mm A' in India's time. */
export function formatDisplayDateTime(instant: Date | string): string {
  const clock = wallClockInIndia(instant);
  if (!clock) return '';
  const hours12 = clock.hours % 12 === 0 ? 12 : clock.hours % 12;
  const dayPeriod = clock.hours < 12 ? 'AM' : 'PM';
  return `${formatDisplayDate(clock.isoDate)} ${twoDigits(hours12)}:${twoDigits(clock.minutes)} ${dayPeriod}`;
}

/** Weekday list for 'operated days': 'Daily' when all seven, else 'Mon, Wed, Fri'. */
export function formatOperatedDays(isoWeekdays: readonly number[]): string {
  const days = [...new Set(isoWeekdays)].sort((a, b) => a - b);
  if (days.length === 7) return 'Daily';
  return days.map((d) => ISO_WEEKDAY_NAMES[d]).join(', ');
}
