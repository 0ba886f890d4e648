import { airportByCode } from '@tripsetu/domain/airports.ts';
import { BOOKING_MSG, BOOKING_MSG_DECIDED } from '@tripsetu/domain/flight-booking.ts';
import type { BookedTraveller, SeatMapShape } from '@tripsetu/domain/flight-booking-api.ts';
import {
  BAGGAGE,
  baggagePricePaise,
  MAX_EXCESS_BAGGAGE_KG,
  MEALS,
  SPECIAL_SERVICES,
  seatRestriction,
} from '@tripsetu/domain/flight-extras.ts';
import {
  SERVICE_CUTOFF_HOURS,
  SERVICE_KINDS,
  SERVICES_MSG_DECIDED,
  type ServiceContext,
  type ServiceItem,
  servicesQuote,
} from '@tripsetu/domain/flight-services.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { servicesFailed } from '../bookings/booking-errors.ts';
import type { Db, Serviceable } from '../bookings/product.ts';
import type { FlightInventory, FlightKey, SeatChoice } from '../flights/inventory.repo.ts';
import { flightKeyOf } from '../flights/inventory.repo.ts';
import { departureInstant } from '../flights/network.ts';
import { type Loaded, loadBooking, unitKey } from './flight-cancellation.ts';

const HOUR = 3_600_000;
type Seats = NonNullable<Awaited<ReturnType<FlightInventory['seatsOn']>>>;
const segmentKey = (legIndex: number, segmentIndex: number) => `${legIndex}|${segmentIndex}`;

/** What the rules need of a booking: its travellers' extras, its flights, who still flies them, when. */
function contextOf(booking: Loaded, now: number): ServiceContext {
  const flight = (legIndex: number, segmentIndex: number) => booking.legs[legIndex]?.itinerary.segments[segmentIndex];
  return {
    travellers: booking.travellers,
    segments: booking.legs.map((leg) => leg.itinerary.segments.length),
    flies: (traveller, legIndex, segmentIndex) =>
      !booking.cancelled.has(unitKey({ traveller, legIndex, segmentIndex })),
    hoursBefore: (legIndex, segmentIndex) => {
      const segment = flight(legIndex, segmentIndex);
      return segment
        ? (departureInstant(segment.origin, segment.departureDate, segment.departureTime) - now) / HOUR
        : -1;
    },
    international: (legIndex) =>
      (booking.legs[legIndex]?.itinerary.segments ?? []).some(
        (segment) =>
          airportByCode(segment.origin)?.countryCode !== 'IN' ||
          airportByCode(segment.destination)?.countryCode !== 'IN',
      ),
  };
}

/** The inventory's key of one of the booking's flights. */
function flightOf(booking: Loaded, legIndex: number, segmentIndex: number) {
  const row = booking.segments.find((entry) => entry.leg_index === legIndex && entry.segment_index === segmentIndex);
  const segment = booking.legs[legIndex]?.itinerary.segments[segmentIndex];
  if (!row || !segment) return null;
  return {
    key: { scheduleId: row.schedule_id, date: String(row.flight_date).slice(0, 10), cabin: booking.cabin } as FlightKey,
    aircraft: segment.aircraft,
  };
}

/** Which adults carry an infant: the first adults, one infant each (as at booking). */
function carriesInfant(travellers: readonly BookedTraveller[]) {
  const adults = travellers.filter((traveller) => traveller.paxType === 'ADT').map((traveller) => traveller.index);
  return new Set(adults.slice(0, travellers.filter((traveller) => traveller.paxType === 'INF').length));
}

