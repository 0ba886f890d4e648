import type { BusPrice } from '@tripsetu/domain/bus-booking.ts';
import { BUS_BOOKING_MSG_DECIDED, type BusBookingBody } from '@tripsetu/domain/bus-booking-api.ts';
import type { Earnings } from '@tripsetu/domain/commissions.ts';
import { BOOKING_MSG_DECIDED } from '@tripsetu/domain/flight-booking.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { jsonColumn } from '../../lib/json-column.ts';
import { bookingFailed } from '../bookings/booking-errors.ts';
import type { Booker, BookingProduct, Db, HeldSummary } from '../bookings/product.ts';
import { bookingsWithWords } from '../bookings/search-words.ts';
import { busDepartureInstant } from '../buses/buses.service.ts';
import type { BusSupplier } from '../buses/supplier.ts';
import { busCancellations } from './bus-cancellation.ts';
import {
  type BusTripSnapshot,
  busDetails,
  busNarration,
  busSearchText,
  busTripText,
  newBusTicketNo,
  newOperatorPnr,
  type StoredBusTraveller,
} from './bus-details.ts';
import { busFareSummary, lockedBlock } from './bus-reserve.ts';

/** The booking's ticket number, operator PNR and search words, written once it is paid. */
async function issueTicket(
  trx: Transaction<Database>,
  bookingId: number,
  operatorCode: string,
  travellers: readonly StoredBusTraveller[],
) {
  const ticketNo = newBusTicketNo();
  const pnr = newOperatorPnr(operatorCode);
  await trx
    .updateTable('bus_bookings')
    .set({ ticket_no: ticketNo, operator_pnr: pnr, search_text: busSearchText(travellers, ticketNo, pnr) })
    .where('booking_id', '=', bookingId)
    .execute();
}

/**
 * Buses as a product of the booking core (issue 22, decision 031): an agent's block booked under its row lock,
 * priced again, its kept seats turned sold in the booking's transaction (so a block lapsing at that moment
 * either sells or is refused, never both), and the ticket number and operator PNR issued with the payment.
 * Bus bookings are paid at once: there is no hold (operators confirm only paid tickets).
 */
export function createBusProduct(deps: {
  supplier: BusSupplier;
  /** What the agency earns on the seats by the commission rules, frozen on the booking (decision 034). */
  earnings: (agencyId: number, price: BusPrice) => Earnings | null;
  today: () => string;
  now: () => number;
  /** Whether a trip is still sold (not within the sales close of its departure). */
  open: (date: string, time: string) => boolean;
  /** The search's view of these trips' seats read again, after a booking, cancellation or release commits. */
  refresh: (tripIds: readonly string[]) => Promise<void>;
}): BookingProduct<BusBookingBody> {
  const { now, refresh } = deps;

  return {
    code: 'BUS',
    prefix: 'TSB',

    async reserve(trx: Transaction<Database>, booker: Booker, body: BusBookingBody) {
      if (booker.channel !== 'AGENT') throw bookingFailed(BOOKING_MSG_DECIDED.bookingNotFound);
      if (booker.action === 'HOLD') throw bookingFailed(BOOKING_MSG_DECIDED.holdUnavailable);
      const locked = await lockedBlock(trx, deps, booker.user.agency_id as number, body);
      const { block, snapshot, travellers, price } = locked;
      // The block's seats, still kept by it and in time, turn sold here: all of them, or the booking is refused.
      const sold = await trx
        .updateTable('bus_seats')
        .set({ status: 'SOLD', expires_at: null })
        .where('block_id', '=', block.id)
        .where('status', '=', 'HELD')
        .where('expires_at', '>', new Date(now()))
        .returning('seat_no')
        .execute();
      if (sold.length !== travellers.length) throw bookingFailed(BUS_BOOKING_MSG_DECIDED.blockExpired);
      const markupPaise = body.markupPaise;
      const gstGiven = Object.values(body.gst).some((value) => value.trim() !== '');
      const lead = travellers[0]?.name ?? '';
      return {
        contact: { email: locked.contact.email, alternateEmail: '', countryCode: '+91', mobile: locked.contact.mobile },
        gst: gstGiven ? { ...body.gst, gstNumber: body.gst.gstNumber.trim().toUpperCase() } : null,
        fare: busFareSummary(price, markupPaise, deps.earnings(booker.user.agency_id as number, price)),
        markupPaise,
        startsAt: busDepartureInstant(snapshot.trip.departureDate, snapshot.trip.departureTime),
        holdLimit: null,
        trip: busTripText(snapshot),
        narration: (transactionId) => busNarration({ transactionId, snapshot, lead, ticketNo: null }),
        async write(inner, bookingId, issued) {
          await inner
            .insertInto('bus_bookings')
            .values({
              booking_id: bookingId,
              block_id: block.id,
              trip_id: block.trip_id,
              journey_date: snapshot.trip.departureDate,
              trip: JSON.stringify(snapshot),
              travellers: JSON.stringify(travellers),
              search_text: busSearchText(travellers, null, null),
            })
            .execute();
          await inner
            .updateTable('bus_seats')
            .set({ booking_id: bookingId })
            .where('block_id', '=', block.id)
            .execute();
          if (issued) await issueTicket(inner, bookingId, snapshot.trip.operator.code, travellers);
        },
        committed: () => refresh([block.trip_id]),
      };
    },

    async issue(trx: Transaction<Database>, bookingId: number) {
      const { snapshot, travellers } = await busDetails(trx, bookingId);
      await issueTicket(trx, bookingId, snapshot.trip.operator.code, travellers);
    },

    async release(trx: Transaction<Database>, bookingId: number) {
      const { row } = await busDetails(trx, bookingId);
      await trx.deleteFrom('bus_seats').where('booking_id', '=', bookingId).execute();
      return () => refresh([row.trip_id]);
    },

    async describe(source: Db, bookingId: number, transactionId: string) {
      const { row, snapshot, travellers } = await busDetails(source, bookingId);
      const lead = travellers[0]?.name ?? '';
      return {
        noun: 'bus booking',
        trip: busTripText(snapshot),
        references: `Ticket ${row.ticket_no ?? '—'}, operator PNR ${row.operator_pnr ?? '—'}`,
        narration: busNarration({ transactionId, snapshot, lead, ticketNo: row.ticket_no }),
        travellerPath: '',
        kept: 'seats',
        document: 'bus ticket',
      };
    },

    cancellation: busCancellations({ now, refresh }),

    /** Every word (up to five) of a ticket number, operator PNR or traveller's name. */
    matching: (source: Db, text: string) => bookingsWithWords(source, 'bus_bookings', text),

    async summarize(source: Db, bookingIds: readonly number[]) {
      const summaries = new Map<number, HeldSummary>();
      if (bookingIds.length === 0) return summaries;
      const rows = await source
        .selectFrom('bus_bookings')
        .select(['booking_id', 'trip', 'travellers', 'ticket_no', 'operator_pnr'])
        .where('booking_id', 'in', bookingIds)
        .execute();
      for (const row of rows) {
        const { trip } = jsonColumn<BusTripSnapshot>(row.trip);
        const people = jsonColumn<StoredBusTraveller[]>(row.travellers);
        summaries.set(row.booking_id, {
          route: `${trip.from} – ${trip.to}`,
          departure: `${trip.departureDate} ${trip.departureTime.slice(0, 2)}:${trip.departureTime.slice(2)}`,
          leadTraveller: people[0]?.name ?? '',
          travellers: people.length,
          references: [row.ticket_no, row.operator_pnr].filter(Boolean).join(', '),
        });
      }
      return summaries;
    },
  };
}
