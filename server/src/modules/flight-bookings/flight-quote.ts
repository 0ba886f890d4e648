import { holdLimit } from '@tripsetu/domain/flight-booking.ts';
import type { FlightQuote, QuoteBody, SeatMapShape } from '@tripsetu/domain/flight-booking-api.ts';
import {
  BAGGAGE,
  baggagePricePaise,
  MAX_EXCESS_BAGGAGE_KG,
  MEALS,
  SPECIAL_SERVICES,
} from '@tripsetu/domain/flight-extras.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Channel } from '../bookings/product.ts';
import type { CommissionBook } from '../commissions/commission-book.ts';
import type { FlightInventory } from '../flights/inventory.repo.ts';
import { flightEarnings } from './flight-earnings.ts';
import { changeReason, legIsInternational, type ResolveFlights, summaryOf } from './flight-pricing.ts';

/**
 * The review's quote (§2 review, §4): the chosen fares priced again, the fare summary for the channel,
 * the seat maps with the seats still free, the extras on sale, the fare rules, and what changed.
 */
export function flightQuotes(deps: {
  db: Kysely<Database>;
  resolve: ResolveFlights;
  inventory: FlightInventory;
  now: () => number;
  commissions: CommissionBook;
}) {
  const { db, resolve, inventory, now } = deps;
  /** `agencyId`: the agent's agency, whose commission the summary shows; null for a traveller. */
  return async function quote(body: QuoteBody, channel: Channel, agencyId: number | null): Promise<FlightQuote> {
    const resolved = resolve(body, undefined, { withSeries: channel === 'AGENT' });
    const earnings = channel === 'AGENT' ? flightEarnings(deps.commissions, agencyId, resolved.legs) : null;
    const summary = summaryOf(resolved, channel, { earnings });
    const seatMaps: SeatMapShape[] = [];
    for (const [legIndex, { quoted }] of resolved.legs.entries()) {
      for (const [segmentIndex, flight] of quoted.journey.entries()) {
        const seats = await inventory.seatsOf(
          db,
          flight,
          resolved.request.cabin,
          inventory.soldSeats(flight.schedule.id, flight.departureDate, resolved.request.cabin),
        );
        if (!seats) continue;
        seatMaps.push({
          legIndex,
          segmentIndex,
          flight: `${flight.schedule.carrier}-${flight.schedule.flightNumber}`,
          origin: flight.schedule.origin,
          destination: flight.schedule.destination,
          aircraftName: quoted.itinerary.segments[segmentIndex]?.aircraftName ?? flight.schedule.aircraft,
          cabin: resolved.request.cabin,
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
    }
    const seen = body.seenTotalPaise;
    const firstDeparture = resolved.legs[0]?.quoted.journey[0]?.departureUtc ?? now();
    const hold = channel === 'AGENT' ? holdLimit(now(), firstDeparture) : null;
    return {
      legs: resolved.legs.map(({ leg }) => leg),
      travellers: {
        adults: resolved.request.adults,
        children: resolved.request.children,
        infants: resolved.request.infants,
      },
      international: resolved.international,
      fareTotalPaise: resolved.fareTotalPaise,
      summary: summary.lines,
      totalPaise: summary.totalPaise,
      priceChange:
        seen !== undefined && seen !== resolved.fareTotalPaise
          ? {
              oldTotalPaise: seen,
              newTotalPaise: resolved.fareTotalPaise,
              reason: changeReason(resolved, seen, body.seenBookingClasses),
            }
          : null,
      seatMaps,
      extras: {
        meals: MEALS.map((meal) => ({ ...meal, childOnly: meal.childOnly ?? false })),
        baggage: resolved.legs.map(({ quoted }, legIndex) => ({
          legIndex,
          options: BAGGAGE.map((option) => ({
            code: option.code,
            label: option.label,
            kg: option.kg,
            pricePaise: baggagePricePaise(option, legIsInternational(quoted.journey)),
          })),
        })),
        services: SPECIAL_SERVICES.map((service) => ({ ...service })),
        maxBaggageKg: MAX_EXCESS_BAGGAGE_KG,
      },
      fareRules: resolved.fareRules,
      holdUntil: hold === null ? null : new Date(hold).toISOString(),
      quotedAt: new Date(now()).toISOString(),
    };
  };
}
