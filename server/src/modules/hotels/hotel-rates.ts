import { addDays, daysBetween, isoWeekday } from '@tripsetu/domain/dates.ts';
import { hotelGstPaise, hotelGstPercent } from '@tripsetu/domain/hotel-gst.ts';
import type { HotelCancellationStep, HotelNight, HotelRate, HotelRoomType } from '@tripsetu/domain/hotel-results.ts';
import { occupancyOf, type RoomRequest } from '@tripsetu/domain/hotel-search.ts';
import { BED_LABELS, type HotelSeed, type RatePlanSeed, type RoomTypeSeed } from '../../db/seed/hotel-catalogue.ts';
import type { HotelCitySeed } from '../../db/seed/hotel-places.ts';
import { hashUnit } from '../../db/seed/random.ts';

/**
 * What a stay costs at a hotel of the inventory (decision 032): each room-night priced by the season, the
 * weekday and how full the hotel is, meals by the plan, extra guests, GST by the slab of each room-night's
 * own tariff, and the plan's cancellation charges in dates and rupees.
 */

export interface Stay {
  checkIn: string;
  checkOut: string;
  rooms: readonly RoomRequest[];
}

/** Rooms of a type sold through TripSetu on a night. */
export type SoldNights = (hotelId: string, roomTypeId: string, night: string) => number;

/** A non-refundable rate's discount on the flexible one, as Indian hotels price them. */
const NON_REFUNDABLE_FACTOR = 0.88;
/** Meals a night for the room's two guests, in breakfasts: half board about 2.2, full board 3.2. */
const MEALS_IN_BREAKFASTS: Record<RatePlanSeed['board'], number> = {
  ROOM_ONLY: 0,
  BREAKFAST: 1,
  HALF_BOARD: 2.2,
  FULL_BOARD: 3.2,
};
const LEISURE: readonly HotelCitySeed['kind'][] = ['HILL', 'BEACH', 'HERITAGE', 'PILGRIMAGE'];

export const nightsOf = (stay: Pick<Stay, 'checkIn' | 'checkOut'>) =>
  Array.from({ length: Math.max(0, daysBetween(stay.checkIn, stay.checkOut)) }, (_, n) => addDays(stay.checkIn, n));

const month = (night: string) => Number(night.slice(5, 7));
const rupees = (paise: number) => Math.round(paise / 100) * 100;

/** The year-end holidays, when leisure towns charge the most. */
const yearEnd = (night: string) => night.slice(5) >= '12-24' || night.slice(5) <= '01-01';

/** Season and weekday: leisure towns cost more on Friday and Saturday nights, business cities less. */
function calendarFactor(city: HotelCitySeed, night: string): number {
  const leisure = LEISURE.includes(city.kind);
  const season = city.peakMonths.includes(month(night)) ? 1.3 : city.leanMonths.includes(month(night)) ? 0.8 : 1;
  const weekend = isoWeekday(night) >= 5 && isoWeekday(night) <= 6;
  const weekday = weekend ? (leisure ? 1.15 : 0.92) : 1;
  return season * weekday * (leisure && yearEnd(night) ? 1.4 : 1);
}

/** How full the hotel is on a night (0–1): its other guests, fixed by hotel and night, and what TripSetu sold. */
function loadOn(hotel: HotelSeed, city: HotelCitySeed, night: string, sold: SoldNights): number {
  const season = city.peakMonths.includes(month(night)) ? 0.15 : city.leanMonths.includes(month(night)) ? -0.1 : 0;
  const allotted = hotel.roomTypes.reduce((sum, type) => sum + type.allotment, 0);
  const ours = hotel.roomTypes.reduce((sum, type) => sum + sold(hotel.id, type.id, night), 0);
  return Math.min(1, Math.max(0, 0.25 + 0.5 * hashUnit(`${hotel.id}|${night}`) + season + (0.5 * ours) / allotted));
}

/** Whether a room type sleeps one room of the search: adults (children from 12 count) and children. */
export function sleeps(type: RoomTypeSeed, room: RoomRequest): boolean {
  const { adults, children, free } = occupancyOf(room);
  return adults <= type.maxAdults && children + free <= type.maxChildren;
}

/** One room for one night on a plan: its tariff (meals for two included) and the extra guests' charge. */
function roomNight(
  hotel: HotelSeed,
  type: RoomTypeSeed,
  plan: RatePlanSeed,
  room: RoomRequest,
  night: string,
  factor: number,
  today: string,
): HotelNight {
  const meals = hotel.breakfastPaise * MEALS_IN_BREAKFASTS[plan.board];
  const planFactor = plan.refundable ? 1 : NON_REFUNDABLE_FACTOR;
  const roomPaise = rupees(hotel.basePaise * type.factor * factor * planFactor + meals * 2);
  const { adults, children } = occupancyOf(room);
  const extraGuestPaise = rupees(
    Math.max(0, adults - 2) * (hotel.extraAdultPaise + meals) + children * (hotel.extraChildPaise + meals / 2),
  );
  const tariff = roomPaise + extraGuestPaise;
  return {
    date: night,
    roomPaise,
    extraGuestPaise,
    gstPercent: hotelGstPercent(tariff, today),
    gstPaise: hotelGstPaise(tariff, today),
  };
}

