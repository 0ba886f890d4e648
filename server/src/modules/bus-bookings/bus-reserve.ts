import { type BusPrice, priceBusSeats } from '@tripsetu/domain/bus-booking.ts';
import { BUS_BOOKING_MSG_DECIDED, type BusBookingBody, reportingTime } from '@tripsetu/domain/bus-booking-api.ts';
import { BUS_MSG_DECIDED, type BusTrip } from '@tripsetu/domain/bus-search.ts';
import type { Earnings } from '@tripsetu/domain/commissions.ts';
import { foldAgencyFee } from '@tripsetu/domain/customer-invoice.ts';
import {
  earningLines,
  type FareSummary,
  markupError,
  platformMarkupLines,
  SUMMARY_LABELS,
  type SummaryCode,
  type SummaryLine,
} from '@tripsetu/domain/fare-summary.ts';
import { BOOKING_MSG, validateBookingGst } from '@tripsetu/domain/flight-booking.ts';
import { sharePaise } from '@tripsetu/domain/money.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { jsonColumn } from '../../lib/json-column.ts';
import { bookingFailed } from '../bookings/booking-errors.ts';
import type { BusSupplier } from '../buses/supplier.ts';
import type { BusTripSnapshot, StoredBusTraveller } from './bus-details.ts';

const line = (code: SummaryCode, amountPaise: number): SummaryLine => ({
  code,
  label: SUMMARY_LABELS[code],
  amountPaise,
});

/**
 * A bus booking's fare summary: seat fares, GST on them, TripSetu's fee and its GST, and what the agency earns
 * (commission and PLB cut and pay lower what it pays, TDS on them is added: decision 034); the customer's with the
 * markup and without the agency's earnings.
 */
export function busFareSummary(price: BusPrice, markupPaise: number, earnings: Earnings | null): FareSummary {
  const fare = [
    line('SEAT_FARES', price.farePaise),
    ...(price.fareGstPaise > 0 ? [line('FARE_GST', price.fareGstPaise)] : []),
    line('SERVICE_CHARGE', price.feePaise),
    line('GST', price.feeGstPaise),

    ...(earnings ? platformMarkupLines(earnings) : []),
  ];
  const lines = [...fare, ...(earnings ? earningLines(earnings) : [])];
  const customerLines = foldAgencyFee([...fare, line('MARKUP', markupPaise)], SUMMARY_LABELS.AGENCY_FEE);
  const sum = (entries: SummaryLine[]) => entries.reduce((total, entry) => total + entry.amountPaise, 0);
  return {
    lines,
    totalPaise: sum(lines),
    customerLines,
    customerTotalPaise: sum(customerLines),
    ...(earnings ? { earnings } : {}),
  };
}

/** The trip as the ticket keeps it, cities by name, with the chosen boarding and dropping points. */
export function snapshotOf(
  trip: BusTrip,
  boardingId: string,
  droppingId: string,
  cityName: (id: string) => string,
): BusTripSnapshot {
  const boarding = trip.boardingPoints.find((stop) => stop.id === boardingId);
  const dropping = trip.droppingPoints.find((stop) => stop.id === droppingId);
  if (!boarding || !dropping) throw bookingFailed(BUS_MSG_DECIDED.tripNotFound);
  return {
    trip: {
      tripId: trip.id,
      operator: { code: trip.operator.code, name: trip.operator.name, contact: trip.operator.contact },
      serviceName: trip.serviceName,
      busType: trip.busType.name,
      ac: trip.busType.ac,
      from: cityName(trip.from),
      to: cityName(trip.to),
      departureDate: trip.departureDate,
      departureTime: trip.departureTime,
      arrivalDate: trip.arrivalDate,
      arrivalTime: trip.arrivalTime,
      durationMinutes: trip.durationMinutes,
      amenities: trip.amenities,
    },
    boarding: { ...boarding, reportingTime: reportingTime(boarding.time) },
    dropping,
    cancellationPolicy: trip.cancellationPolicy,
  };
}

interface BlockTraveller {
  seatNo: string;
  name: string;
  age: number;
  gender: 'M' | 'F';
}

