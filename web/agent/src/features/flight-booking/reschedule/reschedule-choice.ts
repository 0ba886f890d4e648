import type { RescheduleOptions } from '@tripsetu/domain/booking-api.ts';
import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { rescheduleFlights } from '@tripsetu/domain/reschedule-options.ts';
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

/** One fare of a flight on the new date, as the list offers it. */
export interface FareChoice {
  id: string;
  /** 'Saver ₹7,926' */
  label: string;
  /** The flight the travellers are booked on now (it cannot be chosen). */
  current: boolean;
}

/** A flight found on the new date with its fares. */
export interface FlightChoice {
  id: string;
  /** 'QP-1107' (connections joined with +) */
  flight: string;
  /** 'QP-1107, 07:10 → 09:50 (2h 40m, non-stop)' */
  label: string;
  current: boolean;
  fares: FareChoice[];
}

/** Every flight found with its fares, cheapest first: one group per flight, as the results page shows them. */
export function flightChoices(options: RescheduleOptions, booking: FlightBooking, legIndex: number): FlightChoice[] {
  const booked = booking.legs[legIndex]?.itinerary;
  return rescheduleFlights(options, (itinerary) => booked !== undefined && booked.id === itinerary.id).map(
    (flight) => ({
      id: flight.id,
      flight: flight.flight,
      current: flight.current,
      label: t('reschedule.flightOption', {
        flight: flight.flight,
        departs: flight.departs,
        arrives: flight.arrives,
        duration: flight.duration,
        stops: flight.stops === 0 ? t('reschedule.nonStop') : t('reschedule.stops', { count: flight.stops }),
      }),
      fares: flight.fares.map((fare) => ({
        id: fare.id,
        current: flight.current,
        label: t('reschedule.fareOption', { family: fare.family, amount: formatRupees(fare.totalPaise) }),
      })),
    }),
  );
}

/** 'Mr Arjun Sharma' */
export const travellerName = (booking: FlightBooking, index: number) => {
  const traveller = booking.travellers[index];
  return traveller ? `${traveller.title} ${traveller.firstName} ${traveller.lastName}`.trim() : '';
};
