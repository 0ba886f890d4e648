import { z } from 'zod';
import {
  FARE_COMPONENT_LABELS,
  FARE_COMPONENTS,
  type FareComponent,
  type FareOption,
  type FlightSearchResult,
  type FlightSegment,
  fareRules,
  flightSegment,
  type Itinerary,
  type PaxFare,
} from './flight-api.ts';
import { FARE_TYPES, type FareType, type PaxType, SPECIAL_FARES } from './flight-search.ts';
import { CABINS, type Cabin } from './flight-types.ts';

/**
 * The agent portal's search answer as POST /api/v1/flights/search sends it (decision 011, issue 6):
 * the same facts as FlightSearchResult with nothing sent twice. Each flight on its date is sent once
 * per leg and named by its place; a fare sends each passenger type's component amounts, and what
 * follows from them (totals, labels, counts, the fare's id, the special fare's terms) is worked out by
 * `expandSearchResult`, which the portal calls on receipt. A third of the bytes, and a third of the
 * server's time to write them.
 *
 * A leg's list does not depend on how many travel, only on which passenger types do: the itineraries
 * with a seat left, cheapest for one adult first. The portal keeps those with seats for the travellers
 * and orders them by their total (`seatsFor`, `byTotalThenDuration`), so that the server sends one
 * leg's JSON, made once, to every search of it (addendum of 2026-11-23, later).
 */

/** A flight on its date, as a segment has it but without the time on the ground before it. */
export const wireFlight = flightSegment.omit({ layoverMinutes: true });
export type WireFlight = z.infer<typeof wireFlight>;

export const wireBaggage = z.object({ cabinKg: z.number(), checkInKg: z.number(), infantCheckInKg: z.number() });

export const wireFare = z.object({
  family: z.string(),
  bookingClass: z.string(),
  seatsLeft: z.number(),
  refundable: z.boolean(),
  /** The place of the fare's allowance in its leg's `baggage`. */
  baggage: z.number(),
  rulesId: z.string(),
  /**
   * Per passenger, the amounts of FARE_COMPONENTS in that order: one list for each passenger type
   * travelling (adults, then children, then infants, as `travellers` counts them).
   */
  pax: z.array(z.array(z.number())),
});
export type WireFare = z.infer<typeof wireFare>;

export const wireItinerary = z.object({
  id: z.string(),
  /** Places in the leg's `flights`, in flying order. */
  flights: z.array(z.number()),
  /** Minutes on the ground before each flight (0 for the first). */
  layovers: z.array(z.number()),
  durationMinutes: z.number(),
  fares: z.array(wireFare),
});
export type WireItinerary = z.infer<typeof wireItinerary>;

export const wireLeg = z.object({
  from: z.string(),
  to: z.string(),
  date: z.string(),
  fromAirports: z.array(z.string()),
  toAirports: z.array(z.string()),
  flights: z.array(wireFlight),
  baggage: z.array(wireBaggage),
  /**
   * The itineraries with a fare and a seat left, cheapest for one adult first (then shortest): the same
   * list whoever travels. It holds the first MAX_ITINERARIES of those with n seats or more, for each n;
   * the portal shows those with seats for its travellers, cheapest for them first, at most
   * MAX_ITINERARIES.
   */
  itineraries: z.array(wireItinerary),
});
export type WireLeg = z.infer<typeof wireLeg>;

export const flightSearchWire = z.object({
  legs: z.array(wireLeg),
  travellers: z.object({ adults: z.number(), children: z.number(), infants: z.number() }),
  cabin: z.enum(CABINS),
  fareType: z.enum(FARE_TYPES),
  computedAt: z.string(),
  fareRules: z.record(z.string(), fareRules),
});
export type FlightSearchWire = z.infer<typeof flightSearchWire>;

/** A fare's id: its itinerary, cabin, fare type and family (opaque to the portal, quoted again before booking). */
export const fareIdOf = (itineraryId: string, cabin: Cabin, fareType: FareType, family: string) =>
  `${itineraryId}~${cabin}~${fareType}~${family}`;

