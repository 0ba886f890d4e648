import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import type { HotelBookingInput } from '@tripsetu/domain/hotel-booking-api.ts';
import type { HotelDetails, HotelRate, HotelRoomType, HotelSearchAnswer } from '@tripsetu/domain/hotel-results.ts';
import type { RoomRequest } from '@tripsetu/domain/hotel-search.ts';
import { expect } from 'vitest';
import type { AgentClient } from './agent-client.ts';
import { expectStatus } from './wallet-fixtures.ts';

/** Test helpers for hotel bookings: a stay, a hotel's rates for it, and a booking body for a rate. */

export const TWO_ROOMS: RoomRequest[] = [
  { adults: 2, childAges: [] },
  { adults: 2, childAges: [8] },
];

export function stayFrom(days: number, nights = 3, rooms: RoomRequest[] = TWO_ROOMS) {
  const checkIn = addDays(todayInIndia(), days);
  return { checkIn, checkOut: addDays(checkIn, nights), rooms, nationality: 'IN', priceRisePercent: 0 };
}
export type TestStay = ReturnType<typeof stayFrom>;

export async function hotelsOf(client: AgentClient, city: string, stay: TestStay) {
  const answer = expectStatus(await client.post('/hotels/search', { city, location: 'ALL', ...stay }), 200);
  return (answer.body as HotelSearchAnswer).hotels;
}

export async function detailsOf(client: AgentClient, hotelId: string, stay: TestStay) {
  return expectStatus(await client.post('/hotels/details', { hotelId, ...stay }), 200).body as HotelDetails;
}

/** The first hotel of the city with a rate the test wants, and that rate's room type. */
export async function findRate(
  client: AgentClient,
  city: string,
  stay: TestStay,
  wanted: (rate: HotelRate, type: HotelRoomType) => boolean,
  skip: ReadonlySet<string> = new Set(),
) {
  for (const hotel of await hotelsOf(client, city, stay)) {
    if (skip.has(hotel.id)) continue;
    const details = await detailsOf(client, hotel.id, stay);
    for (const type of details.roomTypes) {
      const rate = type.rates.find((entry) => wanted(entry, type));
      if (rate) return { hotelId: hotel.id, details, type, rate };
    }
  }
  throw new Error(`no hotel in ${city} has the rate the test needs`);
}

const FIRST_NAMES = ['Kavya', 'Arjun', 'Meera', 'Rohan', 'Ishita', 'Vikram'];

export function bookingBody(
  hotelId: string,
  stay: TestStay,
  rate: Pick<HotelRate, 'id' | 'totalPaise'>,
  extra: Partial<HotelBookingInput> = {},
): HotelBookingInput {
  return {
    hotelId,
    ...stay,
    rateId: rate.id,
    acceptedTotalPaise: rate.totalPaise,
    guests: stay.rooms.map((_, index) => ({
      title: index % 2 === 0 ? 'Ms' : 'Mr',
      firstName: FIRST_NAMES[index % FIRST_NAMES.length] as string,
      lastName: 'Reddy',
    })),
    contact: { email: 'kavya.reddy@example.in', mobile: '9876543210' },
    specialRequests: 'Late arrival, around 11 pm',
    ...extra,
  };
}

/** Rooms sold of a type on each night of the stay, from the database. */
export async function soldOn(
  db: import('kysely').Kysely<import('../db/schema.ts').Database>,
  hotelId: string,
  roomTypeId: string,
) {
  const rows = await db
    .selectFrom('hotel_room_nights')
    .select(['night', 'sold', 'allotment'])
    .where('hotel_id', '=', hotelId)
    .where('room_type_id', '=', roomTypeId)
    .orderBy('night')
    .execute();
  return rows.map((row) => ({ night: String(row.night).slice(0, 10), sold: row.sold, allotment: row.allotment }));
}

export function expectSummed(booking: { fare: { amountPaise: number }[]; totalPaise: number }) {
  expect(booking.fare.reduce((sum, line) => sum + line.amountPaise, 0)).toBe(booking.totalPaise);
}
