import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import { hotelGstPaise, hotelGstPercent, hotelGstSlabsOn } from './hotel-gst.ts';
import { filterHotels, type HotelSummary, NO_HOTEL_FILTERS, sortHotels } from './hotel-results.ts';
import {
  ALL_LOCATIONS,
  HOTEL_MSG,
  HOTEL_MSG_DECIDED,
  type HotelSearchBody,
  occupancyOf,
  validateHotelSearch,
} from './hotel-search.ts';

const TODAY = '2026-11-27';
const LOCALITIES: Record<string, string[]> = { GOI: ['Calangute', 'Baga', 'Panaji'] };
const localities = (id: string) => LOCALITIES[id];
const good: HotelSearchBody = {
  city: 'GOI',
  location: ALL_LOCATIONS,
  checkIn: addDays(TODAY, 10),
  checkOut: addDays(TODAY, 13),
  rooms: [{ adults: 2, childAges: [] }],
  nationality: 'IN',
  priceRisePercent: 0,
};
const refusal = (change: Partial<HotelSearchBody>) => validateHotelSearch({ ...good, ...change }, TODAY, localities);

describe('the hotel search’s rules (agent-portal.md §5)', () => {
  it('takes a good search, for the whole city or one of its localities', () => {
    expect(refusal({})).toEqual({});
    expect(refusal({ location: 'Baga' })).toEqual({});
  });

  it('says each §5 message on its field, word for word', () => {
    expect(refusal({ city: '' }).city).toBe('Please select city');
    expect(refusal({ location: '' }).location).toBe('Please select location');
    expect(refusal({ checkIn: '' }).checkIn).toBe('Please select check in date');
    expect(refusal({ checkOut: '' }).checkOut).toBe('Please select check out date');
    expect(refusal({ checkOut: good.checkIn }).checkOut).toBe('check out date should be greater than check in date');
    expect(refusal({ checkOut: addDays(good.checkIn, -1) }).checkOut).toBe(HOTEL_MSG.checkOutAfterCheckIn);
    expect(refusal({ checkIn: addDays(TODAY, -1) }).checkIn).toBe('Cannot search for Yesterday');
  });

  it('refuses what the spec leaves to us with our own messages', () => {
    expect(refusal({ city: 'XXX' }).city).toBe(HOTEL_MSG_DECIDED.unknownCity);
    expect(refusal({ location: 'Colaba' }).location).toBe(HOTEL_MSG_DECIDED.unknownLocation);
    expect(refusal({ checkIn: addDays(TODAY, 361), checkOut: addDays(TODAY, 362) }).checkIn).toBe(
      HOTEL_MSG_DECIDED.tooFar,
    );
    expect(refusal({ checkOut: addDays(good.checkIn, 31) }).checkOut).toBe(HOTEL_MSG_DECIDED.tooLong);
    expect(refusal({ checkOut: addDays(good.checkIn, 30) })).toEqual({});
    expect(refusal({ rooms: [] }).rooms).toBe(HOTEL_MSG_DECIDED.rooms);
    expect(refusal({ rooms: Array(7).fill({ adults: 1, childAges: [] }) }).rooms).toBe(HOTEL_MSG_DECIDED.rooms);
    expect(refusal({ rooms: [{ adults: 0, childAges: [] }] }).rooms).toBe(HOTEL_MSG_DECIDED.adults);
    expect(refusal({ rooms: [{ adults: 5, childAges: [] }] }).rooms).toBe(HOTEL_MSG_DECIDED.adults);
    expect(refusal({ rooms: [{ adults: 2, childAges: [1, 2, 3, 4] }] }).rooms).toBe(HOTEL_MSG_DECIDED.children);
    expect(refusal({ rooms: [{ adults: 2, childAges: [18] }] }).rooms).toBe(HOTEL_MSG_DECIDED.childAge);
    expect(refusal({ rooms: [{ adults: 2, childAges: [-1] }] }).rooms).toBe(HOTEL_MSG_DECIDED.childAge);
    expect(refusal({ nationality: '' }).nationality).toBe(HOTEL_MSG_DECIDED.nationalityRequired);
    expect(refusal({ priceRisePercent: 11 }).priceRisePercent).toBe(HOTEL_MSG_DECIDED.priceRise);
    expect(refusal({ priceRisePercent: 10 })).toEqual({});
  });

  it('counts children from 12 as adults and those under 6 as sharing the bed', () => {
    expect(occupancyOf({ adults: 2, childAges: [0, 5, 6, 11, 12, 17] })).toEqual({ adults: 4, children: 2, free: 2 });
  });
});

