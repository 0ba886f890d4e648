import type { FareOption, FareRules, Itinerary, PaxFare } from '@tripsetu/domain/flight-api.ts';
import { componentsOf, fareIdOf, paxCounts } from '@tripsetu/domain/flight-wire.ts';
import type { PricedFare, PricedItinerary, PricedLeg, Travellers } from './supplier.ts';

/**
 * A leg's answer for one search's travellers, made from the leg priced for any number of them: the
 * seats they need, their counts and totals, the order and the cut. Priced once, a leg then answers
 * every traveller mix (issue 6).
 */

/** A leg's answer holds at most this many itineraries, the cheapest for its travellers. */
export const MAX_ITINERARIES = 100;

/** The itineraries of a priced leg that the travellers are shown, in order, and the rules their fares name. */
export interface Shortlist {
  itineraries: PricedItinerary[];
  fareRules: Record<string, FareRules>;
}

/** All travellers' price of a fare: Σ count × the passenger type's total. */
const totalPaiseOf = (fare: PricedFare, { adults, children, infants }: Travellers) =>
  adults * fare.perPax.ADT.totalPaise + children * fare.perPax.CHD.totalPaise + infants * fare.perPax.INF.totalPaise;

/** The lowest of an itinerary's fares for the travellers. */
export const lowestTotalPaiseOf = (itinerary: PricedItinerary, travellers: Travellers) =>
  Math.min(...itinerary.fares.map((fare) => totalPaiseOf(fare, travellers)));

/** Whether every traveller who needs a seat finds one on each flight of an itinerary that has fares. */
const seatsFor = (itinerary: PricedItinerary, travellers: Travellers) =>
  itinerary.fares.length > 0 && itinerary.seatsLeft >= travellers.adults + travellers.children;

/**
 * The itineraries with a seat for each traveller who needs one, cheapest for them first (then
 * shortest), the first MAX_ITINERARIES of those, and the fare rules they name, in the order the
 * itineraries with seats first named them.
 */
export function shortlist(leg: PricedLeg, travellers: Travellers): Shortlist {
  const fitting = leg.itineraries.filter((itinerary) => seatsFor(itinerary, travellers));
  const lowest = new Map(fitting.map((itinerary) => [itinerary, lowestTotalPaiseOf(itinerary, travellers)]));
  const kept = fitting
    .toSorted((a, b) => (lowest.get(a) as number) - (lowest.get(b) as number) || a.durationMinutes - b.durationMinutes)
    .slice(0, MAX_ITINERARIES);
  const used = new Set(kept.flatMap((itinerary) => itinerary.fares.map((fare) => fare.rulesId)));
  const named = new Set(fitting.flatMap((itinerary) => itinerary.fares.map((fare) => fare.rulesId)));
  return {
    itineraries: kept,
    fareRules: Object.fromEntries(
      [...named].filter((id) => used.has(id)).map((id) => [id, leg.fareRules[id] as FareRules]),
    ),
  };
}

function fareFor(itineraryId: string, fare: PricedFare, travellers: Travellers): FareOption {
  const pax = paxCounts(travellers).map(
    ([paxType, count]): PaxFare => ({
      paxType,
      count,
      components: componentsOf(fare.perPax[paxType].amountsPaise),
      totalPaise: fare.perPax[paxType].totalPaise,
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

/** An itinerary's fares for the travellers, with their counts and totals; null when too few seats are left. */
export function itineraryFor(priced: PricedItinerary, travellers: Travellers): Itinerary | null {
  if (!seatsFor(priced, travellers)) return null;
  const fares = priced.fares.map((fare) => fareFor(priced.id, fare, travellers));
  return {
    id: priced.id,
    segments: priced.segments,
    stops: priced.stops,
    durationMinutes: priced.durationMinutes,
    carriers: priced.carriers,
    fares,
    lowestTotalPaise: Math.min(...fares.map((fare) => fare.totalPaise)),
    refundable: priced.refundable,
  };
}
