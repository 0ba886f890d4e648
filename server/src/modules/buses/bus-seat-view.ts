import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Kept = Map<string, number | null>;
const NONE: ReadonlySet<string> = new Set();

/**
 * The seats kept or sold through TripSetu, in memory, for the search and the seat layout (decision 031): read
 * once at start-up and again for a trip whenever this server blocks, books, cancels or releases its seats, so
 * that a search asks no database. A kept seat counts until its time, checked on each read. The block itself
 * reads the database under its row locks: this view decides what is shown, never what is sold.
 */
export function createBusSeatView(deps: { db: Kysely<Database>; today: () => string }) {
  const byTrip = new Map<string, Kept>();
  // Counts the view's changes: what was worked out from it before a change is worked out again.
  let version = 0;

  function put(
    rows: readonly { trip_id: string; seat_no: string; expires_at: Date | null }[],
    tripIds?: readonly string[],
  ) {
    version += 1;
    for (const tripId of tripIds ?? []) byTrip.delete(tripId);
    for (const row of rows) {
      const kept = byTrip.get(row.trip_id) ?? new Map();
      kept.set(row.seat_no, row.expires_at === null ? null : new Date(row.expires_at).getTime());
      byTrip.set(row.trip_id, kept);
    }
  }

  return {
    /** Every seat kept or sold from today on. */
    async load(): Promise<void> {
      byTrip.clear();
      put(
        await deps.db
          .selectFrom('bus_seats')
          .select(['trip_id', 'seat_no', 'expires_at'])
          .where('journey_date', '>=', deps.today())
          .execute(),
      );
    },

    /** These trips' seats read again, after this server changed them. */
    async refresh(tripIds: readonly string[]): Promise<void> {
      if (tripIds.length === 0) return;
      const rows = await deps.db
        .selectFrom('bus_seats')
        .select(['trip_id', 'seat_no', 'expires_at'])
        .where('trip_id', 'in', tripIds)
        .execute();
      put(rows, tripIds);
    },

    /** How many times the view has changed. */
    version: () => version,

    /** When the next seat kept on this trip is free again, after `at` (ms); Infinity when none is. */
    nextChange(tripId: string, at: number): number {
      let next = Number.POSITIVE_INFINITY;
      for (const until of byTrip.get(tripId)?.values() ?? [])
        if (until !== null && until > at) next = Math.min(next, until);
      return next;
    },

    /** The seats of a trip sold, or kept past `at` (ms). */
    taken(tripId: string, at: number): ReadonlySet<string> {
      const kept = byTrip.get(tripId);
      if (!kept) return NONE;
      const seats = new Set<string>();
      for (const [seatNo, until] of kept) if (until === null || until > at) seats.add(seatNo);
      return seats;
    },
  };
}

export type BusSeatView = ReturnType<typeof createBusSeatView>;
