import type { BusPrice } from '@tripsetu/domain/bus-booking.ts';
import {
  BUS_MSG_DECIDED,
  type BusSearchAnswer,
  type BusSearchBody,
  type BusTrip,
  validateBusSearch,
} from '@tripsetu/domain/bus-search.ts';
import { toBusWire } from '@tripsetu/domain/bus-wire.ts';
import type { Earnings } from '@tripsetu/domain/commissions.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { KeptJson } from '../../lib/compression.ts';
import { AppError } from '../../lib/errors.ts';
import { busBlocks } from './bus-blocks.ts';
import { createBusSeatView } from './bus-seat-view.ts';
import { busSeatsRepo } from './bus-seats.repo.ts';
import type { BusSupplier, BusTripSeats, TakenSeats } from './supplier.ts';

/** How soon before departure a bus stops being sold online: operators close the chart about then. */
export const BUS_SALES_CLOSE_MINUTES = 30;

const MINUTE = 60_000;
/** The longest a search answer is kept: what this server did not change itself (another server's sales). */
const SEARCH_KEPT_MS = 60_000;
/** The bytes of search answers (about 25 KB each) and layouts (6 KB) kept at most, oldest dropped first. */
const ANSWER_BYTES_KEPT = 64 * 1024 * 1024;
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
  /** What an agency earns on seats by the commission rules; none when not given (tests of search alone). */
  earnings?: (agencyId: number, price: BusPrice) => Earnings | null;
}) {
  const { supplier } = deps;
  const now = deps.now ?? (() => Date.now());
  // The cities served do not change while the server runs: read once, not on every search.
  const cityList = supplier.cities();
  const cityById = new Map(cityList.map((city) => [city.id, city]));
  const open = busSalesOpen(now);
  // What the search and the layout show: the seats kept and sold, from memory (bus-seat-view.ts).
  const view = createBusSeatView({ db: deps.db, today: deps.today });
  const shown: TakenSeats = (tripId) => view.taken(tripId, now());
  // Search answers as JSON, kept while nothing they show can have changed (searchJson).
  // Counted by their JSON: the compressed copies a browser asks for add about a sixth.
  const answers = new Map<string, { json: KeptJson; today: string; version: number; until: number }>();
  let keptBytes = 0;
  function keep(key: string, answer: { json: KeptJson; today: string; version: number; until: number }) {
    keptBytes -= answers.get(key)?.json.json.length ?? 0;
    answers.delete(key);
    for (const [oldest, kept] of answers) {
      if (keptBytes + answer.json.json.length <= ANSWER_BYTES_KEPT) break;
      keptBytes -= kept.json.json.length;
      answers.delete(oldest);
    }
    answers.set(key, answer);
    keptBytes += answer.json.json.length;
  }

  /** A trip still sold and its seats for its layout; 'no longer available' for one that has left or never was. */
  function tripSeats(tripId: string): { trip: BusTrip; layout: BusTripSeats } {
    const trip = supplier.trip(tripId.slice(0, 40), shown);
    if (!trip || !open(trip.departureDate, trip.departureTime)) {
      throw new AppError('NOT_FOUND', BUS_MSG_DECIDED.tripNotFound);
    }
    return { trip, layout: supplier.seats(trip.id, shown) as BusTripSeats };
  }

  /** The seats kept or sold through TripSetu on these trips, read now from the database (for a block). */
  async function takenOn(tripIds: readonly string[]): Promise<TakenSeats> {
    const byTrip = await busSeatsRepo.taken(deps.db, tripIds, new Date(now()));
    return (tripId) => byTrip.get(tripId) ?? new Set();
  }

  /** Buses from one city to another on a date, leaving after the sales close, by departure. */
  async function search(body: BusSearchBody): Promise<BusSearchAnswer> {
    const errors = validateBusSearch(body, deps.today(), (id) => cityById.has(id));
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
    const cityOf = (id: string) => cityById.get(id) as BusSearchAnswer['from'];
    const trips = supplier
      .search(body.from, body.to, body.date, shown)
      .filter((trip) => open(trip.departureDate, trip.departureTime))
      .sort((a, b) => a.departureTime.localeCompare(b.departureTime));
    return { from: cityOf(body.from), to: cityOf(body.to), date: body.date, trips };
  }

  return {
    cities: () => cityList,

    /** Reads the seats kept and sold into memory; at start-up. */
    load: view.load,
    /** After this server changed these trips' seats (a booking, a cancellation, a release). */
    refreshSeats: view.refresh,

    search,

    /**
     * The same answer as JSON text in its wire shape (bus-wire.ts: operators, types and stops sent once), kept
     * as bytes until something it shows can have changed: what the route sends.
     */
    async searchJson(body: BusSearchBody): Promise<KeptJson> {
      const today = deps.today();
      const at = now();
      const key = `${body.from}|${body.to}|${body.date}`;
      const kept = answers.get(key);
      if (kept && kept.today === today && kept.version === view.version() && at < kept.until) return kept.json;
      const answer = await search(body);
      // Kept as UTF-8 bytes (and compressed once): a kept answer is sent as it is, not encoded for each request.
      const json = new KeptJson(Buffer.from(JSON.stringify(toBusWire(answer))));
      // Good until a seat kept on one of its buses is free again, or one of them stops being sold, or a minute.
      let until = at + SEARCH_KEPT_MS;
      for (const trip of answer.trips) {
        until = Math.min(
          until,
          view.nextChange(trip.id, at),
          busDepartureInstant(trip.departureDate, trip.departureTime) - BUS_SALES_CLOSE_MINUTES * MINUTE,
        );
      }
      keep(key, { json, today, version: view.version(), until });
      return json;
    },

    /** One trip as the search lists it, for a seat page opened by its address; 'no longer available' otherwise. */
    trip: async (tripId: string): Promise<BusTrip> => tripSeats(tripId).trip,

    /** A trip's seats for its layout; 'no longer available' for one that has left or never was. */
    seats: async (tripId: string): Promise<BusTripSeats> => tripSeats(tripId).layout,

    /** The same layout as JSON text, kept like a search's answer until a seat on the bus can have changed. */
    async seatsJson(tripId: string): Promise<KeptJson> {
      const today = deps.today();
      const at = now();
      const key = `seats|${tripId}`;
      const kept = answers.get(key);
      if (kept && kept.today === today && kept.version === view.version() && at < kept.until) return kept.json;
      const { trip, layout } = tripSeats(tripId);
      const json = new KeptJson(Buffer.from(JSON.stringify(layout)));
      const until = Math.min(
        at + SEARCH_KEPT_MS,
        view.nextChange(trip.id, at),
        busDepartureInstant(trip.departureDate, trip.departureTime) - BUS_SALES_CLOSE_MINUTES * MINUTE,
      );
      keep(key, { json, today, version: view.version(), until });
      return json;
    },

    // Keeping seats while the agent reviews: bus-blocks.ts.
    ...busBlocks({
      db: deps.db,
      supplier,
      today: deps.today,
      now,
      open,
      taken: takenOn,
      refresh: view.refresh,
      earnings: deps.earnings ?? (() => null),
    }),
  };
}

export type BusesService = ReturnType<typeof createBusesService>;
