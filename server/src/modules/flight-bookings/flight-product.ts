import { holdLimit } from '@tripsetu/domain/flight-booking.ts';
import type { BookedTraveller, BookingBody } from '@tripsetu/domain/flight-booking-api.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { jsonColumn } from '../../lib/json-column.ts';
import type { Booker, BookingProduct, Db, HeldSummary, Quotable } from '../bookings/product.ts';
import type { CommissionBook } from '../commissions/commission-book.ts';
import { routeOf } from '../documents/document-mail.ts';
import type { FlightsService } from '../flights/flights.service.ts';
import type { FlightInventory } from '../flights/inventory.repo.ts';

import { refuseDuplicateBooking } from './duplicate-bookings.ts';
import { flightCancellations } from './flight-cancellation.ts';
import { agencyOf, flightEarnings } from './flight-earnings.ts';
import { flightImports } from './flight-import.ts';
import { changeReason, PriceChangedError, type ResolveFlights, summaryOf } from './flight-pricing.ts';
import { flightReschedules } from './flight-reschedule.ts';
import { chooseExtras } from './flight-seats-extras.ts';
import { flightServices } from './flight-services.ts';
import { validateBooking } from './flight-validation.ts';
import { flightDetails } from './flight-view.ts';
import { bookingNarration, issueTickets, newPnrs, writeFlightBooking } from './flight-writes.ts';
import { matchingFlightBookings, writeSearchTerms } from './search-terms.ts';

type TravellersIn = BookingBody['travellers'];

/** The travellers as booked: names tidied, documents upper-cased, extras per journey, no tickets yet. */
export function bookedTravellers(travellers: TravellersIn, journeys: number): BookedTraveller[] {
  return travellers.map((traveller, index) => ({
    index,
    paxType: traveller.paxType,
    title: traveller.title ?? '',
    firstName: (traveller.firstName ?? '').trim(),
    lastName: (traveller.lastName ?? '').trim(),
    dateOfBirth: traveller.dateOfBirth ?? '',
    gender: traveller.gender as BookedTraveller['gender'],
    passportNumber: (traveller.passportNumber ?? '').trim().toUpperCase(),
    passportExpiryDate: traveller.passportExpiryDate ?? '',
    passportCountryCode: (traveller.passportCountryCode ?? '').trim().toUpperCase(),
    frequentFlyerNumber: (traveller.frequentFlyerNumber ?? '').trim().toUpperCase(),
    specialAssistance: traveller.specialAssistance ?? false,
    tickets: [],
    legs: Array.from({ length: journeys }, (_, legIndex) => ({
      seats: traveller.legs?.[legIndex]?.seats ?? [],
      meals: traveller.legs?.[legIndex]?.meals ?? [],
      baggage: traveller.legs?.[legIndex]?.baggage ?? [],
      services: traveller.legs?.[legIndex]?.services ?? [],
    })),
  }));
}

/** The booking's contact and GST details as stored: trimmed, the GSTIN upper-cased, none when empty. */
function partyOf(body: BookingBody) {
  const gstGiven = Object.values(body.gst ?? {}).some((value) => String(value ?? '').trim() !== '');
  return {
    contact: {
      email: body.contact.email?.trim() ?? '',
      alternateEmail: body.contact.alternateEmail?.trim() ?? '',
      countryCode: body.contact.countryCode ?? '+91',
      mobile: body.contact.mobile?.trim() ?? '',
    },
    gst: gstGiven
      ? {
          ...body.gst,
          gstNumber: String(body.gst?.gstNumber ?? '')
            .trim()
            .toUpperCase(),
        }
      : null,
  };
}

/**
 * Flights as a product of the booking core (issue 20, decision 022): the chosen fares priced again
 * under the flights' inventory locks, the §3/§5 rules, seats chosen once, PNRs per airline, and the
 * 13-digit tickets issued when the booking is paid.
 */
