import { isAirportCode } from '@tripsetu/domain/airports.ts';
import type { FareRules } from '@tripsetu/domain/flight-api.ts';
import type { BookedTraveller, QuoteBody, QuotedLeg } from '@tripsetu/domain/flight-booking-api.ts';
import { splitPaise } from '@tripsetu/domain/flight-cancellation.ts';
import {
  type PaxFare,
  RESCHEDULE_MSG_DECIDED,
  rescheduleQuote,
  rescheduleSummary,
  type TravellerMoving,
} from '@tripsetu/domain/flight-reschedule.ts';
import type { FlightSearchRequest, PaxType } from '@tripsetu/domain/flight-search.ts';
import { validateFlightSearch } from '@tripsetu/domain/flight-search.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { jsonColumn } from '../../lib/json-column.ts';
import { rescheduleFailed } from '../bookings/booking-errors.ts';
import type { CancellationSelection, Db, Reschedulable, RescheduleChoice } from '../bookings/product.ts';
import { routeOf } from '../documents/document-mail.ts';
import type { FlightsService } from '../flights/flights.service.ts';
import { type FlightInventory, type FlightKey, flightKeyOf } from '../flights/inventory.repo.ts';
import { departureInstant } from '../flights/network.ts';
import { type Loaded, loadBooking, takeOff, type Unit, unitKey } from './flight-cancellation.ts';
import type { Resolved, ResolveFlights } from './flight-pricing.ts';
import { bookingNarration, newPnrs, writeFlightBooking } from './flight-writes.ts';

const HOUR = 3_600_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const NO_RULES: FareRules = { cancellation: [], change: [], notes: [] };

/** Who moves off which journey. */
interface Moving {
  legIndex: number;
  travellers: number[];
}

/** The chosen travellers on the one chosen journey; refused when it makes no sense. */
function movingOf(booking: Loaded, selection: CancellationSelection): Moving {
  const travellers = [...new Set(selection.travellers)].sort((a, b) => a - b);
  const legs = [...new Set(selection.legs)];
  if (travellers.length === 0 || legs.length === 0) throw rescheduleFailed(RESCHEDULE_MSG_DECIDED.nothingChosen);
  if (legs.length > 1) throw rescheduleFailed(RESCHEDULE_MSG_DECIDED.oneJourney);
  const legIndex = legs[0] as number;
  const leg = booking.legs[legIndex];
  if (!leg || travellers.some((index) => !booking.travellers[index])) {
    throw rescheduleFailed(RESCHEDULE_MSG_DECIDED.nothingChosen);
  }
  const on = (traveller: number) =>
    leg.itinerary.segments.every(
      (_, segmentIndex) => !booking.cancelled.has(unitKey({ traveller, legIndex, segmentIndex })),
    );
  if (!travellers.every(on)) throw rescheduleFailed(RESCHEDULE_MSG_DECIDED.alreadyMoved);
  // An infant flies on an adult's lap, on the new flight and on the old one.
  const count = (paxType: string, pick: (index: number) => boolean) =>
    booking.travellers.filter((traveller) => traveller.paxType === paxType && pick(traveller.index)).length;
  const moving = (index: number) => travellers.includes(index);
  const staying = (index: number) => !moving(index) && on(index);
  if (count('INF', moving) > count('ADT', moving) || count('INF', staying) > count('ADT', staying)) {
    throw rescheduleFailed(RESCHEDULE_MSG_DECIDED.infantWithAdult);
  }
  return { legIndex, travellers };
}

/** The one-way search of the journey's route on the new date, for the travellers moving. */
function searchOf(booking: Loaded, moving: Moving, date: string): FlightSearchRequest {
  const segments = (booking.legs[moving.legIndex] as QuotedLeg).itinerary.segments;
  const count = (paxType: PaxType) =>
    moving.travellers.filter((index) => booking.travellers[index]?.paxType === paxType).length;
  return {
    tripType: 'ONE_WAY',
    segments: [{ from: segments[0]?.origin ?? '', to: segments.at(-1)?.destination ?? '', date }],
    adults: count('ADT'),
    children: count('CHD'),
    infants: count('INF'),
    cabin: booking.cabin,
    nearbyAirports: false,
    nonStopOnly: false,
    fareType: booking.fareType as FlightSearchRequest['fareType'],
  };
}

/** A search's or a fare's refusal, said as the reschedule's: 'Booking Reschedule Failed.' and the reason. */
function asRescheduleFailure(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  if (error.code === 'VALIDATION') {
    return rescheduleFailed(Object.values(error.fields)[0] ?? error.message, {
      date: Object.values(error.fields)[0] ?? '',
    });
  }
  return error.code === 'BOOKING_FAILED' ? rescheduleFailed(error.message) : error;
}

