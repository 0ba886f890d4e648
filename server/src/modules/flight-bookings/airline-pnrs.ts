import type { BookedTraveller } from '@tripsetu/domain/flight-booking-api.ts';
import type { FlightSearchRequest } from '@tripsetu/domain/flight-search.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { type AirlinePnrSegment, airlinePnrsRepo } from '../flights/airline-pnrs.repo.ts';
import type { FlightsService } from '../flights/flights.service.ts';
import type { FlightInventory } from '../flights/inventory.repo.ts';
import type { ResolveFlights } from './flight-pricing.ts';

/** A traveller on an airline's reservation, as the airline took the name. */
export type AirlineTraveller = Pick<
  BookedTraveller,
  'paxType' | 'title' | 'firstName' | 'lastName' | 'gender' | 'dateOfBirth'
>;

/** What an airline booked outside TripSetu: its PNR, the journeys searched, the travellers and a contact. */
export interface AirlinePnrRequest {
  pnr: string;
  /** The journeys, cabin and fare type; the counts of adults, children and infants match `travellers`. */
  search: FlightSearchRequest;
  travellers: AirlineTraveller[];
  contact: { email: string; mobile: string };
  /** The airline's ticketing time limit (ms); by default two days before the first departure. */
  ticketingTimeLimit?: number;
}

const DAY_MS = 86_400_000;

/**
 * The airlines' side of Import PNR (decision 026): reservations made outside TripSetu, priced with the
 * operator's own fares as the airline would, their seats counted sold under the inventory's row locks.
 * The demo seeds a few (db/seed/airline-pnrs.ts); tests make their own.
 */
export function createAirlinePnrs(deps: {
  db: Kysely<Database>;
  inventory: FlightInventory;
  resolve: ResolveFlights;
  search: FlightsService['search'];
  now: () => number;
}) {
  const { db, inventory } = deps;

  /** The first fare on each journey of one airline's flights (the first journey's, non-stop when it can be). */
  async function fareIdsFor(search: FlightSearchRequest): Promise<string[] | null> {
    const result = await deps.search(search);
    let carrier: string | undefined;
    const ids = result.legs.map((leg) => {
      const single = leg.itineraries.filter(
        (itinerary) => itinerary.carriers.length === 1 && (carrier === undefined || itinerary.carriers[0] === carrier),
      );
      const chosen = single.find((itinerary) => itinerary.stops === 0) ?? single[0];
      carrier ??= chosen?.carriers[0];
      return chosen?.fares[0]?.id;
    });
    return ids.every((id): id is string => id !== undefined) ? ids : null;
  }

  /** Books the request as the airline would: priced now, its seats kept. Null when no flight has the seats. */
  async function create(request: AirlinePnrRequest): Promise<{ id: number; pnr: string } | null> {
    try {
      return await book(request);
    } catch (error) {
      // A search the day no longer allows, or a flight sold out since it was searched: nothing was kept.
      if (error instanceof AppError) return null;
      throw error;
    }
  }

  async function book(request: AirlinePnrRequest): Promise<{ id: number; pnr: string } | null> {
    const fareIds = await fareIdsFor(request.search);
    if (!fareIds) return null;
    const body = { search: request.search, fareIds };
    const made = await db.transaction().execute(async (trx) => {
      const seats = await inventory.lock(trx, deps.resolve(body).flights);
      const resolved = deps.resolve(body, seats);
      const seated = request.search.adults + request.search.children;
      const segments: AirlinePnrSegment[] = resolved.legs.flatMap(({ quoted }, legIndex) =>
        quoted.journey.map((flight, segmentIndex) => ({
          legIndex,
          segmentIndex,
          flight: { scheduleId: flight.schedule.id, date: flight.departureDate, cabin: request.search.cabin },
          carrier: flight.schedule.carrier,
          seats: seated,
        })),
      );
      const firstDeparture = resolved.legs[0]?.quoted.journey[0]?.departureUtc ?? deps.now();
      const travellers: BookedTraveller[] = request.travellers.map((traveller, index) => ({
        ...traveller,
        index,
        passportNumber: '',
        passportExpiryDate: '',
        passportCountryCode: '',
        frequentFlyerNumber: '',
        specialAssistance: false,
        tickets: [],
        legs: resolved.legs.map(() => ({ seats: [], meals: [], baggage: [], services: [] })),
      }));
      const id = await airlinePnrsRepo.insert(
        trx,
        {
          pnr: request.pnr,
          carrier: segments[0]?.carrier ?? '',
          trip_type: request.search.tripType,
          cabin: request.search.cabin,
          fare_type: request.search.fareType,
          international: resolved.international,
          itinerary: JSON.stringify(resolved.legs.map(({ leg }) => leg)),
          travellers: JSON.stringify(travellers),
          fare_rules: JSON.stringify(resolved.fareRules),
          contact: JSON.stringify({ ...request.contact, alternateEmail: '', countryCode: '+91' }),
          first_departure: new Date(firstDeparture),
          ticketing_time_limit: new Date(request.ticketingTimeLimit ?? firstDeparture - 2 * DAY_MS),
        },
        segments,
      );
      await inventory.keepUnassigned(trx, segments);
      return { id, flights: resolved.flights };
    });
    await inventory.refresh(made.flights);
    return { id: made.id, pnr: request.pnr };
  }

  /**
   * The demo's PNRs, kept bookable: each is made if missing, and made again for the dates asked when it
   * was never imported but its time limit has passed (its flight near or gone) or the airline cancelled
   * it, its seats given back first. An imported one is left as the agency has it. Returns the PNRs that
   * can be imported now.
   */
  async function keep(requests: readonly AirlinePnrRequest[]): Promise<string[]> {
    const importable: string[] = [];
    for (const request of requests) {
      const state = await db.transaction().execute(async (trx) => {
        const row = await airlinePnrsRepo.lock(trx, request.pnr);
        if (!row) return { make: true, freed: [] };
        if (row.imported_booking_id !== null) return { make: false, imported: true, freed: [] };
        const lapsed = new Date(row.ticketing_time_limit).getTime() <= deps.now();
        if (row.cancelled_at === null && !lapsed) return { make: false, freed: [] };
        const segments = row.cancelled_at === null ? await airlinePnrsRepo.segments(trx, row.id) : [];
        const freed = await inventory.keepUnassigned(
          trx,
          segments.map(({ flight, seats }) => ({ flight, seats: -seats })),
        );
        await airlinePnrsRepo.remove(trx, row.id);
        return { make: true, freed };
      });
      await inventory.refresh(state.freed);
      if ('imported' in state) continue;
      if (!state.make || (await create(request))) importable.push(request.pnr);
    }
    return importable;
  }

  return { create, keep };
}

export type AirlinePnrs = ReturnType<typeof createAirlinePnrs>;
