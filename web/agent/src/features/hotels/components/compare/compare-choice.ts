import { HOTEL_COMPARE_LIMIT } from '@tripsetu/domain/hotel-search.ts';
import { useState } from 'react';

/**
 * The hotels chosen for a side-by-side comparison (agent-portal.md §9: at most 3). Choosing one more is
 * refused, the choice unchanged, so the screen can say 'cannot compare more than 3 hotels'.
 */
export function toggleCompared(ids: readonly string[], hotelId: string): { ids: string[]; refused: boolean } {
  if (ids.includes(hotelId)) return { ids: ids.filter((id) => id !== hotelId), refused: false };
  if (ids.length >= HOTEL_COMPARE_LIMIT) return { ids: [...ids], refused: true };
  return { ids: [...ids, hotelId], refused: false };
}

/** The least a comparison needs. */
export const COMPARE_MIN = 2;

export function useCompareChoice() {
  const [ids, setIds] = useState<string[]>([]);
  const [refused, setRefused] = useState(false);
  const toggle = (hotelId: string) => {
    const next = toggleCompared(ids, hotelId);
    setIds(next.ids);
    setRefused(next.refused);
  };
  return {
    ids,
    refused,
    has: (hotelId: string) => ids.includes(hotelId),
    toggle,
    remove: (hotelId: string) => {
      setIds(ids.filter((id) => id !== hotelId));
      setRefused(false);
    },
    clear: () => {
      setIds([]);
      setRefused(false);
    },
    dismissRefusal: () => setRefused(false),
  };
}