/** The new date as the search checks it ('Cannot search for Yesterday', not too far ahead). */
function checkedDate(date: string, today: string): string {
  if (!DATE.test(date)) {
    throw rescheduleFailed(RESCHEDULE_MSG_DECIDED.dateRequired, { date: RESCHEDULE_MSG_DECIDED.dateRequired });
  }
  const errors = validateFlightSearch(
    { tripType: 'ONE_WAY', segments: [{ from: '', to: '', date }] },
    today,
    isAirportCode,
  );
  const message = errors['segments.0.date'];
  if (message) throw rescheduleFailed(message, { date: message });
  return date;
}

/** One passenger's fare on a leg, by component. */
function paxFare(leg: QuotedLeg, paxType: string): PaxFare {
  const components = leg.itinerary.fares[0]?.pax.find((pax) => pax.paxType === paxType)?.components ?? [];
  const amount = (wanted: (code: string) => boolean) =>
    components.filter((component) => wanted(component.code)).reduce((sum, part) => sum + part.amountPaise, 0);
  return {
    basePaise: amount((code) => code === 'BASE'),
    yqPaise: amount((code) => code === 'YQ'),
    k3Paise: amount((code) => code === 'K3'),
    otherTaxesPaise: amount((code) => !['BASE', 'YQ', 'K3'].includes(code)),
  };
}

/** Each traveller moving, as the domain prices them: the old ticket's worth and rules, the new fare. */
function travellersMoving(booking: Loaded, moving: Moving, resolved: Resolved, now: number): TravellerMoving[] {
  const oldLeg = booking.legs[moving.legIndex] as QuotedLeg;
  const newLeg = resolved.legs[0]?.leg as QuotedLeg;
  const rules = booking.rules[oldLeg.itinerary.fares[0]?.rulesId ?? ''] ?? NO_RULES;
  const ruleFee = booking.feesOf(moving.legIndex).reschedule;
  return moving.travellers.map((index) => {
    const traveller = booking.travellers[index] as BookedTraveller;
    const old = paxFare(oldLeg, traveller.paxType);
    const shares = splitPaise(old.basePaise + old.yqPaise, oldLeg.itinerary.segments.length);
    return {
      traveller: index,
      paxType: traveller.paxType,
      old,
      new: paxFare(newLeg, traveller.paxType),
      segments: oldLeg.itinerary.segments.map((flight, segmentIndex) => ({
        hoursBefore: (departureInstant(flight.origin, flight.departureDate, flight.departureTime) - now) / HOUR,
        keepablePaise: shares[segmentIndex] ?? 0,
        rules,
        ...(ruleFee === null ? {} : { feePaise: ruleFee }),
      })),
    };
  });
}

/** The new flight must not be the old one, and must fit between the other journeys the travellers still fly. */
function checkFits(booking: Loaded, moving: Moving, resolved: Resolved) {
  const journey = resolved.legs[0]?.quoted.journey ?? [];
  const oldRows = booking.segments.filter((row) => row.leg_index === moving.legIndex);
  const same =
    journey.length === oldRows.length &&
    journey.every((flight, index) => {
      const row = oldRows.find((segment) => segment.segment_index === index);
      return row?.schedule_id === flight.schedule.id && String(row.flight_date).slice(0, 10) === flight.departureDate;
    });
  if (same) throw rescheduleFailed(RESCHEDULE_MSG_DECIDED.sameFlight);
  const departs = journey[0]?.departureUtc ?? 0;
  const arrives = journey.at(-1)?.arrivalUtc ?? 0;
  booking.legs.forEach((leg, legIndex) => {
    if (legIndex === moving.legIndex) return;
    const flown = moving.travellers.some(
      (traveller) => !booking.cancelled.has(unitKey({ traveller, legIndex, segmentIndex: 0 })),
    );
    if (!flown) return;
    const first = leg.itinerary.segments[0];
    const last = leg.itinerary.segments.at(-1);
    if (!first || !last) return;
    const otherDeparts = departureInstant(first.origin, first.departureDate, first.departureTime);
    const otherArrives = departureInstant(last.destination, last.arrivalDate, last.arrivalTime);
    if (legIndex < moving.legIndex ? departs <= otherArrives : arrives >= otherDeparts) {
      throw rescheduleFailed(RESCHEDULE_MSG_DECIDED.outOfOrder);
    }
  });
}

/** The travellers as the new booking holds them: the same people, numbered afresh, nothing chosen yet. */
function movedTravellers(booking: Loaded, moving: Moving): BookedTraveller[] {
  return moving.travellers.map((index, position) => ({
    ...(booking.travellers[index] as BookedTraveller),
    index: position,
    tickets: [],
    legs: [{ seats: [], meals: [], baggage: [], services: [] }],
  }));
}

const sumFares = (fares: readonly PaxFare[]): PaxFare =>
  fares.reduce(
    (sum, fare) => ({
      basePaise: sum.basePaise + fare.basePaise,
      yqPaise: sum.yqPaise + fare.yqPaise,
      k3Paise: sum.k3Paise + fare.k3Paise,
      otherTaxesPaise: sum.otherTaxesPaise + fare.otherTaxesPaise,
    }),
    { basePaise: 0, yqPaise: 0, k3Paise: 0, otherTaxesPaise: 0 },
  );

