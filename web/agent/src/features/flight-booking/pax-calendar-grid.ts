import { MONTH, monthRange } from '@tripsetu/domain/pax-calendar.ts';

/** The month in the address if it is one, else this month in India. */
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
