import type { HotelCity, HotelDetails, HotelSummary } from '@tripsetu/domain/hotel-results.ts';
import type { SoldNights, Stay } from './hotel-rates.ts';

/** What a hotel search asks of a supplier: a city, a locality of it or the whole city, and the stay. */
export interface HotelQuery extends Stay {
  city: string;
  location: string;
}

/** The clock a supplier prices by: `today` is the day GST is charged at, `now` the instant deadlines count from. */
export interface PricingClock {
  today: string;
  now: number;
}

/**
 * A source of hotels (issue 23, decision 032). TripSetu's own contracted inventory is one
 * (inventory-supplier.ts); an aggregator's API (TBO's GetHotelResult / GetHotelRoom, Hotelbeds' /hotels)
 * would be another, answering the same questions in the same shapes.
 */
export interface HotelSupplier {
  readonly name: string;
  /** The cities served, with their localities. */
  cities(): HotelCity[];
  /** The hotels with a room for the whole stay, each with its cheapest way to stay. */
  search(query: HotelQuery, sold: SoldNights, clock: PricingClock): HotelSummary[];
  /** One hotel with every room type and rate for the stay, or undefined for a hotel it does not have. */
  details(hotelId: string, stay: Stay, sold: SoldNights, clock: PricingClock): HotelDetails | undefined;
  /** Rooms of a type the hotel lets TripSetu sell on any one night, or undefined for a type it does not have. */
  allotment(hotelId: string, roomTypeId: string): number | undefined;
}
