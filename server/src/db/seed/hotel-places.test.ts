import { describe, expect, it } from 'vitest';
import { HOTEL_CITIES, type HotelCitySeed } from './hotel-places.ts';

/** Great-circle distance in km between two points given in degrees. */
function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(lat2 - lat1);
  const dLng = rad(lng2 - lng1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

const cityById = (id: string): HotelCitySeed => {
  const city = HOTEL_CITIES.find((candidate) => candidate.id === id);
  if (!city) throw new Error(`no city ${id}`);
  return city;
};

describe('HOTEL_CITIES', () => {
  it('has at least 34 cities and 1,700 hotels between them', () => {
    expect(HOTEL_CITIES.length).toBeGreaterThanOrEqual(34);
    const hotels = HOTEL_CITIES.reduce((sum, city) => sum + city.hotels, 0);
    expect(hotels).toBeGreaterThanOrEqual(1700);
    for (const city of HOTEL_CITIES) expect(Number.isInteger(city.hotels), city.name).toBe(true);
  });

  it('gives every city a unique id of three capital letters', () => {
    for (const city of HOTEL_CITIES) expect(city.id, city.name).toMatch(/^[A-Z]{3}$/);
    expect(new Set(HOTEL_CITIES.map((city) => city.id)).size).toBe(HOTEL_CITIES.length);
  });

  it('gives every city 3–7 localities with unique names, inside India and within 25 km of the centre', () => {
    for (const city of HOTEL_CITIES) {
      expect(city.localities.length, city.name).toBeGreaterThanOrEqual(3);
      expect(city.localities.length, city.name).toBeLessThanOrEqual(7);
      expect(new Set(city.localities.map((locality) => locality.name)).size, city.name).toBe(city.localities.length);
      for (const point of [city, ...city.localities]) {
        const label = `${city.name}: ${point.name}`;
        expect(point.lat, label).toBeGreaterThanOrEqual(6);
        expect(point.lat, label).toBeLessThanOrEqual(37.5);
        expect(point.lng, label).toBeGreaterThanOrEqual(68);
        expect(point.lng, label).toBeLessThanOrEqual(97.5);
      }
      for (const locality of city.localities) {
        const label = `${city.name}: ${locality.name}`;
        expect(haversineKm(city.lat, city.lng, locality.lat, locality.lng), label).toBeLessThanOrEqual(25);
        expect(locality.radiusKm, label).toBeGreaterThanOrEqual(0.5);
        expect(locality.radiusKm, label).toBeLessThanOrEqual(2.5);
      }
    }
  });

  it('has twelve plausible months of climate for every city', () => {
    for (const city of HOTEL_CITIES) {
      expect(city.climate, city.name).toHaveLength(12);
      for (const [index, month] of city.climate.entries()) {
        const label = `${city.name}, month ${index + 1}`;
        expect(month.highC, label).toBeGreaterThanOrEqual(month.lowC);
        expect(month.rainMm, label).toBeGreaterThanOrEqual(0);
        expect(month.rainyDays, label).toBeGreaterThanOrEqual(0);
        expect(month.rainyDays, label).toBeLessThanOrEqual(31);
      }
    }
  });

  it('keeps peak and lean months within 1–12 and apart', () => {
    for (const city of HOTEL_CITIES) {
      for (const month of [...city.peakMonths, ...city.leanMonths]) {
        expect(Number.isInteger(month) && month >= 1 && month <= 12, `${city.name}: ${month}`).toBe(true);
      }
      expect(
        city.peakMonths.filter((month) => city.leanMonths.includes(month)),
        city.name,
      ).toEqual([]);
    }
  });

  it('has the localities travellers ask for in Mumbai, Delhi and Goa', () => {
    const names = (id: string) => cityById(id).localities.map((locality) => locality.name);
    expect(names('BOM')).toEqual(expect.arrayContaining(['Colaba', 'Bandra West', 'Andheri East', 'Juhu', 'Powai']));
    expect(names('DEL')).toEqual(expect.arrayContaining(['Connaught Place', 'Aerocity', 'Karol Bagh', 'Paharganj']));
    expect(names('GOI')).toEqual(expect.arrayContaining(['Calangute', 'Baga', 'Candolim', 'Panaji']));
    expect(cityById('BOM').name).toBe('Mumbai');
    expect(cityById('DEL').name).toBe('Delhi');
    expect(cityById('GOI').name).toBe('Goa');
  });

  it('has climates that look like the places (Leh freezes, Mumbai floods in July, Chennai rains in Oct–Nov)', () => {
    const leh = cityById('IXL').climate;
    expect(leh[0]?.lowC).toBeLessThan(-5);
    const mumbaiJuly = cityById('BOM').climate[6]?.rainMm ?? 0;
    expect(mumbaiJuly).toBeGreaterThanOrEqual(700);
    const chennai = cityById('MAA').climate.map((month) => month.rainMm);
    expect(Math.max(...chennai)).toBe(chennai[10]);
    expect(chennai[9]).toBeGreaterThan(chennai[6] ?? 0);
  });
});
