import type { FareOption, FareRules, Itinerary } from '@tripsetu/domain/flight-api.ts';
import type { FareType, PaxType } from '@tripsetu/domain/flight-search.ts';
import type { Cabin } from '@tripsetu/domain/flight-types.ts';

/** How many travel: adults and children take a seat each, infants sit on an adult's lap. */
export interface Travellers {
  adults: number;
  children: number;
  infants: number;
}

/** One leg of a search as a supplier prices it: everything but how many travel. */
export interface PricingQuery {
  from: readonly string[];
  to: readonly string[];
  date: string;
  cabin: Cabin;
  fareType: FareType;
  nonStopOnly: boolean;
}

/** One leg of a search with its travellers. */
export type LegQuery = PricingQuery & Travellers;

/**
 * Each passenger type's fare for the whole itinerary, in one list of numbers: for adults, children and
 * infants in turn, the amount of each of FARE_COMPONENTS in that order, then their sum (15 numbers).
 * One list rather than objects per passenger type: a full leg cache keeps a few hundred thousand
 * fares, and their objects were most of its memory and of the collector's work (issue 6).
 */
export type PaxPrices = readonly number[];

/** Where a passenger type's five numbers start in `PaxPrices`. */
const PAX_OFFSET: Record<PaxType, number> = { ADT: 0, CHD: 5, INF: 10 };

/** The prices of each passenger type, from their component amounts (FARE_COMPONENTS order). */
export function paxPricesOf({ ADT: a, CHD: c, INF: i }: Record<PaxType, readonly number[]>): PaxPrices {
  const [a0 = 0, a1 = 0, a2 = 0, a3 = 0] = a;
  const [c0 = 0, c1 = 0, c2 = 0, c3 = 0] = c;
  const [i0 = 0, i1 = 0, i2 = 0, i3 = 0] = i;
  return [a0, a1, a2, a3, a0 + a1 + a2 + a3, c0, c1, c2, c3, c0 + c1 + c2 + c3, i0, i1, i2, i3, i0 + i1 + i2 + i3];
}

/** One passenger's total of a fare. */
export const paxTotalOf = (fare: Pick<PricedFare, 'prices'>, paxType: PaxType): number =>
  fare.prices[PAX_OFFSET[paxType] + 4] as number;

/** One passenger's component amounts of a fare, in FARE_COMPONENTS order. */
export const paxAmountsOf = (fare: Pick<PricedFare, 'prices'>, paxType: PaxType): number[] =>
  fare.prices.slice(PAX_OFFSET[paxType], PAX_OFFSET[paxType] + 4);

/**
 * A fare option before the travellers are counted: each passenger type's price (`prices`) instead of
 * `pax` and `totalPaise`, and no id (`fareIdOf` makes it from the itinerary's id, cabin, fare type and
 * family). Its baggage and special-fare terms may be objects it shares with other fares: do not change
 * them.
 */
export type PricedFare = Omit<FareOption, 'id' | 'pax' | 'totalPaise'> & { prices: PaxPrices };

/** An itinerary before the travellers are counted; each fare says the seats left (the fewest on any of its flights). */
export type PricedItinerary = Omit<Itinerary, 'fares' | 'lowestTotalPaise'> & { fares: PricedFare[] };

/** A leg's itineraries in the supplier's own order, and the fare rules their fares name by rulesId. */
export interface PricedLeg {
  itineraries: PricedItinerary[];
  fareRules: Record<string, FareRules>;
}

/**
 * A source of flights and fares. The operator's own inventory is one (inventory-supplier.ts); a GDS
 * or an airline's NDC API would be another, answering the same question in the same shapes. Prices
 * are per passenger, so that one answer serves any number of travellers (leg-answer.ts).
 */
export interface FlightSupplier {
  readonly name: string;
  /** The leg's itineraries with every fare priced per passenger type, and the rules they name. */
  priceLeg(query: PricingQuery): PricedLeg;
}
