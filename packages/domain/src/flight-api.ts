import { z } from 'zod';
import { CURRENCY_CODES } from './currencies.ts';
import { FARE_TYPES, PAX_TYPES, TRIP_TYPES } from './flight-search.ts';
import { CABINS } from './flight-types.ts';

/**
 * Flight search over the agent portal's REST API (/api/v1/flights/…) and, re-shaped, the consumer
 * gateway (docs/decisions/011). Money in paise; times local to each airport as HHMM; dates YYYY-MM-DD.
 */

const count = z.coerce.number().int();
export const flightSearchBody = z.object({
  tripType: z.enum(TRIP_TYPES),
  segments: z
    .array(
      z.object({
        from: z.string().max(3).default(''),
        to: z.string().max(3).default(''),
        date: z.string().max(10).default(''),
      }),
    )
    .max(6),
  returnDate: z.string().max(10).optional(),
  adults: count.default(1),
  children: count.default(0),
  infants: count.default(0),
  cabin: z.enum(CABINS).default('ECONOMY'),
  nearbyAirports: z.boolean().default(false),
  nonStopOnly: z.boolean().default(false),
  fareType: z.enum(FARE_TYPES).default('REGULAR'),
});
export type FlightSearchBody = z.input<typeof flightSearchBody>;

/** §3 fare: the components a fare is made of, adding up to its total. */
export const FARE_COMPONENTS = ['BASE', 'YQ', 'K3', 'OTHER_TAXES'] as const;
export const FARE_COMPONENT_LABELS: Record<(typeof FARE_COMPONENTS)[number], string> = {
  BASE: 'Base fare',
  YQ: 'YQ (fuel surcharge)',
  K3: 'K3 (GST)',
  OTHER_TAXES: 'Other taxes',
};
export const fareComponent = z.object({ code: z.enum(FARE_COMPONENTS), label: z.string(), amountPaise: z.number() });
export type FareComponent = z.infer<typeof fareComponent>;

/** One passenger type's fare for the whole itinerary (every segment), and how many travel at it. */
export const paxFare = z.object({
  paxType: z.enum(PAX_TYPES),
  count: z.number(),
  components: z.array(fareComponent),
  /** Per passenger: the sum of the components. */
  totalPaise: z.number(),
});
export type PaxFare = z.infer<typeof paxFare>;

/** A charge by time before departure, per passenger per segment; null = not allowed (no refund / no change). */
export const ruleCharge = z.object({
  window: z.string(),
  /** The window is [hoursBefore.to, hoursBefore.from) before departure; null from = and more. */
  hoursBeforeFrom: z.number().nullable(),
  hoursBeforeTo: z.number(),
  chargePaise: z.number().nullable(),
});
export type RuleCharge = z.infer<typeof ruleCharge>;
export const fareRules = z.object({
  cancellation: z.array(ruleCharge),
  change: z.array(ruleCharge),
  notes: z.array(z.string()),
});
export type FareRules = z.infer<typeof fareRules>;

export const fareOption = z.object({
  /** Opaque: quoted again before booking. */
  id: z.string(),
  family: z.string(),
  cabin: z.enum(CABINS),
  bookingClass: z.string(),
  seatsLeft: z.number(),
  refundable: z.boolean(),
  baggage: z.object({ cabinKg: z.number(), checkInKg: z.number(), infantCheckInKg: z.number() }),
  fareType: z.enum(FARE_TYPES),
  special: z.object({ label: z.string(), eligibility: z.string(), document: z.string() }).nullable(),
  pax: z.array(paxFare),
  /** All travellers: Σ count × totalPaise. */
  totalPaise: z.number(),
  /** The fare's rules: a key of the result's `fareRules` (many fares share the same rules). */
  rulesId: z.string(),
});
export type FareOption = z.infer<typeof fareOption>;

export const flightSegment = z.object({
  carrier: z.string(),
  carrierName: z.string(),
  flightNumber: z.string(),
  aircraft: z.string(),
  aircraftName: z.string(),
  origin: z.string(),
  originCity: z.string(),
  destination: z.string(),
  destinationCity: z.string(),
  departureDate: z.string(),
  departureTime: z.string(),
  arrivalDate: z.string(),
  arrivalTime: z.string(),
  departureTerminal: z.string(),
  arrivalTerminal: z.string(),
  durationMinutes: z.number(),
  /** Minutes on the ground before this segment (0 for the first). */
  layoverMinutes: z.number(),
});
export type FlightSegment = z.infer<typeof flightSegment>;

export const itinerary = z.object({
  /** The chain of carrier-flightnumber codes and the date, e.g. '6E-2134|6E-517@2026-12-01'. */
  id: z.string(),
  segments: z.array(flightSegment),
  stops: z.number(),
  durationMinutes: z.number(),
  carriers: z.array(z.string()),
  fares: z.array(fareOption),
  lowestTotalPaise: z.number(),
  refundable: z.boolean(),
});
export type Itinerary = z.infer<typeof itinerary>;

export const searchLeg = z.object({
  from: z.string(),
  to: z.string(),
  date: z.string(),
  /** The airports actually searched at each end (nearby airports included). */
  fromAirports: z.array(z.string()),
  toAirports: z.array(z.string()),
  itineraries: z.array(itinerary),
});
export type SearchLeg = z.infer<typeof searchLeg>;

export const flightSearchResult = z.object({
  /** Onward and return (round trip), each segment (multi city), or one (one way). */
  legs: z.array(searchLeg),
  travellers: z.object({ adults: z.number(), children: z.number(), infants: z.number() }),
  cabin: z.enum(CABINS),
  fareType: z.enum(FARE_TYPES),
  /** When the prices were computed (ISO instant). */
  computedAt: z.string(),
  /** Fare rules by id (fareOption.rulesId): cancellation and change charges in rupees. */
  fareRules: z.record(z.string(), fareRules),
});
export type FlightSearchResult = z.infer<typeof flightSearchResult>;

export const calendarQuery = z.object({
  from: z.string().max(3).default(''),
  to: z.string().max(3).default(''),
  /** YYYY-MM */
  month: z.string().max(7).default(''),
  cabin: z.enum(CABINS).default('ECONOMY'),
});
export const calendarDay = z.object({
  date: z.string(),
  /** Lowest total for one adult; null when nothing flies or the day is past. */
  lowestPaise: z.number().nullable(),
  computedAt: z.string().nullable(),
});
export const travelCalendar = z.object({
  from: z.string(),
  to: z.string(),
  month: z.string(),
  days: z.array(calendarDay),
});
export type TravelCalendar = z.infer<typeof travelCalendar>;

export const airportShape = z.object({
  code: z.string(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  countryCode: z.string(),
  /** The nearby-airport group it belongs to, if any. */
  group: z.string().nullable(),
});
export type AirportShape = z.infer<typeof airportShape>;

export const emailResultsBody = z.object({
  to: z.string().max(200).default(''),
  search: flightSearchBody,
  /** Itinerary ids from the results to send (at most 10); empty = the cheapest five of each leg. */
  itineraryIds: z.array(z.string().max(200)).max(10).default([]),
  /** The agency's markup per booking, added to every price quoted (checked against its limits by the server). */
  markupPaise: z.number().default(0),
  /** The agent's display currency: prices are also shown in it (decision 041). */
  currency: z.enum(CURRENCY_CODES).default('INR'),
});
