import type { Cabin } from '@tripsetu/domain/flight-types.ts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { cabinCapacity, presoldSeats, type SoldSeats } from './inventory-supplier.ts';
import type { FlightOnDate } from './network.ts';
import { flightSeats } from './seat-map.ts';
import type { SeriesBlocks, SeriesTake } from './series-blocks.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A flight's cabin on a date: the unit of inventory. */
export interface FlightKey {
  scheduleId: number;
  date: string;
  cabin: Cabin;
}
export const flightKeyOf = (flight: FlightKey) => `${flight.scheduleId}|${flight.date}|${flight.cabin}`;

/** A seat chosen on a flight for one traveller of a booking. */
export interface SeatChoice {
  scheduleId: number;
  date: string;
  seatNo: string;
  travellerIndex: number;
}

/**
 * The operator's flight inventory (issue 7, decision 013): seats sold through TripSetu per flight and
 * cabin (`flight_inventory`, changed only under that row's lock) and the seats chosen
 * (`flight_seat_assignments`, one traveller per seat by the primary key). The counts are also kept in
 * memory, as last committed, for the search to price with. Seats sold from an agent series fare block are
 * counted here too, and in their block (`series`, decision 037), to which a release or cancellation gives them back.
 */
export function createFlightInventory(deps: { db: Kysely<Database>; today: () => string; series: SeriesBlocks }) {
  const { db } = deps;
  const sold = new Map<string, number>();
  const soldSeats: SoldSeats = (scheduleId, date, cabin) => sold.get(`${scheduleId}|${date}|${cabin}`) ?? 0;

  async function assignedSeats(source: Db, flight: FlightKey): Promise<Set<string>> {
    const rows = await source
      .selectFrom('flight_seat_assignments')
      .select('seat_no')
      .where('schedule_id', '=', flight.scheduleId)
      .where('flight_date', '=', flight.date)
      .execute();
    return new Set(rows.map((row) => row.seat_no));
  }

  /** Locks each flight's inventory row, in one order for everyone, and returns its seats sold here. */
  async function lock(trx: Transaction<Database>, flights: readonly FlightKey[]): Promise<SoldSeats> {
    const counts = new Map<string, number>();
    for (const flight of flights) {
      await trx
        .insertInto('flight_inventory')
        .values({ schedule_id: flight.scheduleId, flight_date: flight.date, cabin: flight.cabin, seats_sold: 0 })
        .onConflict((oc) => oc.columns(['schedule_id', 'flight_date', 'cabin']).doNothing())
        .execute();
      const row = await trx
        .selectFrom('flight_inventory')
        .select('seats_sold')
        .where('schedule_id', '=', flight.scheduleId)
        .where('flight_date', '=', flight.date)
        .where('cabin', '=', flight.cabin)
        .forUpdate()
        .executeTakeFirstOrThrow();
      counts.set(flightKeyOf(flight), row.seats_sold);
    }
    return (scheduleId, date, cabin) => counts.get(`${scheduleId}|${date}|${cabin}`) ?? 0;
  }

  /** A flight's seat map: its aircraft's cabin, the seats sold (elsewhere and here) and those assigned. */
  async function seatsOn(
    source: Db,
    flight: { scheduleId: number; aircraft: string; date: string },
    cabin: Cabin,
    soldHere: number,
  ) {
    const capacity = cabinCapacity(flight.aircraft, cabin);
    const presold = presoldSeats(flight.scheduleId, flight.date, cabin, deps.today(), capacity);
    return flightSeats({
      aircraft: flight.aircraft,
      cabin,
      scheduleId: flight.scheduleId,
      date: flight.date,
      soldTotal: presold + soldHere,
      assigned: await assignedSeats(source, { scheduleId: flight.scheduleId, date: flight.date, cabin }),
    });
  }

  /** The seats each cancelled segment sold from a series fare block, to give back to it. */
  async function seriesSeats(
    trx: Transaction<Database>,
    bookingId: number,
    cancelled: readonly { legIndex: number; segmentIndex: number; seated: number }[],
  ): Promise<SeriesTake[]> {
    const rows = await trx
      .selectFrom('flight_booking_segments')
      .select(['leg_index', 'segment_index', 'series_block_id'])
      .where('booking_id', '=', bookingId)
      .where('series_block_id', 'is not', null)
      .execute();
    return cancelled.flatMap(({ legIndex, segmentIndex, seated }) => {
      const row = rows.find((entry) => entry.leg_index === legIndex && entry.segment_index === segmentIndex);
      return row?.series_block_id ? [{ blockId: row.series_block_id, seats: seated }] : [];
    });
  }

  async function addSold(trx: Transaction<Database>, flight: FlightKey, seats: number) {
    await trx
      .updateTable('flight_inventory')
      .set((eb) => ({ seats_sold: eb('seats_sold', '+', seats) }))
      .where('schedule_id', '=', flight.scheduleId)
      .where('flight_date', '=', flight.date)
      .where('cabin', '=', flight.cabin)
      .execute();
  }

  return {
    soldSeats,
    series: deps.series,

    /** Reads the seats sold here into memory; at start-up. */
    async load(): Promise<void> {
      const rows = await db.selectFrom('flight_inventory').selectAll().execute();
      sold.clear();
      for (const row of rows) sold.set(`${row.schedule_id}|${row.flight_date}|${row.cabin}`, row.seats_sold);
    },

    /** Brings the in-memory counts up to date after a transaction that sold or gave back seats has committed. */
    async refresh(flights: readonly FlightKey[]): Promise<void> {
      for (const flight of flights) {
        const row = await db
          .selectFrom('flight_inventory')
          .select('seats_sold')
          .where('schedule_id', '=', flight.scheduleId)
          .where('flight_date', '=', flight.date)
          .where('cabin', '=', flight.cabin)
          .executeTakeFirst();
        sold.set(flightKeyOf(flight), row?.seats_sold ?? 0);
      }
      await deps.series.refresh(flights);
    },

    lock,

    /** The seats of one flight as the seat map shows them, with `soldHere` seats sold through TripSetu. */
    async seatsOf(source: Db, flight: FlightOnDate, cabin: Cabin, soldHere: number) {
      return seatsOn(
        source,
        { scheduleId: flight.schedule.id, aircraft: flight.schedule.aircraft, date: flight.departureDate },
        cabin,
        soldHere,
      );
    },

    /** The same seat map for a flight a booking already holds (its schedule id, aircraft and date). */
    seatsOn,

    /** Sells `seats[i]` seats on `flights[i]` (rows locked by `lock`) and records the seats chosen. */
    async sell(
      trx: Transaction<Database>,
      bookingId: number,
      sales: readonly { flight: FlightKey; seats: number }[],
      choices: readonly SeatChoice[],
    ): Promise<void> {
      if (choices.length > 0) {
        await trx
          .insertInto('flight_seat_assignments')
          .values(
            choices.map((choice) => ({
              schedule_id: choice.scheduleId,
              flight_date: choice.date,
              seat_no: choice.seatNo,
              booking_id: bookingId,
              traveller_index: choice.travellerIndex,
            })),
          )
          .execute();
      }
      for (const sale of sales) await addSold(trx, sale.flight, sale.seats);
    },

    /**
     * Keeps (`seats` > 0) or gives back (< 0) seats with none chosen: an airline's own reservation made
     * outside TripSetu (decision 026). Each flight's count under its row lock, taken in one order.
     */
    async keepUnassigned(
      trx: Transaction<Database>,
      changes: readonly { flight: FlightKey; seats: number }[],
    ): Promise<FlightKey[]> {
      const ordered = [...changes].sort((a, b) => flightKeyOf(a.flight).localeCompare(flightKeyOf(b.flight)));
      await lock(
        trx,
        ordered.map(({ flight }) => flight),
      );
      for (const { flight, seats } of ordered) await addSold(trx, flight, seats);
      return ordered.map(({ flight }) => flight);
    },

    /**
     * Gives some travellers' seats back on sale (a cancellation): each flight's count, under its row lock
     * taken in one order, the booking's segment count, and the seats they had chosen. Returns the flights.
     */
    async giveBackTravellers(
      trx: Transaction<Database>,
      bookingId: number,
      cancelled: readonly {
        flight: FlightKey;
        legIndex: number;
        segmentIndex: number;
        travellers: number[];
        seated: number;
      }[],
    ): Promise<FlightKey[]> {
      const flights = new Map<string, FlightKey & { seats: number }>();
      for (const { flight, seated } of cancelled) {
        const entry = flights.get(flightKeyOf(flight)) ?? { ...flight, seats: 0 };
        entry.seats += seated;
        flights.set(flightKeyOf(flight), entry);
      }
      const ordered = [...flights.values()].sort((a, b) => flightKeyOf(a).localeCompare(flightKeyOf(b)));
      await lock(trx, ordered);
      for (const flight of ordered) if (flight.seats > 0) await addSold(trx, flight, -flight.seats);
      await deps.series.giveBack(trx, await seriesSeats(trx, bookingId, cancelled));
      for (const { flight, legIndex, segmentIndex, travellers, seated } of cancelled) {
        if (seated > 0) {
          await trx
            .updateTable('flight_booking_segments')
            .set((eb) => ({ seats: eb('seats', '-', seated) }))
            .where('booking_id', '=', bookingId)
            .where('leg_index', '=', legIndex)
            .where('segment_index', '=', segmentIndex)
            .execute();
        }
        if (travellers.length === 0) continue;
        await trx
          .deleteFrom('flight_seat_assignments')
          .where('booking_id', '=', bookingId)
          .where('schedule_id', '=', flight.scheduleId)
          .where('flight_date', '=', flight.date)
          .where('traveller_index', 'in', travellers)
          .execute();
      }
      return ordered.map(({ scheduleId, date, cabin }) => ({ scheduleId, date, cabin }));
    },

    /** Gives a booking's seats back on sale (its segments' flights locked in order); returns the flights. */
    async giveBack(trx: Transaction<Database>, bookingId: number): Promise<FlightKey[]> {
      const segments = await trx
        .selectFrom('flight_booking_segments')
        .selectAll()
        .where('booking_id', '=', bookingId)
        .execute();
      const flights = new Map<string, FlightKey & { seats: number }>();
      for (const segment of segments) {
        const key = { scheduleId: segment.schedule_id, date: segment.flight_date, cabin: segment.cabin as Cabin };
        const entry = flights.get(flightKeyOf(key)) ?? { ...key, seats: 0 };
        entry.seats += segment.seats;
        flights.set(flightKeyOf(key), entry);
      }
      const ordered = [...flights.values()].sort((a, b) => flightKeyOf(a).localeCompare(flightKeyOf(b)));
      await lock(trx, ordered);
      for (const flight of ordered) await addSold(trx, flight, -flight.seats);
      await deps.series.giveBack(
        trx,
        segments.flatMap((segment) =>
          segment.series_block_id === null ? [] : [{ blockId: segment.series_block_id, seats: segment.seats }],
        ),
      );
      await trx.deleteFrom('flight_seat_assignments').where('booking_id', '=', bookingId).execute();
      return ordered.map(({ scheduleId, date, cabin }) => ({ scheduleId, date, cabin }));
    },
  };
}

export type FlightInventory = ReturnType<typeof createFlightInventory>;
