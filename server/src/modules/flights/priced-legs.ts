import type { Itinerary } from '@tripsetu/domain/flight-api.ts';
import { paxCounts, wireLegOf } from '@tripsetu/domain/flight-wire.ts';
import { itinerariesFor, type LegList, legList } from './leg-answer.ts';
import { type FlightSupplier, type PricingQuery, paxAmountsOf, type Travellers } from './supplier.ts';

/** Search answers are kept this long: the prices carry the time they were computed (decision 011). */
export const SEARCH_CACHE_MS = 60_000;
/**
 * Priced legs kept at most (the oldest dropped first): enough for the onward and return legs of the
 * busy routes over the next weeks, about 100 KB of heap and 50 KB of JSON bytes each when full.
 */
export const PRICED_LEGS_KEPT = 4_000;

/** A leg's JSON as the agent portal's search sends it, as UTF-8 bytes. */
export type LegJson = { leg: Buffer; fareRules: Buffer };
/**
 * A leg priced for any travellers, when it was priced, and what searches of it are answered from: its
 * list (leg-answer.ts), the only part of the supplier's answer kept (the itineraries in no party's
 * cheapest 100, and the rules none of the list names, are dropped: 6 % of a full cache's heap under
 * the cold replay); then, each made when first asked for, the list's JSON per set of passenger types
 * travelling, and its itineraries as objects per traveller mix (`search`: the consumer site and
 * e-mailed results; the agent portal asks only for JSON, which holds the agents' series fares).
 */
export type PricedAnswer = {
  list: LegList;
  at: number;
  json?: Map<string, LegJson>;
  objects?: Map<string, Itinerary[]>;
};

/** Legs priced by every supplier, kept for SEARCH_CACHE_MS, with each leg's answer as JSON and as objects. */
export function createPricedLegs(deps: { suppliers: () => readonly FlightSupplier[]; now: () => number }) {
  const { now } = deps;
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
  /** A leg's itineraries for the travellers as objects (with the agents' series fares or without), kept once asked for. */
  const objectsOf = (answer: PricedAnswer, travellers: Travellers, withSeries: boolean): Itinerary[] => {
    const key = `${travellers.adults}/${travellers.children}/${travellers.infants}/${withSeries}`;
    answer.objects ??= new Map();
    let itineraries = answer.objects.get(key);
    if (!itineraries) {
      itineraries = itinerariesFor(answer.list, travellers, withSeries);
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

  /** Every supplier's itineraries for a leg, priced per passenger (cached for SEARCH_CACHE_MS). */
  function pricedLeg(query: PricingQuery): PricedAnswer {
    const key = JSON.stringify(query);
    const time = now();
    const hit = pricedLegs.get(key);
    if (hit && time - hit.at < SEARCH_CACHE_MS) return hit;
    const priced = deps.suppliers().map((supplier) => supplier.priceLeg(query));
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

  return {
    priced: pricedLeg,
    jsonOf,
    objectsOf,
    /** Forgets every priced leg: the schedules changed. */
    clear: () => pricedLegs.clear(),
  };
}

export type PricedLegs = ReturnType<typeof createPricedLegs>;
