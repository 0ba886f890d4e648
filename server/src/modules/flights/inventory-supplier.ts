import { aircraftByCode, seatCount } from '@tripsetu/domain/aircraft.ts';
import { daysBetween } from '@tripsetu/domain/dates.ts';
import type { FareRules, Itinerary } from '@tripsetu/domain/flight-api.ts';
import {
  BOOKING_CLASSES,
  CABIN_BAGGAGE_KG,
  FARE_FAMILIES,
  type FamilySpec,
  type FareInput,
  fareAmounts,
  fareRules,
  INFANT_CHECK_IN_KG,
  isRefundable,
} from '@tripsetu/domain/flight-fares.ts';
import { FARE_TYPES, type FareType, SPECIAL_FARES } from '@tripsetu/domain/flight-search.ts';
import type { Cabin } from '@tripsetu/domain/flight-types.ts';
import { specialTermsOf } from '@tripsetu/domain/flight-wire.ts';
import {
  SERIES_BOOKING_CLASS,
  SERIES_FARE_FAMILY,
  SERIES_FARE_RULES,
  seriesFareAmounts,
} from '@tripsetu/domain/series-fares.ts';
import { itineraryFor } from './leg-answer.ts';
import type { FlightNetwork, FlightOnDate } from './network.ts';
import { segmentOf, segmentPricing } from './segments.ts';
import type { SeriesLookup } from './series-blocks.ts';
import {
  type FlightSupplier,
  type LegQuery,
  type PricedFare,
  type PricedItinerary,
  type PricingQuery,
  paxPricesOf,
} from './supplier.ts';

/** Flights further off than this from now are not sold on the day (check-in closes). */
export const SAME_DAY_CUTOFF_MINUTES = 120;
export const MAX_SEATS_SHOWN = 9;

/** A small stable hash of a text (FNV-1a), for deterministic demo demand and the seat maps' order. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * The share of a cabin's seats sold before anyone books here: it grows as the day nears, and moves
 * by up to ±12 points from flight to flight, the same every time it is asked (decision 011).
 */
export function presoldShare(scheduleId: number, date: string, cabin: Cabin, daysOut: number): number {
  const base =
    daysOut >= 60 ? 0.12 : daysOut >= 30 ? 0.3 : daysOut >= 14 ? 0.48 : daysOut >= 7 ? 0.6 : daysOut >= 2 ? 0.74 : 0.85;
  const jitter = ((hash(`${scheduleId}|${date}|${cabin}`) % 1000) / 1000) * 0.24 - 0.12;
  const premium = cabin === 'ECONOMY' ? 1 : 0.8;
  return Math.min(0.97, Math.max(0, (base + jitter) * premium));
}

/** A short id for a rule set, the same for the same rules (rule sets are shared objects, so it is kept). */
const RULE_IDS = new WeakMap<FareRules, string>();
function idOfRules(rules: FareRules): string {
  let id = RULE_IDS.get(rules);
  if (!id) {
    id = `R${hash(JSON.stringify(rules)).toString(36)}`;
    RULE_IDS.set(rules, id);
  }
  return id;
}

const itineraryIdOf = (journey: readonly FlightOnDate[]) =>
  `${journey.map((flight) => `${flight.schedule.carrier}-${flight.schedule.flightNumber}`).join('|')}@${journey[0]?.departureDate}`;

/** A quoted itinerary, its fare rules, and its flights on their dates. */
export interface Quoted {
  itinerary: Itinerary;
  fareRules: Record<string, FareRules>;
  journey: FlightOnDate[];
}

/** Seats of a flight's cabin, from its aircraft's layout (0 when the aircraft has no such cabin). */
export function cabinCapacity(aircraft: string, cabin: Cabin): number {
  const type = aircraftByCode(aircraft);
  return type ? seatCount(type, cabin) : 0;
}

/** Seats of a cabin sold before anyone books here on `today` (decision 011). */
export function presoldSeats(scheduleId: number, date: string, cabin: Cabin, today: string, capacity: number): number {
  return Math.round(capacity * presoldShare(scheduleId, date, cabin, daysBetween(today, date)));
}

/**
 * The baggage allowance with a check-in weight, and each fare type's special-fare terms: one object
 * each, shared by every fare that has them (a full leg cache holds a few hundred thousand fares).
 */