const instant = (date: string, hhmm: string) => `${date}T${hhmm.slice(0, 2)}:${hhmm.slice(2, 4)}:00+05:30`;

/** The plan's charges for cancelling the whole booking, from now: free until the deadline where it has one. */
function cancellationOf(
  hotel: HotelSeed,
  plan: RatePlanSeed,
  stay: Stay,
  firstNightPaise: number,
  totalPaise: number,
  now: number,
): { freeCancellationUntil: string | null; cancellation: HotelCancellationStep[] } {
  const from = new Date(now).toISOString();
  if (!plan.refundable) return { freeCancellationUntil: null, cancellation: [{ from, chargePaise: totalPaise }] };
  const deadline = instant(addDays(stay.checkIn, -plan.freeDays), '1200');
  const arrival = instant(stay.checkIn, hotel.checkInTime);
  const free = Date.parse(deadline) > now;
  const steps: HotelCancellationStep[] = free
    ? [
        { from, chargePaise: 0 },
        { from: new Date(Date.parse(deadline)).toISOString(), chargePaise: firstNightPaise },
      ]
    : [{ from, chargePaise: firstNightPaise }];
  steps.push({ from: new Date(Date.parse(arrival)).toISOString(), chargePaise: totalPaise });
  return { freeCancellationUntil: free ? new Date(Date.parse(deadline)).toISOString() : null, cancellation: steps };
}

const INCLUSIONS: Record<RatePlanSeed['board'], string[]> = {
  ROOM_ONLY: [],
  BREAKFAST: ['Breakfast for the guests of each room'],
  HALF_BOARD: ['Breakfast and dinner for the guests of each room'],
  FULL_BOARD: ['Breakfast, lunch and dinner for the guests of each room'],
};

/**
 * The room types that sleep every room of the stay and have that many rooms left on every night, each with
 * its rates priced; cheapest first. `today` is the day GST is charged at (the booking's), `now` the clock.
 */
export function priceStay(
  hotel: HotelSeed,
  city: HotelCitySeed,
  stay: Stay,
  sold: SoldNights,
  today: string,
  now: number,
  photoOf: (type: RoomTypeSeed) => string,
): HotelRoomType[] {
  const nights = nightsOf(stay);
  const factors = nights.map((night) => calendarFactor(city, night) * (0.9 + 0.35 * loadOn(hotel, city, night, sold)));
  const types: HotelRoomType[] = [];
  for (const type of hotel.roomTypes) {
    if (!stay.rooms.every((room) => sleeps(type, room))) continue;
    const roomsLeft = Math.min(...nights.map((night) => type.allotment - sold(hotel.id, type.id, night)));
    if (roomsLeft < stay.rooms.length) continue;
    const rates = hotel.ratePlans.map((plan): HotelRate => {
      const rooms = stay.rooms.map((room) => ({
        nights: nights.map((night, n) => roomNight(hotel, type, plan, room, night, factors[n] ?? 1, today)),
      }));
      const all = rooms.flatMap((room) => room.nights);
      const roomCostPaise = all.reduce((sum, night) => sum + night.roomPaise, 0);
      const extraGuestPaise = all.reduce((sum, night) => sum + night.extraGuestPaise, 0);
      const gstPaise = all.reduce((sum, night) => sum + night.gstPaise, 0);
      const totalPaise = roomCostPaise + extraGuestPaise + gstPaise;
      const firstNightPaise = rooms.reduce((sum, room) => {
        const first = room.nights[0] as HotelNight;
        return sum + first.roomPaise + first.extraGuestPaise + first.gstPaise;
      }, 0);
      return {
        id: `${type.id}:${plan.code}`,
        board: plan.board,
        refundable: plan.refundable,
        ...cancellationOf(hotel, plan, stay, firstNightPaise, totalPaise, now),
        inclusions: INCLUSIONS[plan.board],
        rooms,
        roomCostPaise,
        extraGuestPaise,
        gstPaise,
        totalPaise,
        roomsLeft,
      };
    });
    rates.sort((a, b) => a.totalPaise - b.totalPaise);
    types.push({
      id: type.id,
      name: type.name,
      bed: BED_LABELS[type.bed],
      sizeSqm: type.sizeSqm,
      maxAdults: type.maxAdults,
      maxChildren: type.maxChildren,
      extraBeds: type.extraBeds,
      amenities: type.amenities,
      photo: photoOf(type),
      rates,
    });
  }
  return types.sort((a, b) => (a.rates[0]?.totalPaise ?? 0) - (b.rates[0]?.totalPaise ?? 0));
}
