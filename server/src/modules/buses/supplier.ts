import type { BusLayout, BusLayoutSeat } from '@tripsetu/domain/bus-layouts.ts';
import type { BusCity, BusTrip } from '@tripsetu/domain/bus-search.ts';

/** A seat of a trip as the layout shows it: where it is, what it costs, whether it can be had. */
export interface BusTripSeat extends BusLayoutSeat {
  farePaise: number;
  available: boolean;
}

/** A trip's seats: the layout's shape and each seat with its fare and availability. */
export interface BusTripSeats {
  tripId: string;
  columns: number;
  rows: BusLayout['rows'];
  seats: BusTripSeat[];
}

/** Seats of a trip sold or kept through TripSetu, by seat number (the booking slice writes them). */
export type TakenSeats = (tripId: string) => ReadonlySet<string>;

/**
 * A source of buses (issue 22, decision 030). The operator's own inventory is one (inventory-supplier.ts);
 * an aggregator's API (the TBO family's Search / GetBusSeatLayOut / GetBoardingPointDetails) would be another,
 * answering the same questions in the same shapes.
 */
export interface BusSupplier {
  readonly name: string;
  /** The cities served, by name. */
  cities(): BusCity[];
  /** The ids of the trips from one city to another on a date: what to read the seats taken of. */
  tripIds(from: string, to: string, date: string): string[];
  /** The trips from one city to another leaving on a date (local), each with its seats left. */
  search(from: string, to: string, date: string, taken: TakenSeats): BusTrip[];
  /** One trip, or undefined when there is no such bus on that date. */
  trip(tripId: string, taken: TakenSeats): BusTrip | undefined;
  /** A trip's seats with their fares and availability, or undefined. */
  seats(tripId: string, taken: TakenSeats): BusTripSeats | undefined;
}