/** A seat item against the seat map: free, allowed for this traveller, the only one of theirs on the flight. */
function seatChecker(booking: Loaded, maps: Map<string, Seats>, items: readonly ServiceItem[]) {
  const withInfant = carriesInfant(booking.travellers);
  return (item: ServiceItem) => {
    const traveller = booking.travellers[item.traveller] as BookedTraveller;
    if (traveller.paxType === 'INF') return { ok: false as const, reason: BOOKING_MSG_DECIDED.seatInfantNoSeat };
    const seats = items.filter(
      (other) => other.kind === 'SEAT' && other.legIndex === item.legIndex && other.segmentIndex === item.segmentIndex,
    );
    if (
      traveller.legs[item.legIndex]?.seats[item.segmentIndex] ||
      seats.filter((other) => other.traveller === item.traveller).length > 1
    ) {
      return { ok: false as const, reason: SERVICES_MSG_DECIDED.hasSeat };
    }
    if (seats.filter((other) => other.code === item.code).length > 1)
      return { ok: false as const, reason: SERVICES_MSG_DECIDED.seatTwice };
    const map = maps.get(segmentKey(item.legIndex, item.segmentIndex));
    const seat = map?.bySeatNo.get(item.code);
    if (!map || !seat) return { ok: false as const, reason: BOOKING_MSG_DECIDED.seatUnknown };
    const restriction = seatRestriction(seat, {
      paxType: traveller.paxType,
      withInfant: withInfant.has(item.traveller),
    });
    if (restriction) return { ok: false as const, reason: restriction };
    if (map.taken.has(item.code)) return { ok: false as const, reason: BOOKING_MSG.seatTaken };
    return { ok: true as const, label: `Seat ${seat.seatNo}`, pricePaise: seat.pricePaise };
  };
}

/** The booking's items, in the catalogue's shapes and in order; anything odd (unknown kind) is refused. */
function checkedItems(items: readonly ServiceItem[]): ServiceItem[] {
  return items.map((item) => {
    if (!SERVICE_KINDS.includes(item.kind)) throw servicesFailed(SERVICES_MSG_DECIDED.nothingChosen);
    return { ...item, code: item.code.trim().toUpperCase() };
  });
}

/** Writes what was added into the travellers' extras, and the seats chosen into the flights' seat assignments. */
async function applyItems(
  trx: Transaction<Database>,
  inventory: FlightInventory,
  booking: Loaded,
  bookingId: number,
  items: readonly ServiceItem[],
) {
  const travellers = structuredClone(booking.travellers) as BookedTraveller[];
  const choices: SeatChoice[] = [];
  for (const item of items) {
    const extras = travellers[item.traveller]?.legs[item.legIndex];
    if (!extras) continue;
    if (item.kind === 'SEAT') {
      extras.seats[item.segmentIndex] = item.code;
      const flight = flightOf(booking, item.legIndex, item.segmentIndex);
      if (flight)
        choices.push({
          scheduleId: flight.key.scheduleId,
          date: flight.key.date,
          seatNo: item.code,
          travellerIndex: item.traveller,
        });
    } else if (item.kind === 'MEAL') extras.meals[item.segmentIndex] = item.code;
    else if (item.kind === 'BAGGAGE') extras.baggage.push(item.code);
    else extras.services.push(item.code);
  }
  // Seats and meals are per flight: a journey's flights without one keep an empty place.
  for (const traveller of travellers) {
    traveller.legs.forEach((extras, legIndex) => {
      const count = booking.legs[legIndex]?.itinerary.segments.length ?? 0;
      for (let index = 0; index < count; index++) {
        extras.seats[index] ??= '';
        extras.meals[index] ??= '';
      }
    });
  }
  await trx
    .updateTable('flight_bookings')
    .set({ travellers: JSON.stringify(travellers) })
    .where('booking_id', '=', bookingId)
    .execute();
  await inventory.sell(trx, bookingId, [], choices);
}

/**
 * Flights' part of services after booking (issue 21, decision 025): a seat or a meal on a flight,
 * excess baggage or a special service on a journey, checked against what each traveller has and the
 * cut-offs; seats chosen under the flight's lock, as at booking, so no seat is given twice.
 */
