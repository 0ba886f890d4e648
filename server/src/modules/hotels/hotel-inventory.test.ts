import { addDays, isoWeekday } from '@tripsetu/domain/dates.ts';
import { hotelGstPercent } from '@tripsetu/domain/hotel-gst.ts';
import type { HotelRate } from '@tripsetu/domain/hotel-results.ts';
import { ALL_LOCATIONS, HOTEL_FACILITIES } from '@tripsetu/domain/hotel-search.ts';
import { describe, expect, it } from 'vitest';
import { generateHotels, type HotelSeed } from '../../db/seed/hotel-catalogue.ts';
import { HOTEL_CITIES } from '../../db/seed/hotel-places.ts';
import type { SoldNights } from './hotel-rates.ts';
import { createInventoryHotelSupplier } from './inventory-supplier.ts';

const TODAY = '2026-11-27';
const NOW = Date.parse('2026-11-27T06:00:00Z');
const clock = { today: TODAY, now: NOW };
const none: SoldNights = () => 0;
const hotels = generateHotels();
const supplier = createInventoryHotelSupplier({ hotels });
const twoAdults = [{ adults: 2, childAges: [] as number[] }];
const stay = (checkIn: string, nights: number, rooms = twoAdults) => ({
  checkIn,
  checkOut: addDays(checkIn, nights),
  rooms,
});
const details = (hotel: HotelSeed, at = stay(addDays(TODAY, 20), 3), sold = none) =>
  supplier.details(hotel.id, at, sold, clock);
const rateOf = (hotel: HotelSeed, code: string, at = stay(addDays(TODAY, 20), 3), sold = none) =>
  details(hotel, at, sold)
    ?.roomTypes.find((type) => type.id === 'R1')
    ?.rates.find((rate) => rate.id === `R1:${code}`);

const distanceKm = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};

describe('the hotel inventory (issue 23)', () => {
  it('has at least 1,500 hotels in at least 30 cities and towns, each inside a real locality of its city', () => {
    expect(hotels.length).toBeGreaterThanOrEqual(1500);
    expect(new Set(hotels.map((hotel) => hotel.cityId)).size).toBeGreaterThanOrEqual(30);
    expect(new Set(hotels.map((hotel) => hotel.id)).size).toBe(hotels.length);
    for (const hotel of hotels) {
      const city = HOTEL_CITIES.find((entry) => entry.id === hotel.cityId);
      const locality = city?.localities.find((entry) => entry.name === hotel.locality);
      expect(locality, hotel.id).toBeDefined();
      if (locality) expect(distanceKm(locality, hotel)).toBeLessThanOrEqual(locality.radiusKm + 0.01);
    }
    const goa = new Set(hotels.filter((hotel) => hotel.cityId === 'GOI').map((hotel) => hotel.locality));
    for (const name of ['Calangute', 'Baga', 'Candolim', 'Panaji']) expect(goa.has(name), name).toBe(true);
  });

  it('names hotels with invented names, never a brand’s, unique in their city', () => {
    const brands =
      /\b(Taj|Oberoi|ITC|Leela|Lemon Tree|Ginger|Treebo|OYO|Radisson|Marriott|Hyatt|Trident|Vivanta|Novotel|Ibis|Sarovar|Fortune|Hilton|Sheraton|Westin|Holiday Inn|Ramada|Mahindra|Sterling|Clarks)\b/;
    for (const hotel of hotels) expect(hotel.name, hotel.name).not.toMatch(brands);
    for (const city of HOTEL_CITIES) {
      const names = hotels.filter((hotel) => hotel.cityId === city.id).map((hotel) => hotel.name);
      expect(new Set(names).size, city.name).toBe(names.length);
    }
  });

  it('spreads 1 to 5 stars, the §9 facilities, every board, and refundable and non-refundable plans', () => {
    expect(new Set(hotels.map((hotel) => hotel.stars))).toEqual(new Set([1, 2, 3, 4, 5]));
    const facilities = new Set(hotels.flatMap((hotel) => hotel.facilities));
    for (const facility of HOTEL_FACILITIES.filter((code) => code !== 'FREE_FOOD' && code !== 'FREE_CANCELLATION'))
      expect(facilities.has(facility), facility).toBe(true);
    const plans = hotels.flatMap((hotel) => hotel.ratePlans);
    expect(new Set(plans.map((plan) => plan.board))).toEqual(
      new Set(['ROOM_ONLY', 'BREAKFAST', 'HALF_BOARD', 'FULL_BOARD']),
    );
    expect(plans.some((plan) => plan.refundable) && plans.some((plan) => !plan.refundable)).toBe(true);
  });
});

const goaFour = hotels.find(
  (hotel) => hotel.cityId === 'GOI' && hotel.stars === 4 && hotel.ratePlans.some((p) => p.code === 'RO-NR'),
) as HotelSeed;
const goa = HOTEL_CITIES.find((city) => city.id === 'GOI');

