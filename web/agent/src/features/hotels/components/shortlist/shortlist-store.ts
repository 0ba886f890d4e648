import type { HotelSearchBody } from '@tripsetu/domain/hotel-search.ts';
import { useState } from 'react';
import { roomsToText } from '../../hotel-search-url.ts';

/**
 * The hotels an agent shortlisted for one stay (city, dates and rooms), kept in this tab's sessionStorage:
 * a reload or a change of locality or filters keeps them, a new stay starts afresh and so does a new tab.
 */
export const SHORTLIST_KEY_PREFIX = 'tripsetu.hotels.shortlist:';
/** More than any agent shortlists; keeps a damaged entry from growing without end. */
export const SHORTLIST_MAX = 50;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function tabStorage(): Store | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export const shortlistKey = (search: Pick<HotelSearchBody, 'city' | 'checkIn' | 'checkOut' | 'rooms'>) =>
  `${SHORTLIST_KEY_PREFIX}${search.city}|${search.checkIn}|${search.checkOut}|${roomsToText(search.rooms)}`;

/** The ids kept for a stay; anything unreadable counts as none. */
export function readShortlist(key: string, storage: Store | null = tabStorage()): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((id): id is string => typeof id === 'string' && id.length <= 20).slice(0, SHORTLIST_MAX)
      : [];
  } catch {
    return [];
  }
}

/** Saves the ids; a full or blocked storage keeps them on screen only. */
export function writeShortlist(key: string, ids: readonly string[], storage: Store | null = tabStorage()): void {
  try {
    storage?.setItem(key, JSON.stringify(ids.slice(0, SHORTLIST_MAX)));
  } catch {
    // Nothing to do: the shortlist still works until the page is left.
  }
}

/** The stay's shortlist and its toggle, saved as it changes. */
export function useShortlist(search: HotelSearchBody) {
  const key = shortlistKey(search);
  const [kept, setKept] = useState(() => ({ key, ids: readShortlist(key) }));
  const ids = kept.key === key ? kept.ids : readShortlist(key);
  const toggle = (hotelId: string) => {
    const next = ids.includes(hotelId) ? ids.filter((id) => id !== hotelId) : [...ids, hotelId];
    writeShortlist(key, next);
    setKept({ key, ids: next });
  };
  return { ids, has: (hotelId: string) => ids.includes(hotelId), toggle };
}
