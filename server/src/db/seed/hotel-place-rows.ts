import type { ClimateNormal, HotelLocalitySeed } from './hotel-places.ts';

/** Short forms the place tables are written in. */

export const place = (name: string, lat: number, lng: number, radiusKm: number): HotelLocalitySeed => ({
  name,
  lat,
  lng,
  radiusKm,
});

/** Twelve rows of [high °C, low °C, rain mm, rainy days], January first. */
export const climate = (rows: readonly (readonly [number, number, number, number])[]): readonly ClimateNormal[] =>
  rows.map(([highC, lowC, rainMm, rainyDays]) => ({ highC, lowC, rainMm, rainyDays }));