export function createFlightProduct(deps: {
  resolve: ResolveFlights;
  /** The flights search, for what a reschedule can move to. */
  search: FlightsService['search'];
  inventory: FlightInventory;
  today: () => string;
  now: () => number;
  /** Offline quotes accepted as holds (flight-offline-quote.ts, built beside the product: it also searches). */
  quoted?: Quotable;
  /** The commission rules an agency's booking earns by (decision 034). */
  commissions: CommissionBook;
}): BookingProduct<BookingBody> {
  const { resolve, inventory, now } = deps;

  return {
    code: 'FLIGHT',
    prefix: 'TSF',

    async reserve(trx: Transaction<Database>, booker: Booker, body: BookingBody) {
      // An agency may book a series fare; its block's seats are taken under the block's lock when written.
      const options = { withSeries: booker.channel === 'AGENT' };
      const unlocked = resolve(body, undefined, options);
      validateBooking(body, unlocked, booker.channel, deps.today());
      const locked = await inventory.lock(trx, unlocked.flights);
      const resolved = resolve(body, locked, options);
      if (resolved.fareTotalPaise !== body.acceptedTotalPaise) {
        throw new PriceChangedError({
          oldTotalPaise: body.acceptedTotalPaise,
          newTotalPaise: resolved.fareTotalPaise,
          reason: changeReason(resolved, body.acceptedTotalPaise, body.seenBookingClasses),
        });
      }
      if (booker.channel === 'AGENT' && !body.confirmDuplicate) {
        const flights = resolved.legs.flatMap(({ quoted }) =>
          quoted.journey.map((flight) => ({ scheduleId: flight.schedule.id, date: flight.departureDate })),
        );
        await refuseDuplicateBooking(trx, booker.user.agency_id as number, flights, body.travellers);
      }
      const { ssr, choices } = await chooseExtras(inventory, trx, resolved, body.travellers, locked);
      const markupPaise = body.markupPaise ?? 0;
      const startsAt = resolved.legs[0]?.quoted.journey[0]?.departureUtc ?? now();
      const travellers = bookedTravellers(body.travellers, resolved.legs.length);
      const pnrs = newPnrs(resolved);
      const route = routeOf(resolved.legs.map(({ leg }) => leg));
      return {
        ...partyOf(body),
        fare: summaryOf(resolved, booker.channel, {
          ssr,
          markupPaise,
          earnings: flightEarnings(deps.commissions, agencyOf(booker), resolved.legs),
        }),
        markupPaise,
        startsAt,
        holdLimit: holdLimit(now(), startsAt),
        trip: route,
        narration: (transactionId) =>
          bookingNarration({ transactionId, route, lead: travellers[0], pnrs: [...pnrs.values()] }),
        write: (inner, bookingId, issued) =>
          writeFlightBooking(inner, inventory, bookingId, resolved, { travellers, pnrs, choices, issued }),
        committed: () => inventory.refresh(resolved.flights),
      };
    },

    async issue(trx: Transaction<Database>, bookingId: number) {
      const { travellers, pnrs } = await flightDetails(trx, bookingId);
      await issueTickets(trx, travellers, new Map(pnrs.map((entry) => [entry.carrier, entry.pnr])));
      await trx
        .updateTable('flight_bookings')
        .set({ travellers: JSON.stringify(travellers) })
        .where('booking_id', '=', bookingId)
        .execute();
      await writeSearchTerms(trx, bookingId, travellers);
    },

    async release(trx: Transaction<Database>, bookingId: number) {
      const flights = await inventory.giveBack(trx, bookingId);
      return () => inventory.refresh(flights);
    },

    async describe(source: Db, bookingId: number, transactionId: string) {
      const { legs, travellers, pnrs } = await flightDetails(source, bookingId);
      const route = routeOf(legs);
      return {
        noun: 'flight booking',
        trip: route,
        references: `PNR ${pnrs.map((entry) => entry.pnr).join(', ')}`,
        narration: bookingNarration({
          transactionId,
          route,
          lead: travellers[0],
          pnrs: pnrs.map((entry) => entry.pnr),
        }),
        travellerPath: `/flight/ticket/${transactionId}`,
        kept: 'seats',
        document: 'e-ticket',
      };
    },

    cancellation: flightCancellations({ inventory, now }),

    reschedule: flightReschedules({ resolve, search: deps.search, inventory, now }),

    services: flightServices({ inventory, now }),

    imports: flightImports({ inventory, now, commissions: deps.commissions }),

    quoted: deps.quoted,

    /** A PNR, or every word of a ticket number or traveller's name (in the travellers' details). */
    matching: matchingFlightBookings,

    async summarize(source: Db, bookingIds: readonly number[]) {
      const summaries = new Map<number, HeldSummary>();
      if (bookingIds.length === 0) return summaries;
      const rows = await source
        .selectFrom('flight_bookings')
        .select(['booking_id', 'itinerary', 'travellers'])
        .where('booking_id', 'in', bookingIds)
        .execute();
      const pnrRows = await source
        .selectFrom('flight_booking_segments')
        .select(['booking_id', 'pnr'])
        .where('booking_id', 'in', bookingIds)
        .execute();
      for (const row of rows) {
        const legs = jsonColumn<{ itinerary: { segments: Record<string, string>[] } }[]>(row.itinerary);
        const travellers = jsonColumn<BookedTraveller[]>(row.travellers);
        const lead = travellers[0];
        const first = legs[0]?.itinerary.segments[0];
        const pnrs = new Set(pnrRows.filter((entry) => entry.booking_id === row.booking_id).map((entry) => entry.pnr));
        summaries.set(row.booking_id, {
          // The airports flown, which a nearby-airports search may have changed from the ones searched.
          route: legs
            .map((leg) => `${leg.itinerary.segments[0]?.origin}-${leg.itinerary.segments.at(-1)?.destination}`)
            .join(', '),
          departure: first
            ? `${first.departureDate} ${first.departureTime?.slice(0, 2)}:${first.departureTime?.slice(2)}`
            : '',
          leadTraveller: lead ? `${lead.title} ${lead.firstName} ${lead.lastName}` : '',
          travellers: travellers.length,
          references: [...pnrs].join(', '),
        });
      }
      return summaries;
    },
  };
}
