/**
 * The back office's support queue (issue 21, decision 027): agencies' and travellers' requests in one list,
 * the open ones first, oldest first, each with how long it has waited; then the rest, latest change first.
 */

interface QueuedRequest {
  id: number;
  status: 'OPEN' | 'ANSWERED' | 'CLOSED';
  createdAt: string;
  updatedAt: string;
}

export function supportQueueOrder<T extends QueuedRequest>(requests: readonly T[]): T[] {
  const open = (request: T) => (request.status === 'OPEN' ? 0 : 1);
  return [...requests].sort(
    (a, b) =>
      open(a) - open(b) ||
      (a.status === 'OPEN'
        ? Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id
        : Date.parse(b.updatedAt) - Date.parse(a.updatedAt) || b.id - a.id),
  );
}

/** How long a request has waited, from when it was raised: '25 min', '3 h 10 min', '2 d 4 h'. */
export function waitingTime(since: string, nowMs: number): string {
  const minutes = Math.max(0, Math.floor((nowMs - Date.parse(since)) / 60_000));
  if (!Number.isFinite(minutes)) return '—';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days} d` : `${days} d ${hours % 24} h`;
}
