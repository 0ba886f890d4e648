import { z } from 'zod';
import { addDays, daysBetween } from './dates.ts';

/** Hotel search and results (issue 23, decision 032): the request, its refusals, the answer, filters and sorts. */

/** How far ahead stays are sold: hotels load their rates about a year ahead. */
export const HOTEL_BOOKING_WINDOW_DAYS = 360;
/** The longest stay one booking takes; longer stays are a group or long-stay enquiry. */
export const HOTEL_MAX_NIGHTS = 30;
/** Rooms in one booking, as the trade's B2B sites allow. */
export const HOTEL_MAX_ROOMS = 6;
export const ROOM_MAX_ADULTS = 4;
export const ROOM_MAX_CHILDREN = 3;
/** A child is 0–17; from 12 a child takes a bed as an adult does (hotels' usual rule). */
export const CHILD_MAX_AGE = 17;
export const CHILD_AS_ADULT_FROM_AGE = 12;
/** Below this age a child shares the bed for free. */
export const CHILD_FREE_BELOW_AGE = 6;
/** agent-portal.md §9: hotels in one comparison. */
export const HOTEL_COMPARE_LIMIT = 3;
/** The whole city rather than one locality. */
export const ALL_LOCATIONS = 'ALL';
/** The most a search may allow a rate to rise by between search and booking and still book without asking. */
export const MAX_PRICE_RISE_PERCENT = 10;

/** §5 and §8 messages, word for word. */
export const HOTEL_MSG = {
  cityRequired: 'Please select city',
  locationRequired: 'Please select location',
  checkInRequired: 'Please select check in date',
  checkOutRequired: 'Please select check out date',
  checkOutAfterCheckIn: 'check out date should be greater than check in date',
  compareLimit: 'cannot compare more than 3 hotels',
  noHotels: 'No Hotels found',
  voucherError: 'Error while fetching hotel voucher details.',
  bookingError: 'Error while fetching hotel booking details.',
  yesterday: 'Cannot search for Yesterday',
} as const;

/** Decided where §5 is silent (decision 032). */
export const HOTEL_MSG_DECIDED = {
  unknownCity: 'We do not have hotels in this city yet.',
  unknownLocation: 'Please select a location of this city.',
  tooFar: `Hotels can be booked up to ${HOTEL_BOOKING_WINDOW_DAYS} days ahead.`,
  tooLong: `A booking can be for at most ${HOTEL_MAX_NIGHTS} nights.`,
  rooms: `Please choose 1 to ${HOTEL_MAX_ROOMS} rooms.`,
  adults: `Each room takes 1 to ${ROOM_MAX_ADULTS} adults.`,
  children: `Each room takes up to ${ROOM_MAX_CHILDREN} children.`,
  childAge: `Please enter each child's age (0 to ${CHILD_MAX_AGE}).`,
  nationalityRequired: 'Please select nationality',
  priceRise: `The price rise allowed can be 0 to ${MAX_PRICE_RISE_PERCENT} per cent.`,
  hotelNotFound: 'This hotel is no longer available. Please search again.',
} as const;

