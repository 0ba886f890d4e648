import { z } from 'zod';
import { PAX_TYPES } from './flight-search.ts';

/**
 * Flight Pax Calendar (agent-portal.md §2; issue 21): a month of the agency's travellers by the day each
 * journey departs, each opening its booking. Held and ticketed bookings; a traveller cancelled on a journey
 * is not on it.
 */
export const PAX_CALENDAR_MSG = {
  monthInvalid: 'Please choose a month.',
  empty: 'No travellers fly this month.',
} as const;

/** A month as the calendar asks for it: YYYY-MM. */
export const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const paxCalendarQuery = z.object({
  month: z.string().regex(MONTH, PAX_CALENDAR_MSG.monthInvalid),
});

export const paxCalendarEntry = z.object({
  bookingId: z.number(),
  transactionId: z.string(),
  name: z.string(),
  paxType: z.enum(PAX_TYPES),
  route: z.string(),
  /** HH:MM, the journey's first flight, local time at its airport. */
  departureTime: z.string(),
  flight: z.string(),
  pnr: z.string(),
  /** Agencies: held and ticketed; a traveller (decision 029): ticketed, and unpaid before its deadline. */
  status: z.enum(['CONFIRMED', 'ON_HOLD', 'NOT_CONFIRMED']),
});
export type PaxCalendarEntry = z.infer<typeof paxCalendarEntry>;

export const paxCalendar = z.object({
  month: z.string(),
  days: z.array(z.object({ date: z.string(), travellers: z.array(paxCalendarEntry) })),
});
export type PaxCalendar = z.infer<typeof paxCalendar>;

/** The first day of the month and of the next, YYYY-MM-DD. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, mm] = month.split('-').map(Number) as [number, number];
  const next = mm === 12 ? `${year + 1}-01` : `${year}-${String(mm + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, to: `${next}-01` };
}

/** The month before or after, YYYY-MM. */
export function shiftMonth(month: string, by: number): string {
  const [year, mm] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (mm - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The month in the address if it is one, else this month (of `today`, YYYY-MM-DD). */
export function monthOrThis(value: string | null, today: string): string {
  return value && MONTH.test(value) ? value : today.slice(0, 7);
}

/** The month's weeks, Monday first, as dates (YYYY-MM-DD) or null for the days of other months. */
export function weeksOf(month: string): (string | null)[][] {
  const { from } = monthRange(month);
  const first = new Date(`${from}T00:00:00Z`);
  const days = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
