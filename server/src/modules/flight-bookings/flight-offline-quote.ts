import type { FareRules, FlightSegment, PaxFare } from '@tripsetu/domain/flight-api.ts';
import {
  BOOKING_MSG_DECIDED,
  type BookingPaxType,
  emptyTraveller,
  holdLimit,
  type TravellerForm,
  validateContact,
  validateTraveller,
} from '@tripsetu/domain/flight-booking.ts';
import type { QuotedLeg, TravellerBody } from '@tripsetu/domain/flight-booking-api.ts';
import { type FlightSearchRequest, PAX_TYPES } from '@tripsetu/domain/flight-search.ts';
import type { Cabin } from '@tripsetu/domain/flight-types.ts';
import {
  inPreferredTime,
  OFFLINE_FLIGHTS_LISTED,
  OFFLINE_MSG,
  type OfflineFlightOptions,
  type OfflineQuote,
  type PreferredTime,
} from '@tripsetu/domain/offline-requests.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { bookingFailed } from '../bookings/booking-errors.ts';
import type { Quotable, Reservation } from '../bookings/product.ts';
import { routeOf } from '../documents/document-mail.ts';
import type { FlightsService } from '../flights/flights.service.ts';
import { type FlightInventory, type FlightKey, flightKeyOf } from '../flights/inventory.repo.ts';
import { cabinCapacity, presoldSeats } from '../flights/inventory-supplier.ts';
import type { Resolved, ResolveFlights } from './flight-pricing.ts';
import { summaryOf } from './flight-pricing.ts';
import { bookedTravellers } from './flight-product.ts';
import { bookingNarration, newPnr } from './flight-writes.ts';
import { writeSearchTerms } from './search-terms.ts';

/** What an agency asked for, as the flights' side reads it. */
export interface OfflineTrip {
  tripType: 'ONE_WAY' | 'ROUND_TRIP';
  from: string;
  to: string;
  departDate: string;
  returnDate: string | null;
  cabin: Cabin;
  adults: number;
  children: number;
  infants: number;
  preferredAirline: string;
  preferredTime: PreferredTime;
}

/** One flight of an offer, with what it takes to count its seats again at acceptance. */
interface OfferSegment {
  legIndex: number;
  segmentIndex: number;
  scheduleId: number;
  date: string;
  carrier: string;
  aircraft: string;
  code: string;
}

/** A flight quote as stored with the request: the journeys at the group's fare, the flights to hold. */
export interface FlightOffer {
  tripType: 'ONE_WAY' | 'ROUND_TRIP';
  cabin: Cabin;
  international: boolean;
  counts: { adults: number; children: number; infants: number };
  legs: QuotedLeg[];
  segments: OfferSegment[];
  fareRules: Record<string, FareRules>;
  firstDepartureUtc: number;
}

/** What the quote shows, apart from its validity and remarks. */
export type OfferView = Omit<OfflineQuote, 'validUntil' | 'remarks' | 'quotedAt'>;

/** The travellers and contact an accepted quote is booked for, as the booking form sends them. */
export interface OfferParty {
  travellers: TravellerBody[];
  contact: { email: string; alternateEmail: string; countryCode: string; mobile: string };
}

const FARE_FIELDS: Record<BookingPaxType, 'adultFare' | 'childFare' | 'infantFare'> = {
  ADT: 'adultFare',
  CHD: 'childFare',
  INF: 'infantFare',
};

const taxesOf = (pax: PaxFare | undefined) =>
  (pax?.components ?? []).filter((part) => part.code !== 'BASE').reduce((total, part) => total + part.amountPaise, 0);
const baseOf = (pax: PaxFare | undefined) =>
  (pax?.components ?? []).filter((part) => part.code === 'BASE').reduce((total, part) => total + part.amountPaise, 0);

const flightOf = (segment: FlightSegment) => ({
  carrier: segment.carrier,
  carrierName: segment.carrierName,
  flightNumber: segment.flightNumber,
  origin: segment.origin,
  destination: segment.destination,
  departureDate: segment.departureDate,
  departureTime: segment.departureTime,
  arrivalDate: segment.arrivalDate,
  arrivalTime: segment.arrivalTime,
});