/** agent-portal.md §9: the facilities a search filters by, with the labels the portal shows. */
export const HOTEL_FACILITIES = [
  'AC',
  'RESTAURANT',
  'BAR',
  'CAFE',
  'GYM',
  'SPA',
  'PARKING',
  'POOL',
  'FREE_FOOD',
  'FREE_CANCELLATION',
  'FREE_WIFI',
] as const;
export type HotelFacility = (typeof HOTEL_FACILITIES)[number];
export const HOTEL_FACILITY_LABELS: Record<HotelFacility, string> = {
  AC: 'A/C',
  RESTAURANT: 'Restaurant',
  BAR: 'Lounge/Bar',
  CAFE: 'Cafe',
  GYM: 'Gym',
  SPA: 'Spa',
  PARKING: 'Parking',
  POOL: 'Swimming Pool',
  FREE_FOOD: 'Free Food',
  FREE_CANCELLATION: 'Free Cancellation',
  FREE_WIFI: 'Free Wifi',
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const roomRequest = z.object({
  adults: z.number().int().min(0).max(99),
  childAges: z.array(z.number().int().min(-1).max(99)).max(10),
});
export type RoomRequest = z.infer<typeof roomRequest>;

export const hotelSearchBody = z.object({
  city: z.string().max(40),
  location: z.string().max(80),
  checkIn: z.string().max(10),
  checkOut: z.string().max(10),
  rooms: z.array(roomRequest).max(20),
  /** ISO 3166 country of the guests: Indian hotels quote foreign nationals the same rates, but the voucher names it. */
  nationality: z.string().max(2),
  /** How much a rate may rise before booking and still book without asking (per cent). */
  priceRisePercent: z.number().min(-1000).max(1000).default(0),
});
export type HotelSearchBody = z.infer<typeof hotelSearchBody>;

export type HotelSearchErrors = Partial<Record<keyof HotelSearchBody, string>>;

/** The search's refusals by field, or none. `localities` gives a served city's localities, undefined for others. */
export function validateHotelSearch(
  body: HotelSearchBody,
  today: string,
  localities: (cityId: string) => readonly string[] | undefined,
): HotelSearchErrors {
  const errors: HotelSearchErrors = {};
  const served = body.city.trim() === '' ? undefined : localities(body.city);
  if (body.city.trim() === '') errors.city = HOTEL_MSG.cityRequired;
  else if (!served) errors.city = HOTEL_MSG_DECIDED.unknownCity;
  if (body.location.trim() === '') errors.location = HOTEL_MSG.locationRequired;
  else if (served && body.location !== ALL_LOCATIONS && !served.includes(body.location))
    errors.location = HOTEL_MSG_DECIDED.unknownLocation;
  const checkInOk = DATE.test(body.checkIn) && !Number.isNaN(Date.parse(body.checkIn));
  const checkOutOk = DATE.test(body.checkOut) && !Number.isNaN(Date.parse(body.checkOut));
  if (!checkInOk) errors.checkIn = HOTEL_MSG.checkInRequired;
  else if (body.checkIn < today) errors.checkIn = HOTEL_MSG.yesterday;
  else if (daysBetween(today, body.checkIn) > HOTEL_BOOKING_WINDOW_DAYS) errors.checkIn = HOTEL_MSG_DECIDED.tooFar;
  if (!checkOutOk) errors.checkOut = HOTEL_MSG.checkOutRequired;
  else if (checkInOk && body.checkOut <= body.checkIn) errors.checkOut = HOTEL_MSG.checkOutAfterCheckIn;
  else if (checkInOk && daysBetween(body.checkIn, body.checkOut) > HOTEL_MAX_NIGHTS)
    errors.checkOut = HOTEL_MSG_DECIDED.tooLong;
  const roomsError = roomsRefusal(body.rooms);
  if (roomsError) errors.rooms = roomsError;
  if (!/^[A-Z]{2}$/.test(body.nationality)) errors.nationality = HOTEL_MSG_DECIDED.nationalityRequired;
  if (body.priceRisePercent < 0 || body.priceRisePercent > MAX_PRICE_RISE_PERCENT)
    errors.priceRisePercent = HOTEL_MSG_DECIDED.priceRise;
  return errors;
}

function roomsRefusal(rooms: readonly RoomRequest[]): string | undefined {
  if (rooms.length < 1 || rooms.length > HOTEL_MAX_ROOMS) return HOTEL_MSG_DECIDED.rooms;
  for (const room of rooms) {
    if (room.adults < 1 || room.adults > ROOM_MAX_ADULTS) return HOTEL_MSG_DECIDED.adults;
    if (room.childAges.length > ROOM_MAX_CHILDREN) return HOTEL_MSG_DECIDED.children;
    if (room.childAges.some((age) => age < 0 || age > CHILD_MAX_AGE)) return HOTEL_MSG_DECIDED.childAge;
  }
  return undefined;
}

/** The last check-in date a search may ask for. */
export const lastCheckIn = (today: string) => addDays(today, HOTEL_BOOKING_WINDOW_DAYS);

/** Who sleeps in a room as a hotel counts them: adults (children from 12 count as adults), children with a bed, infants. */
export function occupancyOf(room: RoomRequest): { adults: number; children: number; free: number } {
  const asAdults = room.childAges.filter((age) => age >= CHILD_AS_ADULT_FROM_AGE).length;
  const free = room.childAges.filter((age) => age < CHILD_FREE_BELOW_AGE).length;
  return { adults: room.adults + asAdults, children: room.childAges.length - asAdults - free, free };
}

/** The guests' nationality as the search offers it: India first, then the countries most of India's visitors come from. */
export const HOTEL_NATIONALITIES: readonly { code: string; name: string }[] = [
  { code: 'IN', name: 'India' },
  { code: 'AE', name: 'United Arab Emirates' },
  { code: 'AU', name: 'Australia' },
  { code: 'BD', name: 'Bangladesh' },
  { code: 'CA', name: 'Canada' },
  { code: 'DE', name: 'Germany' },
  { code: 'FR', name: 'France' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'JP', name: 'Japan' },
  { code: 'KW', name: 'Kuwait' },
  { code: 'LK', name: 'Sri Lanka' },
  { code: 'MY', name: 'Malaysia' },
  { code: 'NP', name: 'Nepal' },
  { code: 'OM', name: 'Oman' },
  { code: 'QA', name: 'Qatar' },
  { code: 'RU', name: 'Russia' },
  { code: 'SA', name: 'Saudi Arabia' },
  { code: 'SG', name: 'Singapore' },
  { code: 'US', name: 'United States' },
];
