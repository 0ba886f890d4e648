import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Db } from '../bookings/product.ts';
import type { SoldNights } from './hotel-rates.ts';

/**
 * Rooms sold through TripSetu per hotel, room type and night (issue 23, decision 033). A booking claims its
 * rooms on every night of the stay in one statement that refuses a night already at its allotment, so two
 * agents racing for the last rooms never sell more than the allotment on any night; a cancellation or a
 * release gives them back.
 */

const key = (hotelId: string, roomTypeId: string, night: string) => `${hotelId}|${roomTypeId}|${night}`;
const dateText = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

/**
 * Adds `rooms` rooms of the type to each night, each night at most up to `allotment`; true when every night
 * took them. Nights are claimed in date order, so two bookings overlapping on nights lock them in one order.
 */
export async function claimNights(
  trx: Transaction<Database>,
  stay: { hotelId: string; roomTypeId: string; nights: readonly string[]; rooms: number; allotment: number },
): Promise<boolean> {
  if (stay.rooms > stay.allotment || stay.nights.length === 0) return false;
  const nights = [...stay.nights].sort();
  const claimed = await trx
    .insertInto('hotel_room_nights')
    .values(
      nights.map((night) => ({
        hotel_id: stay.hotelId,
        room_type_id: stay.roomTypeId,
        night,
        sold: stay.rooms,
        allotment: stay.allotment,
      })),
    )
    .onConflict((conflict) =>
      conflict
        .columns(['hotel_id', 'room_type_id', 'night'])
        .doUpdateSet({ sold: sql`hotel_room_nights.sold + excluded.sold`, allotment: sql`excluded.allotment` })
        .where(sql<boolean>`hotel_room_nights.sold + excluded.sold <= excluded.allotment`),
    )
    .returning('night')
    .execute();
  return claimed.length === nights.length;
}

/** Takes `rooms` rooms of the type off each night again (a cancellation or a release). */
export async function giveBackNights(
  trx: Transaction<Database>,
  stay: { hotelId: string; roomTypeId: string; nights: readonly string[]; rooms: number },
): Promise<void> {
  if (stay.rooms <= 0 || stay.nights.length === 0) return;
  await trx
    .updateTable('hotel_room_nights')
    .set({ sold: sql`greatest(sold - ${stay.rooms}, 0)` })
    .where('hotel_id', '=', stay.hotelId)
    .where('room_type_id', '=', stay.roomTypeId)
    .where('night', 'in', [...stay.nights])
    .execute();
}

/** Every room type's rooms sold on these nights of one hotel, as the pricing reads them, from the database. */
export async function soldAt(source: Db, hotelId: string, nights: readonly string[]): Promise<SoldNights> {
  const counts = new Map<string, number>();
  if (nights.length > 0) {
    const rows = await source
      .selectFrom('hotel_room_nights')
      .select(['room_type_id', 'night', 'sold'])
      .where('hotel_id', '=', hotelId)
      .where('night', 'in', [...nights])
      .execute();
    for (const row of rows) counts.set(key(hotelId, row.room_type_id, dateText(row.night)), row.sold);
  }
  return (hotel, type, night) => counts.get(key(hotel, type, night)) ?? 0;
}

/**
 * The rooms sold from today on, in memory, for the search (as buses keep their seats, decision 031): read at
 * start-up and again for a hotel whenever this server books, cancels or releases its rooms. A booking reads
 * the database under its own claim: this view decides what a search shows, never what is sold.
 */
export function createSoldNightsView(deps: { db: Kysely<Database>; today: () => string }) {
  const counts = new Map<string, number>();
  // Counts the view's changes: a search answer worked out before a change is worked out again.
  let version = 0;

  function put(rows: readonly { hotel_id: string; room_type_id: string; night: unknown; sold: number }[]) {
    version += 1;
    for (const row of rows) counts.set(key(row.hotel_id, row.room_type_id, dateText(row.night)), row.sold);
  }

  return {
    async load(): Promise<void> {
      counts.clear();
      put(
        await deps.db
          .selectFrom('hotel_room_nights')
          .select(['hotel_id', 'room_type_id', 'night', 'sold'])
          .where('night', '>=', deps.today())
          .where('sold', '>', 0)
          .execute(),
      );
    },

    /** One hotel's nights read again, after this server changed them. */
    async refresh(hotelId: string): Promise<void> {
      for (const entry of [...counts.keys()]) if (entry.startsWith(`${hotelId}|`)) counts.delete(entry);
      put(
        await deps.db
          .selectFrom('hotel_room_nights')
          .select(['hotel_id', 'room_type_id', 'night', 'sold'])
          .where('hotel_id', '=', hotelId)
          .where('night', '>=', deps.today())
          .execute(),
      );
    },

    version: () => version,

    sold: ((hotelId, roomTypeId, night) => counts.get(key(hotelId, roomTypeId, night)) ?? 0) as SoldNights,
  };
}
