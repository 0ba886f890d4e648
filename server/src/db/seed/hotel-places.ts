import { CITY_PLACES } from './hotel-places-cities.ts';
import { HERITAGE_PLACES } from './hotel-places-heritage.ts';
import { HILL_AND_BEACH_PLACES } from './hotel-places-hills-beaches.ts';

/**
 * The cities and towns where TripSetu's demo hotel inventory stands: metros, big cities, and hill, beach,
 * pilgrimage and heritage towns. Each has the real localities hotels are placed in, with their centres
 * and a radius small enough to stay inside the locality, the month-by-month climate shown on the city
 * page, and the months when rooms cost more or less. Coordinates are real to about 0.01°.
 */

/** A neighbourhood, bazaar or beach of a city where hotels stand. */
export interface HotelLocalitySeed {
  name: string;
  /** The locality's centre. */
  lat: number;
  lng: number;
  /** Hotels are placed within this many km of the centre (0.6–2.5: small enough to stay inside the locality). */
  radiusKm: number;
}

/** What sort of place it is: it decides the kind of hotels and the season. */
export type HotelCityKind = 'METRO' | 'CITY' | 'HILL' | 'BEACH' | 'PILGRIMAGE' | 'HERITAGE';

/** One month's climate: mean daily high and low in °C, rainfall in mm, and days with rain. */
export interface ClimateNormal {
  highC: number;
  lowC: number;
  rainMm: number;
  rainyDays: number;
}

export interface HotelCitySeed {
  /** Three capital letters: the city's airport IATA code where it has one (BOM, DEL, GOI, BLR, MAA, HYD, CCU, JAI, COK, IXL…), otherwise an invented unique code. */
  id: string;
  /** The name travellers search for: 'Mumbai', 'Bengaluru', 'Goa' … */
  name: string;
  /** Two-letter state or union territory code: 'MH', 'DL', 'GA', 'KA', 'HP', 'UK', 'JK' … */
  state: string;
  kind: HotelCityKind;
  /** How many hotels the demo inventory has here: metros 80–100, big cities 50–70, towns 25–45. */
  hotels: number;
  /** The city's centre; every locality is within 25 km of it. */
  lat: number;
  lng: number;
  /** 3–7 real, well-known localities where hotels stand. */
  localities: readonly HotelLocalitySeed[];
  /** Monthly climate normals, January first (12 entries): mean daily high and low °C, rainfall mm, rainy days (IMD 1991–2020 normals as closely as known). */
  climate: readonly ClimateNormal[];
  /** Months (1–12) when rooms cost more (season, festivals) and when they cost less (monsoon, off season). */
  peakMonths: readonly number[];
  leanMonths: readonly number[];
}

/** Every city and town, metros first. */
export const HOTEL_CITIES: readonly HotelCitySeed[] = [...CITY_PLACES, ...HERITAGE_PLACES, ...HILL_AND_BEACH_PLACES];
