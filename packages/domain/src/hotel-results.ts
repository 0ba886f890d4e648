import { z } from 'zod';
import { type BookingEarningPart, bookingEarningsShown } from './commissions.ts';
import { HOTEL_FACILITIES, type HotelFacility, roomRequest } from './hotel-search.ts';

/** What a hotel search and a hotel's details answer (issue 23, decision 032), and the results page's filters and sorts. */

export const HOTEL_BOARDS = ['ROOM_ONLY', 'BREAKFAST', 'HALF_BOARD', 'FULL_BOARD'] as const;
export type HotelBoard = (typeof HOTEL_BOARDS)[number];
export const HOTEL_BOARD_LABELS: Record<HotelBoard, string> = {
  ROOM_ONLY: 'Room only',
  BREAKFAST: 'Breakfast included',
  HALF_BOARD: 'Half board (breakfast and dinner)',
  FULL_BOARD: 'Full board (all meals)',
};

export const HOTEL_CITY_KINDS = ['METRO', 'CITY', 'HILL', 'BEACH', 'PILGRIMAGE', 'HERITAGE'] as const;

export const hotelLocality = z.object({ name: z.string(), lat: z.number(), lng: z.number() });
export const hotelCity = z.object({
  id: z.string(),
  name: z.string(),
  state: z.string(),
  kind: z.enum(HOTEL_CITY_KINDS),
  lat: z.number(),
  lng: z.number(),
  hotels: z.number(),
  localities: z.array(hotelLocality),
});
export type HotelCity = z.infer<typeof hotelCity>;

const facility = z.enum(HOTEL_FACILITIES);

/** The cheapest way to stay: one room type and rate for every room asked for. */
export const hotelOffer = z.object({
  roomTypeId: z.string(),
  roomName: z.string(),
  board: z.enum(HOTEL_BOARDS),
  refundable: z.boolean(),
  /** Room cost and extra guests for all rooms, an average night, before GST. */
  perNightPaise: z.number(),
  /** The whole stay for all rooms, GST included. */
  totalPaise: z.number(),
  gstPaise: z.number(),
  /** Rooms of this type still to be had on the stay's fullest night. */
  roomsLeft: z.number(),
});
export type HotelOffer = z.infer<typeof hotelOffer>;

export const hotelSummary = z.object({
  id: z.string(),
  name: z.string(),
  stars: z.number(),
  /** Guests' rating out of 5, and how many rated. */
  rating: z.number(),
  reviews: z.number(),
  locality: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  photo: z.string(),
  facilities: z.array(facility),
  offer: hotelOffer,
});
export type HotelSummary = z.infer<typeof hotelSummary>;

export const hotelSearchAnswer = z.object({
  city: z.object({ id: z.string(), name: z.string(), state: z.string() }),
  location: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number(),
  rooms: z.array(roomRequest),
  hotels: z.array(hotelSummary),
});
export type HotelSearchAnswer = z.infer<typeof hotelSearchAnswer>;

/** One room for one night: its tariff, the extra guests' charge, and the GST the slab of their sum sets. */
export const hotelNight = z.object({
  date: z.string(),
  roomPaise: z.number(),
  extraGuestPaise: z.number(),
  gstPercent: z.number(),
  gstPaise: z.number(),
});
export type HotelNight = z.infer<typeof hotelNight>;

/** From `from` (an instant), cancelling the whole booking costs `chargePaise`. The first row starts at booking. */
export const hotelCancellationStep = z.object({ from: z.string(), chargePaise: z.number() });
export type HotelCancellationStep = z.infer<typeof hotelCancellationStep>;

export const hotelRate = z.object({
  /** The room type and plan: 'R2:BB-FLEX'. */
  id: z.string(),
  board: z.enum(HOTEL_BOARDS),
  refundable: z.boolean(),
  /** The last instant cancelling costs nothing; null for a non-refundable rate. */
  freeCancellationUntil: z.string().nullable(),
  cancellation: z.array(hotelCancellationStep),
  inclusions: z.array(z.string()),
  /** Each room asked for, in order, night by night. */
  rooms: z.array(z.object({ nights: z.array(hotelNight) })),
  roomCostPaise: z.number(),
  extraGuestPaise: z.number(),
  gstPaise: z.number(),
  totalPaise: z.number(),
  roomsLeft: z.number(),
});
export type HotelRate = z.infer<typeof hotelRate>;

