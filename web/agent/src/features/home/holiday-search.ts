/** The Vacation tab's rules: how many days a holiday may last, and how a package's length reads. */
export const HOLIDAY_DAYS_MIN = 3;
export const HOLIDAY_DAYS_MAX = 10;

export function holidayDayChoices(): number[] {
  return Array.from({ length: HOLIDAY_DAYS_MAX - HOLIDAY_DAYS_MIN + 1 }, (_, index) => HOLIDAY_DAYS_MIN + index);
}

/** '4 nights / 5 days' (singular for one). */
export function nightsAndDays(nights: number, days: number): string {
  return `${nights} ${nights === 1 ? 'night' : 'nights'} / ${days} ${days === 1 ? 'day' : 'days'}`;
}

export interface HolidaySearch {
  destination: string;
  /** 'YYYY-MM-DD' */
  jdate: string;
  numdays: string;
}

export function sameHolidaySearch(a: HolidaySearch | null, b: HolidaySearch | null): boolean {
  return a !== null && b !== null && a.destination === b.destination && a.jdate === b.jdate && a.numdays === b.numdays;
}