/** The terms a special fare's traveller must meet, and the document to carry; null for regular fares. */
export const specialTermsOf = (fareType: FareType): FareOption['special'] => {
  if (fareType === 'REGULAR') return null;
  const { label, eligibility, document } = SPECIAL_FARES[fareType];
  return { label, eligibility, document };
};

/** A passenger's fare components as the API names them, from the amounts of FARE_COMPONENTS in that order. */
export const componentsOf = (amountsPaise: readonly number[]): FareComponent[] =>
  FARE_COMPONENTS.map((code, place) => ({
    code,
    label: FARE_COMPONENT_LABELS[code],
    amountPaise: amountsPaise[place] ?? 0,
  }));

/** The passenger types travelling, in the order a fare lists them, with their counts. */
export function paxCounts({ adults, children, infants }: FlightSearchWire['travellers']): [PaxType, number][] {
  const counts: [PaxType, number][] = [['ADT', adults]];
  if (children > 0) counts.push(['CHD', children]);
  if (infants > 0) counts.push(['INF', infants]);
  return counts;
}

/** A leg's answer shows at most this many itineraries: the cheapest for its travellers. */
export const MAX_ITINERARIES = 100;

/** The travellers who take a seat: adults and children (infants sit on a lap). */
const seatedOf = ({ adults, children }: FlightSearchWire['travellers']) => adults + children;

/** Whether a fare has a seat for every traveller who needs one. */
export const seatsFor = (fare: { seatsLeft: number }, travellers: FlightSearchWire['travellers']) =>
  fare.seatsLeft >= seatedOf(travellers);

/** The order of a leg's itineraries for its travellers: the cheapest total first, then the shortest. */
export const byTotalThenDuration = (
  a: Pick<Itinerary, 'lowestTotalPaise' | 'durationMinutes'>,
  b: Pick<Itinerary, 'lowestTotalPaise' | 'durationMinutes'>,
) => a.lowestTotalPaise - b.lowestTotalPaise || a.durationMinutes - b.durationMinutes;

/** What a leg's fare sends besides its amounts: the rest follows from the search. */
type FareFacts = Pick<FareOption, 'family' | 'bookingClass' | 'seatsLeft' | 'refundable' | 'baggage' | 'rulesId'>;

/**
 * A leg's flights, allowances and itineraries as the search sends them, from itineraries the sender
 * holds (the server's priced ones, or whole ones), with each fare's amounts per passenger type
 * travelling as `paxAmounts` gives them.
 */
export function wireLegOf<F extends FareFacts>(
  itineraries: readonly {
    id: string;
    segments: readonly FlightSegment[];
    durationMinutes: number;
    fares: readonly F[];
  }[],
  paxAmounts: (fare: F) => number[][],
): Pick<WireLeg, 'flights' | 'baggage' | 'itineraries'> {
  const flights: WireFlight[] = [];
  const flightPlaces = new Map<string, number>();
  const baggage: WireLeg['baggage'] = [];
  const baggagePlaces = new Map<string, number>();
  const placeOfFlight = ({ layoverMinutes: _, ...flight }: FlightSegment) => {
    const key = `${flight.carrier}-${flight.flightNumber}-${flight.origin}@${flight.departureDate}`;
    let place = flightPlaces.get(key);
    if (place === undefined) {
      place = flights.push(flight) - 1;
      flightPlaces.set(key, place);
    }
    return place;
  };
  const placeOfBaggage = (allowance: FareOption['baggage']) => {
    const key = `${allowance.cabinKg}/${allowance.checkInKg}/${allowance.infantCheckInKg}`;
    let place = baggagePlaces.get(key);
    if (place === undefined) {
      place = baggage.push(allowance) - 1;
      baggagePlaces.set(key, place);
    }
    return place;
  };
  return {
    flights,
    baggage,
    itineraries: itineraries.map(
      (itinerary): WireItinerary => ({
        id: itinerary.id,
        flights: itinerary.segments.map(placeOfFlight),
        layovers: itinerary.segments.map((segment) => segment.layoverMinutes),
        durationMinutes: itinerary.durationMinutes,
        fares: itinerary.fares.map(
          (fare): WireFare => ({
            family: fare.family,
            bookingClass: fare.bookingClass,
            seatsLeft: fare.seatsLeft,
            refundable: fare.refundable,
            baggage: placeOfBaggage(fare.baggage),
            rulesId: fare.rulesId,
            pax: paxAmounts(fare),
          }),
        ),
      }),
    ),
  };
}

