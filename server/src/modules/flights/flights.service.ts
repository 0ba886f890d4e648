import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { AIRPORTS, groupOf, isAirportCode } from '@tripsetu/domain/airports.ts';
import { addDays, isIsoDate } from '@tripsetu/domain/dates.ts';
import { markupError } from '@tripsetu/domain/fare-summary.ts';
import type {
  AirportShape,
  FlightSearchResult,
  Itinerary,
  SearchLeg,
  TravelCalendar,
} from '@tripsetu/domain/flight-api.ts';
import {
  FLIGHT_MSG,
  type FlightSearchRequest,
  SEARCH_HORIZON_DAYS,
  searchLegs,
  validateFlightSearch,
} from '@tripsetu/domain/flight-search.ts';
import type { Cabin } from '@tripsetu/domain/flight-types.ts';
import { paxCounts, wireLegOf } from '@tripsetu/domain/flight-wire.ts';
import { COMPANY } from '@tripsetu/domain/site-content.ts';
import { EMAIL_REGEX } from '@tripsetu/domain/validation.ts';
import { type Kysely, sql } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { jsonColumn } from '../../lib/json-column.ts';
import { flightResultsMail } from '../documents/flight-results-mail.ts';
import type { MailService } from '../mail/mail.service.ts';
import { inventorySupplier, type SoldSeats } from './inventory-supplier.ts';
import { itinerariesFor, type LegList, legList, lowestAdultFareOf } from './leg-answer.ts';
import { FlightNetwork } from './network.ts';
import { type FlightSupplier, type PricingQuery, paxAmountsOf, type Travellers } from './supplier.ts';

/** Search answers are kept this long: the prices carry the time they were computed (decision 011). */
export const SEARCH_CACHE_MS = 60_000;
/**
 * Priced legs kept at most (the oldest dropped first): enough for the onward and return legs of the
 * busy routes over the next weeks, about 100 KB of heap and 50 KB of JSON bytes each when full.
 */
export const PRICED_LEGS_KEPT = 4_000;
/** Users followed at most by the recent searches' bookkeeping (each map is emptied when it has more). */
const CACHE_ENTRIES = 2_000;
export const RECENT_SEARCHES = 5;
/** Recorded searches wait at most this long to be written, all in one statement (decision 014). */
export const RECENT_SEARCH_FLUSH_MS = 1_000;

export const FLIGHT_MSG_SERVER = {
  monthInvalid: 'Please select a month',
  /** The portal's one wording (agent-messages.ts). */
  emailInvalid: AGENT_MSG.emailInvalid,
} as const;

/** The airports a leg searches at one end: the airport, or its whole group when nearby airports are asked for. */
export const endsOf = (code: string, nearby: boolean) => (nearby ? [...(groupOf(code)?.codes ?? [code])] : [code]);

