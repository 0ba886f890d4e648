/** Times as the portal shows them: '22 Nov 2026, 14:05' in India (Asia/Kolkata), whatever the browser's zone. */
import { wallClockInIndia } from '@tripsetu/domain/dates.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function inIndia(instant: string): Record<string, string> | null {
  const clock = wallClockInIndia(instant);
  if (!clock) return null;
  const [year, month, day] = clock.isoDate.split('-');
  return {
    year: year ?? '',
    month: MONTHS[Number(month) - 1] ?? '',
    day: String(Number(day)),
    hour: String(clock.hours).padStart(2, '0'),
    minute: String(clock.minutes).padStart(2, '0'),
  };
}

/** '22 Nov 2026, 14:05'; '—' when there is no time. */
export function formatDateTime(instant: string | null | undefined): string {
  const parts = instant ? inIndia(instant) : null;
  return parts ? `${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute}` : '—';
}

/** '22 Nov 2026'; '—' when there is no date. */
export function formatDate(instant: string | null | undefined): string {
  const parts = instant ? inIndia(instant) : null;
  return parts ? `${parts.day} ${parts.month} ${parts.year}` : '—';
}