/** A whole answer as the search sends it: the inverse of `expandSearchResult` (the portal's tests answer with it). */
export const searchWireOf = ({ legs, ...rest }: FlightSearchResult): FlightSearchWire => ({
  legs: legs.map(({ itineraries, ...leg }) => ({
    ...leg,
    ...wireLegOf(itineraries, (fare) => fare.pax.map((pax) => pax.components.map((part) => part.amountPaise))),
  })),
  ...rest,
});

/**
 * The search answer as the portal works with it, from what the server sent: each leg's itineraries
 * with a seat for every traveller who needs one (and only such fares), cheapest for them first, at
 * most MAX_ITINERARIES.
 */
export function expandSearchResult(wire: FlightSearchWire): FlightSearchResult {
  const counts = paxCounts(wire.travellers);
  const special = specialTermsOf(wire.fareType);
  const fareOf = (itineraryId: string, fare: WireFare, baggage: WireLeg['baggage']): FareOption => {
    const pax = counts.map(([paxType, count], index): PaxFare => {
      const amounts = fare.pax[index] ?? [];
      return {
        paxType,
        count,
        components: componentsOf(amounts),
        totalPaise: amounts.reduce((total, amount) => total + amount, 0),
      };
    });
    return {
      id: fareIdOf(itineraryId, wire.cabin, wire.fareType, fare.family),
      family: fare.family,
      cabin: wire.cabin,
      bookingClass: fare.bookingClass,
      seatsLeft: fare.seatsLeft,
      refundable: fare.refundable,
      baggage: { ...(baggage[fare.baggage] as z.infer<typeof wireBaggage>) },
      fareType: wire.fareType,
      special: special && { ...special },
      pax,
      totalPaise: pax.reduce((total, { count, totalPaise }) => total + count * totalPaise, 0),
      rulesId: fare.rulesId,
    };
  };
  const itineraryOf = (itinerary: WireItinerary, leg: WireLeg): Itinerary | null => {
    const fitting = itinerary.fares.filter((fare) => seatsFor(fare, wire.travellers));
    if (fitting.length === 0) return null;
    const segments = itinerary.flights.map(
      (place, index): FlightSegment => ({
        ...(leg.flights[place] as WireFlight),
        layoverMinutes: itinerary.layovers[index] ?? 0,
      }),
    );
    const fares = fitting.map((fare) => fareOf(itinerary.id, fare, leg.baggage));
    return {
      id: itinerary.id,
      segments,
      stops: segments.length - 1,
      durationMinutes: itinerary.durationMinutes,
      carriers: [...new Set(segments.map((segment) => segment.carrier))],
      fares,
      lowestTotalPaise: Math.min(...fares.map((fare) => fare.totalPaise)),
      refundable: fares.some((fare) => fare.refundable),
    };
  };
  return {
    legs: wire.legs.map((leg) => {
      const { flights: _flights, baggage: _baggage, itineraries, ...rest } = leg;
      return {
        ...rest,
        itineraries: itineraries
          .flatMap((itinerary) => itineraryOf(itinerary, leg) ?? [])
          .sort(byTotalThenDuration)
          .slice(0, MAX_ITINERARIES),
      };
    }),
    travellers: { ...wire.travellers },
    cabin: wire.cabin,
    fareType: wire.fareType,
    computedAt: wire.computedAt,
    fareRules: wire.fareRules,
  };
}
