import { BUS_CANCELLATION_MSG_DECIDED, busCancellationQuote } from '@tripsetu/domain/bus-cancellation.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { cancellationFailed } from '../bookings/booking-errors.ts';
import { keptEarningsShared } from '../bookings/kept-earnings.ts';
import type { Cancellable, CancellationSelection, Db } from '../bookings/product.ts';
import { busDepartureInstant } from '../buses/buses.service.ts';
import { busDetails } from './bus-details.ts';

const HOUR = 3_600_000;

/**
 * Cancelling seats of a bus booking by the operator's policy (issue 22, decision 031): the travellers chosen
 * by their place in the booking, priced at the hours left before departure; applied in the core's transaction
 * under the booking's lock, the seats marked cancelled and given back on sale.
 */
export function busCancellations(deps: {
  now: () => number;
  refresh: (tripIds: readonly string[]) => Promise<void>;
}): Cancellable {
  async function price(source: Db, bookingId: number, selection: CancellationSelection) {
    const { snapshot, travellers } = await busDetails(source, bookingId);
    const chosen = [...new Set(selection.travellers)].sort((a, b) => a - b);
    if (chosen.some((index) => travellers[index] === undefined)) {
      throw cancellationFailed(BUS_CANCELLATION_MSG_DECIDED.nothingChosen);
    }
    const seats = chosen.map((index) => travellers[index] as (typeof travellers)[number]);
    if (seats.some((seat) => seat.cancellationId !== null)) {
      throw cancellationFailed(BUS_CANCELLATION_MSG_DECIDED.alreadyCancelled);
    }
    const departs = busDepartureInstant(snapshot.trip.departureDate, snapshot.trip.departureTime);
    // What the agency kept of its commission, shared over every seat of the booking by its fare.
    const earned = await keptEarningsShared(
      source,
      bookingId,
      travellers.map((traveller) => traveller.farePaise),
    );
    const priced = busCancellationQuote(
      seats.map((seat) => ({
        traveller: seat.index,
        farePaise: seat.farePaise,
        fareGstPaise: seat.fareGstPaise,
        feePaise: seat.feePaise,
        earnedPaise: earned[seat.index] ?? 0,
      })),
      snapshot.cancellationPolicy,
      (departs - deps.now()) / HOUR,
    );
    if (!priced.ok) throw cancellationFailed(priced.reason);
    return { quote: priced.quote, units: chosen };
  }

  return {
    price: (source, bookingId, selection) => price(source, bookingId, selection),

    // Requests the policy cannot price (a bus cancelled by its operator, a no-show) are not taken online yet.
    async priceDecided() {
      throw cancellationFailed(BUS_CANCELLATION_MSG_DECIDED.notCancellable);
    },

    async apply(trx: Transaction<Database>, bookingId: number, units: readonly unknown[], cancellationId: number) {
      const { row, travellers } = await busDetails(trx, bookingId);
      const chosen = new Set(units as number[]);
      const updated = travellers.map((traveller) =>
        chosen.has(traveller.index) ? { ...traveller, cancellationId } : traveller,
      );
      await trx
        .updateTable('bus_bookings')
        .set({ travellers: JSON.stringify(updated) })
        .where('booking_id', '=', bookingId)
        .execute();
      const seatNos = updated.filter((traveller) => chosen.has(traveller.index)).map((traveller) => traveller.seatNo);
      if (seatNos.length > 0) {
        await trx.deleteFrom('bus_seats').where('booking_id', '=', bookingId).where('seat_no', 'in', seatNos).execute();
      }
      return {
        everything: updated.every((traveller) => traveller.cancellationId !== null),
        committed: () => deps.refresh([row.trip_id]),
      };
    },
  };
}
