import type { HotelFilters, HotelSummary } from '@tripsetu/domain/hotel-results.ts';
import { HOTEL_FACILITIES, type HotelFacility } from '@tripsetu/domain/hotel-search.ts';

/**
 * What the results page's filters offer for one answer, each choice with how many hotels it has (of the
 * whole answer): star ratings, the §9 facilities, localities, and the range of prices a night.
 */
export interface HotelFacets {
  stars: { stars: number; count: number }[];
  facilities: { facility: HotelFacility; count: number }[];
  localities: { name: string; count: number }[];
  price: { minPaise: number; maxPaise: number } | null;
}

function counted<K>(keys: Iterable<K>): Map<K, number> {
  const counts = new Map<K, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

export function hotelFacetsOf(hotels: readonly HotelSummary[]): HotelFacets {
  const stars = counted(hotels.map((hotel) => hotel.stars));
  const facilities = counted(hotels.flatMap((hotel) => hotel.facilities));
  const localities = counted(hotels.map((hotel) => hotel.locality));
  const prices = hotels.map((hotel) => hotel.offer.perNightPaise);
  return {
    stars: [5, 4, 3, 2, 1]
      .filter((count) => stars.has(count))
      .map((count) => ({ stars: count, count: stars.get(count) ?? 0 })),
    facilities: HOTEL_FACILITIES.filter((facility) => facilities.has(facility)).map((facility) => ({
      facility,
      count: facilities.get(facility) ?? 0,
    })),
    localities: [...localities.entries()]
      .map(([name, count]) => ({ name, count }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    price: prices.length > 0 ? { minPaise: Math.min(...prices), maxPaise: Math.max(...prices) } : null,
  };
}

/** How many choices the filters hold (the price ceiling counts as one). */
export const activeHotelFilterCount = (filters: HotelFilters) =>
  filters.stars.length +
  filters.facilities.length +
  filters.localities.length +
  (filters.maxPerNightPaise === null ? 0 : 1);

export const HOTEL_VIEWS = ['LIST', 'GRID', 'MAP'] as const;
export type HotelView = (typeof HOTEL_VIEWS)[number];
