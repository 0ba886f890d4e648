import type { FareRules } from '@tripsetu/domain/flight-api.ts';
import type { BookedTraveller, QuotedLeg } from '@tripsetu/domain/flight-booking-api.ts';
import { IMPORT_PNR_MSG, importPnrErrors, lastNameKey, pnrOf } from '@tripsetu/domain/import-pnr.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { jsonColumn } from '../../lib/json-column.ts';
import type { AgentUser } from '../agents/agents.service.ts';
import { importFailed } from '../bookings/booking-errors.ts';
import type { BookingParty, FoundImport, Importable, ImportReference } from '../bookings/product.ts';
import type { CommissionBook } from '../commissions/commission-book.ts';
import { routeOf } from '../documents/document-mail.ts';
import { type AirlinePnrRow, type AirlinePnrSegment, airlinePnrsRepo } from '../flights/airline-pnrs.repo.ts';
import type { FlightInventory } from '../flights/inventory.repo.ts';
import { flightEarnings } from './flight-earnings.ts';
import { summaryOf } from './flight-pricing.ts';
import { bookingNarration } from './flight-writes.ts';
import { writeSearchTerms } from './search-terms.ts';

/** Refuses what may not be imported by this agency now; the reasons are IMPORT_PNR_MSG's. */
async function refuseTaken(trx: Transaction<Database>, user: AgentUser, row: AirlinePnrRow) {
  if (row.imported_booking_id !== null) {
    const booking = await trx
      .selectFrom('bookings')
      .select(['id', 'agency_id', 'transaction_id'])
      .where('id', '=', row.imported_booking_id)
      .executeTakeFirstOrThrow();
    if (booking.agency_id === user.agency_id) {
      throw importFailed(IMPORT_PNR_MSG.alreadyYours, {
        bookingId: String(booking.id),
        transactionId: booking.transaction_id,
      });
    }
    throw importFailed(IMPORT_PNR_MSG.alreadyImported);
  }
  if (row.cancelled_at !== null) throw importFailed(IMPORT_PNR_MSG.cancelled);
}

/** Writes the imported booking's flight rows: its details and segments with the airline's PNR; no seats are sold again. */
async function writeImported(
  trx: Transaction<Database>,
  bookingId: number,
  row: AirlinePnrRow,
  booked: { legs: QuotedLeg[]; travellers: BookedTraveller[]; segments: AirlinePnrSegment[] },
) {
  await trx
    .insertInto('flight_bookings')
    .values({
      booking_id: bookingId,
      trip_type: row.trip_type,
      cabin: row.cabin,
      fare_type: row.fare_type,
      international: row.international,
      itinerary: JSON.stringify(booked.legs),
      travellers: JSON.stringify(booked.travellers),
      fare_rules: JSON.stringify(jsonColumn<Record<string, FareRules>>(row.fare_rules)),
    })
    .execute();
  await writeSearchTerms(trx, bookingId, booked.travellers);
  await trx
    .insertInto('flight_booking_segments')
    .values(
      booked.segments.map((segment) => ({
        booking_id: bookingId,
        leg_index: segment.legIndex,
        segment_index: segment.segmentIndex,
        schedule_id: segment.flight.scheduleId,
        flight_date: segment.flight.date,
        cabin: segment.flight.cabin,
        carrier: segment.carrier,
        seats: segment.seats,
        pnr: row.pnr,
      })),
    )
    .execute();
}

/**
 * Flights' Import PNR (decision 026): an airline PNR made outside TripSetu, found by its code and one
 * traveller's last name under its row lock, becomes the agency's flight booking on hold until the
 * airline's ticketing time limit. Its seats were counted sold when the airline made it; they now belong
 * to the booking, so a release or cancellation gives them back as for any booking.
 */
export function flightImports(deps: {
  inventory: FlightInventory;
  now: () => number;
  commissions: CommissionBook;
}): Importable {
  return {
    async find(trx: Transaction<Database>, user: AgentUser, reference: ImportReference): Promise<FoundImport> {
      const errors = importPnrErrors({ pnr: reference.reference, lastName: reference.lastName });
      if (Object.keys(errors).length > 0) throw AppError.validation(errors as Record<string, string>);
      const row = await airlinePnrsRepo.lock(trx, pnrOf(reference.reference));
      const travellers = row ? jsonColumn<BookedTraveller[]>(row.travellers) : [];
      const wanted = lastNameKey(reference.lastName);
      // A PNR unknown and a name not on it read the same, so that neither can be probed alone.
      if (!row || !travellers.some((traveller) => lastNameKey(traveller.lastName) === wanted)) {
        throw new AppError('NOT_FOUND', IMPORT_PNR_MSG.notFound);
      }
      await refuseTaken(trx, user, row);
      const now = deps.now();
      const startsAt = new Date(row.first_departure).getTime();
      if (startsAt <= now) throw importFailed(IMPORT_PNR_MSG.departed);
      const segments = await airlinePnrsRepo.segments(trx, row.id);
      const timeLimit = new Date(row.ticketing_time_limit).getTime();
      if (timeLimit <= now) {
        // Unticketed past the airline's limit: the airline has cancelled it, and its seats go back on sale.
        const flights = await deps.inventory.keepUnassigned(
          trx,
          segments.map(({ flight, seats }) => ({ flight, seats: -seats })),
        );
        await airlinePnrsRepo.markCancelled(trx, row.id, new Date(now));
        return { lapsed: { reason: IMPORT_PNR_MSG.lapsed, committed: () => deps.inventory.refresh(flights) } };
      }
      const legs = jsonColumn<QuotedLeg[]>(row.itinerary);
      const count = (type: BookedTraveller['paxType']) => travellers.filter((one) => one.paxType === type).length;
      const journeys = legs.map((_, legIndex) => ({
        journey: segments.filter((segment) => segment.legIndex === legIndex),
      }));
      const route = routeOf(legs);
      const booked = { legs, travellers: travellers.map((one) => ({ ...one, tickets: [] })), segments };
      return {
        reservation: {
          contact: jsonColumn<BookingParty['contact']>(row.contact),
          gst: null,
          fare: summaryOf(
            {
              request: { adults: count('ADT'), children: count('CHD'), infants: count('INF') },
              legs: legs.map((leg, index) => ({ leg, quoted: journeys[index] ?? { journey: [] } })),
            },
            'AGENT',
            {
              earnings: flightEarnings(
                deps.commissions,
                user.agency_id,
                legs.map((leg) => ({ leg })),
              ),
            },
          ),
          markupPaise: 0,
          startsAt,
          // The airline's own limit: it keeps the seats until then, whatever TripSetu's holds allow.
          holdLimit: timeLimit,
          trip: route,
          narration: (transactionId) =>
            bookingNarration({ transactionId, route, lead: booked.travellers[0], pnrs: [row.pnr] }),
          async write(inner, bookingId) {
            await writeImported(inner, bookingId, row, booked);
            await airlinePnrsRepo.markImported(inner, row.id, bookingId, new Date(now));
          },
          // The seats were sold when the airline made the PNR: the search's counts have not moved.
          committed: async () => {},
        },
      };
    },
  };
}
