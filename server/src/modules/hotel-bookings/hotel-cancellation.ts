import { commissionTakenBack } from '@tripsetu/domain/commissions.ts';
import { formatDisplayDateTime } from '@tripsetu/domain/dates.ts';
import type { CancellationLine, CancellationQuote } from '@tripsetu/domain/flight-cancellation.ts';
import { HOTEL_BOOKING_MSG_DECIDED } from '@tripsetu/domain/hotel-booking-api.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { cancellationFailed } from '../bookings/booking-errors.ts';
import { keptEarningsShared } from '../bookings/kept-earnings.ts';
import type { Cancellable, CancellationSelection, Db } from '../bookings/product.ts';
import { nightsOf } from '../hotels/hotel-rates.ts';
import { giveBackNights } from '../hotels/room-nights.ts';
import { hotelStayOf, type StoredRoom, type StoredStay } from './hotel-stay.ts';

/**
 * What cancelling one room costs at `now` by its rate's policy (decision 033): nothing before the free-cancellation
 * deadline; the room's first night (with its GST) after it, until check-in; the whole room on a non-refundable
 * rate. Cancelling online ends at the check-in time: after it, a no-show is the hotel's and a request to our team.
 */
export function roomCharge(stay: StoredStay, room: StoredRoom, now: number): { chargePaise: number; window: string } {
  const first = room.nights[0];
  const firstNight = first ? first.roomPaise + first.extraGuestPaise + first.gstPaise : 0;
  if (!stay.rate.refundable)
    return { chargePaise: room.totalPaise, window: 'Non-refundable rate: nothing is refunded' };
  const deadline = stay.rate.freeCancellationUntil;
  if (deadline !== null && now < Date.parse(deadline)) {
    return { chargePaise: 0, window: `Free cancellation until ${formatDisplayDateTime(deadline)}` };
  }
  return {
    chargePaise: Math.min(firstNight, room.totalPaise),
    window: 'After the free-cancellation deadline: the first night is charged',
  };
}

/**
 * The rooms' quote at `now`; the amounts per room add up: paid = the hotel's charge + commission taken back + the
 * refund. `earned` is each room's share (by its index) of what the agency kept of its commission at booking.
 */
export function hotelCancellationQuote(
  stay: StoredStay,
  rooms: readonly StoredRoom[],
  now: number,
  earned: readonly number[] = [],
): CancellationQuote {
  const lines: CancellationLine[] = rooms.map((room) => {
    const { chargePaise, window } = roomCharge(stay, room, now);
    // The commission on what the hotel refunds comes back with it (decision 034).
    const reversed = commissionTakenBack(earned[room.index] ?? 0, room.totalPaise, chargePaise);
    return {
      traveller: room.index,
      legIndex: 0,
      segmentIndex: 0,
      window,
      taxesOnly: false,
      paidPaise: room.totalPaise,
      airlineChargePaise: chargePaise,
      otaChargePaise: 0,
      gstPaise: 0,
      keptPaise: 0,
      commissionReversedPaise: reversed,
      refundPaise: room.totalPaise - chargePaise - reversed,
    };
  });
  const sum = (pick: (entry: CancellationLine) => number) => lines.reduce((total, entry) => total + pick(entry), 0);
  return {
    lines,
    fees: [],
    totals: {
      paidPaise: sum((entry) => entry.paidPaise),
      airlineChargePaise: sum((entry) => entry.airlineChargePaise),
      otaChargePaise: 0,
      gstPaise: 0,
      keptPaise: 0,
      commissionReversedPaise: sum((entry) => entry.commissionReversedPaise),
      refundPaise: sum((entry) => entry.refundPaise),
      feesRefundedPaise: 0,
    },
    taxesOnly: false,
  };
}

/**
 * Cancelling rooms of a hotel booking (issue 23, decision 033): the rooms chosen by their place in the booking,
 * priced by the rate's policy now; applied in the core's transaction under the booking's lock, the rooms marked
 * cancelled and their nights given back to the allotment.
 */
export function hotelCancellations(deps: {
  now: () => number;
  refresh: (hotelId: string) => Promise<void>;
}): Cancellable {
  async function price(source: Db, bookingId: number, selection: CancellationSelection) {
    const { stay, rooms } = await hotelStayOf(source, bookingId);
    const chosen = [...new Set(selection.travellers)].sort((a, b) => a - b);
    if (chosen.length === 0 || chosen.some((index) => rooms[index] === undefined)) {
      throw cancellationFailed(HOTEL_BOOKING_MSG_DECIDED.nothingChosen);
    }
    const picked = chosen.map((index) => rooms[index] as StoredRoom);
    if (picked.some((room) => room.cancellationId !== null)) {
      throw cancellationFailed(HOTEL_BOOKING_MSG_DECIDED.alreadyCancelled);
    }
    if (deps.now() >= Date.parse(stay.arrival)) throw cancellationFailed(HOTEL_BOOKING_MSG_DECIDED.stayBegun);
    // What the agency kept of its commission, shared over every room of the booking by its price.
    const earned = await keptEarningsShared(
      source,
      bookingId,
      rooms.map((room) => room.totalPaise),
    );
    return { quote: hotelCancellationQuote(stay, picked, deps.now(), earned), units: chosen };
  }

  return {
    price: (source, bookingId, selection) => price(source, bookingId, selection),

    // Requests the policy cannot price (a hotel that turned guests away, a no-show waived) are not taken online yet.
    async priceDecided() {
      throw cancellationFailed(HOTEL_BOOKING_MSG_DECIDED.stayBegun);
    },

    async apply(trx: Transaction<Database>, bookingId: number, units: readonly unknown[], cancellationId: number) {
      const { row, stay, rooms } = await hotelStayOf(trx, bookingId);
      const chosen = new Set(units as number[]);
      const newly = rooms.filter((room) => chosen.has(room.index) && room.cancellationId === null);
      const updated = rooms.map((room) => (chosen.has(room.index) ? { ...room, cancellationId } : room));
      await trx
        .updateTable('hotel_bookings')
        .set({ rooms: JSON.stringify(updated) })
        .where('booking_id', '=', bookingId)
        .execute();
      await giveBackNights(trx, {
        hotelId: row.hotel_id,
        roomTypeId: row.room_type_id,
        nights: nightsOf(stay),
        rooms: newly.length,
      });
      return {
        everything: updated.every((room) => room.cancellationId !== null),
        committed: () => deps.refresh(row.hotel_id),
      };
    },
  };
}