describe('rates for a stay', () => {
  it('adds up: room cost, extra guests and GST by each room-night’s slab make the total', () => {
    const rate = rateOf(goaFour, 'RO-FLEX') as HotelRate;
    const nights = rate.rooms.flatMap((room) => room.nights);
    expect(nights).toHaveLength(3);
    for (const night of nights) {
      expect(night.gstPercent).toBe(hotelGstPercent(night.roomPaise + night.extraGuestPaise, TODAY));
      expect(night.gstPaise).toBe(Math.round(((night.roomPaise + night.extraGuestPaise) * night.gstPercent) / 100));
    }
    expect(rate.totalPaise).toBe(rate.roomCostPaise + rate.extraGuestPaise + rate.gstPaise);
    expect(rate.roomCostPaise).toBe(nights.reduce((sum, night) => sum + night.roomPaise, 0));
  });

  it('taxes room-nights on both sides of ₹7,500 at their own rates', () => {
    const rates = hotels
      .filter((hotel) => hotel.stars >= 4)
      .flatMap((hotel) => details(hotel)?.roomTypes.flatMap((type) => type.rates) ?? []);
    const nights = rates.flatMap((rate) => rate.rooms.flatMap((room) => room.nights));
    expect(nights.some((night) => night.gstPercent === 5)).toBe(true);
    expect(nights.some((night) => night.gstPercent === 18)).toBe(true);
  });

  it('costs more in the town’s peak months than in its lean ones, and more on a leisure town’s weekend', () => {
    const peak = goa?.peakMonths[0] as number;
    const lean = goa?.leanMonths[0] as number;
    const firstOf = (monthNo: number) => {
      const year = monthNo >= 12 || `2026-${String(monthNo).padStart(2, '0')}` <= '2026-11' ? 2027 : 2026;
      let day = `${year}-${String(monthNo).padStart(2, '0')}-05`;
      while (isoWeekday(day) !== 2) day = addDays(day, 1);
      return day;
    };
    const tuesdayPeak = rateOf(goaFour, 'RO-FLEX', stay(firstOf(peak), 1));
    const tuesdayLean = rateOf(goaFour, 'RO-FLEX', stay(firstOf(lean), 1));
    expect(tuesdayPeak?.roomCostPaise).toBeGreaterThan((tuesdayLean?.roomCostPaise ?? 0) * 1.3);
    // The same week: Tuesday's night and Saturday's night.
    const saturday = addDays(firstOf(lean), 4);
    const weekendRate = rateOf(goaFour, 'RO-FLEX', stay(saturday, 1));
    const weekdayRate = rateOf(goaFour, 'RO-FLEX', stay(addDays(saturday, 3), 1));
    expect(weekendRate?.roomCostPaise).toBeGreaterThan(weekdayRate?.roomCostPaise ?? Infinity);
  });

  it('costs more as the hotel fills, and never sells a room type beyond its allotment on any night', () => {
    const at = stay(addDays(TODAY, 40), 3);
    const type = goaFour.roomTypes[0] as HotelSeed['roomTypes'][number];
    const middle = addDays(at.checkIn, 1);
    // All but one room of the type sold on the middle night only.
    const sold: SoldNights = (_hotel, typeId, night) =>
      typeId === type.id && night === middle ? type.allotment - 1 : 0;
    const oneRoom = details(goaFour, at, sold)?.roomTypes.find((entry) => entry.id === type.id);
    expect(oneRoom?.rates[0]?.roomsLeft).toBe(1);
    const twoRooms = details(goaFour, { ...at, rooms: [...twoAdults, ...twoAdults] }, sold);
    expect(twoRooms?.roomTypes.some((entry) => entry.id === type.id)).toBe(false);
    const empty = rateOf(goaFour, 'RO-FLEX', at);
    const fuller = rateOf(goaFour, 'RO-FLEX', at, sold);
    expect(fuller?.rooms[0]?.nights[1]?.roomPaise).toBeGreaterThan(empty?.rooms[0]?.nights[1]?.roomPaise ?? Infinity);
  });

  it('charges extra adults and children from 6, lets the under-6s stay free, and counts 12-year-olds as adults', () => {
    const at = (rooms: { adults: number; childAges: number[] }[]) => stay(addDays(TODAY, 20), 1, rooms);
    const r1 = (rooms: { adults: number; childAges: number[] }[]) =>
      details(goaFour, at(rooms))
        ?.roomTypes.find((type) => type.id === 'R1')
        ?.rates.find((rate) => rate.id === 'R1:RO-FLEX');
    expect(r1([{ adults: 2, childAges: [] }])?.extraGuestPaise).toBe(0);
    expect(r1([{ adults: 2, childAges: [4] }])?.extraGuestPaise).toBe(0);
    expect(r1([{ adults: 2, childAges: [8] }])?.extraGuestPaise).toBe(goaFour.extraChildPaise);
    expect(r1([{ adults: 3, childAges: [] }])?.extraGuestPaise).toBe(goaFour.extraAdultPaise);
    expect(r1([{ adults: 2, childAges: [13] }])?.extraGuestPaise).toBe(goaFour.extraAdultPaise);
    // Four adults sleep only in a room type that takes four.
    const four = details(goaFour, at([{ adults: 4, childAges: [] }]))?.roomTypes ?? [];
    for (const type of four) expect(type.maxAdults).toBeGreaterThanOrEqual(4);
  });

  it('states each plan’s cancellation in dates and rupees: free until noon before the deadline, then a night, then all', () => {
    const at = stay(addDays(TODAY, 20), 3);
    const plan = goaFour.ratePlans.find((entry) => entry.code === 'RO-FLEX') as HotelSeed['ratePlans'][number];
    const flexible = rateOf(goaFour, 'RO-FLEX', at) as HotelRate;
    expect(flexible.freeCancellationUntil).toBe(
      new Date(`${addDays(at.checkIn, -plan.freeDays)}T12:00:00+05:30`).toISOString(),
    );
    const first = flexible.rooms[0]?.nights[0];
    expect(flexible.cancellation.map((step) => step.chargePaise)).toEqual([
      0,
      (first?.roomPaise ?? 0) + (first?.extraGuestPaise ?? 0) + (first?.gstPaise ?? 0),
      flexible.totalPaise,
    ]);
    const fixed = rateOf(goaFour, 'RO-NR', at) as HotelRate;
    expect(fixed.refundable).toBe(false);
    expect(fixed.freeCancellationUntil).toBeNull();
    expect(fixed.cancellation).toEqual([{ from: new Date(NOW).toISOString(), chargePaise: fixed.totalPaise }]);
    expect(fixed.roomCostPaise).toBeLessThan(flexible.roomCostPaise);
    // Tomorrow's stay is past any deadline: a night is charged from now.
    const late = rateOf(goaFour, 'RO-FLEX', stay(addDays(TODAY, 1), 2)) as HotelRate;
    expect(late.freeCancellationUntil).toBeNull();
    expect(late.cancellation[0]?.chargePaise).toBeGreaterThan(0);
  });
});

