import type { RescheduleOptions } from './booking-api.ts';
import { durationText, formatClock } from './flight-results.ts';

type Itinerary = RescheduleOptions['leg']['itineraries'][number];

/** A flight found on the new date, as both sites list it before putting it in their own words. */
export interface RescheduleFlight {
  id: string;
  /** 'QP-1107' (connections joined with +) */
  flight: string;
  /** '07:10' */
  departs: string;
  arrives: string;
  /** '2h 40m' */
  duration: string;
  stops: number;
  /** The flight the travellers are booked on now: shown, never chosen. */
  current: boolean;
  fares: { id: string; family: string; totalPaise: number }[];
}

/** The flight codes of an itinerary: 'QP-1107 + QP-1311'. */
export const flightCodes = (segments: readonly { carrier: string; flightNumber: string | number }[]) =>
  segments.map((segment) => `${segment.carrier}-${segment.flightNumber}`).join(' + ');

/** Every flight of a reschedule's search with its fares, cheapest first, as the results page orders them. */
export function rescheduleFlights(
  options: RescheduleOptions,
  isBooked: (itinerary: Itinerary) => boolean,
): RescheduleFlight[] {
  return [...options.leg.itineraries]
    .sort((a, b) => a.lowestTotalPaise - b.lowestTotalPaise)
    .map((itinerary) => ({
      id: itinerary.id,
      flight: flightCodes(itinerary.segments),
      departs: formatClock(itinerary.segments[0]?.departureTime ?? ''),
      arrives: formatClock(itinerary.segments.at(-1)?.arrivalTime ?? ''),
      duration: durationText(itinerary.durationMinutes),
      stops: itinerary.stops,
      current: isBooked(itinerary),
      fares: itinerary.fares.map((fare) => ({ id: fare.id, family: fare.family, totalPaise: fare.totalPaise })),
    }));
}
