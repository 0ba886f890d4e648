/** Times as the portal shows them: '22 Nov 2026, 14:05' in India (Asia/Kolkata), whatever the browser's zone. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const partsInIndia = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function inIndia(instant: string): Record<string, string> | null {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return null;
  const parts: Record<string, string> = {};
  for (const part of partsInIndia.formatToParts(at)) parts[part.type] = part.value;
  return { ...parts, day: String(Number(parts.day)), month: MONTHS[Number(parts.month) - 1] ?? '' };
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
