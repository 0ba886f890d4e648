import { type FareSummary, netEarnedPaise } from '@tripsetu/domain/fare-summary.ts';
import type { FareRules } from '@tripsetu/domain/flight-api.ts';
import type { BookedTraveller, QuotedLeg } from '@tripsetu/domain/flight-booking-api.ts';
import {
  CANCELLATION_MSG_DECIDED,
  cancellationQuote,
  decidedQuote,
  type FeeToRefund,
  type SegmentToCancel,
  splitPaise,
  suggestedCharges,
} from '@tripsetu/domain/flight-cancellation.ts';
import type { Cabin } from '@tripsetu/domain/flight-types.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { jsonColumn } from '../../lib/json-column.ts';
import { cancellationFailed } from '../bookings/booking-errors.ts';
import type { Cancellable, CancellationSelection, Db } from '../bookings/product.ts';
import type { FlightInventory } from '../flights/inventory.repo.ts';
import { departureInstant } from '../flights/network.ts';

/** A traveller on one flight segment: what a flight cancellation cancels. */
export interface Unit {
  traveller: number;
  legIndex: number;
  segmentIndex: number;
}

const HOUR = 3_600_000;

/** A flight booking as its after-sales steps read it: journeys, travellers, rules, who is no longer on what. */
export async function loadBooking(source: Db, bookingId: number) {
  const detail = await source
    .selectFrom('flight_bookings')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .executeTakeFirstOrThrow();
  const segments = await source
    .selectFrom('flight_booking_segments')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .execute();
  const header = await source
    .selectFrom('bookings')
    .select(['fare', 'channel', 'transaction_id', 'contact', 'gst'])
    .where('id', '=', bookingId)
    .executeTakeFirstOrThrow();
  const fare = jsonColumn<FareSummary>(header.fare);
  const line = (code: string) => fare.lines.find((entry) => entry.code === code)?.amountPaise ?? 0;
  const cancelled = await source
    .selectFrom('flight_cancelled_segments')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .execute();
  return {
    header,
    legs: jsonColumn<QuotedLeg[]>(detail.itinerary),
    travellers: jsonColumn<BookedTraveller[]>(detail.travellers),
    rules: jsonColumn<Record<string, FareRules>>(detail.fare_rules),
    cabin: detail.cabin as Cabin,
    fareType: detail.fare_type,
    // What the agency earned at booking (commission and PLB cut and pay, less TDS) and the base it was earned
    // on, from the fare summary's lines: a cancellation takes it back pro rata.
    commission: { net: netEarnedPaise(fare.lines), onBase: line('BASE') },
    // The commission rule's own cancellation and reschedule fees for a leg, frozen with the booking (decision 034);
    // null: the standard fee.
    feesOf: (legIndex: number) => {
      const part = fare.earnings?.parts.find((earned) => earned.part === legIndex);
      return { cancellation: part?.cancellationFeePaise ?? null, reschedule: part?.rescheduleFeePaise ?? null };
    },
    // A traveller's convenience fee and the GST on it (the consumer site's only fees), per booking.
    travellerFees: header.channel === 'CONSUMER' ? line('CONVENIENCE_FEE') + line('GST') : 0,
    segments,
    cancelled: new Set(cancelled.map((row) => `${row.traveller_index}|${row.leg_index}|${row.segment_index}`)),
  };
}
export type Loaded = Awaited<ReturnType<typeof loadBooking>>;
export const unitKey = (unit: Unit) => `${unit.traveller}|${unit.legIndex}|${unit.segmentIndex}`;

