import type { BusSearchBody } from '@tripsetu/domain/bus-search.ts';

/**
 * Recent bus searches (decision 030, Portal): the last five searches the server answered, newest first,
 * kept in this browser's localStorage rather than on the server (flights keep theirs per user on the
 * server). A search repeated moves to the front instead of showing twice.
 */
export const RECENT_BUS_SEARCHES_KEY = 'tripsetu.buses.recent';
export const RECENT_BUS_SEARCHES_MAX = 5;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): Store | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const isSearch = (value: unknown): value is BusSearchBody => {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.from === 'string' &&
    typeof entry.to === 'string' &&
    typeof entry.date === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(entry.date)
  );
};

const same = (a: BusSearchBody, b: BusSearchBody) => a.from === b.from && a.to === b.to && a.date === b.date;

/** What this browser remembers; anything unreadable counts as nothing. */
export function readRecentBusSearches(storage: Store | null = browserStorage()): BusSearchBody[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(RECENT_BUS_SEARCHES_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed
          .filter(isSearch)
          .map(({ from, to, date }) => ({ from, to, date }))
          .slice(0, RECENT_BUS_SEARCHES_MAX)
      : [];
  } catch {
    return [];
  }
}

/** Puts a search first (once), keeps five, and returns the list as saved. A full or blocked storage keeps nothing. */
export function rememberBusSearch(search: BusSearchBody, storage: Store | null = browserStorage()): BusSearchBody[] {
  const entry = { from: search.from, to: search.to, date: search.date };
  const next = [entry, ...readRecentBusSearches(storage).filter((other) => !same(other, entry))].slice(
    0,
    RECENT_BUS_SEARCHES_MAX,
  );
  try {
    storage?.setItem(RECENT_BUS_SEARCHES_KEY, JSON.stringify(next));
  } catch {
    // Private windows and full storage: the search still works, it is just not remembered.
  }
  return next;
}
