import type { FareRules, Itinerary } from '@tripsetu/domain/flight-api.ts';
import type { FareType } from '@tripsetu/domain/flight-search.ts';
import type { Cabin } from '@tripsetu/domain/flight-types.ts';

/** One leg of a search as a supplier is asked it. */
export interface LegQuery {
  from: readonly string[];
  to: readonly string[];
  date: string;
  cabin: Cabin;
  fareType: FareType;
  adults: number;
  children: number;
  infants: number;
  nonStopOnly: boolean;
}

/**
 * A source of flights and fares. The operator's own inventory is one (inventory-supplier.ts); a GDS
 * or an airline's NDC API would be another, answering the same question in the same shapes.
 */
export interface FlightSupplier {
  readonly name: string;
  /** The leg's itineraries, cheapest first, and the fare rules their fares name by rulesId. */
  searchLeg(query: LegQuery): { itineraries: Itinerary[]; fareRules: Record<string, FareRules> };
}