/**
 * Flights' part of a reschedule (issue 21, decision 024): the chosen travellers of one journey are
 * priced onto a flight of the same route on another date, by the old fare's change rules; in the
 * core's transaction the new flight's seats are sold to a new booking with its own PNR and tickets,
 * and the old seats go back on sale.
 */
export function flightReschedules(deps: {
  resolve: ResolveFlights;
  search: FlightsService['search'];
  inventory: FlightInventory;
  now: () => number;
}): Reschedulable {
  const { resolve, inventory } = deps;

  function bodyOf(booking: Loaded, moving: Moving, choice: RescheduleChoice): QuoteBody {
    return { search: searchOf(booking, moving, choice.date), fareIds: [choice.optionId] };
  }

  function resolved(body: QuoteBody, seats?: Parameters<ResolveFlights>[1]): Resolved {
    try {
      return resolve(body, seats);
    } catch (error) {
      throw asRescheduleFailure(error);
    }
  }

  function quoted(booking: Loaded, moving: Moving, priced: Resolved, today: string) {
    checkFits(booking, moving, priced);
    const answer = rescheduleQuote(travellersMoving(booking, moving, priced, deps.now()), today);
    if (!answer.ok) throw rescheduleFailed(answer.reason);
    return answer.quote;
  }

  return {
    async options(source: Db, bookingId: number, selection: CancellationSelection, date: string, today: string) {
      const booking = await loadBooking(source, bookingId);
      const moving = movingOf(booking, selection);
      checkedDate(date, today);
      const result = await deps.search(searchOf(booking, moving, date));
      return { leg: result.legs[0], fareRules: result.fareRules };
    },

    async price(source: Db, bookingId: number, choice: RescheduleChoice, today: string) {
      const booking = await loadBooking(source, bookingId);
      const moving = movingOf(booking, choice);
      checkedDate(choice.date, today);
      return quoted(booking, moving, resolved(bodyOf(booking, moving, choice)), today);
    },

    async reserve(trx: Transaction<Database>, bookingId: number, choice: RescheduleChoice, today: string) {
      const booking = await loadBooking(trx, bookingId);
      const moving = movingOf(booking, choice);
      checkedDate(choice.date, today);
      const body = bodyOf(booking, moving, choice);
      const unlocked = resolved(body);
      // The new flights and the old ones in one order for everyone, so two reschedules crossing never deadlock.
      const oldFlights: FlightKey[] = booking.segments
        .filter((row) => row.leg_index === moving.legIndex)
        .map((row) => ({
          scheduleId: row.schedule_id,
          date: String(row.flight_date).slice(0, 10),
          cabin: booking.cabin,
        }));
      const all = new Map([...unlocked.flights, ...oldFlights].map((flight) => [flightKeyOf(flight), flight]));
      const locked = await inventory.lock(
        trx,
        [...all.values()].sort((a, b) => flightKeyOf(a).localeCompare(flightKeyOf(b))),
      );
      const priced = resolved(body, locked);
      const quote = quoted(booking, moving, priced, today);
      const newLeg = priced.legs[0]?.leg as QuotedLeg;
      const travellers = movedTravellers(booking, moving);
      const pnrs = newPnrs(priced);
      const route = routeOf([newLeg]);
      const oldTransactionId = booking.header.transaction_id;
      return {
        quote,
        reservation: {
          contact: jsonColumn(booking.header.contact),
          gst: booking.header.gst === null ? null : jsonColumn(booking.header.gst),
          fare: rescheduleSummary(sumFares(travellers.map((traveller) => paxFare(newLeg, traveller.paxType))), quote),
          markupPaise: 0,
          startsAt: priced.legs[0]?.quoted.journey[0]?.departureUtc ?? deps.now(),
          holdLimit: null,
          trip: route,
          narration: (transactionId) =>
            `Reschedule of ${oldTransactionId}: ${bookingNarration({ transactionId, route, lead: travellers[0], pnrs: [...pnrs.values()] })}`.slice(
              0,
              200,
            ),
          write: (inner, newBookingId, issued) =>
            writeFlightBooking(inner, inventory, newBookingId, priced, { travellers, pnrs, choices: [], issued }),
          committed: () => inventory.refresh(priced.flights),
        },
      };
    },

    async move(trx: Transaction<Database>, bookingId: number, selection: CancellationSelection, rescheduleId: number) {
      const booking = await loadBooking(trx, bookingId);
      const moving = movingOf(booking, selection);
      const units: Unit[] = moving.travellers.flatMap((traveller) =>
        (booking.legs[moving.legIndex] as QuotedLeg).itinerary.segments.map((_, segmentIndex) => ({
          traveller,
          legIndex: moving.legIndex,
          segmentIndex,
        })),
      );
      return takeOff(trx, inventory, bookingId, units, { reschedule_id: rescheduleId });
    },
  };
}