const countsOf = (trip: Pick<OfflineTrip, 'adults' | 'children' | 'infants'>): Record<BookingPaxType, number> => ({
  ADT: trip.adults,
  CHD: trip.children,
  INF: trip.infants,
});

/** The search the back office's list is made of: one of each passenger type that travels, the fares per person. */
function searchOf(trip: OfflineTrip): FlightSearchRequest {
  return {
    tripType: trip.tripType,
    segments: [{ from: trip.from, to: trip.to, date: trip.departDate }],
    returnDate: trip.returnDate ?? undefined,
    adults: 1,
    children: trip.children > 0 ? 1 : 0,
    infants: trip.infants > 0 ? 1 : 0,
    cabin: trip.cabin,
    nearbyAirports: false,
    nonStopOnly: false,
    fareType: 'REGULAR',
  };
}

/** The offer's journeys as the fare summary reads them. */
const journeysOf = (offer: FlightOffer) => ({
  request: offer.counts,
  legs: offer.legs.map((leg, legIndex) => ({
    leg,
    quoted: { journey: offer.segments.filter((segment) => segment.legIndex === legIndex) },
  })),
});

/** Each flight of the offer once, in the inventory's lock order. */
function flightsOf(offer: FlightOffer): FlightKey[] {
  const flights = new Map<string, FlightKey>();
  for (const segment of offer.segments) {
    const key = { scheduleId: segment.scheduleId, date: segment.date, cabin: offer.cabin };
    flights.set(flightKeyOf(key), key);
  }
  return [...flights.values()].sort((a, b) => flightKeyOf(a).localeCompare(flightKeyOf(b)));
}

/**
 * Flights' side of offline requests (issue 21, decision 028): the back office's list of the request's
 * flights with the seats really left (the search shows at most 9), a quote at the group's fare per person
 * priced from one of those fares, and (`quotable`, the product interface's) its acceptance: the seats kept
 * under the inventory's row locks at the quoted fare, for a booking on hold.
 */
