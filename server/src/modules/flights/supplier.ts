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
 * One passenger's fare for the whole itinerary: the amount of each of FARE_COMPONENTS, in that order,
 * and their sum. Numbers rather than component objects: a full leg cache keeps about a million of these,
 * and the objects were most of its memory and of the collector's work (issue 6).
 */
export interface PaxPrice {
  amountsPaise: number[];
  totalPaise: number;
}

/**
 * A fare option before the travellers are counted: each passenger type's price instead of `pax` and
 * `totalPaise`, and no id (`fareIdOf` makes it from the itinerary's id, cabin, fare type and family).
 * Its baggage and special-fare terms may be objects it shares with other fares: do not change them.
 */
export type PricedFare = Omit<FareOption, 'id' | 'pax' | 'totalPaise'> & { perPax: Record<PaxType, PaxPrice> };

/** An itinerary before the travellers are counted, with the fewest seats left on any of its flights. */
export type PricedItinerary = Omit<Itinerary, 'fares' | 'lowestTotalPaise'> & {
  seatsLeft: number;
  fares: PricedFare[];
};

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
