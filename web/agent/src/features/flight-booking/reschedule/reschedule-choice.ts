import type { RescheduleOptions } from '@tripsetu/domain/booking-api.ts';
import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { durationText, formatClock } from '@tripsetu/domain/flight-results.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { t } from '../../../i18n/i18n.ts';

/** Whether a traveller still flies a journey of this booking (not cancelled, not moved away). */
export const stillOn = (booking: FlightBooking, traveller: number, legIndex: number) =>
  ![...booking.cancelledSegments, ...booking.rescheduledSegments].some(
    (entry) => entry.traveller === traveller && entry.legIndex === legIndex,
  );

/** A ticketed, paid agency booking may be rescheduled (the server checks again). */
export const reschedulable = (booking: FlightBooking) =>
  booking.status === 'CONFIRMED' && booking.channel === 'AGENT' && booking.paymentStatus === 'PAID';

/** The journeys someone still flies, the first one preselected. */
export const movableLegs = (booking: FlightBooking) =>
  booking.legs.flatMap((_, legIndex) =>
    booking.travellers.some((traveller) => stillOn(booking, traveller.index, legIndex)) ? [legIndex] : [],
  );

/** One fare of one flight on the new date, as the list offers it. */
export interface FareChoice {
  id: string;
  label: string;
  /** The flight the travellers are booked on now (it cannot be chosen). */
  current: boolean;
  flight: string;
}

/** Every fare of every flight found, cheapest flights first, with a label a screen reader reads whole. */
export function fareChoices(options: RescheduleOptions, booking: FlightBooking, legIndex: number): FareChoice[] {
  const booked = booking.legs[legIndex]?.itinerary;
  return [...options.leg.itineraries]
    .sort((a, b) => a.lowestTotalPaise - b.lowestTotalPaise)
    .flatMap((itinerary) => {
      const first = itinerary.segments[0];
      const last = itinerary.segments.at(-1);
      const flight = itinerary.segments.map((segment) => `${segment.carrier}-${segment.flightNumber}`).join(' + ');
      const current = booked !== undefined && booked.id === itinerary.id;
      return itinerary.fares.map((fare) => ({
        id: fare.id,
        flight,
        current,
        label: t('reschedule.fareOption', {
          flight,
          departs: formatClock(first?.departureTime ?? ''),
          arrives: formatClock(last?.arrivalTime ?? ''),
          duration: durationText(itinerary.durationMinutes),
          stops: itinerary.stops === 0 ? t('reschedule.nonStop') : t('reschedule.stops', { count: itinerary.stops }),
          family: fare.family,
          amount: formatRupees(fare.totalPaise),
        }),
      }));
    });
}

/** 'Mr Arjun Sharma' */
export const travellerName = (booking: FlightBooking, index: number) => {
  const traveller = booking.travellers[index];
  return traveller ? `${traveller.title} ${traveller.firstName} ${traveller.lastName}`.trim() : '';
};