const ALLOWANCES = new Map<number, PricedFare['baggage']>();
function allowanceOf(checkInKg: number): PricedFare['baggage'] {
  let allowance = ALLOWANCES.get(checkInKg);
  if (!allowance) {
    allowance = Object.freeze({ cabinKg: CABIN_BAGGAGE_KG, checkInKg, infantCheckInKg: INFANT_CHECK_IN_KG });
    ALLOWANCES.set(checkInKg, allowance);
  }
  return allowance;
}
const SPECIAL_TERMS = Object.fromEntries(
  FARE_TYPES.map((fareType) => [fareType, Object.freeze(specialTermsOf(fareType))]),
) as Record<FareType, PricedFare['special']>;

/** Seats sold through TripSetu on a flight's cabin. */
export type SoldSeats = (scheduleId: number, date: string, cabin: Cabin) => number;

/** The operator's own flights: the schedule network, priced by flight-fares.ts. */
export function inventorySupplier(deps: {
  network: () => FlightNetwork;
  today: () => string;
  now: () => number;
  /** Seats sold through TripSetu on a flight (flight_inventory, kept in memory by the bookings). */
  soldSeats?: SoldSeats;
  /** The agent series fare block on sale for a flight's cabin (decision 037). */
  seriesFares?: SeriesLookup;
}): FlightSupplier & {
  /**
   * One itinerary of a search again, priced now (the quote before booking). `soldSeats` overrides the
   * supplier's own count, e.g. with the rows a booking holds locked. Null when it no longer flies or
   * has too few seats.
   */
  quote(query: LegQuery, itineraryId: string, soldSeats?: SoldSeats): Quoted | null;
} {
  /** Days from today to each departure date asked, for the day they were worked out on. */
  let daysOutOn = { today: '', byDate: new Map<string, number>() };
  const daysOutOf = (today: string, date: string) => {
    if (daysOutOn.today !== today) daysOutOn = { today, byDate: new Map() };
    let days = daysOutOn.byDate.get(date);
    if (days === undefined) {
      days = daysBetween(today, date);
      daysOutOn.byDate.set(date, days);
    }
    return days;
  };

  /**
   * A journey's fares for any number of travellers: each passenger type's price, and the fewest seats
   * left on its flights. Null when an aircraft has no such cabin.
   */
  function pricedFares(
    journey: FlightOnDate[],
    query: PricingQuery,
    today: string,
    ruleBook: Map<string, FareRules>,
    soldSeats: SoldSeats | undefined,
  ): PricedFare[] | null {
    const daysOut = daysOutOf(today, journey[0]?.departureDate ?? today);
    let loadFactor = 0;
    let seatsLeft = Number.POSITIVE_INFINITY;
    for (const flight of journey) {
      const aircraft = aircraftByCode(flight.schedule.aircraft);
      const capacity = aircraft ? seatCount(aircraft, query.cabin) : 0;
      if (capacity === 0) return null;
      const share = presoldShare(flight.schedule.id, flight.departureDate, query.cabin, daysOut);
      const sold =
        Math.round(capacity * share) + (soldSeats?.(flight.schedule.id, flight.departureDate, query.cabin) ?? 0);
      loadFactor = Math.max(loadFactor, Math.min(1, sold / capacity));
      seatsLeft = Math.min(seatsLeft, Math.max(0, capacity - sold));
    }
    const segments = journey.map(segmentPricing);
    const families: FamilySpec[] =
      query.fareType === 'REGULAR'
        ? [...FARE_FAMILIES[query.cabin]]
        : [
            {
              ...(FARE_FAMILIES.ECONOMY[0] as FamilySpec),
              name: `${SPECIAL_FARES[query.fareType].label} Fare`,
              checkInKg:
                (FARE_FAMILIES.ECONOMY[0] as FamilySpec).checkInKg + SPECIAL_FARES[query.fareType].extraCheckInKg,
            },
          ];
    const classes = BOOKING_CLASSES[query.cabin];
    const bucket = Math.min(classes.length - 1, Math.floor(loadFactor * classes.length));
    const fares = families.map((family, index): PricedFare => {
      // Fares move by booking class, as airlines' do: the share sold is priced at its bucket's floor,
      // so the next seat sells at the same price until the class closes (decision 013).
      const input: FareInput = {
        segments,
        cabin: query.cabin,
        family,
        fareType: query.fareType,
        daysToDeparture: daysOut,
        loadFactor: bucket / classes.length,
        taxDay: today,
      };
      const amounts = fareAmounts(input);
      const rules = fareRules(input, amounts.ADT);
      const rulesId = idOfRules(rules);
      if (!ruleBook.has(rulesId)) ruleBook.set(rulesId, rules);
      return {
        family: family.name,
        cabin: query.cabin,
        bookingClass: classes[Math.min(classes.length - 1, bucket + index)] as string,
        seatsLeft: Math.min(MAX_SEATS_SHOWN, seatsLeft),
        refundable: isRefundable(rules),
        baggage: allowanceOf(family.checkInKg),
        fareType: query.fareType,
        special: SPECIAL_TERMS[query.fareType],
        prices: paxPricesOf(amounts),
        rulesId,
      };
    });
    const series = seriesFareOf(journey, query, today, ruleBook);
    if (series) fares.push(series);
    return fares;
  }

  /**
   * The series fare of a one-flight journey whose flight has a block on sale in the cabin asked (regular fares
   * only: a block's fixed fare is never a student's or a senior's discount), with the block's seats left.
   */
  function seriesFareOf(
    journey: FlightOnDate[],
    query: PricingQuery,
    today: string,
    ruleBook: Map<string, FareRules>,
  ): PricedFare | null {
    const flight = journey[0];
    if (!flight || journey.length !== 1 || query.fareType !== 'REGULAR' || !deps.seriesFares) return null;
    const block = deps.seriesFares(flight.schedule.id, flight.departureDate, query.cabin);
    if (!block || block.seatsLeft <= 0) return null;
    const rulesId = idOfRules(SERIES_FARE_RULES);
    if (!ruleBook.has(rulesId)) ruleBook.set(rulesId, SERIES_FARE_RULES);
    return {
      family: SERIES_FARE_FAMILY,
      cabin: query.cabin,
      bookingClass: SERIES_BOOKING_CLASS,
      seatsLeft: Math.min(MAX_SEATS_SHOWN, block.seatsLeft),
      refundable: false,
      baggage: allowanceOf(block.checkInKg),
      fareType: 'REGULAR',
      special: null,
      prices: paxPricesOf(seriesFareAmounts(block, segmentPricing(flight), query.cabin, today)),
      rulesId,
    };
  }

  function toPricedItinerary(
    journey: FlightOnDate[],
    query: PricingQuery,
    today: string,
    ruleBook: Map<string, FareRules>,
    soldSeats: SoldSeats | undefined = deps.soldSeats,
  ): PricedItinerary | null {
    const id = itineraryIdOf(journey);
    const fares = pricedFares(journey, query, today, ruleBook, soldSeats);
    if (!fares) return null;
    const first = journey[0] as FlightOnDate;
    const last = journey[journey.length - 1] as FlightOnDate;
    return {
      id,
      segments: journey.map((flight, index) => {
        const previous = journey[index - 1];
        const segment = segmentOf(flight);
        return previous
          ? { ...segment, layoverMinutes: Math.round((flight.departureUtc - previous.arrivalUtc) / 60_000) }
          : segment;
      }),
      stops: journey.length - 1,
      durationMinutes: Math.round((last.arrivalUtc - first.departureUtc) / 60_000),
      carriers: [...new Set(journey.map((flight) => flight.schedule.carrier))],
      fares,
      refundable: fares.some((option) => option.refundable),
    };
  }

  return {
    name: 'tripsetu-inventory',
    quote(query, itineraryId, soldSeats = deps.soldSeats) {
      const [chain = '', date = ''] = itineraryId.split('@');
      const codes = chain.split('|');
      const network = deps.network();
      const first = network.schedule(codes[0] ?? '');
      const last = network.schedule(codes[codes.length - 1] ?? '');
      if (!first || !last) return null;
      const journey = network
        .journeys(first.origin, last.destination, date, codes.length === 1)
        .find((candidate) => itineraryIdOf(candidate) === itineraryId);
      if (!journey || (journey[0] as FlightOnDate).departureUtc < deps.now() + SAME_DAY_CUTOFF_MINUTES * 60_000) {
        return null;
      }
      const ruleBook = new Map<string, FareRules>();
      const priced = toPricedItinerary(journey, query, deps.today(), ruleBook, soldSeats);
      const itinerary = priced && itineraryFor(priced, query);
      return itinerary ? { itinerary, fareRules: Object.fromEntries(ruleBook), journey } : null;
    },
    priceLeg(query) {
      const network = deps.network();
      const earliest = deps.now() + SAME_DAY_CUTOFF_MINUTES * 60_000;
      const today = deps.today();
      const itineraries: PricedItinerary[] = [];
      const ruleBook = new Map<string, FareRules>();
      for (const from of query.from) {
        for (const to of query.to) {
          if (from === to) continue;
          for (const journey of network.journeys(from, to, query.date, query.nonStopOnly)) {
            if ((journey[0] as FlightOnDate).departureUtc < earliest) continue;
            const itinerary = toPricedItinerary(journey, query, today, ruleBook);
            if (itinerary) itineraries.push(itinerary);
          }
        }
      }
      return { itineraries, fareRules: Object.fromEntries(ruleBook) };
    },
  };
}
