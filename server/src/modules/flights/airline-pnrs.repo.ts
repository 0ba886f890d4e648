import type { Cabin } from '@tripsetu/domain/flight-types.ts';
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { AirlinePnrTable, Database } from '../../db/schema.ts';
import type { FlightKey } from './inventory.repo.ts';

type Db = Kysely<Database> | Transaction<Database>;

export type AirlinePnrRow = Selectable<AirlinePnrTable>;

/** One flight of an airline PNR and the seats it keeps there. */
export interface AirlinePnrSegment {
  legIndex: number;
  segmentIndex: number;
  flight: FlightKey;
  carrier: string;
  seats: number;
}

/**
 * Reservations airlines made outside TripSetu (migration 025, decision 026): the inventory's side of
 * Import PNR. Their seats are counted sold in flight_inventory; an import takes the row's lock.
 */
export const airlinePnrsRepo = {
  /** The PNR's row, locked for the caller's transaction. */
  lock: (trx: Transaction<Database>, pnr: string) =>
    trx.selectFrom('airline_pnrs').selectAll().where('pnr', '=', pnr).forUpdate().executeTakeFirst(),

  async segments(source: Db, airlinePnrId: number): Promise<AirlinePnrSegment[]> {
    const rows = await source
      .selectFrom('airline_pnr_segments')
      .selectAll()
      .where('airline_pnr_id', '=', airlinePnrId)
      .orderBy('leg_index')
      .orderBy('segment_index')
      .execute();
    return rows.map((row) => ({
      legIndex: row.leg_index,
      segmentIndex: row.segment_index,
      flight: { scheduleId: row.schedule_id, date: row.flight_date, cabin: row.cabin as Cabin },
      carrier: row.carrier,
      seats: row.seats,
    }));
  },

  async insert(
    trx: Transaction<Database>,
    row: Insertable<AirlinePnrTable>,
    segments: readonly AirlinePnrSegment[],
  ): Promise<number> {
    const { id } = await trx.insertInto('airline_pnrs').values(row).returning('id').executeTakeFirstOrThrow();
    await trx
      .insertInto('airline_pnr_segments')
      .values(
        segments.map((segment) => ({
          airline_pnr_id: id,
          leg_index: segment.legIndex,
          segment_index: segment.segmentIndex,
          schedule_id: segment.flight.scheduleId,
          flight_date: segment.flight.date,
          cabin: segment.flight.cabin,
          carrier: segment.carrier,
          seats: segment.seats,
        })),
      )
      .execute();
    return id;
  },

  markImported: (trx: Transaction<Database>, id: number, bookingId: number, at: Date) =>
    trx
      .updateTable('airline_pnrs')
      .set({ imported_booking_id: bookingId, imported_at: at })
      .where('id', '=', id)
      .execute(),

  markCancelled: (trx: Transaction<Database>, id: number, at: Date) =>
    trx.updateTable('airline_pnrs').set({ cancelled_at: at }).where('id', '=', id).execute(),

  /** Removes a PNR never imported (the demo's, made again for new dates); its segments go with it. */
  remove: (trx: Transaction<Database>, id: number) =>
    trx.deleteFrom('airline_pnrs').where('id', '=', id).where('imported_booking_id', 'is', null).execute(),
};
