import {
  BUS_MSG_DECIDED,
  type BusSearchAnswer,
  type BusSearchBody,
  validateBusSearch,
} from '@tripsetu/domain/bus-search.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { busBlocks } from './bus-blocks.ts';
import { busSeatsRepo } from './bus-seats.repo.ts';
import type { BusSupplier, BusTripSeats, TakenSeats } from './supplier.ts';

/** How soon before departure a bus stops being sold online: operators close the chart about then. */
export const BUS_SALES_CLOSE_MINUTES = 30;

const MINUTE = 60_000;
/** When a bus leaves, ms (India time, where every bus of the inventory runs). */
export const busDepartureInstant = (date: string, hhmm: string) =>
  Date.parse(`${date}T${hhmm.slice(0, 2)}:${hhmm.slice(2, 4)}:00+05:30`);

/** Whether a bus leaving at `date` `time` (India) is still sold at `now()`: until the sales close before it. */
export const busSalesOpen = (now: () => number) => (date: string, time: string) =>
  busDepartureInstant(date, time) > now() + BUS_SALES_CLOSE_MINUTES * MINUTE;

/**
 * Bus search for the agent portal (issue 22, decision 030): the request checked, the supplier asked, buses
 * that leave within BUS_SALES_CLOSE_MINUTES left out; one trip's seats for its layout. Filters and sorts are
 * the results page's (packages/domain/src/bus-search.ts), on the whole answer.
 */
export function createBusesService(deps: {
  db: Kysely<Database>;
  supplier: BusSupplier;
  today: () => string;
  now?: () => number;
}) {
  const { supplier } = deps;
  const now = deps.now ?? (() => Date.now());
  // The cities served do not change while the server runs: read once, not on every search.
  const cityList = supplier.cities();
  const cityById = new Map(cityList.map((city) => [city.id, city]));
  const open = busSalesOpen(now);
  /** The seats kept or sold through TripSetu on these trips, read now. */
  async function takenOn(tripIds: readonly string[]): Promise<TakenSeats> {
    const byTrip = await busSeatsRepo.taken(deps.db, tripIds, new Date(now()));
    return (tripId) => byTrip.get(tripId) ?? new Set();
  }

  return {
    cities: () => cityList,

    async search(body: BusSearchBody): Promise<BusSearchAnswer> {
      const errors = validateBusSearch(body, deps.today(), (id) => cityById.has(id));
      if (Object.keys(errors).length > 0) throw AppError.validation(errors);
      const taken = await takenOn(supplier.tripIds(body.from, body.to, body.date));
      const cityOf = (id: string) => cityById.get(id) as BusSearchAnswer['from'];
      const trips = supplier
        .search(body.from, body.to, body.date, taken)
        .filter((trip) => open(trip.departureDate, trip.departureTime))
        .sort((a, b) => a.departureTime.localeCompare(b.departureTime));
      return { from: cityOf(body.from), to: cityOf(body.to), date: body.date, trips };
    },

    /** A trip's seats for its layout; 'no longer available' for one that has left or never was. */
    async seats(tripId: string): Promise<BusTripSeats> {
      const taken = await takenOn([tripId.slice(0, 40)]);
      const trip = supplier.trip(tripId.slice(0, 40), taken);
      if (!trip || !open(trip.departureDate, trip.departureTime)) {
        throw new AppError('NOT_FOUND', BUS_MSG_DECIDED.tripNotFound);
      }
      return supplier.seats(trip.id, taken) as BusTripSeats;
    },

    // Keeping seats while the agent reviews: bus-blocks.ts.
    ...busBlocks({ db: deps.db, supplier, today: deps.today, now, open, taken: takenOn }),
  };
}

export type BusesService = ReturnType<typeof createBusesService>;
