import type { HotelBoard } from '@tripsetu/domain/hotel-results.ts';
import type { HotelFacility } from '@tripsetu/domain/hotel-search.ts';
import { HOTEL_CITIES, type HotelCitySeed, type HotelLocalitySeed } from './hotel-places.ts';
import { hashUnit, mulberry32, randomInt } from './random.ts';

/**
 * The demo's hotels (issue 23, decision 032): generated from the cities and localities in hotel-places.ts,
 * the same every time. Names are invented from ordinary words (never a brand's); each hotel stands inside
 * its locality, with the room types, rate plans and facilities its star rating usually has in India.
 */

export type BedType = 'KING' | 'QUEEN' | 'TWIN' | 'DOUBLE';
export const BED_LABELS: Record<BedType, string> = {
  KING: '1 king bed',
  QUEEN: '1 queen bed',
  TWIN: '2 single beds',
  DOUBLE: '1 double bed',
};

export interface RoomTypeSeed {
  id: string;
  name: string;
  bed: BedType;
  sizeSqm: number;
  /** Adults with the extra bed; two sleep at the room's own price. */
  maxAdults: number;
  maxChildren: number;
  extraBeds: number;
  /** Rooms of this type TripSetu may sell each night (its contracted allotment). */
  allotment: number;
  /** Its price against the hotel's standard room. */
  factor: number;
  amenities: string[];
}

export interface RatePlanSeed {
  code: string;
  board: HotelBoard;
  refundable: boolean;
  /** Free cancellation until noon this many days before check-in (refundable plans). */
  freeDays: number;
}

export interface HotelSeed {
  id: string;
  cityId: string;
  name: string;
  stars: number;
  locality: string;
  lat: number;
  lng: number;
  address: string;
  phone: string;
  email: string;
  checkInTime: string;
  checkOutTime: string;
  facilities: HotelFacility[];
  rating: number;
  reviews: number;
  /** The standard room's price on an ordinary night, before season, weekday and how full the hotel is. */
  basePaise: number;
  /** Breakfast for one adult, a night. */
  breakfastPaise: number;
  extraAdultPaise: number;
  extraChildPaise: number;
  roomTypes: RoomTypeSeed[];
  ratePlans: RatePlanSeed[];
  petsAllowed: boolean;
}

const WORDS = [
  'Saffron',
  'Banyan',
  'Coral',
  'Sandalwood',
  'Peacock',
  'Lotus',
  'Kesar',
  'Neelam',
  'Amaltas',
  'Gulmohar',
  'Tamarind',
  'Cedar',
  'Deodar',
  'Marigold',
  'Jasmine',
  'Vetiver',
  'Indigo',
  'Ivory',
  'Sapphire',
  'Emerald',
  'Sunrise',
  'Horizon',
  'Meadow',
  'Harbour',
  'Riverside',
  'Moonstone',
  'Champak',
  'Mango Tree',
  'Kadamba',
  'Parijat',
  'Rangoli',
  'Sitara',
  'Chandni',
  'Aangan',
  'Haveli Rose',
  'Silver Oak',
  'Bluebell',
  'Cardamom',
  'Monsoon',
  'Evergreen',
  'Pine Crest',
  'Orchid Bay',
  'Tulsi',
  'Nilgiri',
  'Mehfil',
  'Kasturi',
  'Anandam',
];

const KINDS_BY_STARS: Record<number, readonly string[]> = {
  1: ['Guest House', 'Lodge', 'Inn'],
  2: ['Residency', 'Inn', 'Stay'],
  3: ['Hotel', 'Suites', 'Residency', 'Comforts'],
  4: ['Grand', 'Regency', 'Retreat', 'Hotel & Spa'],
  5: ['Palace', 'Resort & Spa', 'Grand Hotel', 'Towers'],
};

const STREET_BY_KIND: Record<HotelCitySeed['kind'], readonly string[]> = {
  METRO: ['Link Road', 'Main Road', 'Station Road', '2nd Cross Road', 'Ring Road'],
  CITY: ['MG Road', 'Station Road', 'Civil Lines', 'Main Road'],
  HILL: ['Mall Road', 'Cart Road', 'Upper Bazaar', 'Circular Road'],
  BEACH: ['Beach Road', 'Coastal Road', 'Church Road', 'Market Road'],
  PILGRIMAGE: ['Temple Road', 'Ghat Road', 'Station Road', 'Bazaar Road'],
  HERITAGE: ['Fort Road', 'Palace Road', 'Old City Road', 'Lake Road'],
};

/** The standard room's price band (₹ a night) by stars; metros and beach towns a little dearer. */
const BASE_RUPEES: Record<number, [number, number]> = {
  1: [900, 1_600],
  2: [1_400, 2_600],
  3: [2_400, 4_800],
  4: [4_500, 8_500],
  5: [8_000, 22_000],
};
const KIND_PRICE: Record<HotelCitySeed['kind'], number> = {
  METRO: 1.2,
  CITY: 1,
  HILL: 1.05,
  BEACH: 1.15,
  PILGRIMAGE: 0.9,
  HERITAGE: 1.1,
};

