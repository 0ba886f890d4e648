import type { BusCancellationWindow, BusFilters, BusTrip } from '@tripsetu/domain/bus-search.ts';
import { BUS_TYPE_FILTERS, type BusTypeFilter, matchesTypeFilter } from '@tripsetu/domain/bus-types.ts';
import { daysBetween } from '@tripsetu/domain/dates.ts';
import { TIME_BANDS, type TimeBand, timeBandOf } from '@tripsetu/domain/flight-results.ts';
import { t } from '../../i18n/i18n.ts';

/**
 * What the results page's filters offer for one answer, each choice with how many buses it has (of the
 * whole answer): §9 time bands that occur, the four bus types, operators, boarding and dropping points,
 * and the range of fares.
 */
export interface BusFacets {
  departureBands: { band: TimeBand; count: number }[];
  arrivalBands: { band: TimeBand; count: number }[];
  types: { type: BusTypeFilter; count: number }[];
  operators: { code: string; name: string; count: number }[];
  boardingPoints: { name: string; count: number }[];
  droppingPoints: { name: string; count: number }[];
  fare: { minPaise: number; maxPaise: number } | null;
}

function counted<K>(keys: Iterable<K>): Map<K, number> {
  const counts = new Map<K, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

const bandsOf = (trips: readonly BusTrip[], time: (trip: BusTrip) => string) => {
  const counts = counted(trips.map((trip) => timeBandOf(time(trip))));
  return TIME_BANDS.filter((band) => counts.has(band)).map((band) => ({ band, count: counts.get(band) ?? 0 }));
};

/** Stops by name, in the order the buses first list them (main bus station first, as operators do). */
const stopsOf = (trips: readonly BusTrip[], stops: (trip: BusTrip) => BusTrip['boardingPoints']) =>
  [...counted(trips.flatMap((trip) => [...new Set(stops(trip).map((stop) => stop.name))])).entries()].map(
    ([name, count]) => ({ name, count }),
  );

export function busFacetsOf(trips: readonly BusTrip[]): BusFacets {
  const operators = new Map<string, { code: string; name: string; count: number }>();
  for (const trip of trips) {
    const entry = operators.get(trip.operator.code) ?? { code: trip.operator.code, name: trip.operator.name, count: 0 };
    entry.count += 1;
    operators.set(trip.operator.code, entry);
  }
  const fares = trips.map((trip) => trip.fareFromPaise);
  return {
    departureBands: bandsOf(trips, (trip) => trip.departureTime),
    arrivalBands: bandsOf(trips, (trip) => trip.arrivalTime),
    types: BUS_TYPE_FILTERS.map((type) => ({
      type,
      count: trips.filter((trip) => matchesTypeFilter(trip.busType, type)).length,
    })),
    operators: [...operators.values()].sort((a, b) => a.name.localeCompare(b.name)),
    boardingPoints: stopsOf(trips, (trip) => trip.boardingPoints),
    droppingPoints: stopsOf(trips, (trip) => trip.droppingPoints),
    fare: fares.length > 0 ? { minPaise: Math.min(...fares), maxPaise: Math.max(...fares) } : null,
  };
}

/** How many choices the filters hold (the fare ceiling counts as one). */
export function activeBusFilterCount(filters: BusFilters): number {
  return (
    filters.departureBands.length +
    filters.arrivalBands.length +
    filters.types.length +
    filters.operators.length +
    filters.boardingPoints.length +
    filters.droppingPoints.length +
    (filters.maxFarePaise === null ? 0 : 1)
  );
}

/** Days the bus arrives after it leaves: 1 for an overnight coach (the '+1 day' mark). */
export const arrivalDaysLater = (trip: Pick<BusTrip, 'departureDate' | 'arrivalDate'>) =>
  Math.max(0, daysBetween(trip.departureDate, trip.arrivalDate));

/** 'More than 48 hours before departure', '24 to 48 hours before departure', 'Less than 2 hours before departure'. */
export function policyWindowText(window: BusCancellationWindow): string {
  if (window.toHours === null) return t('buses.card.policyWindowFrom', { from: window.fromHours });
  if (window.fromHours <= 0) return t('buses.card.policyWindowUnder', { to: window.toHours });
  return t('buses.card.policyWindowBetween', { from: window.fromHours, to: window.toHours });
}

/** The policy's windows, the earliest (cheapest) first, as operators print them. */
export const policyWindows = (policy: readonly BusCancellationWindow[]) =>
  [...policy].sort((a, b) => (b.toHours ?? Number.POSITIVE_INFINITY) - (a.toHours ?? Number.POSITIVE_INFINITY));
