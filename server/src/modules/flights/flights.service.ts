import { AIRPORTS, groupOf, isAirportCode } from '@tripsetu/domain/airports.ts';
import type { AirportShape, FlightSearchResult, SearchLeg } from '@tripsetu/domain/flight-api.ts';
import { type FlightSearchRequest, searchLegs, validateFlightSearch } from '@tripsetu/domain/flight-search.ts';
import type { Cabin } from '@tripsetu/domain/flight-types.ts';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { MailService } from '../mail/mail.service.ts';
import { inventorySupplier, type SoldSeats } from './inventory-supplier.ts';
import { FlightNetwork } from './network.ts';
import { createPricedLegs, type LegJson, type PricedAnswer } from './priced-legs.ts';
import { createRecentSearches } from './recent-searches.ts';
import { emailFlightResults, RESULTS_MAIL_MSG } from './results-mail.ts';
import type { SeriesLookup } from './series-blocks.ts';
import type { FlightSupplier, Travellers } from './supplier.ts';
import { CALENDAR_MSG, travelCalendar } from './travel-calendar.ts';

export const FLIGHT_MSG_SERVER = { ...CALENDAR_MSG, ...RESULTS_MAIL_MSG } as const;

export { PRICED_LEGS_KEPT, SEARCH_CACHE_MS } from './priced-legs.ts';
export { RECENT_SEARCH_FLUSH_MS, RECENT_SEARCHES, searchKey } from './recent-searches.ts';

/** The airports a leg searches at one end: the airport, or its whole group when nearby airports are asked for. */
export const endsOf = (code: string, nearby: boolean) => (nearby ? [...(groupOf(code)?.codes ?? [code])] : [code]);

/**
 * Flight search for agents and travellers (issue 6): the schedules of flight_schedules in memory, one
 * or more suppliers asked per leg, answers cached for a minute, the travel calendar, the agent's recent
 * searches and e-mailed results.
 */