/**
 * The agent's block, under its row lock, checked for this booking: the agency's own, not booked yet, still in
 * its time; the trip still sold; the seats priced again (a change is asked again, as for flights); the GST
 * details and markup checked. What it gives back is enough to sell the seats and write the booking.
 */
export async function lockedBlock(
  trx: Transaction<Database>,
  deps: {
    supplier: BusSupplier;
    today: () => string;
    now: () => number;
    open: (date: string, time: string) => boolean;
  },
  agencyId: number,
  body: BusBookingBody,
) {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(validateBookingGst(body.gst as never)))
    errors[`gst.${field}`] = message;
  const markup = markupError(body.markupPaise);
  if (markup) errors.markupPaise = markup;
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  const block = await trx
    .selectFrom('bus_blocks')
    .selectAll()
    .where('id', '=', body.blockId)
    .where('agency_id', '=', agencyId)
    .forUpdate()
    .executeTakeFirst();
  if (!block) throw new AppError('NOT_FOUND', BUS_BOOKING_MSG_DECIDED.blockNotFound);
  const used = await trx
    .selectFrom('bus_bookings')
    .select('booking_id')
    .where('block_id', '=', block.id)
    .executeTakeFirst();
  if (used) throw bookingFailed(BUS_BOOKING_MSG_DECIDED.blockUsed);
  if (new Date(block.expires_at).getTime() <= deps.now()) throw bookingFailed(BUS_BOOKING_MSG_DECIDED.blockExpired);
  const none = () => new Set<string>();
  const trip = deps.supplier.trip(block.trip_id, none);
  if (!trip || !deps.open(trip.departureDate, trip.departureTime)) throw bookingFailed(BUS_MSG_DECIDED.tripNotFound);
  const layout = deps.supplier.seats(trip.id, none)?.seats ?? [];
  const blocked = jsonColumn<BlockTraveller[]>(block.travellers);
  const seats = blocked.map((traveller) => {
    const seat = layout.find((entry) => entry.seatNo === traveller.seatNo);
    if (!seat) throw bookingFailed(BUS_MSG_DECIDED.tripNotFound);
    return { traveller, seat };
  });
  const price = priceBusSeats(
    seats.map(({ seat }) => seat),
    trip.busType.ac,
    deps.today(),
  );
  if (price.totalPaise !== body.acceptedTotalPaise) {
    throw new AppError(
      'PRICE_CHANGED',
      BOOKING_MSG.priceChanged,
      {},
      {
        oldTotalPaise: String(body.acceptedTotalPaise),
        newTotalPaise: String(price.totalPaise),
        reason: 'The operator changed the fare of these seats.',
      },
    );
  }
  const decks = new Set(layout.map((seat) => seat.deck)).size;
  const fareShares = sharePaise(
    price.fareGstPaise,
    seats.map(({ seat }) => seat.farePaise),
  );
  const feeEach = price.feePaise / Math.max(1, seats.length);
  const feeGstShares = sharePaise(
    price.feeGstPaise,
    seats.map(() => feeEach),
  );
  const travellers: StoredBusTraveller[] = seats.map(({ traveller, seat }, index) => ({
    index,
    seatNo: seat.seatNo,
    place: `${decks > 1 ? (seat.deck === 'UPPER' ? 'Upper deck, ' : 'Lower deck, ') : ''}${seat.kind === 'SLEEPER' ? 'berth' : 'seat'}`,
    name: traveller.name,
    age: traveller.age,
    gender: traveller.gender,
    farePaise: seat.farePaise,
    fareGstPaise: fareShares[index] ?? 0,
    feePaise: Math.round(feeEach) + (feeGstShares[index] ?? 0),
    cancellationId: null,
  }));
  return {
    block,
    trip,
    price,
    travellers,
    snapshot: snapshotOf(trip, block.boarding_point, block.dropping_point, (id) => {
      return deps.supplier.cities().find((city) => city.id === id)?.name ?? id;
    }),
    contact: jsonColumn<{ email: string; mobile: string }>(block.contact),
  };
}
