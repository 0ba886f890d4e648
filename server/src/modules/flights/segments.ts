import { aircraftByCode } from '@tripsetu/domain/aircraft.ts';
import { airportByCode, greatCircleKm } from '@tripsetu/domain/airports.ts';
import { carrierByCode } from '@tripsetu/domain/carriers.ts';
import type { FlightSegment } from '@tripsetu/domain/flight-api.ts';
import type { SegmentPricing } from '@tripsetu/domain/flight-fares.ts';
import type { FlightSchedule } from '@tripsetu/domain/flight-types.ts';
import type { FlightOnDate } from './network.ts';

/*
 * What the search reads of a flight, worked out once per schedule or flight on its date and shared
 * by every itinerary and search (WeakMaps: gone with the network that holds them).
 */

/** What a schedule's pricing reads of it, worked out once per schedule (a leg prices each many times). */
const pricingOf = new WeakMap<FlightSchedule, SegmentPricing>();
export const segmentPricing = ({ schedule }: FlightOnDate): SegmentPricing => {
  let pricing = pricingOf.get(schedule);
  if (!pricing) {
    const from = airportByCode(schedule.origin);
    const to = airportByCode(schedule.destination);
    pricing = {
      distanceKm: from && to ? greatCircleKm(from, to) : 1000,
      domestic: from?.countryCode === 'IN' && to?.countryCode === 'IN',
      departsIndia: from?.countryCode === 'IN',
      originTier: from?.tier ?? 2,
      lowCostCarrier: carrierByCode(schedule.carrier)?.lowCost ?? false,
    };
    pricingOf.set(schedule, pricing);
  }
  return pricing;
};

/**
 * A flight on its date as the first segment of an itinerary (no time on the ground before it): one
 * object per flight on its date, shared by every itinerary that starts with it (the network shares
 * its flights on a date), so that a full leg cache does not hold the same segment many times.
 */
const firstSegments = new WeakMap<FlightOnDate, FlightSegment>();
export function segmentOf(flight: FlightOnDate): FlightSegment {
  let segment = firstSegments.get(flight);
  if (!segment) {
    const schedule = flight.schedule;
    segment = Object.freeze({
      carrier: schedule.carrier,
      carrierName: carrierByCode(schedule.carrier)?.name ?? schedule.carrier,
      flightNumber: String(schedule.flightNumber),
      aircraft: schedule.aircraft,
      aircraftName: aircraftByCode(schedule.aircraft)?.name ?? schedule.aircraft,
      origin: schedule.origin,
      originCity: airportByCode(schedule.origin)?.city ?? schedule.origin,
      destination: schedule.destination,
      destinationCity: airportByCode(schedule.destination)?.city ?? schedule.destination,
      departureDate: flight.departureDate,
      departureTime: schedule.departureTime,
      arrivalDate: flight.arrivalDate,
      arrivalTime: flight.arrivalTime,
      departureTerminal: schedule.departureTerminal,
      arrivalTerminal: schedule.arrivalTerminal,
      durationMinutes: schedule.durationMinutes,
      layoverMinutes: 0,
    });
    firstSegments.set(flight, segment);
  }
  return segment;
}