export const hotelRoomType = z.object({
  id: z.string(),
  name: z.string(),
  bed: z.string(),
  sizeSqm: z.number(),
  /** Adults the room sleeps with its extra bed, and children besides (those under 6 share a bed for free). */
  maxAdults: z.number(),
  maxChildren: z.number(),
  extraBeds: z.number(),
  amenities: z.array(z.string()),
  photo: z.string(),
  rates: z.array(hotelRate),
});
export type HotelRoomType = z.infer<typeof hotelRoomType>;

export const hotelPhoto = z.object({ url: z.string(), caption: z.string(), kind: z.string() });

export const hotelClimate = z.object({
  /** 1–12. */
  month: z.number(),
  highC: z.number(),
  lowC: z.number(),
  rainMm: z.number(),
  rainyDays: z.number(),
});

export const hotelDetails = z.object({
  hotel: hotelSummary.omit({ offer: true }).extend({
    city: z.object({ id: z.string(), name: z.string(), state: z.string() }),
    phone: z.string(),
    email: z.string(),
    checkInTime: z.string(),
    checkOutTime: z.string(),
    overview: z.string(),
    policies: z.array(z.string()),
    photos: z.array(hotelPhoto),
  }),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number(),
  rooms: z.array(roomRequest),
  /** Room types that sleep every room asked for, each with the rates left for every night; cheapest first. */
  roomTypes: z.array(hotelRoomType),
  /** The city's climate normals for the months of the stay. */
  weather: z.array(hotelClimate),
});
export type HotelDetails = z.infer<typeof hotelDetails>;

// ── Filters and sorts of the results page (agent-portal.md §9) ──────────────────────────────────

export interface HotelFilters {
  stars: number[];
  facilities: HotelFacility[];
  localities: string[];
  /** Per night at most this (paise); null: any. */
  maxPerNightPaise: number | null;
}
export const NO_HOTEL_FILTERS: HotelFilters = { stars: [], facilities: [], localities: [], maxPerNightPaise: null };

/** Hotels passing every filter: any chosen star rating or locality; every chosen facility. */
export function filterHotels(hotels: readonly HotelSummary[], filters: HotelFilters): HotelSummary[] {
  return hotels.filter(
    (hotel) =>
      (filters.stars.length === 0 || filters.stars.includes(hotel.stars)) &&
      (filters.localities.length === 0 || filters.localities.includes(hotel.locality)) &&
      filters.facilities.every((wanted) => hotel.facilities.includes(wanted)) &&
      (filters.maxPerNightPaise === null || hotel.offer.perNightPaise <= filters.maxPerNightPaise),
  );
}

export const HOTEL_SORTS = ['PRICE_LOW', 'PRICE_HIGH', 'STARS_LOW', 'STARS_HIGH'] as const;
export type HotelSort = (typeof HOTEL_SORTS)[number];
export const HOTEL_SORT_LABELS: Record<HotelSort, string> = {
  PRICE_LOW: 'Price: Low to High',
  PRICE_HIGH: 'Price: High to Low',
  STARS_LOW: 'Stars: Low to High',
  STARS_HIGH: 'Stars: High to Low',
};

/** Sorted by the chosen key; ties by price low first, then by name. */
export function sortHotels(hotels: readonly HotelSummary[], sort: HotelSort): HotelSummary[] {
  const key: Record<HotelSort, (hotel: HotelSummary) => number> = {
    PRICE_LOW: (hotel) => hotel.offer.perNightPaise,
    PRICE_HIGH: (hotel) => -hotel.offer.perNightPaise,
    STARS_LOW: (hotel) => hotel.stars,
    STARS_HIGH: (hotel) => -hotel.stars,
  };
  return [...hotels].sort(
    (a, b) =>
      key[sort](a) - key[sort](b) || a.offer.perNightPaise - b.offer.perNightPaise || a.name.localeCompare(b.name),
  );
}

/**
 * A hotel booking's one part for the commission rules (decision 034): the room cost and extra guests before GST (a
 * percentage is of them), a flat amount per room-night. TripSetu's hotels are in India.
 */
export function hotelEarningPart(
  rate: Pick<HotelRate, 'roomCostPaise' | 'extraGuestPaise' | 'rooms'>,
): BookingEarningPart {
  return {
    carrier: null,
    sector: 'DOMESTIC',
    discounted: false,
    basis: {
      basePaise: rate.roomCostPaise + rate.extraGuestPaise,
      yqPaise: 0,
      units: rate.rooms.reduce((total, room) => total + room.nights.length, 0),
    },
  };
}

/** What the agency would earn on a rate for the stay (the review's), and what its wallet would pay. */
export const hotelRateEarnings = z.object({ earnings: bookingEarningsShown.nullable() });
export type HotelRateEarnings = z.infer<typeof hotelRateEarnings>;
