import { BOOKING_MSG_DECIDED } from '@tripsetu/domain/flight-booking.ts';
import type { Cabin } from '@tripsetu/domain/flight-types.ts';
import type { SeriesFares } from '@tripsetu/domain/series-fares.ts';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { bookingFailed } from '../bookings/booking-errors.ts';

/** A block on sale, as the search prices it: its fixed fares, baggage and the seats it has left. */
export interface SeriesBlock extends SeriesFares {
  id: number;
  scheduleId: number;
  date: string;
  cabin: Cabin;
  seatsLeft: number;
  checkInKg: number;
}

/** The block on sale for a flight's cabin on a date, if any. */
export type SeriesLookup = (scheduleId: number, date: string, cabin: Cabin) => SeriesBlock | undefined;

/** Seats a booking takes from (> 0) or gives back to (< 0) a block. */
export interface SeriesTake {
  blockId: number;
  seats: number;
}

const keyOf = (scheduleId: number, date: string, cabin: string) => `${scheduleId}|${date}|${cabin}`;

type BlockRow = Selectable<Database['series_fare_blocks']>;

/**
 * Agent series fare blocks (decision 037): the blocks on sale kept in memory, as last committed, for the
 * search to price with; their seats taken and given back under each block's row lock, in id order, so that
 * two bookings racing for a block's last seats cannot both have them.
 */
export function createSeriesBlocks(deps: { db: Kysely<Database> }) {
  const onSale = new Map<string, SeriesBlock>();

  const blockOf = (row: BlockRow): SeriesBlock => ({
    id: row.id,
    scheduleId: row.schedule_id,
    date: row.flight_date,
    cabin: row.cabin as Cabin,
    seatsLeft: row.seats - row.seats_sold,
    adultFarePaise: row.adult_fare_paise,
    childFarePaise: row.child_fare_paise,
    infantFarePaise: row.infant_fare_paise,
    checkInKg: row.check_in_kg,
  });

  /** Puts a block's committed row in memory, or takes it out when it is withdrawn. */
  const keep = (row: BlockRow) => {
    const key = keyOf(row.schedule_id, row.flight_date, row.cabin);
    if (row.withdrawn_at !== null) onSale.delete(key);
    else onSale.set(key, blockOf(row));
  };

  /** Locks the blocks in id order and returns their rows. */
  async function lock(trx: Transaction<Database>, ids: readonly number[]) {
    const rows = [];
    for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
      const row = await trx
        .selectFrom('series_fare_blocks')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (row) rows.push(row);
    }
    return rows;
  }

  async function change(trx: Transaction<Database>, takes: readonly SeriesTake[]) {
    const byBlock = new Map<number, number>();
    for (const take of takes) byBlock.set(take.blockId, (byBlock.get(take.blockId) ?? 0) + take.seats);
    const rows = await lock(trx, [...byBlock.keys()]);
    for (const row of rows) {
      const seats = byBlock.get(row.id) ?? 0;
      if (seats > 0 && (row.withdrawn_at !== null || row.seats - row.seats_sold < seats)) {
        throw bookingFailed(BOOKING_MSG_DECIDED.seatsSoldOut);
      }
      await trx
        .updateTable('series_fare_blocks')
        .set((eb) => ({ seats_sold: eb('seats_sold', '+', seats) }))
        .where('id', '=', row.id)
        .execute();
    }
    if (rows.length < byBlock.size) throw bookingFailed(BOOKING_MSG_DECIDED.fareUnavailable);
  }

  return {
    lookup: ((scheduleId, date, cabin) => onSale.get(keyOf(scheduleId, date, cabin))) as SeriesLookup,

    /** Reads the blocks on sale into memory; at start-up. */
    async load(): Promise<void> {
      const rows = await deps.db
        .selectFrom('series_fare_blocks')
        .selectAll()
        .where('withdrawn_at', 'is', null)
        .execute();
      onSale.clear();
      for (const row of rows) keep(row);
    },

    /** Brings the blocks of these flights up to date in memory, after a transaction that changed them committed. */
    async refresh(flights: readonly { scheduleId: number; date: string; cabin: string }[]): Promise<void> {
      for (const flight of flights) {
        const row = await deps.db
          .selectFrom('series_fare_blocks')
          .selectAll()
          .where('schedule_id', '=', flight.scheduleId)
          .where('flight_date', '=', flight.date)
          .where('cabin', '=', flight.cabin)
          .where('withdrawn_at', 'is', null)
          .executeTakeFirst();
        if (row) keep(row);
        else onSale.delete(keyOf(flight.scheduleId, flight.date, flight.cabin));
      }
    },

    /** Takes seats from blocks under their locks; refused (nothing taken) when one has too few left or is withdrawn. */
    take: (trx: Transaction<Database>, takes: readonly SeriesTake[]) => change(trx, takes),

    /** Gives seats back to their blocks (a release or a cancellation), under the blocks' locks. */
    giveBack: (trx: Transaction<Database>, gives: readonly SeriesTake[]) =>
      change(
        trx,
        gives.filter((give) => give.seats > 0).map((give) => ({ blockId: give.blockId, seats: -give.seats })),
      ),

    lock,
  };
}

export type SeriesBlocks = ReturnType<typeof createSeriesBlocks>;
