import type { Itinerary, SearchLeg } from '@tripsetu/domain/flight-api.ts';
import {
  filterItineraries,
  type ItineraryFilter,
  refundableFaresOnly,
  type SortDirection,
  type SortKey,
  sortItineraries,
  type TimeBand,
} from '@tripsetu/domain/flight-results.ts';

/** The results page's refine filters and sort, shared by every leg of the search. */
export interface RefineState {
  stops: number[];
  airlines: string[];
  departureBands: TimeBand[];
  /** null: no ceiling. */
  maxPricePaise: number | null;
  refundableOnly: boolean;
}

export const NO_REFINE: RefineState = {
  stops: [],
  airlines: [],
  departureBands: [],
  maxPricePaise: null,
  refundableOnly: false,
};

export interface SortState {
  key: SortKey;
  direction: SortDirection;
}

/** Chronological, as a departures board reads. */
export const DEFAULT_SORT: SortState = { key: 'DEPARTURE', direction: 'asc' };

/** A new key sorts ascending; the current key again turns the direction round. */
export function nextSort(current: SortState, key: SortKey): SortState {
  if (current.key !== key) return { key, direction: 'asc' };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

export function activeFilterCount(state: RefineState): number {
  return (
    state.stops.length +
    state.airlines.length +
    state.departureBands.length +
    (state.maxPricePaise === null ? 0 : 1) +
    (state.refundableOnly ? 1 : 0)
  );
}

export function toItineraryFilter(state: RefineState): ItineraryFilter {
  return {
    stops: state.stops,
    airlines: state.airlines,
    departureBands: state.departureBands,
    maxPricePaise: state.maxPricePaise ?? undefined,
    refundableOnly: state.refundableOnly,
  };
}

/** One value in or out of a list filter. */
export function toggled<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...list.filter((item) => item !== value), value] : list.filter((item) => item !== value);
}

/** A leg's itineraries as the filters see them: with Refundable only, only their refundable fares. */
export function legItineraries(leg: SearchLeg, refine: Pick<RefineState, 'refundableOnly'>): Itinerary[] {
  return refine.refundableOnly ? refundableFaresOnly(leg.itineraries) : leg.itineraries;
}

/** What a leg shows: its itineraries as the filters see them (`legItineraries`), filtered and sorted. */
export function visibleItineraries(pool: readonly Itinerary[], refine: RefineState, sort: SortState): Itinerary[] {
  return sortItineraries(filterItineraries(pool, toItineraryFilter(refine)), sort.key, sort.direction);
}

/** The price slider moves in whole hundreds of rupees, wide enough to reach both ends. */
export const PRICE_STEP_PAISE = 100_00;
export function priceSliderRange(price: { minPaise: number; maxPaise: number }) {
  return {
    min: Math.floor(price.minPaise / PRICE_STEP_PAISE) * PRICE_STEP_PAISE,
    max: Math.ceil(price.maxPaise / PRICE_STEP_PAISE) * PRICE_STEP_PAISE,
  };
}
