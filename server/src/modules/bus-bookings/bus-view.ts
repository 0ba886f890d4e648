import { BUS_BOOKING_MSG_DECIDED, type BusBooking } from '@tripsetu/domain/bus-booking-api.ts';
import { AppError } from '../../lib/errors.ts';
import { jsonColumn } from '../../lib/json-column.ts';
import { bookingsRepo } from '../bookings/bookings.repo.ts';
import { headerView } from '../bookings/header-view.ts';
import type { Db } from '../bookings/product.ts';
import { busDepartureInstant } from '../buses/buses.service.ts';
import type { BusTripSnapshot, StoredBusTraveller } from './bus-details.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Each cancellation of the booking: its credit note, the seats it cancelled, the operator's charge and the refund. */
async function cancellationsOf(source: Db, bookingId: number, travellers: readonly StoredBusTraveller[]) {
  return (await bookingsRepo.cancellations(source, bookingId)).map(({ supplierChargePaise, ...row }) => ({
    ...row,
    seats: travellers.filter((traveller) => traveller.cancellationId === row.id).map((traveller) => traveller.seatNo),
    operatorChargePaise: supplierChargePaise,
  }));
}

/** A bus booking as the portal reads it: the core's header and the bus's details; 404 outside the agency. */
export async function busBookingView(
  source: Db,
  where: { id: number; agencyId: number | null },
  now: () => number = Date.now,
): Promise<BusBooking> {
  let query = bookingsRepo
    .withNames(source)
    .innerJoin('bus_bookings as d', 'd.booking_id', 'b.id')
    .select(['d.trip', 'd.travellers', 'd.ticket_no', 'd.operator_pnr'])
    .where('b.product', '=', 'BUS')
    .where('b.id', '=', where.id);
  if (where.agencyId !== null) query = query.where('b.agency_id', '=', where.agencyId);
  const header = await query.executeTakeFirst();
  if (!header) throw new AppError('NOT_FOUND', BUS_BOOKING_MSG_DECIDED.bookingNotFound);
  const snapshot = jsonColumn<BusTripSnapshot>(header.trip);
  const stored = jsonColumn<StoredBusTraveller[]>(header.travellers);
  const base = headerView(header);
  const departs = busDepartureInstant(snapshot.trip.departureDate, snapshot.trip.departureTime);
  return {
    ...base,
    ticketNo: header.ticket_no,
    operatorPnr: header.operator_pnr,
    ...snapshot,
    travellers: stored.map(({ cancellationId, ...traveller }) => ({
      ...traveller,
      cancelled: cancellationId !== null,
    })),
    ticketedAt: iso(header.issued_at),
    cancellations: await cancellationsOf(source, header.id, stored),
    cancellable: base.status === 'CONFIRMED' && departs > now(),
  };
}