/** The chosen travellers on every segment of the chosen journeys; refused when it makes no sense. */
function unitsOf(booking: Loaded, selection: CancellationSelection): Unit[] {
  const travellers = [...new Set(selection.travellers)];
  const legs = [...new Set(selection.legs)];
  if (travellers.length === 0 || legs.length === 0) throw cancellationFailed(CANCELLATION_MSG_DECIDED.nothingChosen);
  if (travellers.some((index) => !booking.travellers[index]) || legs.some((index) => !booking.legs[index])) {
    throw cancellationFailed(CANCELLATION_MSG_DECIDED.nothingChosen);
  }
  const units = legs.flatMap((legIndex) =>
    (booking.legs[legIndex]?.itinerary.segments ?? []).flatMap((_, segmentIndex) =>
      travellers.map((traveller) => ({ traveller, legIndex, segmentIndex })),
    ),
  );
  if (units.some((unit) => booking.cancelled.has(unitKey(unit)))) {
    throw cancellationFailed(CANCELLATION_MSG_DECIDED.alreadyCancelled);
  }
  // An infant flies on an adult's lap: no leg may keep more infants than adults.
  for (const legIndex of legs) {
    const flying = (paxType: string) =>
      booking.travellers.filter(
        (traveller) =>
          traveller.paxType === paxType &&
          !travellers.includes(traveller.index) &&
          !booking.cancelled.has(unitKey({ traveller: traveller.index, legIndex, segmentIndex: 0 })),
      ).length;
    if (flying('INF') > flying('ADT')) throw cancellationFailed(CANCELLATION_MSG_DECIDED.infantWithAdult);
  }
  return units;
}

/** Each unit as the domain prices it: its share of the leg's fare, its rules, the hours left. */
function segmentsToCancel(booking: Loaded, units: readonly Unit[], now: number): SegmentToCancel[] {
  return units.map((unit) => {
    const leg = booking.legs[unit.legIndex] as QuotedLeg;
    const traveller = booking.travellers[unit.traveller] as BookedTraveller;
    const fare = leg.itinerary.fares[0];
    const components = fare?.pax.find((pax) => pax.paxType === traveller.paxType)?.components ?? [];
    const amount = (wanted: (code: string) => boolean) =>
      components.filter((component) => wanted(component.code)).reduce((sum, part) => sum + part.amountPaise, 0);
    const count = leg.itinerary.segments.length;
    const share = (total: number) => splitPaise(total, count)[unit.segmentIndex] ?? 0;
    const flight = leg.itinerary.segments[unit.segmentIndex];
    const departs = flight ? departureInstant(flight.origin, flight.departureDate, flight.departureTime) : now;
    const basePaise = share(amount((code) => code === 'BASE'));
    const { net, onBase } = booking.commission;
    const ruleFee = booking.feesOf(unit.legIndex).cancellation;
    return {
      ...unit,
      ...(ruleFee === null ? {} : { otaChargePaise: ruleFee }),
      paxType: traveller.paxType,
      basePaise,
      commissionPaise: onBase > 0 ? Math.round((net * basePaise) / onBase) : 0,
      yqPaise: share(amount((code) => code === 'YQ')),
      taxesPaise: share(amount((code) => code !== 'BASE' && code !== 'YQ')),
      extrasPaise: 0,
      hoursBefore: (departs - now) / HOUR,
      rules: booking.rules[fare?.rulesId ?? ''] ?? { cancellation: [], change: [], notes: [] },
    };
  });
}

/**
 * A traveller's share of the convenience fee with its GST comes back when this cancellation leaves them on
 * no flight of the booking: our terms refund that fee ourselves (site-content.ts; decision 023).
 */
function feesToRefund(booking: Loaded, units: readonly Unit[]): FeeToRefund[] {
  if (booking.travellerFees <= 0) return [];
  const shares = splitPaise(booking.travellerFees, booking.travellers.length);
  const segmentsInTrip = booking.legs.reduce((count, leg) => count + leg.itinerary.segments.length, 0);
  const chosen = [...new Set(units.map((unit) => unit.traveller))];
  return chosen.flatMap((traveller) => {
    const before = [...booking.cancelled].filter((key) => key.startsWith(`${traveller}|`)).length;
    const now = units.filter((unit) => unit.traveller === traveller).length;
    return before + now >= segmentsInTrip
      ? [{ traveller, label: 'Convenience fee with GST', paidPaise: shares[traveller] ?? 0 }]
      : [];
  });
}