export function createFlightsService(deps: {
  db: Kysely<Database>;
  mail: MailService;
  logger: Logger;
  today: () => string;
  now?: () => number;
  /** Seats sold through TripSetu per flight (flights/inventory.repo.ts keeps them; issue 7). */
  soldSeats?: SoldSeats;
  /** The agent series fare blocks on sale (series-blocks.ts; decision 037). */
  seriesFares?: SeriesLookup;
  /** Where flights come from; by default the operator's own, on the schedules `load()` reads. */
  suppliers?: FlightSupplier[];
}) {
  const now = deps.now ?? (() => Date.now());
  let network = new FlightNetwork([]);
  /** The operator's own flights: one instance, which the search asks and the bookings price again. */
  const ownInventory = inventorySupplier({
    network: () => network,
    today: deps.today,
    now,
    soldSeats: deps.soldSeats,
    seriesFares: deps.seriesFares,
  });
  const suppliers = deps.suppliers ?? [ownInventory];
  const priced = createPricedLegs({ suppliers: () => suppliers, now });
  const recent = createRecentSearches({ db: deps.db, logger: deps.logger, now });

  function validated(request: FlightSearchRequest) {
    const errors = validateFlightSearch(request, deps.today(), isAirportCode);
    if (Object.keys(errors).length > 0) throw AppError.validation(errors as Record<string, string>);
  }

  /** Each leg of a validated search, answered (from the cache when it is fresh). */
  function answerLegs(request: FlightSearchRequest) {
    validated(request);
    return searchLegs(request).map((wanted) => {
      const fromAirports = endsOf(wanted.from, request.nearbyAirports);
      const toAirports = endsOf(wanted.to, request.nearbyAirports);
      const answer = priced.priced({
        from: fromAirports,
        to: toAirports,
        date: wanted.date,
        cabin: request.cabin,
        fareType: request.fareType,
        nonStopOnly: request.nonStopOnly,
      });
      return { wanted, fromAirports, toAirports, answer };
    });
  }

  const travellersOf = (request: FlightSearchRequest): Travellers => ({
    adults: request.adults,
    children: request.children,
    infants: request.infants,
  });

  const computedAtOf = (answers: { answer: PricedAnswer }[]) =>
    new Date(Math.min(...answers.map(({ answer }) => answer.at))).toISOString();

  /**
   * A search's answer as objects: for travellers and what is sold again or quoted, without the agents' series
   * fares unless `withSeries` (an agent's e-mailed results).
   */
  async function search(request: FlightSearchRequest, withSeries = false): Promise<FlightSearchResult> {
    const answers = answerLegs(request);
    const travellers = travellersOf(request);
    const legs: SearchLeg[] = answers.map(({ wanted, fromAirports, toAirports, answer }) => ({
      ...wanted,
      fromAirports,
      toAirports,
      itineraries: priced.objectsOf(answer, travellers, withSeries),
    }));
    return {
      legs,
      travellers,
      cabin: request.cabin,
      fareType: request.fareType,
      computedAt: computedAtOf(answers),
      fareRules: Object.assign({}, ...answers.map(({ answer }) => answer.list.fareRules)),
    };
  }

  /**
   * The same answer as `search`, as the agent portal's route sends it (FlightSearchWire: what repeats is
   * sent once; `expandSearchResult` gives back `search`'s answer), put together from each leg's JSON
   * made once for any number of travellers, so that a leg searched before costs no serialising.
   */
  async function searchJson(request: FlightSearchRequest): Promise<Buffer> {
    const answers = answerLegs(request);
    const travellers = travellersOf(request);
    const texts = answers.map(({ answer }) => priced.jsonOf(answer, travellers));
    const parts: (string | Buffer)[] = ['{"legs":['];
    answers.forEach(({ wanted, fromAirports, toAirports }, index) => {
      const head = JSON.stringify({ ...wanted, fromAirports, toAirports });
      parts.push(`${index > 0 ? ',' : ''}${head.slice(0, -1)},`, (texts[index] as LegJson).leg, '}');
    });
    const tail = JSON.stringify({
      travellers,
      cabin: request.cabin,
      fareType: request.fareType,
      computedAt: computedAtOf(answers),
    });
    parts.push(`],${tail.slice(1, -1)},"fareRules":{`);
    const rules = texts.map((text) => text.fareRules).filter((rule) => rule.length > 0);
    for (const [index, rule] of rules.entries()) parts.push(index > 0 ? ',' : '', rule);
    parts.push('}}');
    return Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part)));
  }

  return {
    ownInventory,

    /** Reads the schedules into memory; at start-up, and after the schedules change. */
    async load(): Promise<number> {
      const rows = await deps.db.selectFrom('flight_schedules').selectAll().execute();
      network = new FlightNetwork(
        rows.map((row) => ({
          id: row.id,
          carrier: row.carrier,
          flightNumber: row.flight_number,
          origin: row.origin,
          destination: row.destination,
          departureTime: row.departure_time,
          arrivalTime: row.arrival_time,
          arrivalDayOffset: row.arrival_day_offset,
          durationMinutes: row.duration_minutes,
          weekdays: [...row.weekdays].map(Number),
          validFrom: row.valid_from,
          validTo: row.valid_to,
          aircraft: row.aircraft,
          departureTerminal: row.departure_terminal,
          arrivalTerminal: row.arrival_terminal,
        })),
      );
      priced.clear();
      return network.size;
    },

    airports(): AirportShape[] {
      return AIRPORTS.map((airport) => ({
        code: airport.code,
        name: airport.name,
        city: airport.city,
        country: airport.country,
        countryCode: airport.countryCode,
        group: groupOf(airport.code)?.name ?? null,
      }));
    },

    /** The schedules in memory, for the bookings' quotes. */
    network: () => network,

    search,
    searchJson,

    /** Forgets the priced legs, so that the next search prices a series fare block added or withdrawn. */
    forgetPriced: () => priced.clear(),

    /** The lowest one-adult fare of each day of a month on a route, and when it was computed. */
    calendar: (input: { from: string; to: string; month: string; cabin: Cabin }) =>
      travelCalendar(input, { today: deps.today(), priced: priced.priced }),

    recordSearch: recent.record,
    flushRecentSearches: recent.flush,

    recentSearches: recent.list,

    /** E-mails chosen itineraries of a search (or the five cheapest of each leg) with their fares. */
    emailResults: (input: Parameters<typeof emailFlightResults>[1]) =>
      emailFlightResults(
        { db: deps.db, mail: deps.mail, logger: deps.logger, search: (request) => search(request, true) },
        input,
      ),
  };
}

export type FlightsService = ReturnType<typeof createFlightsService>;