/** How many hotels of each star rating, out of 20: most are 2–3 stars, as in Indian cities. */
const STAR_MIX = [1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 3, 2];

/** A point inside the locality: uniform in its circle. */
function pointIn(locality: HotelLocalitySeed, rng: () => number): { lat: number; lng: number } {
  const distanceKm = Math.sqrt(rng()) * locality.radiusKm;
  const angle = rng() * 2 * Math.PI;
  const lat = locality.lat + (distanceKm * Math.cos(angle)) / 111.32;
  const lng = locality.lng + (distanceKm * Math.sin(angle)) / (111.32 * Math.cos((locality.lat * Math.PI) / 180));
  return { lat: Number(lat.toFixed(5)), lng: Number(lng.toFixed(5)) };
}

const chance = (rng: () => number, p: number) => rng() < p;

function facilitiesOf(stars: number, kind: HotelCitySeed['kind'], rng: () => number): HotelFacility[] {
  const beach = kind === 'BEACH';
  const hill = kind === 'HILL';
  const has: Record<Exclude<HotelFacility, 'FREE_FOOD' | 'FREE_CANCELLATION'>, boolean> = {
    // Hill stations' budget hotels are rarely air-conditioned; a heater does instead.
    AC: hill ? stars >= 4 || chance(rng, 0.2) : stars >= 2 || chance(rng, 0.5),
    RESTAURANT: stars >= 3 || chance(rng, 0.4),
    BAR: stars >= 4 ? chance(rng, 0.85) : stars === 3 && chance(rng, 0.3),
    CAFE: chance(rng, stars >= 4 ? 0.7 : 0.3),
    GYM: stars >= 4 ? chance(rng, 0.9) : stars === 3 && chance(rng, 0.3),
    SPA: stars === 5 || (stars === 4 && chance(rng, 0.5)) || (stars === 3 && chance(rng, 0.1)),
    PARKING: chance(rng, kind === 'METRO' ? 0.55 : 0.8),
    POOL:
      (stars === 5 && chance(rng, 0.9)) ||
      (stars === 4 && chance(rng, beach ? 0.9 : 0.6)) ||
      (stars === 3 && chance(rng, beach ? 0.5 : 0.15)),
    FREE_WIFI: chance(rng, 0.92),
  };
  return (Object.keys(has) as (keyof typeof has)[]).filter((key) => has[key]);
}

function roomTypesOf(stars: number, kind: HotelCitySeed['kind'], rng: () => number): RoomTypeSeed[] {
  const view =
    kind === 'BEACH' ? 'Sea View' : kind === 'HILL' ? 'Valley View' : kind === 'HERITAGE' ? 'Lake View' : 'City View';
  const basic =
    stars >= 4
      ? ['Air conditioning', 'Wi-Fi', 'Television', 'Minibar', 'Safe', 'Tea and coffee maker']
      : ['Wi-Fi', 'Television', 'Hot water'];
  const room = (
    id: string,
    name: string,
    bed: BedType,
    sizeSqm: number,
    factor: number,
    options: Partial<RoomTypeSeed> = {},
  ): RoomTypeSeed => ({
    id,
    name,
    bed,
    sizeSqm,
    maxAdults: 3,
    maxChildren: 2,
    extraBeds: 1,
    allotment: randomInt(rng, 2, 6),
    factor,
    amenities: [...basic],
    ...options,
  });
  const twinOrKing = (): BedType => (chance(rng, 0.35) ? 'TWIN' : stars >= 4 ? 'KING' : 'QUEEN');
  switch (stars) {
    case 1:
      return [
        room('R1', 'Standard Room', 'DOUBLE', 12, 1),
        room('R2', 'Family Room', 'DOUBLE', 18, 1.4, { maxAdults: 4, extraBeds: 2 }),
      ];
    case 2:
      return [room('R1', 'Standard Room', 'DOUBLE', 14, 1), room('R2', 'Deluxe Room', twinOrKing(), 18, 1.25)];
    case 3:
      return [
        room('R1', 'Standard Room', twinOrKing(), 18, 1),
        room('R2', 'Deluxe Room', twinOrKing(), 22, 1.2),
        room('R3', 'Family Suite', 'KING', 34, 1.7, { maxAdults: 4, maxChildren: 2, extraBeds: 2 }),
      ];
    case 4:
      return [
        room('R1', 'Deluxe Room', twinOrKing(), 26, 1),
        room('R2', `Premier ${view} Room`, 'KING', 30, 1.25),
        room('R3', 'Executive Suite', 'KING', 48, 1.9, { maxChildren: 2 }),
      ];
    default:
      return [
        room('R1', 'Deluxe Room', twinOrKing(), 32, 1),
        room('R2', `Premier ${view} Room`, 'KING', 38, 1.3),
        room('R3', 'Club Room', 'KING', 40, 1.55, { amenities: [...basic, 'Club lounge access', 'Evening cocktails'] }),
        room('R4', 'Luxury Suite', 'KING', 70, 2.6, { maxAdults: 4, extraBeds: 2, allotment: randomInt(rng, 1, 2) }),
      ];
  }
}