/**
 * Takes travellers off segments of a booking, once each (the primary key): cancelled, or moved to a new
 * booking by a reschedule (decision 024); their seats go back on sale. `everything` when no one is left.
 */
export async function takeOff(
  trx: Transaction<Database>,
  inventory: FlightInventory,
  bookingId: number,
  units: readonly Unit[],
  reason: { cancellation_id: number } | { reschedule_id: number },
) {
  const booking = await loadBooking(trx, bookingId);
  await trx
    .insertInto('flight_cancelled_segments')
    .values(
      units.map((unit) => ({
        booking_id: bookingId,
        traveller_index: unit.traveller,
        leg_index: unit.legIndex,
        segment_index: unit.segmentIndex,
        ...reason,
      })),
    )
    .execute();
  const bySegment = new Map<string, { legIndex: number; segmentIndex: number; travellers: number[] }>();
  for (const unit of units) {
    const key = `${unit.legIndex}|${unit.segmentIndex}`;
    const entry = bySegment.get(key) ?? { legIndex: unit.legIndex, segmentIndex: unit.segmentIndex, travellers: [] };
    entry.travellers.push(unit.traveller);
    bySegment.set(key, entry);
  }
  const gone = [...bySegment.values()].map((entry) => {
    const row = booking.segments.find(
      (segment) => segment.leg_index === entry.legIndex && segment.segment_index === entry.segmentIndex,
    );
    const seated = entry.travellers.filter((index) => booking.travellers[index]?.paxType !== 'INF');
    return {
      ...entry,
      travellers: seated,
      seated: seated.length,
      flight: {
        scheduleId: row?.schedule_id as number,
        date: String(row?.flight_date).slice(0, 10),
        cabin: booking.cabin,
      },
    };
  });
  const flights = await inventory.giveBackTravellers(trx, bookingId, gone);
  const unitsTotal = booking.travellers.length * booking.legs.reduce((n, leg) => n + leg.itinerary.segments.length, 0);
  return {
    everything: booking.cancelled.size + units.length >= unitsTotal,
    committed: () => inventory.refresh(flights),
  };
}

/**
 * Flights' part of a cancellation (issue 21, decision 023): which travellers on which segments, priced
 * by the domain's quote, then tickets marked cancelled and their seats back on sale in the same
 * transaction as the core's refund.
 */
export function flightCancellations(deps: { inventory: FlightInventory; now: () => number }): Cancellable {
  return {
    async price(source: Db, bookingId: number, selection: CancellationSelection, today: string) {
      const booking = await loadBooking(source, bookingId);
      const units = unitsOf(booking, selection);
      const answer = cancellationQuote(
        segmentsToCancel(booking, units, deps.now()),
        today,
        feesToRefund(booking, units),
      );
      if (!answer.ok) throw cancellationFailed(answer.reason);
      return { quote: answer.quote, units };
    },

    async priceDecided(source: Db, bookingId: number, selection: CancellationSelection, today: string, decision) {
      const booking = await loadBooking(source, bookingId);
      const units = unitsOf(booking, selection);
      const segments = segmentsToCancel(booking, units, deps.now());
      const suggested = suggestedCharges(decision.reason, segments, today);
      const quote = decidedQuote(segments, decision.charges ?? suggested, feesToRefund(booking, units));
      return { quote, units, suggested };
    },

    /** Marks the units cancelled (once each: the primary key) and gives their seats back. */
    apply: (trx, bookingId, chosen, cancellationId) =>
      takeOff(trx, deps.inventory, bookingId, chosen as readonly Unit[], { cancellation_id: cancellationId }),
  };
}
