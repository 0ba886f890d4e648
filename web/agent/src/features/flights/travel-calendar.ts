import { addDays } from '@tripsetu/domain/dates.ts';
import type { TravelCalendar } from '@tripsetu/domain/flight-api.ts';

/** §1 travel calendar: the week of fares around the chosen onward date. */
export const CALENDAR_DAYS_SHOWN = 7;

/** Seven days centred on the date, moved later so that none is before today. */
export function calendarWindow(date: string, today: string): string[] {
  const centredStart = addDays(date, -Math.floor(CALENDAR_DAYS_SHOWN / 2));
  const start = centredStart < today ? today : centredStart;
  return Array.from({ length: CALENDAR_DAYS_SHOWN }, (_, index) => addDays(start, index));
}

/** The months (YYYY-MM) the days fall in, each once. */
export function monthsOf(days: readonly string[]): string[] {
  return [...new Set(days.map((day) => day.slice(0, 7)))];
}

export interface CalendarDayFare {
  date: string;
  lowestPaise: number | null;
  computedAt: string | null;
  /** A search for this day would be accepted: not past, and before the return date of a round trip. */
  selectable: boolean;
}

export function calendarDays(
  days: readonly string[],
  calendars: readonly (TravelCalendar | undefined)[],
  today: string,
  returnDate?: string,
): CalendarDayFare[] {
  const byDate = new Map(calendars.flatMap((calendar) => calendar?.days ?? []).map((day) => [day.date, day]));
  return days.map((date) => {
    const day = byDate.get(date);
    const lowestPaise = day?.lowestPaise ?? null;
    return {
      date,
      lowestPaise,
      computedAt: day?.computedAt ?? null,
      selectable: date >= today && (!returnDate || date < returnDate) && lowestPaise !== null,
    };
  });
}

/** The latest time any shown price was computed, for 'Prices as of …'. */
export function pricesComputedAt(days: readonly CalendarDayFare[]): string | null {
  return days.reduce<string | null>(
    (latest, day) => (day.computedAt && (!latest || day.computedAt > latest) ? day.computedAt : latest),
    null,
  );
}