describe('GST on a room-night by its own tariff (decision 032)', () => {
  it('charges 5 % up to ₹7,500 and 18 % above it since 22 Sep 2025', () => {
    expect(hotelGstPercent(750_000, TODAY)).toBe(5);
    expect(hotelGstPercent(750_001, TODAY)).toBe(18);
    expect(hotelGstPaise(750_000, TODAY)).toBe(37_500);
    expect(hotelGstPaise(750_100, TODAY)).toBe(135_018);
  });

  it('keeps the earlier rate as its own dated row: 12 % up to ₹7,500 before 22 Sep 2025', () => {
    expect(hotelGstPercent(400_000, '2025-09-21')).toBe(12);
    expect(hotelGstPercent(400_000, '2025-09-22')).toBe(5);
    expect(hotelGstSlabsOn('2025-09-22').source).toMatch(/15\/2025/);
    expect(() => hotelGstSlabsOn('2020-01-01')).toThrow();
  });
});

const hotel = (id: string, stars: number, perNight: number, locality: string, facilities: HotelSummary['facilities']) =>
  ({
    id,
    name: `Hotel ${id}`,
    stars,
    locality,
    facilities,
    offer: { perNightPaise: perNight },
  }) as HotelSummary;
const HOTELS = [
  hotel('A', 4, 600_000, 'Baga', ['POOL', 'GYM']),
  hotel('B', 3, 300_000, 'Calangute', ['POOL']),
  hotel('C', 4, 450_000, 'Calangute', ['GYM']),
  hotel('D', 5, 1_200_000, 'Panaji', ['POOL', 'SPA', 'GYM']),
];
const ids = (list: HotelSummary[]) => list.map((entry) => entry.id);

describe('the results’ filters and sorts (agent-portal.md §9)', () => {
  it('filters by star rating, every chosen facility, locality and price', () => {
    expect(ids(filterHotels(HOTELS, NO_HOTEL_FILTERS))).toEqual(['A', 'B', 'C', 'D']);
    expect(ids(filterHotels(HOTELS, { ...NO_HOTEL_FILTERS, stars: [4] }))).toEqual(['A', 'C']);
    expect(ids(filterHotels(HOTELS, { ...NO_HOTEL_FILTERS, stars: [4], facilities: ['POOL'] }))).toEqual(['A']);
    expect(ids(filterHotels(HOTELS, { ...NO_HOTEL_FILTERS, facilities: ['POOL', 'GYM'] }))).toEqual(['A', 'D']);
    expect(ids(filterHotels(HOTELS, { ...NO_HOTEL_FILTERS, localities: ['Calangute'] }))).toEqual(['B', 'C']);
    expect(ids(filterHotels(HOTELS, { ...NO_HOTEL_FILTERS, maxPerNightPaise: 450_000 }))).toEqual(['B', 'C']);
  });

  it('sorts by price and by stars both ways, ties by price', () => {
    expect(ids(sortHotels(HOTELS, 'PRICE_LOW'))).toEqual(['B', 'C', 'A', 'D']);
    expect(ids(sortHotels(HOTELS, 'PRICE_HIGH'))).toEqual(['D', 'A', 'C', 'B']);
    expect(ids(sortHotels(HOTELS, 'STARS_LOW'))).toEqual(['B', 'C', 'A', 'D']);
    expect(ids(sortHotels(HOTELS, 'STARS_HIGH'))).toEqual(['D', 'C', 'A', 'B']);
  });
});
