import { randomInt } from 'node:crypto';
import type { BusBooking, BusTraveller } from '@tripsetu/domain/bus-booking-api.ts';
import { BUS_BOOKING_MSG_DECIDED } from '@tripsetu/domain/bus-booking-api.ts';
import { formatDisplayDate } from '@tripsetu/domain/dates.ts';
import { PNR_ALPHABET } from '@tripsetu/domain/flight-booking.ts';
import { AppError } from '../../lib/errors.ts';
import { jsonColumn } from '../../lib/json-column.ts';
import type { Db } from '../bookings/product.ts';

/** What a bus booking keeps of its trip, as it was when booked: the ticket's facts. */
export type BusTripSnapshot = Pick<BusBooking, 'trip' | 'boarding' | 'dropping' | 'cancellationPolicy'>;

/** A traveller as stored: the view's, and the cancellation that cancelled the seat (null while booked). */
export type StoredBusTraveller = Omit<BusTraveller, 'cancelled'> & { cancellationId: number | null };

/** A bus booking's own row, read. */
export async function busDetails(source: Db, bookingId: number) {
  const row = await source
    .selectFrom('bus_bookings')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', BUS_BOOKING_MSG_DECIDED.bookingNotFound);
  return {
    row,
    snapshot: jsonColumn<BusTripSnapshot>(row.trip),
    travellers: jsonColumn<StoredBusTraveller[]>(row.travellers),
  };
}

/** 'Bengaluru – Hyderabad 05 Dec, 2026': the trip as mail subjects and the ledger name it. */
export const busTripText = (snapshot: BusTripSnapshot) =>
  `${snapshot.trip.from} – ${snapshot.trip.to} ${formatDisplayDate(snapshot.trip.departureDate)}`;

/** The wallet's ledger line: trip, lead traveller, ticket, transaction id. */
export function busNarration(input: {
  transactionId: string;
  snapshot: BusTripSnapshot;
  lead: string;
  ticketNo: string | null;
}): string {
  const ticket = input.ticketNo ? `, ticket ${input.ticketNo}` : '';
  return `Bus ${busTripText(input.snapshot)}, ${input.lead}${ticket} (${input.transactionId})`.slice(0, 200);
}

/** A bus ticket number: TB and ten digits, as the trade's ticket numbers are digits. */
export const newBusTicketNo = () => `TB${String(randomInt(1_000_000_000, 10_000_000_000))}`;

/** The operator's PNR: its short code and six characters without look-alikes. */
export function newOperatorPnr(operatorCode: string): string {
  let pnr = operatorCode.replace(/[^A-Z]/g, '').slice(0, 5);
  for (let index = 0; index < 6; index += 1) pnr += PNR_ALPHABET[randomInt(PNR_ALPHABET.length)];
  return pnr;
}

/** The words Manage Bookings finds a bus booking by: ticket, PNR and each traveller's names, lower-cased. */
export function busSearchText(
  travellers: readonly Pick<StoredBusTraveller, 'name'>[],
  ticketNo: string | null,
  pnr: string | null,
) {
  return [ticketNo ?? '', pnr ?? '', ...travellers.map((traveller) => traveller.name)].join(' ').toLowerCase();
}