describe('a city search', () => {
  it('lists the city’s hotels with a room for the stay, cheapest first, each offer adding up', () => {
    const found = supplier.search(
      { city: 'GOI', location: ALL_LOCATIONS, ...stay(addDays(TODAY, 30), 3) },
      none,
      clock,
    );
    expect(found.length).toBeGreaterThan(20);
    const prices = found.map((hotel) => hotel.offer.perNightPaise);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const hotel of found) {
      const rates = details(hotels.find((entry) => entry.id === hotel.id) as HotelSeed, stay(addDays(TODAY, 30), 3));
      const cheapest = Math.min(
        ...(rates?.roomTypes.flatMap((type) => type.rates.map((rate) => rate.totalPaise)) ?? []),
      );
      expect(hotel.offer.totalPaise).toBe(cheapest);
      expect(hotel.facilities.includes('FREE_CANCELLATION')).toBe(hotel.offer.refundable);
      expect(hotel.facilities.includes('FREE_FOOD')).toBe(hotel.offer.board !== 'ROOM_ONLY');
    }
    const baga = supplier.search({ city: 'GOI', location: 'Baga', ...stay(addDays(TODAY, 30), 3) }, none, clock);
    expect(baga.length).toBeGreaterThan(0);
    expect(baga.every((hotel) => hotel.locality === 'Baga')).toBe(true);
  });

  it('finds no hotel for a room no room type sleeps', () => {
    const rooms = [{ adults: 4, childAges: [8, 9, 10] }];
    expect(
      supplier.search({ city: 'GOI', location: ALL_LOCATIONS, ...stay(addDays(TODAY, 30), 2, rooms) }, none, clock),
    ).toEqual([]);
  });

  it('gives a hotel’s details: photos, overview, policies and the climate of the stay’s months', () => {
    const found = details(goaFour, stay('2027-01-30', 3));
    expect(found?.hotel.photos.map((photo) => photo.kind)).toEqual(
      expect.arrayContaining(['EXTERIOR', 'LOBBY', 'ROOM', 'BATHROOM']),
    );
    expect(found?.hotel.overview).toContain(goaFour.locality);
    expect(found?.weather.map((month) => month.month)).toEqual([1, 2]);
    expect(found?.weather[0]?.highC).toBe(goa?.climate[0]?.highC);
    expect(supplier.details('GOI-9999', stay(addDays(TODAY, 20), 1), none, clock)).toBeUndefined();
  });
});
