import type { FareOption, FareRules, Itinerary, PaxFare } from '@tripsetu/domain/flight-api.ts';
import {
  byTotalThenDuration,
  componentsOf,
  fareIdOf,
  MAX_ITINERARIES,
  paxCounts,
  seatsFor,
} from '@tripsetu/domain/flight-wire.ts';
import { SERIES_FARE_FAMILY } from '@tripsetu/domain/series-fares.ts';
import {
  type PricedFare,
  type PricedItinerary,
  type PricedLeg,
  paxAmountsOf,
  paxTotalOf,
  type Travellers,
} from './supplier.ts';

/**
 * A leg's answer, made from the leg priced for any number of travellers (issue 6). Its list is the
 * same whoever travels: the itineraries with a fare and a seat left, cheapest for one adult first,
 * as many as any party may be shown. A search keeps those with seats for its travellers, orders them
 * by their total and keeps MAX_ITINERARIES, as the portal does with the list it is sent
 * (`expandSearchResult`), so that one list, and its JSON, answers every search of the leg.
 */

export { MAX_ITINERARIES };

/** A priced leg's itineraries that any search of it is shown from, in order, and the rules their fares name. */
export interface LegList {
  itineraries: PricedItinerary[];
  fareRules: Record<string, FareRules>;
}

const ONE_ADULT: Travellers = { adults: 1, children: 0, infants: 0 };

/** All travellers' price of a fare: Σ count × the passenger type's total. */
const totalPaiseOf = (fare: PricedFare, { adults, children, infants }: Travellers) =>
  adults * paxTotalOf(fare, 'ADT') + children * paxTotalOf(fare, 'CHD') + infants * paxTotalOf(fare, 'INF');

/** The lowest of an itinerary's fares with a seat left, for one adult. */
const lowestAdultPaiseOf = (itinerary: PricedItinerary) =>
  Math.min(...itinerary.fares.filter((fare) => seatsFor(fare, ONE_ADULT)).map((fare) => paxTotalOf(fare, 'ADT')));

/** The most seats any of an itinerary's fares has left (as many travellers as it can seat). */
const seatsOf = (itinerary: PricedItinerary) => Math.max(0, ...itinerary.fares.map((fare) => fare.seatsLeft));

/**
 * The itineraries with a fare that has a seat left, cheapest for one adult first (then shortest), and
 * the fare rules they name, in the order they first name them. Of those with n seats or more, for
 * each n, the first MAX_ITINERARIES are kept: every party is shown from a list that holds its
 * cheapest itineraries for one adult, as many as it may be shown.
 */
export function legList(leg: PricedLeg): LegList {
  const bookable = leg.itineraries.filter((itinerary) => itinerary.fares.some((fare) => seatsFor(fare, ONE_ADULT)));
  const lowest = new Map(bookable.map((itinerary) => [itinerary, lowestAdultPaiseOf(itinerary)]));
  const sorted = bookable.toSorted(
    (a, b) => (lowest.get(a) as number) - (lowest.get(b) as number) || a.durationMinutes - b.durationMinutes,
  );
  // ahead[n]: the itineraries kept so far that seat n or more.
  const ahead: number[] = [];
  const kept = sorted.filter((itinerary) => {
    const seats = seatsOf(itinerary);
    if ((ahead[seats] ?? 0) >= MAX_ITINERARIES) return false;
    for (let n = 1; n <= seats; n++) ahead[n] = (ahead[n] ?? 0) + 1;
    return true;
  });
  const named = new Set(kept.flatMap((itinerary) => itinerary.fares.map((fare) => fare.rulesId)));
  return {
    itineraries: kept,
    fareRules: Object.fromEntries([...named].map((id) => [id, leg.fareRules[id] as FareRules])),
  };
}

function fareFor(itineraryId: string, fare: PricedFare, travellers: Travellers): FareOption {
  const pax = paxCounts(travellers).map(
    ([paxType, count]): PaxFare => ({
      paxType,
      count,
      components: componentsOf(paxAmountsOf(fare, paxType)),
      totalPaise: paxTotalOf(fare, paxType),
    }),
  );
  return {
    id: fareIdOf(itineraryId, fare.cabin, fare.fareType, fare.family),
    family: fare.family,
    cabin: fare.cabin,
    bookingClass: fare.bookingClass,
    seatsLeft: fare.seatsLeft,
    refundable: fare.refundable,
    baggage: fare.baggage,
    fareType: fare.fareType,
    special: fare.special,
    pax,
    totalPaise: totalPaiseOf(fare, travellers),
    rulesId: fare.rulesId,
  };
}

/** An agent series fare (decision 037): sold to agencies only. */
export const isSeriesFare = (fare: { family: string }) => fare.family === SERIES_FARE_FAMILY;

/**
 * An itinerary for the travellers: the fares with a seat for each who needs one, with their counts
 * and totals (without series fares unless `withSeries`); null when none has.
 */
export function itineraryFor(priced: PricedItinerary, travellers: Travellers, withSeries = true): Itinerary | null {
  const fitting = priced.fares.filter((fare) => seatsFor(fare, travellers) && (withSeries || !isSeriesFare(fare)));
  if (fitting.length === 0) return null;
  const fares = fitting.map((fare) => fareFor(priced.id, fare, travellers));
  return {
    id: priced.id,
    segments: priced.segments,
    stops: priced.stops,
    durationMinutes: priced.durationMinutes,
    carriers: priced.carriers,
    fares,
    lowestTotalPaise: Math.min(...fares.map((fare) => fare.totalPaise)),
    refundable: fares.some((fare) => fare.refundable),
  };
}

/**
 * A list's itineraries for the travellers: those with seats for them, cheapest for them first, then
 * shortest, at most MAX_ITINERARIES; for a traveller (`withSeries` false) without the agents' series fares.
 */
export const itinerariesFor = (list: LegList, travellers: Travellers, withSeries = true): Itinerary[] =>
  list.itineraries
    .flatMap((priced) => itineraryFor(priced, travellers, withSeries) ?? [])
    .sort(byTotalThenDuration)
    .slice(0, MAX_ITINERARIES);

/**
 * The lowest one-adult fare of a list that everyone is sold, or null when it has none (the travel calendar's:
 * a series fare is an agency's, never the day's published price).
 */
export const lowestAdultFareOf = (list: LegList): number | null => {
  let lowest = Number.POSITIVE_INFINITY;
  for (const itinerary of list.itineraries) {
    for (const fare of itinerary.fares) {
      if (!isSeriesFare(fare) && seatsFor(fare, ONE_ADULT)) lowest = Math.min(lowest, paxTotalOf(fare, 'ADT'));
    }
  }
  return Number.isFinite(lowest) ? lowest : null;
};
