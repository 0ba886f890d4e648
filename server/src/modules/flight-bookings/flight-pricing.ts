import { isAirportCode } from '@tripsetu/domain/airports.ts';
import type { Earnings } from '@tripsetu/domain/commissions.ts';
import { type FareSummary, fareSummary } from '@tripsetu/domain/fare-summary.ts';
import type { FareRules, Itinerary } from '@tripsetu/domain/flight-api.ts';
import { BOOKING_MSG, BOOKING_MSG_DECIDED } from '@tripsetu/domain/flight-booking.ts';
import type { PriceChange, QuoteBody, QuotedLeg } from '@tripsetu/domain/flight-booking-api.ts';
import {
  FLIGHT_MSG,
  type FlightSearchRequest,
  searchLegs,
  validateFlightSearch,
} from '@tripsetu/domain/flight-search.ts';
import { AppError } from '../../lib/errors.ts';
import { bookingFailed } from '../bookings/booking-errors.ts';
import type { Channel } from '../bookings/product.ts';
import { endsOf } from '../flights/flights.service.ts';
import { type FlightKey, flightKeyOf } from '../flights/inventory.repo.ts';
import type { inventorySupplier, Quoted, SoldSeats } from '../flights/inventory-supplier.ts';
import { isSeriesFare } from '../flights/leg-answer.ts';
import { type FlightOnDate, isInternational } from '../flights/network.ts';

/** The chosen fares of a search, priced now. */
export interface Resolved {
  request: FlightSearchRequest;
  legs: { leg: QuotedLeg; quoted: Quoted; fareId: string }[];
  fareRules: Record<string, FareRules>;
  fareTotalPaise: number;
  international: boolean;
  flights: FlightKey[];
}

/** Extras bought, in paise: what the fare summary adds to the fare. */
export interface ExtrasPaise {
  seats: number;
  meals: number;
  baggage: number;
  specialServices: number;
}

/** The price-changed answer: 409 with the old and new price and why (§4, §8). */
export class PriceChangedError extends AppError {
  constructor(readonly change: PriceChange) {
    super(
      'PRICE_CHANGED',
      BOOKING_MSG.priceChanged,
      {},
      {
        oldTotalPaise: String(change.oldTotalPaise),
        newTotalPaise: String(change.newTotalPaise),
        reason: change.reason,
      },
    );
  }
}

/** A journey that leaves or reaches a foreign airport (passports, baggage prices abroad). */
export const legIsInternational = (journey: readonly FlightOnDate[]) =>
  journey.some((flight) => isInternational(flight.schedule));

/** Fares chosen on each journey and the travellers they are for: a search's, or a PNR's made elsewhere (decision 026). */
export interface PricedJourneys {
  request: Pick<FlightSearchRequest, 'adults' | 'children' | 'infants'>;
  legs: readonly { leg: QuotedLeg; quoted: { journey: readonly unknown[] } }[];
}

/** Σ of each fare component over every traveller and leg. */
function fareParts(resolved: PricedJourneys) {
  const parts = { base: 0, yq: 0, k3: 0, otherTaxes: 0 };
  for (const { leg } of resolved.legs) {
    for (const pax of leg.itinerary.fares[0]?.pax ?? []) {
      for (const component of pax.components) {
        const amount = component.amountPaise * pax.count;
        if (component.code === 'BASE') parts.base += amount;
        else if (component.code === 'YQ') parts.yq += amount;
        else if (component.code === 'K3') parts.k3 += amount;
        else parts.otherTaxes += amount;
      }
    }
  }
  return parts;
}

const NO_EXTRAS: ExtrasPaise = { seats: 0, meals: 0, baggage: 0, specialServices: 0 };

/**
 * The fare summary of the chosen fares with the extras bought, the agent's markup, and what the agency earns
 * by the commission rules (`flightEarnings`; null for travellers and fares that earn nothing).
 */
export function summaryOf(
  resolved: PricedJourneys,
  channel: Channel,
  options: { ssr?: ExtrasPaise; markupPaise?: number; earnings: Earnings | null },
): FareSummary {
  const { adults, children, infants } = resolved.request;
  const { ssr = NO_EXTRAS, markupPaise = 0, earnings } = options;
  return fareSummary({
    channel,
    fare: fareParts(resolved),
    earnings,
    ssr,
    passengers: adults + children + infants,
    segments: resolved.legs.reduce((total, { quoted }) => total + quoted.journey.length, 0),
    markupPaise,
  });
}