/** A stable text of a search, to recognise the same search again. */
export function searchKey(request: FlightSearchRequest): string {
  return JSON.stringify([
    request.tripType,
    searchLegs(request).map((leg) => [leg.from, leg.to, leg.date]),
    request.adults,
    request.children,
    request.infants,
    request.cabin,
    request.nearbyAirports,
    request.nonStopOnly,
    request.fareType,
  ]);
}

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
  /** Where flights come from; by default the operator's own, on the schedules `load()` reads. */
  suppliers?: FlightSupplier[];
}) {
  const now = deps.now ?? (() => Date.now());
  let network = new FlightNetwork([]);
  /** The operator's own flights: one instance, which the search asks and the bookings price again. */
  const ownInventory = inventorySupplier({ network: () => network, today: deps.today, now, soldSeats: deps.soldSeats });
  const suppliers = deps.suppliers ?? [ownInventory];
  /** A leg's JSON as the agent portal's search sends it, as UTF-8 bytes. */
  type LegJson = { leg: Buffer; fareRules: Buffer };
  /**
   * A leg priced for any travellers, when it was priced, and what searches of it are answered from: its
   * list (leg-answer.ts), the only part of the supplier's answer kept (the itineraries in no party's
   * cheapest 100, and the rules none of the list names, are dropped: 6 % of a full cache's heap under
   * the cold replay); then, each made when first asked for, the list's JSON per set of passenger types
   * travelling, and its itineraries as objects per traveller mix (`search`: the consumer site and
   * e-mailed results; the agent portal asks only for JSON).
   */
  type PricedAnswer = {
    list: LegList;
    at: number;
    json?: Map<string, LegJson>;
    objects?: Map<string, Itinerary[]>;
  };
  /**
   * The leg as the agent portal's search sends it (flight-wire.ts): its members `"flights":…,
   * "baggage":…,"itineraries":…` and its fare rules' members, made once per priced leg and set of
   * passenger types travelling, whatever their counts. Kept as bytes, outside the JavaScript heap: the
   * collector neither copies nor marks them, and a leg asked again is not encoded again.
   */
  const jsonOf = (answer: PricedAnswer, travellers: Travellers): LegJson => {
    const paxTypes = paxCounts(travellers).map(([paxType]) => paxType);
    const key = paxTypes.join();
    answer.json ??= new Map();
    let json = answer.json.get(key);
    if (!json) {
      const { list } = answer;
      const leg = wireLegOf(list.itineraries, (fare) => paxTypes.map((paxType) => paxAmountsOf(fare, paxType)));
      json = {
        leg: Buffer.from(JSON.stringify(leg).slice(1, -1)),
        fareRules: Buffer.from(JSON.stringify(list.fareRules).slice(1, -1)),
      };
      answer.json.set(key, json);
    }
    return json;
  };
  /** A leg's itineraries for the travellers as objects, kept once asked for. */
  const objectsOf = (answer: PricedAnswer, travellers: Travellers): Itinerary[] => {
    const key = `${travellers.adults}/${travellers.children}/${travellers.infants}`;
    answer.objects ??= new Map();
    let itineraries = answer.objects.get(key);
    if (!itineraries) {
      itineraries = itinerariesFor(answer.list, travellers);
      answer.objects.set(key, itineraries);
    }
    return itineraries;
  };
  /** Priced legs by their query without the travellers: searches of a leg differ mostly in those. */
  const pricedLegs = new Map<string, PricedAnswer>();
  /** Keeps a priced leg, dropping the oldest one when PRICED_LEGS_KEPT are kept. */
  const remember = (key: string, entry: PricedAnswer) => {
    if (pricedLegs.size >= PRICED_LEGS_KEPT) pricedLegs.delete(pricedLegs.keys().next().value as string);
    pricedLegs.set(key, entry);
  };
  /** Each user's newest recorded search and when it was recorded. */
  const lastRecorded = new Map<number, { key: string; at: number }>();
  type PendingSearch = { key: string; search: string; at: number };
  /** Searches recorded but not yet written: each user's newest different ones, oldest first. */
  let pending = new Map<number, PendingSearch[]>();
  let flushTimer: NodeJS.Timeout | undefined;
  /** The write under way; each flush waits for the one before, so that writes land in order. */
  let writing: Promise<void> = Promise.resolve();
  /** The newest time written for each user, so that two searches of one user never share a time. */
  const lastWrittenAt = new Map<number, number>();
  /** Rows each user has had written since their list was last trimmed to RECENT_SEARCHES. */
  const writtenSinceTrim = new Map<number, number>();

  /** Every supplier's itineraries for a leg, priced per passenger (cached for SEARCH_CACHE_MS). */
  function pricedLeg(query: PricingQuery): PricedAnswer {
    const key = JSON.stringify(query);
    const time = now();
    const hit = pricedLegs.get(key);
    if (hit && time - hit.at < SEARCH_CACHE_MS) return hit;
    const priced = suppliers.map((supplier) => supplier.priceLeg(query));
    const entry: PricedAnswer = {
      at: time,
      list: legList({
        itineraries: priced.flatMap((leg) => leg.itineraries),
        fareRules: Object.assign({}, ...priced.map((leg) => leg.fareRules)),
      }),
    };
    remember(key, entry);
    return entry;
  }

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
      const answer = pricedLeg({
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

  async function search(request: FlightSearchRequest): Promise<FlightSearchResult> {
    const answers = answerLegs(request);
    const travellers = travellersOf(request);
    const legs: SearchLeg[] = answers.map(({ wanted, fromAirports, toAirports, answer }) => ({
      ...wanted,
      fromAirports,
      toAirports,
      itineraries: objectsOf(answer, travellers),
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
    const texts = answers.map(({ answer }) => jsonOf(answer, travellers));
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

  /** Writes recorded searches: one upsert for all, and a trim of the users with enough new rows. */
  async function writeSearches(batch: Map<number, PendingSearch[]>): Promise<void> {
    const rows = [...batch].flatMap(([agentUserId, searches]) =>
      searches.map((searched) => {
        const at = Math.max(searched.at, (lastWrittenAt.get(agentUserId) ?? 0) + 1);
        lastWrittenAt.set(agentUserId, at);
        return {
          agent_user_id: agentUserId,
          search_key: searched.key,
          search: searched.search,
          created_at: new Date(at),
        };
      }),
    );
    if (lastWrittenAt.size > CACHE_ENTRIES) lastWrittenAt.clear();
    if (rows.length === 0) return;
    await deps.db
      .insertInto('flight_recent_searches')
      .values(rows)
      .onConflict((oc) =>
        oc
          .columns(['agent_user_id', 'search_key'])
          .doUpdateSet((eb) => ({ created_at: eb.ref('excluded.created_at') })),
      )
      .execute();
    const toTrim: number[] = [];
    for (const [agentUserId, searches] of batch) {
      const written = (writtenSinceTrim.get(agentUserId) ?? 0) + searches.length;
      if (written < RECENT_SEARCHES) writtenSinceTrim.set(agentUserId, written);
      else {
        writtenSinceTrim.delete(agentUserId);
        toTrim.push(agentUserId);
      }
    }
    if (writtenSinceTrim.size > CACHE_ENTRIES) writtenSinceTrim.clear();
    if (toTrim.length === 0) return;
    // An agent who searches through the API and never reads the list still keeps only a few rows.
    await deps.db
      .deleteFrom('flight_recent_searches')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom((ranked) =>
            ranked
              .selectFrom('flight_recent_searches')
              .select([
                'id',
                sql<number>`row_number() over (partition by agent_user_id order by created_at desc, id desc)`.as(
                  'place',
                ),
              ])
              .where('agent_user_id', 'in', toTrim)
              .as('ranked'),
          )
          .select('ranked.id')
          .where('ranked.place', '>', RECENT_SEARCHES),
      )
      .execute();
  }

  /** Writes every recorded search now (after any write under way); errors are logged, not thrown. */
  function flushRecentSearches(): Promise<void> {
    clearTimeout(flushTimer);
    flushTimer = undefined;
    const batch = pending;
    pending = new Map();
    writing = writing
      .then(() => writeSearches(batch))
      .catch((error) => deps.logger.error({ err: error }, 'recent flight searches not written'));
    return writing;
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
      pricedLegs.clear();
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

    /** The lowest one-adult fare of each day of a month on a route, and when it was computed. */
    calendar(input: { from: string; to: string; month: string; cabin: Cabin }): TravelCalendar {
      const from = input.from.trim().toUpperCase();
      const to = input.to.trim().toUpperCase();
      const errors: Record<string, string> = {};
      if (!isAirportCode(from))
        errors.from = from === '' ? FLIGHT_MSG.originRequired : 'Please select an airport from the list';
      if (!isAirportCode(to))
        errors.to = to === '' ? FLIGHT_MSG.destinationRequired : 'Please select an airport from the list';
      else if (from === to) errors.to = FLIGHT_MSG.sameOriginDestination;
      if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(input.month)) errors.month = FLIGHT_MSG_SERVER.monthInvalid;
      if (Object.keys(errors).length > 0) throw AppError.validation(errors);
      const today = deps.today();
      const horizon = addDays(today, SEARCH_HORIZON_DAYS);
      const days: TravelCalendar['days'] = [];
      for (let date = `${input.month}-01`; date.startsWith(input.month); date = addDays(date, 1)) {
        if (!isIsoDate(date) || date < today || date > horizon) {
          days.push({ date, lowestPaise: null, computedAt: null });
          continue;
        }
        const answer = pricedLeg({
          from: [from],
          to: [to],
          date,
          cabin: input.cabin,
          fareType: 'REGULAR',
          nonStopOnly: false,
        });
        const lowestPaise = lowestAdultFareOf(answer.list);
        days.push({ date, lowestPaise, computedAt: new Date(answer.at).toISOString() });
      }
      return { from, to, month: input.month, days };
    },

    /**
     * Remembers a search that answered, for the user's recent searches, off the search's path: kept in
     * memory and written with the others within RECENT_SEARCH_FLUSH_MS, in one statement (decision 014).
     */
    async recordSearch(agentUserId: number, request: FlightSearchRequest): Promise<void> {
      // The user's newest search again within a minute (a reload, a day on the calendar and back)
      // changes nothing worth a write.
      const key = searchKey(request);
      const time = now();
      const last = lastRecorded.get(agentUserId);
      if (last?.key === key && time - last.at < SEARCH_CACHE_MS) return;
      if (lastRecorded.size >= CACHE_ENTRIES) lastRecorded.clear();
      lastRecorded.set(agentUserId, { key, at: time });
      // Only the newest few different searches of a user can make the list: older ones are not kept.
      const waiting = (pending.get(agentUserId) ?? []).filter((searched) => searched.key !== key);
      waiting.push({ key, search: JSON.stringify(request), at: time });
      pending.set(agentUserId, waiting.slice(-RECENT_SEARCHES));
      flushTimer ??= setTimeout(() => void flushRecentSearches(), RECENT_SEARCH_FLUSH_MS).unref();
    },

    flushRecentSearches,

    async recentSearches(agentUserId: number): Promise<FlightSearchRequest[]> {
      await flushRecentSearches();
      const newest = deps.db
        .selectFrom('flight_recent_searches')
        .select('id')
        .where('agent_user_id', '=', agentUserId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(RECENT_SEARCHES);
      await deps.db
        .deleteFrom('flight_recent_searches')
        .where('agent_user_id', '=', agentUserId)
        .where('id', 'not in', newest)
        .execute();
      const rows = await deps.db
        .selectFrom('flight_recent_searches')
        .select('search')
        .where('agent_user_id', '=', agentUserId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(RECENT_SEARCHES)
        .execute();
      return rows.map((row) => jsonColumn<FlightSearchRequest>(row.search));
    },

    /** E-mails chosen itineraries of a search (or the five cheapest of each leg) with their fares. */
    async emailResults(input: {
      to: string;
      search: FlightSearchRequest;
      itineraryIds: string[];
      /** The agent who sends them: replies go to them; their agency's name heads the mail. */
      sentBy: { name: string; email: string; agencyId: number | null };
      /** The agency's markup per booking, in every price quoted (the customer reads only totals). */
      markupPaise: number;
    }) {
      const to = input.to.trim();
      if (!EMAIL_REGEX.test(to) || to.length > 100) throw AppError.validation({ to: FLIGHT_MSG_SERVER.emailInvalid });
      const markup = input.markupPaise;
      const markupProblem = markupError(markup);
      if (markupProblem) throw AppError.validation({ markupPaise: markupProblem });
      const agency =
        input.sentBy.agencyId === null
          ? undefined
          : await deps.db
              .selectFrom('agencies')
              .select('company_name')
              .where('id', '=', input.sentBy.agencyId)
              .executeTakeFirst();
      const seller = agency?.company_name ?? COMPANY.legalName;
      const result = await search(input.search);
      const mail = flightResultsMail({
        seller,
        sentBy: input.sentBy.name,
        result,
        itineraryIds: input.itineraryIds,
        markupPaise: markup,
      });
      try {
        await deps.mail.enqueue(deps.db, {
          to,
          ...mail,
          sender: agency ? { name: seller, replyTo: input.sentBy.email } : undefined,
          reference: 'flight-results',
        });
      } catch (error) {
        deps.logger.error({ err: error }, 'flight results e-mail failed');
        throw new AppError('UNAVAILABLE', FLIGHT_MSG.emailFailed);
      }
      return { message: FLIGHT_MSG.emailSent };
    },
  };
}

export type FlightsService = ReturnType<typeof createFlightsService>;
