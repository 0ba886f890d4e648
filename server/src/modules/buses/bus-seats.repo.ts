import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Bus seats kept and sold through TripSetu (`bus_seats`, migration 030): one row per seat of a trip, so the
 * primary key keeps a seat from being kept or sold twice. A kept seat past its time is free again: the next
 * block takes the row over.
 */
export const busSeatsRepo = {
  /** The seats kept (still in time) or sold on these trips, by trip. */
  async taken(source: Db, tripIds: readonly string[], at: Date): Promise<Map<string, Set<string>>> {
    const byTrip = new Map<string, Set<string>>();
    if (tripIds.length === 0) return byTrip;
    const rows = await source
      .selectFrom('bus_seats')
      .select(['trip_id', 'seat_no'])
      .where('trip_id', 'in', tripIds)
      .where((eb) => eb.or([eb('status', '=', 'SOLD'), eb('expires_at', '>', at)]))
      .execute();
    for (const row of rows) {
      const seats = byTrip.get(row.trip_id) ?? new Set<string>();
      seats.add(row.seat_no);
      byTrip.set(row.trip_id, seats);
    }
    return byTrip;
  },

  /**
   * Keeps the seats for a block until `expiresAt`, each one only if it is free or its keeping has lapsed;
   * returns the seats it could keep (fewer than asked: someone else has the others, and the caller rolls back).
   */
  async hold(
    trx: Transaction<Database>,
    input: { tripId: string; date: string; seatNos: readonly string[]; blockId: number; at: Date; expiresAt: Date },
  ): Promise<string[]> {
    const rows = await trx
      .insertInto('bus_seats')
      .values(
        input.seatNos.map((seatNo) => ({
          trip_id: input.tripId,
          seat_no: seatNo,
          journey_date: input.date,
          status: 'HELD' as const,
          block_id: input.blockId,
          expires_at: input.expiresAt,
        })),
      )
      .onConflict((oc) =>
        oc
          .columns(['trip_id', 'seat_no'])
          .doUpdateSet({
            block_id: input.blockId,
            expires_at: input.expiresAt,
            booking_id: null,
            status: 'HELD',
          })
          .where('bus_seats.status', '=', 'HELD')
          .where('bus_seats.expires_at', '<=', input.at),
      )
      .returning('seat_no')
      .execute();
    return rows.map((row) => row.seat_no);
  },
};