export function flightOfflineOffers(deps: {
  resolve: ResolveFlights;
  search: FlightsService['search'];
  network: FlightsService['network'];
  inventory: FlightInventory;
  today: () => string;
  now: () => number;
}) {
  const { inventory } = deps;

  /** Seats of a flight's cabin left for sale now: its aircraft's, less those sold elsewhere and here. */
  const seatsLeft = (
    flight: { scheduleId: number; aircraft: string; date: string },
    cabin: Cabin,
    soldHere: number,
  ) => {
    const capacity = cabinCapacity(flight.aircraft, cabin);
    return Math.max(
      0,
      capacity - presoldSeats(flight.scheduleId, flight.date, cabin, deps.today(), capacity) - soldHere,
    );
  };

  function refuseDeparted(trip: OfflineTrip) {
    if (trip.departDate <= deps.today()) throw new AppError('CONFLICT', OFFLINE_MSG.datePassed);
  }

  /** The request's flights on its dates with room for the whole group, preferred ones first, each fare an option. */
  async function options(trip: OfflineTrip): Promise<OfflineFlightOptions> {
    refuseDeparted(trip);
    const seated = trip.adults + trip.children;
    const result = await deps.search(searchOf(trip));
    const network = deps.network();
    const journeys = result.legs.map((leg) => {
      const rows = leg.itineraries.flatMap((itinerary) => {
        let left = Number.POSITIVE_INFINITY;
        for (const segment of itinerary.segments) {
          const schedule = network.schedule(`${segment.carrier}-${segment.flightNumber}`);
          const flight = schedule && {
            scheduleId: schedule.id,
            aircraft: schedule.aircraft,
            date: segment.departureDate,
          };
          const sold = flight ? inventory.soldSeats(flight.scheduleId, flight.date, trip.cabin) : 0;
          left = Math.min(left, flight ? seatsLeft(flight, trip.cabin, sold) : 0);
        }
        if (left < seated) return [];
        const airline = trip.preferredAirline === '' || itinerary.carriers.every((c) => c === trip.preferredAirline);
        const time = inPreferredTime(itinerary.segments[0]?.departureTime ?? '', trip.preferredTime);
        return [{ itinerary, left, preferred: airline && time }];
      });
      rows.sort(
        (a, b) =>
          Number(b.preferred) - Number(a.preferred) ||
          (a.itinerary.segments[0]?.departureTime ?? '').localeCompare(b.itinerary.segments[0]?.departureTime ?? ''),
      );
      return {
        from: leg.from,
        to: leg.to,
        date: leg.date,
        options: rows.slice(0, OFFLINE_FLIGHTS_LISTED).flatMap(({ itinerary, left, preferred }) =>
          itinerary.fares.map((fare) => ({
            fareId: fare.id,
            itineraryId: itinerary.id,
            flights: itinerary.segments.map(flightOf),
            stops: itinerary.stops,
            family: fare.family,
            bookingClass: fare.bookingClass,
            refundable: fare.refundable,
            perPerson: fare.pax.map((pax) => ({
              paxType: pax.paxType,
              totalPaise: pax.totalPaise,
              taxesPaise: taxesOf(pax),
            })),
            seatsLeft: left,
            preferred,
          })),
        ),
      };
    });
    return { journeys, seatsNeeded: seated };
  }

  /** The chosen fares priced now, refused as a field of the form when they no longer fit. */
  function resolveChosen(trip: OfflineTrip, fareIds: string[]): Resolved {
    try {
      return deps.resolve({ search: searchOf(trip), fareIds });
    } catch (error) {
      if (error instanceof AppError && error.statusCode < 500) {
        throw AppError.validation({ fareIds: OFFLINE_MSG.flightUnavailable });
      }
      throw error;
    }
  }

  /**
   * A quote: the chosen fares, each passenger type at the back office's fare per person for the whole trip.
   * The taxes and fees of the chosen fares stay as they are; the base fare is the rest, spread over the
   * journeys as the chosen fares spread theirs. Refuses flights without room for the group and a fare below
   * the taxes.
   */
  function price(
    trip: OfflineTrip,
    input: { fareIds: string[]; fares: Record<BookingPaxType, number | null> },
  ): { offer: FlightOffer; view: OfferView } {
    refuseDeparted(trip);
    const resolved = resolveChosen(trip, input.fareIds);
    const seated = trip.adults + trip.children;
    for (const { quoted } of resolved.legs) {
      for (const flight of quoted.journey) {
        const key = { scheduleId: flight.schedule.id, aircraft: flight.schedule.aircraft, date: flight.departureDate };
        const left = seatsLeft(key, trip.cabin, inventory.soldSeats(key.scheduleId, key.date, trip.cabin));
        if (left < seated) {
          const code = `${flight.schedule.carrier}-${flight.schedule.flightNumber}`;
          throw AppError.validation({ fareIds: OFFLINE_MSG.notEnoughSeats(code, left, seated) });
        }
      }
    }
    const counts = countsOf(trip);
    const travelling = PAX_TYPES.filter((type) => counts[type] > 0);
    const paxOf = (legIndex: number, type: BookingPaxType) =>
      resolved.legs[legIndex]?.leg.itinerary.fares[0]?.pax.find((pax) => pax.paxType === type);
    const legIndexes = resolved.legs.map((_, index) => index);
    const errors: Record<string, string> = {};
    for (const type of travelling) {
      const taxes = legIndexes.reduce((total, index) => total + taxesOf(paxOf(index, type)), 0);
      const fare = input.fares[type];
      if (fare === null) errors[FARE_FIELDS[type]] = OFFLINE_MSG.fareRequired;
      else if (fare < taxes) errors[FARE_FIELDS[type]] = OFFLINE_MSG.fareBelowTaxes(taxes);
    }
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
    /** Each journey's base fare per person of a type: the quoted fare less every journey's taxes, spread. */
    const baseOn = (legIndex: number, type: BookingPaxType) => {
      const taxes = legIndexes.reduce((total, index) => total + taxesOf(paxOf(index, type)), 0);
      const base = (input.fares[type] as number) - taxes;
      const weights = legIndexes.map((index) => baseOf(paxOf(index, type)));
      const weight = weights.reduce((total, one) => total + one, 0);
      const shareOf = (index: number) =>
        weight > 0 ? Math.floor((base * (weights[index] ?? 0)) / weight) : Math.floor(base / legIndexes.length);
      if (legIndex < legIndexes.length - 1) return shareOf(legIndex);
      return base - legIndexes.slice(0, -1).reduce((total, index) => total + shareOf(index), 0);
    };
    const legs: QuotedLeg[] = resolved.legs.map(({ leg }, legIndex) => {
      const chosen = leg.itinerary.fares[0];
      if (!chosen) throw AppError.validation({ fareIds: OFFLINE_MSG.flightUnavailable });
      const pax = travelling.map((type) => {
        const components = (paxOf(legIndex, type)?.components ?? []).map((part) =>
          part.code === 'BASE' ? { ...part, amountPaise: baseOn(legIndex, type) } : part,
        );
        const totalPaise = components.reduce((total, part) => total + part.amountPaise, 0);
        return { paxType: type, count: counts[type], components, totalPaise };
      });
      const totalPaise = pax.reduce((total, one) => total + one.count * one.totalPaise, 0);
      const fare = { ...chosen, pax, totalPaise, seatsLeft: seated };
      return { ...leg, itinerary: { ...leg.itinerary, fares: [fare], lowestTotalPaise: totalPaise } };
    });
    const segments = resolved.legs.flatMap(({ quoted }, legIndex) =>
      quoted.journey.map((flight, segmentIndex) => ({
        legIndex,
        segmentIndex,
        scheduleId: flight.schedule.id,
        date: flight.departureDate,
        carrier: flight.schedule.carrier,
        aircraft: flight.schedule.aircraft,
        code: `${flight.schedule.carrier}-${flight.schedule.flightNumber}`,
      })),
    );
    const offer: FlightOffer = {
      tripType: trip.tripType,
      cabin: trip.cabin,
      international: resolved.international,
      counts: { adults: trip.adults, children: trip.children, infants: trip.infants },
      legs,
      segments,
      fareRules: resolved.fareRules,
      firstDepartureUtc: resolved.legs[0]?.quoted.journey[0]?.departureUtc ?? deps.now(),
    };
    // Offline quotes are the group desk's net fares: they earn no commission (decision 034).
    const summary = summaryOf(journeysOf(offer), 'AGENT', { earnings: null });
    const view: OfferView = {
      journeys: legs.map((leg) => {
        const fare = leg.itinerary.fares[0];
        return {
          from: leg.from,
          to: leg.to,
          date: leg.date,
          flights: leg.itinerary.segments.map(flightOf),
          family: fare?.family ?? '',
          bookingClass: fare?.bookingClass ?? '',
          refundable: fare?.refundable ?? false,
        };
      }),
      fares: travelling.map((type) => ({
        paxType: type,
        count: counts[type],
        perPersonPaise: input.fares[type] as number,
      })),
      fareTotalPaise: legs.reduce((total, leg) => total + (leg.itinerary.fares[0]?.totalPaise ?? 0), 0),
      international: resolved.international,
      summary: summary.lines,
      totalPaise: summary.totalPaise,
    };
    return { offer, view };
  }

  /** The travellers and contact checked against the offer by the booking form's own rules; a refusal names each field. */
  function checkParty(offer: FlightOffer, party: OfferParty) {
    const errors: Record<string, string> = {};
    const travellers = party.travellers as (TravellerBody & { paxType: BookingPaxType })[];
    const counts = countsOf(offer.counts);
    if (PAX_TYPES.some((type) => travellers.filter((one) => one.paxType === type).length !== counts[type])) {
      errors.travellers = OFFLINE_MSG.travellersMismatch;
    }
    const dates = offer.segments.map((segment) => segment.date).sort();
    const trip = {
      today: deps.today(),
      firstDate: dates[0] ?? deps.today(),
      lastDate: dates.at(-1) ?? deps.today(),
      international: offer.international,
      fareType: 'REGULAR' as const,
    };
    travellers.forEach((traveller, index) => {
      const form = { ...emptyTraveller(traveller.paxType), ...traveller } as TravellerForm;
      for (const [field, message] of Object.entries(validateTraveller(form, trip))) {
        errors[`travellers.${index}.${field}`] = message;
      }
    });
    for (const [field, message] of Object.entries(validateContact(party.contact))) {
      errors[`contact.${field}`] = message;
    }
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  }

  const quotable: Quotable = {
    async reserve(trx: Transaction<Database>, stored: unknown, given: unknown) {
      const offer = stored as FlightOffer;
      const party = given as OfferParty;
      checkParty(offer, party);
      const now = deps.now();
      const limit = holdLimit(now, offer.firstDepartureUtc);
      if (limit === null) throw bookingFailed(BOOKING_MSG_DECIDED.holdUnavailable);
      const flights = flightsOf(offer);
      const sold = await inventory.lock(trx, flights);
      const seated = offer.counts.adults + offer.counts.children;
      for (const flight of flights) {
        const segment = offer.segments.find((one) => one.scheduleId === flight.scheduleId && one.date === flight.date);
        const left = seatsLeft(
          { scheduleId: flight.scheduleId, aircraft: segment?.aircraft ?? '', date: flight.date },
          flight.cabin,
          sold(flight.scheduleId, flight.date, flight.cabin),
        );
        if (left < seated) throw bookingFailed(OFFLINE_MSG.soldOut);
      }
      const travellers = bookedTravellers(party.travellers, offer.legs.length);
      const pnrs = new Map<string, string>();
      for (const segment of offer.segments) if (!pnrs.has(segment.carrier)) pnrs.set(segment.carrier, newPnr());
      const route = routeOf(offer.legs);
      const reservation: Reservation & { holdLimit: number } = {
        contact: {
          email: party.contact.email.trim(),
          alternateEmail: party.contact.alternateEmail.trim(),
          countryCode: party.contact.countryCode.trim() || '+91',
          mobile: party.contact.mobile.trim(),
        },
        gst: null,
        fare: summaryOf(journeysOf(offer), 'AGENT', { earnings: null }),
        markupPaise: 0,
        startsAt: offer.firstDepartureUtc,
        holdLimit: limit,
        trip: route,
        narration: (transactionId) =>
          bookingNarration({ transactionId, route, lead: travellers[0], pnrs: [...pnrs.values()] }),
        async write(inner, bookingId) {
          await inner
            .insertInto('flight_bookings')
            .values({
              booking_id: bookingId,
              trip_type: offer.tripType,
              cabin: offer.cabin,
              fare_type: 'REGULAR',
              international: offer.international,
              itinerary: JSON.stringify(offer.legs),
              travellers: JSON.stringify(travellers),
              fare_rules: JSON.stringify(offer.fareRules),
            })
            .execute();
          await writeSearchTerms(inner, bookingId, travellers);
          await inner
            .insertInto('flight_booking_segments')
            .values(
              offer.segments.map((segment) => ({
                booking_id: bookingId,
                leg_index: segment.legIndex,
                segment_index: segment.segmentIndex,
                schedule_id: segment.scheduleId,
                flight_date: segment.date,
                cabin: offer.cabin,
                carrier: segment.carrier,
                seats: seated,
                pnr: pnrs.get(segment.carrier) as string,
              })),
            )
            .execute();
          const sales = flights.map((flight) => ({
            flight,
            seats:
              seated *
              offer.segments.filter((one) => one.scheduleId === flight.scheduleId && one.date === flight.date).length,
          }));
          await inventory.sell(inner, bookingId, sales, []);
        },
        committed: () => inventory.refresh(flights),
      };
      return reservation;
    },
  };

  return { options, price, quotable };
}

export type FlightOfflineOffers = ReturnType<typeof flightOfflineOffers>;
