import { z } from 'zod';
import {
  type BusSearchAnswer,
  type BusStop,
  type BusTrip,
  busCity,
  busTrip,
  cancellationWindow,
} from './bus-search.ts';
import { addDays, daysBetween } from './dates.ts';

/**
 * The bus search's answer as POST /api/v1/buses/search sends it (decision 031): the same facts as
 * BusSearchAnswer with nothing sent twice. Operators, bus types, stops, amenities and cancellation policies
 * are sent once and named by each trip; `expandBusSearch` gives the portal the whole answer back. Stops
 * were about 55 % of the bytes, repeated on every bus that calls at them; a search's answer is about a
 * third of its old size, and what the server writes and the browser reads falls with it.
 */

/** What an operator is, whichever bus; its rating and how many rated it go with each bus (redBus rates services). */
const wireOperator = busTrip.shape.operator.pick({ name: true, state: true, contact: true });
const wireBusType = busTrip.shape.busType.omit({ code: true });
const wireStop = z.object({ name: z.string(), address: z.string(), landmark: z.string() });

/**
 * A call at a stop: the stop's id in `stops`, days after the search's date (0 or 1 for an overnight bus),
 * 'HHMM', and its telephone when it is not the operator's.
 */
const wireCall = z.tuple([z.string(), z.number(), z.string(), z.string()]);

const wireTrip = busTrip
  .omit({ operator: true, busType: true, amenities: true, cancellationPolicy: true })
  .omit({ boardingPoints: true, droppingPoints: true })
  .extend({
    operator: z.string(),
    rating: z.number(),
    ratings: z.number(),
    busType: z.string(),
    /** Places in the answer's `amenities`. */
    amenities: z.array(z.number()),
    /** The place of the operator's policy in the answer's `policies`. */
    policy: z.number(),
    boarding: z.array(wireCall),
    dropping: z.array(wireCall),
  });
export type WireBusTrip = z.infer<typeof wireTrip>;

export const busSearchWire = z.object({
  from: busCity,
  to: busCity,
  date: z.string(),
  operators: z.record(z.string(), wireOperator),
  busTypes: z.record(z.string(), wireBusType),
  stops: z.record(z.string(), wireStop),
  amenities: z.array(z.string()),
  policies: z.array(z.array(cancellationWindow)),
  trips: z.array(wireTrip),
});
export type BusSearchWire = z.infer<typeof busSearchWire>;

/** Places of values in a list made as they are first met, so that equal values are sent once. */
function placesOf<T>(keyOf: (value: T) => string) {
  const list: T[] = [];
  const places = new Map<string, number>();
  return {
    list,
    place(value: T): number {
      const key = keyOf(value);
      let place = places.get(key);
      if (place === undefined) {
        place = list.push(value) - 1;
        places.set(key, place);
      }
      return place;
    },
  };
}

/** The answer as it is sent. */
export function toBusWire(answer: BusSearchAnswer): BusSearchWire {
  const operators: BusSearchWire['operators'] = {};
  const busTypes: BusSearchWire['busTypes'] = {};
  const stops: BusSearchWire['stops'] = {};
  const amenities = placesOf<string>((name) => name);
  const policies = placesOf<BusTrip['cancellationPolicy']>((policy) => JSON.stringify(policy));
  const trips = answer.trips.map((trip): WireBusTrip => {
    const {
      operator,
      busType,
      amenities: tripAmenities,
      cancellationPolicy,
      boardingPoints,
      droppingPoints,
      ...rest
    } = trip;
    const { code: operatorCode, rating, ratings, ...operatorFacts } = operator;
    const { code: typeCode, ...typeFacts } = busType;
    operators[operatorCode] = operatorFacts;
    busTypes[typeCode] = typeFacts;
    const call = (stop: BusStop): z.infer<typeof wireCall> => {
      stops[stop.id] = { name: stop.name, address: stop.address, landmark: stop.landmark };
      return [
        stop.id,
        daysBetween(answer.date, stop.date),
        stop.time,
        stop.contact === operator.contact ? '' : stop.contact,
      ];
    };
    return {
      ...rest,
      operator: operatorCode,
      rating,
      ratings,
      busType: typeCode,
      amenities: tripAmenities.map(amenities.place),
      policy: policies.place(cancellationPolicy),
      boarding: boardingPoints.map(call),
      dropping: droppingPoints.map(call),
    };
  });
  return {
    from: answer.from,
    to: answer.to,
    date: answer.date,
    operators,
    busTypes,
    stops,
    amenities: amenities.list,
    policies: policies.list,
    trips,
  };
}

/** The whole answer from what was sent: what the portal calls on receipt. */
export function expandBusSearch(wire: BusSearchWire): BusSearchAnswer {
  const trips = wire.trips.map((trip): BusTrip => {
    const { operator, rating, ratings, busType, amenities, policy, boarding, dropping, ...rest } = trip;
    const operatorFacts = { code: operator, ...wire.operators[operator], rating, ratings } as BusTrip['operator'];
    const stop = ([id, days, time, contact]: z.infer<typeof wireCall>): BusStop => ({
      id,
      ...(wire.stops[id] as z.infer<typeof wireStop>),
      date: addDays(wire.date, days),
      time,
      contact: contact || operatorFacts.contact,
    });
    return {
      ...rest,
      operator: operatorFacts,
      busType: { code: busType, ...wire.busTypes[busType] } as BusTrip['busType'],
      amenities: amenities.map((place) => wire.amenities[place] as string),
      cancellationPolicy: (wire.policies[policy] ?? []).map((window) => ({ ...window })),
      boardingPoints: boarding.map(stop),
      droppingPoints: dropping.map(stop),
    };
  });
  return { from: wire.from, to: wire.to, date: wire.date, trips };
}
