/** 'mm:ss' left until a deadline (a payment's), or null once it has passed. */
export function timeLeft(deadline: string, now: number): string | null {
  const left = Math.floor((Date.parse(deadline) - now) / 1000);
  if (!Number.isFinite(left) || left <= 0) return null;
  const minutes = Math.floor(left / 60);
  const seconds = left % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