/** Why the price moved since the traveller saw it: a booking class that moved, or the days and seats left. */
export function changeReason(resolved: Resolved, seenTotal: number, seenClasses: readonly string[] | undefined) {
  const classes = resolved.legs.map(({ leg }) => leg.itinerary.fares[0]?.bookingClass ?? '');
  const moved = classes.findIndex((bookingClass, index) => seenClasses?.[index] && seenClasses[index] !== bookingClass);
  const total = resolved.fareTotalPaise;
  if (moved >= 0) {
    return total > seenTotal
      ? `Seats have sold since your search: the fare moved from booking class ${seenClasses?.[moved]} to ${classes[moved]}.`
      : `Seats were released since your search: the fare moved from booking class ${seenClasses?.[moved]} to ${classes[moved]}.`;
  }
  return 'The fare was worked out again for the days left to departure and the seats sold since your search.';
}

/**
 * Prices a search's chosen fares again with the operator's own inventory: with the seats the search
 * knows, or (`seats`) the counts a booking read under its locks. An agent series fare is refused unless
 * `withSeries` (an agency's quote and booking; never a traveller's, a reschedule's or a quote's, decision 037).
 */
export function flightPricing(deps: { supplier: ReturnType<typeof inventorySupplier>; today: () => string }) {
  return function resolve(body: QuoteBody, seats?: SoldSeats, options: { withSeries?: boolean } = {}): Resolved {
    const request = body.search as FlightSearchRequest;
    const searchErrors = validateFlightSearch(request, deps.today(), isAirportCode);
    if (Object.keys(searchErrors).length > 0) throw AppError.validation(searchErrors as Record<string, string>);
    const wanted = searchLegs(request);
    if (body.fareIds.length !== wanted.length) {
      throw AppError.validation({
        fareIds: request.tripType === 'ROUND_TRIP' ? FLIGHT_MSG.selectOnwardAndReturn : FLIGHT_MSG.selectFlight,
      });
    }
    const legs = wanted.map((leg, index) => {
      const fareId = body.fareIds[index] as string;
      const [itineraryId = '', cabin, fareType] = fareId.split('~');
      if (cabin !== request.cabin || fareType !== request.fareType) {
        throw bookingFailed(BOOKING_MSG_DECIDED.fareUnavailable);
      }
      const from = endsOf(leg.from, request.nearbyAirports);
      const to = endsOf(leg.to, request.nearbyAirports);
      const quoted = deps.supplier.quote(
        {
          from,
          to,
          date: leg.date,
          cabin: request.cabin,
          fareType: request.fareType,
          adults: request.adults,
          children: request.children,
          infants: request.infants,
          nonStopOnly: request.nonStopOnly,
        },
        itineraryId,
        seats,
      );
      const fits =
        quoted &&
        from.includes(quoted.journey[0]?.schedule.origin ?? '') &&
        to.includes(quoted.journey.at(-1)?.schedule.destination ?? '') &&
        quoted.journey[0]?.departureDate === leg.date;
      if (!quoted || !fits) throw bookingFailed(BOOKING_MSG_DECIDED.seatsSoldOut);
      const fare = quoted.itinerary.fares.find((option) => option.id === fareId);
      if (!fare || (isSeriesFare(fare) && !options.withSeries))
        throw bookingFailed(BOOKING_MSG_DECIDED.fareUnavailable);
      const itinerary: Itinerary = { ...quoted.itinerary, fares: [fare], lowestTotalPaise: fare.totalPaise };
      return { leg: { from: leg.from, to: leg.to, date: leg.date, itinerary }, quoted, fareId };
    });
    const flights = new Map<string, FlightKey>();
    for (const { quoted } of legs) {
      for (const flight of quoted.journey) {
        const key = { scheduleId: flight.schedule.id, date: flight.departureDate, cabin: request.cabin };
        flights.set(flightKeyOf(key), key);
      }
    }
    const fareRules: Record<string, FareRules> = {};
    for (const { leg, quoted } of legs) {
      const id = leg.itinerary.fares[0]?.rulesId ?? '';
      const rules = quoted.fareRules[id];
      if (rules) fareRules[id] = rules;
    }
    return {
      request,
      legs,
      fareRules,
      fareTotalPaise: legs.reduce((total, { leg }) => total + (leg.itinerary.fares[0]?.totalPaise ?? 0), 0),
      international: legs.some(({ quoted }) => legIsInternational(quoted.journey)),
      flights: [...flights.values()].sort((a, b) => flightKeyOf(a).localeCompare(flightKeyOf(b))),
    };
  };
}

export type ResolveFlights = ReturnType<typeof flightPricing>;