function ratePlansOf(stars: number, kind: HotelCitySeed['kind'], rng: () => number): RatePlanSeed[] {
  const freeDays = stars === 5 && kind === 'BEACH' ? 7 : ([1, 2, 3][randomInt(rng, 0, 2)] ?? 1);
  const plans: RatePlanSeed[] = [];
  // Some budget and resort hotels sell only with breakfast; some only what can be cancelled.
  const breakfastOnly = stars <= 3 && (kind === 'HILL' || kind === 'PILGRIMAGE') && chance(rng, 0.4);
  if (!breakfastOnly) {
    if (chance(rng, 0.75)) plans.push({ code: 'RO-NR', board: 'ROOM_ONLY', refundable: false, freeDays: 0 });
    plans.push({ code: 'RO-FLEX', board: 'ROOM_ONLY', refundable: true, freeDays });
  }
  plans.push({ code: 'BB-FLEX', board: 'BREAKFAST', refundable: true, freeDays });
  if (stars >= 3 && chance(rng, 0.5)) plans.push({ code: 'BB-NR', board: 'BREAKFAST', refundable: false, freeDays: 0 });
  if ((kind === 'HILL' || kind === 'BEACH') && stars >= 3 && chance(rng, 0.6))
    plans.push({ code: 'HB-FLEX', board: 'HALF_BOARD', refundable: true, freeDays });
  if ((kind === 'HILL' || kind === 'PILGRIMAGE') && chance(rng, 0.25))
    plans.push({ code: 'FB-FLEX', board: 'FULL_BOARD', refundable: true, freeDays });
  return plans;
}

function hotelOf(city: HotelCitySeed, index: number, rng: () => number, used: Set<string>): HotelSeed {
  const stars = STAR_MIX[randomInt(rng, 0, STAR_MIX.length - 1)] ?? 3;
  const locality = city.localities[index % city.localities.length] as HotelLocalitySeed;
  let name = '';
  for (let tries = 0; tries < 20 && (name === '' || used.has(name)); tries++) {
    const word = WORDS[randomInt(rng, 0, WORDS.length - 1)] as string;
    const kinds = KINDS_BY_STARS[stars] as readonly string[];
    const kindWord =
      city.kind === 'BEACH' && stars >= 4
        ? 'Beach Resort'
        : city.kind === 'HILL' && stars >= 3 && chance(rng, 0.4)
          ? 'Hill Retreat'
          : (kinds[randomInt(rng, 0, kinds.length - 1)] as string);
    name = tries < 10 ? `${word} ${kindWord}` : `${word} ${kindWord} ${locality.name}`;
  }
  used.add(name);
  const id = `${city.id}-${String(index + 1).padStart(4, '0')}`;
  const [low, high] = BASE_RUPEES[stars] as [number, number];
  const rupees = Math.round(((low + rng() * (high - low)) * KIND_PRICE[city.kind]) / 10) * 10;
  const street = STREET_BY_KIND[city.kind][randomInt(rng, 0, STREET_BY_KIND[city.kind].length - 1)] as string;
  return {
    id,
    cityId: city.id,
    name,
    stars,
    locality: locality.name,
    ...pointIn(locality, rng),
    address: `${randomInt(rng, 1, 240)}, ${street}, ${locality.name}, ${city.name}`,
    phone: `+91 ${randomInt(rng, 70, 99)}${String(randomInt(rng, 0, 99_999_999)).padStart(8, '0')}`,
    email: `reservations.${id.toLowerCase()}@hotels.tripsetu.in`,
    checkInTime: stars >= 4 ? '1500' : stars === 3 ? '1400' : '1200',
    checkOutTime: stars >= 4 ? '1200' : stars === 3 ? '1100' : '1000',
    facilities: facilitiesOf(stars, city.kind, rng),
    rating: Number(Math.min(4.9, 2.9 + stars * 0.25 + rng() * 0.8).toFixed(1)),
    reviews: randomInt(rng, 20, 400) * stars,
    basePaise: rupees * 100,
    breakfastPaise: ([250, 300, 450, 750, 1_200][stars - 1] ?? 450) * 100,
    extraAdultPaise: ([600, 800, 1_200, 1_800, 3_000][stars - 1] ?? 1_200) * 100,
    extraChildPaise: ([300, 400, 600, 900, 1_500][stars - 1] ?? 600) * 100,
    roomTypes: roomTypesOf(stars, city.kind, rng),
    ratePlans: ratePlansOf(stars, city.kind, rng),
    petsAllowed: chance(rng, 0.15),
  };
}

/** Every hotel of the demo inventory, city by city. */
export function generateHotels(cities: readonly HotelCitySeed[] = HOTEL_CITIES): HotelSeed[] {
  const hotels: HotelSeed[] = [];
  for (const city of cities) {
    const rng = mulberry32(Math.floor(hashUnit(`hotels|${city.id}`) * 2 ** 32));
    const used = new Set<string>();
    for (let index = 0; index < city.hotels; index++) hotels.push(hotelOf(city, index, rng, used));
  }
  return hotels;
}