export function flightServices(deps: { inventory: FlightInventory; now: () => number }): Serviceable {
  const { inventory } = deps;

  /** The seat maps of the flights the items choose seats on; `sold` is the seats sold here (locked or not). */
  async function seatMaps(
    source: Db,
    booking: Loaded,
    refs: readonly { legIndex: number; segmentIndex: number }[],
    sold: (key: FlightKey) => number,
  ) {
    const maps = new Map<string, Seats>();
    for (const { legIndex, segmentIndex } of refs) {
      const flight = flightOf(booking, legIndex, segmentIndex);
      if (!flight || maps.has(segmentKey(legIndex, segmentIndex))) continue;
      const seats = await inventory.seatsOn(
        source,
        { scheduleId: flight.key.scheduleId, aircraft: flight.aircraft, date: flight.key.date },
        booking.cabin,
        sold(flight.key),
      );
      if (seats) maps.set(segmentKey(legIndex, segmentIndex), seats);
    }
    return maps;
  }

  function priced(booking: Loaded, items: ServiceItem[], maps: Map<string, Seats>, today: string) {
    const answer = servicesQuote(items, contextOf(booking, deps.now()), today, seatChecker(booking, maps, items));
    if (!answer.ok) {
      throw servicesFailed(answer.reason, answer.index >= 0 ? { [`items.${answer.index}`]: answer.reason } : {});
    }
    return answer.quote;
  }

  const seatRefs = (items: readonly ServiceItem[]) => items.filter((item) => item.kind === 'SEAT');
  const soldInMemory = (key: FlightKey) => inventory.soldSeats(key.scheduleId, key.date, key.cabin);

  return {
    async options(source: Db, bookingId: number) {
      const booking = await loadBooking(source, bookingId);
      const context = contextOf(booking, deps.now());
      const refs = booking.legs.flatMap((leg, legIndex) =>
        leg.itinerary.segments.map((_, segmentIndex) => ({ legIndex, segmentIndex })),
      );
      const maps = await seatMaps(source, booking, refs, soldInMemory);
      const seatMapsOut: SeatMapShape[] = [];
      for (const { legIndex, segmentIndex } of refs) {
        const seats = maps.get(segmentKey(legIndex, segmentIndex));
        const segment = booking.legs[legIndex]?.itinerary.segments[segmentIndex];
        if (!seats || !segment) continue;
        seatMapsOut.push({
          legIndex,
          segmentIndex,
          flight: `${segment.carrier}-${segment.flightNumber}`,
          origin: segment.origin,
          destination: segment.destination,
          aircraftName: segment.aircraftName,
          cabin: booking.cabin,
          letters: seats.layout.letters,
          rows: seats.rows.map((row) => ({
            row: row[0]?.row ?? 0,
            seats: row.map((seat) => ({
              seatNo: seat.seatNo,
              position: seat.position,
              extraLegroom: seat.extraLegroom,
              exitRow: seat.exitRow,
              pricePaise: seat.pricePaise,
              available: !seats.taken.has(seat.seatNo),
            })),
          })),
        });
      }
      return {
        seatMaps: seatMapsOut,
        extras: {
          meals: MEALS.map((meal) => ({ ...meal, childOnly: meal.childOnly ?? false })),
          baggage: booking.legs.map((_, legIndex) => ({
            legIndex,
            options: BAGGAGE.map((option) => ({
              code: option.code,
              label: option.label,
              kg: option.kg,
              pricePaise: baggagePricePaise(option, context.international(legIndex)),
            })),
          })),
          services: SPECIAL_SERVICES.map((service) => ({ ...service })),
          maxBaggageKg: MAX_EXCESS_BAGGAGE_KG,
        },
        open: refs.map(({ legIndex, segmentIndex }) => ({
          legIndex,
          segmentIndex,
          kinds: SERVICE_KINDS.filter((kind) => {
            const at = kind === 'SEAT' || kind === 'MEAL' ? segmentIndex : 0;
            return context.hoursBefore(legIndex, at) >= SERVICE_CUTOFF_HOURS[kind];
          }),
        })),
      };
    },

    async price(source: Db, bookingId: number, items: ServiceItem[], today: string) {
      const booking = await loadBooking(source, bookingId);
      const checked = checkedItems(items);
      return priced(booking, checked, await seatMaps(source, booking, seatRefs(checked), soldInMemory), today);
    },

    async reserve(trx: Transaction<Database>, bookingId: number, items: ServiceItem[], today: string) {
      const booking = await loadBooking(trx, bookingId);
      const checked = checkedItems(items);
      // The flights whose seats are chosen, locked in one order for everyone, as a booking locks them.
      const keys = new Map<string, FlightKey>();
      for (const item of seatRefs(checked)) {
        const flight = flightOf(booking, item.legIndex, item.segmentIndex);
        if (flight) keys.set(flightKeyOf(flight.key), flight.key);
      }
      const locked = await inventory.lock(
        trx,
        [...keys.values()].sort((a, b) => flightKeyOf(a).localeCompare(flightKeyOf(b))),
      );
      const maps = await seatMaps(trx, booking, seatRefs(checked), (key) =>
        locked(key.scheduleId, key.date, key.cabin),
      );
      const quote = priced(booking, checked, maps, today);
      return {
        quote,
        apply: (inner: Transaction<Database>) => applyItems(inner, inventory, booking, bookingId, quote.lines),
      };
    },
  };
}
