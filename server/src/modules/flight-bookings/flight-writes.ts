import { randomInt } from 'node:crypto';
import { BOOKING_MSG_DECIDED, PNR_ALPHABET, ticketNumber } from '@tripsetu/domain/flight-booking.ts';
import type { BookedTraveller } from '@tripsetu/domain/flight-booking-api.ts';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { bookingFailed } from '../bookings/booking-errors.ts';
import type { FlightInventory, SeatChoice } from '../flights/inventory.repo.ts';
import { isSeriesFare } from '../flights/leg-answer.ts';
import type { Resolved } from './flight-pricing.ts';
import { writeSearchTerms } from './search-terms.ts';

// What a flight booking writes beside its header: PNRs, tickets and its rows (booked and rescheduled alike).

export function newPnr(): string {
  let pnr = '';
  for (let i = 0; i < 6; i++) pnr += PNR_ALPHABET[randomInt(PNR_ALPHABET.length)];
  return pnr;
}

/** A ticket per traveller per airline: 13 digits from the airline's code, the form code and a serial. */
export async function issueTickets(
  trx: Transaction<Database>,
  travellers: BookedTraveller[],
  pnrs: Map<string, string>,
) {
  for (const traveller of travellers) {
    traveller.tickets = [];
    for (const [carrier, pnr] of pnrs) {
      const { n } = await sql<{ n: string }>`select nextval('flight_ticket_serial') as n`
        .execute(trx)
        .then((result) => result.rows[0] as { n: string });
      traveller.tickets.push({ carrier, number: ticketNumber(carrier, Number(n), pnr) });
    }
  }
}

/** A booking's ledger line: route, lead traveller, PNRs and the booking's transaction ID. */
export function bookingNarration(booking: {
  transactionId: string;
  route: string;
  lead: { firstName: string; lastName: string } | undefined;
  pnrs: readonly string[];
}): string {
  const lead = booking.lead ? `${booking.lead.firstName} ${booking.lead.lastName}`.trim() : '';
  const pnrs = [...new Set(booking.pnrs)].join('/');
  return [`Flight ${booking.route}`, lead, pnrs && `PNR ${pnrs}`, booking.transactionId].filter(Boolean).join(' · ');
}

/** A new PNR for each airline the booking flies. */
export function newPnrs(resolved: Resolved): Map<string, string> {
  const pnrs = new Map<string, string>();
  for (const { quoted } of resolved.legs) {
    for (const flight of quoted.journey) {
      if (!pnrs.has(flight.schedule.carrier)) pnrs.set(flight.schedule.carrier, newPnr());
    }
  }
  return pnrs;
}

/**
 * Takes the seats of each leg sold at a series fare from its flight's block, under the block's lock (refused when
 * it has too few left); the block of each such leg, by the leg's index.
 */
async function takeSeriesSeats(
  trx: Transaction<Database>,
  inventory: FlightInventory,
  resolved: Resolved,
  seated: number,
): Promise<Map<number, number>> {
  const blocks = new Map<number, number>();
  for (const [legIndex, { leg, quoted }] of resolved.legs.entries()) {
    const fare = leg.itinerary.fares[0];
    const flight = quoted.journey[0];
    if (!fare || !flight || !isSeriesFare(fare)) continue;
    const block = inventory.series.lookup(flight.schedule.id, flight.departureDate, resolved.request.cabin);
    if (!block) throw bookingFailed(BOOKING_MSG_DECIDED.fareUnavailable);
    blocks.set(legIndex, block.id);
  }
  await inventory.series.take(
    trx,
    [...blocks.values()].map((blockId) => ({ blockId, seats: seated })),
  );
  return blocks;
}

/** Writes the booking's flight rows: its details, one segment per flight with its PNR, seats sold. */
export async function writeFlightBooking(
  trx: Transaction<Database>,
  inventory: FlightInventory,
  bookingId: number,
  resolved: Resolved,
  booked: { travellers: BookedTraveller[]; pnrs: Map<string, string>; choices: SeatChoice[]; issued: boolean },
) {
  const request = resolved.request;
  if (booked.issued) await issueTickets(trx, booked.travellers, booked.pnrs);
  await trx
    .insertInto('flight_bookings')
    .values({
      booking_id: bookingId,
      trip_type: request.tripType,
      cabin: request.cabin,
      fare_type: request.fareType,
      international: resolved.international,
      itinerary: JSON.stringify(resolved.legs.map(({ leg }) => leg)),
      travellers: JSON.stringify(booked.travellers),
      fare_rules: JSON.stringify(resolved.fareRules),
    })
    .execute();
  await writeSearchTerms(trx, bookingId, booked.travellers);
  const seated = request.adults + request.children;
  const blocks = await takeSeriesSeats(trx, inventory, resolved, seated);
  const segments = resolved.legs.flatMap(({ quoted }, legIndex) =>
    quoted.journey.map((flight, segmentIndex) => ({
      booking_id: bookingId,
      leg_index: legIndex,
      segment_index: segmentIndex,
      schedule_id: flight.schedule.id,
      flight_date: flight.departureDate,
      cabin: request.cabin,
      carrier: flight.schedule.carrier,
      seats: seated,
      pnr: booked.pnrs.get(flight.schedule.carrier) as string,
      series_block_id: blocks.get(legIndex) ?? null,
    })),
  );
  await trx.insertInto('flight_booking_segments').values(segments).execute();
  const sales = resolved.flights.map((flight) => ({
    flight,
    seats:
      seated *
      segments.filter((row) => row.schedule_id === flight.scheduleId && row.flight_date === flight.date).length,
  }));
  await inventory.sell(trx, bookingId, sales, booked.choices);
}
